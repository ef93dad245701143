import { Tooltip, TooltipTrigger } from '@react-spectrum/s2/Tooltip'
import { Focusable } from 'react-aria-components/Focusable'
import { agoPhrase, formatDate, formatDateTime } from '@/util/relative-time'
import { TOOLTIP_DELAY_MS } from '~/lib/constants'

/**
 * 'Mar 5, 2024  3d ago', with the full date, time and zone on hover or focus. `show="date"` for a
 * narrow table cell (how long ago moves to the tooltip).
 */
export function RelativeTime({ date, show = 'both' }: { date: Date; show?: 'both' | 'date' }) {
  const full = formatDateTime(date)
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <Focusable>
        <time
          dateTime={date.toISOString()}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too
          tabIndex={0}
          role="note"
          aria-label={full}
          className="relative-time"
        >
          {formatDate(date)}
          {show === 'both' && <span className="relative-time-ago">{agoPhrase(date)}</span>}
        </time>
      </Focusable>
      <Tooltip>{show === 'date' ? `${full}, ${agoPhrase(date)}` : full}</Tooltip>
    </TooltipTrigger>
  )
}
