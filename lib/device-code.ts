/** The device-login code (SPEC §5, §9): 8 letters, shown with a dash after the fourth. */
import { DEVICE_CODE_LENGTH, DEVICE_CODE_LETTERS_BEFORE_DASH } from './constants'

/** Letters only, at most 8: typed or pasted non-letters (the dash included) are dropped. */
export const deviceCodeLetters = (input: string) =>
  input.replace(/[^a-zA-Z]/g, '').slice(0, DEVICE_CODE_LENGTH)

/** What the entry shows for any input: 'abcdefgh' → 'abcd-efgh', 'abc' → 'abc'. */
export function formatDeviceCode(input: string) {
  const letters = deviceCodeLetters(input)
  if (letters.length <= DEVICE_CODE_LETTERS_BEFORE_DASH) return letters
  const cut = DEVICE_CODE_LETTERS_BEFORE_DASH
  return `${letters.slice(0, cut)}-${letters.slice(cut)}`
}

/** Whether the entry holds a whole code (the submit button is disabled otherwise). */
export const isDeviceCodeComplete = (input: string) =>
  deviceCodeLetters(input).length === DEVICE_CODE_LENGTH

/**
 * The `userCode` sent to /device/confirm: upper case, with the dash where it is shown. The server
 * generates user codes as `XXXX-XXXX` and looks the request up by that exact string, so a code
 * sent without its dash is never found (SPEC §5 says the dash is removed; the server wins:
 * docs/architecture.md, "The device code").
 */
export const deviceCodeForSubmit = (input: string) => formatDeviceCode(input).toUpperCase()

/** RFC 8628 §3.4: the `grant_type` of a device access token request. */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

/**
 * A client id for a device flow the console runs itself (the contract's `client_id`, a UUID): a
 * version 4 UUID from `crypto.getRandomValues`, which a page served over plain HTTP has too,
 * unlike `crypto.randomUUID`.
 */
export function newDeviceClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
