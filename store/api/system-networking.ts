/**
 * The system-networking area's endpoints the console uses and their cache tags (tags.ts;
 * docs/architecture.md): the user-facing services' source allow list and their inbound ICMP, and
 * the rack's own network: address lots, loopback addresses, BFD sessions, BGP configurations and
 * announce sets, the fleet-wide networking settings and a port's LLDP service (BGP's sessions and
 * routes change on their own, so they carry no tags: their pages poll them).
 */
import { generatedApi } from './__generated__/system-networking'
import { LIST, listTags } from './tags'

export * from './__generated__/system-networking'

generatedApi.enhanceEndpoints({
  endpoints: {
    networkingAddressLotList: { providesTags: (result) => listTags('AddressLot', result) },
    networkingAddressLotView: {
      providesTags: (result) => (result ? [{ type: 'AddressLot', id: result.lot.id }] : []),
    },
    networkingAddressLotBlockList: { providesTags: ['AddressLot'] },
    networkingAddressLotCreate: { invalidatesTags: [{ type: 'AddressLot', id: LIST }] },
    networkingAddressLotDelete: { invalidatesTags: ['AddressLot'] },
    networkingLoopbackAddressList: {
      providesTags: (result) => listTags('LoopbackAddress', result),
    },
    networkingLoopbackAddressCreate: { invalidatesTags: [{ type: 'LoopbackAddress', id: LIST }] },
    // a lot whose block held the address may be deleted once it is gone
    networkingLoopbackAddressDelete: { invalidatesTags: ['LoopbackAddress', 'AddressLot'] },
    networkingBfdStatus: { providesTags: ['BfdSession'] },
    networkingBfdEnable: { invalidatesTags: ['BfdSession'] },
    networkingBfdDisable: { invalidatesTags: ['BfdSession'] },
    networkingBgpConfigList: { providesTags: (result) => listTags('BgpConfig', result) },
    networkingBgpConfigCreate: { invalidatesTags: [{ type: 'BgpConfig', id: LIST }] },
    networkingBgpConfigDelete: { invalidatesTags: ['BgpConfig'] },
    networkingBgpAnnounceSetList: { providesTags: ['BgpAnnounceSet'] },
    networkingBgpAnnouncementList: { providesTags: ['BgpAnnounceSet'] },
    // announcements draw from a lot's blocks: a lot they leave may be deleted
    networkingBgpAnnounceSetUpdate: { invalidatesTags: ['BgpAnnounceSet', 'AddressLot'] },
    networkingBgpAnnounceSetDelete: { invalidatesTags: ['BgpAnnounceSet', 'AddressLot'] },
    systemNetworkingSettingsView: { providesTags: ['NetworkingSettings'] },
    systemNetworkingSettingsUpdate: { invalidatesTags: ['NetworkingSettings'] },
    networkingSwitchPortLldpConfigView: { providesTags: ['LldpConfig'] },
    networkingSwitchPortLldpConfigUpdate: { invalidatesTags: ['LldpConfig'] },
    networkingSwitchPortSettingsList: {
      providesTags: (result) => listTags('SwitchPortSettings', result),
    },
    networkingSwitchPortSettingsView: { providesTags: ['SwitchPortSettings'] },
    // settings draw addresses from lots and name BGP configurations, which are then in use
    networkingSwitchPortSettingsCreate: {
      invalidatesTags: [{ type: 'SwitchPortSettings', id: LIST }, 'AddressLot'],
    },
    networkingSwitchPortSettingsDelete: { invalidatesTags: ['SwitchPortSettings', 'AddressLot'] },
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
