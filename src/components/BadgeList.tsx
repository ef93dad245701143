import { Badge } from '@react-spectrum/s2/Badge'
import { Tooltip, TooltipTrigger } from '@react-spectrum/s2/Tooltip'
import { Focusable } from 'react-aria-components/Focusable'
import { TOOLTIP_DELAY_MS } from '~/lib/constants'

/**
 * A few values as badges, then '+N' for the rest, which are listed on its hover or focus (SPEC §4
 * tooltips): a row stays short and no value is cut where nobody can read it.
 * `restLabel` names the rest for a screen reader: '3 more filters'.
 */
export function BadgeList({
  shown,
  rest,
  restLabel,
}: {
  shown: string[]
  rest: string[]
  restLabel: (count: number) => string
}) {
  return (
    <span className="badge-list">
      {shown.map((value, index) => (
        // values may repeat (the same address twice), their order does not change
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Badge key={index} variant="neutral" fillStyle="subtle">
          {value}
        </Badge>
      ))}
      <RestCount rest={rest} restLabel={restLabel} />
    </span>
  )
}

/** '+N' for values a cell has no room for, listed on its hover or keyboard focus; nothing for none. */
export function RestCount({
  rest,
  restLabel,
}: {
  rest: string[]
  restLabel: (count: number) => string
}) {
  if (rest.length === 0) return null
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <Focusable>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too
          tabIndex={0}
          role="note"
          aria-label={`${restLabel(rest.length)}: ${rest.join(', ')}`}
          className="badge-list-rest"
        >
          +{rest.length}
        </span>
      </Focusable>
      <Tooltip>
        {rest.map((value, index) => (
          // values may repeat (the same address twice), their order does not change
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className="badge-list-rest-item">
            {value}
          </span>
        ))}
      </Tooltip>
    </TooltipTrigger>
  )
}
