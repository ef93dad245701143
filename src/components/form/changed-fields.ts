/**
 * The one rule of every edit form's save: write only what the user changed, on top of what the
 * server has now. Without it a form sends every field as it was when it opened, and a change
 * someone else saved meanwhile to a field the user never touched is silently undone. The shell
 * (FormikShell.tsx) reads the resource again right before the write, as the firewall rules' and
 * policies' whole-list writes do (docs/architecture.md, "Pages and forms"), and asks this module
 * what to send.
 *
 * Per field, comparing the values the edit is based on (`opened`: the server's, as the form
 * showed them), the user's (`edited`) and the server's now (`latest`):
 *
 * | the user changed it | the server's moved | outcome                       |
 * | ------------------- | ------------------ | ----------------------------- |
 * | no                  | either             | the server's value            |
 * | yes                 | no                 | the user's value, sent        |
 * | yes                 | yes, to the user's | the user's value, nothing to send |
 * | yes                 | yes, elsewhere     | a conflict: nothing is written    |
 *
 * Pure: values in, a plan out.
 */

/** A field the user changed that someone else changed too, with the server's value now. */
export interface FieldConflict<Values> {
  field: keyof Values & string
  theirs: unknown
}

export type UpdatePlan<Values> =
  /** Nothing to write: `values` is what the server has (the user's changes among them). */
  | { kind: 'unchanged'; values: Values }
  /** Not written: the user is told, and decides. */
  | { kind: 'conflict'; conflicts: FieldConflict<Values>[] }
  /**
   * `changes`: the user's fields to write; `values`: the server's latest with them applied, for
   * a body that must carry every field (a whole-object PUT).
   */
  | { kind: 'send'; changes: Partial<Values>; values: Values }

/** Key order and absent-vs-undefined do not matter to equality; content does. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    )
  }
  return value
}

export const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) || JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

const fieldsOf = <Values extends object>(values: Values) =>
  Object.keys(values) as (keyof Values & string)[]

/** The fields the user changed from what the form opened with. */
export const changedFields = <Values extends object>(opened: Values, edited: Values) =>
  fieldsOf(edited).filter((field) => !sameValue(edited[field], opened[field]))

/** What to do with the user's `edited` values, given the server's `latest` (the table above). */
export function planUpdate<Values extends object>(
  opened: Values,
  edited: Values,
  latest: Values,
): UpdatePlan<Values> {
  const values = { ...latest }
  const changes: Partial<Values> = {}
  const conflicts: FieldConflict<Values>[] = []
  for (const field of changedFields(opened, edited)) {
    if (sameValue(edited[field], latest[field])) continue
    if (!sameValue(latest[field], opened[field])) {
      conflicts.push({ field, theirs: latest[field] })
      continue
    }
    changes[field] = edited[field]
    values[field] = edited[field]
  }
  if (conflicts.length) return { kind: 'conflict', conflicts }
  if (fieldsOf(changes).length === 0) return { kind: 'unchanged', values }
  return { kind: 'send', changes, values }
}

/**
 * The basis of a second save after a conflict: the server's values the user was told about, for
 * the conflicting fields only. Saving again then writes the user's value over exactly those; a
 * further change by someone else is caught again, and the fields the user never touched still
 * take the server's.
 */
export const acknowledge = <Values extends object>(
  opened: Values,
  conflicts: FieldConflict<Values>[],
): Values => ({
  ...opened,
  ...Object.fromEntries(conflicts.map(({ field, theirs }) => [field, theirs])),
})

/** The error code of the form's own refusal to write over someone else's change. */
export const EDIT_CONFLICT = 'EditConflict'

/** How a value reads in the conflict message; a form gives its own for ids, units or objects. */
export type ShowValue = (field: string, value: unknown) => string

const showPlain: ShowValue = (_field, value) =>
  value === null || value === undefined ? '' : String(value)

/**
 * 'Description was changed by someone else since you opened this form: it is now "db". Save
 * again to replace it with yours, or Cancel.' One sentence per field; `canCancel` is false for a
 * form with no Cancel (an inline form).
 */
export function conflictMessage<Values>(
  conflicts: FieldConflict<Values>[],
  labels: Record<string, string>,
  { show = showPlain, canCancel = true }: { show?: ShowValue; canCancel?: boolean } = {},
): string {
  const said = conflicts.map(({ field, theirs }) => {
    const text = show(field, theirs)
    const now = text === '' ? 'it is now empty' : `it is now "${text}"`
    return `${labels[field] ?? field} was changed by someone else since you opened this form: ${now}.`
  })
  const them = conflicts.length > 1 ? 'them' : 'it'
  const close = canCancel ? ', or Cancel.' : '.'
  return `${said.join(' ')} Save again to replace ${them} with yours${close}`
}
