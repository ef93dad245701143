import { type RefObject, useLayoutEffect } from 'react'
import { useLocation } from 'wouter'

/** Scroll position per route (SPEC §2), kept for the tab's session. */
const positions = new Map<string, number>()

/**
 * Containers the user has scrolled: one never scrolled is at the top already, and setting its
 * position anyway makes the browser lay out the first screen an extra time before it paints.
 */
const scrolled = new WeakSet<HTMLElement>()

export function useScrollRestoration(container: RefObject<HTMLElement | null>) {
  const [location] = useLocation()
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const position = positions.get(location) ?? 0
    if (position !== 0 || scrolled.has(element)) element.scrollTop = position
    const remember = () => {
      scrolled.add(element)
      positions.set(location, element.scrollTop)
    }
    element.addEventListener('scroll', remember, { passive: true })
    return () => element.removeEventListener('scroll', remember)
  }, [location, container])
}
