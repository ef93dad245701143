/**
 * The operator's worklist (`system/issues`): what the API says is wrong with the fleet, each
 * issue with where to go about it. Pure, so every rule is a row of a table-driven test:
 * - an update that needs Oxide support, or automatic update suspended (update status);
 * - sleds expunged, decommissioned or not taking new instances (sled list);
 * - physical disks expunged or decommissioned, but for an expunged sled's (physical disk list);
 * - silos at or over a quota (≥ 100 %) or near one (≥ 90 %) (silo utilization);
 * - instances failed and not due for restart (SPEC §4: machines/instance-rules.ts), since the
 *   control plane restarts the others by itself;
 * - BGP sessions not established (BGP status), switch ports with settings applied whose link is
 *   not up (a port without settings is not meant to carry traffic), and BFD sessions down (an
 *   operator's admin down is meant).
 */

import { pb } from '@/paths'
import { type PortLink, stateDuration, switchLabel } from '@/resources/rack-networking'
import { formatShare, NEAR_QUOTA_PERCENT } from '@/util/capacity'
import { formatBytes } from '@/util/units'
import { isDueForRestart } from '~/machines/instance-rules'
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

export type IssueKind =
  | 'update'
  | 'sled'
  | 'physical-disk'
  | 'silo-quota'
  | 'instance'
  | 'bgp-peer'
  | 'switch-port'
  | 'bfd-session'

/** 'critical' needs the operator now; 'warning' soon. */
export type IssueSeverity = 'critical' | 'warning'

export interface FleetIssue {
  id: string
  kind: IssueKind
  severity: IssueSeverity
  title: string
  detail: string
  href: string
}

/** The groups of the page, in the order an operator works through them. */
export const ISSUE_KINDS: { kind: IssueKind; title: string }[] = [
  { kind: 'update', title: 'System update' },
  { kind: 'sled', title: 'Sleds' },
  { kind: 'physical-disk', title: 'Physical disks' },
  { kind: 'silo-quota', title: 'Silo quotas' },
  { kind: 'instance', title: 'Failed instances' },
  { kind: 'bgp-peer', title: 'BGP peers' },
  { kind: 'switch-port', title: 'Switch ports' },
  { kind: 'bfd-session', title: 'BFD sessions' },
]

export function updateIssues(status: UpdateStatus): FleetIssue[] {
  const issues: FleetIssue[] = []
  const href = pb.systemUpdate()
  if (status.contactSupport) {
    issues.push({
      id: 'update-contact-support',
      kind: 'update',
      severity: 'critical',
      title: 'Contact Oxide support',
      detail: 'The system has detected conditions that Oxide support needs to resolve.',
      href,
    })
  }
  if (status.suspended) {
    issues.push({
      id: 'update-suspended',
      kind: 'update',
      severity: 'warning',
      title: 'Automatic update is suspended',
      detail: 'Set the release applied by hand as the target release to resume it.',
      href,
    })
  }
  return issues
}

export function sledIssues(sleds: Sled[]): FleetIssue[] {
  return sleds.flatMap((sled): FleetIssue[] => {
    const base = {
      id: `sled-${sled.id}`,
      kind: 'sled' as const,
      href: pb.sled({ sledId: sled.id }),
    }
    const name = `Sled ${sled.baseboard.serial}`
    if (sled.policy.kind === 'expunged') {
      return [
        {
          ...base,
          severity: 'critical',
          title: `${name} is expunged`,
          detail:
            'Permanently removed from service with its disks; its hardware can come back only as a new sled.',
        },
      ]
    }
    if (sled.state === 'decommissioned') {
      return [
        {
          ...base,
          severity: 'critical',
          title: `${name} is decommissioned`,
          detail: 'No longer in service.',
        },
      ]
    }
    if (sled.policy.provisionPolicy === 'non_provisionable') {
      return [
        {
          ...base,
          severity: 'warning',
          title: `${name} is not provisionable`,
          detail: 'In service, but new instances are not placed on it.',
        },
      ]
    }
    return []
  })
}

/** Disks of an expunged sled went with it: the sled's issue stands for them. */
export function physicalDiskIssues(disks: PhysicalDisk[], sleds: Sled[]): FleetIssue[] {
  const serialOf = new Map(sleds.map((sled) => [sled.id, sled.baseboard.serial]))
  const expungedSleds = new Set(
    sleds.filter((sled) => sled.policy.kind === 'expunged').map((sled) => sled.id),
  )
  return disks.flatMap((disk): FleetIssue[] => {
    const expunged = disk.policy.kind === 'expunged'
    if (!expunged && disk.state === 'active') return []
    if (disk.sledId && expungedSleds.has(disk.sledId)) return []
    const sled = disk.sledId ? serialOf.get(disk.sledId) : undefined
    return [
      {
        id: `physical-disk-${disk.id}`,
        kind: 'physical-disk',
        severity: 'warning',
        title: `Disk ${disk.serial} is ${expunged ? 'expunged' : 'decommissioned'}`,
        detail: `${disk.vendor} ${disk.model}${sled ? ` in sled ${sled}` : ''}; not in service.`,
        href: pb.diskInventory(),
      },
    ]
  })
}

