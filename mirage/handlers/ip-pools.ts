/** The silo's IP pools as a silo user sees them: listed and looked up by name or id. */
import type { MockDb } from '../db'
import { notFound } from '../errors'
import { isUuid } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'

export function lookupIpPool(db: MockDb, selector: string) {
  const pool = isUuid(selector)
    ? db.ipPools.find(selector)
    : db.ipPools.findBy((row) => row.name === selector)
  if (!pool) throw notFound('ip-pool', selector)
  return pool
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
