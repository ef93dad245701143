import type { FormikValues } from 'formik'
import type { ReactNode } from 'react'
import type { AnyObjectSchema } from 'yup'
import type { ApiError } from '~/store/api'
import { PageHeader } from '../PageHeader'
import { FormikShell } from './SideModalForm'

interface Props<Values extends FormikValues> {
  title: string
  submitLabel: string
  initialValues: Values
  validationSchema: AnyObjectSchema
  /** Throws the ApiError on failure; the page stays with what was typed. */
  onSubmit: (values: Values) => Promise<unknown>
  onCancel: () => void
  /** Where the server's field errors belong, by error code or message. */
  fieldForError?: (error: ApiError) => keyof Values | undefined
  children: ReactNode
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
