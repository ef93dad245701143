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

/** The `userCode` sent to /device/confirm: letters only, no dash, upper case. */
export const deviceCodeForSubmit = (input: string) => deviceCodeLetters(input).toUpperCase()
