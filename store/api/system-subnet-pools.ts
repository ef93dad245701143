/** The system-subnet-pools area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/system-subnet-pools'
import { LIST, listTags } from './tags'

export * from './__generated__/system-subnet-pools'

generatedApi.enhanceEndpoints({
  endpoints: {
    systemSubnetPoolList: { providesTags: (result) => listTags('SystemSubnetPool', result) },
    systemSubnetPoolView: {
      providesTags: (result) => (result ? [{ type: 'SystemSubnetPool', id: result.id }] : []),
    },
    systemSubnetPoolCreate: { invalidatesTags: [{ type: 'SystemSubnetPool', id: LIST }] },
    // a rename shows in every silo's list of its pools too
    systemSubnetPoolUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'SystemSubnetPool', id: LIST },
              { type: 'SystemSubnetPool', id: result.id },
              'SubnetPoolSiloLink',
            ]
          : [],
    },
    systemSubnetPoolDelete: {
      invalidatesTags: [{ type: 'SystemSubnetPool', id: LIST }, 'SubnetPoolSiloLink'],
    },
    systemSubnetPoolMemberList: { providesTags: ['SubnetPoolMember'] },
    systemSubnetPoolUtilizationView: { providesTags: ['SubnetPoolMember'] },
    systemSubnetPoolMemberAdd: { invalidatesTags: ['SubnetPoolMember'] },
    systemSubnetPoolMemberRemove: { invalidatesTags: ['SubnetPoolMember'] },
    systemSubnetPoolSiloList: { providesTags: ['SubnetPoolSiloLink'] },
    systemSubnetPoolSiloLink: { invalidatesTags: ['SubnetPoolSiloLink'] },
    systemSubnetPoolSiloUpdate: { invalidatesTags: ['SubnetPoolSiloLink'] },
    systemSubnetPoolSiloUnlink: { invalidatesTags: ['SubnetPoolSiloLink'] },
  },
})
