/**
 * The two kinds of group behind one interface for the affinity pages and forms: the generated
 * hooks of both kinds are called (queries of the other kind skipped), and each call goes to the
 * kind asked for.
 */
import { useMemo } from 'react'
import { wholeListArgs } from '~/lib/whole-list'
import { useAppDispatch } from '~/store'
import {
  type AffinityGroupCreate,
  type AffinityGroupUpdate,
  api,
  FRESH_READ,
  reviveDates,
} from '~/store/api'
import {
  useAntiAffinityGroupCreateMutation,
  useAntiAffinityGroupDeleteMutation,
  useAntiAffinityGroupListQuery,
  useAntiAffinityGroupMemberInstanceAddMutation,
  useAntiAffinityGroupMemberInstanceDeleteMutation,
  useAntiAffinityGroupMemberListQuery,
  useAntiAffinityGroupUpdateMutation,
  useAntiAffinityGroupViewQuery,
} from '~/store/api/affinity'
import {
  useAffinityGroupCreateMutation,
  useAffinityGroupDeleteMutation,
  useAffinityGroupListQuery,
  useAffinityGroupMemberInstanceAddMutation,
  useAffinityGroupMemberInstanceDeleteMutation,
  useAffinityGroupMemberListQuery,
  useAffinityGroupUpdateMutation,
  useAffinityGroupViewQuery,
  useInstanceAffinityGroupListQuery,
} from '~/store/api/experimental'
import { useInstanceAntiAffinityGroupListQuery } from '~/store/api/instances'
import { affinityGroups, antiAffinityGroups } from '~/store/entities/affinity'
import type { GroupKind, GroupRow } from './affinity-groups'
import { useProjectChild } from './use-project'

type Group = Omit<GroupRow, 'kind' | 'timeCreated' | 'timeModified'> & {
  timeCreated: string | Date
  timeModified: string | Date
}
const withKind = (kind: GroupKind, groups: readonly Group[] | undefined): GroupRow[] =>
  (groups ?? []).map((group) => ({ ...reviveDates(group), kind }) as GroupRow)

interface GroupListQuery {
  data?: { items: readonly Group[] }
  isLoading: boolean
  error?: unknown
}

/** Two lists of groups, one of each kind, as one: anti-affinity first, loading until both are in. */
function useBothKinds(anti: GroupListQuery, affinity: GroupListQuery) {
  const items = useMemo(
    () => [
      ...withKind('anti-affinity', anti.data?.items),
      ...withKind('affinity', affinity.data?.items),
    ],
    [anti.data, affinity.data],
  )
  return {
    items,
    isLoading: anti.isLoading || affinity.isLoading,
    error: anti.error ?? affinity.error,
  }
}

/** Both kinds of the project's groups, anti-affinity first, each by name. */
export function useProjectGroups(project: string) {
  const anti = useAntiAffinityGroupListQuery(wholeListArgs({ project }))
  const affinity = useAffinityGroupListQuery(wholeListArgs({ project }))
  return useBothKinds(anti, affinity)
}

/**
 * The group a route names, of the kind it names: from the store when a list loaded it, else from
 * its view (useEntity: a 404 is the not-found page). The other kind's lookup matches nothing and
 * sends no request.
 */
export function useGroup(project: string, kind: GroupKind, name: string) {
  const anti = useProjectChild(
    antiAffinityGroups,
    useAntiAffinityGroupViewQuery,
    { project, antiAffinityGroup: name },
    name,
    kind !== 'anti-affinity',
  )
  const affinity = useProjectChild(
    affinityGroups,
    useAffinityGroupViewQuery,
    { project, affinityGroup: name },
    name,
    kind !== 'affinity',
  )
  const entity = kind === 'affinity' ? affinity.entity : anti.entity
  const group = useMemo(() => (entity ? { ...entity, kind } : undefined), [entity, kind])
  return { group }
}

