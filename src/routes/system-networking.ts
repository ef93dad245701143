/**
 * System → Networking: IP pools (SPEC §2), and the contract's subnet pools, network access and
 * the rack's own network (BGP, switch ports, BFD, address lots, loopback addresses).
 */
import { wholeListArgs } from '~/lib/whole-list'
import { systemIpPools, systemSubnetPools } from '~/store/entities/system'
import { routeQuery, storedOrQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { hardwareArea, listLoad, page, paramCrumb } from './declare'

const ipPoolsArea = () => import('~/store/api/system-ip-pools')
const subnetPoolsArea = () => import('~/store/api/system-subnet-pools')

const IpPoolsPage = page(
  () => import('../pages/system/ip-pools/IpPoolsPage'),
  listLoad(ipPoolsArea, 'systemIpPoolList'),
)
const IpPoolCreateForm = page(() => import('../forms/ip-pool-create'))
const IpPoolEditForm = page(() => import('../forms/ip-pool-edit'))
const IpPoolPage = page(() => import('../pages/system/ip-pools/IpPoolPage'), {
  areas: ipPoolsArea,
  queries: ({ pool }) => [storedOrQuery('systemIpPoolView', { pool }, systemIpPools, pool)],
})
const IpRangeAddForm = page(() => import('../forms/ip-range-add'))
const SubnetPoolsPage = page(
  () => import('../pages/system/subnet-pools/SubnetPoolsPage'),
  listLoad(subnetPoolsArea, 'systemSubnetPoolList'),
)
const SubnetPoolCreateForm = page(() => import('../forms/subnet-pool-create'))
const SubnetPoolEditForm = page(() => import('../forms/subnet-pool-edit'))
const SubnetPoolPage = page(() => import('../pages/system/subnet-pools/SubnetPoolPage'), {
  areas: subnetPoolsArea,
  queries: ({ pool }) => [storedOrQuery('systemSubnetPoolView', { pool }, systemSubnetPools, pool)],
})
const SubnetPoolMemberAddForm = page(() => import('../forms/subnet-pool-member-add'))
const NetworkAccessPage = page(() => import('../pages/system/network-access/NetworkAccessPage'), {
  areas: () => import('~/store/api/system-networking'),
  queries: () => [
    routeQuery('networkingAllowListView', undefined),
    routeQuery('networkingInboundIcmpView', undefined),
  ],
})
const AllowListEditForm = page(() => import('../forms/allow-list-edit'))

const networkingArea = () => import('~/store/api/system-networking')
const RackNetworkingLayout = page(async () => ({
  default: (await import('../pages/system/rack-networking/RackNetworkingLayout'))
    .RackNetworkingLayout,
}))
const bgpStatusLoad = {
  areas: networkingArea,
  queries: () => [routeQuery('networkingBgpStatus', undefined)],
}
const BgpTab = page(() => import('../pages/system/rack-networking/BgpTab'), bgpStatusLoad)
const BgpConfigCreateForm = page(() => import('../forms/bgp-config-create'))
const AnnounceSetCreateForm = page(async () => ({
  default: (await import('../forms/bgp-announce-set-form')).AnnounceSetCreateForm,
}))
const AnnounceSetEditForm = page(async () => ({
  default: (await import('../forms/bgp-announce-set-form')).AnnounceSetEditForm,
}))
const BgpPeerPage = page(() => import('../pages/system/rack-networking/BgpPeerPage'), bgpStatusLoad)
const SwitchPortsTab = page(
  () => import('../pages/system/rack-networking/SwitchPortsTab'),
  listLoad(hardwareArea, 'networkingSwitchPortList'),
)
const SwitchPortPage = page(() => import('../pages/system/rack-networking/SwitchPortPage'), {
  areas: () => Promise.all([hardwareArea(), networkingArea()]),
  queries: () => [routeQuery('networkingSwitchPortList', wholeListArgs({}))],
})
const SwitchPortSettingsCreateForm = page(() => import('../forms/switch-port-settings-create'))
const SwitchPortApplySettingsForm = page(() => import('../forms/switch-port-apply-settings'))
const LldpConfigEditForm = page(() => import('../forms/lldp-config-edit'))
const BfdTab = page(() => import('../pages/system/rack-networking/BfdTab'), {
  areas: networkingArea,
  queries: () => [routeQuery('networkingBfdStatus', undefined)],
})
const BfdSessionEnableForm = page(() => import('../forms/bfd-session-enable'))
const AddressLotsTab = page(
  () => import('../pages/system/rack-networking/AddressLotsTab'),
  listLoad(networkingArea, 'networkingAddressLotList'),
)
const AddressLotCreateForm = page(() => import('../forms/address-lot-create'))
const AddressLotPage = page(() => import('../pages/system/rack-networking/AddressLotPage'), {
  areas: networkingArea,
  queries: ({ addressLot }) => [routeQuery('networkingAddressLotView', { addressLot })],
})
const LoopbacksTab = page(
  () => import('../pages/system/rack-networking/LoopbacksTab'),
  listLoad(networkingArea, 'networkingLoopbackAddressList'),
)
const LoopbackCreateForm = page(() => import('../forms/loopback-create'))
const NetworkingSettingsTab = page(() => import('../pages/system/rack-networking/SettingsTab'), {
  areas: networkingArea,
  queries: () => [routeQuery('systemNetworkingSettingsView', undefined)],
})
const NetworkingSettingsEditForm = page(() => import('../forms/networking-settings-edit'))

export const systemNetworkingRoutes: RouteNode = {
  path: 'networking',
  crumb: 'Networking',
  children: [
    // the section's crumb links here, its first page
    { path: '', redirect: 'ip-pools' },
    {
      path: 'ip-pools',
      crumb: 'IP Pools',
      page: IpPoolsPage,
      children: [
        {
          path: '/system/networking/ip-pools-new',
          crumb: 'New IP pool',
          modal: IpPoolCreateForm,
        },
        {
          path: ':pool',
          crumb: paramCrumb('pool'),
          page: IpPoolPage,
          children: [
            { path: 'edit', crumb: 'Edit IP pool', modal: IpPoolEditForm },
            { path: 'ranges-add', crumb: 'Add IP range', modal: IpRangeAddForm },
          ],
        },
      ],
    },
    // beyond SPEC §2's networking pages: the contract's subnet pools, modelled on IP pools
    {
      path: 'subnet-pools',
      crumb: 'Subnet Pools',
      page: SubnetPoolsPage,
      children: [
        {
          path: '/system/networking/subnet-pools-new',
          crumb: 'New subnet pool',
          modal: SubnetPoolCreateForm,
        },
        {
          path: ':pool',
          crumb: paramCrumb('pool'),
          page: SubnetPoolPage,
          children: [
            { path: 'edit', crumb: 'Edit subnet pool', modal: SubnetPoolEditForm },
            { path: 'members-add', crumb: 'Add member', modal: SubnetPoolMemberAddForm },
          ],
        },
      ],
    },
    // beyond SPEC §2's networking pages: the contract's allow list and inbound ICMP, the
    // user-facing services' network access, on one page
    {
      path: 'access',
      crumb: 'Network Access',
      page: NetworkAccessPage,
      children: [{ path: 'allow-list-edit', crumb: 'Edit allow list', modal: AllowListEditForm }],
    },
    // beyond SPEC §2's networking pages: the rack's own network, the contract's BGP, BFD, switch
    // ports, address lots, loopback addresses and fleet-wide settings, a tab each, as the
    // inventory's hardware is
    {
      path: '',
      frame: RackNetworkingLayout,
      children: [
        {
          path: 'bgp',
          crumb: 'BGP',
          page: BgpTab,
          children: [
            {
              path: '/system/networking/bgp-configs-new',
              crumb: 'New BGP configuration',
              modal: BgpConfigCreateForm,
            },
            {
              path: '/system/networking/bgp-announce-sets-new',
              crumb: 'New announce set',
              modal: AnnounceSetCreateForm,
            },
            {
              path: 'announce-sets/:announceSet/edit',
              crumb: 'Edit announce set',
              modal: AnnounceSetEditForm,
            },
          ],
        },
        {
          path: 'switch-ports',
          crumb: 'Switch Ports',
          page: SwitchPortsTab,
          children: [
            {
              path: '/system/networking/switch-port-settings-new',
              crumb: 'New port settings',
              modal: SwitchPortSettingsCreateForm,
            },
          ],
        },
        {
          path: 'bfd',
          crumb: 'BFD',
          page: BfdTab,
          children: [
            {
              path: '/system/networking/bfd-new',
              crumb: 'Enable BFD session',
              modal: BfdSessionEnableForm,
            },
          ],
        },
        {
          path: 'address-lots',
          crumb: 'Address Lots',
          page: AddressLotsTab,
          children: [
            {
              path: '/system/networking/address-lots-new',
              crumb: 'New address lot',
              modal: AddressLotCreateForm,
            },
          ],
        },
        {
          path: 'loopbacks',
          crumb: 'Loopback Addresses',
          page: LoopbacksTab,
          children: [
            {
              path: '/system/networking/loopbacks-new',
              crumb: 'New loopback address',
              modal: LoopbackCreateForm,
            },
          ],
        },
        {
          path: 'settings',
          crumb: 'Settings',
          page: NetworkingSettingsTab,
          children: [
            { path: 'edit', crumb: 'Edit networking settings', modal: NetworkingSettingsEditForm },
          ],
        },
      ],
    },
    // a peer's, a port's and a lot's pages are outside the tabs, under their tab's crumb
    {
      path: 'bgp',
      crumb: 'BGP',
      children: [
        {
          path: 'peers/:switchSlot/:peer',
          crumb: paramCrumb('peer'),
          page: BgpPeerPage,
        },
      ],
    },
    {
      path: 'switch-ports',
      crumb: 'Switch Ports',
      children: [
        {
          path: ':switchSlot/:port',
          crumb: (params) => `${params.switchSlot} ${params.port}`,
          page: SwitchPortPage,
          children: [
            { path: 'lldp-edit', crumb: 'Edit LLDP configuration', modal: LldpConfigEditForm },
            {
              path: 'apply-settings',
              crumb: 'Apply port settings',
              modal: SwitchPortApplySettingsForm,
            },
          ],
        },
      ],
    },
    {
      path: 'address-lots',
      crumb: 'Address Lots',
      children: [{ path: ':addressLot', crumb: paramCrumb('addressLot'), page: AddressLotPage }],
    },
  ],
}
