// @vitest-environment node
import {
  deviceCodeForSubmit,
  deviceCodeLetters,
  formatDeviceCode,
  isDeviceCodeComplete,
} from './device-code'

describe('device code', () => {
  it.each([
    // input (typed or pasted), shown, complete, sent; SPEC §9: the dash after index 3
    ['', '', false, ''],
    ['a', 'a', false, 'A'],
    ['abc', 'abc', false, 'ABC'],
    ['abcd', 'abcd', false, 'ABCD'],
    ['abcde', 'abcd-e', false, 'ABCDE'],
    ['abcdefg', 'abcd-efg', false, 'ABCDEFG'],
    ['abcdefgh', 'abcd-efgh', true, 'ABCDEFGH'],
    // as a server prints it
    ['ABCD-EFGH', 'ABCD-EFGH', true, 'ABCDEFGH'],
    // a dash typed in the old place moves to its place
    ['ABC-DEFGH', 'ABCD-EFGH', true, 'ABCDEFGH'],
    ['abcdefghij', 'abcd-efgh', true, 'ABCDEFGH'],
    ['a1b2c3-d4e5f6g7h8', 'abcd-efgh', true, 'ABCDEFGH'],
    [' xyz - QWER t ', 'xyzQ-WERt', true, 'XYZQWERT'],
    ['1234-5678', '', false, ''],
    ['äbcdefghi', 'bcde-fghi', true, 'BCDEFGHI'],
  ])('%j shows %j (complete: %s) and sends %j', (input, shown, complete, sent) => {
    expect(formatDeviceCode(input)).toBe(shown)
    expect(isDeviceCodeComplete(input)).toBe(complete)
    expect(deviceCodeForSubmit(input)).toBe(sent)
    // what is sent never carries the dash (SPEC §5)
    expect(deviceCodeForSubmit(input)).not.toContain('-')
  })

  it('re-formatting what is shown is stable', () => {
    expect(formatDeviceCode(formatDeviceCode('abcdefgh'))).toBe('abcd-efgh')
    expect(deviceCodeLetters('abcd-efgh')).toBe('abcdefgh')
  })
})
