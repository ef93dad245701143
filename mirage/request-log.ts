/**
 * The preview's console log of mock calls, in place of Mirage's own. Mirage logs every body
 * whole, and a browser keeps what was logged: an image upload's hundreds of half-megabyte
 * base64 chunks then slow the page to a crawl (and any attached debugger with it). Here a body
 * past LOGGED_BODY_LIMIT is named by its size instead.
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

/**
 * Fields whose values a log must not keep: the device flow's code and token (RFC 8628, RFC 6749
 * §5.1), a SCIM bearer token, a webhook secret, a password.
 */
const SECRET_FIELDS = 'access_token|device_code|bearer_token|secret|password'
const SECRET_JSON_VALUE = new RegExp(`"(${SECRET_FIELDS})"(\\s*):(\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g')
const SECRET_FORM_VALUE = new RegExp(`(^|&)(${SECRET_FIELDS})=[^&]*`, 'g')

/** The body with every secret field's value replaced by `[secret]`, JSON or form-encoded. */
const redacted = (body: string) =>
  body.replace(SECRET_JSON_VALUE, '"$1"$2:$3"[secret]"').replace(SECRET_FORM_VALUE, '$1$2=[secret]')

/**
 * A body as logged: parsed JSON when it is, the text otherwise, or its size when too long; a
 * secret field's value never.
 */
export function loggedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  if (body.length > LOGGED_BODY_LIMIT) return `(${Math.round(body.length / 1024)} KiB, not shown)`
  const shown = redacted(body)
  try {
    return JSON.parse(shown)
  } catch {
    return shown
  }
}

export function logHandledRequest(verb: string, request: HandledRequest) {
  console.groupCollapsed(`Mirage: [${request.status}] ${verb.toUpperCase()} ${request.url}`)
  console.log('Request', loggedBody(request.requestBody))
  console.log('Response', loggedBody(request.responseText))
  console.groupEnd()
}
