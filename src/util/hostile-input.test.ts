import { validateYupSchema } from 'formik'
import { ValidationError } from 'yup'
import { diskFormDefaults, diskFormSchema } from '@/forms/disk-source-fields'
import { externalSubnetCreateSchema } from '@/forms/external-subnet-create'
import { externalSubnetEditSchema } from '@/forms/external-subnet-edit'
import {
  firewallRuleSchema,
  portDraftProblem,
  targetDraftProblem,
} from '@/forms/firewall-rule-values'
import { floatingIpEditSchema } from '@/forms/floating-ip-edit'
import { cpuRules, memoryRules, ruledNumber } from '@/forms/instance-create-schema'
import { nicCreateSchema } from '@/forms/instance-nic-create'
import { nicEditSchema } from '@/forms/instance-nic-edit'
import { internetGatewayCreateSchema } from '@/forms/internet-gateway-create'
import { ipAddressAttachSchema } from '@/forms/internet-gateway-ip-address-attach'
import { ipPoolAttachSchema } from '@/forms/internet-gateway-ip-pool-attach'
import { ipRangeSchema } from '@/forms/ip-range-add'
import { emptyRouteValues, routeFormSchema } from '@/forms/route-fields'
import { routerFormSchema } from '@/forms/router-create'
import { siloCreateSchema } from '@/forms/silo-create'
import { siloQuotasSchema } from '@/forms/silo-quotas-edit'
import { subnetCreateSchema } from '@/forms/subnet-create'
import { subnetEditSchema } from '@/forms/subnet-edit'
import { blockSchema } from '@/forms/subnet-fields'
import { MAX_LABEL, MIN_LABEL, memberAddSchema } from '@/forms/subnet-pool-member-add'
import { poolSchema } from '@/resources/pools/pool-forms'
import {
  allocationPrefixValues,
  externalSubnetValues,
  type FieldKind,
  hostileValues,
  memberSubnet,
  memberSubnetValues,
  type NetworkFieldKind,
  networkHostileValues,
  prefixLengthValues,
  quota,
  rangeFirst,
  rangeFirstValues,
  rangeLastValues,
  routeDestination,
  routeTargetValues,
} from '~/specs/helpers/hostile-input'
import { GiB, TiB } from './units'
import { ipSchema, nameSchema } from './validation'

/**
 * The hostile-input matrix at the unit level: every row the e2e spec types into a form,
 * run through the schema that form validates with, fast enough to hold every row.
 */

/** What a NumberField hands the form: NaN while empty, else the number typed. */
const typedNumber = (value: string) => (value === '' ? Number.NaN : Number(value))

async function messageOf(check: () => Promise<unknown>) {
  try {
    await check()
    return undefined
  } catch (error) {
    if (error instanceof ValidationError) return error.message
    throw error
  }
}

const noUsage = { cpus: 0, memory: 0, storage: 0 }

/** For each kind, the label its rows quote and how its form's schema checks a typed value. */
const checks: Record<FieldKind, { label: string; check: (value: string) => Promise<unknown> }> = {
  name: { label: 'Name', check: (value) => nameSchema('Name').validate(value) },
  diskSize: {
    label: 'Size',
    check: (value) =>
      diskFormSchema(() => undefined).validateAt('size', {
        ...diskFormDefaults,
        size: typedNumber(value),
      }),
  },
  vcpus: {
    label: 'vCPUs',
    check: (value) => ruledNumber('vCPUs', cpuRules).validate(typedNumber(value)),
  },
  memory: {
    label: 'Memory',
    check: (value) => ruledNumber('Memory', memoryRules).validate(typedNumber(value)),
  },
  priority: {
    label: 'Priority',
    check: (value) => firewallRuleSchema.validateAt('priority', { priority: typedNumber(value) }),
  },
  ipv4Block: {
    label: 'IPv4 block',
    check: (value) => subnetCreateSchema.validateAt('ipv4Block', { ipv4Block: value }),
  },
  ipv6Block: {
    label: 'IPv6 block',
    check: (value) => blockSchema('IPv6 block', 6, false).validate(value),
  },
  ip: { label: 'IP address', check: (value) => ipSchema('IP address').trim().validate(value) },
  portRange: {
    label: 'Port',
    check: async (value) => {
      const problem = portDraftProblem(value, [])
      if (problem) throw new ValidationError(problem)
    },
  },
}

