/**
 * A silo's subnet pools as its users see them (`/v1/subnet-pools`): the fleet's subnet pools
 * linked to the silo (SiloSubnetPool, with the link's `is_default`), listed and looked up by name
 * or id; a pool not linked to the silo is not found.
 */
import { lookupSubnetPool } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'
import { currentUser } from '../session-access'
import { siloSubnetPools } from '../subnet-pools'

export const subnetPoolHandlers = {
  subnet_pool_list: ({ db, session, query }) =>
    paginateByNameOrId(siloSubnetPools(db, currentUser(db, session).silo_id), query),

  subnet_pool_view: ({ db, session, params }) =>
    lookupSubnetPool(db, currentUser(db, session).silo_id, params.pool),
} satisfies HandlerMap
