/** System → Networking: IP pools (SPEC §2), and the contract's subnet pools and network access. */
import { systemIpPools, systemSubnetPools } from '~/store/entities/system'
import { routeQuery, storedOrQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { listLoad, page, paramCrumb } from './declare'

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
  ],
}
