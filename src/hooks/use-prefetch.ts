/**
 * Intent prefetch: a user resting the pointer on a link, or tabbing to it, is about to open it, so
 * its page's code and first-row queries start then: what the route table declares for the page
 * (RouteLoad), the same requests a navigation there starts.
 */
import type { FocusEvent } from 'react'
import type { RouteStore } from '@/route-queries'
import { useAppStore } from '~/store'

/** What the router starts for a page before it is opened (routes.tsx). */
export interface RoutePreloader {
  /**
   * The code of the store areas the page's first requests need: a few small files, asked for as
   * soon as the pointer is on the link, so that the requests can leave the moment the intent is
   * clear rather than once those files have come (about 100 ms for the instance page's).
   */
  areas: (path: string) => void
  /** The page's first-row requests, then its code. */
  page: (path: string, store: RouteStore) => void
}

/**
 * The route table cannot be imported from a page (it lazily imports every page: import-graph
 * test), so the router hands its preloader over at startup.
 */
let preloader: RoutePreloader = { areas: () => {}, page: () => {} }
export function setRoutePreloader(next: RoutePreloader) {
  preloader = next
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
  preloader.page(href, store)
}

/**
 * The handlers for the element around a link to `href` that prefetch its page on intent: the
 * store areas' code at once, the requests and the page's code once the pointer has rested.
 */
export function intentPrefetchHandlers(store: RouteStore, href: string) {
  const run = () => prefetchPage(store, href)
  return {
    onPointerEnter: () => {
      preloader.areas(href)
      intent.hoverStart(run)
    },
    onPointerLeave: intent.hoverEnd,
    // focus moving inside the wrapper is still the same link
    onFocus: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) intent.focus(run)
    },
  }
}

export function useIntentPrefetch(href: string) {
  return intentPrefetchHandlers(useAppStore(), href)
}
