// @vitest-environment node
import {
  formatBytes,
  formatBytesOf,
  formatSize,
  fromBytes,
  GiB,
  KiB,
  MiB,
  roundUpInTens,
  splitUnits,
  TiB,
  toBytes,
} from './units'

describe('binary units', () => {
  it.each([
    ['KiB', KiB, 1024],
    ['MiB', MiB, 1024 ** 2],
    ['GiB', GiB, 1024 ** 3],
    ['TiB', TiB, 1024 ** 4],
  ])('%s is %i bytes', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    [1, 'B', 1],
    [1, 'KiB', 1024],
    [2, 'GiB', 2147483648],
    [0.5, 'MiB', 524288],
    [1, 'TiB', 1099511627776],
  ] as const)('toBytes(%d, %s) is %d and back', (value, unit, bytes) => {
    expect(toBytes(value, unit)).toBe(bytes)
    expect(fromBytes(bytes, unit)).toBe(value)
  })

  it.each([
    [0, 0, 'B', '0 B'],
    [1023, 1023, 'B', '1,023 B'],
    [1024, 1, 'KiB', '1 KiB'],
    [1536, 1.5, 'KiB', '1.5 KiB'],
    [5 * MiB, 5, 'MiB', '5 MiB'],
    [1610612736, 1.5, 'GiB', '1.5 GiB'],
    [10 * GiB + 1, 10, 'GiB', '10 GiB'],
    [GiB / 3, 341.33, 'MiB', '341.33 MiB'],
    [2 * TiB, 2, 'TiB', '2 TiB'],
    [2048 * TiB, 2048, 'TiB', '2,048 TiB'],
  ])('%d bytes is %d %s (%s)', (bytes, value, unit, text) => {
    expect(splitUnits(bytes)).toEqual({ value, unit })
    expect(formatBytes(bytes)).toBe(text)
  })

  it('formats a value already in a unit', () => {
    expect(formatSize(1536, 'GiB')).toBe('1,536 GiB')
    expect(formatSize(0.125, 'TiB', 1)).toBe('0.1 TiB')
  })

  it.each([
    [640 * GiB, 1000 * GiB, '640 / 1,000 GiB'],
    [0, 1024 * GiB, '0 / 1,024 GiB'],
    [1.5 * GiB, 2048 * GiB, '1.5 / 2,048 GiB'],
  ])('formats %d bytes of %d in GiB as %s', (part, whole, text) => {
    expect(formatBytesOf(part, whole, 'GiB')).toBe(text)
  })
})

describe('roundUpInTens', () => {
  it.each([
    [0, 0],
    [1, 10],
    [9.5, 10],
    [10, 10],
    [11, 20],
    [1013, 1020],
    [1020, 1020],
    [1021, 1023],
    [5000, 1023],
  ])('roundUpInTens(%d) is %d (max 1023)', (n, expected) => {
    expect(roundUpInTens(n)).toBe(expected)
  })

  it('takes another cap', () => {
    expect(roundUpInTens(45, 40)).toBe(40)
  })
})
