import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Link } from '@react-spectrum/s2/Link'
import {
  Form,
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikValues,
  getIn,
  useFormikContext,
} from 'formik'
import {
  type ReactNode,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import type { AnyObjectSchema } from 'yup'
import type { ApiError } from '~/store/api'
import { useScrollOverflow } from '../../hooks/use-scroll-overflow'
import { announceAssertive } from '../LiveRegion'
import {
  dropDraft,
  mergeDraft,
  readDraft,
  SecretFieldsContext,
  saveDraft,
  serializeDraft,
} from './form-draft'
import { type FormNaming, formLabels, nameConflictField } from './form-naming'
import { type ShownError, ShownErrors, ShownErrorsContext } from './shown-errors'

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
  /**
   * The id of the form's text saying why there is nothing to submit (a target picker with no
   * target, TargetPickerField.tsx); while set, the submit is disabled and described by it.
   */
  submitDisabledBy?: string
  children: ReactNode
}

export type SideModalFormProps<Values extends FormikValues> = FormProps<Values> & {
  onDismiss: () => void
}

/** A summary entry for an error its field shows: a link that moves focus to that field. */
export interface FieldLink {
  /** The field's formik path. */
  field: string
  label: string
  focus: () => void
}

/**
 * Submit-time problems (SPEC §2): 'Error' for one, 'N issues:' with a list under 'Errors'. A
 * problem with no field of its own is its message; one its field shows is a link to that field,
 * so no message shows twice.
 */
