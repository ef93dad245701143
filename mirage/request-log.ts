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

/**
 * Fields whose values a log must not keep: the device flow's code and token (RFC 8628, RFC 6749
 * §5.1), a SCIM bearer token, a webhook secret, a password (a sign-in's; a local user's is a
 * UserPassword, `{ mode: 'password', value }`).
 */
const SECRET_FIELDS = ['access_token', 'device_code', 'bearer_token', 'secret', 'password']
const SECRET_FORM_VALUE = new RegExp(`(^|&)(${SECRET_FIELDS.join('|')})=[^&]*`, 'g')
const HIDDEN = '[secret]'

/** The JSON with every secret field's value replaced by `[secret]`. */
function withoutSecrets(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutSecrets)
  if (typeof json !== 'object' || json === null) return json
  const isUserPassword = (json as { mode?: unknown }).mode === 'password'
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [
      key,
      (SECRET_FIELDS.includes(key) && typeof value === 'string') ||
      (isUserPassword && key === 'value')
        ? HIDDEN
        : withoutSecrets(value),
    ]),
  )
}

/**
 * A body as logged: parsed JSON when it is, the text otherwise (a form-encoded body), or its size
 * when too long; a secret field's value never.
 */
export function loggedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  if (body.length > LOGGED_BODY_LIMIT) return `(${Math.round(body.length / 1024)} KiB, not shown)`
  try {
    return withoutSecrets(JSON.parse(body))
  } catch {
    return body.replace(SECRET_FORM_VALUE, `$1$2=${HIDDEN}`)
  }
}

export function logHandledRequest(verb: string, request: HandledRequest) {
  console.groupCollapsed(`Mirage: [${request.status}] ${verb.toUpperCase()} ${request.url}`)
  console.log('Request', loggedBody(request.requestBody))
  console.log('Response', loggedBody(request.responseText))
  console.groupEnd()
}
