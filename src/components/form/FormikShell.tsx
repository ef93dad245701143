import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import { Form, Formik, type FormikValues } from 'formik'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { AnyObjectSchema } from 'yup'
import { useCan } from '@/hooks/use-permissions'
import { useScrollOverflow } from '@/hooks/use-scroll-overflow'
import { type DocLink, formDocs } from '@/util/docs'
import type { Action } from '@/util/permissions'
import type { ApiError } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { DraftKeeper } from './DraftKeeper'
import { dropDraft, hasWantedDraft, mergeDraft, readDraft, SecretFieldsContext } from './form-draft'
import { type FormNaming, formLabels } from './form-naming'
import { RelevantDocs } from './RelevantDocs'
import { ShellSummary } from './ShellSummary'
import { SubmitButton } from './SubmitButton'
import { type EditUpdate, saveChanges } from './save-changes'
import { ShownErrors, ShownErrorsContext } from './shown-errors'
import { submitKeepingValues } from './submit-keeping-values'

/**
 * What every form gives its shell, whichever frame shows it (side modal, full page, inline): its
 * name (resource and kind, or explicit words), formik's values and yup schema, and the submit.
 */
export type FormProps<Values extends FormikValues> = FormNaming & {
  initialValues: Values
  validationSchema: AnyObjectSchema
  /**
   * Throws the ApiError on failure; the form stays open with what was typed. `changes`: the
   * fields to write; every field, unless the form is an edit with `update`.
   */
  onSubmit: (values: Values, changes: Partial<Values>) => Promise<unknown>
  /**
   * An edit form's fresh read of its resource. With it a save writes only what the user changed
   * on top of the server's values now (save-changes.ts): `onSubmit` gets those values with the
   * user's changes applied, and the changes alone; it is not called when nothing changed.
   */
  update?: EditUpdate<Values>
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
  /**
   * The action the submit takes (util/permissions.ts). A user whose role does not allow it (who
   * opened the form by its URL) sees the submit disabled with the reason, and nothing is sent.
   */
  requires?: Action
  /**
   * The guides the form ends with ('Relevant docs'); by default those of the resource it names
   * (src/util/docs.ts formDocs). A form named by its title alone gives its own.
   */
  docs?: DocLink[]
  /**
   * Words about the values, under the submit: what changes as a field commits on losing focus
   * goes here rather than among the fields, where it would move the submit away from the pointer
   * pressing it (an inline form's submit sits right below its fields).
   */
  footnote?: ReactNode
  children: ReactNode
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
  /** The frame ends the form with its guides (a side modal, a full page; not a form in a row). */
  showsDocs?: boolean
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
 * announcements, Cancel (when the frame can be left) and the derived submit label. A form that
 * a sign-in brought back to starts from its draft.
 */
export function FormikShell<Values extends FormikValues>(
  props: FormProps<Values> & { frame: ShellFrame; onCancel?: () => void },
) {
  const { title } = formLabels(props)
  const [path] = useState(() => window.location.pathname)
  const { data: me, isError } = useCurrentUserViewQuery()
  // a draft a sign-in wants back goes only to whoever typed it: the form waits for /v1/me
  const [draftWanted] = useState(() => hasWantedDraft(path, title))
  if (draftWanted && !me && !isError) {
    return <ProgressCircle aria-label="Loading…" isIndeterminate />
  }
  return <ShellBody {...props} path={path} user={me?.id} />
}

function ShellBody<Values extends FormikValues>(
  props: FormProps<Values> & {
    frame: ShellFrame
    onCancel?: () => void
    path: string
    user: string | undefined
  },
) {
  const {
    frame,
    onCancel,
    initialValues,
    validationSchema,
    onSubmit,
    update,
    fieldForError,
    children,
    path,
    user,
  } = props
  const { title, submitLabel } = formLabels(props)
  const can = useCan()
  const refused = props.requires && can(props.requires)
  const refusedId = useId()
  // formik reads its initial values once; so does the draft, which is dropped after mounting
  const [started] = useState(() => initialValues)
  const basis = useRef(started)
  const submit = submitKeepingValues(
    validationSchema,
    update
      ? saveChanges({ basis, update, write: onSubmit, onUnchanged: onCancel })
      : (values: Values) => onSubmit(values, values),
    fieldForError,
  )
  // the disabled submit does not submit, nor does Enter in a field; this keeps it so whatever
  // submits the form (docs/architecture.md, Permissions: never sent)
  const submitAllowed: typeof submit = async (values, helpers) => {
    if (refused) helpers.setSubmitting(false)
    else await submit(values, helpers)
  }
  const [restored] = useState(() => {
    const draft = readDraft(path, title, user)
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
          onSubmit={submitAllowed}
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
                {frame.showsDocs && (
                  <RelevantDocs docs={props.docs ?? formDocs[props.resource ?? '']} />
                )}
              </div>
              <div className={frame.classes.footer}>
                <ButtonGroup>
                  {onCancel && (
                    <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
                      Cancel
                    </Button>
                  )}
                  <SubmitButton
                    isSubmitting={isSubmitting}
                    disabledBy={refused ? refusedId : props.submitDisabledBy}
                  >
                    {submitLabel}
                  </SubmitButton>
                </ButtonGroup>
                {refused && (
                  <span id={refusedId} className="form-submit-refused">
                    {refused}
                  </span>
                )}
                {props.footnote}
              </div>
              <DraftKeeper
                path={path}
                form={title}
                started={started}
                secrets={secrets}
                owner={user}
              />
            </Form>
          )}
        </Formik>
      </ShownErrorsContext>
    </SecretFieldsContext>
  )
}
