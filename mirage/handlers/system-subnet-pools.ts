/**
 * The fleet's subnet pools as an operator manages them (`/v1/system/subnet-pools`): pools, their
 * member subnets and utilization, and their links to silos, with the server's rules: names
 * unique; an IP version every member matches (SubnetPoolCreate.ip_version); members that are
 * networks (no host bits set), whose prefix-length bounds lie within the version's widths and
 * the member itself (SubnetPoolMemberAdd), and that overlap no member of any pool; a member is
 * removed by its exact subnet (SubnetPoolMemberRemove); neither a member nor a silo link goes
 * while an external subnet allocated from it remains (external-subnets.ts); no deleting a pool
 * that still has members (as Nexus refuses an IP pool with ranges); at most one default pool per
 * silo and IP version (SiloSubnetPool.is_default).
 */
import type { MockDb, Schemas, SubnetPoolSiloLinkRecord } from '../db'
import { alreadyExists, badBody, invalidRequest, MockApiError } from '../errors'
import { liveContext, subnetPoolFactory, subnetPoolMemberFactory } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { projectSiloId } from '../ip-allocation'
import { lookupSilo, lookupSystemSubnetPool } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate, paginateByNameOrId } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import {
  allocatedSize,
  hasHostBits,
  MAX_PREFIX_LENGTH,
  memberNet,
  membersOf,
  type Net,
  netSize,
  netsOverlap,
  netText,
  networkOf,
  parseNet,
  siloSubnetPools,
} from '../subnet-pools'
import { requireBody, stringField } from '../validate'
import { poolSiloLinks } from './pool-silo-links'

type SubnetPool = Schemas['SubnetPool']
type IpVersion = Schemas['IpVersion']

export const DELETE_WITH_MEMBERS = 'Subnet pool cannot be deleted while it has members'
/** A member or silo link an allocated external subnet depends on stays, as an IP pool's do. */
export const MEMBER_IN_USE =
  'Subnet pool members cannot be removed while external subnets are allocated from them'
export const LINK_IN_USE = 'External subnets from this pool are in use in the linked silo'

const IP_VERSIONS: readonly IpVersion[] = ['v4', 'v6']
const versionLabel: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

const poolNamed = (db: MockDb, name: string) => db.subnetPools.findBy((row) => row.name === name)

/** SubnetPoolCreate's required `ip_version`, refused like serde refuses a bad variant. */
function ipVersionField(body: unknown): IpVersion {
  const value = requireBody(body).ip_version
  if (value === undefined || value === null) throw badBody('missing field `ip_version`')
  if (IP_VERSIONS.includes(value as IpVersion)) return value as IpVersion
  throw badBody(`ip_version: unknown variant \`${String(value)}\`, expected \`v4\` or \`v6\``)
}

/** The body's IpNet `subnet`, as the contract's patterns read it. */
function subnetField(body: unknown): Net {
  const net = parseNet(stringField(body, 'subnet'))
  if (!net) throw badBody('subnet: invalid IP network syntax')
  return net
}

/** An optional uint8 (the contract's nullable prefix lengths): absent or null is none. */
function prefixLengthField(body: unknown, field: string): number | undefined {
  const value = requireBody(body)[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255) {
    throw badBody(`${field}: invalid value: ${JSON.stringify(value)}, expected u8`)
  }
  return value
}

/**
 * A member's prefix-length bounds (SubnetPoolMemberAdd): each within the version's widths, the
 * minimum defaulting to the subnet's own prefix length and not shorter than it (nothing larger
 * than the member can come from it), the maximum defaulting to the version's widest and not
 * below the minimum.
 */
function prefixBounds(body: unknown, net: Net) {
  const widest = MAX_PREFIX_LENGTH[net.version]
  const min = prefixLengthField(body, 'min_prefix_length') ?? net.width
  const max = prefixLengthField(body, 'max_prefix_length') ?? widest
  for (const [field, value] of [
    ['min_prefix_length', min],
    ['max_prefix_length', max],
  ] as const) {
    if (value > widest) {
      throw invalidRequest(
        `${field} must be at most ${widest} for an ${versionLabel[net.version]} subnet`,
      )
    }
  }
  if (min < net.width) {
    throw invalidRequest(
      `min_prefix_length ${min} is shorter than the subnet's own prefix length ${net.width}`,
    )
  }
  if (max < min) {
    throw invalidRequest(`max_prefix_length ${max} is less than min_prefix_length ${min}`)
  }
  return { min_prefix_length: min, max_prefix_length: max }
}

/** "A silo can have at most one default pool per IP version" (SiloSubnetPool.is_default). */
const subnetPoolSiloLinks = poolSiloLinks<SubnetPool, SubnetPoolSiloLinkRecord>({
  poolLabel: 'Subnet pool',
  resource: 'subnet-pool-resource',
  links: (db) => db.subnetPoolSiloLinks,
  poolIdOf: (link) => link.subnet_pool_id,
  newLink: (id, subnet_pool_id, silo_id, is_default) => ({
    id,
    subnet_pool_id,
    silo_id,
    is_default,
  }),
  sameDefaultKind: (db, pool, otherPoolId) =>
    db.subnetPools.find(otherPoolId)?.ip_version === pool.ip_version,
  siloHoldsFrom: (db, poolId, siloId) =>
    db.externalSubnets
      .all()
      .some((row) => row.subnet_pool_id === poolId && projectSiloId(db, row.project_id) === siloId),
  inUseMessage: LINK_IN_USE,
})

