/**
 * External subnets in `mock-project`, from the IPv4 subnet pool (subnet-pool-seeds.ts): one
 * attached to the main instance (stopped, so it can be detached), one free. The free one sits in
 * the pool's /22 member, so that member has no /22 left: a request for one is refused as out of
 * capacity, the preview's way to reach that error.
 */
import type { MockDb } from '../db'
import { externalSubnetFactory, type FactoryContext } from '../factories'
import { INSTANCE_SEED } from './instance-seeds'
import { SUBNET_POOL_SEED } from './subnet-pool-seeds'

export const EXTERNAL_SUBNET_SEED = {
  /** Attached to `attachedTo`. */
  attached: 'edge-v4',
  attachedTo: INSTANCE_SEED.main,
  free: 'vpn-v4',
  pool: SUBNET_POOL_SEED.v4Pool,
  /** No member of `pool` has a free subnet of this prefix length. */
  exhaustedPrefixLength: 22,
} as const

const SUBNETS = [
  {
    name: EXTERNAL_SUBNET_SEED.attached,
    description: 'Routed prefix for the edge proxies',
    subnet: '198.18.0.0/24',
    member: '198.18.0.0/20',
    instance: EXTERNAL_SUBNET_SEED.attachedTo,
  },
  {
    name: EXTERNAL_SUBNET_SEED.free,
    description: 'Addresses for the site-to-site VPN',
    subnet: '198.18.16.0/28',
    member: '198.18.16.0/22',
    instance: undefined,
  },
]

/** After the instances and the subnet pools; nothing when either is not seeded. */
export function seedExternalSubnets(db: MockDb, context: FactoryContext) {
  const project = db.projects.findBy((row) => row.name === INSTANCE_SEED.project)
  if (!project) return
  for (const seed of SUBNETS) {
    const member = db.subnetPoolMembers.findBy((row) => row.subnet === seed.member)
    if (!member) continue
    const instance = db.instances.findBy(
      (row) => row.project_id === project.id && row.name === seed.instance,
    )
    db.externalSubnets.insert(
      externalSubnetFactory(context, {
        project_id: project.id,
        name: seed.name,
        description: seed.description,
        subnet: seed.subnet,
        subnet_pool_id: member.subnet_pool_id,
        subnet_pool_member_id: member.id,
        instance_id: instance?.id ?? null,
      }),
    )
  }
}
