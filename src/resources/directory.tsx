/**
 * What the directory's pages share (the silo's users and groups, beside Silo Access): their
 * searchable lists, the groups each user is in, and an identity's roles on the silo and on each project with where each comes
 * from (lib/role-sources.ts; SPEC §6: the strongest applies, a project inherits the silo's).
 */
import { Link } from '@react-spectrum/s2/Link'
import { SearchField } from '@react-spectrum/s2/SearchField'
import { useMemo, useState } from 'react'
import { textColumn } from '@/components/columns'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { lookupPhase } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { TableSection } from '@/components/TableSection'
import { type ListQueryHook, useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { ROLE_ORDER, type RoleName, roleLabels } from '@/util/access-policy'
import { type Identity, type ResolvedRole, type RoleGrant, resolveRole } from '~/lib/role-sources'
import { wholeListArgs } from '~/lib/whole-list'
import { type Group, type Revived, reviveDates } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import {
  useGroupMembersQuery,
  usePolicyViewQuery,
  useProjectPoliciesQuery,
} from '~/store/api/silos'

type Level = 'silo' | 'project'

/** The groups each user is in, by user id, from every group's members. */
export function useGroupsByUser() {
  const query = useGroupMembersQuery()
  const byUser = useMemo(() => {
    const groups = new Map<string, Group[]>()
    for (const { group, memberIds } of query.data ?? []) {
      for (const id of memberIds) groups.set(id, [...(groups.get(id) ?? []), group])
    }
    return groups
  }, [query.data])
  return useMemo(
    () => ({ query, groupsOf: (userId: string) => byUser.get(userId) ?? [] }),
    [query, byUser],
  )
}

/** A search by name: the name contains what was typed, whatever its case. */
export const matchesName = (name: string, search: string) =>
  name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase())

/**
 * A user or group id that names none of the silo's (404), or is no id at all (the server's 400):
 * the page is not found.
 */
export const isMissingIdentity = (error: unknown) => {
  const status = (error as { statusCode?: number } | undefined)?.statusCode
  return status === 404 || status === 400
}

/** Groups' display names, in order, for a cell or a property. */
export const groupNames = (groups: Group[]) =>
  groups
    .map((group) => group.displayName)
    .sort((a, b) => a.localeCompare(b))
    .join(', ')

interface RoleRow {
  id: string
  resource: string
  href: string
  level: Level
  resolved: ResolvedRole<RoleName, Level>
}

/** 'Assigned directly', 'Through the group web-devs', 'Silo role, through the group web-devs'. */
export function grantSource(
  grant: RoleGrant<RoleName, Level>,
  rowLevel: Level,
  groupName: (id: string) => string,
) {
  const how = grant.groupId ? `through the group ${groupName(grant.groupId)}` : 'assigned directly'
  if (grant.level !== rowLevel) return `Silo role, ${how}`
  return how.charAt(0).toUpperCase() + how.slice(1)
}

/**
 * An identity's roles on the silo and on every project of it, one row each where it has one,
 * read from the silo's policy and every project's: the role that applies, where it comes from,
 * and the weaker or equal grants it also holds there.
 */
