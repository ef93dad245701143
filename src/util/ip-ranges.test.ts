// @vitest-environment node
import {
  formatAddressCount,
  formatUtilization,
  parseAddress,
  rangeEndProblem,
  rangeMessages,
  rangeOrderProblem,
} from './ip-ranges'
import { messages } from './validation'

describe('parseAddress', () => {
  it.each([
    ['10.0.0.1', { version: 'v4', value: 0x0a000001n }],
    [' 255.255.255.255 ', { version: 'v4', value: 0xffffffffn }],
    ['::', { version: 'v6', value: 0n }],
    ['::1', { version: 'v6', value: 1n }],
    ['2001:db8::', { version: 'v6', value: 0x20010db8n << 96n }],
    ['2001:db8:0:0:0:0:0:1', { version: 'v6', value: (0x20010db8n << 96n) + 1n }],
    ['::ffff:192.0.2.1', { version: 'v6', value: 0xffffc0000201n }],
    ['10.0.0', undefined],
    ['2001:db8:::1', undefined],
    ['', undefined],
  ] as const)('%s', (text, parsed) => {
    expect(parseAddress(text)).toEqual(parsed)
  })
})

describe('rangeEndProblem', () => {
  it.each([
    ['', 'v4', undefined],
    ['192.0.2.1', 'v4', undefined],
    ['2001:db8::1', 'v6', undefined],
    ['192.0.2', 'v4', messages.ip],
    ['not an address', 'v6', messages.ip],
    ['2001:db8::1', 'v4', rangeMessages.wrongVersion('v4')],
    ['192.0.2.1', 'v6', rangeMessages.wrongVersion('v6')],
  ] as const)('%j in an %s pool', (text, pool, problem) => {
    expect(rangeEndProblem(text, pool)).toBe(problem)
  })

  it('names the pool version in its own words', () => {
    expect(rangeMessages.wrongVersion('v6')).toBe("Must be an IPv6 address, the pool's IP version")
  })
})

describe('rangeOrderProblem', () => {
  it.each([
    ['192.0.2.1', '192.0.2.10', undefined],
    ['192.0.2.10', '192.0.2.10', undefined],
    ['192.0.2.10', '192.0.2.9', rangeMessages.order],
    ['192.0.2.9', '192.0.3.0', undefined],
    ['2001:db8::', '2001:db8::ffff:ffff:ffff:ffff', undefined],
    ['2001:db8::2', '2001:db8::1', rangeMessages.order],
    // mixed versions and bad input are the ends' problems, not the order's
    ['192.0.2.1', '2001:db8::1', undefined],
    ['bad', '192.0.2.1', undefined],
  ] as const)('%s – %s', (first, last, problem) => {
    expect(rangeOrderProblem(first, last)).toBe(problem)
  })
})

describe('formatAddressCount', () => {
  it.each([
    [0, '0'],
    [8, '8'],
    [65_526, '65,526'],
    [999_999_999_999, '999,999,999,999'],
    [1e12, '1 × 10¹²'],
    [2 ** 64, '1.8 × 10¹⁹'],
    [2 ** 64 + 65_535, '1.8 × 10¹⁹'],
    [9.96e15, '1 × 10¹⁶'],
    [2 ** 128, '3.4 × 10³⁸'],
  ])('%d → %s', (count, text) => {
    expect(formatAddressCount(count)).toBe(text)
  })

  it('writes utilization as remaining / capacity', () => {
    expect(formatUtilization({ remaining: 3, capacity: 8 })).toBe('3 / 8')
  })
})
