/** The affinity area's endpoints, with their cache tags (DESIGN.md, tags.ts). */
import { generatedApi } from './__generated__/affinity'
import { LIST, listTags } from './tags'

export * from './__generated__/affinity'

generatedApi.enhanceEndpoints({
  endpoints: {
    // affinity (issue 13): both kinds of group alike. Memberships are one tag: adding or removing
    // a member changes its group's members and the instance's groups; a renamed or deleted group
    // changes the instance group lists that name it.
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
              'AffinityMember',
            ]
          : [],
    },
    antiAffinityGroupDelete: {
      invalidatesTags: [{ type: 'AntiAffinityGroup', id: LIST }, 'AffinityMember'],
    },
    antiAffinityGroupMemberList: { providesTags: ['AffinityMember'] },
    antiAffinityGroupMemberInstanceAdd: { invalidatesTags: ['AffinityMember'] },
    antiAffinityGroupMemberInstanceDelete: { invalidatesTags: ['AffinityMember'] },
  },
})
