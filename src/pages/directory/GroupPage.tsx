/**
 * `directory/groups/{groupId}`: a group of the silo: its members (the contract's user_list with
 * its `group` filter), a page at a time, and its roles on the silo and each project.
 */
import { useMemo } from 'react'
import { createdColumn, nameColumn } from '@/components/columns'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure, useResourceList } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { isMissingIdentity, RolesSection } from '@/resources/directory'
import { reviveDates } from '~/store/api'
import { useGroupViewQuery, useUserListQuery } from '~/store/api/silos'

const memberColumns = [
  nameColumn<{ id: string; name: string; timeCreated: Date }>((member) =>
    pb.directoryUser({ userId: member.id }),
  ),
  createdColumn(),
]

export default function GroupPage() {
  const { groupId } = useRouteParams('groupId')
  const { data, error } = useGroupViewQuery({ groupId })
  const members = useResourceList(
    useUserListQuery,
    { group: groupId },
    { failsInPlace: true, list: 'members' },
  )
  const memberRows = useMemo(
    () => members.items.map((member) => ({ ...member, name: member.displayName })),
    [members.items],
  )
  const identity = useMemo(() => ({ id: groupId }), [groupId])
  if (isMissingIdentity(error)) throw new NotFoundError(`Not found: group with id "${groupId}"`)
  const failure = queryFailure(error)
  if (failure) throw failure
  if (!data) return <LoadingText what="group" />
  const group = reviveDates(data)

  return (
    <>
      <ResourceHeader
        kind="group"
        title={group.displayName}
        properties={[
          { label: 'ID', value: group.id, copy: group.id },
          { label: 'Created', value: <RelativeTime date={group.timeCreated} /> },
        ]}
      />
      <section aria-labelledby="members-title">
        <SectionHeader title="Members" titleId="members-title" />
        {members.error ? (
          <LoadFailedAlert
            title="Could not load members"
            error={members.error}
            level={3}
            onRetry={members.refetch}
          />
        ) : (
          <ResourceTable
            label="Members"
            columns={memberColumns}
            {...members}
            items={memberRows}
            empty={{ title: 'No members', body: 'The identity provider puts no user in it.' }}
          />
        )}
      </section>
      <RolesSection identity={identity} />
    </>
  )
}
