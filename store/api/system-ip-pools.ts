/** The system-ip-pools area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/system-ip-pools'
import { LIST, listTags } from './tags'

export * from './__generated__/system-ip-pools'

generatedApi.enhanceEndpoints({
  endpoints: {
    systemIpPoolList: { providesTags: (result) => listTags('SystemIpPool', result) },
    systemIpPoolView: {
      providesTags: (result) => (result ? [{ type: 'SystemIpPool', id: result.id }] : []),
    },
    systemIpPoolCreate: { invalidatesTags: [{ type: 'SystemIpPool', id: LIST }] },
    systemIpPoolUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'SystemIpPool', id: LIST },
              { type: 'SystemIpPool', id: result.id },
              'IpPoolSiloLink',
            ]
          : [],
    },
    systemIpPoolDelete: {
      invalidatesTags: [{ type: 'SystemIpPool', id: LIST }, 'IpPoolSiloLink'],
    },
    systemIpPoolRangeList: { providesTags: ['IpPoolRange'] },
    systemIpPoolUtilizationView: { providesTags: ['IpPoolRange'] },
    systemIpPoolRangeAdd: { invalidatesTags: ['IpPoolRange'] },
    systemIpPoolRangeRemove: { invalidatesTags: ['IpPoolRange'] },
    systemIpPoolSiloList: { providesTags: ['IpPoolSiloLink'] },
    systemIpPoolSiloLink: { invalidatesTags: ['IpPoolSiloLink'] },
    systemIpPoolSiloUpdate: { invalidatesTags: ['IpPoolSiloLink'] },
    systemIpPoolSiloUnlink: { invalidatesTags: ['IpPoolSiloLink'] },
  },
})
