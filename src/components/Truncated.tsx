import { Tooltip, TooltipTrigger } from '@react-spectrum/s2/Tooltip'
import { Focusable } from 'react-aria-components/Focusable'
import { TRUNCATED_TOOLTIP_DELAY_MS } from '~/lib/constants'
import { truncate } from '~/lib/truncate'

/** Long text cut to `maxLength`, the whole of it in a tooltip (300 ms, SPEC §9). */
export function Truncated({
  text,
  maxLength,
  position = 'end',
}: {
  text: string
  maxLength: number
  position?: 'end' | 'middle'
}) {
  const short = truncate(text, maxLength, position)
  if (short === text) return <>{text}</>
  return (
    <TooltipTrigger delay={TRUNCATED_TOOLTIP_DELAY_MS}>
      <Focusable>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too */}
        <span tabIndex={0} role="note" aria-label={text}>
          {short}
        </span>
      </Focusable>
      <Tooltip>{text}</Tooltip>
    </TooltipTrigger>
  )
}
