import type { FormikValues } from 'formik'
import type { ReactNode } from 'react'
import { PageHeader } from '../PageHeader'
import { FormikShell, type SideModalFormProps } from './SideModalForm'

/** The side modal's props, but a page is left with Cancel rather than dismissed. */
type Props<Values extends FormikValues> = Omit<SideModalFormProps<Values>, 'onDismiss'> & {
  onCancel: () => void
}

const fullPageClasses = {
  form: 'full-page-form',
  body: 'full-page-form-body',
  footer: 'full-page-form-footer',
}

/**
 * The one full-page form shell, for creations too big for a side modal (a new instance): the
 * side modal's formik wiring, on a page of its own.
 */
export function FullPageForm<Values extends FormikValues>({ title, ...props }: Props<Values>) {
  return (
    <FormikShell
      {...props}
      ariaLabel={title}
      classes={fullPageClasses}
      heading={<PageHeader title={title} />}
    />
  )
}

/** A titled group of fields in a full-page form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
