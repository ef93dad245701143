import type { ReactNode } from 'react'
import { CopyButton } from './CopyButton'

/**
 * A resource's label–value pairs, the one property list: one column in a side panel, two in a
 * resource header (`columns={2}`, one again on narrow screens). `copy` on a row adds a copy
 * button for its value (IDs, addresses).
 */
export function Properties({
  children,
  columns = 1,
  label,
}: {
  children: ReactNode
  columns?: 1 | 2
  label?: string
}) {
  return (
    <dl
      className={columns === 2 ? 'properties properties-two-columns' : 'properties'}
      aria-label={label}
    >
      {children}
    </dl>
  )
}

export function Property({
  label,
  children,
  copy,
}: {
  label: string
  children: ReactNode
  copy?: string
}) {
  return (
    <div className="properties-row">
      <dt>{label}</dt>
      <dd>
        {children}
        {copy && <CopyButton text={copy} label={`Copy ${label}`} compact />}
      </dd>
    </div>
  )
}
