import type { SiloIpPool } from '~/store/api'
import {
  addressAllocator,
  fieldForCreateError,
  floatingIpCreateSchema,
  initialPool,
} from './floating-ip-create'

const valid = { name: 'new-float', description: '', source: 'pool', pool: 'default', ip: '' }

/** The first message the schema gives for `values`, or undefined when they pass. */
function firstProblem(values: Record<string, string>) {
  try {
    floatingIpCreateSchema.validateSync(values)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('the new floating IP form', () => {
  it.each([
    ['a pool chosen', {}, undefined],
    ['no pool chosen', { pool: '' }, 'IP pool is required'],
    ['an IPv4 address', { source: 'address', ip: '198.51.100.7' }, undefined],
    ['an IPv6 address, padded', { source: 'address', ip: ' 2001:db8::1 ' }, undefined],
    ['no address', { source: 'address', ip: '' }, 'IP address is required'],
    ['an address out of range', { source: 'address', ip: '300.1.1.1' }, 'Not a valid IP address'],
    ['a word', { source: 'address', ip: 'nope' }, 'Not a valid IP address'],
    // a bad address typed and then left for a pool does not block the submit
    ['a bad address while a pool is chosen', { ip: 'nope' }, undefined],
    ['no name', { name: '' }, 'Name is required'],
  ])('%s: %s', (_case, change, message) => {
    expect(firstProblem({ ...valid, ...change })).toBe(message)
  })

  it.each([
    [
      { source: 'pool', pool: 'secondary', ip: '' },
      { type: 'auto', poolSelector: { type: 'explicit', pool: 'secondary' } },
    ],
    [
      { source: 'address', pool: 'default', ip: ' 198.51.100.7 ' },
      { type: 'explicit', ip: '198.51.100.7' },
    ],
  ] as const)('sends %o as %o', (values, allocator) => {
    expect(addressAllocator(values)).toEqual(allocator)
  })

  const pool = (name: string, ipVersion: 'v4' | 'v6', isDefault: boolean) =>
    ({ name, ipVersion, isDefault, poolType: 'unicast' }) as SiloIpPool

  it.each([
    [
      'the IPv4 default of a dual-stack silo',
      [pool('v6', 'v6', true), pool('v4', 'v4', true), pool('other', 'v4', false)],
      'v4',
    ],
    ['the only default', [pool('other', 'v4', false), pool('v6', 'v6', true)], 'v6'],
    ['none without a default', [pool('other', 'v4', false)], ''],
  ])('preselects %s', (_case, pools, expected) => {
    expect(initialPool(pools)).toBe(expected)
  })

  it.each([
    [{ message: 'Requested external IP address not available' }, 'ip'],
    [{ message: 'already exists: floating-ip "x"', errorCode: 'ObjectAlreadyExists' }, 'name'],
    [{ message: 'Insufficient Capacity: No external IP addresses available' }, undefined],
  ])('puts %o on %s', (error, field) => {
    expect(fieldForCreateError(error)).toBe(field)
  })
})
