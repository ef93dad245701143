/**
 * The OAuth 2.0 Device Authorization Grant (RFC 8628) as the CLI's `oxide auth login` sees it:
 * the CLI asks `/device/auth` for a code (form-encoded `client_id`), shows the user the 8-letter
 * user code (`BCDF-GHJK`), and polls `/device/token`; the user confirms the code in the console
 * (`/device/confirm`, SPEC §2 device authentication), after which the next poll gets the token.
 */
import { DEVICE_CODE_LENGTH, DEVICE_CODE_LETTERS_BEFORE_DASH } from '~/lib/constants'
import { DEVICE_CODE_GRANT_TYPE } from '~/lib/device-code'
import type { DeviceGrant, MockDb, Schemas } from '../db'
import { invalidRequest, MockApiError } from '../errors'
import { liveContext } from '../factories'
import { UUID_PATTERN } from '../ids'
import { type ApiRequest, type HandlerMap, RawReply } from '../operation'
import { currentUser } from '../session-access'
import { requireBody, stringField } from '../validate'
import { authSettingsOf } from './auth-settings'

/** How long a code stays valid, in seconds (the real server's default). */
export const DEVICE_CODE_TTL_SECONDS = 300
export { DEVICE_CODE_GRANT_TYPE }

/** RFC 8628 §6.1: consonants only, so no word can be spelled and nothing reads ambiguously. */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'

/** RFC 6749 §5.2 error replies, which the CLI reads (not the console's Error shape). */
const oauthError = (error: string, description?: string) =>
  new RawReply(400, description ? { error, error_description: description } : { error })

const formBody = (request: ApiRequest) => new URLSearchParams(request.requestBody)

/**
 * A new user code as the server makes one: 8 letters with a dash after the fourth
 * (`BCDF-GHJK`). The server stores it so and finds a confirmation by that exact string, so a
 * code sent without its dash, or in lower case, is not found.
 */
function newUserCode(db: MockDb) {
  for (;;) {
    const letters = Array.from(
      liveContext.ids.bytes(DEVICE_CODE_LENGTH),
      (byte) => USER_CODE_ALPHABET[byte % USER_CODE_ALPHABET.length],
    ).join('')
    const code = `${letters.slice(0, DEVICE_CODE_LETTERS_BEFORE_DASH)}-${letters.slice(DEVICE_CODE_LETTERS_BEFORE_DASH)}`
    if (!db.deviceGrants.findBy((grant) => grant.user_code === code)) return code
  }
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

const isExpired = (grant: DeviceGrant, now = Date.now()) => Date.parse(grant.time_expires) <= now

/**
 * A confirmed token's lifetime in seconds, null for none. The contract's `ttl_seconds`: "This
 * value will be validated during the confirmation step. If not specified, it defaults to the
 * silo's max TTL [...]. If specified, must not exceed the silo's max TTL." So a longer one is
 * refused here, and the grant stays pending.
 */
function tokenLifetime(grant: DeviceGrant, settings: Schemas['SiloAuthSettings']): number | null {
  const max = settings.device_token_max_ttl_seconds ?? null
  if (grant.ttl_seconds === null) return max
  if (max !== null && grant.ttl_seconds > max) {
    throw invalidRequest(ttlOverMaxMessage(grant.ttl_seconds, max))
  }
  return grant.ttl_seconds
}

export const ttlOverMaxMessage = (ttl: number, max: number) =>
  `requested TTL ${ttl} seconds exceeds the silo's maximum token lifetime of ${max} seconds`

/** Where the user confirms the code: the console's device page, on the origin the CLI called. */
const verificationUri = (request: ApiRequest) => new URL('/device/verify', request.url).href

export const deviceHandlers = {
  device_auth_request: ({ db, request }) => {
    const form = formBody(request)
    const clientId = form.get('client_id') ?? ''
    if (!UUID_PATTERN.test(clientId)) {
      return oauthError('invalid_request', 'client_id must be a UUID')
    }
    const ttlText = form.get('ttl_seconds')
    const ttl = ttlText ? Number(ttlText) : null
    if (ttl !== null && !(Number.isInteger(ttl) && ttl >= 1)) {
      return oauthError('invalid_request', 'ttl_seconds must be a positive integer')
    }
    const grant = db.deviceGrants.insert({
      id: liveContext.ids.uuid(),
      client_id: clientId,
      device_code: hex(liveContext.ids.bytes(32)),
      user_code: newUserCode(db),
      time_expires: new Date(Date.now() + DEVICE_CODE_TTL_SECONDS * 1000).toISOString(),
      ttl_seconds: ttl,
      confirmed_by: null,
      token_id: null,
    })
    return new RawReply(200, {
      device_code: grant.device_code,
      user_code: grant.user_code,
      verification_uri: verificationUri(request),
      expires_in: DEVICE_CODE_TTL_SECONDS,
    })
  },

  /** The console's side: a pending, unexpired code, confirmed by the signed-in user. */
  device_auth_confirm: ({ db, session, body }) => {
    const user = currentUser(db, session)
    requireBody(body)
    const userCode = stringField(body, 'user_code')
    const grant = db.deviceGrants.findBy(
      (row) => row.user_code === userCode && row.confirmed_by === null,
    )
    if (!grant) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: device authorization request with user code "${userCode}"`,
      )
    }
    if (isExpired(grant)) throw invalidRequest('device authorization request expired')
    const lifetime = tokenLifetime(grant, authSettingsOf(db, user.silo_id))
    const now = new Date()
    const token = db.accessTokens.insert({
      id: liveContext.ids.uuid(),
      silo_user_id: user.id,
      secret: `oxide-token-${hex(liveContext.ids.bytes(20))}`,
      time_created: now.toISOString(),
      time_expires: lifetime ? new Date(now.getTime() + lifetime * 1000).toISOString() : null,
    })
    db.deviceGrants.update(grant.id, { confirmed_by: user.id, token_id: token.id })
  },

  /** The CLI's poll: pending until confirmed, then the token, once. */
  device_access_token: ({ db, request }) => {
    const form = formBody(request)
    if (form.get('grant_type') !== DEVICE_CODE_GRANT_TYPE) {
      return oauthError('unsupported_grant_type')
    }
    const grant = db.deviceGrants.findBy(
      (row) =>
        row.device_code === form.get('device_code') && row.client_id === form.get('client_id'),
    )
    if (!grant) return oauthError('invalid_grant', 'unknown device code')
    const token = grant.token_id ? db.accessTokens.find(grant.token_id) : undefined
    if (!token) {
      if (isExpired(grant)) {
        db.deviceGrants.remove(grant.id)
        return oauthError('expired_token')
      }
      return oauthError('authorization_pending')
    }
    db.deviceGrants.remove(grant.id)
    // RFC 6749 §5.1's grant as omicron's DeviceAccessTokenGrant view sends it, with the token's
    // id and expiry (null: it does not expire), and RFC 6749's `expires_in` for other clients
    return new RawReply(200, {
      access_token: token.secret,
      token_type: 'Bearer',
      token_id: token.id,
      time_expires: token.time_expires ?? null,
      ...(token.time_expires
        ? { expires_in: Math.round((Date.parse(token.time_expires) - Date.now()) / 1000) }
        : {}),
    })
  },
} satisfies HandlerMap
