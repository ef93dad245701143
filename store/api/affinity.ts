/** The affinity area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { readWholeList } from '~/lib/whole-list'
import { generatedApi } from './__generated__/affinity'
import type { AntiAffinityGroupMemberResultsPage } from './__generated__/types'
import { baseApi } from './base-api'
import type { ApiError } from './errors'
import { INSTANCE_GROUPS, LIST, listTags } from './tags'
import type { QueryParams } from './transport'

export * from './__generated__/affinity'

generatedApi.enhanceEndpoints({
  endpoints: {
    // both kinds of group alike. Memberships are one tag: adding or removing a member changes
    // its group's members and the instance's groups; a renamed or deleted group changes only the
    // instance group lists that name it (a deleted group's members are not asked for again)
    antiAffinityGroupList: { providesTags: (result) => listTags('AntiAffinityGroup', result) },
    antiAffinityGroupView: {
      providesTags: (result) => (result ? [{ type: 'AntiAffinityGroup', id: result.id }] : []),
    },
    antiAffinityGroupCreate: { invalidatesTags: [{ type: 'AntiAffinityGroup', id: LIST }] },
    antiAffinityGroupUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'AntiAffinityGroup', id: LIST },
              { type: 'AntiAffinityGroup', id: result.id },
              { type: 'AffinityMember', id: INSTANCE_GROUPS },
            ]
          : [],
    },
    antiAffinityGroupDelete: {
      invalidatesTags: [
        { type: 'AntiAffinityGroup', id: LIST },
        { type: 'AffinityMember', id: INSTANCE_GROUPS },
      ],
    },
    antiAffinityGroupMemberList: { providesTags: ['AffinityMember'] },
    antiAffinityGroupMemberInstanceAdd: { invalidatesTags: ['AffinityMember'] },
    antiAffinityGroupMemberInstanceDelete: { invalidatesTags: ['AffinityMember'] },
  },
})

/** The project's anti-affinity groups whose members to read, by name. */
export interface AntiAffinityMembersArg {
  project: string
  groups: string[]
}

export const withAntiAffinityMembers = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Each group's member instances, by group name (the contract's
     * anti_affinity_group_member_list, each read whole), for weighing which sleds a new member
     * may go on (lib/sled-fit.ts). Through the api's base query with this query's signal.
     */
    antiAffinityMembers: build.query<Record<string, string[]>, AntiAffinityMembersArg>({
      queryFn: async ({ project, groups }, _api, _extraOptions, baseQuery) => {
        const readPage = async (group: string, params: QueryParams) => {
          const url = `/v1/anti-affinity-groups/${encodeURIComponent(group)}/members`
          const result = await baseQuery({ url, params: { ...params, project } })
          if (result.error) throw result.error
          return result.data as AntiAffinityGroupMemberResultsPage
        }
        try {
          const byGroup = await Promise.all(
            groups.map(async (group) => {
              const members = await readWholeList({}, (params) => readPage(group, params))
              return [group, members.map((member) => member.value.id)] as const
            }),
          )
          return { data: Object.fromEntries(byGroup) }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      providesTags: ['AffinityMember'],
    }),
  }),
})

export const { useAntiAffinityMembersQuery } = withAntiAffinityMembers
