/**
 * The fleet's IP pools as an operator manages them (`/v1/system/ip-pools`): pools, their ranges
 * and utilization, and their links to silos, with the server's rules from the contract's
 * descriptions: names unique, ranges of the pool's IP version that overlap no range of any pool,
 * no deleting a pool that still has ranges, no removing a range or unlinking a silo while
 * addresses from it are in use, and at most one default pool per silo, IP version and pool type.
 */
import type { IpPoolSiloLinkRecord, MockDb, Schemas } from '../db'
import { alreadyExists, badBody, invalidRequest, MockApiError } from '../errors'
import { ipPoolFactory, ipPoolRangeFactory, liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import {
  addressToNumber,
  externalAddressesInUse,
  numberToAddress,
  projectSiloId,
  siloIpPools,
} from '../ip-allocation'
import { lookupSilo, lookupSystemIpPool } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate, paginateByNameOrId } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { requireBody, stringField } from '../validate'
import { poolSiloLinks } from './pool-silo-links'

type IpPool = Schemas['IpPool']
type IpVersion = Schemas['IpVersion']

/** Nexus refuses to delete a pool that still has ranges. */
export const DELETE_WITH_RANGES = 'IP Pool cannot be deleted while it contains IP ranges'
export const RANGE_IN_USE =
  'IP pool ranges cannot be deleted while external IP addresses are allocated from them'
export const UNLINK_IN_USE = 'IP addresses from this pool are in use in the linked silo'
export const RANGE_NOT_NON_DECREASING = 'IP address ranges must be non-decreasing'

const IP_VERSIONS: readonly IpVersion[] = ['v4', 'v6']
const POOL_TYPES: readonly Schemas['IpPoolType'][] = ['unicast', 'multicast']
const ASSIGNMENTS: readonly Schemas['IpPoolAssignment'][] = ['silos', 'system_services']

const versionLabel: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

