// @vitest-environment node
import type { IpVersion } from '~/store/api'
import { defaultPoolVersions, ipVersionOfAddress, needsIpVersion, poolSelector } from './ip-pools'

const pool = (ipVersion: IpVersion, isDefault: boolean, poolType: 'unicast' | 'multicast') => ({
  ipVersion,
  isDefault,
  poolType,
})

describe('defaultPoolVersions', () => {
  it.each([
    ['no pools', [], []],
    ['one default IPv4 pool', [pool('v4', true, 'unicast')], ['v4']],
    ['only an IPv6 default', [pool('v6', true, 'unicast'), pool('v4', false, 'unicast')], ['v6']],
    [
      'both, listed IPv6 first',
      [pool('v6', true, 'unicast'), pool('v4', true, 'unicast')],
      ['v4', 'v6'],
    ],
    [
      'a multicast default does not count',
      [pool('v4', true, 'unicast'), pool('v6', true, 'multicast')],
      ['v4'],
    ],
    [
      'non-default pools do not count',
      [pool('v4', false, 'unicast'), pool('v6', false, 'unicast')],
      [],
    ],
  ] as const)('%s → %j', (_case, pools, versions) => {
    expect(defaultPoolVersions(pools)).toEqual(versions)
    expect(needsIpVersion(defaultPoolVersions(pools))).toBe(versions.length > 1)
  })
})

describe('poolSelector', () => {
  it.each([
    // pool, chosen version, the silo's default versions → selector
    ['secondary', 'v6', ['v4', 'v6'], { type: 'explicit', pool: 'secondary' }],
    ['', 'v4', ['v4', 'v6'], { type: 'auto', ipVersion: 'v4' }],
    ['', 'v6', ['v4', 'v6'], { type: 'auto', ipVersion: 'v6' }],
    ['', 'v4', ['v4'], { type: 'auto' }],
    ['', 'v4', ['v6'], { type: 'auto' }],
    ['', 'v4', [], { type: 'auto' }],
  ] as const)('pool %j, version %s, defaults %j → %j', (name, version, defaults, selector) => {
    expect(poolSelector(name, version, defaults)).toEqual(selector)
  })
})

it.each([
  ['203.0.113.10', 'v4'],
  ['2001:db8:e::a', 'v6'],
  ['::ffff:192.0.2.1', 'v6'],
] as const)('%s is %s', (ip, version) => {
  expect(ipVersionOfAddress(ip)).toBe(version)
})
