/**
 * The fleet's subnet pools: an IPv4 and an IPv6 pool with members, each the default of its
 * version in the default silo (the IPv4 one linked to `research` too), and an IPv4 pool with no
 * members, linked nowhere (the one an operator can delete). Members come from the benchmarking
 * range (RFC 2544) and the documentation prefix (RFC 3849), away from the IP pools' ranges.
 */
import type { MockDb } from '../db'
import { type FactoryContext, subnetPoolFactory, subnetPoolMemberFactory } from '../factories'
import { FLEET_IP_SEED } from './ip-seeds'

export const SUBNET_POOL_SEED = {
  v4Pool: 'tenant-v4',
  v6Pool: 'tenant-v6',
  /** No members, linked nowhere: deletable. */
  emptyPool: 'lab-v4',
} as const

interface SubnetPoolSeed {
  name: string
  description: string
  ip_version: 'v4' | 'v6'
  members: [subnet: string, minPrefixLength: number, maxPrefixLength: number][]
  /** Silo names (`DEFAULT_SILO` for the default silo), each with whether the pool is its default. */
  links: [silo: string, isDefault: boolean][]
}

/** Stands for the default silo, whose id the caller gives. */
const DEFAULT_SILO = ''

const SUBNET_POOLS: SubnetPoolSeed[] = [
  {
    name: SUBNET_POOL_SEED.v4Pool,
    description: 'Routed IPv4 subnets for tenant services',
    ip_version: 'v4',
    members: [
      ['198.18.0.0/20', 24, 28],
      ['198.18.16.0/22', 22, 32],
    ],
    links: [
      [DEFAULT_SILO, true],
      [FLEET_IP_SEED.silos.research, false],
    ],
  },
  {
    name: SUBNET_POOL_SEED.v6Pool,
    description: 'IPv6 prefixes delegated to tenant routers',
    ip_version: 'v6',
    members: [['2001:db8:f000::/36', 48, 64]],
    links: [[DEFAULT_SILO, true]],
  },
  {
    name: SUBNET_POOL_SEED.emptyPool,
    description: 'Reserved for the network lab, not yet routed',
    ip_version: 'v4',
    members: [],
    links: [],
  },
]

/** After the silos, which the pools link to; a silo that is not seeded is skipped. */
export function seedSubnetPools(db: MockDb, context: FactoryContext, defaultSiloId: string) {
  for (const seed of SUBNET_POOLS) {
    const pool = db.subnetPools.insert(
      subnetPoolFactory(context, {
        name: seed.name,
        description: seed.description,
        ip_version: seed.ip_version,
      }),
    )
    for (const [subnet, min_prefix_length, max_prefix_length] of seed.members) {
      db.subnetPoolMembers.insert(
        subnetPoolMemberFactory(context, {
          subnet_pool_id: pool.id,
          subnet,
          min_prefix_length,
          max_prefix_length,
        }),
      )
    }
    for (const [siloName, is_default] of seed.links) {
      const siloId =
        siloName === DEFAULT_SILO
          ? defaultSiloId
          : db.silos.findBy((row) => row.name === siloName)?.id
      if (!siloId) continue
      db.subnetPoolSiloLinks.insert({
        id: context.ids.uuid(),
        subnet_pool_id: pool.id,
        silo_id: siloId,
        is_default,
      })
    }
  }
}
