/**
 * What a route's page needs for its first rows, declared beside the page (src/routes/)
 * (docs/architecture.md, Loading): the queries, with the arguments the page itself builds, so the
 * request a navigation (or a hovered link) starts is the one the page's hook finds in RTK Query's
 * cache.
 */
import type { ResultTypeFrom } from '@reduxjs/toolkit/query'
import { STALE_TIME_MS } from '~/lib/constants'
import type { RootState } from '~/store'
import { api, type EndpointDefinitions } from '~/store/api'
import type { QueryName, RouteQuery, RouteStore } from './route-types'
import { listPageArgs, storedPageSize } from './util/list-pages'

export type QueryArgs<Name extends QueryName> = Parameters<typeof api.util.prefetch<Name>>[1]

/**
 * The endpoint, once its area has injected it (the area loads with the route: RouteLoad.areas);
 * until then `api.endpoints` lacks it, whatever its type says.
 */
const injected = (endpoint: QueryName) =>
  (
    api.endpoints as Partial<
      Record<
        QueryName,
        { select: (args: unknown) => (state: RootState) => { data?: unknown; isError: boolean } }
      >
    >
  )[endpoint]

/** What the endpoint answers, as its hooks read it. */
type QueryResult<Name extends QueryName> = ResultTypeFrom<EndpointDefinitions[Name]>

interface RouteQueryOptions<Name extends QueryName> {
  /**
   * The page renders from the normalized store without it (a detail page's entity that a list
   * loaded), so it is neither sent nor waited for then.
   */
  inStore?: (state: RootState) => boolean
  /** The queries its answer leads to (RouteQuery.followUps), derived from that answer. */
  followUps?: (data: QueryResult<Name>) => RouteQuery[]
}

/** A query of a route's first rows. */
export function routeQuery<Name extends QueryName>(
  endpoint: Name,
  args: QueryArgs<Name>,
  { inStore, followUps }: RouteQueryOptions<Name> = {},
): RouteQuery {
  return {
    endpoint,
    args,
    followUps:
      followUps &&
      ((state) => {
        const data = injected(endpoint)?.select(args)(state).data
        return data === undefined ? [] : followUps(data as QueryResult<Name>)
      }),
    start: (store) => {
      if (inStore?.(store.getState()) || !injected(endpoint)) return
      store.dispatch(api.util.prefetch(endpoint, args, { ifOlderThan: STALE_TIME_MS / 1000 }))
    },
    isIn: (state) => {
      if (inStore?.(state)) return true
      const entry = injected(endpoint)?.select(args)(state)
      return entry !== undefined && (entry.data !== undefined || entry.isError)
    },
  }
}

/** Entities the store keeps by name and by id (store/entities). */
interface NamedEntities {
  selectors: { byNameOrId: (state: RootState, nameOrId: string) => unknown }
}

/**
 * A route frame's one resource (a silo, a pool): asked for unless a list has already put it in
 * the store under the name or id the route gives.
 */
export const storedOrQuery = <Name extends QueryName>(
  endpoint: Name,
  args: QueryArgs<Name>,
  entities: NamedEntities,
  nameOrId: string,
) =>
  routeQuery(endpoint, args, {
    inStore: (state) => !!entities.selectors.byNameOrId(state, nameOrId),
  })

/**
 * The first page of a list page's list (useResourceList and its kin): its scope, at the page size
 * the user chose for the list at `path` (use-pagination.ts).
 */
export function firstPageQuery<Name extends QueryName>(
  endpoint: Name,
  scope: object,
  path: string,
  options?: Pick<RouteQueryOptions<Name>, 'followUps'>,
): RouteQuery {
  return routeQuery(
    endpoint,
    listPageArgs(scope, { limit: storedPageSize(path) }) as QueryArgs<Name>,
    options,
  )
}

/** Settles once every query is in, or after `maxMs`: the caller's cap on waiting. */
export function whenQueriesIn(
  store: RouteStore,
  queries: RouteQuery[],
  maxMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const allIn = () => queries.every((query) => query.isIn(store.getState()))
    if (allIn()) {
      resolve()
      return
    }
    const done = () => {
      unsubscribe()
      clearTimeout(timer)
      resolve()
    }
    const unsubscribe = store.subscribe(() => {
      if (allIn()) done()
    })
    const timer = setTimeout(done, maxMs)
  })
}
