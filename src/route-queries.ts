/**
 * What a route's page needs for its first rows, declared in the route table beside the page
 * (docs/architecture.md, Loading): the queries, with the arguments the page itself builds, so the
 * request a navigation (or a hovered link) starts is the one the page's hook finds in RTK Query's
 * cache.
 */
import type { ResultTypeFrom } from '@reduxjs/toolkit/query'
import { HOLD_FOR_DATA_MS, SPINNER_DELAY_MS, STALE_TIME_MS } from '~/lib/constants'
import type { AppStore, RootState } from '~/store'
import {
  type AlertDeliveryState,
  api,
  type EndpointDefinitions,
  type InstanceNetworkInterface,
} from '~/store/api'
import { listPageArgs, storedPageSize } from './util/list-pages'

type QueryName = Parameters<typeof api.util.prefetch>[0]
type QueryArgs<Name extends QueryName> = Parameters<typeof api.util.prefetch<Name>>[1]
export type RouteStore = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>

/** One query a page makes for its first rows, ready to start ahead of the page. */
export interface RouteQuery {
  endpoint: QueryName
  args: unknown
  /** Sends it unless an answer younger than the stale time is cached (SPEC §9) or in flight. */
  start: (store: RouteStore) => void
  /**
   * Whether the page can render complete from it: its answer is in (stale data counts: the page
   * shows it while asking again), it failed (the page shows the error), or the store already
   * holds what it would bring.
   */
  isIn: (state: RootState) => boolean
  /**
   * What the page asks for next from its answer (the look-ups of a list's first rows): started as
   * soon as it is in, rather than once the rows that need them have rendered (route-data.ts).
   */
  followUps?: (state: RootState) => RouteQuery[]
}

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

/** When the navigation to the page shown began (performance.now()); the first page's: the load's. */
let navigationStartedAt = 0

/** A navigation begins now: its page's first data is waited for from here (routes.tsx). */
export function startNavigationClock() {
  navigationStartedAt = performance.now()
}

/**
 * How long a list whose first rows are loading waits before it shows its spinner: what is left of
 * its navigation's wait for data (docs/architecture.md, Loading: a spinner only once the wait
 * outlasts the cap), and at least SPINNER_DELAY_MS, so a later first load (another page of the
 * list) that answers sooner shows none either.
 */
export const spinnerDelay = () =>
  Math.max(SPINNER_DELAY_MS, navigationStartedAt + HOLD_FOR_DATA_MS - performance.now())

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

// ---- the arguments pages and routes share (RTK Query keys its cache by them) ----

/** The instances page's list, before the page's limit and token. */
export const instanceListScope = (project: string) => ({ project })

/**
 * The arguments of a list scoped to one instance: its disks (the header's boot disk, the storage
 * tab), network interfaces (the header's VPC) and external IPs (the header's addresses).
 */
export const instanceScope = (project: string, instance: string) => ({ project, instance })

/** The VPC the instance page's header names: its primary network interface's, by id. */
export const primaryVpcId = (nics: InstanceNetworkInterface[]) =>
  nics.find((nic) => nic.primary)?.vpcId

/**
 * An alert receiver's deliveries, newest first, only those in the checked states (all when none
 * is: the contract's list filters by each state set to true).
 */
export const deliveryListArgs = (receiver: string, states: readonly AlertDeliveryState[] = []) => ({
  receiver,
  sortBy: 'time_and_id_descending' as const,
  ...Object.fromEntries(states.map((state) => [state, true])),
})

/** The disks the storage tab offers to attach: the project's first hundred. */
export const attachableDiskListArgs = (project: string) => ({ project, limit: 100 })
