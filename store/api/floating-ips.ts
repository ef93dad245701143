/** The floating-ips area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/floating-ips'
import { LIST, listTags } from './tags'

export * from './__generated__/floating-ips'

generatedApi.enhanceEndpoints({
  endpoints: {
    floatingIpList: { providesTags: (result) => listTags('FloatingIp', result) },
    floatingIpView: {
      providesTags: (result) => (result ? [{ type: 'FloatingIp', id: result.id }] : []),
    },
    floatingIpCreate: { invalidatesTags: [{ type: 'FloatingIp', id: LIST }] },
    floatingIpUpdate: { invalidatesTags: [{ type: 'FloatingIp', id: LIST }] },
    floatingIpDelete: { invalidatesTags: [{ type: 'FloatingIp', id: LIST }] },

    // a floating IP moving changes both the instance's external IPs and which IPs are free
    floatingIpAttach: {
      invalidatesTags: [
        { type: 'ExternalIp', id: LIST },
        { type: 'FloatingIp', id: LIST },
      ],
    },
    floatingIpDetach: {
      invalidatesTags: [
        { type: 'ExternalIp', id: LIST },
        { type: 'FloatingIp', id: LIST },
      ],
    },
  },
})
