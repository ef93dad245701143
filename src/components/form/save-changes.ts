import type { FormikHelpers } from 'formik'
import type { ApiError } from '~/store/api'
import {
  acknowledge,
  changedFields,
  conflictMessage,
  EDIT_CONFLICT,
  planUpdate,
  type ShowValue,
} from './changed-fields'

/** What an edit form gives its shell so a save loses no one else's change (changed-fields.ts). */
export interface EditUpdate<Values> {
  /**
   * The resource as the server has it now, in the form's values: a fresh read
   * (`FRESH_READ`, store/api), never the cache.
   */
  reread: () => Promise<Values>
  /** Every field's label, for the message naming a field someone else changed. */
  labels: Record<keyof Values & string, string>
  show?: ShowValue
}

/**
 * An edit form's submit: nothing changed is no request at all; otherwise the server's values are
 * read again and the plan decides. A conflict is not written: the form says which fields moved
 * and to what, and a second save writes the user's values over exactly those. A save that
 * leaves the form open (an inline form) goes on from what the server now has.
 */
export function saveChanges<Values extends object>({
  basis,
  update,
  write,
  onUnchanged,
}: {
  /** The server's values the user's edit is based on: those the form opened with, at first. */
  basis: { current: Values }
  update: EditUpdate<Values>
  /** The form's request: `values` the server's latest with the user's changes, and the changes. */
  write: (values: Values, changes: Partial<Values>) => Promise<unknown>
  /** What the form does when there is nothing to write (a side modal closes as Cancel would). */
  onUnchanged?: () => void
}) {
  return async (edited: Values, helpers: FormikHelpers<Values>) => {
    if (changedFields(basis.current, edited).length === 0) return onUnchanged?.()
    const plan = planUpdate(basis.current, edited, await update.reread())
    if (plan.kind === 'conflict') {
      basis.current = acknowledge(basis.current, plan.conflicts)
      const message = conflictMessage(plan.conflicts, update.labels, {
        show: update.show,
        canCancel: Boolean(onUnchanged),
      })
      const refusal: ApiError = { message, errorCode: EDIT_CONFLICT }
      throw refusal
    }
    if (plan.kind === 'send') await write(plan.values, plan.changes)
    basis.current = plan.values
    helpers.resetForm({ values: plan.values })
    if (plan.kind === 'unchanged') onUnchanged?.()
  }
}

/** The labels of the fields most edit forms have. */
export const identityLabels = { name: 'Name', description: 'Description' }
