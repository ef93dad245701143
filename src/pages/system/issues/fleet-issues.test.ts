// @vitest-environment node
import { formatShare } from '@/util/capacity'
import type { PhysicalDisk, SiloUtilization, Sled, UpdateStatus } from '~/store/api'
import type { FailedInstance } from '~/store/api/system-hardware'
import {
  instanceIssues,
  physicalDiskIssues,
  siloQuotaIssues,
  sledIssues,
  updateIssues,
} from './fleet-issues'

const GiB = 1024 ** 3

const status = (patch: Partial<UpdateStatus>): UpdateStatus => ({
  componentsByReleaseVersion: {},
  contactSupport: false,
  suspended: false,
  targetRelease: null,
  timeLastStepPlanned: '2026-01-01T00:00:00.000Z',
  ...patch,
})

describe('updateIssues', () => {
  test.each([
    ['a healthy update', {}, []],
    ['support required', { contactSupport: true }, ['critical Contact Oxide support']],
    ['suspended', { suspended: true }, ['warning Automatic update is suspended']],
  ])('%s', (_, patch, issues) => {
    expect(updateIssues(status(patch)).map((issue) => `${issue.severity} ${issue.title}`)).toEqual(
      issues,
    )
    for (const issue of updateIssues(status(patch))) expect(issue.href).toBe('/system/update')
  })
})

const sled = (id: string, policy: Sled['policy'], state: Sled['state'] = 'active'): Sled => ({
  id,
  baseboard: { serial: `BRM${id}`, part: '913-0000019', revision: 6 },
  policy,
  rackId: 'rack',
  state,
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * GiB,
})
const inService = { kind: 'in_service', provisionPolicy: 'provisionable' } as const

describe('sledIssues', () => {
  test.each([
    ['in service', sled('1', inService), []],
    [
      'non-provisionable',
      sled('2', { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
      ['warning Sled BRM2 is not provisionable /system/inventory/sleds/2'],
    ],
    [
      'expunged',
      sled('3', { kind: 'expunged' }, 'decommissioned'),
      ['critical Sled BRM3 is expunged /system/inventory/sleds/3'],
    ],
    [
      'decommissioned',
      sled('4', inService, 'decommissioned'),
      ['critical Sled BRM4 is decommissioned /system/inventory/sleds/4'],
    ],
  ])('%s', (_, row, issues) => {
    expect(
      sledIssues([row]).map((issue) => `${issue.severity} ${issue.title} ${issue.href}`),
    ).toEqual(issues)
  })
})

const disk = (patch: Partial<PhysicalDisk>): PhysicalDisk => ({
  id: 'd',
  formFactor: 'u2',
  model: 'WUS4C6432DSP3X3',
  policy: { kind: 'in_service' },
  serial: 'A079DE88',
  sledId: '1',
  state: 'active',
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
  vendor: 'WDC',
  ...patch,
})

describe('physicalDiskIssues', () => {
  test.each([
    ['in service', disk({}), []],
    [
      'expunged',
      disk({ policy: { kind: 'expunged' } }),
      ['Disk A079DE88 is expunged: WDC WUS4C6432DSP3X3 in sled BRM1; not in service.'],
    ],
    [
      'decommissioned, on no known sled',
      disk({ state: 'decommissioned', sledId: null }),
      ['Disk A079DE88 is decommissioned: WDC WUS4C6432DSP3X3; not in service.'],
    ],
    ['expunged with its expunged sled', disk({ policy: { kind: 'expunged' }, sledId: '3' }), []],
  ])('%s', (_, row, issues) => {
    const found = physicalDiskIssues([row], [sled('1', inService), sled('3', { kind: 'expunged' })])
    expect(found.map((issue) => `${issue.title}: ${issue.detail}`)).toEqual(issues)
    for (const issue of found) expect(issue.href).toBe('/system/inventory/disks')
  })
})

const utilization = (
  cpus: [number, number],
  memory: [number, number] = [0, 0],
): SiloUtilization => ({
  siloId: 'silo-id',
  siloName: 'research',
  provisioned: { cpus: cpus[0], memory: memory[0], storage: 0 },
  allocated: { cpus: cpus[1], memory: memory[1], storage: 0 },
})

describe('siloQuotaIssues', () => {
  test.each([
    ['well under', utilization([10, 64]), []],
    ['just under 90 %', utilization([57, 64]), []],
    [
      'near',
      utilization([58, 64]),
      ['warning Silo research is near its CPU quota: 58 vCPUs provisioned of 64 vCPUs (91 %).'],
    ],
    [
      'at',
      utilization([64, 64]),
      ['critical Silo research is at its CPU quota: 64 vCPUs provisioned of 64 vCPUs (100 %).'],
    ],
    [
      'over, memory too',
      utilization([70, 64], [512 * GiB, 512 * GiB]),
      [
        'critical Silo research is over its CPU quota: 70 vCPUs provisioned of 64 vCPUs (109 %).',
        'critical Silo research is at its memory quota: 512 GiB provisioned of 512 GiB (100 %).',
      ],
    ],
    [
      'using a resource with a zero quota',
      utilization([2, 0]),
      ['critical Silo research is over its CPU quota: 2 vCPUs provisioned of 0 vCPUs.'],
    ],
    ['nothing used of nothing', utilization([0, 0]), []],
  ])('%s', (_, row, issues) => {
    const found = siloQuotaIssues([row])
    expect(found.map((issue) => `${issue.severity} ${issue.title}: ${issue.detail}`)).toEqual(
      issues,
    )
    for (const issue of found) expect(issue.href).toBe('/system/silos/research/quotas')
  })

  test.each([
    [58, 64],
    [116, 128],
    [127, 128],
    [90, 100],
  ])('%i of %i reads as the utilization pages read it', (used, quota) => {
    const [issue] = siloQuotaIssues([utilization([used, quota])])
    expect(issue.detail).toContain(`(${formatShare(used, quota)})`)
  })
})

describe('instanceIssues', () => {
  const now = new Date('2026-06-01T00:00:00.000Z')
  const failed = (facts?: FailedInstance['facts'], state: 'failed' | 'running' = 'failed') => ({
    found: { id: 'i', name: 'db1', projectName: 'prod', siloName: 'research', state },
    facts,
  })
  const facts = (enabled: boolean, expiration: string | null, runState = 'failed' as const) => ({
    runState,
    autoRestartEnabled: enabled,
    autoRestartCooldownExpiration: expiration,
  })
  test.each([
    ['running', failed(facts(true, null), 'running'), undefined],
    ['failed, due for restart', failed(facts(true, null)), undefined],
    ['failed, cooldown expired', failed(facts(true, '2026-05-01T00:00:00.000Z')), undefined],
    ['failed, auto-restart off', failed(facts(false, null)), 'auto-restart is off'],
    [
      'failed, in its cooldown',
      failed(facts(true, '2099-01-01T00:00:00.000Z')),
      'auto-restart waits out its cooldown',
    ],
    ['failed, unreadable', failed(undefined), 'its auto-restart settings could not be read'],
  ])('%s', (_, row, reason) => {
    const found = instanceIssues([row], now)
    if (!reason) {
      expect(found).toEqual([])
      return
    }
    expect(found).toEqual([
      {
        id: 'instance-i',
        kind: 'instance',
        severity: 'critical',
        title: 'Instance db1 has failed',
        detail: `In project prod of silo research; ${reason}.`,
        href: '/projects/prod/instances/db1',
      },
    ])
  })
})
