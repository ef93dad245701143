/**
 * IP pools and floating IPs in the default scenario. The silo is dual-stack, like the real server
 * that refused the new-instance form's defaults (issue 11): a default IPv4 pool (MOCK_IP_POOL_ID,
 * where seeded ephemeral IPs come from) and a default IPv6 pool, so a request that names neither
 * a pool nor an `ip_version` is refused (handlers/ip-pools.ts); and a second IPv4 pool to pick
 * explicitly. Each pool hands out addresses from documentation ranges (RFC 5737, RFC 3849).
 * In `mock-project`, two
 * floating IPs free to attach and one attached to a running instance (not the main one, whose
 * networking tab other specs drive), and one attached to the repairing instance, which the
 * server refuses to detach (external IPs move only while running or stopped).
 */
import type { MockDb } from '../db'
import {
  type FactoryContext,
  floatingIpFactory,
  ipPoolRangeFactory,
  siloIpPoolFactory,
} from '../factories'
import { MOCK_IP_POOL_ID } from '../records'
import { INSTANCE_SEED } from './instance-seeds'

export const IP_SEED = {
  /** The default IPv4 pool. */
  defaultPool: 'default',
  /** The default IPv6 pool. */
  defaultV6Pool: 'default-v6',
  otherPool: 'secondary',
  /** Free to attach to a new instance. */
  freeFloatingIps: ['cola-float', 'fanta-float'],
  /** Attached to `attachedTo`. */
  attachedFloatingIp: 'rootbeer-float',
  attachedTo: 'web-02',
  /** Attached to `stuckOn`, whose run state keeps it from being detached. */
  stuckFloatingIp: 'sprite-float',
  stuckOn: INSTANCE_SEED.byState.repairing,
} as const

/** Each pool's ranges, in the order their addresses are handed out. */
const POOL_RANGES: Record<string, [first: string, last: string][]> = {
  // seeded ephemeral IPs come first, then the seeded floating IPs' range
  [IP_SEED.defaultPool]: [
    ['203.0.113.10', '203.0.113.250'],
    ['192.0.2.64', '192.0.2.127'],
  ],
  [IP_SEED.defaultV6Pool]: [['2001:db8:e::a', '2001:db8:e::ffff']],
  [IP_SEED.otherPool]: [['198.51.100.10', '198.51.100.250']],
}

/**
 * The pools with their ranges: before the instances, whose ephemeral IPs come from them. The
 * ranges have their own id stream (`rangeContext`), so the pools and floating IPs keep theirs.
 */
export function seedIpPools(db: MockDb, context: FactoryContext, rangeContext: FactoryContext) {
  db.ipPools.insert(
    siloIpPoolFactory(context, {
      id: MOCK_IP_POOL_ID,
      name: IP_SEED.defaultPool,
      description: "The silo's default IPv4 pool",
      is_default: true,
    }),
  )
  db.ipPools.insert(
    siloIpPoolFactory(context, {
      name: IP_SEED.defaultV6Pool,
      description: "The silo's default IPv6 pool",
      ip_version: 'v6',
      is_default: true,
    }),
  )
  db.ipPools.insert(
    siloIpPoolFactory(context, {
      name: IP_SEED.otherPool,
      description: 'Addresses for public services',
    }),
  )
  for (const pool of db.ipPools.all()) {
    for (const [first, last] of POOL_RANGES[pool.name] ?? []) {
      db.ipPoolRanges.insert(
        ipPoolRangeFactory(rangeContext, { ip_pool_id: pool.id, range: { first, last } }),
      )
    }
  }
}

/** The floating IPs: after the instances, so one can be attached to an instance. */
export function seedFloatingIps(db: MockDb, context: FactoryContext) {
  const project = db.projects.findBy((row) => row.name === INSTANCE_SEED.project)
  if (!project) return
  const instanceId = (name: string) =>
    db.instances.findBy((row) => row.project_id === project.id && row.name === name)?.id ?? null
  const holders: Record<string, string | null> = {
    [IP_SEED.attachedFloatingIp]: instanceId(IP_SEED.attachedTo),
    [IP_SEED.stuckFloatingIp]: instanceId(IP_SEED.stuckOn),
  }
  const descriptions: Record<string, string> = {
    'cola-float': 'Reserved for the API load balancer',
    'fanta-float': 'Spare address for blue-green deploys',
    [IP_SEED.attachedFloatingIp]: 'Public address of the web tier',
    [IP_SEED.stuckFloatingIp]: 'Status page, on the instance under repair',
  }
  const names = [...IP_SEED.freeFloatingIps, IP_SEED.attachedFloatingIp, IP_SEED.stuckFloatingIp]
  names.forEach((name, index) => {
    db.floatingIps.insert(
      floatingIpFactory(context, {
        project_id: project.id,
        name,
        description: descriptions[name] ?? '',
        ip: `192.0.2.${64 + index}`,
        ip_pool_id: MOCK_IP_POOL_ID,
        instance_id: holders[name] ?? null,
      }),
    )
  })
}
