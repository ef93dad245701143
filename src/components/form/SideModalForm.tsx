import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik'
import { type ReactNode, useEffect } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import type { AnyObjectSchema } from 'yup'
import type { ApiError } from '~/store/api'
import { announceAssertive } from '../LiveRegion'

export interface SideModalFormProps<Values extends FormikValues> {
  title: string
  submitLabel: string
  initialValues: Values
  validationSchema: AnyObjectSchema
  /** Throws the ApiError on failure; the form stays open with what was typed. */
  onSubmit: (values: Values) => Promise<unknown>
  onDismiss: () => void
  /** Where the server's field errors belong, by error code or message. */
  fieldForError?: (error: ApiError) => keyof Values | undefined
  children: ReactNode
}

/** Submit-time problems (SPEC §2): 'Error' for one, 'N issues:' with a list under 'Errors'. */
export function ErrorSummary({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <InlineAlert variant="negative" autoFocus>
      <Heading>{messages.length === 1 ? 'Error' : 'Errors'}</Heading>
      <Content>
        {messages.length === 1 ? (
          messages[0]
        ) : (
          <>
            {messages.length} issues:
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </Content>
    </InlineAlert>
  )
}

/** Every message in formik's (possibly nested) errors, for the summary. */
export const flattenErrors = (errors: FormikErrors<FormikValues>): string[] =>
  Object.values(errors).flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : value
        ? flattenErrors(value as FormikErrors<FormikValues>)
        : [],
  )

/** Required-field errors are announced assertively after each submit attempt (SPEC §8). */
export function AnnounceRequired({
  messages,
  submitCount,
}: {
  messages: string[]
  submitCount: number
}) {
  const required = messages.filter((message) => message.endsWith(' is required')).join('. ')
  useEffect(() => {
    if (submitCount > 0 && required) announceAssertive(required)
  }, [submitCount, required])
  return null
}

/**
 * Formik's submit for both form shells: the schema's cast values go to `onSubmit`; a failure
 * keeps everything typed, puts the message in the summary and on the field it belongs to.
 */
export function submitKeepingValues<Values extends FormikValues>(
  validationSchema: AnyObjectSchema,
  onSubmit: (values: Values) => Promise<unknown>,
  fieldForError?: (error: ApiError) => keyof Values | undefined,
) {
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined)
    try {
      await onSubmit(validationSchema.cast(values) as Values)
    } catch (caught) {
      const error = caught as ApiError
      const field = fieldForError?.(error)
      if (field) helpers.setFieldError(String(field), error.message)
      helpers.setStatus({ submitError: error.message })
    }
  }
}

/** Class names of a shell's parts, so each shell lays out the same pieces its own way. */
interface ShellClasses {
  form: string
  body: string
  footer: string
}

/**
 * What both form shells render inside their frame: formik + yup (validated on blur and submit),
 * the heading, the fields, the error summary with required-field announcements, Cancel and submit.
 */
export function FormikShell<Values extends FormikValues>({
  heading,
  classes,
  ariaLabel,
  submitLabel,
  initialValues,
  validationSchema,
  onCancel,
  children,
  ...props
}: Omit<SideModalFormProps<Values>, 'title' | 'onDismiss'> & {
  heading: ReactNode
  classes: ShellClasses
  ariaLabel?: string
  onCancel: () => void
}) {
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
          <Form noValidate className={classes.form} aria-label={ariaLabel}>
            {heading}
            <div className={classes.body}>
              {children}
              <ErrorSummary messages={messages} />
              <AnnounceRequired messages={fieldErrors} submitCount={submitCount} />
            </div>
            <div className={classes.footer}>
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

const sideModalClasses = {
  form: 'side-modal-form',
  body: 'side-modal-body',
  footer: 'side-modal-footer',
}

/** The one side-modal form shell: formik + yup inside a dialog sliding in from the right. */
export function SideModalForm<Values extends FormikValues>({
  title,
  onDismiss,
  ...props
}: SideModalFormProps<Values>) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onDismiss()}
      className="side-modal-overlay"
    >
      <Modal className="side-modal">
        <Dialog className="side-modal-dialog" aria-label={title}>
          <FormikShell
            {...props}
            onCancel={onDismiss}
            classes={sideModalClasses}
            heading={<h2 className="side-modal-title">{title}</h2>}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
