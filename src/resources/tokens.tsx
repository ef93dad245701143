/**
 * What the credential lists share (a user's device access tokens, a silo's SCIM tokens, an alert
 * receiver's webhook secrets): a credential is its id and its dates; the secret itself is never
 * listed (the contract sends it only once, or never).
 */
import { createdColumn } from '@/components/columns'
import type { RowAction, TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { formatDateTime } from '@/util/relative-time'

interface TokenRow {
  id: string
  timeCreated: Date
  timeExpires?: Date | null
}

/** ID (the row header), Created, and Expires ('Never' for a token without an expiry). */
export function tokenColumns<T extends TokenRow>(): TableColumn<T>[] {
  return [
    {
      id: 'id',
      name: 'ID',
      isRowHeader: true,
      sortValue: (token) => token.id,
      cell: (token) => <code>{token.id}</code>,
    },
    createdColumn(),
    {
      id: 'expires',
      name: 'Expires',
      sortValue: (token) => token.timeExpires?.getTime() ?? Number.POSITIVE_INFINITY,
      cell: (token) => (token.timeExpires ? formatDateTime(token.timeExpires) : 'Never'),
    },
  ]
}

/**
 * Tokens newest first, ties by id so the order holds from one answer to the next. The contract's
 * token list sorts by id only (`IdSortMode`: id_ascending), so this orders the page the table
 * shows, not the whole list across pages.
 */
export function newestFirst<T extends TokenRow>(tokens: T[]): T[] {
  return [...tokens].sort(
    (a, b) =>
      b.timeCreated.getTime() - a.timeCreated.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}

/**
 * Delete of a credential ('access token', 'SCIM token', 'secret'): it has no name, so the question
 * names its id, and the success toast only says '{Kind} deleted' rather than repeat the id.
 */
export function deleteCredentialAction(
  kind: string,
  credential: { id: string },
  consequence: string,
  run: () => Promise<unknown>,
): RowAction {
  return deleteAction({
    kind,
    name: credential.id,
    consequence,
    success: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} deleted`,
    run,
  })
}