const quotaResources = [
  { key: 'cpus', label: 'CPU', amount: (value: number) => `${value} vCPUs` },
  { key: 'memory', label: 'memory', amount: (value: number) => formatBytes(value) },
  { key: 'storage', label: 'storage', amount: (value: number) => formatBytes(value) },
] as const

export function siloQuotaIssues(utilizations: SiloUtilization[]): FleetIssue[] {
  return utilizations.flatMap(({ siloId, siloName, provisioned, allocated }) =>
    quotaResources.flatMap(({ key, label, amount }): FleetIssue[] => {
      const [used, quota] = [provisioned[key], allocated[key]]
      if (used === 0) return []
      const share = quota === 0 ? Number.POSITIVE_INFINITY : used / quota
      // near from the share the utilization pages call near, at or over from 100 %
      if (share * 100 < NEAR_QUOTA_PERCENT) return []
      const where = share > 1 ? 'over' : share === 1 ? 'at' : 'near'
      // rounded as the utilization pages round it, so one quota reads the same on both
      const percent = Number.isFinite(share) ? ` (${formatShare(used, quota)})` : ''
      return [
        {
          id: `silo-quota-${siloId}-${key}`,
          kind: 'silo-quota',
          severity: share >= 1 ? 'critical' : 'warning',
          title: `Silo ${siloName} is ${where} its ${label} quota`,
          detail: `${amount(used)} provisioned of ${amount(quota)}${percent}.`,
          href: pb.siloQuotas({ silo: siloName }),
        },
      ]
    }),
  )
}

export function instanceIssues(instances: FailedInstance[], now: Date): FleetIssue[] {
  return instances.flatMap(({ found, facts }): FleetIssue[] => {
    if (found.state !== 'failed') return []
    if (facts && (facts.runState !== 'failed' || isDueForRestart(facts, now))) return []
    const restart = !facts
      ? 'its auto-restart settings could not be read'
      : facts.autoRestartEnabled
        ? 'auto-restart waits out its cooldown'
        : 'auto-restart is off'
    return [
      {
        id: `instance-${found.id}`,
        kind: 'instance',
        severity: 'critical',
        title: `Instance ${found.name} has failed`,
        detail: `In project ${found.projectName} of silo ${found.siloName}; ${restart}.`,
        href: pb.instance({ project: found.projectName, instance: found.name }),
      },
    ]
  })
}

/** A session that is not established exchanges no routes: what went through the peer is gone. */
export function bgpPeerIssues(peers: BgpPeerStatus[]): FleetIssue[] {
  return peers.flatMap((peer): FleetIssue[] =>
    peer.state === 'established'
      ? []
      : [
          {
            id: `bgp-peer-${peer.switch}-${peer.addr}`,
            kind: 'bgp-peer',
            severity: 'critical',
            title: `BGP peer ${peer.addr} on ${switchLabel[peer.switch]} is ${peer.state.replaceAll('_', ' ')}`,
            detail: `For ${stateDuration(peer.stateDurationMillis)}; no routes are exchanged with AS ${peer.remoteAsn}.`,
            href: pb.bgpPeer({ switchSlot: peer.switch, peer: peer.addr }),
          },
        ],
  )
}

/** Ports with settings applied, with their links (`linkOf`), whose link is not up. */
export function switchPortIssues(
  ports: SwitchPort[],
  linkOf: (port: SwitchPort) => PortLink,
): FleetIssue[] {
  return ports.flatMap((port): FleetIssue[] => {
    if (!port.portSettingsId) return []
    const { status } = linkOf(port)
    if (status === 'up') return []
    return [
      {
        id: `switch-port-${port.id}`,
        kind: 'switch-port',
        severity: 'critical',
        title: `Port ${port.portName} of ${switchLabel[port.switchSlot]} has no link`,
        detail:
          status === 'down'
            ? 'Settings are applied to it, but its link is down: it carries no traffic.'
            : 'Settings are applied to it, but the switch did not report its link.',
        href: pb.switchPort({ switchSlot: port.switchSlot, port: port.portName }),
      },
    ]
  })
}

export function bfdSessionIssues(sessions: BfdStatus[]): FleetIssue[] {
  return sessions.flatMap((session): FleetIssue[] =>
    session.state === 'down'
      ? [
          {
            id: `bfd-session-${session.switchSlot}-${session.peer}`,
            kind: 'bfd-session',
            severity: 'warning',
            title: `BFD session with ${session.peer} on ${switchLabel[session.switchSlot]} is down`,
            detail: 'The path to this peer is failing, or the peer does not answer.',
            href: pb.bfd(),
          },
        ]
      : [],
  )
}
