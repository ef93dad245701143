/**
 * Both kinds of affinity group, normalized like every resource: a group a list loaded (the
 * project's groups or an instance's) is what its page and edit form show without another request.
 */
import type { AffinityGroup, AntiAffinityGroup } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const e = endpoints

/** Anti-affinity groups by id; names are unique within a project. */
export const antiAffinityGroups = createResourceSlice<AntiAffinityGroup>({
  name: 'antiAffinityGroups',
  lists: [e.antiAffinityGroupList, e.instanceAntiAffinityGroupList],
  items: [e.antiAffinityGroupView, e.antiAffinityGroupCreate, e.antiAffinityGroupUpdate],
  deletes: [
    {
      endpoint: e.antiAffinityGroupDelete,
      key: (arg: { antiAffinityGroup: string }) => arg.antiAffinityGroup,
    },
  ],
  scope: 'projectId',
})

/** Affinity groups by id; names are unique within a project. */
export const affinityGroups = createResourceSlice<AffinityGroup>({
  name: 'affinityGroups',
  lists: [e.affinityGroupList, e.instanceAffinityGroupList],
  items: [e.affinityGroupView, e.affinityGroupCreate, e.affinityGroupUpdate],
  deletes: [
    {
      endpoint: e.affinityGroupDelete,
      key: (arg: { affinityGroup: string }) => arg.affinityGroup,
    },
  ],
  scope: 'projectId',
})
