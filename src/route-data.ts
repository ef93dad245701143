/**
 * What a location needs, apart from rendering it: its route, its page's code and its first-row
 * requests (DESIGN.md, Loading). No React DOM and no S2 here: the first load's entry runs this
 * as soon as the store's code is in, so the first requests leave before the code that renders
 * them has arrived (src/main.tsx).
 */

import { matchPattern } from '~/boot/first-requests'
import { HOLD_FOR_DATA_MS } from '~/lib/constants'
import type { RootState } from '~/store'
// the endpoints the first load asks for before any page code has come: the layout's user
// (layoutQueries) and the projects list, where the console opens (SPEC §2: / is /projects).
// Every other page's area comes with its route's load, beside its code.
import '~/store/api/current-user'
import '~/store/api/projects'
import type { ResolvedCrumb } from './hooks/use-route'
import { routeQuery, whenQueriesIn } from './route-queries'
import { flatRoutes } from './route-table'
import type { FlatRoute, RouteLoad, RouteParams, RouteQuery, RouteStore } from './route-types'

/** Fill `:name` and `:name?` segments of a wouter pattern. */
export function fillPattern(pattern: string, params: RouteParams) {
  return pattern
    .replace(/\/:(\w+)\?/g, (_, name: string) =>
      params[name] ? `/${encodeURIComponent(params[name])}` : '',
    )
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/**
 * The route's crumbs with their labels and links (SPEC §2: breadcrumbs come from route handles):
 * the breadcrumbs, the page title and the Jump to palette's page paths read them.
 */
export function resolveCrumbs(
  route: FlatRoute,
  params: RouteParams,
  storedNames: readonly (string | undefined)[] = [],
): ResolvedCrumb[] {
  let stored = 0
  return route.crumbs.map(({ crumb, pattern }) => ({
    label:
      typeof crumb === 'string'
        ? crumb
        : typeof crumb === 'function'
          ? crumb(params)
          : (storedNames[stored++] ?? crumb.fallback),
    href: fillPattern(pattern, params),
    isName: typeof crumb !== 'string',
  }))
}

/**
 * The names the store holds for the route's stored-name crumbs, in order (undefined where it
 * holds none yet), for `resolveCrumbs`; joined into one string a selector can compare cheaply.
 */
export function storedCrumbNames(route: FlatRoute, params: RouteParams, state: RootState) {
  return route.crumbs
    .flatMap(({ crumb }) =>
      typeof crumb === 'object' ? [crumb.name(state, params[crumb.param]) ?? ''] : [],
    )
    .join(STORED_NAMES_SEPARATOR)
}

/** Between the names `storedCrumbNames` joins: a character no name holds. */
export const STORED_NAMES_SEPARATOR = '\u0000'

/** `storedCrumbNames`' string as `resolveCrumbs` takes it. */
export const splitStoredNames = (joined: string) =>
  joined === '' ? [] : joined.split(STORED_NAMES_SEPARATOR).map((name) => name || undefined)

/** The route for a location: the first pattern of the table that matches (wouter's own parser). */
export function matchLocation(location: string) {
  for (const route of flatRoutes) {
    const params = matchPattern(route.pattern, location)
    if (params) return { route, params }
  }
  return null
}

/** The route that shows at `location` (through a redirect), its params and the path it shows at. */
function shownAt(location: string) {
  const match = matchLocation(location)
  if (match?.route.redirect === undefined) return match && { ...match, path: location }
  const path = fillPattern(match.route.redirect, match.params)
  const target = matchLocation(path)
  return target && { ...target, path }
}

/** The route that shows at `location`, through a redirect ('/projects/x' is its instances). */
export const routeAt = (location: string) => shownAt(location)?.route

/** The code of the page at `location`: its frames, page and side modal. */
function routeChunks(location: string) {
  const target = routeAt(location)
  if (!target) return []
  const { frames, page, modal } = target
  return [...frames, page, modal].filter((chunk) => chunk !== undefined)
}

/**
 * Fetches the code of the page at `location` ahead of a visit. Settles once every chunk has
 * loaded or failed: a chunk that fails here fails again, and is reported, when the user goes
 * there.
 */
export async function preloadLocation(location: string): Promise<void> {
  await Promise.allSettled(routeChunks(location).map((chunk) => chunk.preload()))
}

/** Routes whose code `preloadRouteCode` has asked for. */
const codePreloaded = new WeakSet<object>()

/**
 * The code of the page at `location` and of its first requests' store areas, once per route: the
 * link of every row of a list leads to the same page's code.
 */
export function preloadRouteCode(location: string): void {
  const route = routeAt(location)
  if (!route || codePreloaded.has(route)) return
  codePreloaded.add(route)
  void loadRouteAreas(location)
  void preloadLocation(location)
}

/** The queries the page at `location` needs for its first rows (the route table's loads). */
export function routeQueriesAt(location: string): RouteQuery[] {
  const shown = shownAt(location)
  return shown ? shown.route.loads.flatMap((load) => load.queries(shown.params, shown.path)) : []
}

/**
 * A load's store areas. One that fails to load fails again, and is reported, when its page
 * renders.
 */
const loadAreasOf = (load: RouteLoad) => load.areas?.().catch(() => undefined)

/** Loads the code of the store areas the first-row requests of the page at `location` need. */
export async function loadRouteAreas(location: string): Promise<void> {
  await Promise.all(shownAt(location)?.route.loads.map(loadAreasOf) ?? [])
}

/**
 * Starts the first-row requests of the page at `location`, each load's once the store areas it
 * needs have loaded (beside the page's code, not after it): the instance page's header asks at
 * once from the instances list, whose area is in, while its storage tab's waits for the disks'.
 * Resolves to all of them once every one has started.
 */
export async function startRouteData(location: string, store: RouteStore): Promise<RouteQuery[]> {
  const shown = shownAt(location)
  if (!shown) return []
  const started = await Promise.all(
    shown.route.loads.map(async (load) => {
      await loadAreasOf(load)
      const queries = load.queries(shown.params, shown.path)
      for (const query of queries) startWithFollowUps(query, store)
      return queries
    }),
  )
  return started.flat()
}

/**
 * Starts `query`, and what its answer leads to as soon as that is in (RouteQuery.followUps),
 * within the navigation's wait for data: an answer later than that finds the page shown, whose
 * rows then ask for their own.
 */
function startWithFollowUps(query: RouteQuery, store: RouteStore) {
  query.start(store)
  const { followUps } = query
  if (!followUps) return
  void whenQueriesIn(store, [query], HOLD_FOR_DATA_MS).then(() => {
    for (const next of followUps(store.getState())) startWithFollowUps(next, store)
  })
}

/**
 * Gets the page at `location` ready: its code, and its first data up to HOLD_FOR_DATA_MS. A
 * request that fails counts as in: the page shows its error (SPEC §8).
 */
export async function prepareLocation(location: string, store: RouteStore): Promise<void> {
  // the data's store areas, then the page's code, as the intent prefetch does (routes.tsx)
  const started = startRouteData(location, store)
  const data = started.then((queries) => whenQueriesIn(store, queries, HOLD_FOR_DATA_MS))
  await Promise.all([started.then(() => preloadLocation(location)), data])
}

/**
 * What a layout's own frame asks for (the top bar's user), started on the first load with the
 * page's requests. Not on a navigation: the layout stays mounted and keeps its own.
 */
const layoutQueries: Record<FlatRoute['layout'], RouteQuery[]> = {
  main: [routeQuery('currentUserView', undefined)],
  split: [],
  centred: [],
}

/**
 * The first load: the layout's requests and the page's leave now; settles once the page's code
 * and its first data are in (the data up to HOLD_FOR_DATA_MS; the entry caps its own wait
 * lower), so the first render can have the rows rather than render the page twice.
 */
export function startFirstLocation(location: string, store: RouteStore): Promise<void> {
  const layout = routeAt(location)?.layout
  for (const query of layout ? layoutQueries[layout] : []) query.start(store)
  return prepareLocation(location, store)
}

/**
 * Every query the first load at `location` starts at once, its layout's and its page's, with the
 * store areas they call loaded: what the build records for index.html's first script, which
 * sends them before any of this code has arrived (boot/first-requests.ts).
 */
export async function firstLoadQueries(location: string): Promise<RouteQuery[]> {
  const shown = shownAt(location)
  if (!shown) return []
  await Promise.all(shown.route.loads.map((load) => load.areas?.()))
  return [
    ...layoutQueries[shown.route.layout],
    ...shown.route.loads.flatMap((load) => load.queries(shown.params, shown.path)),
  ]
}

/** Whether the page at `location` can render complete now: its code and first data are in. */
export function isLocationReady(location: string, state: RootState) {
  return (
    routeChunks(location).every((chunk) => chunk.isLoaded()) &&
    routeQueriesAt(location).every((query) => query.isIn(state))
  )
}
