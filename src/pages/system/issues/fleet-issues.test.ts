// @vitest-environment node

import type { PortLink } from '@/resources/rack-networking'
import { formatShare } from '@/util/capacity'
import type {
  BfdStatus,
  BgpPeerStatus,
  PhysicalDisk,
  SiloUtilization,
  Sled,
  SwitchPort,
  UpdateStatus,
} from '~/store/api'
import type { FailedInstance } from '~/store/api/system-hardware'
import {
  bfdSessionIssues,
  bgpPeerIssues,
  instanceIssues,
  physicalDiskIssues,
  siloQuotaIssues,
  sledIssues,
  switchPortIssues,
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

const HOUR_MS = 60 * 60_000

const peer = (state: BgpPeerStatus['state'], slot: BgpPeerStatus['switch']): BgpPeerStatus => ({
  addr: '198.51.100.5',
  localAsn: 65010,
  remoteAsn: 65001,
  peerId: 'qsfp0',
  state,
  stateDurationMillis: 3 * HOUR_MS,
  switch: slot,
})

describe('bgpPeerIssues', () => {
  test.each([
    ['established', peer('established', 'switch0'), []],
    [
      'idle',
      peer('idle', 'switch1'),
      [
        'critical BGP peer 198.51.100.5 on Switch 1 is idle: For 3h; no routes are exchanged with AS 65001. → /system/networking/bgp/peers/switch1/198.51.100.5',
      ],
    ],
    [
      'open sent',
      peer('open_sent', 'switch0'),
      [
        'critical BGP peer 198.51.100.5 on Switch 0 is open sent: For 3h; no routes are exchanged with AS 65001. → /system/networking/bgp/peers/switch0/198.51.100.5',
      ],
    ],
  ])('a peer %s', (_, row, issues) => {
    expect(
      bgpPeerIssues([row]).map(
        (issue) => `${issue.severity} ${issue.title}: ${issue.detail} → ${issue.href}`,
      ),
    ).toEqual(issues)
  })
})

const port = (portName: string, portSettingsId: string | null): SwitchPort => ({
  id: `id-${portName}`,
  portName,
  portSettingsId,
  rackId: 'rack',
  switchSlot: 'switch1',
})

describe('switchPortIssues', () => {
  const down: PortLink = { status: 'down' }
  const up: PortLink = { status: 'up' }
  const unknown: PortLink = { status: 'unknown' }
  test.each([
    ['configured, link up', port('qsfp0', 'settings'), up, []],
    ['not configured, link down', port('qsfp9', null), down, []],
    [
      'configured, link down',
      port('qsfp1', 'settings'),
      down,
      [
        'Port qsfp1 of Switch 1 has no link: Settings are applied to it, but its link is down: it carries no traffic. → /system/networking/switch-ports/switch1/qsfp1',
      ],
    ],
    [
      'configured, link not reported',
      port('qsfp1', 'settings'),
      unknown,
      [
        'Port qsfp1 of Switch 1 has no link: Settings are applied to it, but the switch did not report its link. → /system/networking/switch-ports/switch1/qsfp1',
      ],
    ],
  ])('a port %s', (_, row, link, issues) => {
    expect(
      switchPortIssues([row], () => link).map(
        (issue) => `${issue.title}: ${issue.detail} → ${issue.href}`,
      ),
    ).toEqual(issues)
  })
})

const session = (state: BfdStatus['state']): BfdStatus => ({
  peer: '198.51.100.5',
  switchSlot: 'switch1',
  state,
  mode: 'single_hop',
  detectionThreshold: 3,
  requiredRx: 300000,
})

describe('bfdSessionIssues', () => {
  test.each([
    ['up', []],
    ['init', []],
    ['admin_down', []],
    ['down', ['warning BFD session with 198.51.100.5 on Switch 1 is down']],
  ] as const)('a session %s', (state, issues) => {
    expect(
      bfdSessionIssues([session(state)]).map((issue) => `${issue.severity} ${issue.title}`),
    ).toEqual(issues)
  })
})
