/**
 * The contract's Error shape (`{ error_code, message, request_id }`) with the real server's
 * statuses, codes and wording (e.g. `not found: project with name "x"`), so the console's error
 * handling (SPEC §8) sees in the mock what it will see in production.
 */
import type { Schemas } from './db'
import { randomUuid, UUID_PATTERN } from './ids'

export type ErrorBody = Schemas['Error']

/** Thrown by handlers and helpers; the route wrapper turns it into the response. */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message)
    this.name = 'MockApiError'
  }

  toBody(requestId = randomUuid()): ErrorBody {
    return { error_code: this.errorCode, message: this.message, request_id: requestId }
  }
}

const selectorKind = (selector: string) => (UUID_PATTERN.test(selector) ? 'id' : 'name')

/** 404 in the real server's words: `not found: project with name "web"` (or `with id`). */
export const notFound = (resource: string, selector: string) =>
  new MockApiError(
    404,
    'ObjectNotFound',
    `not found: ${resource} with ${selectorKind(selector)} "${selector}"`,
  )

export const alreadyExists = (resource: string, name: string) =>
  new MockApiError(409, 'ObjectAlreadyExists', `already exists: ${resource} "${name}"`)

/** A request the server understood but refuses in the current state (e.g. non-empty project). */
export const invalidRequest = (message: string) => new MockApiError(400, 'InvalidRequest', message)

/** A field with a value the server does not accept; worded like omicron's `InvalidValue`. */
export const invalidValue = (label: string, reason: string) =>
  new MockApiError(400, 'InvalidValue', `unsupported value for "${label}": ${reason}`)

/** Query strings and bodies that do not parse, as the HTTP layer (dropshot) reports them. */
export const badQuery = (detail: string) =>
  new MockApiError(400, 'InvalidValue', `unable to parse query string: ${detail}`)
export const badBody = (detail: string) =>
  new MockApiError(400, 'InvalidValue', `unable to parse JSON body: ${detail}`)

/**
 * 507, for a request the rack has no room for (vCPUs, external IP addresses); the real server
 * puts 'Insufficient Capacity: ' before what ran out.
 */
export const insufficientCapacity = (detail: string) =>
  new MockApiError(507, 'InsufficientCapacity', `Insufficient Capacity: ${detail}`)

export const unauthorized = () =>
  new MockApiError(401, 'Unauthorized', 'credentials missing or invalid')
export const forbidden = () => new MockApiError(403, 'Forbidden', 'Forbidden')
export const internalError = () => new MockApiError(500, 'Internal', 'Internal Server Error')

/** A path under the API prefixes that the contract does not have. */
export const routeNotFound = () => new MockApiError(404, 'NotFound', 'Not Found')

/** A contract operation the mock does not serve yet: loud, never a silent 404 (DESIGN.md). */
export const notImplemented = (operationId: string, method: string, path: string) =>
  new MockApiError(
    501,
    'NotImplemented',
    `the mock API does not implement ${operationId} (${method.toUpperCase()} ${path}) yet`,
  )
