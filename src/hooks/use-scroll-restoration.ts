import { type RefObject, useLayoutEffect, useRef } from 'react'

/** Scroll position per route (SPEC §2), kept for the tab's session. */
const positions = new Map<string, number>()

/** `location`: the path the routes show (a page's position is set when that page shows). */
export function useScrollRestoration(container: RefObject<HTMLElement | null>, location: string) {
  const restoredOnce = useRef(false)
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const kept = positions.get(location)
    // setting scrollTop lays the page out at once, inside the commit; a container that has just
    // mounted is at the top already, so the first page's first render is left to lay out once,
    // with everything its effects add
    if (restoredOnce.current || kept !== undefined) element.scrollTop = kept ?? 0
    restoredOnce.current = true
    const remember = () => positions.set(location, element.scrollTop)
    element.addEventListener('scroll', remember, { passive: true })
    return () => element.removeEventListener('scroll', remember)
  }, [location, container])
}
