/**
 * The instance's Activity tab: what the fleet's audit log knows of it, newest first (who, what,
 * when, how it ended), for a fleet viewer, who may read the log; anyone else is told who can. The
 * log is read again every few seconds while the tab shows, so an action taken on the instance
 * appears without a reload (store/api/system-audit-log.ts `resourceActivity`).
 */
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { ResourceTable } from '@/components/ResourceTable'
import { auditLogColumns, useActorNames } from '@/resources/audit-log'
import { reviveDates } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { ACTIVITY_ENTRIES, useResourceActivityQuery } from '~/store/api/system-audit-log'
import { useInstancePage } from './InstanceLayout'

/** How often the tab asks the log again while it shows: an action's entry appears this soon. */
const ACTIVITY_POLL_MS = 5000

export function InstanceActivityTab() {
  const { data: me } = useCurrentUserViewQuery()
  if (!me) return null
  if (!me.fleetViewer) {
    return (
      <section aria-label="Activity">
        <p>
          What happened to this instance is recorded in the fleet’s audit log, which only fleet
          viewers and fleet admins can read.
        </p>
      </section>
    )
  }
  return <InstanceActivity />
}

function InstanceActivity() {
  const { project, instance } = useInstancePage()
  const activity = useResourceActivityQuery(
    {
      startTime: new Date(instance.timeCreated).toISOString(),
      resource: { collection: 'instances', id: instance.id, name: instance.name, project },
    },
    { pollingInterval: ACTIVITY_POLL_MS, skipPollingIfUnfocused: true },
  )
  const names = useActorNames()
  return (
    <section aria-label="Activity">
      <p>
        The latest {ACTIVITY_ENTRIES} requests that named this instance, from the fleet’s audit log.
        Its creation named only its project, and is not among them.
      </p>
      {activity.error ? (
        <LoadFailedAlert
          title="Could not read the audit log"
          error={activity.error}
          level={2}
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
            body: 'No request has named this instance since it was created.',
          }}
        />
      )}
    </section>
  )
}
