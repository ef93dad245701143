import { Tooltip, TooltipTrigger } from '@react-spectrum/s2/Tooltip'
import { Focusable } from 'react-aria-components/Focusable'
import { TOOLTIP_DELAY_MS } from '~/lib/constants'
import { formatDateTime, timeAgo } from '../util/relative-time'

/** '3d' in the cell, the full date and time on hover or focus. */
export function RelativeTime({ date }: { date: Date }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <Focusable>
        <time
          dateTime={date.toISOString()}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too
          tabIndex={0}
          role="note"
          aria-label={formatDateTime(date)}
        >
          {timeAgo(date)}
        </time>
      </Focusable>
      <Tooltip>{formatDateTime(date)}</Tooltip>
    </TooltipTrigger>
  )
}
