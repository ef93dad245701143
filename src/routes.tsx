import { type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Redirect, useLocation, useSearch } from 'wouter'
import { ErrorBoundary } from './components/ErrorBoundary'
import { LoadingBarTrigger } from './components/LoadingBar'
import { setRoutePreloader } from './hooks/use-prefetch'
import { type CurrentRoute, pageTitle, type ResolvedCrumb, RouteContext } from './hooks/use-route'
import { CentredLayout } from './layouts/CentredLayout'
import { MainLayout } from './layouts/MainLayout'
import { SplitLayout } from './layouts/SplitLayout'
import { NotFoundPage } from './pages/errors/ErrorPages'
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

/**
 * The code of the page at `location`: its frames, page and side modal; through a redirect to
 * where it leads ('/projects/x' is its instances).
 */
function routeChunks(location: string) {
  const target = routeAt(location)
  if (!target) return []
  const { frames, page, modal } = target
  return [...frames, page, modal].filter((chunk) => chunk !== undefined)
}

/** The route that shows at `location`, through a redirect. */
function routeAt(location: string) {
  const match = matchLocation(location)
  return match?.route.redirect !== undefined
    ? matchLocation(fillPattern(match.route.redirect, match.params))?.route
    : match?.route
}

/**
 * Fetches the code of the page at `location` ahead of a visit. Settles once every chunk has
 * loaded or failed: a chunk that fails here fails again, and is reported, when the user goes
 * there.
 */
export async function preloadLocation(location: string): Promise<void> {
  await Promise.allSettled(routeChunks(location).map((chunk) => chunk.preload()))
}

/** How long, at most, the page before stays while the next one's code loads. */
const HOLD_FOR_CODE_MS = 5000

/**
 * The location to show: the current one once its page's code has loaded, until then the one
 * before it (with the loading bar), as a transition would. Showing a page whose code is still
 * loading would show its fallback, and React then reveals the page no sooner than 300 ms after
 * the fallback (Suspense throttling), however soon the code arrives. Only within one layout: a
 * page that leads elsewhere (signing out to the sign-in page, say) is left at once, as are the
 * first page and a path no route matches.
 */
export function useLocationWithCode(location: string): { shown: string; waiting: boolean } {
  const [shown, setShown] = useState(location)
  const ready =
    routeAt(location)?.layout !== routeAt(shown)?.layout ||
    routeChunks(location).every((chunk) => chunk.isLoaded())
  // taken during render, as React allows for state derived from props: no frame shows the old
  // page once the new one can render
  if (ready && shown !== location) setShown(location)
  useEffect(() => {
    if (ready) return
    let current = true
    const show = () => {
      if (current) setShown(location)
    }
    const timer = setTimeout(show, HOLD_FOR_CODE_MS)
    // a chunk that fails to load shows the page, whose error boundary reports it
    void preloadLocation(location).then(show)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [location, ready])
  return ready ? { shown: location, waiting: false } : { shown, waiting: shown !== location }
}

setRoutePreloader(preloadLocation)

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
  const { shown: location, waiting } = useLocationWithCode(currentLocation)
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
