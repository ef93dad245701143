/** The affinity area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/affinity'
import { INSTANCE_GROUPS, LIST, listTags } from './tags'

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
