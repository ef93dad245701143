/**
 * The preview's console log of mock calls, in place of Mirage's own. Mirage logs every body
 * whole, and a browser keeps what was logged: an image upload's hundreds of half-megabyte
 * base64 chunks then slow the page to a crawl (and any attached debugger with it). Here a body
 * past LOGGED_BODY_LIMIT is named by its size instead, and a password (a sign-in's, a local
 * user's: the contract's UsernamePasswordCredentials and UserPassword) is never logged
 * (docs/architecture.md "What is kept": nothing typed as a secret stays on the device).
 */

/** Characters of a request or response body logged as they are. */
export const LOGGED_BODY_LIMIT = 16 * 1024

/** What pretender hands its handledRequest hook (the parts logged). */
export interface HandledRequest {
  status: number
  url: string
  requestBody?: unknown
  responseText?: string
}

const HIDDEN_PASSWORD = '(password, not shown)'

/** The JSON with every password replaced: a `password` string, a UserPassword's `value`. */
function withoutPasswords(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutPasswords)
  if (typeof json !== 'object' || json === null) return json
  const isUserPassword = (json as { mode?: unknown }).mode === 'password'
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [
      key,
      (key === 'password' && typeof value === 'string') || (isUserPassword && key === 'value')
        ? HIDDEN_PASSWORD
        : withoutPasswords(value),
    ]),
  )
}

/**
 * A body as logged: parsed JSON when it is (its passwords hidden), the text otherwise, or its
 * size when too long.
 */
export function loggedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  if (body.length > LOGGED_BODY_LIMIT) return `(${Math.round(body.length / 1024)} KiB, not shown)`
  try {
    return withoutPasswords(JSON.parse(body))
  } catch {
    return body
  }
}

export function logHandledRequest(verb: string, request: HandledRequest) {
  console.groupCollapsed(`Mirage: [${request.status}] ${verb.toUpperCase()} ${request.url}`)
  console.log('Request', loggedBody(request.requestBody))
  console.log('Response', loggedBody(request.responseText))
  console.groupEnd()
}
