/**
 * One case of contract.test.ts, which each `*-contract-cases.ts` file lists for its handlers: a
 * request and the status it is answered with; the test checks the body against the contract.
 */
import type { MockDb } from '../db'
import type { OperationId } from '../operation'
import { SEED_USERS } from '../seeds/seed-users'

export interface ContractCase<Url = string> {
  operationId: OperationId
  method: string
  url: Url
  body?: unknown
  status: number
  /** A seeded username to start signed in as, or `signed-out`. */
  user?: string
  /** A form-encoded body instead of JSON (the device flow). */
  form?: Record<string, string>
  /** Prepares the data before the request. */
  setup?: (db: MockDb) => void
}

/** One request of an operation and the status it is answered with; the body when it sends one. */
export type CaseRow = readonly [status: number, url: string, body?: unknown]

/**
 * The cases of one operation, its id and method written once: one case per row, in the rows'
 * order. Cases that also sign in as someone, send a form or prepare data stay whole objects.
 */
export const operationCases = (
  operationId: OperationId,
  method: string,
  rows: readonly CaseRow[],
): ContractCase[] => rows.map(([status, url, body]) => ({ operationId, method, url, body, status }))

/**
 * A fleet operation (`/v1/system/…`) sent by the seeded silo admin, who holds no fleet role:
 * refused with 403, as the fleet's operations take one (session-access.ts).
 */
export const refusedToSiloAdmin = (
  operationId: OperationId,
  method: string,
  url: string,
  body?: unknown,
): ContractCase => ({
  operationId,
  method,
  url,
  body,
  user: SEED_USERS.siloAdmin.username,
  status: 403,
})
