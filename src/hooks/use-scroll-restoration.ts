import { type RefObject, useLayoutEffect } from 'react'

/** Scroll position per route (SPEC §2), kept for the tab's session. */
const positions = new Map<string, number>()

/** `location`: the path the routes show (a page's position is set when that page shows). */
export function useScrollRestoration(container: RefObject<HTMLElement | null>, location: string) {
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    element.scrollTop = positions.get(location) ?? 0
    const remember = () => positions.set(location, element.scrollTop)
    element.addEventListener('scroll', remember, { passive: true })
    return () => element.removeEventListener('scroll', remember)
  }, [location, container])
}
