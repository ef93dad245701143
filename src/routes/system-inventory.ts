/**
 * System → Inventory: the rack's sleds, physical disks and switches, each sled's instances, and
 * each rack's page.
 */

import { routeQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { framedTabs, hardwareArea, listLoad, page, paramCrumb } from './declare'

const InventoryLayout = page(async () => ({
  default: (await import('../pages/system/inventory/InventoryLayout')).InventoryLayout,
}))
const SledsTab = page(
  () => import('../pages/system/inventory/SledsTab'),
  listLoad(hardwareArea, 'sledList'),
)
const PhysicalDisksTab = page(
  () => import('../pages/system/inventory/PhysicalDisksTab'),
  listLoad(hardwareArea, 'physicalDiskList'),
)
const SwitchesTab = page(
  () => import('../pages/system/inventory/SwitchesTab'),
  listLoad(hardwareArea, 'switchList'),
)
const SledLayout = page(async () => ({
  default: (await import('../pages/system/inventory/SledLayout')).SledLayout,
}))
const RackPage = page(() => import('../pages/system/inventory/RackPage'), {
  areas: hardwareArea,
  queries: ({ rackId }) => [routeQuery('rackView', { rackId })],
})
const SledInstancesTab = page(
  () => import('../pages/system/inventory/SledInstancesTab'),
  listLoad(hardwareArea, 'sledInstanceList', ({ sledId }) => ({ sledId })),
)

export const systemInventoryRoutes: RouteNode = {
  path: 'inventory',
  crumb: 'Inventory',
  children: [
    ...framedTabs(InventoryLayout, 'sleds', [
      { path: 'sleds', crumb: 'Sleds', page: SledsTab },
      { path: 'disks', crumb: 'Disks', page: PhysicalDisksTab },
      // not in the reference console; the contract lists the rack's switches
      { path: 'switches', crumb: 'Switches', page: SwitchesTab },
    ]),
    // a sled's pages are outside the inventory's tabs: only the Sleds tab's crumb above them
    {
      path: 'sleds',
      crumb: 'Sleds',
      children: [
        {
          path: ':sledId',
          crumb: paramCrumb('sledId'),
          children: [
            ...framedTabs(SledLayout, 'instances', [
              { path: 'instances', crumb: 'Instances', page: SledInstancesTab },
            ]),
          ],
        },
      ],
    },
    // not in the reference console: the rack the sleds and switches name (rack_view), right
    // under Inventory's crumb, since no tab lists the racks
    { path: 'racks/:rackId', crumb: paramCrumb('rackId'), page: RackPage },
  ],
}
