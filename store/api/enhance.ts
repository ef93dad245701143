/**
 * Cache tags and optimistic updates for the generated endpoints, in one place (DESIGN.md).
 * A list provides `{ type, id: 'LIST' }` plus one tag per item; a view provides its item;
 * mutations invalidate exactly the list and item they touch.
 */
import { generatedApi } from './__generated__/endpoints'

export const tagTypes = ['Project', 'Vpc', 'VpcSubnet', 'CurrentUser', 'Policy'] as const
type TagType = (typeof tagTypes)[number]

const LIST = 'LIST'

const listTags = <T extends { id: string }>(type: TagType, result: { items: T[] } | undefined) => [
  { type, id: LIST },
  ...(result?.items ?? []).map((item) => ({ type, id: item.id })),
]

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    currentUserView: { providesTags: ['CurrentUser'] },
    currentUserGroups: { providesTags: ['CurrentUser'] },
    policyView: { providesTags: ['Policy'] },

    projectList: { providesTags: (result) => listTags('Project', result) },
    projectView: { providesTags: (result) => (result ? [{ type: 'Project', id: result.id }] : []) },
    projectCreate: { invalidatesTags: [{ type: 'Project', id: LIST }] },
    projectUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Project', id: LIST },
              { type: 'Project', id: result.id },
            ]
          : [],
    },
    // the deleted project leaves the store optimistically (entities slice); lists refetch after
    projectDelete: { invalidatesTags: [{ type: 'Project', id: LIST }] },

    vpcList: { providesTags: (result) => listTags('Vpc', result) },
    vpcSubnetList: { providesTags: (result) => listTags('VpcSubnet', result) },
  },
})
