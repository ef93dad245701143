/**
 * Intent prefetch: a user resting the pointer on a link, or tabbing to it, is about to open it, so
 * its page's code and first-row queries start then: what the route table declares for the page
 * (RouteLoad), the same requests a navigation there starts.
 */
import type { FocusEvent } from 'react'
import type { RouteStore } from '@/route-queries'
import { useAppStore } from '~/store'

/**
 * The route table cannot be imported from a page (it lazily imports every page: import-graph
 * test), so the router hands its chunk preloader over at startup.
 */
let preloadRoute: (path: string, store: RouteStore) => void = () => {}
export function setRoutePreloader(preload: (path: string, store: RouteStore) => void) {
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

/** Starts the page's code and its first-row queries (the route table's loads). */
export function prefetchPage(store: RouteStore, href: string) {
  preloadRoute(href, store)
}

/** The handlers for the element around a link to `href` that prefetch its page on intent. */
export function useIntentPrefetch(href: string) {
  const store = useAppStore()
  const run = () => prefetchPage(store, href)
  return {
    onPointerEnter: () => intent.hoverStart(run),
    onPointerLeave: intent.hoverEnd,
    // focus moving inside the wrapper is still the same link
    onFocus: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) intent.focus(run)
    },
  }
}