/** Members sort by version, then first address, then width: the order an operator reads them. */
const subnetKey = (member: Schemas['SubnetPoolMember']) => {
  const net = memberNet(member)
  const first = networkOf(net).toString(16).padStart(32, '0')
  return `${net.version}:${first}/${String(net.width).padStart(3, '0')}`
}

export const systemSubnetPoolHandlers = {
  system_subnet_pool_list: ({ db, query }) => paginateByNameOrId(db.subnetPools.all(), query),

  system_subnet_pool_create: ({ db, body }) => {
    const { name, description } = identityCreate(body)
    const ip_version = ipVersionField(body)
    failOnSentinelName(name)
    if (poolNamed(db, name)) throw alreadyExists('subnet-pool', name)
    return db.subnetPools.insert(subnetPoolFactory(liveContext, { name, description, ip_version }))
  },

  system_subnet_pool_view: ({ db, params }) => lookupSystemSubnetPool(db, params.pool),

  system_subnet_pool_update: ({ db, params, body }) => {
    const pool = lookupSystemSubnetPool(db, params.pool)
    const patch = identityPatch(pool, identityUpdate(body), 'subnet-pool', (name) =>
      Boolean(poolNamed(db, name)),
    )
    return db.subnetPools.update(pool.id, patch)
  },

  system_subnet_pool_delete: ({ db, params }) => {
    const pool = lookupSystemSubnetPool(db, params.pool)
    if (membersOf(db, pool.id).length > 0) throw invalidRequest(DELETE_WITH_MEMBERS)
    subnetPoolSiloLinks.unlinkAll(db, pool)
    db.subnetPools.remove(pool.id)
  },

  system_subnet_pool_member_list: ({ db, params, query }) => {
    const pool = lookupSystemSubnetPool(db, params.pool)
    return paginate(membersOf(db, pool.id), query, { subnet: { key: subnetKey } })
  },

  system_subnet_pool_member_add: ({ db, params, body }) => {
    const pool = lookupSystemSubnetPool(db, params.pool)
    const net = subnetField(body)
    if (net.version !== pool.ip_version) {
      throw invalidRequest(
        `Cannot add an ${versionLabel[net.version]} subnet to the ${versionLabel[pool.ip_version]} subnet pool ${pool.name}`,
      )
    }
    const subnet = netText(net)
    if (hasHostBits(net)) {
      throw invalidRequest(`The subnet has host bits set: did you mean ${subnet}?`)
    }
    const bounds = prefixBounds(body, net)
    const overlapping = db.subnetPoolMembers.all().find((row) => netsOverlap(memberNet(row), net))
    if (overlapping) {
      throw invalidRequest(
        `The subnet ${subnet} overlaps with ${overlapping.subnet}, a member of a subnet pool`,
      )
    }
    return db.subnetPoolMembers.insert(
      subnetPoolMemberFactory(liveContext, { subnet_pool_id: pool.id, subnet, ...bounds }),
    )
  },

  system_subnet_pool_member_remove: ({ db, params, body }) => {
    const pool = lookupSystemSubnetPool(db, params.pool)
    const net = subnetField(body)
    // "Must match an existing entry exactly": the same network and prefix length
    const member = membersOf(db, pool.id).find((row) => {
      const stored = memberNet(row)
      return (
        stored.version === net.version &&
        stored.width === net.width &&
        stored.address === net.address
      )
    })
    if (!member) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: subnet-pool-member ${netText(net)} in subnet pool "${pool.name}"`,
      )
    }
    if (db.externalSubnets.findBy((row) => row.subnet_pool_member_id === member.id)) {
      throw invalidRequest(MEMBER_IN_USE)
    }
    db.subnetPoolMembers.remove(member.id)
  },

  system_subnet_pool_utilization_view: ({ db, params }) => {
    const pool = lookupSystemSubnetPool(db, params.pool)
    // the contract's doubles: an IPv6 member's count passes 2^53, where precision gives way
    const capacity = membersOf(db, pool.id).reduce(
      (sum, member) => sum + Number(netSize(memberNet(member))),
      0,
    )
    // what the pool's external subnets take is no longer remaining
    return { capacity, remaining: capacity - Number(allocatedSize(db, pool.id)) }
  },

  system_subnet_pool_silo_list: ({ db, params, query }) =>
    subnetPoolSiloLinks.list(db, lookupSystemSubnetPool(db, params.pool), query),

  system_subnet_pool_silo_link: ({ db, params, body }) =>
    subnetPoolSiloLinks.link(db, lookupSystemSubnetPool(db, params.pool), body),

  system_subnet_pool_silo_update: ({ db, params, body }) =>
    subnetPoolSiloLinks.update(db, lookupSystemSubnetPool(db, params.pool), params.silo, body),

  system_subnet_pool_silo_unlink: ({ db, params }) =>
    subnetPoolSiloLinks.unlink(db, lookupSystemSubnetPool(db, params.pool), params.silo),

  silo_subnet_pool_list: ({ db, params, query }) =>
    paginateByNameOrId(siloSubnetPools(db, lookupSilo(db, params.silo).id), query),
} satisfies HandlerMap
