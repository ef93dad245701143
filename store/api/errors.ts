/** SPEC §8: the messages a user sees for a failed call. */
import type { ApiResult } from './transport'

export interface ApiError {
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "project_create" / "projectCreate" → "Project"; the first word of an operation names its resource. */
function resourceFromOperation(operationName: string) {
  const first = operationName.split(/(?=[A-Z])|_/)[0] ?? ''
  return capitalize(first)
}

/** Server messages look like `already exists: project "mock-project"`. */
function resourceFromMessage(message: string) {
  const match = /already exists: ([a-z][a-z -]*?) "/i.exec(message)
  return match ? capitalize(match[1]) : undefined
}

function messageFor(operationName: string, errorCode: string | undefined, message: string | undefined) {
  switch (errorCode) {
    case 'Forbidden':
      return 'Action not authorized'
    case 'ObjectAlreadyExists': {
      const resource = (message && resourceFromMessage(message)) || resourceFromOperation(operationName)
      return `${resource} name already exists`
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
  errorCode?: string
  message?: string
  requestId?: string
}

export function processServerError(
  operationName: string,
  result: Exclude<ApiResult, { type: 'success' }>,
): ApiError {
  if (result.type === 'client_error') {
    return { message: 'Error reading API response', statusCode: result.statusCode }
  }
  const body = (result.data ?? {}) as ServerErrorBody
  return {
    message: messageFor(operationName, body.errorCode, body.message),
    errorCode: body.errorCode,
    statusCode: result.statusCode,
    requestId: body.requestId,
  }
}
