/**
 * Intent prefetch: a user resting the pointer on a link, pressing it, or tabbing to it, is about to
 * open it, so its page's code and first-row queries start then: what the route table declares for
 * the page (RouteLoad), the same requests a navigation there starts. A list row's page is a likely
 * next one even before that: its code loads when the browser is idle.
 */
import { type FocusEvent, useEffect } from 'react'
import type { RouteStore } from '@/route-types'
import { whenIdle } from '~/lib/when-idle'
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
  /** The page's code and its store areas' code, no requests; once per route. */
  code: (path: string) => void
}

/**
 * The route table cannot be imported from a page (it lazily imports every page: import-graph
 * test), so the router hands its preloader over at startup.
 */
let preloader: RoutePreloader = { areas: () => {}, page: () => {}, code: () => {} }
export function setRoutePreloader(next: RoutePreloader) {
  preloader = next
}

/** A resting pointer, not one crossing the table on its way elsewhere. */
export const HOVER_INTENT_MS = 100

/**
 * A list row's page's code waits this long after the row shows, then for the browser to be idle
 * (at most the second wait): the list's own later requests (a column's look-ups, the next page)
 * go first.
 */
const SETTLED_PAGE_MS = 1000
const IDLE_CODE_PRELOAD_MS = 2000

/**
 * Starts `run` once the pointer has rested on the link for the intent delay, or at once on a press
 * or on focus (the user has already chosen it: a click that came without a rest, a touch, a
 * keyboard). One pointer: a new hover cancels the last one's wait; and one start per link until the
 * pointer leaves it, however many of those show the intent (a press focuses the link it presses).
 */
export function createIntent(delay = HOVER_INTENT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let started: string | undefined
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const now = (href: string, run: () => void) => {
    cancel()
    if (started === href) return
    started = href
    run()
  }
  return {
    hoverStart(href: string, run: () => void) {
      cancel()
      timer = setTimeout(() => now(href, run), delay)
    },
    hoverEnd() {
      cancel()
      started = undefined
    },
    press: now,
    focus: now,
  }
}

const intent = createIntent()

/** Starts the page's code and its first-row queries (the route table's loads). */
export function prefetchPage(store: RouteStore, href: string) {
  preloader.page(href, store)
}

/**
 * The handlers for the element around a link to `href` that prefetch its page on intent: the
 * store areas' code at once, the requests and the page's code once the pointer has rested, or at
 * the press of a click that came without a rest (the press comes a tenth of a second or so before
 * the click that navigates).
 */
export function intentPrefetchHandlers(store: RouteStore, href: string) {
  const run = () => prefetchPage(store, href)
  return {
    onPointerEnter: () => {
      preloader.areas(href)
      intent.hoverStart(href, run)
    },
    onPointerLeave: intent.hoverEnd,
    onPointerDown: () => intent.press(href, run),
    // focus moving inside the wrapper is still the same link
    onFocus: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) intent.focus(href, run)
    },
  }
}

export function useIntentPrefetch(href: string) {
  return intentPrefetchHandlers(useAppStore(), href)
}

/**
 * A list row's page is the likely next one: its code (and its store areas') loads once the page
 * has settled and the browser is idle, so a click with no hover before it waits for its data
 * only. Once per route, however many rows link to it (RoutePreloader.code).
 */
export function useIdleCodePreload(href: string) {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => preloader.code(href), IDLE_CODE_PRELOAD_MS)
    }, SETTLED_PAGE_MS)
    return () => {
      clearTimeout(timer)
      cancelIdle?.()
    }
  }, [href])
}
