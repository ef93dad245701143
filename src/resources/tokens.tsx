/**
 * What the bearer-token lists share (a user's device access tokens, a silo's SCIM tokens): a token
 * is its id and its dates; the secret itself is never listed (the contract sends it only once).
 */
import { createdColumn } from '@/components/columns'
import type { TableColumn } from '@/components/ResourceTable'
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
