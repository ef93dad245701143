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
 *
 * The summary shows only while some error has no field on screen to show it (a refusal of the
 * whole form, an error of a field not rendered): an error its field shows is said there, and a
 * summary of links alone would only repeat it (SPEC §2). Once a submit has settled, focus goes
 * where its problem is: to the summary when it shows, else to the first invalid field on the page.
 */
export function ShellSummary<Values extends FormikValues>() {
  const { values, errors, status, submitCount, isSubmitting } = useFormikContext<Values>()
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
  // while a submit runs its outcome is not known yet: the last one's problems no longer hold
  const shown = useHeldWhilePressed(isSubmitting ? [] : entries)
  const showsSummary = shown.some((entry) => typeof entry === 'string')
  // focus moves once per submit, when its outcome shows: appearing again as a field is checked on
  // leaving it (a cross-field rule), an error must not pull focus from the field the user is going to
  const focusedSubmit = useRef(0)
  const takesFocus = focusedSubmit.current !== submitCount
  const settled = !isSubmitting && keyOf(shown) === keyOf(entries)
  useEffect(() => {
    if (!takesFocus || !settled) return
    focusedSubmit.current = submitCount
    // the summary focuses itself as it appears (its autoFocus)
    if (!showsSummary) firstOnPage(shown as FieldLink[])?.focus()
  })
  if (submitCount === 0) return null
  const fieldErrors = errorEntries(errors).map(([, message]) => message)
  return (
    <>
      {showsSummary && (
        // one summary per submit, so each submit's summary takes focus as it appears
        <ErrorSummary key={submitCount} messages={shown} autoFocus={takesFocus} />
      )}
      <AnnounceRequired messages={fieldErrors} submitCount={submitCount} />
    </>
  )
}

/** What identifies a list of entries, to tell when it changes. */
const keyOf = (entries: readonly (string | FieldLink)[]) => entries.map(entryKey).join('\n')

/** The link whose field comes first in the document. */
function firstOnPage(links: FieldLink[]): FieldLink | undefined {
  const placed = links.flatMap((link) => {
    const element = link.element()
    return element ? [{ link, element }] : []
  })
  placed.sort((a, b) =>
    a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )
  return placed[0]?.link
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
  const key = keyOf(messages)
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
