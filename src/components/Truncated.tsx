import { Link } from '@react-spectrum/s2/Link'
import { Tooltip, TooltipTrigger } from '@react-spectrum/s2/Tooltip'
import { useEffect, useState } from 'react'
import { Focusable } from 'react-aria-components/Focusable'
import { TRUNCATED_TOOLTIP_DELAY_MS } from '~/lib/constants'
import { truncate } from '~/lib/truncate'

/** Whether `element`'s text is wider than the room it has (its column is narrower than the text). */
function useCutByWidth(element: HTMLElement | null) {
  const [cut, setCut] = useState(false)
  useEffect(() => {
    if (!element) return
    const measure = () => setCut(element.scrollWidth > element.clientWidth)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return cut
}

/**
 * Long text cut to `maxLength` (SPEC §9), or by its column's width where that is narrower, the
 * whole of it in a tooltip (300 ms, SPEC §9) on hover or keyboard focus whenever it is cut. With
 * `href` the text is a link, which is then what is hovered or focused, named by the whole text.
 */
export function Truncated({
  text,
  maxLength,
  position = 'end',
  href,
}: {
  text: string
  maxLength: number
  position?: 'end' | 'middle'
  href?: string
}) {
  const short = truncate(text, maxLength, position)
  const [element, setElement] = useState<HTMLSpanElement | null>(null)
  const cutByWidth = useCutByWidth(element)
  const cut = short !== text || cutByWidth
  if (href !== undefined) {
    const link = (
      <Link href={href} aria-label={cut ? text : undefined} UNSAFE_className="truncated-link">
        <span ref={setElement} className="truncated">
          {short}
        </span>
      </Link>
    )
    if (!cut) return link
    return (
      <TooltipTrigger delay={TRUNCATED_TOOLTIP_DELAY_MS}>
        {link}
        <Tooltip>{text}</Tooltip>
      </TooltipTrigger>
    )
  }
  if (!cut) {
    return (
      <span ref={setElement} className="truncated">
        {text}
      </span>
    )
  }
  return (
    <TooltipTrigger delay={TRUNCATED_TOOLTIP_DELAY_MS}>
      <Focusable>
        <span
          ref={setElement}
          className="truncated"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too
          tabIndex={0}
          role="note"
          aria-label={text}
        >
          {short}
        </span>
      </Focusable>
      <Tooltip>{text}</Tooltip>
    </TooltipTrigger>
  )
}
