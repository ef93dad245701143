/**
 * `directory/users`: the silo's users, a page at a time, each with its groups and a link to its
 * page. The contract's user_list filters by group only, so a search by name reads the whole list
 * (the one the access pages' pickers read) and shows its matches.
 */
import { SearchField } from '@react-spectrum/s2/SearchField'
import { useMemo, useState } from 'react'
import { createdColumn, nameColumn } from '@/components/columns'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { groupNames, matchesName, useGroupsByUser } from '@/resources/directory'
import { wholeListArgs } from '~/lib/whole-list'
import { type Revived, reviveDates, type User } from '~/store/api'
import { useUserListQuery } from '~/store/api/silos'

type UserRow = Revived<User> & { name: string }

const asRow = (user: Revived<User>): UserRow => ({ ...user, name: user.displayName })

export default function UsersTab() {
  const [search, setSearch] = useState('')
  const list = useResourceList(useUserListQuery, {})
  const whole = useUserListQuery(wholeListArgs({}), { skip: !search.trim() })
  const groups = useGroupsByUser()

  const items = useMemo(
    () =>
      search.trim()
        ? (whole.data?.items ?? [])
            .filter((user) => matchesName(user.displayName, search))
            .map((user) => asRow(reviveDates(user)))
        : list.items.map(asRow),
    [search, whole.data, list.items],
  )
  const columns = useMemo<TableColumn<UserRow>[]>(
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
      <SearchField
        label="Search by name"
        value={search}
        onChange={setSearch}
        UNSAFE_className="form-field"
      />
      <LookupNotices lookups={[['groups', groups.query]]} />
      {search.trim() && whole.error ? (
        <LoadFailedAlert
          title="Could not search users"
          error={whole.error}
          level={2}
          onRetry={whole.refetch}
        />
      ) : (
        <ResourceTable
          label="Users"
          columns={columns}
          {...(search.trim()
            ? { isLoading: whole.isFetching && !whole.data }
            : { isLoading: list.isLoading, pagination: list.pagination })}
          items={items}
          empty={
            search.trim()
              ? { title: 'No matching users', body: `No user’s name contains “${search.trim()}”.` }
              : {
                  title: 'No users',
                  body: 'Users appear once they sign in or the identity provider adds them.',
                }
          }
        />
      )}
    </>
  )
}
