// @vitest-environment node
import type { AllowedSourceIps } from '~/store/api'
import { allowListMessages, entryProblem, entryToIpNet, netKey, sameSources } from './allow-list'

describe('entryToIpNet', () => {
  it.each([
    ['a CIDR as typed', '198.51.100.0/24', '198.51.100.0/24'],
    ['spaces around it trimmed', '  198.51.100.0/24 ', '198.51.100.0/24'],
    ['an IPv4 address alone: itself, /32', '203.0.113.7', '203.0.113.7/32'],
    ['an IPv6 address alone: itself, /128', '2001:db8::7', '2001:db8::7/128'],
    ['an IPv6 network', '2001:db8:8a00::/40', '2001:db8:8a00::/40'],
    ['a /1, the widest allowed', '128.0.0.0/1', '128.0.0.0/1'],
  ])('%s', (_, typed, net) => {
    expect(entryToIpNet(typed)).toEqual({ ok: true, net })
  })
})

describe('entryProblem', () => {
  const added = ['198.51.100.0/24', '2001:db8::/48']
  it.each([
    ['nothing typed', '', 'IP address or network is required'],
    ['spaces only', '   ', 'IP address or network is required'],
    ['a bad address', '10.0.0.300', 'Not a valid IP address'],
    ['a bad address in a CIDR', 'nonsense/8', 'Not a valid IP address'],
    ['markup', '<script>alert(1)</script>', 'Not a valid IP address'],
    ['a width missing', '10.0.0.0/', 'Must contain an IP address and a width, separated by a /'],
    ['two slashes', '10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['a width not a number', '10.0.0.0/x', 'Width must be an integer'],
    ['a negative width', '10.0.0.0/-1', 'Width must be an integer'],
    ['an IPv4 width past 32', '10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['an IPv6 width past 128', 'fd00::/129', 'Max width for IPv6 is 128'],
    ['every IPv4 address', '0.0.0.0/0', allowListMessages.wholeSpace],
    ['every IPv6 address', '::/0', allowListMessages.wholeSpace],
    ['a network already added', '198.51.100.0/24', 'Items must be unique'],
    ['the same IPv6 network written otherwise', '2001:DB8:0::/48', 'Items must be unique'],
    ['a new network', '198.51.100.0/25', undefined],
    ['a new address', '203.0.113.7', undefined],
  ])('%s → %s', (_, typed, message) => {
    expect(entryProblem(typed, added)).toBe(message)
  })

  it('counts an address alone and its /32 as one entry', () => {
    expect(entryProblem('203.0.113.7', ['203.0.113.7/32'])).toBe('Items must be unique')
  })
})

describe('netKey', () => {
  it('is one key however an IPv6 network is written, and differs by width', () => {
    expect(netKey('2001:DB8::/48')).toBe(netKey('2001:db8:0:0::/48'))
    expect(netKey('2001:db8::/48')).not.toBe(netKey('2001:db8::/49'))
  })
})

describe('sameSources', () => {
  const list = (...ips: string[]): AllowedSourceIps => ({ allow: 'list', ips })
  it.each([
    ['any and any', { allow: 'any' }, { allow: 'any' }, true],
    ['any and a list', { allow: 'any' }, list('10.0.0.0/8'), false],
    [
      'a list in another order',
      list('10.0.0.0/8', '2001:db8::/48'),
      list('2001:db8::/48', '10.0.0.0/8'),
      true,
    ],
    ['a list with one more', list('10.0.0.0/8'), list('10.0.0.0/8', '2001:db8::/48'), false],
  ] as const)('%s → %s', (_, a, b, same) => {
    expect(sameSources(a, b)).toBe(same)
  })
})
