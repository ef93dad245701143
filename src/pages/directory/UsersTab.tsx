/** `directory/users`: the silo's users, each with its groups and a link to its page. */
import { useMemo } from 'react'
import { createdColumn, nameColumn } from '@/components/columns'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import type { TableColumn } from '@/components/ResourceTable'
import { pb } from '@/paths'
import { groupNames, SearchableList, useGroupsByUser } from '@/resources/directory'
import type { Revived, User } from '~/store/api'
import { useUserListQuery } from '~/store/api/silos'

export default function UsersTab() {
  const groups = useGroupsByUser()
  const columns = useMemo<TableColumn<Revived<User> & { name: string }>[]>(
    () => [
      nameColumn((user) => pb.directoryUser({ userId: user.id })),
      {
        id: 'groups',
        name: 'Groups',
        minWidth: 200,
        sortValue: (user) => groupNames(groups.groupsOf(user.id)),
        cell: (user) => lookedUp(groups.query, groupNames(groups.groupsOf(user.id)) || '—', '—'),
      },
      createdColumn(),
    ],
    [groups],
  )
  return (
    <>
      <LookupNotices lookups={[['groups', groups.query]]} />
      <SearchableList
        useListQuery={useUserListQuery}
        label="Users"
        noun="user"
        columns={columns}
        empty={{
          title: 'No users',
          body: 'Users appear once they sign in or the identity provider adds them.',
        }}
      />
    </>
  )
}
