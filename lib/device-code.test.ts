import {
  deviceCodeForSubmit,
  deviceCodeLetters,
  formatDeviceCode,
  isDeviceCodeComplete,
} from './device-code'

describe('device code', () => {
  it.each([
    // input (typed or pasted), shown, complete, sent
    ['', '', false, ''],
    ['a', 'a', false, 'A'],
    ['abc', 'abc', false, 'ABC'],
    ['abcd', 'abc-d', false, 'ABCD'],
    ['abcdefg', 'abc-defg', false, 'ABCDEFG'],
    ['abcdefgh', 'abc-defgh', true, 'ABCDEFGH'],
    ['ABC-DEFGH', 'ABC-DEFGH', true, 'ABCDEFGH'],
    ['abcdefghij', 'abc-defgh', true, 'ABCDEFGH'],
    ['a1b2c3-d4e5f6g7h8', 'abc-defgh', true, 'ABCDEFGH'],
    [' xyz - QWER t ', 'xyz-QWERt', true, 'XYZQWERT'],
    ['1234-5678', '', false, ''],
    ['äbcdefghi', 'bcd-efghi', true, 'BCDEFGHI'],
  ])('%j shows %j (complete: %s) and sends %j', (input, shown, complete, sent) => {
    expect(formatDeviceCode(input)).toBe(shown)
    expect(isDeviceCodeComplete(input)).toBe(complete)
    expect(deviceCodeForSubmit(input)).toBe(sent)
  })

  it('re-formatting what is shown is stable', () => {
    expect(formatDeviceCode(formatDeviceCode('abcdefgh'))).toBe('abc-defgh')
    expect(deviceCodeLetters('abc-defgh')).toBe('abcdefgh')
  })
})
