import { Button } from '@react-spectrum/s2/Button'
import { LinkButton } from '@react-spectrum/s2/LinkButton'
import { type ReactNode, useId } from 'react'
import { type PageAction, useDeclarePageAction } from '@/hooks/use-page-actions'
import { useCan } from '@/hooks/use-permissions'
import type { AreaInfo } from '@/util/docs'
import type { Action } from '@/util/permissions'
import { useAppSelector } from '~/store'
import { selectIsRefreshingSaved } from '~/store/persist'
import { PageInfo } from './PageInfo'

/** Results fetched before this page loaded were restored from the device (store/persist.ts). */
const pageStart = performance.timeOrigin

/**
 * The warm start (store/persist.ts): rows restored from the device show at once but may be out
 * of date, so the page says so until the server's answer replaces them. A status region, so a
 * screen reader hears it; it stays in the page (empty) so the change is announced.
 */
function RefreshingSaved() {
  const refreshing = useAppSelector((state) => selectIsRefreshingSaved(state, pageStart))
  return (
    <span role="status" className="resource-refresh">
      {refreshing ? 'Refreshing…' : ''}
    </span>
  )
}

/** Why the user's role does not allow the action `requires` names, where it is named. */
const useRefused = (requires: Action | undefined) => {
  const can = useCan()
  return requires && can(requires)
}

/**
 * A 'New X' link styled as the primary button (or as a secondary one, `variant`, beside a
 * section's title; or a button, `onPress`, for a form that opens in place); when the user's role does not allow the action it `requires` (docs/architecture.md,
 * Permissions), or something else does not (`disabledReason`), a disabled button instead, never
 * hidden, with the reason beside it, which also describes the button.
 */
export function CreateLink({
  label,
  href,
  onPress,
  requires,
  disabledReason: ownReason,
  variant = 'accent',
}: {
  label: string
  href?: string
  onPress?: () => void
  requires?: Action
  disabledReason?: string
  variant?: 'accent' | 'secondary'
}) {
  const reasonId = useId()
  const disabledReason = useRefused(requires) ?? ownReason
  if (!disabledReason && onPress) {
    return (
      <Button variant={variant} onPress={onPress}>
        {label}
      </Button>
    )
  }
  if (!disabledReason) {
    return (
      <LinkButton variant={variant} href={href}>
        {label}
      </LinkButton>
    )
  }
  return (
    <span className="page-action-refused">
      <Button variant={variant} isDisabled aria-describedby={reasonId}>
        {label}
      </Button>
      <span id={reasonId} className="page-action-reason">
        {disabledReason}
      </span>
    </span>
  )
}

/**
 * A page's title and actions. `create` is the list page's 'New X': a real link (middle-click and
 * copy-link work), styled as the page's primary button, and offered by the Jump to palette; when
 * the user's role does not allow the action it `requires`, a disabled button with the reason, and
 * not offered.
 * `info` puts an ⓘ beside the title that says what the area's resource is and links its guides.
 */
export function PageHeader({
  title,
  actions,
  create,
  info,
}: {
  title: string
  actions?: ReactNode
  create?: PageAction & { requires?: Action }
  info?: AreaInfo
}) {
  // the page's own action is one of Jump to's actions while the page shows and the user may take it
  useDeclarePageAction(useRefused(create?.requires) ? undefined : create)
  return (
    <div className="page-header">
      <div className="page-heading">
        <div className="page-title-line">
          <h1 className="page-title">{title}</h1>
          {info && <PageInfo title={title} info={info} />}
        </div>
        {/* the preview keeps nothing on the device (its mock resets on reload, SPEC §1) */}
        {!__MOCK_API__ && <RefreshingSaved />}
      </div>
      {(actions || create) && (
        <div className="page-actions">
          {actions}
          {create && <CreateLink {...create} />}
        </div>
      )}
    </div>
  )
}
