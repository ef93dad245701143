import { type FormikErrors, type FormikValues, getIn } from 'formik'
import { entryKey, type FieldLink } from './ErrorSummary'
import type { ShownError } from './shown-errors'

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