/** A group as the server has it now, whatever the cache holds (an edit's fresh read). */
export function useFreshGroup() {
  const dispatch = useAppDispatch()
  return (kind: GroupKind, project: string, group: string) =>
    kind === 'affinity'
      ? dispatch(
          api.endpoints.affinityGroupView.initiate({ project, affinityGroup: group }, FRESH_READ),
        ).unwrap()
      : dispatch(
          api.endpoints.antiAffinityGroupView.initiate(
            { project, antiAffinityGroup: group },
            FRESH_READ,
          ),
        ).unwrap()
}

/** A group's members: each an instance with its id, name and run state. */
export function useGroupMembers(project: string, kind: GroupKind, group: string, skip = false) {
  const anti = useAntiAffinityGroupMemberListQuery(
    wholeListArgs({ project, antiAffinityGroup: group }),
    { skip: skip || kind !== 'anti-affinity' },
  )
  const affinity = useAffinityGroupMemberListQuery(
    wholeListArgs({ project, affinityGroup: group }),
    { skip: skip || kind !== 'affinity' },
  )
  const query = kind === 'affinity' ? affinity : anti
  const members = useMemo(
    () => (query.data?.items ?? []).map((member) => member.value),
    [query.data],
  )
  return {
    members,
    isLoading: query.isLoading,
    error: query.error,
    // for a look-up cell (RowLookup): the answer, once in, and whether one is on its way
    data: query.data,
    isFetching: query.isFetching,
    refetch: query.refetch,
  }
}

/** The groups of both kinds an instance is in. */
export function useInstanceGroups(project: string, instance: string) {
  const anti = useInstanceAntiAffinityGroupListQuery(wholeListArgs({ project, instance }))
  const affinity = useInstanceAffinityGroupListQuery(wholeListArgs({ project, instance }))
  return useBothKinds(anti, affinity)
}

/** Every write, by kind; each resolves with the server's answer or rejects with its ApiError. */
export function useGroupMutations() {
  const [createAnti] = useAntiAffinityGroupCreateMutation()
  const [createAffinity] = useAffinityGroupCreateMutation()
  const [updateAnti] = useAntiAffinityGroupUpdateMutation()
  const [updateAffinity] = useAffinityGroupUpdateMutation()
  const [deleteAnti] = useAntiAffinityGroupDeleteMutation()
  const [deleteAffinity] = useAffinityGroupDeleteMutation()
  const [addAnti] = useAntiAffinityGroupMemberInstanceAddMutation()
  const [addAffinity] = useAffinityGroupMemberInstanceAddMutation()
  const [removeAnti] = useAntiAffinityGroupMemberInstanceDeleteMutation()
  const [removeAffinity] = useAffinityGroupMemberInstanceDeleteMutation()
  return {
    create: (kind: GroupKind, project: string, body: AffinityGroupCreate) =>
      kind === 'affinity'
        ? createAffinity({ project, affinityGroupCreate: body }).unwrap()
        : createAnti({ project, antiAffinityGroupCreate: body }).unwrap(),
    update: (kind: GroupKind, project: string, group: string, body: AffinityGroupUpdate) =>
      kind === 'affinity'
        ? updateAffinity({ project, affinityGroup: group, affinityGroupUpdate: body }).unwrap()
        : updateAnti({ project, antiAffinityGroup: group, antiAffinityGroupUpdate: body }).unwrap(),
    remove: (kind: GroupKind, project: string, group: string) =>
      kind === 'affinity'
        ? deleteAffinity({ project, affinityGroup: group }).unwrap()
        : deleteAnti({ project, antiAffinityGroup: group }).unwrap(),
    addMember: (kind: GroupKind, project: string, group: string, instance: string) =>
      kind === 'affinity'
        ? addAffinity({ project, affinityGroup: group, instance }).unwrap()
        : addAnti({ project, antiAffinityGroup: group, instance }).unwrap(),
    removeMember: (kind: GroupKind, project: string, group: string, instance: string) =>
      kind === 'affinity'
        ? removeAffinity({ project, affinityGroup: group, instance }).unwrap()
        : removeAnti({ project, antiAffinityGroup: group, instance }).unwrap(),
  }
}
