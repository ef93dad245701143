/**
 * A pool's links to silos, one rule set for the fleet's IP pools and subnet pools (the
 * contract's `/v1/system/ip-pools/{pool}/silos` and `/v1/system/subnet-pools/{pool}/silos`): the
 * links listed by silo id, a silo linked to a pool once, a link's `is_default` set, and a silo
 * unlinked only while it holds nothing allocated from the pool. "A silo can have at most one
 * default pool" of a kind (IpPoolSiloLink.is_default, SiloSubnetPool.is_default): making a pool
 * the default leaves the silo's other default of that kind linked, no longer the default.
 */
import type { MockDb, Table } from '../db'
import { invalidRequest, MockApiError } from '../errors'
import { liveContext } from '../factories'
import { lookupSilo } from '../lookup'
import { type PageQuery, paginate } from '../pagination'
import { booleanField, stringField } from '../validate'

interface LinkedPool {
  id: string
  name: string
}

interface SiloLinkRecord {
  id: string
  silo_id: string
  is_default: boolean
}

/** What differs between the pools whose silo links these are. */
export interface PoolSiloLinkKind<P extends LinkedPool, L extends SiloLinkRecord> {
  /** The pool as messages name it: `IP pool`, `Subnet pool`. */
  poolLabel: string
  /** The resource a missing link's 404 names: `ip-pool-resource`. */
  resource: string
  links: (db: MockDb) => Table<L>
  poolIdOf: (link: L) => string
  newLink: (id: string, poolId: string, siloId: string, isDefault: boolean) => L
  /** Whether the pool `otherPoolId` shares `pool`'s kind, of which a silo has one default. */
  sameDefaultKind: (db: MockDb, pool: P, otherPoolId: string) => boolean
  /** Whether the silo holds something allocated from the pool, which keeps the link. */
  siloHoldsFrom: (db: MockDb, poolId: string, siloId: string) => boolean
  /** The refusal of an unlink while the silo holds something from the pool. */
  inUseMessage: string
  /** Why the pool may not be linked to any silo at all; undefined when it may. */
  linkRefusal?: (pool: P) => string | undefined
}

/** The silo link handlers' work for one kind of pool; each takes the pool its handler looked up. */
export function poolSiloLinks<P extends LinkedPool, L extends SiloLinkRecord>(
  kind: PoolSiloLinkKind<P, L>,
) {
  const linkView = ({ id: _id, ...link }: L): Omit<L, 'id'> => link

  const findLink = (db: MockDb, poolId: string, siloId: string) =>
    kind.links(db).findBy((row) => kind.poolIdOf(row) === poolId && row.silo_id === siloId)

  function requireLink(db: MockDb, pool: P, siloKey: string) {
    const silo = lookupSilo(db, siloKey)
    const link = findLink(db, pool.id, silo.id)
    if (!link) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: ${kind.resource} with id "${pool.id}" for silo "${silo.name}"`,
      )
    }
    return link
  }

  function clearOtherDefault(db: MockDb, pool: P, siloId: string) {
    for (const link of kind
      .links(db)
      .where((row) => row.silo_id === siloId && row.is_default && kind.poolIdOf(row) !== pool.id)) {
      if (kind.sameDefaultKind(db, pool, kind.poolIdOf(link))) {
        kind.links(db).update(link.id, { ...link, is_default: false })
      }
    }
  }

  return {
    list(db: MockDb, pool: P, query: PageQuery) {
      const page = paginate(
        kind.links(db).where((row) => kind.poolIdOf(row) === pool.id),
        query,
        { id_ascending: { key: (link) => link.silo_id } },
      )
      return { ...page, items: page.items.map(linkView) }
    },

    link(db: MockDb, pool: P, body: unknown) {
      const silo = lookupSilo(db, stringField(body, 'silo'))
      const isDefault = booleanField(body, 'is_default')
      const refusal = kind.linkRefusal?.(pool)
      if (refusal) throw invalidRequest(refusal)
      if (findLink(db, pool.id, silo.id)) {
        throw invalidRequest(
          `${kind.poolLabel} ${pool.name} is already linked to silo ${silo.name}`,
        )
      }
      if (isDefault) clearOtherDefault(db, pool, silo.id)
      return linkView(
        kind.links(db).insert(kind.newLink(liveContext.ids.uuid(), pool.id, silo.id, isDefault)),
      )
    },

    update(db: MockDb, pool: P, siloKey: string, body: unknown) {
      const link = requireLink(db, pool, siloKey)
      const isDefault = booleanField(body, 'is_default')
      if (isDefault) clearOtherDefault(db, pool, link.silo_id)
      return linkView(kind.links(db).update(link.id, { ...link, is_default: isDefault }))
    },

    /** A deleted pool's links go with it. */
    unlinkAll(db: MockDb, pool: P) {
      for (const link of kind.links(db).where((row) => kind.poolIdOf(row) === pool.id)) {
        kind.links(db).remove(link.id)
      }
    },

    unlink(db: MockDb, pool: P, siloKey: string) {
      const link = requireLink(db, pool, siloKey)
      // contract: "Will fail if there are any outstanding IPs allocated in the silo"
      if (kind.siloHoldsFrom(db, pool.id, link.silo_id)) throw invalidRequest(kind.inUseMessage)
      kind.links(db).remove(link.id)
    },
  }
}
