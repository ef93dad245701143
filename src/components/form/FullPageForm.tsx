import type { FormikValues } from 'formik'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { FormikShell, type FormProps, type ShellFrame } from './FormikShell'

const fullPageFrame: ShellFrame = {
  classes: { form: 'full-page-form', body: 'full-page-form-body', footer: 'full-page-form-footer' },
  heading: (title) => <PageHeader title={title} />,
  namesForm: true,
  showsDocs: true,
}

/**
 * The full-page form shell, for creations too big for a side modal (a new instance): the side
 * modal's formik body on a page of its own, left with Cancel rather than dismissed. Written like
 * a side-modal form, with its fields in `FormSection`s:
 *
 *   <FullPageForm resource="instance" kind="create" initialValues={…} validationSchema={…}
 *     onCancel={back} onSubmit={…}>
 *     <NameField autoFocus />
 *     <FormSection title="Hardware">…</FormSection>
 *   </FullPageForm>
 */
export function FullPageForm<Values extends FormikValues>(
  props: FormProps<Values> & { onCancel: () => void },
) {
  return <FormikShell {...props} frame={fullPageFrame} />
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
