import { ValidationError } from 'yup'
import { type FieldKind, hostileValues, quota } from '~/specs/helpers/hostile-input'
import { diskFormDefaults, diskFormSchema } from '../forms/disk-source-fields'
import { firewallRuleSchema, portDraftProblem } from '../forms/firewall-rule-fields'
import { cpuRules, memoryRules, ruledNumber } from '../forms/instance-create-schema'
import { siloCreateSchema } from '../forms/silo-create'
import { siloQuotasSchema } from '../forms/silo-quotas-edit'
import { blockSchema } from '../forms/subnet-fields'
import { GiB, TiB } from './units'
import { ipSchema, nameSchema } from './validation'

/**
 * Issue 17's hostile-input matrix at the unit level: every row the e2e spec types into a form,
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
    check: (value) => blockSchema('IPv4 block', 4, true).validate(value),
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
