import type { ExternalSubnet, SiloSubnetPool } from '~/store/api'
import {
  instanceSubnetTargets,
  instanceSubnetWords,
  subnetInstanceTargets,
  subnetInstanceWords,
} from './external-subnet-attach'
import {
  externalSubnetCreateSchema,
  fieldForCreateError,
  initialSubnetPool,
  subnetAllocator,
} from './external-subnet-create'
import { externalSubnetEditSchema } from './external-subnet-edit'

const pools = [
  { name: 'tenant-v4', ipVersion: 'v4', isDefault: true },
  { name: 'tenant-v6', ipVersion: 'v6', isDefault: true },
  { name: 'lab-v4', ipVersion: 'v4', isDefault: false },
] as SiloSubnetPool[]

const valid = {
  name: 'new-subnet',
  description: '',
  source: 'pool',
  pool: 'tenant-v4',
  prefixLength: 24,
  subnet: '',
}

/** The first message the schema gives for `values`, or undefined when they pass. */
function firstProblem(values: Record<string, unknown>) {
  try {
    externalSubnetCreateSchema(pools).validateSync(values)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('the new external subnet form', () => {
  it.each([
    ['a pool and a prefix length', {}, undefined],
    ['the widest IPv4 prefix', { prefixLength: 32 }, undefined],
    ['the widest IPv6 prefix', { pool: 'tenant-v6', prefixLength: 128 }, undefined],
    ['prefix length 0', { prefixLength: 0 }, undefined],
    ['no prefix length', { prefixLength: Number.NaN }, 'Prefix length is required'],
    ['past IPv4', { prefixLength: 33 }, 'Prefix length must be from 0 to 32'],
    ['past IPv6', { pool: 'tenant-v6', prefixLength: 129 }, 'Prefix length must be from 0 to 128'],
    ['below 0', { prefixLength: -1 }, 'Prefix length must be from 0 to 32'],
    ['a fraction', { prefixLength: 24.5 }, 'Prefix length must be a whole number'],
    ['no pool chosen', { pool: '' }, 'Subnet pool is required'],
    ['an IPv4 subnet', { source: 'subnet', subnet: '198.18.8.0/24' }, undefined],
    ['an IPv6 subnet, padded', { source: 'subnet', subnet: ' 2001:db8:f000::/48 ' }, undefined],
    ['no subnet', { source: 'subnet', subnet: '' }, 'Subnet is required'],
    [
      'no width',
      { source: 'subnet', subnet: '198.18.8.0' },
      'Must contain an IP address and a width, separated by a /',
    ],
    [
      'too wide for IPv4',
      { source: 'subnet', subnet: '198.18.8.0/33' },
      'Max width for IPv4 is 32',
    ],
    [
      'host bits set',
      { source: 'subnet', subnet: '198.18.8.1/24' },
      'Must be the first address of the subnet, with no host bits set',
    ],
    // what the other source holds does not block the submit
    ['a bad subnet while a pool is chosen', { subnet: 'nope' }, undefined],
    [
      'no prefix length while a subnet is named',
      { source: 'subnet', subnet: '198.18.8.0/24', prefixLength: Number.NaN },
      undefined,
    ],
    ['no name', { name: '' }, 'Name is required'],
    ['a name with a capital', { name: 'Edge' }, 'Must start with a lowercase letter'],
  ])('%s', (_case, change, message) => {
    expect(firstProblem({ ...valid, ...change })).toBe(message)
  })

  it.each([
    [
      { source: 'pool', pool: 'tenant-v6', prefixLength: 48, subnet: '' },
      { type: 'auto', prefixLength: 48, poolSelector: { type: 'explicit', pool: 'tenant-v6' } },
    ],
    [
      { source: 'subnet', pool: 'tenant-v4', prefixLength: 24, subnet: ' 198.18.8.0/24 ' },
      { type: 'explicit', subnet: '198.18.8.0/24' },
    ],
  ] as const)('sends %o as %o', (values, allocator) => {
    expect(subnetAllocator(values)).toEqual(allocator)
  })

  it.each([
    ['the IPv4 default of a dual-stack silo', pools, 'tenant-v4'],
    ['the only default', pools.slice(1), 'tenant-v6'],
    ['none without a default', pools.slice(2), ''],
  ])('preselects %s', (_case, choices, expected) => {
    expect(initialSubnetPool(choices)).toBe(expected)
  })

  it.each([
    [
      { message: 'Insufficient Capacity: No external subnets of prefix length 22 available' },
      'prefixLength',
    ],
    [{ message: 'Prefix_length must be at most 32 for an IPv4 subnet pool' }, 'prefixLength'],
    [
      {
        message:
          'The subnet 198.18.0.0/26 overlaps with 198.18.0.0/24, an allocated external subnet',
      },
      'subnet',
    ],
    [
      { message: 'The subnet 10.0.0.0/24 is not in any subnet pool available to this silo' },
      'subnet',
    ],
    [{ message: 'already exists: external-subnet "x"', errorCode: 'ObjectAlreadyExists' }, 'name'],
    [{ message: 'Internal Server Error' }, undefined],
  ])('puts %o on %s', (error, field) => {
    expect(fieldForCreateError(error)).toBe(field)
  })
})

describe('the edit form', () => {
  it.each([
    [{ name: 'vpn', description: 'x' }, undefined],
    [{ name: '', description: '' }, 'Name is required'],
    [{ name: 'vpn-', description: '' }, 'Must end with a letter or number'],
  ])('%o: %s', (values, message) => {
    let problem: string | undefined
    try {
      externalSubnetEditSchema.validateSync(values)
    } catch (error) {
      problem = (error as Error).message
    }
    expect(problem).toBe(message)
  })
})

describe('what the attach forms offer', () => {
  it.each([
    ['running', undefined],
    ['stopped', undefined],
    ['starting', 'Only running or stopped instances can have external subnets attached'],
    ['repairing', 'Only running or stopped instances can have external subnets attached'],
  ] as const)('a %s instance: %s', (runState, reason) => {
    const [target] = subnetInstanceTargets([{ id: 'i', name: 'db1', runState }])
    expect(target).toEqual({ value: 'i', label: `db1 (${runState})`, disabledReason: reason })
  })

  it.each([
    [null, undefined],
    [
      'c0ffee00-0000-4000-8000-000000000001',
      'This external subnet is already attached to an instance',
    ],
  ])('a subnet held by %s: %s', (instanceId, reason) => {
    const subnet = {
      id: 's',
      name: 'edge-v4',
      subnet: '198.18.0.0/24',
      instanceId,
    } as ExternalSubnet
    expect(instanceSubnetTargets([subnet])).toEqual([
      { value: 's', label: 'edge-v4 (198.18.0.0/24)', disabledReason: reason },
    ])
  })

  it.each([
    [
      subnetInstanceWords.heldBack(1),
      '1 instance cannot take a subnet now. Only running or stopped instances can have external subnets attached.',
    ],
    [instanceSubnetWords.heldBack(2), '2 external subnets are already attached to an instance.'],
  ])('says %s', (said, expected) => {
    expect(said).toBe(expected)
  })
})
