import type { AnyObjectSchema } from 'yup'
import type { ApiError } from '~/store/api'
import { memberAddSchema, memberFieldForError } from './subnet-pool-member-add'

/** Every field's message for `values`, by field; {} when they pass. */
function problems(schema: AnyObjectSchema, values: Record<string, unknown>) {
  try {
    schema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

const empty = Number.NaN

describe('the add-member form', () => {
  it.each([
    // pool version, subnet, min, max → messages by field
    ['v4', '192.0.2.0/24', empty, empty, {}],
    ['v4', ' 192.0.2.0/24 ', 26, 30, {}],
    ['v4', '10.0.0.0/8', 8, 8, {}],
    ['v4', '0.0.0.0/0', 0, 32, {}],
    ['v6', '2001:db8:1::/48', 56, 64, {}],
    ['v6', '2001:db8:1::/48', empty, 128, {}],
    ['v4', '', empty, empty, { subnet: 'Subnet is required' }],
    ['v4', '   ', empty, empty, { subnet: 'Subnet is required' }],
    [
      'v4',
      '192.0.2.0',
      empty,
      empty,
      { subnet: 'Must contain an IP address and a width, separated by a /' },
    ],
    ['v4', '192.0.2.0/33', empty, empty, { subnet: 'Max width for IPv4 is 32' }],
    ['v6', 'fd00::/129', empty, empty, { subnet: 'Max width for IPv6 is 128' }],
    ['v4', '192.0.2.0/2.5', empty, empty, { subnet: 'Width must be an integer' }],
    ['v4', '192.0.2.300/24', empty, empty, { subnet: 'Not a valid IP address' }],
    ['v4', 'fd00::/48', empty, empty, { subnet: "Must be an IPv4 subnet, the pool's IP version" }],
    [
      'v6',
      '192.0.2.0/24',
      empty,
      empty,
      { subnet: "Must be an IPv6 subnet, the pool's IP version" },
    ],
    [
      'v4',
      '192.0.2.1/24',
      empty,
      empty,
      { subnet: 'Must be the first address of the subnet, with no host bits set' },
    ],
    [
      'v6',
      '2001:db8:1::1/48',
      empty,
      empty,
      { subnet: 'Must be the first address of the subnet, with no host bits set' },
    ],
    // the minimum: whole, not shorter than the subnet, within the version
    [
      'v4',
      '192.0.2.0/24',
      1.5,
      empty,
      { minPrefixLength: 'Minimum prefix length must be a whole number' },
    ],
    [
      'v4',
      '192.0.2.0/24',
      16,
      empty,
      { minPrefixLength: 'Minimum prefix length must be from 24 to 32' },
    ],
    [
      'v4',
      '192.0.2.0/24',
      33,
      empty,
      { minPrefixLength: 'Minimum prefix length must be from 24 to 32' },
    ],
    [
      'v4',
      '192.0.2.0/24',
      -1,
      empty,
      { minPrefixLength: 'Minimum prefix length must be from 24 to 32' },
    ],
    [
      'v6',
      '2001:db8:1::/48',
      129,
      empty,
      { minPrefixLength: 'Minimum prefix length must be from 48 to 128' },
    ],
    // the maximum: from the minimum, or from the subnet's width when the minimum is left empty
    [
      'v4',
      '192.0.2.0/24',
      28,
      26,
      { maxPrefixLength: 'Maximum prefix length must be from 28 to 32' },
    ],
    [
      'v4',
      '192.0.2.0/24',
      empty,
      20,
      { maxPrefixLength: 'Maximum prefix length must be from 24 to 32' },
    ],
    [
      'v4',
      '192.0.2.0/24',
      empty,
      40,
      { maxPrefixLength: 'Maximum prefix length must be from 24 to 32' },
    ],
    [
      'v4',
      '192.0.2.0/24',
      empty,
      30.5,
      { maxPrefixLength: 'Maximum prefix length must be a whole number' },
    ],
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
    expect(
      problems(memberAddSchema(version), {
        subnet,
        minPrefixLength: min,
        maxPrefixLength: max,
      }),
    ).toEqual(expected)
  })

  it.each([
    ["min_prefix_length 16 is shorter than the subnet's own prefix length 24", 'minPrefixLength'],
    ['max_prefix_length must be at most 32 for an IPv4 subnet', 'maxPrefixLength'],
    ['The subnet 198.18.4.0/24 overlaps with 198.18.0.0/20, a member of a subnet pool', 'subnet'],
  ])('puts the server’s %j on %s', (message, field) => {
    expect(memberFieldForError({ message } as ApiError)).toBe(field)
  })
})
