import { useEffect, useRef, useState } from 'react'
import { MIN_SPINNER_DISPLAY_MS } from '~/lib/constants'

/**
 * SPEC §9 minimum spinner display: whether a loading indicator shows. Once shown it stays at
 * least `minMs` even if loading ends sooner, so a quick answer does not make it flash. Loading
 * that starts again during the hold just continues the showing. With `delayMs`, it shows only
 * once loading has lasted that long: an answer sooner than that shows no spinner at all, and is
 * not held back for one.
 */
export function useMinimumDisplay(
  active: boolean,
  { delayMs = 0, minMs = MIN_SPINNER_DISPLAY_MS }: { delayMs?: number; minMs?: number } = {},
): boolean {
  const showsAtOnce = active && delayMs <= 0
  const [shown, setShown] = useState(showsAtOnce)
  /** When the current showing began; null while nothing shows. */
  const shownAt = useRef<number | null>(showsAtOnce ? Date.now() : null)

  useEffect(() => {
    if (active) {
      const show = () => {
        shownAt.current ??= Date.now()
        setShown(true)
      }
      if (shownAt.current !== null || delayMs <= 0) {
        show()
        return
      }
      const timer = setTimeout(show, delayMs)
      return () => clearTimeout(timer)
    }
    if (shownAt.current === null) return
    const hide = () => {
      shownAt.current = null
      setShown(false)
    }
    const remaining = shownAt.current + minMs - Date.now()
    if (remaining <= 0) {
      hide()
      return
    }
    const timer = setTimeout(hide, remaining)
    return () => clearTimeout(timer)
  }, [active, delayMs, minMs])

  // without a delay, no frame shows the loading without its spinner
  return (active && delayMs <= 0) || shown
}

/**
 * How long S2's Button and ActionButton wait, once pending, before they show their spinner
 * (their `usePendingState`): a quicker action shows none.
 */
const BUTTON_SPINNER_DELAY_MS = 1000

/**
 * A button's `isPending` for work under way: pending while it runs and, once the button's spinner
 * has shown, for at least SPEC §9's minimum from then, so a spinner that shows does not flash.
 * Work quicker than S2's delay shows no spinner and is not held.
 */
export function useButtonPending(working: boolean): boolean {
  const spinnerShown = useMinimumDisplay(working, { delayMs: BUTTON_SPINNER_DELAY_MS })
  return working || spinnerShown
}
