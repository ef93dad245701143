/**
 * Whether an element has stayed in view long enough to be worth a request. A long
 * list's rows flash past while it scrolls; a cell that asks the API as soon as it renders sends
 * one request per row passed, and their answers re-render the list under a moving scroller. Such
 * a cell asks once its row has stayed on screen for a moment: the scroll has settled there.
 */
import { useCallback, useState } from 'react'

/** About the time a scroll takes to come to rest, short enough to read as prompt once it has. */
export const SETTLE_IN_VIEW_MS = 150

type OnVisibility = (visible: boolean) => void

/**
 * One observer for every watched element: a long list mounts and unmounts dozens of cells a
 * frame while it scrolls, and one observer costs less than one each.
 */
const watchers = new Map<Element, OnVisibility>()
let observer: IntersectionObserver | undefined

function watch(element: Element, onVisibility: OnVisibility) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting)
  })
  watchers.set(element, onVisibility)
  observer.observe(element)
  return () => {
    watchers.delete(element)
    observer?.unobserve(element)
  }
}

/**
 * Frames the element must be painted in view across, besides the time: on a loaded machine a
 * fling's frames can each take longer than SETTLE_IN_VIEW_MS, and a row shown for one such frame
 * has not been stopped at.
 */
export const SETTLE_IN_VIEW_FRAMES = 3

/**
 * `settled` turns true once the element given to `ref` has been in the viewport (clipped by its
 * scrolling ancestors) for `delay` ms and SETTLE_IN_VIEW_FRAMES frames without a break, and stays
 * true for `subject` (what the element shows): what it then loaded stays shown when it scrolls
 * away and back. Leaving the view or unmounting first starts it over; so does another subject,
 * since a virtualized list recycles a row's components for the rows the scroll brings in.
 */
export function useSettledInView<E extends Element>(subject: string, delay = SETTLE_IN_VIEW_MS) {
  const [settledFor, setSettledFor] = useState<string>()
  const settled = settledFor === subject
  const ref = useCallback(
    (element: E | null) => {
      if (!element || settled) return
      let frame: number | undefined
      const stop = () => {
        if (frame !== undefined) cancelAnimationFrame(frame)
        frame = undefined
      }
      const start = () => {
        const since = performance.now()
        let frames = 0
        const tick = (now: number) => {
          frames++
          if (now - since >= delay && frames >= SETTLE_IN_VIEW_FRAMES) setSettledFor(subject)
          else frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      }
      const unwatch = watch(element, (visible) => {
        if (!visible) stop()
        else if (frame === undefined) start()
      })
      return () => {
        stop()
        unwatch()
      }
    },
    [delay, settled, subject],
  )
  return { ref, settled }
}
