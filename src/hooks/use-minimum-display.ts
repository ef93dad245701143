import { useEffect, useRef, useState } from 'react'
import { MIN_SPINNER_DISPLAY_MS } from '~/lib/constants'

/**
 * SPEC §9 minimum spinner display: whether a loading indicator shows. It shows as soon as loading
 * starts and, once shown, stays at least `minMs` even if loading ends sooner, so a quick answer
 * does not make it flash. Loading that starts again during the hold just continues the showing.
 */
export function useMinimumDisplay(active: boolean, minMs = MIN_SPINNER_DISPLAY_MS): boolean {
  const [held, setHeld] = useState(active)
  /** When the current showing began; null while nothing shows. */
  const shownAt = useRef<number | null>(active ? Date.now() : null)

  useEffect(() => {
    if (active) {
      shownAt.current ??= Date.now()
      setHeld(true)
      return
    }
    if (shownAt.current === null) return
    const hide = () => {
      shownAt.current = null
      setHeld(false)
    }
    const remaining = shownAt.current + minMs - Date.now()
    if (remaining <= 0) {
      hide()
      return
    }
    const timer = setTimeout(hide, remaining)
    return () => clearTimeout(timer)
  }, [active, minMs])

  return active || held
}