const rows = (Object.keys(checks) as FieldKind[]).flatMap((kind) =>
  hostileValues(kind, checks[kind].label).map((row) => ({ kind, ...row })),
)

describe('hostile input', () => {
  it.each(rows)('$kind, $why: $message', async ({ kind, value, message }) => {
    expect(await messageOf(() => checks[kind].check(value))).toBe(message)
  })
})

const quotaChecks = [
  {
    form: 'silo quotas',
    label: 'CPUs',
    bytesPerUnit: 1,
    check: (value: string) =>
      siloQuotasSchema(noUsage).validateAt('cpus', { cpus: typedNumber(value) }),
  },
  {
    form: 'silo quotas',
    label: 'Memory',
    bytesPerUnit: GiB,
    check: (value: string) =>
      siloQuotasSchema(noUsage).validateAt('memoryGiB', { memoryGiB: typedNumber(value) }),
  },
  {
    form: 'new silo',
    label: 'Storage',
    bytesPerUnit: TiB,
    check: (value: string) =>
      siloCreateSchema.validateAt('storageTiB', { storageTiB: typedNumber(value) }),
  },
]

describe('hostile quotas', () => {
  it.each(
    quotaChecks.flatMap(({ label, bytesPerUnit, ...rest }) =>
      quota(label, bytesPerUnit).map((row) => ({ label, ...rest, ...row })),
    ),
  )('$form $label, $why: $message', async ({ check, value, message }) => {
    expect(await messageOf(() => check(value))).toBe(message)
  })
})

/** A value typed into a firewall rule's target or host filter entry, as its Add checks it. */
const firewallEntry = (type: 'ip' | 'ip_net') => async (value: string) => {
  const problem = targetDraftProblem({ type, value }, [])
  if (problem) throw new ValidationError(problem)
}

/**
 * A route's destination or target value, through the route forms' whole schema (the target's
 * IP version is checked against the destination's) as formik runs it (an emptied field is
 * undefined there): the message on that value's field.
 */
const routeValue =
  (field: 'destination' | 'target', type: 'ip' | 'ip_net') => async (value: string) => {
    const values = {
      ...emptyRouteValues,
      name: 'hostile-route',
      destination: { type: 'ip_net', value: routeDestination },
      target: { type: 'drop', value: '' },
      [field]: { type, value },
    }
    try {
      await validateYupSchema(values, routeFormSchema)
    } catch (error) {
      const here = (error as ValidationError).inner.find((e) => e.path === `${field}.value`)
      if (here) throw here
    }
  }

const networkChecks: {
  form: string
  kind: NetworkFieldKind
  label: string
  check: (value: string) => Promise<unknown>
}[] = [
  { form: 'route', kind: 'ipNet', label: 'IP subnet', check: routeValue('destination', 'ip_net') },
  { form: 'route', kind: 'ipAddress', label: 'IP address', check: routeValue('destination', 'ip') },
  { form: 'firewall rule', kind: 'ipNet', label: 'IP subnet', check: firewallEntry('ip_net') },
  { form: 'firewall rule', kind: 'ipAddress', label: 'IP address', check: firewallEntry('ip') },
  {
    form: 'firewall rule',
    kind: 'icmpType',
    label: 'ICMP type',
    check: (value) =>
      firewallRuleSchema.validateAt('protocolDraft.icmpType', {
        protocolDraft: { type: 'icmp', icmpType: value, code: '' },
      }),
  },
  {
    form: 'firewall rule',
    kind: 'icmpCode',
    label: 'ICMP code',
    check: (value) =>
      firewallRuleSchema.validateAt('protocolDraft.code', {
        protocolDraft: { type: 'icmp', icmpType: '8', code: value },
      }),
  },
  {
    form: 'gateway address',
    kind: 'ipAddress',
    label: 'IP address',
    check: (value) => ipAddressAttachSchema.validateAt('address', { address: value }),
  },
]

