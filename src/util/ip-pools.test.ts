// @vitest-environment node
import type { IpVersion } from '~/store/api'
import {
  defaultPoolVersions,
  ipVersionOfAddress,
  ipVersionOptions,
  needsIpVersion,
  poolOptionLabel,
  poolSelector,
} from './ip-pools'

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

describe('how versions and pools read in a form', () => {
  it('offers each version by its label, with the reason one cannot be chosen', () => {
    expect(ipVersionOptions(['v4', 'v6'])).toEqual([
      { value: 'v4', label: 'IPv4', disabledReason: undefined },
      { value: 'v6', label: 'IPv6', disabledReason: undefined },
    ])
    const taken = (version: IpVersion) => (version === 'v4' ? 'Taken' : undefined)
    expect(ipVersionOptions(['v4', 'v6'], taken)).toEqual([
      { value: 'v4', label: 'IPv4', disabledReason: 'Taken' },
      { value: 'v6', label: 'IPv6', disabledReason: undefined },
    ])
  })

  it.each([
    [{ name: 'tenant-v4', ipVersion: 'v4', isDefault: true }, 'tenant-v4 (IPv4, default)'],
    [{ name: 'spare-v6', ipVersion: 'v6', isDefault: false }, 'spare-v6 (IPv6)'],
  ] as const)('names the pool %j as %s', (candidate, label) => {
    expect(poolOptionLabel(candidate)).toBe(label)
  })
})
