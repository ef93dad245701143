/**
 * IP pools and floating IPs in the default scenario. The silo is dual-stack, like the real server
 * that refused the new-instance form's defaults: a default IPv4 pool (MOCK_IP_POOL_ID,
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
  ipPoolFactory,
  ipPoolRangeFactory,
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
 * The pools with their ranges, linked to the default silo (`siloId`): before the instances, whose
 * ephemeral IPs come from them. The ranges and links have their own id stream (`rangeContext`),
 * so the pools and floating IPs keep theirs.
 */
export function seedIpPools(
  db: MockDb,
  context: FactoryContext,
  rangeContext: FactoryContext,
  siloId: string,
) {
  const pools = [
    ipPoolFactory(context, {
      id: MOCK_IP_POOL_ID,
      name: IP_SEED.defaultPool,
      description: "The silo's default IPv4 pool",
    }),
    ipPoolFactory(context, {
      name: IP_SEED.defaultV6Pool,
      description: "The silo's default IPv6 pool",
      ip_version: 'v6',
    }),
    ipPoolFactory(context, {
      name: IP_SEED.otherPool,
      description: 'Addresses for public services',
    }),
  ].map((pool) => db.ipPools.insert(pool))
  for (const pool of pools) {
    for (const [first, last] of POOL_RANGES[pool.name] ?? []) {
      db.ipPoolRanges.insert(
        ipPoolRangeFactory(rangeContext, { ip_pool_id: pool.id, range: { first, last } }),
      )
    }
  }
  for (const pool of pools) {
    db.ipPoolSiloLinks.insert({
      id: rangeContext.ids.uuid(),
      ip_pool_id: pool.id,
      silo_id: siloId,
      is_default: pool.name !== IP_SEED.otherPool,
    })
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

/**
 * The fleet's other pools, for the operator's IP pool pages: an IPv6 pool with /64-sized ranges
 * (capacities far past 2^53), a small IPv4 pool with few addresses, a pool with no ranges (the
 * one an operator can delete), and the rack's own service pool, which no silo can link. Silo
 * pools link to the other silos (silo-seeds.ts); a silo that is not seeded is skipped.
 */
export const FLEET_IP_SEED = {
  researchPool: 'research-v4',
  partnersPool: 'partners-v4',
  v6Pool: 'public-v6',
  /** Eight addresses: a pool that runs out first. */
  smallPool: 'ci-egress',
  /** No ranges, linked nowhere: deletable. */
  emptyPool: 'staging',
  servicesPool: 'rack-services',
  silos: { research: 'research', partners: 'partners', ciSandbox: 'ci-sandbox' },
} as const

interface FleetPoolSeed {
  name: string
  description: string
  ip_version?: 'v4' | 'v6'
  assignment?: 'silos' | 'system_services'
  ranges: [first: string, last: string][]
  /** Silo names, each with whether the pool is its default. */
  links: [silo: string, isDefault: boolean][]
}

const { silos: FLEET_SILOS } = FLEET_IP_SEED

const FLEET_POOLS: FleetPoolSeed[] = [
  {
    name: FLEET_IP_SEED.researchPool,
    description: 'Public IPv4 addresses for the research silo',
    ranges: [['192.0.2.2', '192.0.2.62']],
    links: [[FLEET_SILOS.research, true]],
  },
  {
    name: FLEET_IP_SEED.partnersPool,
    description: 'Addresses for partner-facing services',
    ranges: [
      ['192.0.2.130', '192.0.2.190'],
      ['198.51.100.1', '198.51.100.9'],
    ],
    links: [
      [FLEET_SILOS.partners, true],
      [FLEET_SILOS.research, false],
    ],
  },
  {
    name: FLEET_IP_SEED.v6Pool,
    description: 'Routed IPv6 prefixes for every tenant silo',
    ip_version: 'v6',
    ranges: [
      ['2001:db8:100::', '2001:db8:100:0:ffff:ffff:ffff:ffff'],
      ['2001:db8:200::1', '2001:db8:200::ffff'],
    ],
    links: [
      [FLEET_SILOS.research, true],
      [FLEET_SILOS.partners, true],
      [FLEET_SILOS.ciSandbox, false],
    ],
  },
  {
    name: FLEET_IP_SEED.smallPool,
    description: 'Egress addresses for CI runners',
    ranges: [['192.0.2.240', '192.0.2.247']],
    links: [[FLEET_SILOS.ciSandbox, true]],
  },
  {
    name: FLEET_IP_SEED.emptyPool,
    description: 'Reserved for the staging silo, not yet routed',
    ranges: [],
    links: [],
  },
  {
    name: FLEET_IP_SEED.servicesPool,
    description: 'Rack services: NTP, DNS and the external API',
    assignment: 'system_services',
    ranges: [['203.0.113.2', '203.0.113.9']],
    links: [],
  },
]

export function seedFleetIpPools(db: MockDb, context: FactoryContext) {
  for (const seed of FLEET_POOLS) {
    const pool = db.ipPools.insert(
      ipPoolFactory(context, {
        name: seed.name,
        description: seed.description,
        ip_version: seed.ip_version ?? 'v4',
        assignment: seed.assignment ?? 'silos',
      }),
    )
    for (const [first, last] of seed.ranges) {
      db.ipPoolRanges.insert(
        ipPoolRangeFactory(context, { ip_pool_id: pool.id, range: { first, last } }),
      )
    }
    for (const [siloName, isDefault] of seed.links) {
      const silo = db.silos.findBy((row) => row.name === siloName)
      if (!silo) continue
      db.ipPoolSiloLinks.insert({
        id: context.ids.uuid(),
        ip_pool_id: pool.id,
        silo_id: silo.id,
        is_default: isDefault,
      })
    }
  }
}