describe('hostile networking input', () => {
  it.each([
    ...networkChecks.flatMap(({ kind, label, ...rest }) =>
      networkHostileValues(kind, label).map((row) => ({ kind, ...rest, ...row })),
    ),
    ...routeTargetValues('IP address').map((row) => ({
      form: 'route',
      kind: 'target',
      check: routeValue('target', 'ip'),
      ...row,
    })),
  ])('$form $kind, $why: $message', async ({ check, value, message }) => {
    expect(await messageOf(() => check(value))).toBe(message)
  })
})

describe('hostile IP ranges', () => {
  it.each(
    (['v4', 'v6'] as const).flatMap((pool) => [
      ...rangeFirstValues(pool).map((row) => ({ pool, field: 'first' as const, ...row })),
      ...rangeLastValues(pool).map((row) => ({ pool, field: 'last' as const, ...row })),
    ]),
  )('$pool pool, $field address, $why: $message', async ({ pool, field, value, message }) => {
    const values =
      field === 'first' ? { first: value, last: '' } : { first: rangeFirst[pool], last: value }
    expect(await messageOf(() => ipRangeSchema(pool).validateAt(field, values))).toBe(message)
  })
})

describe('hostile subnet pool members', () => {
  const pools = ['v4', 'v6'] as const
  it.each(pools.flatMap((pool) => memberSubnetValues(pool).map((row) => ({ pool, ...row }))))(
    '$pool pool, subnet, $why: $message',
    async ({ pool, value, message }) => {
      const values = { subnet: value, minPrefixLength: Number.NaN, maxPrefixLength: Number.NaN }
      expect(await messageOf(() => memberAddSchema(pool).validateAt('subnet', values))).toBe(
        message,
      )
    },
  )

  it.each(
    pools.flatMap((pool) =>
      (
        [
          ['minPrefixLength', MIN_LABEL],
          ['maxPrefixLength', MAX_LABEL],
        ] as const
      ).flatMap(([field, label]) =>
        prefixLengthValues(label, pool).map((row) => ({ pool, field, ...row })),
      ),
    ),
  )('$pool pool, $field, $why: $message', async ({ pool, field, value, message }) => {
    const values = {
      subnet: memberSubnet[pool],
      minPrefixLength: Number.NaN,
      maxPrefixLength: Number.NaN,
      [field]: typedNumber(value),
    }
    expect(await messageOf(() => memberAddSchema(pool).validateAt(field, values))).toBe(message)
  })
})

describe('hostile external subnets', () => {
  const pools = [
    { name: 'tenant-v4', ipVersion: 'v4' },
    { name: 'tenant-v6', ipVersion: 'v6' },
  ] as const
  const schema = externalSubnetCreateSchema(pools)

  it.each(externalSubnetValues())('subnet, $why: $message', async ({ value, message }) => {
    const values = { source: 'subnet', subnet: value }
    expect(await messageOf(() => schema.validateAt('subnet', values))).toBe(message)
  })

  it.each(
    pools.flatMap((pool) =>
      allocationPrefixValues(pool.ipVersion).map((row) => ({ pool: pool.name, ...row })),
    ),
  )('$pool, prefix length, $why: $message', async ({ pool, value, message }) => {
    const values = { source: 'pool', pool, prefixLength: typedNumber(value) }
    expect(await messageOf(() => schema.validateAt('prefixLength', values))).toBe(message)
  })
})

/** Every networking form's name, through that form's own schema. */
const nameSchemas = {
  route: routeFormSchema,
  'router edit': routerFormSchema,
  'subnet edit': subnetEditSchema,
  'internet gateway': internetGatewayCreateSchema,
  'gateway pool attachment': ipPoolAttachSchema,
  'gateway address attachment': ipAddressAttachSchema,
  'firewall rule': firewallRuleSchema,
  'floating IP edit': floatingIpEditSchema,
  'external subnet create': externalSubnetCreateSchema([]),
  'external subnet edit': externalSubnetEditSchema,
  'IP pool and subnet pool': poolSchema,
  'network interface create': nicCreateSchema,
  'network interface edit': nicEditSchema,
}

describe('hostile names on the networking forms', () => {
  it.each(
    Object.entries(nameSchemas).flatMap(([form, schema]) =>
      hostileValues('name', 'Name').map((row) => ({ form, schema, ...row })),
    ),
  )('$form, $why: $message', async ({ schema, value, message }) => {
    expect(await messageOf(() => schema.validateAt('name', { name: value }))).toBe(message)
  })
})
