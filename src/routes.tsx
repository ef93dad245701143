import { type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Redirect, useLocation, useSearch } from 'wouter'
import { type RootState, useAppStore } from '~/store'
import { ErrorBoundary } from './components/ErrorBoundary'
import { LoadingBarTrigger } from './components/LoadingBar'
import { setRoutePreloader } from './hooks/use-prefetch'
import { type CurrentRoute, pageTitle, type ResolvedCrumb, RouteContext } from './hooks/use-route'
import { CentredLayout } from './layouts/CentredLayout'
import { MainLayout } from './layouts/MainLayout'
import { SplitLayout } from './layouts/SplitLayout'
import { NotFoundPage } from './pages/errors/ErrorPages'
// the endpoints the first load asks for before any page code has come: the layout's user
// (layoutQueries) and the projects list, where the console opens (SPEC §2: / is /projects).
// Every other page's area comes with its route's load, beside its code.
import '~/store/api/current-user'
import '~/store/api/projects'
import {
  HOLD_FOR_DATA_MS,
  type RouteQuery,
  type RouteStore,
  routeQuery,
  startNavigationClock,
  whenQueriesIn,
} from './route-queries'
import { type FlatRoute, type Frame, flatRoutes, type RouteParams } from './route-table'

/** Fill `:name` and `:name?` segments of a wouter pattern. */
export function fillPattern(pattern: string, params: RouteParams) {
  return pattern
    .replace(/\/:(\w+)\?/g, (_, name: string) =>
      params[name] ? `/${encodeURIComponent(params[name])}` : '',
    )
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** The route for a location: the first pattern of the table that matches (wouter's own parser). */
export function matchLocation(location: string) {
  for (const route of flatRoutes) {
    const [matched, params] = matchRoute(parse, route.pattern, location)
    if (matched) return { route, params: decodeParams(params ?? {}) }
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
const routeAt = (location: string) => shownAt(location)?.route

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

/** The queries the page at `location` needs for its first rows (the route table's loads). */
export function routeQueriesAt(location: string): RouteQuery[] {
  const shown = shownAt(location)
  return shown ? shown.route.loads.flatMap((load) => load.queries(shown.params, shown.path)) : []
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
      // an area that fails to load fails again, and is reported, when its page renders
      await load.areas?.().catch(() => undefined)
      const queries = load.queries(shown.params, shown.path)
      for (const query of queries) query.start(store)
      return queries
    }),
  )
  return started.flat()
}

/** How long, at most, the page before stays while the next one's code loads. */
const HOLD_FOR_CODE_MS = 5000

/**
 * Gets the page at `location` ready: its code, and its first data up to HOLD_FOR_DATA_MS. A
 * request that fails counts as in: the page shows its error (SPEC §8).
 */
async function prepareLocation(location: string, store: RouteStore): Promise<void> {
  const data = startRouteData(location, store).then((queries) =>
    whenQueriesIn(store, queries, HOLD_FOR_DATA_MS),
  )
  await Promise.all([preloadLocation(location), data])
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
 * The first load: the layout's requests and the page's leave now; resolves once the page's code
 * is in. Its first render does not wait for the data: there is no page before to keep, so the
 * frame shows while the data comes, and a list shows its spinner only once the wait outlasts the
 * cap (spinnerDelay).
 */
export function startFirstLocation(location: string, store: RouteStore): Promise<void> {
  const layout = routeAt(location)?.layout
  for (const query of layout ? layoutQueries[layout] : []) query.start(store)
  void startRouteData(location, store)
  return preloadLocation(location)
}

/** Whether the page at `location` can render complete now: its code and first data are in. */
function isLocationReady(location: string, state: RootState) {
  return (
    routeChunks(location).every((chunk) => chunk.isLoaded()) &&
    routeQueriesAt(location).every((query) => query.isIn(state))
  )
}

/**
 * The location to show: the current one once its page's code and first data are in (or the
 * caps have passed), until then the one before it (with the loading bar), as a transition would
 * (DESIGN.md, Loading). The new page then renders complete, with no spinner, and never through
 * its Suspense fallback, which React reveals no sooner than 300 ms after it showed (Suspense
 * throttling). Only within one layout: a page that leads elsewhere (signing out to the sign-in
 * page, say) is left at once, as are the first page and a path no route matches.
 */
export function useShownLocation(location: string): { shown: string; waiting: boolean } {
  const store = useAppStore()
  const [shown, setShown] = useState(location)
  const ready =
    routeAt(location)?.layout !== routeAt(shown)?.layout ||
    isLocationReady(location, store.getState())
  // taken during render, as React allows for state derived from props: no frame shows the old
  // page once the new one can render
  if (ready && shown !== location) setShown(location)
  const waiting = !ready && shown !== location
  useEffect(() => {
    if (!waiting) return
    startNavigationClock()
    let current = true
    const show = () => {
      if (current) setShown(location)
    }
    const timer = setTimeout(show, HOLD_FOR_CODE_MS)
    // a chunk that fails to load shows the page, whose error boundary reports it
    void prepareLocation(location, store).then(show)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [location, waiting, store])
  return waiting ? { shown, waiting } : { shown: location, waiting }
}

// a hovered or focused link: the page's code and its first requests, nothing waited for
setRoutePreloader((location, store) => {
  void preloadLocation(location)
  void startRouteData(location, store)
})

function decodeParams(params: Record<string, string | undefined>): RouteParams {
  const decoded: RouteParams = {}
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && Number.isNaN(Number(key))) decoded[key] = decodeURIComponent(value)
  }
  return decoded
}

function resolveCrumbs(route: FlatRoute, params: RouteParams): ResolvedCrumb[] {
  return route.crumbs.map(({ crumb, pattern }) => ({
    label: typeof crumb === 'function' ? crumb(params) : crumb,
    href: fillPattern(pattern, params),
  }))
}

/**
 * The route's frames around its page. Same frame types at the same depth from one route to the
 * next: React keeps them mounted. Each frame suspends only what it holds, so a tab whose code is
 * still loading does not hide the frame (and the focused tab) behind the route's fallback.
 */
function InFrames({ frames, children }: { frames: Frame[]; children: ReactNode }) {
  if (frames.length === 0) return children
  const [Frame, ...inner] = frames
  return (
    <Frame>
      <Suspense fallback={<LoadingBarTrigger />}>
        <InFrames frames={inner}>{children}</InFrames>
      </Suspense>
    </Frame>
  )
}

const layouts = { main: MainLayout, split: SplitLayout, centred: CentredLayout }

export function Routes() {
  const [currentLocation] = useLocation()
  const { shown: location, waiting } = useShownLocation(currentLocation)
  const search = useSearch()
  const match = useMemo(() => matchLocation(location), [location])

  const current = useMemo<CurrentRoute | null>(
    () => match && { location, ...match, crumbs: resolveCrumbs(match.route, match.params) },
    [location, match],
  )

  // the one place the title is set (SPEC §2 Layouts); a layout effect, so an error page shown
  // inside the route (its own title) sets its title after this
  useLayoutEffect(() => {
    if (current) document.title = pageTitle(current.crumbs)
  }, [current])

  if (!current) return <NotFoundPage />
  const { route, params } = current
  const Layout = layouts[route.layout]
  const Page = route.page
  const Modal = route.modal
  // keyed by the path: going straight from one resource's form to another's (a link, back or
  // forward) starts afresh, so a form never shows, and saves, the first one's values
  const content = (
    <Suspense fallback={<LoadingBarTrigger />}>
      {Page && <Page />}
      {Modal && <Modal key={location} />}
    </Suspense>
  )
  return (
    <RouteContext.Provider value={current}>
      <Layout>
        {waiting && <LoadingBarTrigger />}
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<LoadingBarTrigger />}>
            <InFrames frames={route.frames}>{content}</InFrames>
          </Suspense>
          {/* inside the layout and beside the frames, so a tab whose path redirects (Metrics → its
              CPU sub-tab) leaves the frame mounted and the tab focused */}
          {route.redirect && (
            <Redirect
              to={fillPattern(route.redirect, params) + (search ? `?${search}` : '')}
              replace
            />
          )}
        </ErrorBoundary>
      </Layout>
    </RouteContext.Provider>
  )
}
