/** The system's pages (SPEC §2), under the system's nav; its larger sections in their own modules. */
import { wholeListArgs } from '~/lib/whole-list'
import { routeQuery } from '../route-queries'
import type { RouteLoad, RouteNode } from '../route-types'
import {
  accessLoad,
  FleetPermissionScope,
  hardwareArea,
  listLoad,
  page,
  paramCrumb,
} from './declare'
import { systemAlertRoutes } from './system-alerts'
import { systemInventoryRoutes } from './system-inventory'
import { systemNetworkingRoutes } from './system-networking'
import { systemSiloRoutes } from './system-silos'

const supportBundlesArea = () => import('~/store/api/support-bundles')

/** The system update's status: the update page's first rows, and one of the issues page's checks. */
const updateStatusLoad: RouteLoad = {
  areas: () => import('~/store/api/system-update'),
  queries: () => [routeQuery('systemUpdateStatus', undefined)],
}

const SystemIssuesPage = page(
  () => import('../pages/system/issues/SystemIssuesPage'),
  updateStatusLoad,
)
const SystemUtilizationPage = page(() => import('../pages/utilization/SystemUtilizationPage'), {
  areas: hardwareArea,
  queries: () => [routeQuery('sledList', wholeListArgs({}))],
})
const SystemUpdatePage = page(
  () => import('../pages/system/update/SystemUpdatePage'),
  updateStatusLoad,
)
const FleetAccessPage = page(
  () => import('../pages/access/FleetAccessPage'),
  accessLoad(
    () => import('~/store/api/policy'),
    () => [routeQuery('systemPolicyView', undefined)],
  ),
)
const SupportBundlesPage = page(
  () => import('../pages/system/support-bundles/SupportBundlesPage'),
  listLoad(supportBundlesArea, 'supportBundleList'),
)
const SupportBundleCreateForm = page(() => import('../forms/support-bundle-create'))
const SupportBundlePage = page(() => import('../pages/system/support-bundles/SupportBundlePage'), {
  areas: supportBundlesArea,
  queries: ({ bundle }) => [routeQuery('supportBundleView', { bundleId: bundle })],
})
const SupportBundleEditForm = page(() => import('../forms/support-bundle-edit'))

export const systemRoutes: RouteNode = {
  path: '/system',
  layout: 'main',
  nav: 'system',
  frame: FleetPermissionScope,
  children: [
    { path: '', redirect: 'silos' },
    systemSiloRoutes,
    { path: 'issues', crumb: 'Issues', page: SystemIssuesPage },
    { path: 'utilization', crumb: 'Utilization', page: SystemUtilizationPage },
    { path: 'update', crumb: 'System Update', page: SystemUpdatePage },
    { path: 'access', crumb: 'Fleet Access', page: FleetAccessPage },
    // beyond SPEC §2's system pages: the contract's experimental support bundles
    {
      path: 'support-bundles',
      crumb: 'Support Bundles',
      page: SupportBundlesPage,
      children: [
        {
          path: '/system/support-bundles-new',
          crumb: 'New support bundle',
          modal: SupportBundleCreateForm,
        },
        {
          path: ':bundle',
          crumb: paramCrumb('bundle'),
          page: SupportBundlePage,
          children: [{ path: 'edit', crumb: 'Edit comment', modal: SupportBundleEditForm }],
        },
      ],
    },
    systemAlertRoutes,
    systemInventoryRoutes,
    systemNetworkingRoutes,
  ],
}
