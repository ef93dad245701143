import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Button } from '@react-spectrum/s2/Button'
import Refresh from '@react-spectrum/s2/icons/Refresh'
import { Text } from '@react-spectrum/s2/Text'
import type { ReactNode } from 'react'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { resolveRequires, useCan } from '@/hooks/use-permissions'
import type { AreaInfo } from '@/util/docs'
import { formatTime } from '@/util/relative-time'
import { ActionsMenu } from './ActionsMenu'
import { PageInfo } from './PageInfo'
import { Properties, Property } from './Properties'
import type { RowAction } from './ResourceTable'

export interface ResourceProperty {
  label: string
  value: ReactNode
  /** Text a copy button beside the value copies (IDs, addresses). */
  copy?: string
}

/**
 * The one header of a resource's page (the frame of a tabbed section: instance today; VPC, silo,
 * IP pool, sled next): the name with its state badge beside it; the primary actions as buttons
 * while the resource's machine allows them, and everything else (a primary action it does not
 * allow right now included, with the reason) in the overflow menu; properties in two columns,
 * IDs and addresses with copy buttons; optionally a refresh with the time of the data shown, and
 * an ⓘ beside the name about what the kind of resource is (`info`, as PageHeader's).
 *
 *   <ResourceHeader kind="VPC" title={vpc.name} primary={[…]} menu={[deleteAction(…)]}
 *     properties={[{ label: 'ID', value: vpc.id, copy: vpc.id }]} />
 */
export function ResourceHeader({
  kind,
  title,
  badge,
  primary: primaryActions = [],
  menu = [],
  extra,
  properties,
  refresh,
  info,
}: {
  /**
   * What the resource is ('VPC', 'instance'): its menu is 'Actions for VPC default', apart from
   * the menu of a row of the same name in the tab below.
   */
  kind: string
  title: string
  badge?: ReactNode
  primary?: RowAction[]
  menu?: RowAction[]
  /** Another control beside the actions (the instance's 'CLI Command'). */
  extra?: ReactNode
  properties: ResourceProperty[]
  refresh?: { onRefresh: () => void; updatedAt?: number; isRefreshing?: boolean }
  info?: AreaInfo
}) {
  const refreshPending = useButtonPending(Boolean(refresh?.isRefreshing))
  // a primary action the user's role does not allow goes to the menu, with the reason
  const can = useCan()
  const primary = primaryActions.map((action) => resolveRequires(action, can))
  const buttons = primary.filter((action) => !action.disabledReason)
  const overflow = [...primary.filter((action) => action.disabledReason), ...menu]
  return (
    <>
      <div className="page-header">
        <div className="page-heading">
          <div className="page-title-line">
            <h1 className="page-title">{title}</h1>
            {info && <PageInfo title={kind} info={info} />}
          </div>
          {badge}
        </div>
        <div className="page-actions">
          {refresh && (
            <span className="resource-refresh">
              {refresh.updatedAt !== undefined && (
                <span className="resource-updated">Updated {formatTime(refresh.updatedAt)}</span>
              )}
              <ActionButton
                aria-label="Refresh"
                isQuiet
                isPending={refreshPending}
                onPress={refresh.onRefresh}
              >
                <Refresh />
              </ActionButton>
            </span>
          )}
          {buttons.map((action) => (
            <Button key={action.id} variant="secondary" onPress={action.onAction}>
              <Text>{action.label}</Text>
            </Button>
          ))}
          {extra}
          {overflow.length > 0 && (
            <ActionsMenu label={`Actions for ${kind} ${title}`} actions={overflow} />
          )}
        </div>
      </div>
      <Properties columns={2} label="Properties">
        {properties.map((property) => (
          <Property key={property.label} label={property.label} copy={property.copy}>
            {property.value}
          </Property>
        ))}
      </Properties>
    </>
  )
}
