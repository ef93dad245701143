/**
 * A resource's Activity (an instance's, a disk's, a VPC's, a floating IP's): what the fleet's
 * audit log knows of it, newest first (who, what, when, how it ended), for a fleet viewer, who
 * may read the log; anyone else is told who can. The log is read again every few seconds while
 * it shows, so an action taken on the resource appears without a reload
 * (store/api/system-audit-log.ts `resourceActivity`; what counts as the resource's entry:
 * lib/audit-match.ts).
 */
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { ResourceTable } from '@/components/ResourceTable'
import type { ResourceRef } from '~/lib/audit-match'
import { reviveDates } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { ACTIVITY_ENTRIES, useResourceActivityQuery } from '~/store/api/system-audit-log'
import { auditLogColumns, useActorNames } from './audit-log'

/** How often the log is asked again while it shows: an action's entry appears this soon. */
const ACTIVITY_POLL_MS = 5000

/** Each kind with activity: how a sentence names it, its API paths' collection, its create. */
const activityKinds = {
  instance: { label: 'instance', collection: 'instances', createOperation: 'instance_create' },
  disk: { label: 'disk', collection: 'disks', createOperation: 'disk_create' },
  vpc: { label: 'VPC', collection: 'vpcs', createOperation: 'vpc_create' },
  floatingIp: {
    label: 'floating IP',
    collection: 'floating-ips',
    createOperation: 'floating_ip_create',
  },
} as const

interface Props {
  kind: keyof typeof activityKinds
  project: string
  entity: { id: string; name: string; projectId: string; timeCreated: Date }
  /** The heading level of the section's alert: one below the heading the activity is under. */
  level: 2 | 3
}

export function ResourceActivity({ kind, project, entity, level }: Props) {
  const { data: me } = useCurrentUserViewQuery()
  if (!me) return null
  const { label, collection, createOperation } = activityKinds[kind]
  if (!me.fleetViewer) {
    return (
      <p>
        What happened to this {label} is recorded in the fleet’s audit log, which only fleet viewers
        and fleet admins can read.
      </p>
    )
  }
  const resource: ResourceRef = {
    collection,
    createOperation,
    id: entity.id,
    name: entity.name,
    project,
    projectId: entity.projectId,
    timeCreated: entity.timeCreated.toISOString(),
  }
  return <ActivityTable kind={label} resource={resource} level={level} />
}

function ActivityTable({
  kind,
  resource,
  level,
}: {
  kind: string
  resource: ResourceRef
  level: Props['level']
}) {
  const activity = useResourceActivityQuery(
    { resource },
    { pollingInterval: ACTIVITY_POLL_MS, skipPollingIfUnfocused: true },
  )
  const names = useActorNames()
  return (
    <>
      <p>
        The latest {ACTIVITY_ENTRIES} requests that named this {kind} in the fleet’s audit log, and
        the one that created it: a create names only the project, so it shows when it is the one
        create of a {kind} in the project that finished as this {kind} was created.
      </p>
      {activity.error ? (
        <LoadFailedAlert
          title="Could not read the audit log"
          error={activity.error}
          level={level}
          onRetry={activity.refetch}
        />
      ) : (
        <ResourceTable
          label="Activity"
          columns={auditLogColumns(names)}
          items={(activity.data ?? []).map(reviveDates)}
          isLoading={!activity.data}
          empty={{
            title: 'No activity',
            body: `No request has named this ${kind} since it was created.`,
          }}
        />
      )}
    </>
  )
}
