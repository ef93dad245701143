/** SPEC §8: the messages a user sees for a failed call. */
import { capacityRefusal, PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'

/** A response as read: its JSON (camelCase keys) or, when it could not be read, why. */
export type ApiResult =
  | { type: 'success'; statusCode: number; headers: Headers; data: unknown }
  | { type: 'error'; statusCode: number; headers: Headers; data: unknown }
  | { type: 'client_error'; statusCode: number; headers: Headers; error: Error; text: string }

export interface ApiError {
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Initialisms read as such in a resource name: 'VPC subnet', not 'Vpc subnet'. */
const INITIALISMS = new Set(['bfd', 'bgp', 'idp', 'ip', 'lldp', 'saml', 'scim', 'ssh', 'vpc'])

/** Words → 'Floating IP': initialisms upper-cased, the first word capitalised, the rest lower. */
const resourceName = (words: string[]) =>
  capitalize(
    words
      .map((word) => word.toLowerCase())
      .map((word) => (INITIALISMS.has(word) ? word.toUpperCase() : word))
      .join(' '),
  )

/** Scopes that prefix an operation without naming its resource (`currentUserSshKeyCreate`). */
const OPERATION_SCOPES = [['current', 'user'], ['system'], ['networking']]

/**
 * "vpcSubnetCreate" / "vpc_subnet_create" → "VPC subnet": every word but the trailing verb, less
 * a scope prefix.
 */
function resourceFromOperation(operationName: string) {
  let words = operationName.split(/(?=[A-Z])|_/).filter(Boolean)
  if (words.length > 1) words = words.slice(0, -1)
  for (const scope of OPERATION_SCOPES) {
    const prefix = words.slice(0, scope.length).map((word) => word.toLowerCase())
    if (words.length > scope.length && prefix.join(' ') === scope.join(' ')) {
      words = words.slice(scope.length)
    }
  }
  return resourceName(words)
}

/** Server messages look like `already exists: vpc-subnet "mock-subnet"` (kebab-case type names). */
function resourceFromMessage(message: string) {
  const match = /already exists: ([a-z][a-z0-9 _-]*?) "/i.exec(message)
  return match ? resourceName(match[1].split(/[ _-]+/)) : undefined
}

function messageFor(
  operationName: string,
  errorCode: string | undefined,
  message: string | undefined,
) {
  switch (errorCode) {
    case 'Forbidden':
      return 'Action not authorized'
    case 'ObjectAlreadyExists': {
      const resource =
        (message && resourceFromMessage(message)) || resourceFromOperation(operationName)
      return resource ? `${resource} name already exists` : 'Name already exists'
    }
    case 'InsufficientCapacity': {
      const text = capitalize(message ?? 'Insufficient capacity')
      // the server's words for a placement name neither its cause nor a way out (SPEC §8: a
      // message the user can act on); a quota's already say what to do
      return capacityRefusal(errorCode, text) === 'placement'
        ? `${text}. ${PLACEMENT_EXPLANATION}`
        : text
    }
    default: {
      // ObjectNotFound and the rest read as the server wrote them
      if (!message) return 'Unknown server error'
      const parseDetail = JSON_PARSE_ERROR.exec(message)?.[1]
      return capitalize(parseDetail ?? message)
    }
  }
}

/** The server's message for a body it could not parse; the detail is what a user can act on. */
const JSON_PARSE_ERROR = /^unable to parse JSON body: (.+?)(?: at line \d+ column \d+)?$/

interface ServerErrorBody {
  errorCode?: unknown
  message?: unknown
  requestId?: unknown
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)

export function processServerError(
  operationName: string,
  result: Exclude<ApiResult, { type: 'success' }>,
): ApiError {
  // the server also sends the request id as a header, so unreadable bodies can still be traced
  const headerRequestId = result.headers.get('x-request-id') ?? undefined
  if (result.type === 'client_error') {
    return {
      message: 'Error reading API response',
      errorCode: undefined,
      statusCode: result.statusCode,
      requestId: headerRequestId,
    }
  }
  const body = (
    typeof result.data === 'object' && result.data !== null ? result.data : {}
  ) as ServerErrorBody
  const errorCode = asString(body.errorCode)
  return {
    message: messageFor(operationName, errorCode, asString(body.message)),
    errorCode,
    statusCode: result.statusCode,
    requestId: asString(body.requestId) ?? headerRequestId,
  }
}

/** The reason phrases of the statuses that say an operation is missing. */
const MISSING_STATUS_TEXT: Record<number, string> = { 404: 'Not Found', 501: 'Not Implemented' }

/**
 * Whether a failure says that this rack's API has no such operation at all, rather than that the
 * operation failed: a 501, or a 404 that is not the server's ObjectNotFound (a path the server
 * has no handler for answers a bare 404: an older release of the API, or another implementation
 * of it). A page that gets one says so in place (src/components/NotOffered.tsx).
 */
export function isNotOffered(error: unknown): error is ApiError & { statusCode: 404 | 501 } {
  const { statusCode, errorCode } = (error ?? {}) as ApiError
  return statusCode === 501 || (statusCode === 404 && errorCode !== 'ObjectNotFound')
}

/**
 * Whether the server looked for what the request names and did not find it (its ObjectNotFound):
 * on an action whose path names only the resource and its parents, the resource is gone.
 */
export function isObjectNotFound(error: unknown): boolean {
  const { statusCode, errorCode } = (error ?? {}) as ApiError
  return statusCode === 404 && errorCode === 'ObjectNotFound'
}

/** '501 Not Implemented': the status a missing operation was answered with, as the user reads it. */
export const notOfferedStatus = (statusCode: 404 | 501) =>
  `${statusCode} ${MISSING_STATUS_TEXT[statusCode]}`
