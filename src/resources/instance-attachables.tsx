/**
 * What the pages of a project's pooled addresses share (floating IPs, external subnets): each is
 * taken from a pool and held by at most one instance at a time. The pool and instance columns
 * name what the record holds by id, and the attach, detach, edit and delete actions are allowed
 * by the resource's rule table, read by attachment (machines/floating-ip-rules.ts,
 * machines/external-subnet-rules.ts).
 */
import { Link } from '@react-spectrum/s2/Link'
import { useMemo } from 'react'
import type { RowAction } from '@/components/ActionsMenu'
import { LookupNotices, type LookupQuery, lookedUp } from '@/components/Lookup'
import { deleteAction, detachAction } from '@/components/row-actions'
import type { TableColumn } from '@/components/table-types'
import { pb } from '@/paths'
import { namesById } from '@/util/names-by-id'
import type { ActionRules } from '~/machines/action-rules'
import { useInstanceListQuery } from '~/store/api/instances'

/** A record an instance may hold: its own name and id, and the holder's id when held. */
interface Attachable {
  id: string
  name: string
  instanceId?: string | null
}

type NamedList = LookupQuery<{ items: { id: string; name: string }[] }>

/** The project's instances and the given pools, with their names by id for the columns. */
export function useAttachableLookups(project: string, poolList: NamedList) {
  const instanceList = useInstanceListQuery({ project })
  const { data: poolPage } = poolList
  const { data: instancePage } = instanceList
  const poolNames = useMemo(() => namesById(poolPage), [poolPage])
  const instanceNames = useMemo(() => namesById(instancePage), [instancePage])
  return {
    project,
    poolList,
    instanceList,
    poolNames,
    instanceNames,
    instances: instancePage?.items ?? [],
  }
}

export type AttachableLookups = ReturnType<typeof useAttachableLookups>

/** Why the pool or instance columns cannot name what they hold, with Retry. */
export function AttachableLookupNotices({
  lookups,
  pools,
}: {
  lookups: AttachableLookups
  /** The pools as the notice names them: 'pools', 'subnet pools'. */
  pools: string
}) {
  return (
    <LookupNotices
      lookups={[
        [pools, lookups.poolList],
        ['instances', lookups.instanceList],
      ]}
    />
  )
}

/** The pool each record came from, by name. */
export function poolColumn<Row>(
  lookups: AttachableLookups,
  name: string,
  poolIdOf: (row: Row) => string,
  minWidth?: number,
): TableColumn<Row> {
  const { poolList, poolNames } = lookups
  return {
    id: 'pool',
    name,
    minWidth,
    sortValue: (row) => poolNames.get(poolIdOf(row)) ?? '',
    cell: (row) => lookedUp(poolList, poolNames.get(poolIdOf(row)), '—'),
  }
}

/** Room for the header, 'Attached instance', whole. */
const ATTACHED_INSTANCE_MIN_WIDTH = 170

/** The instance holding each record, linked to its page. */
export function attachedInstanceColumn<Row extends Attachable>(
  lookups: AttachableLookups,
): TableColumn<Row> {
  const { project, instanceList, instanceNames } = lookups
  return {
    id: 'instance',
    name: 'Attached instance',
    minWidth: ATTACHED_INSTANCE_MIN_WIDTH,
    sortValue: (row) => (row.instanceId && instanceNames.get(row.instanceId)) || '',
    cell: (row) => {
      if (!row.instanceId) return '—'
      const name = instanceNames.get(row.instanceId)
      return lookedUp(
        instanceList,
        name && <Link href={pb.instance({ project, instance: name })}>{name}</Link>,
        '—',
      )
    },
  }
}

type Attachment = 'attached' | 'detached'

/** The record's attach, detach, edit and delete, each disabled with the rule table's reason. */
export function attachableActions<Row extends Attachable>(
  row: Row,
  options: {
    /** The resource inside a sentence: 'floating IP', 'external subnet'. */
    kind: string
    /** How a confirmation names the record: its name and address. */
    label: (row: Row) => string
    rules: ActionRules<'attach' | 'detach' | 'delete', Attachment>
    /** The attachment the rules read (the rule table's own). */
    attachmentOf: (row: Row) => Attachment
    lookups: AttachableLookups
    editHref: string
    /** Where its Activity (the audit log's entries of it) opens, for a kind that has one. */
    activityHref?: string
    onAttach: () => void
    detach: () => Promise<unknown>
    remove: () => Promise<unknown>
    /** Whose actions the user's role must allow (util/permissions.ts): 'floatingIp.attach'… */
    resource: 'floatingIp' | 'externalSubnet'
  },
): RowAction[] {
  const { kind, rules, lookups, resource } = options
  const attachment = options.attachmentOf(row)
  const instanceName =
    (row.instanceId && lookups.instanceNames.get(row.instanceId)) || 'its instance'
  return [
    {
      id: 'attach',
      label: 'Attach',
      disabledReason: rules.reason('attach', attachment),
      requires: `${resource}.attach`,
      onAction: options.onAttach,
    },
    detachAction({
      kind,
      name: row.name,
      subject: options.label(row),
      holder: instanceName,
      disabledReason: rules.reason('detach', attachment),
      requires: `${resource}.detach`,
      run: options.detach,
    }),
    { id: 'edit', label: 'Edit', href: options.editHref, requires: `${resource}.update` },
    ...(options.activityHref
      ? [{ id: 'activity', label: 'Activity', href: options.activityHref }]
      : []),
    deleteAction({
      kind,
      name: row.name,
      disabledReason: rules.reason('delete', attachment),
      requires: `${resource}.delete`,
      run: options.remove,
    }),
  ]
}
