/**
 * `directory/groups`: the silo's groups, a page at a time, each with its number of members and a
 * link to its page. The contract's group_list has no name filter, so a search by name reads the
 * whole list and shows its matches.
 */
import { SearchField } from '@react-spectrum/s2/SearchField'
import { useMemo, useState } from 'react'
import { createdColumn, nameColumn } from '@/components/columns'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { matchesName } from '@/resources/directory'
import { wholeListArgs } from '~/lib/whole-list'
import { type Group, type Revived, reviveDates } from '~/store/api'
import { useGroupListQuery, useGroupMembersQuery } from '~/store/api/silos'

type GroupRow = Revived<Group> & { name: string }

const asRow = (group: Revived<Group>): GroupRow => ({ ...group, name: group.displayName })

export default function GroupsTab() {
  const [search, setSearch] = useState('')
  const list = useResourceList(useGroupListQuery, {})
  const whole = useGroupListQuery(wholeListArgs({}), { skip: !search.trim() })
  const members = useGroupMembersQuery()

  const items = useMemo(
    () =>
      search.trim()
        ? (whole.data?.items ?? [])
            .filter((group) => matchesName(group.displayName, search))
            .map((group) => asRow(reviveDates(group)))
        : list.items.map(asRow),
    [search, whole.data, list.items],
  )
  const columns = useMemo<TableColumn<GroupRow>[]>(() => {
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
      <SearchField
        label="Search by name"
        value={search}
        onChange={setSearch}
        UNSAFE_className="form-field"
      />
      <LookupNotices lookups={[['members', members]]} />
      {search.trim() && whole.error ? (
        <LoadFailedAlert
          title="Could not search groups"
          error={whole.error}
          level={2}
          onRetry={whole.refetch}
        />
      ) : (
        <ResourceTable
          label="Groups"
          columns={columns}
          {...(search.trim()
            ? { isLoading: whole.isFetching && !whole.data }
            : { isLoading: list.isLoading, pagination: list.pagination })}
          items={items}
          empty={
            search.trim()
              ? {
                  title: 'No matching groups',
                  body: `No group’s name contains “${search.trim()}”.`,
                }
              : {
                  title: 'No groups',
                  body: 'Groups appear once the identity provider puts a user in one.',
                }
          }
        />
      )}
    </>
  )
}
