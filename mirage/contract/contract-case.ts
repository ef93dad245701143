/**
 * One case of contract.test.ts, which each `*-contract-cases.ts` file lists for its handlers: a
 * request and the status it is answered with; the test checks the body against the contract.
 */
import type { MockDb } from '../db'
import type { OperationId } from '../operation'

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