export function ErrorSummary({
  messages,
  autoFocus = true,
}: {
  messages: readonly (string | FieldLink)[]
  /** Whether it takes focus as it appears (it does after a submit, not after an edit). */
  autoFocus?: boolean
}) {
  if (messages.length === 0) return null
  return (
    <InlineAlert variant="negative" autoFocus={autoFocus}>
      <Heading>{messages.length === 1 ? 'Error' : 'Errors'}</Heading>
      <Content>
        {messages.length === 1 ? (
          <SummaryEntry entry={messages[0] as string | FieldLink} />
        ) : (
          <>
            {messages.length} issues:
            <ul>
              {messages.map((entry) => (
                <li key={entryKey(entry)}>
                  <SummaryEntry entry={entry} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Content>
    </InlineAlert>
  )
}

function SummaryEntry({ entry }: { entry: string | FieldLink }) {
  if (typeof entry === 'string') return entry
  return (
    <Link variant="secondary" onPress={entry.focus}>
      {entry.label}
    </Link>
  )
}

/** Every message in formik's (possibly nested) errors, with the path of the field it is on. */
export const errorEntries = (
  errors: FormikErrors<FormikValues>,
  prefix = '',
): [path: string, message: string][] =>
  Object.entries(errors).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') return [[path, value]]
    return value ? errorEntries(value as FormikErrors<FormikValues>, path) : []
  })

/** The server's refusal of a submit, with what was sent, so an edit can tell it is stale. */
export interface SubmitFailure<Values extends FormikValues = FormikValues> {
  submitError: string
  /** The field the error is about; none when it is about the whole form. */
  field?: string
  values: Values
}

/**
 * What the summary shows (SPEC §2) for the form as it is now, after at least one submit attempt
 * whose values were `attempted`: each field error until its field is edited, and the server's
 * refusal of the last submit until the field it is about is edited (any field, when it is about
 * none). A new submit replaces `failure`, so an earlier submit's refusal never shows.
 *
 * An error a field shows (`shownAt` gives that field) is a link to the field, not its message
 * again: each message shows once, at its field, and the summary still counts every problem and
 * leads to it. An error no field shows (a refusal of the whole form, a rule of a value with no
 * field of its own) is its message.
 */
export function summaryEntries<Values extends FormikValues>({
  values,
  attempted,
  errors,
  failure,
  shownAt,
}: {
  values: Values
  attempted: Values
  errors: FormikErrors<Values>
  failure?: SubmitFailure<Values>
  shownAt: (path: string) => ShownError | undefined
}): (string | FieldLink)[] {
  const unedited = (path: string, since: Values) =>
    Object.is(getIn(values, path), getIn(since, path))
  const refusal: [path: string | undefined, message: string][] =
    failure && (failure.field ? unedited(failure.field, failure.values) : values === failure.values)
      ? [[failure.field, failure.submitError]]
      : []
  const fieldErrors = errorEntries(errors).filter(([path]) => unedited(path, attempted))
  const entries = new Map<string, string | FieldLink>()
  for (const [path, message] of [...refusal, ...fieldErrors]) {
    // a refusal the field no longer shows (a check since has replaced it) stays a message
    const shown = path !== undefined && getIn(errors, path) === message ? shownAt(path) : undefined
    const entry = path !== undefined && shown ? { field: path, ...shown } : message
    entries.set(entryKey(entry), entry)
  }
  return [...entries.values()]
}

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
      const failure: SubmitFailure<Values> = {
        submitError: error.message,
        field: field ? String(field) : undefined,
        values,
      }
      helpers.setStatus(failure)
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
 * The summary and its announcements. The values of the last submit attempt are kept so a field
 * the user has edited since drops out of the summary (its own message stays on the field until it
 * is checked again).
 */
function ShellSummary<Values extends FormikValues>() {
  const { values, errors, status, submitCount } = useFormikContext<Values>()
  // formik renders the attempt with the values it submits; later renders may hold edits
  const [attempt, setAttempt] = useState({ submitCount, values })
  if (attempt.submitCount !== submitCount) setAttempt({ submitCount, values })
  const attempted = attempt.submitCount === submitCount ? attempt.values : values
  const failure = status as SubmitFailure<Values> | undefined
  const registry = use(ShownErrorsContext)
  // a field coming or going changes whether its error is a link or a message
  useSyncExternalStore(registry?.subscribe ?? noSubscription, registry?.snapshot ?? noVersion)
  const shownAt = registry?.at ?? noField
  const entries =
    submitCount === 0 ? [] : summaryEntries({ values, attempted, errors, failure, shownAt })
  const shown = useHeldWhilePressed(entries)
  // the summary takes focus once per submit: appearing again as a field is checked on leaving it
  // (a cross-field rule), it must not pull focus from the field the user is going to
  const focusedSubmit = useRef(0)
  const takesFocus = focusedSubmit.current !== submitCount
  useEffect(() => {
    if (shown.length > 0) focusedSubmit.current = submitCount
  })
  if (submitCount === 0) return null
  const fieldErrors = errorEntries(errors).map(([, message]) => message)
  return (
    <>
      <ErrorSummary messages={shown} autoFocus={takesFocus} />
      <AnnounceRequired messages={fieldErrors} submitCount={submitCount} />
    </>
  )
}

const noSubscription = () => () => undefined
const noVersion = () => 0
const noField = () => undefined

/** An entry's identity: the field it links to, or its message. */
const entryKey = (entry: string | FieldLink) =>
  typeof entry === 'string' ? `message:${entry}` : `field:${entry.field}`

let pointerIsDown = false
window.addEventListener('pointerdown', () => (pointerIsDown = true), true)
for (const type of ['pointerup', 'pointercancel']) {
  window.addEventListener(type, () => (pointerIsDown = false), true)
}

/**
 * `messages`, but held while a pointer is pressed. A number field commits its value as it loses
 * focus, which is when the user presses the submit button: the summary dropping that field's
 * message then would move the button from under the pointer, and the press would miss it. The
 * summary changes once the pointer is released (after the press has landed).
 */
function useHeldWhilePressed(messages: (string | FieldLink)[]): (string | FieldLink)[] {
  const [shown, setShown] = useState(messages)
  const key = messages.map(entryKey).join('\n')
  const latest = useRef(messages)
  latest.current = messages
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the messages
  useLayoutEffect(() => {
    if (!pointerIsDown) {
      setShown(latest.current)
      return
    }
    let timer: number | undefined
    const release = () => {
      timer = window.setTimeout(() => setShown(latest.current))
    }
    window.addEventListener('pointerup', release, { capture: true, once: true })
    return () => {
      window.removeEventListener('pointerup', release, { capture: true })
      window.clearTimeout(timer)
    }
  }, [key])
  return shown
}

/**
 * Saves what was typed as the page goes (form-draft.ts): a session that expires under the form
 * sends the browser to sign in, and the form at this path comes back from the draft after.
 * Nothing is saved when the form still holds what it started with.
 */
function DraftKeeper<Values extends FormikValues>({
  path,
  form,
  started,
  secrets,
}: {
  path: string
  form: string
  started: Values
  secrets: Set<string>
}) {
  const { values } = useFormikContext<Values>()
  const latest = useRef(values)
  latest.current = values
  useEffect(() => {
    const save = () => {
      const draft = serializeDraft(latest.current, secrets)
      if (draft !== serializeDraft(started, secrets)) saveDraft(path, form, draft)
    }
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [path, form, started, secrets])
  return null
}

/**
 * The one formik body of every form shell: formik + yup (validated on blur and submit), the
 * heading derived from the form's name, the fields, the error summary with required-field
 * announcements, Cancel (when the frame can be left) and the derived submit label. A form that
 * a sign-in brought back to starts from its draft.
 */
export function FormikShell<Values extends FormikValues>(
  props: FormProps<Values> & { frame: ShellFrame; onCancel?: () => void },
) {
  const { frame, onCancel, initialValues, validationSchema, onSubmit, fieldForError, children } =
    props
  const { title, submitLabel } = formLabels(props)
  const submit = submitKeepingValues(validationSchema, onSubmit, fieldForError)
  const [path] = useState(() => window.location.pathname)
  // formik reads its initial values once; so does the draft, which is dropped after mounting
  const [started] = useState(() => initialValues)
  const [restored] = useState(() => {
    const draft = readDraft(path, title)
    return draft === undefined ? initialValues : mergeDraft(initialValues, draft)
  })
  useEffect(() => dropDraft(path), [path])
  const [secrets] = useState(() => new Set<string>())
  const [shownErrors] = useState(() => new ShownErrors())
  const markOverflow = useScrollOverflow<HTMLDivElement>()
  return (
    <SecretFieldsContext value={secrets}>
      <ShownErrorsContext value={shownErrors}>
        <Formik
          initialValues={restored}
          validationSchema={validationSchema}
          onSubmit={submit}
          validateOnBlur={frame.validateOnBlur ?? true}
          validateOnChange={false}
        >
          {({ isSubmitting }) => (
            <Form
              noValidate
              className={frame.classes.form}
              aria-label={frame.namesForm ? title : undefined}
            >
              {frame.heading?.(title)}
              <div className={frame.classes.body} ref={markOverflow}>
                {children}
                <ShellSummary<Values> />
              </div>
              <div className={frame.classes.footer}>
                <ButtonGroup>
                  {onCancel && (
                    <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
                      Cancel
                    </Button>
                  )}
                  <Button
                    variant="accent"
                    type="submit"
                    isPending={isSubmitting}
                    isDisabled={Boolean(props.submitDisabledBy)}
                    aria-describedby={props.submitDisabledBy}
                  >
                    {submitLabel}
                  </Button>
                </ButtonGroup>
              </div>
              <DraftKeeper path={path} form={title} started={started} secrets={secrets} />
            </Form>
          )}
        </Formik>
      </ShownErrorsContext>
    </SecretFieldsContext>
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
