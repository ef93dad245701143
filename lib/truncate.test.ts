// @vitest-environment node
import { truncate } from './truncate'

describe('truncate', () => {
  it.each([
    // text, maxLength, position, expected
    ['short', 10, 'end', 'short'],
    ['exactly10!', 10, 'end', 'exactly10!'],
    ['', 5, 'end', ''],
    ['abcdefghijk', 10, 'end', 'abcdefgh…'],
    ['abcdefghijklmnopqrstuvwxyz', 6, 'end', 'abcd…'],
    ['short', 10, 'middle', 'short'],
    ['abcdefghijk', 10, 'middle', 'abcd…hijk'],
    ['abcdefghijk', 9, 'middle', 'abcd…ijk'],
    ['abcdefghijklmnopqrstuvwxyz', 6, 'middle', 'ab…yz'],
    ['abcdef', 3, 'middle', 'a…'],
    ['abcdef', 2, 'end', '…'],
    ['abcdef', 0, 'middle', '…'],
  ] as const)('truncate(%j, %i, %s) is %j', (text, maxLength, position, expected) => {
    expect(truncate(text, maxLength, position)).toBe(expected)
  })

  it('defaults to the end', () => {
    expect(truncate('abcdefghijk', 10)).toBe('abcdefgh…')
  })

  it('keeps maxLength - 2 characters of a long text', () => {
    for (const position of ['end', 'middle'] as const) {
      const out = truncate('x'.repeat(100), 36, position)
      expect(out.replace('…', '')).toHaveLength(34)
    }
  })
})