export function RolesSection({ identity }: { identity: Identity }) {
  const { data: me } = useCurrentUserViewQuery()
  const siloPolicy = usePolicyViewQuery()
  const projectPolicies = useProjectPoliciesQuery()
  const groups = useGroupMembersQuery()
  const groupName = useMemo(() => {
    const names = new Map((groups.data ?? []).map(({ group }) => [group.id, group.displayName]))
    return (id: string) => names.get(id) ?? id
  }, [groups.data])

  const rows = useMemo(() => {
    if (!siloPolicy.data || !projectPolicies.data) return []
    const silo = { level: 'silo' as const, ...siloPolicy.data }
    const found: RoleRow[] = []
    const siloRole = resolveRole(identity, [silo], ROLE_ORDER)
    if (siloRole) {
      found.push({
        id: 'silo',
        resource: `Silo ${me?.siloName ?? ''}`.trim(),
        href: pb.siloAccess(),
        level: 'silo',
        resolved: siloRole,
      })
    }
    for (const { project, policy } of projectPolicies.data) {
      const own = { level: 'project' as const, ...policy }
      const resolved = resolveRole(identity, [own, silo], ROLE_ORDER)
      if (resolved) {
        found.push({
          id: project.id,
          resource: `Project ${project.name}`,
          href: pb.projectAccess({ project: project.name }),
          level: 'project',
          resolved,
        })
      }
    }
    return found
  }, [identity, me?.siloName, siloPolicy.data, projectPolicies.data])

  const columns = useMemo<TableColumn<RoleRow>[]>(
    () => [
      {
        id: 'resource',
        name: 'Resource',
        isRowHeader: true,
        minWidth: 180,
        sortValue: (row) => row.resource,
        cell: (row) => <Link href={row.href}>{row.resource}</Link>,
      },
      textColumn('role', 'Role', (row) => roleLabels[row.resolved.role], { minWidth: 130 }),
      textColumn(
        'source',
        'Source',
        (row) => grantSource(row.resolved.grants[0], row.level, groupName),
        { minWidth: 220 },
      ),
      textColumn(
        'also',
        'Also held',
        (row) =>
          row.resolved.grants
            .slice(1)
            .map(
              (grant) =>
                `${roleLabels[grant.role]} (${grantSource(grant, row.level, groupName).toLowerCase()})`,
            )
            .join('; ') || '—',
        { minWidth: 220 },
      ),
    ],
    [groupName],
  )

  const failed = [siloPolicy, projectPolicies].find((query) => lookupPhase(query) === 'failed')
  return (
    <TableSection title="Roles" failure={failed} failedTitle="Could not load roles">
      <ResourceTable
        label="Roles"
        columns={columns}
        items={rows}
        isLoading={!siloPolicy.data || !projectPolicies.data}
        empty={{
          title: 'No roles',
          body: 'Neither the silo’s policy nor any project’s names this identity or its groups.',
        }}
      />
    </TableSection>
  )
}

/** The part of a generated list query a whole-list search reads. */
type WholeListHook<Item> = (
  arg: { limit: number },
  options: { skip: boolean },
) => { data?: { items: Item[] }; error?: unknown; isFetching: boolean; refetch: () => unknown }

/**
 * A directory list (the silo's users or groups), a page at a time, searchable by name. The
 * contract's user_list and group_list take no name to filter by, so a search reads the whole list
 * (the one the access pages' pickers read) and shows its matches, without pages.
 */
export function SearchableList<Item extends { id: string; displayName: string }>({
  useListQuery,
  label,
  noun,
  columns,
  empty,
}: {
  useListQuery: ListQueryHook<object, Item> & WholeListHook<Item>
  /** The table's name: 'Users'. */
  label: string
  /** What a row is, for 'No matching users': 'user'. */
  noun: string
  columns: TableColumn<Revived<Item> & { name: string }>[]
  empty: { title: string; body: string }
}) {
  const [search, setSearch] = useState('')
  const searching = search.trim() !== ''
  const list = useResourceList<object, Item>(useListQuery, {})
  const whole = useListQuery(wholeListArgs({}), { skip: !searching })
  const items = useMemo(() => {
    const rows: Revived<Item>[] = searching
      ? (whole.data?.items ?? [])
          .filter((item) => matchesName(item.displayName, search))
          .map((item) => reviveDates(item))
      : list.items
    return rows.map((row) => ({ ...row, name: row.displayName }))
  }, [searching, search, whole.data, list.items])

  return (
    <>
      <SearchField
        label="Search by name"
        value={search}
        onChange={setSearch}
        UNSAFE_className="directory-search"
      />
      {searching && whole.error ? (
        <LoadFailedAlert
          title={`Could not search ${label.toLowerCase()}`}
          error={whole.error}
          level={2}
          onRetry={whole.refetch}
        />
      ) : (
        <ResourceTable
          label={label}
          columns={columns}
          {...(searching
            ? { isLoading: whole.isFetching && !whole.data }
            : { isLoading: list.isLoading, pagination: list.pagination })}
          items={items}
          empty={
            searching
              ? {
                  title: `No matching ${label.toLowerCase()}`,
                  body: `No ${noun}’s name contains “${search.trim()}”.`,
                }
              : empty
          }
        />
      )}
    </>
  )
}
