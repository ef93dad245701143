/** The external-subnets area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/external-subnets'
import { LIST, listTags } from './tags'

export * from './__generated__/external-subnets'

/**
 * An allocation or a delete changes what the subnet pools have left (their utilization, which
 * the members' tag carries); a move changes the instance's list too (the same list tag).
 */
const CHANGES_POOLS = [{ type: 'ExternalSubnet', id: LIST }, 'SubnetPoolMember'] as const

generatedApi.enhanceEndpoints({
  endpoints: {
    externalSubnetList: { providesTags: (result) => listTags('ExternalSubnet', result) },
    externalSubnetView: {
      providesTags: (result) => (result ? [{ type: 'ExternalSubnet', id: result.id }] : []),
    },
    externalSubnetCreate: { invalidatesTags: [...CHANGES_POOLS] },
    externalSubnetUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'ExternalSubnet', id: LIST },
              { type: 'ExternalSubnet', id: result.id },
            ]
          : [],
    },
    externalSubnetDelete: { invalidatesTags: [...CHANGES_POOLS] },
    externalSubnetAttach: { invalidatesTags: [{ type: 'ExternalSubnet', id: LIST }] },
    externalSubnetDetach: { invalidatesTags: [{ type: 'ExternalSubnet', id: LIST }] },
  },
})
