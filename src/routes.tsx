import { type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { useAppSelector, useAppStore } from '~/store'
import { ErrorBoundary } from './components/ErrorBoundary'
import { NotFoundPage } from './components/ErrorPages'
import { LoadingBarTrigger } from './components/LoadingBar'
import { setRoutePreloader } from './hooks/use-prefetch'
import { type CurrentRoute, pageTitle, RouteContext } from './hooks/use-route'
import { CentredLayout } from './layouts/CentredLayout'
import { MainLayout } from './layouts/MainLayout'
import { SplitLayout } from './layouts/SplitLayout'
import { startNavigationClock } from './navigation-clock'
import {
  fillPattern,
  isLocationReady,
  loadRouteAreas,
  matchLocation,
  preloadLocation,
  preloadRouteCode,
  prepareLocation,
  resolveCrumbs,
  routeAt,
  splitStoredNames,
  startRouteData,
  storedCrumbNames,
} from './route-data'
import type { Frame } from './route-types'

/** How long, at most, the page before stays while the next one's code loads. */
const HOLD_FOR_CODE_MS = 5000

/**
 * The location to show: the current one once its page's code and first data are in (or the
 * caps have passed), until then the one before it (with the loading bar), as a transition would
 * (docs/architecture.md, Loading). The new page then renders complete, with no spinner, and never
 * through its Suspense fallback, which React reveals no sooner than 300 ms after it showed
 * (Suspense throttling). Only within one layout: a page that leads elsewhere (signing out to the
 * sign-in page, say) is left at once, as are the first page and a path no route matches.
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

// a pointer on a link: the store areas' code its first requests need, at once. A hovered (rested
// on) or focused link: those requests, then the page's code, only once the areas are in: an
// import() resolves only after the main thread has compiled the chunks that arrived before it, so
// a store area's few files asked for beside the instance page's many would wait for all of them,
// and its rows' requests with them
setRoutePreloader({
  areas: (location) => void loadRouteAreas(location),
  page: (location, store) =>
    void startRouteData(location, store).then(() => preloadLocation(location)),
  code: preloadRouteCode,
})

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

  // a crumb naming an ID's resource reads the store; a string compares cheaply on each change
  const storedNames = useAppSelector((state) =>
    match ? storedCrumbNames(match.route, match.params, state) : '',
  )
  const current = useMemo<CurrentRoute | null>(
    () =>
      match && {
        location,
        ...match,
        crumbs: resolveCrumbs(match.route, match.params, splitStoredNames(storedNames)),
      },
    [location, match, storedNames],
  )

  // the one place the title is set (SPEC §2 Layouts); a layout effect, so an error page shown
  // inside the route (its own title) sets its title after this
  useLayoutEffect(() => {
    if (current) document.title = pageTitle(current.crumbs)
  }, [current])

  // one element per shown page: the loading bar coming and going while the next page loads, or
  // the layout's own re-render at the new location, then leaves the page before as it is
  // rather than rendering it, its rows and their links, again (scripts/bench.mjs --profile=click)
  const redirectSearch = current?.route.redirect ? search : ''
  const page = useMemo(
    () => current && routeContent(current, redirectSearch),
    [current, redirectSearch],
  )
  // no layout around it: the page's own landmark (ErrorPages.tsx)
  if (!current || !page)
    return (
      <main>
        <NotFoundPage />
      </main>
    )
  const Layout = layouts[current.route.layout]
  return (
    <RouteContext.Provider value={current}>
      <Layout>
        {waiting && <LoadingBarTrigger />}
        {page}
      </Layout>
    </RouteContext.Provider>
  )
}

/**
 * The route's frames, page and side modal inside its error boundary; `search`, the query a route
 * that redirects passes on.
 */
function routeContent({ location, route, params }: CurrentRoute, search: string) {
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
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<LoadingBarTrigger />}>
        <InFrames frames={route.frames}>{content}</InFrames>
      </Suspense>
      {/* inside the layout and beside the frames, so a tab whose path redirects (Metrics → its
          CPU sub-tab) leaves the frame mounted and the tab focused */}
      {route.redirect && (
        <Redirect to={fillPattern(route.redirect, params) + (search ? `?${search}` : '')} replace />
      )}
    </ErrorBoundary>
  )
}
