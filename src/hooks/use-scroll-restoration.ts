import { type RefObject, useLayoutEffect } from 'react'
import { useLocation } from 'wouter'

/** Scroll position per route (SPEC §2), kept for the tab's session. */
const positions = new Map<string, number>()

export function useScrollRestoration(container: RefObject<HTMLElement | null>) {
  const [location] = useLocation()
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    element.scrollTop = positions.get(location) ?? 0
    const remember = () => positions.set(location, element.scrollTop)
    element.addEventListener('scroll', remember, { passive: true })
    return () => element.removeEventListener('scroll', remember)
  }, [location, container])
}
