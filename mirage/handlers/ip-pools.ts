/**
 * The silo's IP pools as a silo user sees them: listed and looked up by name or id, and the
 * contract's PoolSelector rule for where an ephemeral IP comes from.
 */
import type { MockDb, Schemas } from '../db'
import { badBody, invalidRequest, MockApiError, notFound } from '../errors'
import { isUuid } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'

type IpVersion = Schemas['IpVersion']
type SiloIpPool = Schemas['SiloIpPool']

export function lookupIpPool(db: MockDb, selector: string) {
  const pool = isUuid(selector)
    ? db.ipPools.find(selector)
    : db.ipPools.findBy((row) => row.name === selector)
  if (!pool) throw notFound('ip-pool', selector)
  return pool
}

/**
 * The message a server with default pools of both versions answers when a request names neither
 * a pool nor an `ip_version` (the console capitalises it: 'Ip_version required when …').
 */
export const IP_VERSION_REQUIRED = 'ip_version required when multiple default pools exist'

const IP_VERSIONS: readonly IpVersion[] = ['v4', 'v6']

/** The silo's default unicast pools (at most one per IP version, SiloIpPool.is_default). */
export const defaultUnicastPools = (db: MockDb) =>
  db.ipPools.where((pool) => pool.is_default && pool.pool_type === 'unicast')

function ipVersionOf(value: unknown, field: string): IpVersion | undefined {
  if (value === undefined || value === null) return undefined
  if (IP_VERSIONS.includes(value as IpVersion)) return value as IpVersion
  throw badBody(`${field}: unknown variant \`${String(value)}\`, expected \`v4\` or \`v6\``)
}

/**
 * The pool a PoolSelector picks, by the contract's rules: `explicit` names a pool of the silo;
 * `auto` (also the default when the selector is absent) takes the silo's default pool, and
 * "if the silo has default pools for both IPv4 and IPv6, the request will fail unless
 * `ip_version` is specified" (PoolSelector.ip_version, AddressAllocator.pool_selector).
 */
export function resolvePoolSelector(
  db: MockDb,
  selector: unknown,
  field = 'pool_selector',
): SiloIpPool {
  const given = (selector ?? { type: 'auto' }) as Record<string, unknown>
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw badBody(`${field}: invalid type: expected an object`)
  }
  if (given.type === 'explicit') {
    if (typeof given.pool !== 'string') throw badBody(`${field}: missing field \`pool\``)
    const pool = lookupIpPool(db, given.pool)
    if (pool.pool_type !== 'unicast') {
      throw invalidRequest(`IP pool ${pool.name} is a multicast pool; choose a unicast pool`)
    }
    return pool
  }
  if (given.type !== 'auto') {
    throw badBody(
      `${field}: unknown variant \`${String(given.type)}\`, expected \`explicit\` or \`auto\``,
    )
  }
  const version = ipVersionOf(given.ip_version, `${field}.ip_version`)
  const defaults = defaultUnicastPools(db)
  if (version) {
    const pool = defaults.find((row) => row.ip_version === version)
    if (!pool) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: default IP${version} pool for current silo`,
      )
    }
    return pool
  }
  const versions = new Set(defaults.map((pool) => pool.ip_version))
  if (versions.size > 1) throw invalidRequest(IP_VERSION_REQUIRED)
  if (defaults.length === 0) {
    throw new MockApiError(404, 'ObjectNotFound', 'not found: default IP pool for current silo')
  }
  return defaults[0]
}

export const ipPoolHandlers = {
  ip_pool_list: ({ db, query }) =>
    paginateByNameOrId(
      db.ipPools.where(
        (pool) =>
          (!query.ip_version || pool.ip_version === query.ip_version) &&
          (!query.pool_type || pool.pool_type === query.pool_type),
      ),
      query,
    ),

  ip_pool_view: ({ db, params }) => lookupIpPool(db, params.pool),
} satisfies HandlerMap
