import { LinkButton } from '@react-spectrum/s2/LinkButton'
import type { ReactNode } from 'react'

/**
 * A page's title and actions. `create` is the list page's 'New X': a real link (middle-click and
 * copy-link work), styled as the page's primary button.
 */
export function PageHeader({
  title,
  actions,
  create,
}: {
  title: string
  actions?: ReactNode
  create?: { label: string; href: string }
}) {
  return (
    <div className="page-header">
      <h1 className="page-title">{title}</h1>
      {(actions || create) && (
        <div className="page-actions">
          {actions}
          {create && (
            <LinkButton variant="accent" href={create.href}>
              {create.label}
            </LinkButton>
          )}
        </div>
      )}
    </div>
  )
}
