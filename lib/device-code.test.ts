// @vitest-environment node
import {
  deviceCodeForSubmit,
  deviceCodeLetters,
  formatDeviceCode,
  isDeviceCodeComplete,
  newDeviceClientId,
} from './device-code'

describe('device code', () => {
  it.each([
    // input (typed or pasted), shown, complete, sent; SPEC §9: the dash after index 3
    ['', '', false, ''],
    ['a', 'a', false, 'A'],
    ['abc', 'abc', false, 'ABC'],
    ['abcd', 'abcd', false, 'ABCD'],
    ['abcde', 'abcd-e', false, 'ABCD-E'],
    ['abcdefg', 'abcd-efg', false, 'ABCD-EFG'],
    ['abcdefgh', 'abcd-efgh', true, 'ABCD-EFGH'],
    // as a server prints it
    ['ABCD-EFGH', 'ABCD-EFGH', true, 'ABCD-EFGH'],
    // a dash typed in the old place moves to its place
    ['ABC-DEFGH', 'ABCD-EFGH', true, 'ABCD-EFGH'],
    ['abcdefghij', 'abcd-efgh', true, 'ABCD-EFGH'],
    ['a1b2c3-d4e5f6g7h8', 'abcd-efgh', true, 'ABCD-EFGH'],
    [' xyz - QWER t ', 'xyzQ-WERt', true, 'XYZQ-WERT'],
    ['1234-5678', '', false, ''],
    ['äbcdefghi', 'bcde-fghi', true, 'BCDE-FGHI'],
  ])('%j shows %j (complete: %s) and sends %j', (input, shown, complete, sent) => {
    expect(formatDeviceCode(input)).toBe(shown)
    expect(isDeviceCodeComplete(input)).toBe(complete)
    // the server stores and matches user codes with the dash: what is sent is what is shown
    expect(deviceCodeForSubmit(input)).toBe(sent)
  })

  it('re-formatting what is shown is stable', () => {
    expect(formatDeviceCode(formatDeviceCode('abcdefgh'))).toBe('abcd-efgh')
    expect(deviceCodeLetters('abcd-efgh')).toBe('abcdefgh')
  })
})

describe('newDeviceClientId', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newDeviceClientId))
    expect(ids.size).toBe(50)
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })
})
