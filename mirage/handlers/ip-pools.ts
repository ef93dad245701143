/**
 * A silo's IP pools as its users see them: the fleet's pools linked to the silo (`SiloIpPool`,
 * with the link's `is_default`), listed and looked up by name or id, and the contract's
 * PoolSelector rule for where an ephemeral or floating IP (or an external subnet) comes from.
 */
import type { MockDb, Schemas } from '../db'
import { badBody, invalidRequest, MockApiError } from '../errors'
import { defaultUnicastPools, siloIpPools } from '../ip-allocation'
import { lookupIpPool } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'
import { currentUser } from '../session-access'

type IpVersion = Schemas['IpVersion']
type SiloIpPool = Schemas['SiloIpPool']

/**
 * The message a server with default pools of both versions answers when a request names neither
 * a pool nor an `ip_version` (the console capitalises it: 'Ip_version required when …').
 */
export const IP_VERSION_REQUIRED = 'ip_version required when multiple default pools exist'

const IP_VERSIONS: readonly IpVersion[] = ['v4', 'v6']

function ipVersionOf(value: unknown, field: string): IpVersion | undefined {
  if (value === undefined || value === null) return undefined
  if (IP_VERSIONS.includes(value as IpVersion)) return value as IpVersion
  throw badBody(`${field}: unknown variant \`${String(value)}\`, expected \`v4\` or \`v6\``)
}

/** The pools a PoolSelector chooses among: IP pools, or subnet pools (external-subnets.ts). */
export interface PoolFamily<P extends { ip_version: IpVersion }> {
  /** A pool of the silo by name or id; 404 when there is none. */
  lookup: (key: string) => P
  /** The silo's default pools, at most one per IP version. */
  defaults: () => P[]
  /** How the server names a missing default: 'IP pool', 'IPv4 pool'; 'subnet pool', 'IPv4 subnet pool'. */
  defaultNoun: (version?: IpVersion) => string
}

/**
 * The pool a PoolSelector picks, by the contract's rules: `explicit` names a pool of the silo;
 * `auto` (also the default when the selector is absent) takes the silo's default pool, and
 * "if the silo has default pools for both IPv4 and IPv6, the request will fail unless
 * `ip_version` is specified" (PoolSelector.ip_version, AddressAllocator.pool_selector,
 * ExternalSubnetAllocator.pool_selector).
 */
export function selectPool<P extends { ip_version: IpVersion }>(
  family: PoolFamily<P>,
  selector: unknown,
  field: string,
): P {
  const given = (selector ?? { type: 'auto' }) as Record<string, unknown>
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw badBody(`${field}: invalid type: expected an object`)
  }
  if (given.type === 'explicit') {
    if (typeof given.pool !== 'string') throw badBody(`${field}: missing field \`pool\``)
    return family.lookup(given.pool)
  }
  if (given.type !== 'auto') {
    throw badBody(
      `${field}: unknown variant \`${String(given.type)}\`, expected \`explicit\` or \`auto\``,
    )
  }
  const version = ipVersionOf(given.ip_version, `${field}.ip_version`)
  const defaults = family.defaults()
  if (version) {
    const pool = defaults.find((row) => row.ip_version === version)
    if (!pool) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: default ${family.defaultNoun(version)} for current silo`,
      )
    }
    return pool
  }
  const versions = new Set(defaults.map((pool) => pool.ip_version))
  if (versions.size > 1) throw invalidRequest(IP_VERSION_REQUIRED)
  if (defaults.length === 0) {
    throw new MockApiError(
      404,
      'ObjectNotFound',
      `not found: default ${family.defaultNoun()} for current silo`,
    )
  }
  return defaults[0]
}

/** The IP pool a PoolSelector picks (`selectPool`); only a unicast pool gives an address. */
export function resolvePoolSelector(
  db: MockDb,
  siloId: string,
  selector: unknown,
  field = 'pool_selector',
): SiloIpPool {
  const pool = selectPool(
    {
      lookup: (key) => lookupIpPool(db, siloId, key),
      defaults: () => defaultUnicastPools(db, siloId),
      defaultNoun: (version) => (version ? `IP${version} pool` : 'IP pool'),
    },
    selector,
    field,
  )
  if (pool.pool_type !== 'unicast') {
    throw invalidRequest(`IP pool ${pool.name} is a multicast pool; choose a unicast pool`)
  }
  return pool
}

export const ipPoolHandlers = {
  ip_pool_list: ({ db, session, query }) =>
    paginateByNameOrId(
      siloIpPools(db, currentUser(db, session).silo_id).filter(
        (pool) =>
          (!query.ip_version || pool.ip_version === query.ip_version) &&
          (!query.pool_type || pool.pool_type === query.pool_type),
      ),
      query,
    ),

  ip_pool_view: ({ db, session, params }) =>
    lookupIpPool(db, currentUser(db, session).silo_id, params.pool),
} satisfies HandlerMap
