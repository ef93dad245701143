/**
 * The system-networking area's endpoints the console uses and their cache tags (tags.ts;
 * docs/architecture.md): the user-facing services' source allow list and their inbound ICMP.
 */
import { generatedApi } from './__generated__/system-networking'

export * from './__generated__/system-networking'

generatedApi.enhanceEndpoints({
  endpoints: {
    networkingAllowListView: { providesTags: ['AllowList'] },
    networkingAllowListUpdate: { invalidatesTags: ['AllowList'] },
    networkingInboundIcmpView: { providesTags: ['InboundIcmp'] },
    networkingInboundIcmpUpdate: {
      invalidatesTags: ['InboundIcmp'],
      // a switch whose outcome is known: it moves at once and moves back if the server refuses
      onQueryStarted: async ({ serviceIcmpConfig }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          generatedApi.util.updateQueryData('networkingInboundIcmpView', undefined, () => ({
            enabled: serviceIcmpConfig.enabled,
          })),
        )
        await queryFulfilled.catch(() => patch.undo())
      },
    },
  },
})
