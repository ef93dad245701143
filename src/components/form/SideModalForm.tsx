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
import { type FormNaming, formLabels, nameConflictField } from './form-naming'

/**
 * What every form gives its shell, whichever frame shows it (side modal, full page, inline): its
 * name (resource and kind, or explicit words), formik's values and yup schema, and the submit.
 */
export type FormProps<Values extends FormikValues> = FormNaming & {
  initialValues: Values
  validationSchema: AnyObjectSchema
  /** Throws the ApiError on failure; the form stays open with what was typed. */
  onSubmit: (values: Values) => Promise<unknown>
  /**
   * Where the server's field errors belong, by error code or message. Without it a name conflict
   * lands on `name` when the form has one (`nameConflictField`); with it, only where it says.
   */
  fieldForError?: (error: ApiError) => keyof Values | undefined
  children: ReactNode
}

export type SideModalFormProps<Values extends FormikValues> = FormProps<Values> & {
  onDismiss: () => void
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
 * Formik's submit for every form shell: the schema's cast values go to `onSubmit`; a failure
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
      const field = fieldForError ? fieldForError(error) : nameConflictField(error, values)
      if (field) helpers.setFieldError(String(field), error.message)
      helpers.setStatus({ submitError: error.message })
    }
  }
}

/** Class names of a shell's parts, so each frame lays out the same pieces its own way. */
interface ShellClasses {
  form: string
  body: string
  footer: string
}

/** How a frame (side modal, full page, inline) shows the shell's pieces. */
export interface ShellFrame {
  classes: ShellClasses
  /** The title as a heading inside the form, when the frame shows one. */
  heading?: (title: string) => ReactNode
  /** The form element is named by the title when no dialog around it carries the name. */
  namesForm: boolean
  /**
   * Validate as each field loses focus (the default). An inline form whose submit sits right
   * below its fields turns this off: an error appearing as a field loses focus would move the
   * button away from the pointer pressing it.
   */
  validateOnBlur?: boolean
}

/**
 * The one formik body of every form shell: formik + yup (validated on blur and submit), the
 * heading derived from the form's name, the fields, the error summary with required-field
 * announcements, Cancel (when the frame can be left) and the derived submit label.
 */
export function FormikShell<Values extends FormikValues>(
  props: FormProps<Values> & { frame: ShellFrame; onCancel?: () => void },
) {
  const { frame, onCancel, initialValues, validationSchema, onSubmit, fieldForError, children } =
    props
  const { title, submitLabel } = formLabels(props)
  const submit = submitKeepingValues(validationSchema, onSubmit, fieldForError)
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      validateOnBlur={frame.validateOnBlur ?? true}
      validateOnChange={false}
    >
      {({ isSubmitting, status, errors, submitCount }) => {
        const fieldErrors = submitCount > 0 ? flattenErrors(errors) : []
        const messages = status?.submitError ? [status.submitError] : fieldErrors
        return (
          <Form
            noValidate
            className={frame.classes.form}
            aria-label={frame.namesForm ? title : undefined}
          >
            {frame.heading?.(title)}
            <div className={frame.classes.body}>
              {children}
              <ErrorSummary messages={messages} />
              <AnnounceRequired messages={fieldErrors} submitCount={submitCount} />
            </div>
            <div className={frame.classes.footer}>
              <ButtonGroup>
                {onCancel && (
                  <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
                    Cancel
                  </Button>
                )}
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

const sideModalFrame: ShellFrame = {
  classes: { form: 'side-modal-form', body: 'side-modal-body', footer: 'side-modal-footer' },
  heading: (title) => <h2 className="side-modal-title">{title}</h2>,
  namesForm: false,
}

/**
 * The side-modal form shell: a dialog sliding in from the right. A new form is written as
 *
 *   <SideModalForm resource="project" kind="create" initialValues={…} validationSchema={…}
 *     onDismiss={close} onSubmit={async (values) => { await create(…).unwrap(); close() }}>
 *     <NameField autoFocus />
 *     <DescriptionField />
 *   </SideModalForm>
 *
 * which titles it 'Create project', labels the button 'Create project' ('Edit X' / 'Update X'
 * for kind="edit") and shows a taken name on the Name field. Override `title` or `submitLabel`
 * only when the words differ, and pass `fieldForError` only for other server field errors.
 */
export function SideModalForm<Values extends FormikValues>(props: SideModalFormProps<Values>) {
  const { title } = formLabels(props)
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && props.onDismiss()}
      className="side-modal-overlay"
    >
      <Modal className="side-modal">
        <Dialog className="side-modal-dialog" aria-label={title}>
          <FormikShell {...props} onCancel={props.onDismiss} frame={sideModalFrame} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