/** An optional enum field with its contract default, refused like serde refuses a bad variant. */
function enumField<T extends string>(
  body: unknown,
  field: string,
  variants: readonly T[],
  fallback: T,
): T {
  const value = requireBody(body)[field]
  if (value === undefined || value === null) return fallback
  if (variants.includes(value as T)) return value as T
  throw badBody(
    `${field}: unknown variant \`${String(value)}\`, expected one of ${variants
      .map((variant) => `\`${variant}\``)
      .join(', ')}`,
  )
}

const poolNamed = (db: MockDb, name: string) => db.ipPools.findBy((row) => row.name === name)

export interface ParsedRange {
  version: IpVersion
  first: bigint
  last: bigint
}

/** The contract's IpRange: both ends valid addresses of one version, first not after last. */
function parseRange(body: unknown): ParsedRange {
  const ends = (['first', 'last'] as const).map((field) => {
    const text = stringField(body, field)
    const value = addressToNumber(text)
    if (value === undefined) throw badBody(`${field}: invalid IP address syntax`)
    return { version: (text.includes(':') ? 'v6' : 'v4') as IpVersion, value }
  })
  const [first, last] = ends
  if (first.version !== last.version) {
    throw badBody('the first and last address of a range must be of the same IP version')
  }
  if (first.value > last.value) throw badBody(RANGE_NOT_NON_DECREASING)
  return { version: first.version, first: first.value, last: last.value }
}

/** A stored range as numbers; seeded and added ranges always parse. */
function rangeBounds(range: Schemas['IpRange']): ParsedRange {
  return {
    version: range.first.includes(':') ? 'v6' : 'v4',
    first: addressToNumber(range.first) ?? 0n,
    last: addressToNumber(range.last) ?? 0n,
  }
}

/**
 * Nexus's refusal of a range that overlaps a stored one (its integration tests pin these words):
 * it names neither the stored range nor its pool, which the console finds itself
 * (src/resources/pools/ip-range-collision.ts).
 */
export const rangeOverlapMessage = (first: string, last: string) =>
  `The provided IP range ${first}-${last} overlaps with an existing range`

/**
 * The stored range, of any pool, that shares an address with `candidate`: Nexus keeps ranges
 * unique across every pool, refusing a candidate with an end inside a stored range or that holds
 * one, which is to say any two ranges of one version that are not wholly apart.
 */
export function collidingRange(db: MockDb, candidate: ParsedRange) {
  return db.ipPoolRanges.all().find((row) => {
    const stored = rangeBounds(row.range)
    return (
      stored.version === candidate.version &&
      stored.first <= candidate.last &&
      candidate.first <= stored.last
    )
  })
}

const rangesOf = (db: MockDb, poolId: string) =>
  db.ipPoolRanges.where((row) => row.ip_pool_id === poolId)

/** Addresses in use (ephemeral and floating IPs) that lie in one of the pool's ranges. */
function addressesInUse(db: MockDb, poolId: string, within = rangesOf(db, poolId)) {
  const bounds = within.map((row) => rangeBounds(row.range))
  return [...externalAddressesInUse(db)].filter((address) => {
    const value = addressToNumber(address)
    const version = address.includes(':') ? 'v6' : 'v4'
    return (
      value !== undefined &&
      bounds.some(
        (range) => range.version === version && range.first <= value && value <= range.last,
      )
    )
  })
}

/** Whether the silo holds an external IP from the pool (an instance's or a project's). */
function siloHoldsAddressFrom(db: MockDb, poolId: string, siloId: string) {
  const instanceSilo = (instanceId: string) => {
    const instance = db.instances.find(instanceId)
    return instance ? projectSiloId(db, instance.project_id) : undefined
  }
  return (
    db.ephemeralIps
      .all()
      .some((ip) => ip.ip_pool_id === poolId && instanceSilo(ip.instance_id) === siloId) ||
    db.floatingIps
      .all()
      .some((ip) => ip.ip_pool_id === poolId && projectSiloId(db, ip.project_id) === siloId)
  )
}

/** Ranges sort by their first address (contract: "Ranges are ordered by their first address"). */
const firstAddressKey = (row: Schemas['IpPoolRange']) => {
  const { version, first } = rangeBounds(row.range)
  return `${version}:${first.toString(16).padStart(32, '0')}`
}

/** Contract: "A silo can have at most one default pool per combination of pool type and IP version". */
const ipPoolSiloLinks = poolSiloLinks<IpPool, IpPoolSiloLinkRecord>({
  poolLabel: 'IP pool',
  resource: 'ip-pool-resource',
  links: (db) => db.ipPoolSiloLinks,
  poolIdOf: (link) => link.ip_pool_id,
  newLink: (id, ip_pool_id, silo_id, is_default) => ({ id, ip_pool_id, silo_id, is_default }),
  sameDefaultKind: (db, pool, otherPoolId) => {
    const other = db.ipPools.find(otherPoolId)
    return other?.ip_version === pool.ip_version && other.pool_type === pool.pool_type
  },
  siloHoldsFrom: siloHoldsAddressFrom,
  inUseMessage: UNLINK_IN_USE,
  linkRefusal: (pool) =>
    pool.assignment === 'silos'
      ? undefined
      : `IP pool ${pool.name} is reserved for system services`,
})

export const systemIpPoolHandlers = {
  system_ip_pool_list: ({ db, query }) =>
    paginateByNameOrId(
      db.ipPools.where(
        (pool) =>
          (!query.ip_version || pool.ip_version === query.ip_version) &&
          (!query.pool_type || pool.pool_type === query.pool_type) &&
          (!query.assignment || pool.assignment === query.assignment),
      ),
      query,
    ),

  system_ip_pool_create: ({ db, body }) => {
    const { name, description } = identityCreate(body)
    const ip_version = enumField(body, 'ip_version', IP_VERSIONS, 'v4')
    const pool_type = enumField(body, 'pool_type', POOL_TYPES, 'unicast')
    const assignment = enumField(body, 'assignment', ASSIGNMENTS, 'silos')
    failOnSentinelName(name)
    if (poolNamed(db, name)) throw alreadyExists('ip-pool', name)
    return db.ipPools.insert(
      ipPoolFactory(liveContext, { name, description, ip_version, pool_type, assignment }),
    )
  },

  system_ip_pool_view: ({ db, params }) => lookupSystemIpPool(db, params.pool),

  system_ip_pool_update: ({ db, params, body }) => {
    const pool = lookupSystemIpPool(db, params.pool)
    const patch = identityPatch(pool, identityUpdate(body), 'ip-pool', (name) =>
      Boolean(poolNamed(db, name)),
    )
    return db.ipPools.update(pool.id, patch)
  },

  system_ip_pool_delete: ({ db, params }) => {
    const pool = lookupSystemIpPool(db, params.pool)
    if (rangesOf(db, pool.id).length > 0) throw invalidRequest(DELETE_WITH_RANGES)
    ipPoolSiloLinks.unlinkAll(db, pool)
    db.ipPools.remove(pool.id)
  },

  system_ip_pool_range_list: ({ db, params, query }) => {
    const pool = lookupSystemIpPool(db, params.pool)
    return paginate(rangesOf(db, pool.id), query, {
      first_address: { key: firstAddressKey },
    })
  },

  system_ip_pool_range_add: ({ db, params, body }) => {
    const pool = lookupSystemIpPool(db, params.pool)
    const range = parseRange(body)
    if (range.version !== pool.ip_version) {
      throw invalidRequest(
        `Cannot add an ${versionLabel[range.version]} range to the ${versionLabel[pool.ip_version]} pool ${pool.name}`,
      )
    }
    const first = numberToAddress(range.first, range.version)
    const last = numberToAddress(range.last, range.version)
    if (collidingRange(db, range)) throw invalidRequest(rangeOverlapMessage(first, last))
    return db.ipPoolRanges.insert(
      ipPoolRangeFactory(liveContext, { ip_pool_id: pool.id, range: { first, last } }),
    )
  },

  system_ip_pool_range_remove: ({ db, params, body }) => {
    const pool = lookupSystemIpPool(db, params.pool)
    const range = parseRange(body)
    const stored = rangesOf(db, pool.id).find((row) => {
      const bounds = rangeBounds(row.range)
      return (
        bounds.version === range.version &&
        bounds.first === range.first &&
        bounds.last === range.last
      )
    })
    if (!stored) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: ip-pool-range ${numberToAddress(range.first, range.version)}-${numberToAddress(range.last, range.version)} in IP pool "${pool.name}"`,
      )
    }
    if (addressesInUse(db, pool.id, [stored]).length > 0) throw invalidRequest(RANGE_IN_USE)
    db.ipPoolRanges.remove(stored.id)
  },

  system_ip_pool_utilization_view: ({ db, params }) => {
    const pool = lookupSystemIpPool(db, params.pool)
    const ranges = rangesOf(db, pool.id)
    // the contract's doubles: an IPv6 range's count can pass 2^53, where precision gives way
    const capacity = ranges.reduce((sum, row) => {
      const { first, last } = rangeBounds(row.range)
      return sum + Number(last - first + 1n)
    }, 0)
    return { capacity, remaining: capacity - addressesInUse(db, pool.id, ranges).length }
  },

  system_ip_pool_silo_list: ({ db, params, query }) =>
    ipPoolSiloLinks.list(db, lookupSystemIpPool(db, params.pool), query),

  system_ip_pool_silo_link: ({ db, params, body }) =>
    ipPoolSiloLinks.link(db, lookupSystemIpPool(db, params.pool), body),

  system_ip_pool_silo_update: ({ db, params, body }) =>
    ipPoolSiloLinks.update(db, lookupSystemIpPool(db, params.pool), params.silo, body),

  system_ip_pool_silo_unlink: ({ db, params }) =>
    ipPoolSiloLinks.unlink(db, lookupSystemIpPool(db, params.pool), params.silo),

  silo_ip_pool_list: ({ db, params, query }) =>
    paginateByNameOrId(siloIpPools(db, lookupSilo(db, params.silo).id), query),
} satisfies HandlerMap
