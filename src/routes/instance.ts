/** A project's instances (SPEC §2): the list, an instance's tabs and its serial console. */
import { wholeListArgs } from '~/lib/whole-list'
import { instances } from '~/store/entities/instances'
import { rowsOnFirstScreen } from '../components/table-metrics'
import { firstPageQuery, routeQuery } from '../route-queries'
import type { RouteNode, RouteParams } from '../route-types'
import {
  attachableDiskListArgs,
  instanceListScope,
  instanceScope,
  primaryVpcId,
} from '../util/query-args'
import {
  disksArea,
  framedTabs,
  instancesArea,
  page,
  paramCrumb,
  projectQuery,
  projectResourceQueries,
  vpcsArea,
} from './declare'

/** The instance a route names, and its project (use-instance.ts). */
const instanceQueries = ({ project, instance }: RouteParams) =>
  projectResourceQueries(project, instances, instance, 'instanceView', { project, instance })

const InstancesPage = page(() => import('../pages/instances/InstancesPage'), {
  areas: instancesArea,
  queries: ({ project }, path) => [
    projectQuery(project),
    firstPageQuery('instanceList', instanceListScope(project), path, {
      // the list carries no addresses: the External IPs of the rows a first screen shows
      // are asked for as soon as the page is in, not row by row as they render
      followUps: ({ items }) =>
        items
          .slice(0, rowsOnFirstScreen())
          .map((row) => routeQuery('instanceExternalIpList', instanceScope(project, row.name))),
    }),
  ],
})
/**
 * The instance page's header: its project, the instance, its disks, interfaces and addresses,
 * and its VPC as soon as the interfaces name it.
 */
const InstanceLayout = page(
  async () => ({ default: (await import('../pages/instances/InstanceLayout')).InstanceLayout }),
  {
    areas: () => Promise.all([instancesArea(), vpcsArea()]),
    queries: ({ project, instance }) => [
      ...instanceQueries({ project, instance }),
      routeQuery('instanceDiskList', instanceScope(project, instance)),
      routeQuery('instanceNetworkInterfaceList', instanceScope(project, instance), {
        followUps: ({ items }) => {
          const vpc = primaryVpcId(items)
          return vpc ? [routeQuery('vpcView', { vpc })] : []
        },
      }),
      routeQuery('instanceExternalIpList', instanceScope(project, instance)),
    ],
  },
)
// each instance tab in its own chunk: the Storage tab, where an instance opens, does not bring
// the Settings tab's resize form nor the Networking tab's tables
const InstanceStorageTab = page(
  async () => ({
    default: (await import('../pages/instances/InstanceStorageTab')).InstanceStorageTab,
  }),
  {
    areas: () => Promise.all([instancesArea(), disksArea()]),
    queries: ({ project, instance }) => [
      routeQuery('instanceDiskList', instanceScope(project, instance)),
      routeQuery('diskList', attachableDiskListArgs(project)),
    ],
  },
)
const InstanceConnectTab = page(
  async () => ({
    default: (await import('../pages/instances/InstanceConnectTab')).InstanceConnectTab,
  }),
  {
    areas: instancesArea,
    queries: ({ project, instance }) => [
      routeQuery('instanceSshPublicKeyList', wholeListArgs(instanceScope(project, instance))),
    ],
  },
)
const InstanceNetworkingTab = page(
  async () => ({
    default: (await import('../pages/instances/InstanceNetworkingTab')).InstanceNetworkingTab,
  }),
  {
    areas: instancesArea,
    queries: ({ project, instance }) => [
      routeQuery('instanceNetworkInterfaceList', instanceScope(project, instance)),
      routeQuery('instanceExternalIpList', instanceScope(project, instance)),
      routeQuery('instanceExternalSubnetList', instanceScope(project, instance)),
    ],
  },
)
const InstanceSettingsTab = page(async () => ({
  default: (await import('../pages/instances/InstanceSettingsTab')).InstanceSettingsTab,
}))
const InstanceActivityTab = page(async () => ({
  default: (await import('../pages/instances/InstanceActivityTab')).InstanceActivityTab,
}))
const InstanceMetricsFrame = page(async () => ({
  default: (await import('../pages/instances/metrics/InstanceMetricsPages')).InstanceMetricsFrame,
}))
const metricsTab = (
  name: Exclude<
    keyof typeof import('../pages/instances/metrics/InstanceMetricsPages'),
    'InstanceMetricsFrame'
  >,
) =>
  page(async () => {
    const tabs = await import('../pages/instances/metrics/InstanceMetricsPages')
    return { default: tabs[name] }
  })
const SerialConsolePage = page(() => import('../pages/instances/SerialConsolePage'), {
  areas: instancesArea,
  queries: instanceQueries,
})
const InstanceCreatePage = page(() => import('../pages/instances/InstanceCreatePage'), {
  areas: () =>
    Promise.all([
      import('~/store/api/images'),
      disksArea(),
      vpcsArea(),
      import('~/store/api/ip-pools'),
      import('~/store/api/floating-ips'),
      import('~/store/api/affinity'),
    ]),
  queries: ({ project }) => [
    routeQuery('imageList', {}),
    routeQuery('imageList', { project }),
    routeQuery('diskList', { project }),
    routeQuery('vpcList', { project }),
    routeQuery('ipPoolList', {}),
    routeQuery('floatingIpList', { project }),
    routeQuery('currentUserSshKeyList', {}),
    routeQuery('antiAffinityGroupList', { project }),
  ],
})

/** Under a project: the instances list and an instance's pages, then the create page. */
export const instanceRoutes: RouteNode[] = [
  {
    path: 'instances',
    crumb: 'Instances',
    page: InstancesPage,
    children: [
      {
        path: ':instance',
        crumb: paramCrumb('instance'),
        children: [
          ...framedTabs(InstanceLayout, 'storage', [
            { path: 'storage', crumb: 'Storage', page: InstanceStorageTab },
            { path: 'networking', crumb: 'Networking', page: InstanceNetworkingTab },
            {
              path: 'metrics',
              crumb: 'Metrics',
              frame: InstanceMetricsFrame,
              children: [
                { path: '', redirect: 'cpu' },
                { path: 'cpu', crumb: 'CPU', page: metricsTab('InstanceCpuMetricsPage') },
                { path: 'disk', crumb: 'Disk', page: metricsTab('InstanceDiskMetricsPage') },
                {
                  path: 'network',
                  crumb: 'Network',
                  page: metricsTab('InstanceNetworkMetricsPage'),
                },
              ],
            },
            { path: 'connect', crumb: 'Connect', page: InstanceConnectTab },
            { path: 'settings', crumb: 'Settings', page: InstanceSettingsTab },
            { path: 'activity', crumb: 'Activity', page: InstanceActivityTab },
          ]),
          { path: 'serial-console', crumb: 'Serial Console', page: SerialConsolePage },
        ],
      },
    ],
  },
  { path: 'instances-new', crumb: 'New instance', page: InstanceCreatePage },
]
