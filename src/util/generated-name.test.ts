// @vitest-environment node
import { createNameGenerator, generateName, randomHexSuffix } from './generated-name'

const generate = createNameGenerator(() => 'abc123')
const long = (char: string, n: number) => char.repeat(n)

describe('generateName', () => {
  it.each([
    // parts, expected
    [['disk'], 'disk-abc123'],
    [['my-instance', 'disk'], 'my-instance-disk-abc123'],
    [['a', 'b', 'c'], 'a-b-c-abc123'],
    [[], 'abc123'],
    [['', 'disk', ''], 'disk-abc123'],
    // one part: 63 - 7 = 56 characters left for it
    [[long('x', 60)], `${long('x', 56)}-abc123`],
    [[long('x', 56)], `${long('x', 56)}-abc123`],
    // two parts: 63 - 7 - 1 = 55; the short part keeps everything
    [[long('x', 60), 'snap'], `${long('x', 51)}-snap-abc123`],
    [['snap', long('x', 60)], `snap-${long('x', 51)}-abc123`],
    // two long parts share evenly (55 → 27 + 28)
    [[long('x', 40), long('y', 40)], `${long('x', 27)}-${long('y', 28)}-abc123`],
    // a cut that ends on a dash drops it
    [[`${long('x', 50)}-${long('y', 20)}`, 'snap'], `${long('x', 50)}-snap-abc123`],
  ])('generateName(...%j) is %j', (parts, expected) => {
    const name = generate(...parts)
    expect(name).toBe(expected)
    expect(name.length).toBeLessThanOrEqual(63)
  })

  it.each([1, 2, 3, 5, 10])('stays within 63 characters with %i long parts', (count) => {
    const parts = Array.from({ length: count }, (_, i) => long(String.fromCharCode(97 + i), 70))
    const name = generate(...parts)
    expect(name.length).toBeLessThanOrEqual(63)
    expect(name.endsWith('-abc123')).toBe(true)
  })

  it('adds a random 6-hex suffix by default', () => {
    expect(generateName('instance')).toMatch(/^instance-[0-9a-f]{6}$/)
  })
})

describe('randomHexSuffix', () => {
  it.each([
    [0, '000000'],
    [0.999999, 'ffffff'],
    [0.5, '888888'],
  ])('random() = %d gives %s', (value, expected) => {
    expect(randomHexSuffix(() => value)).toBe(expected)
  })
})
