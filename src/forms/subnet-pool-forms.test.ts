import { fieldMessages } from '@/testing/schema-problems'
import type { ApiError } from '~/store/api'
import { memberAddSchema, memberFieldForError } from './subnet-pool-member-add'

const empty = Number.NaN

/** The add-member form's messages, by field, for a subnet and prefix lengths in a pool. */
const memberProblems = (version: 'v4' | 'v6', subnet: string, min = empty, max = empty) =>
  fieldMessages(memberAddSchema(version), { subnet, minPrefixLength: min, maxPrefixLength: max })

describe('the add-member form', () => {
  it.each([
    // pool version, subnet, min, max: all accepted
    ['v4', '192.0.2.0/24', empty, empty],
    ['v4', ' 192.0.2.0/24 ', 26, 30],
    ['v4', '10.0.0.0/8', 8, 8],
    ['v4', '0.0.0.0/0', 0, 32],
    ['v6', '2001:db8:1::/48', 56, 64],
    ['v6', '2001:db8:1::/48', empty, 128],
  ] as const)('an %s pool takes %j, min %d, max %d', (version, subnet, min, max) => {
    expect(memberProblems(version, subnet, min, max)).toEqual({})
  })

  it.each([
    ['v4', '', 'Subnet is required'],
    ['v4', '   ', 'Subnet is required'],
    ['v4', '192.0.2.0', 'Must contain an IP address and a width, separated by a /'],
    ['v4', '192.0.2.0/33', 'Max width for IPv4 is 32'],
    ['v6', 'fd00::/129', 'Max width for IPv6 is 128'],
    ['v4', '192.0.2.0/2.5', 'Width must be an integer'],
    ['v4', '192.0.2.300/24', 'Not a valid IP address'],
    ['v4', 'fd00::/48', "Must be an IPv4 subnet, the pool's IP version"],
    ['v6', '192.0.2.0/24', "Must be an IPv6 subnet, the pool's IP version"],
    ['v4', '192.0.2.1/24', 'Must be the first address of the subnet, with no host bits set'],
    ['v6', '2001:db8:1::1/48', 'Must be the first address of the subnet, with no host bits set'],
  ] as const)('an %s pool: subnet %j → %j', (version, subnet, message) => {
    expect(memberProblems(version, subnet)).toEqual({ subnet: message })
  })

  // the minimum: whole, not shorter than the subnet, within the version
  it.each([
    ['v4', '192.0.2.0/24', 1.5, 'Minimum prefix length must be a whole number'],
    ['v4', '192.0.2.0/24', 16, 'Minimum prefix length must be from 24 to 32'],
    ['v4', '192.0.2.0/24', 33, 'Minimum prefix length must be from 24 to 32'],
    ['v4', '192.0.2.0/24', -1, 'Minimum prefix length must be from 24 to 32'],
    ['v6', '2001:db8:1::/48', 129, 'Minimum prefix length must be from 48 to 128'],
  ] as const)('an %s pool with %j: min %d → %j', (version, subnet, min, message) => {
    expect(memberProblems(version, subnet, min)).toEqual({ minPrefixLength: message })
  })

  // the maximum: from the minimum, or from the subnet's width when the minimum is left empty
  it.each([
    [28, 26, 'Maximum prefix length must be from 28 to 32'],
    [empty, 20, 'Maximum prefix length must be from 24 to 32'],
    [empty, 40, 'Maximum prefix length must be from 24 to 32'],
    [empty, 30.5, 'Maximum prefix length must be a whole number'],
  ])('a v4 pool with 192.0.2.0/24: min %d, max %d → %j', (min, max, message) => {
    expect(memberProblems('v4', '192.0.2.0/24', min, max)).toEqual({ maxPrefixLength: message })
  })

  it.each([
    // a wrong minimum leaves the maximum to start from the subnet
    [
      'v4',
      '192.0.2.0/24',
      40,
      25,
      { minPrefixLength: 'Minimum prefix length must be from 24 to 32' },
    ],
    // no valid subnet yet: the bounds run from 0
    ['v4', '', 4, empty, { subnet: 'Subnet is required' }],
    [
      'v6',
      'nope',
      200,
      empty,
      {
        subnet: 'Must contain an IP address and a width, separated by a /',
        minPrefixLength: 'Minimum prefix length must be from 0 to 128',
      },
    ],
  ] as const)('an %s pool: %j, min %d, max %d', (version, subnet, min, max, expected) => {
    expect(memberProblems(version, subnet, min, max)).toEqual(expected)
  })

  it.each([
    ["min_prefix_length 16 is shorter than the subnet's own prefix length 24", 'minPrefixLength'],
    ['max_prefix_length must be at most 32 for an IPv4 subnet', 'maxPrefixLength'],
    ['The subnet 198.18.4.0/24 overlaps with 198.18.0.0/20, a member of a subnet pool', 'subnet'],
  ])('puts the server’s %j on %s', (message, field) => {
    expect(memberFieldForError({ message } as ApiError)).toBe(field)
  })
})
