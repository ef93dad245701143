import { useCallback, useRef } from 'react'
import { SCROLL_OVERFLOW_CHECK_MS } from '~/lib/constants'

/** Which edges of a scroll container have more content beyond them. */
export interface ScrollOverflow {
  above: boolean
  below: boolean
  left: boolean
  right: boolean
}

/** Sub-pixel scroll positions (zoom, fractional heights) never quite reach the end. */
const SLACK_PX = 1

export function scrollOverflow(element: {
  scrollTop: number
  scrollLeft: number
  scrollHeight: number
  scrollWidth: number
  clientHeight: number
  clientWidth: number
}): ScrollOverflow {
  return {
    above: element.scrollTop > SLACK_PX,
    below: element.scrollTop + element.clientHeight < element.scrollHeight - SLACK_PX,
    left: element.scrollLeft > SLACK_PX,
    right: element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK_PX,
  }
}

/**
 * Runs `check` at once, then at most once per `intervalMs` while calls keep coming, with a last
 * run after they stop, so the final scroll position is always the one shown.
 */
export function throttled(check: () => void, intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    last = Date.now()
    check()
  }
  const call = () => {
    const wait = last + intervalMs - Date.now()
    if (wait <= 0 && timer === undefined) run()
    else if (timer === undefined) timer = setTimeout(run, Math.max(wait, 0))
  }
  call.cancel = () => clearTimeout(timer)
  return call
}

/**
 * While `element` overflows, a keyboard can reach and scroll it: it is a named region in the tab
 * order (axe scrollable-region-focusable); otherwise it is a plain box again.
 */
export function markScrollRegion(element: HTMLElement, label: string, overflows: boolean) {
  if (overflows) {
    element.tabIndex = 0
    element.setAttribute('role', 'region')
    element.setAttribute('aria-label', label)
  } else {
    element.removeAttribute('tabindex')
    element.removeAttribute('role')
    element.removeAttribute('aria-label')
  }
}

/**
 * SPEC §9's scroll-overflow check: marks a scroll container with `data-more-above`, `-below`,
 * `-left` and `-right` while content lies beyond that edge (SidePanel.css and ResourceTable.css
 * shade the edge), re-checked on scroll and resize at most every 125 ms. Returns a ref callback
 * for the container.
 *
 * `regionLabel`: for a container whose content may hold nothing focusable (a table of plain
 * text), which then becomes a region named so while it overflows (markScrollRegion).
 */
export function useScrollOverflow<T extends HTMLElement>({
  regionLabel,
}: {
  regionLabel?: string
} = {}) {
  const cleanup = useRef<() => void>(undefined)
  return useCallback(
    (element: T | null) => {
      cleanup.current?.()
      cleanup.current = undefined
      if (!element) return
      const mark = () => {
        const overflow = scrollOverflow(element)
        for (const edge of ['above', 'below', 'left', 'right'] as const) {
          element.toggleAttribute(`data-more-${edge}`, overflow[edge])
        }
        if (regionLabel !== undefined) {
          markScrollRegion(element, regionLabel, Object.values(overflow).some(Boolean))
        }
      }
      const check = throttled(mark, SCROLL_OVERFLOW_CHECK_MS)
      // no check now: reading the box's sizes while React commits would force a layout of the
      // page being built (a table's rows); the resize observer's first notice comes once it is
      // laid out
      element.addEventListener('scroll', check, { passive: true })
      // content growing or shrinking inside a child (rows arriving, a form's error summary)
      // resizes that child; children that come and go are watched as they come. Not every change
      // deep inside: a virtualized table's rows change every frame it scrolls, and a check reads
      // layout
      const resizes = new ResizeObserver(check)
      resizes.observe(element)
      for (const child of element.children) resizes.observe(child)
      const mutations = new MutationObserver((records) => {
        for (const record of records) {
          for (const added of record.addedNodes) {
            if (added instanceof Element) resizes.observe(added)
          }
        }
        check()
      })
      mutations.observe(element, { childList: true })
      cleanup.current = () => {
        check.cancel()
        element.removeEventListener('scroll', check)
        resizes.disconnect()
        mutations.disconnect()
      }
    },
    [regionLabel],
  )
}
