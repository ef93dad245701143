/** The experimental area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/experimental'
import { INSTANCE_GROUPS, LIST, listTags } from './tags'

export * from './__generated__/experimental'

generatedApi.enhanceEndpoints({
  endpoints: {
    affinityGroupList: { providesTags: (result) => listTags('AffinityGroup', result) },
    affinityGroupView: {
      providesTags: (result) => (result ? [{ type: 'AffinityGroup', id: result.id }] : []),
    },
    affinityGroupCreate: { invalidatesTags: [{ type: 'AffinityGroup', id: LIST }] },
    affinityGroupUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'AffinityGroup', id: LIST },
              { type: 'AffinityGroup', id: result.id },
              { type: 'AffinityMember', id: INSTANCE_GROUPS },
            ]
          : [],
    },
    affinityGroupDelete: {
      invalidatesTags: [
        { type: 'AffinityGroup', id: LIST },
        { type: 'AffinityMember', id: INSTANCE_GROUPS },
      ],
    },
    affinityGroupMemberList: { providesTags: ['AffinityMember'] },
    affinityGroupMemberInstanceAdd: { invalidatesTags: ['AffinityMember'] },
    affinityGroupMemberInstanceDelete: { invalidatesTags: ['AffinityMember'] },
    instanceAffinityGroupList: { providesTags: [{ type: 'AffinityMember', id: INSTANCE_GROUPS }] },
    // a rack's membership changes: adding sleds ends their uninitialized standing (system-hardware)
    rackMembershipStatus: { providesTags: ['RackMembership'] },
    rackMembershipAddSleds: { invalidatesTags: ['RackMembership', 'Sled', 'AuditLog'] },
    rackMembershipAbort: { invalidatesTags: ['RackMembership', 'AuditLog'] },
  },
})
