/**
 * Intent prefetch (issue 16): a user resting the pointer on a row's link, or tabbing to it, is
 * about to open it, so its page's code and first-screen queries start then. What a link
 * prefetches is declared where the link is built (a `nameColumn`'s `prefetch`), from the same
 * argument builders its page queries with (use-prefetch-targets.ts).
 */
import type { FocusEvent } from 'react'
import { STALE_TIME_MS } from '~/lib/constants'
import { type AppDispatch, useAppDispatch } from '~/store'
import { api } from '~/store/api'

type QueryName = Parameters<typeof api.util.prefetch>[0]
type QueryArgs<Name extends QueryName> = Parameters<typeof api.util.prefetch<Name>>[1]

/** One query a page makes on its first screen, ready to start ahead of the page. */
export interface PrefetchQuery {
  endpoint: QueryName
  args: unknown
  start: (dispatch: AppDispatch) => void
}

/**
 * A query to prefetch. Data younger than the stale time is not asked again (a page mounting
 * within it would not ask either, SPEC §9), so hovering a link twice sends nothing new.
 */
export function prefetchQuery<Name extends QueryName>(
  endpoint: Name,
  args: QueryArgs<Name>,
): PrefetchQuery {
  return {
    endpoint,
    args,
    start: (dispatch) =>
      dispatch(api.util.prefetch(endpoint, args, { ifOlderThan: STALE_TIME_MS / 1000 })),
  }
}

/**
 * The route table cannot be imported from a page (it lazily imports every page: import-graph
 * test), so the router hands its chunk preloader over at startup.
 */
let preloadRoute: (path: string) => void = () => {}
export function setRoutePreloader(preload: (path: string) => void) {
  preloadRoute = preload
}

/** A resting pointer, not one crossing the table on its way elsewhere. */
export const HOVER_INTENT_MS = 100

/**
 * Starts `run` once the pointer has rested on the link for the intent delay, or at once on focus
 * (a keyboard user has already chosen it). One pointer: a new hover cancels the last one's wait.
 */
export function createIntent(delay = HOVER_INTENT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return {
    hoverStart(run: () => void) {
      cancel()
      timer = setTimeout(() => {
        timer = undefined
        run()
      }, delay)
    },
    hoverEnd: cancel,
    focus(run: () => void) {
      cancel()
      run()
    },
  }
}

const intent = createIntent()

/** Starts the page's code and its first-screen queries. */
export function prefetchPage(dispatch: AppDispatch, href: string, queries: PrefetchQuery[]) {
  preloadRoute(href)
  for (const query of queries) query.start(dispatch)
}

/**
 * The handlers for the element around a link to `href` that prefetch `queries()` on intent; the
 * queries are built only then, not for every row rendered.
 */
export function useIntentPrefetch(href: string, queries: () => PrefetchQuery[]) {
  const dispatch = useAppDispatch()
  const run = () => prefetchPage(dispatch, href, queries())
  return {
    onPointerEnter: () => intent.hoverStart(run),
    onPointerLeave: intent.hoverEnd,
    // focus moving inside the wrapper is still the same link
    onFocus: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) intent.focus(run)
    },
  }
}
