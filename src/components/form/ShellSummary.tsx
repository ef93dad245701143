import { type FormikValues, useFormikContext } from 'formik'
import { use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { AnnounceRequired } from './AnnounceRequired'
import { ErrorSummary, entryKey, type FieldLink } from './ErrorSummary'
import { ShownErrorsContext } from './shown-errors'
import { errorEntries, type SubmitFailure, summaryEntries } from './summary-entries'

/**
 * The summary and its announcements. The values of the last submit attempt are kept so a field
 * the user has edited since drops out of the summary (its own message stays on the field until it
 * is checked again).
 */
export function ShellSummary<Values extends FormikValues>() {
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
