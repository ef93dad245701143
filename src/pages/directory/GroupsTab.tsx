/** `directory/groups`: the silo's groups, each with its number of members and a link to its page. */
import { useMemo } from 'react'
import { createdColumn, nameColumn } from '@/components/columns'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import type { TableColumn } from '@/components/ResourceTable'
import { pb } from '@/paths'
import { SearchableList } from '@/resources/directory'
import type { Group, Revived } from '~/store/api'
import { useGroupListQuery, useGroupMembersQuery } from '~/store/api/silos'

export default function GroupsTab() {
  const members = useGroupMembersQuery()
  const columns = useMemo<TableColumn<Revived<Group> & { name: string }>[]>(() => {
    const counts = new Map(
      (members.data ?? []).map(({ group, memberIds }) => [group.id, memberIds.length]),
    )
    return [
      nameColumn((group) => pb.directoryGroup({ groupId: group.id })),
      {
        id: 'members',
        name: 'Members',
        minWidth: 110,
        sortValue: (group) => counts.get(group.id) ?? 0,
        cell: (group) => lookedUp(members, counts.get(group.id), '—'),
      },
      createdColumn(),
    ]
  }, [members])
  return (
    <>
      <LookupNotices lookups={[['members', members]]} />
      <SearchableList
        useListQuery={useGroupListQuery}
        label="Groups"
        noun="group"
        columns={columns}
        empty={{
          title: 'No groups',
          body: 'Groups appear once the identity provider puts a user in one.',
        }}
      />
    </>
  )
}
