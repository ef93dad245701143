import { ActionMenu } from '@react-spectrum/s2/ActionMenu'
import { MenuItem } from '@react-spectrum/s2/Menu'
import { Text } from '@react-spectrum/s2/Text'
import { resolveRequires, useCan } from '@/hooks/use-permissions'
import type { Action } from '@/util/permissions'

export interface RowAction {
  id: string
  label: string
  /** What the action does; or `href`, where it goes (a real link: it opens in a new tab too). */
  onAction?: () => void
  href?: string
  /** Why the action is not allowed now; the action shows disabled with this reason. */
  disabledReason?: string
  /**
   * The action the user's role must allow (util/permissions.ts); where it does not, the menu
   * shows it disabled with the role's reason, before `disabledReason`.
   */
  requires?: Action
}

/**
 * The one overflow menu of a resource's actions (a table row's, a resource header's, the bulk
 * actions' where their buttons do not fit): an action that is not allowed now (its own reason,
 * or the role it `requires`) shows disabled with its reason underneath; an `href` is a real link.
 */
export function ActionsMenu({
  label,
  actions,
  isQuiet,
}: {
  label: string
  actions: RowAction[]
  isQuiet?: boolean
}) {
  const can = useCan()
  actions = actions.map((action) => resolveRequires(action, can))
  const disabledKeys = actions.filter((action) => action.disabledReason).map((action) => action.id)
  return (
    <ActionMenu
      aria-label={label}
      isQuiet={isQuiet}
      disabledKeys={disabledKeys}
      onAction={(key) => actions.find((action) => action.id === key)?.onAction?.()}
    >
      {actions.map((action) => (
        <MenuItem key={action.id} id={action.id} textValue={action.label} href={action.href}>
          <Text slot="label">{action.label}</Text>
          {action.disabledReason && <Text slot="description">{action.disabledReason}</Text>}
        </MenuItem>
      ))}
    </ActionMenu>
  )
}
