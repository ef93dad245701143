import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Form, Formik, type FormikValues } from 'formik'
import type { ReactNode } from 'react'
import type { AnyObjectSchema } from 'yup'
import type { ApiError } from '~/store/api'
import { PageHeader } from '../PageHeader'
import { AnnounceRequired, ErrorSummary, flattenErrors, submitKeepingValues } from './SideModalForm'

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

/**
 * The one full-page form shell, for creations too big for a side modal (a new instance). Same
 * formik + yup wiring, error summary and required-field announcements as the side modal.
 */
export function FullPageForm<Values extends FormikValues>(props: Props<Values>) {
  const { title, submitLabel, initialValues, validationSchema, onCancel, children } = props
  const submit = submitKeepingValues(validationSchema, props.onSubmit, props.fieldForError)
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      validateOnBlur
      validateOnChange={false}
    >
      {({ isSubmitting, status, errors, submitCount }) => {
        const fieldErrors = submitCount > 0 ? flattenErrors(errors) : []
        const messages = status?.submitError ? [status.submitError] : fieldErrors
        return (
          <Form noValidate className="full-page-form" aria-label={title}>
            <PageHeader title={title} />
            <div className="full-page-form-body">{children}</div>
            <ErrorSummary messages={messages} />
            <AnnounceRequired messages={fieldErrors} submitCount={submitCount} />
            <div className="full-page-form-footer">
              <ButtonGroup>
                <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
                  Cancel
                </Button>
                <Button variant="accent" type="submit" isPending={isSubmitting}>
                  {submitLabel}
                </Button>
              </ButtonGroup>
            </div>
          </Form>
        )
      }}
    </Formik>
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
