/**
 * The one route table (SPEC §2). A tree of relative paths; `flattenRoutes` turns it into full
 * wouter patterns with their breadcrumb chain, layout, navigation scope, page and side modal.
 */
import { wholeListArgs } from '~/lib/whole-list'
import type { RootState } from '~/store'
import { antiAffinityGroups } from '~/store/entities/affinity'
import { instances } from '~/store/entities/instances'
import { projects } from '~/store/entities/projects'
import { silos, systemIpPools, systemSubnetPools } from '~/store/entities/system'
import { vpcs } from '~/store/entities/vpcs'
import { rowsOnFirstScreen } from './components/table-metrics'
import { lazyWithPreload as lazy } from './lazy-with-preload'
import {
  attachableDiskListArgs,
  deliveryListArgs,
  firstPageQuery,
  instanceListScope,
  instanceScope,
  primaryVpcId,
  type RouteQuery,
  routeQuery,
  storedOrQuery,
} from './route-queries'
import type { FlatRoute, Frame, Page, RouteLoad, RouteNode, RouteParams } from './route-types'

const ProjectsPage = lazy(() => import('./pages/projects/ProjectsPage'))
const ProjectCreateForm = lazy(() => import('./forms/project-create'))
const ProjectEditForm = lazy(() => import('./forms/project-edit'))
const DisksPage = lazy(() => import('./pages/disks/DisksPage'))
const DiskCreateForm = lazy(() => import('./forms/disk-create'))
const SnapshotsPage = lazy(() => import('./pages/snapshots/SnapshotsPage'))
const SnapshotCreateForm = lazy(() => import('./forms/snapshot-create'))
const ImageFromSnapshotForm = lazy(() => import('./forms/image-from-snapshot'))
const ProjectImagesPage = lazy(() => import('./pages/images/ProjectImagesPage'))
const SiloImagesPage = lazy(() => import('./pages/images/SiloImagesPage'))
const ImageEditForm = lazy(() => import('./pages/images/ImagePanel'))
const ImageUploadForm = lazy(() => import('./forms/image-upload'))
const ProjectAccessPage = lazy(() => import('./pages/access/ProjectAccessPage'))
const SiloAccessPage = lazy(() => import('./pages/access/SiloAccessPage'))
const CertificatesPage = lazy(() => import('./pages/certificates/CertificatesPage'))
const CertificateCreateForm = lazy(() => import('./forms/certificate-create'))
const FleetAccessPage = lazy(() => import('./pages/access/FleetAccessPage'))
const LoginRedirect = lazy(() => import('./pages/LoginRedirect'))
const LoginLocalPage = lazy(() => import('./pages/login/LoginLocalPage'))
const LoginSamlPage = lazy(() => import('./pages/login/LoginSamlPage'))
/** The preview's identity provider: its own chunk, absent from builds without the mock. */
const MockIdentityProviderPage = __MOCK_API__
  ? lazy(() => import('./pages/login/MockIdentityProviderPage'))
  : undefined
const DeviceVerifyPage = lazy(() => import('./pages/device/DeviceVerifyPage'))
const DeviceSuccessPage = lazy(() => import('./pages/device/DeviceSuccessPage'))
const ProfilePage = lazy(() => import('./pages/settings/ProfilePage'))
const SshKeysPage = lazy(() => import('./pages/settings/SshKeysPage'))
const SshKeyCreateForm = lazy(() => import('./forms/ssh-key-create'))
const SshKeyEditForm = lazy(() => import('./pages/settings/SshKeyPanel'))
const AccessTokensPage = lazy(() => import('./pages/settings/AccessTokensPage'))
const InstancesPage = lazy(() => import('./pages/instances/InstancesPage'))
const InstanceLookupPage = lazy(() => import('./pages/instances/InstanceLookupPage'))
const InstanceCreatePage = lazy(() => import('./pages/instances/InstanceCreatePage'))
const metricsTab = (
  name: Exclude<
    keyof typeof import('./pages/instances/metrics/InstanceMetricsPages'),
    'InstanceMetricsFrame'
  >,
) =>
  lazy(async () => {
    const tabs = await import('./pages/instances/metrics/InstanceMetricsPages')
    return { default: tabs[name] }
  })
const SerialConsolePage = lazy(() => import('./pages/instances/SerialConsolePage'))
const InstanceFrame = lazy(async () => ({
  default: (await import('./pages/instances/InstanceLayout')).InstanceLayout,
}))
const MetricsFrame = lazy(async () => ({
  default: (await import('./pages/instances/metrics/InstanceMetricsPages')).InstanceMetricsFrame,
}))
const VpcsPage = lazy(() => import('./pages/vpcs/VpcsPage'))
const VpcCreateForm = lazy(() => import('./forms/vpc-create'))
const VpcEditForm = lazy(() => import('./forms/vpc-edit'))
const VpcFrame = lazy(async () => ({ default: (await import('./pages/vpcs/VpcLayout')).VpcLayout }))
const VpcFirewallRulesTab = lazy(() => import('./pages/vpcs/VpcFirewallRulesTab'))
const FirewallRuleCreateForm = lazy(() => import('./forms/firewall-rule-create'))
const FirewallRuleEditForm = lazy(() => import('./forms/firewall-rule-edit'))
const VpcSubnetsTab = lazy(() => import('./pages/vpcs/VpcSubnetsTab'))
const SubnetCreateForm = lazy(() => import('./forms/subnet-create'))
const SubnetEditForm = lazy(() => import('./forms/subnet-edit'))
const VpcRoutersTab = lazy(() => import('./pages/vpcs/VpcRoutersTab'))
const RouterPage = lazy(() => import('./pages/vpcs/RouterPage'))
const RouterCreateForm = lazy(() => import('./forms/router-create'))
const RouterEditForm = lazy(() => import('./forms/router-edit'))
const RouteCreateForm = lazy(() => import('./forms/route-create'))
const RouteEditForm = lazy(() => import('./forms/route-edit'))
const VpcInternetGatewaysTab = lazy(() => import('./pages/vpcs/VpcInternetGatewaysTab'))
const InternetGatewayPanel = lazy(() => import('./pages/vpcs/InternetGatewayPanel'))
const FloatingIpsPage = lazy(() => import('./pages/floating-ips/FloatingIpsPage'))
const FloatingIpCreateForm = lazy(() => import('./forms/floating-ip-create'))
const FloatingIpEditForm = lazy(() => import('./forms/floating-ip-edit'))
const ExternalSubnetsPage = lazy(() => import('./pages/external-subnets/ExternalSubnetsPage'))
const ExternalSubnetCreateForm = lazy(() => import('./forms/external-subnet-create'))
const ExternalSubnetEditForm = lazy(() => import('./forms/external-subnet-edit'))
const AffinityPage = lazy(() => import('./pages/affinity/AffinityPage'))
const AffinityGroupPage = lazy(() => import('./pages/affinity/AffinityGroupPage'))
const AffinityGroupCreateForm = lazy(() => import('./forms/affinity-group-create'))
const AffinityGroupEditForm = lazy(() => import('./forms/affinity-group-edit'))
const SilosPage = lazy(() => import('./pages/system/silos/SilosPage'))
const SiloCreateForm = lazy(() => import('./forms/silo-create'))
const SiloFrame = lazy(async () => ({
  default: (await import('./pages/system/silos/SiloLayout')).SiloLayout,
}))
const SiloIdpsTab = lazy(() => import('./pages/system/silos/SiloIdpsTab'))
const SamlIdpCreateForm = lazy(() => import('./forms/saml-idp-create'))
const SamlIdpPanel = lazy(() => import('./pages/system/silos/SamlIdpPanel'))
const SiloIpPoolsTab = lazy(() => import('./pages/system/silos/SiloIpPoolsTab'))
const SiloSubnetPoolsTab = lazy(() => import('./pages/system/silos/SiloSubnetPoolsTab'))
const SiloQuotasTab = lazy(() => import('./pages/system/silos/SiloQuotasTab'))
const SiloQuotasEditForm = lazy(() => import('./forms/silo-quotas-edit'))
const SiloFleetRolesTab = lazy(() => import('./pages/system/silos/SiloFleetRolesTab'))
const SiloAccessTab = lazy(() => import('./pages/system/silos/SiloAccessTab'))
const SiloScimTokensTab = lazy(() => import('./pages/system/silos/SiloScimTokensTab'))
const SystemIssuesPage = lazy(() => import('./pages/system/issues/SystemIssuesPage'))
const SystemUpdatePage = lazy(() => import('./pages/system/update/SystemUpdatePage'))
const InventoryFrame = lazy(async () => ({
  default: (await import('./pages/system/inventory/InventoryLayout')).InventoryLayout,
}))
const SledsTab = lazy(() => import('./pages/system/inventory/SledsTab'))
const PhysicalDisksTab = lazy(() => import('./pages/system/inventory/PhysicalDisksTab'))
const SwitchesTab = lazy(() => import('./pages/system/inventory/SwitchesTab'))
const SledFrame = lazy(async () => ({
  default: (await import('./pages/system/inventory/SledLayout')).SledLayout,
}))
const SledInstancesTab = lazy(() => import('./pages/system/inventory/SledInstancesTab'))
const IpPoolsPage = lazy(() => import('./pages/system/ip-pools/IpPoolsPage'))
const IpPoolCreateForm = lazy(() => import('./forms/ip-pool-create'))
const IpPoolEditForm = lazy(() => import('./forms/ip-pool-edit'))
const IpPoolPage = lazy(() => import('./pages/system/ip-pools/IpPoolPage'))
const IpRangeAddForm = lazy(() => import('./forms/ip-range-add'))
const SubnetPoolsPage = lazy(() => import('./pages/system/subnet-pools/SubnetPoolsPage'))
const SubnetPoolCreateForm = lazy(() => import('./forms/subnet-pool-create'))
const SubnetPoolEditForm = lazy(() => import('./forms/subnet-pool-edit'))
const SubnetPoolPage = lazy(() => import('./pages/system/subnet-pools/SubnetPoolPage'))
const SubnetPoolMemberAddForm = lazy(() => import('./forms/subnet-pool-member-add'))
const SupportBundlesPage = lazy(() => import('./pages/system/support-bundles/SupportBundlesPage'))
const SupportBundleCreateForm = lazy(() => import('./forms/support-bundle-create'))
const SupportBundlePage = lazy(() => import('./pages/system/support-bundles/SupportBundlePage'))
const SupportBundleEditForm = lazy(() => import('./forms/support-bundle-edit'))
const NetworkAccessPage = lazy(() => import('./pages/system/network-access/NetworkAccessPage'))
const AllowListEditForm = lazy(() => import('./forms/allow-list-edit'))
const AlertsFrame = lazy(async () => ({
  default: (await import('./pages/system/alerts/AlertsLayout')).AlertsLayout,
}))
const AlertReceiversTab = lazy(() => import('./pages/system/alerts/AlertReceiversTab'))
const WebhookReceiverCreateForm = lazy(() => import('./forms/webhook-receiver-create'))
const AlertClassesTab = lazy(() => import('./pages/system/alerts/AlertClassesTab'))
const AlertReceiverFrame = lazy(async () => ({
  default: (await import('./pages/system/alerts/AlertReceiverLayout')).AlertReceiverLayout,
}))
const ReceiverSubscriptionsTab = lazy(
  () => import('./pages/system/alerts/ReceiverSubscriptionsTab'),
)
const AlertSubscriptionAddForm = lazy(() => import('./forms/alert-subscription-add'))
const WebhookReceiverEditForm = lazy(() => import('./forms/webhook-receiver-edit'))
const ReceiverDeliveriesTab = lazy(() => import('./pages/system/alerts/ReceiverDeliveriesTab'))
const ReceiverSecretsTab = lazy(() => import('./pages/system/alerts/ReceiverSecretsTab'))
const WebhookSecretAddForm = lazy(() => import('./forms/webhook-secret-add'))
const SiloUtilizationPage = lazy(() => import('./pages/utilization/SiloUtilizationPage'))
const SystemUtilizationPage = lazy(() => import('./pages/utilization/SystemUtilizationPage'))
// each instance tab in its own chunk: the Storage tab, where an instance opens, does not bring
// the Settings tab's resize form nor the Networking tab's tables
const instanceTab = (name: keyof typeof import('./pages/instances/InstanceTabs')) =>
  lazy(async () => ({ default: (await import('./pages/instances/InstanceTabs'))[name] }))
const InstanceStorageTab = instanceTab('InstanceStoragePage')
const InstanceConnectTab = instanceTab('InstanceConnectPage')
const InstanceNetworkingTab = lazy(async () => ({
  default: (await import('./pages/instances/NetworkingTab')).NetworkingTab,
}))
const InstanceSettingsTab = lazy(async () => ({
  default: (await import('./pages/instances/SettingsTab')).SettingsTab,
}))

const p = (name: string) => (params: RouteParams) => params[name]

/** A project named in the route, once a list or a view has put it in the store. */
const projectInStore = (state: RootState, project: string) =>
  projects.selectors.byNameOrId(state, project)

/**
 * The project of a project's page: the page reads it from the store (use-project.ts), so it is
 * asked for only when no list has brought it.
 */
const projectQuery = (project: string) =>
  routeQuery('projectView', { project }, { inStore: (state) => !!projectInStore(state, project) })

/** A resource of a project the route names, unless a list or a view has put it in the store. */
const projectChildQuery = (
  project: string,
  inScope: (state: RootState, projectId: string) => unknown,
  query: (options: { inStore: (state: RootState) => boolean }) => RouteQuery,
) =>
  query({
    inStore: (state) => {
      const scope = projectInStore(state, project)
      return !!scope && !!inScope(state, scope.id)
    },
  })

/** The instance a route names, and its project (use-instance.ts). */
const instanceQueries = ({ project, instance }: RouteParams) => [
  projectQuery(project),
  projectChildQuery(
    project,
    (state, projectId) => instances.selectors.byNameOrId(state, instance, projectId),
    (options) => routeQuery('instanceView', { project, instance }, options),
  ),
]

/**
 * The instance page's header: its project, the instance, its disks, interfaces and addresses,
 * and its VPC as soon as the interfaces name it.
 */
const instanceFrameQueries = ({ project, instance }: RouteParams) => [
  ...instanceQueries({ project, instance }),
  routeQuery('instanceDiskList', instanceScope(project, instance)),
  routeQuery('instanceNetworkInterfaceList', instanceScope(project, instance), {
    followUps: ({ items }) => {
      const vpc = primaryVpcId(items)
      return vpc ? [routeQuery('vpcView', { vpc })] : []
    },
  }),
  routeQuery('instanceExternalIpList', instanceScope(project, instance)),
]

const instancesArea = () => import('~/store/api/instances')
const vpcsArea = () => import('~/store/api/vpcs')
const hardwareArea = () => import('~/store/api/system-hardware')
const siloArea = () => import('~/store/api/silos')
const systemSilosArea = () => import('~/store/api/system-silos')
const supportBundlesArea = () => import('~/store/api/support-bundles')
const alertsArea = () => import('~/store/api/system-alerts')

/** A list page whose first rows are the first page of one list, scoped by the route's params. */
const listLoad = (
  areas: RouteLoad['areas'],
  endpoint: Parameters<typeof firstPageQuery>[0],
  scope: (params: RouteParams) => object = () => ({}),
): RouteLoad => ({
  areas,
  queries: (params, path) => [firstPageQuery(endpoint, scope(params), path)],
})

/** The system update's status: the update page's first rows, and one of the issues page's checks. */
const updateStatusLoad: RouteLoad = {
  areas: () => import('~/store/api/system-update'),
  queries: () => [routeQuery('systemUpdateStatus', undefined)],
}

/** An access page: the users and groups it names, the viewer's own groups, and `policy`. */
const accessLoad = (
  area: (() => Promise<unknown>) | undefined,
  policy: (params: RouteParams) => RouteQuery[],
): RouteLoad => ({
  areas: () => Promise.all([siloArea(), area?.()]),
  queries: (params) => [
    routeQuery('userList', wholeListArgs({})),
    routeQuery('groupList', wholeListArgs({})),
    routeQuery('currentUserGroups', {}),
    ...policy(params),
  ],
})

/** What each page and frame needs for its first rows, wherever the table mounts it. */
const firstRows = new Map<Page | Frame, RouteLoad>([
  [SiloAccessPage, accessLoad(siloArea, () => [routeQuery('policyView', undefined)])],
  [
    FleetAccessPage,
    accessLoad(
      () => import('~/store/api/policy'),
      () => [routeQuery('systemPolicyView', undefined)],
    ),
  ],
  [
    ProjectAccessPage,
    accessLoad(undefined, ({ project }) => [
      routeQuery('projectPolicyView', { project }),
      routeQuery('policyView', undefined),
    ]),
  ],
  [
    ProfilePage,
    {
      queries: () => [routeQuery('currentUserGroups', {})],
    },
  ],
  [
    InstanceLookupPage,
    { areas: instancesArea, queries: ({ instance }) => [routeQuery('instanceView', { instance })] },
  ],
  [SiloUtilizationPage, { queries: () => [routeQuery('projectList', wholeListArgs({}))] }],
  [
    SystemUtilizationPage,
    {
      areas: hardwareArea,
      queries: () => [routeQuery('sledList', wholeListArgs({}))],
    },
  ],
  [SystemIssuesPage, updateStatusLoad],
  [SystemUpdatePage, updateStatusLoad],
  [
    SiloFrame,
    {
      areas: systemSilosArea,
      queries: ({ silo }) => [storedOrQuery('siloView', { silo }, silos, silo)],
    },
  ],
  [
    IpPoolPage,
    {
      areas: () => import('~/store/api/system-ip-pools'),
      queries: ({ pool }) => [storedOrQuery('systemIpPoolView', { pool }, systemIpPools, pool)],
    },
  ],
  [
    SubnetPoolPage,
    {
      areas: () => import('~/store/api/system-subnet-pools'),
      queries: ({ pool }) => [
        storedOrQuery('systemSubnetPoolView', { pool }, systemSubnetPools, pool),
      ],
    },
  ],
  [
    InstanceCreatePage,
    {
      areas: () =>
        Promise.all([
          import('~/store/api/images'),
          import('~/store/api/disks'),
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
    },
  ],
  [SerialConsolePage, { areas: instancesArea, queries: instanceQueries }],
  [
    VpcFrame,
    {
      areas: vpcsArea,
      queries: ({ project, vpc }) => [
        projectQuery(project),
        projectChildQuery(
          project,
          (state, projectId) => vpcs.selectors.byNameOrId(state, vpc, projectId),
          (options) => routeQuery('vpcView', { project, vpc }, options),
        ),
      ],
    },
  ],
  [
    AffinityPage,
    {
      // affinity groups are in the contract's experimental area
      areas: () =>
        Promise.all([import('~/store/api/affinity'), import('~/store/api/experimental')]),
      queries: ({ project }) => [
        routeQuery('antiAffinityGroupList', wholeListArgs({ project })),
        routeQuery('affinityGroupList', wholeListArgs({ project })),
      ],
    },
  ],
  [
    AffinityGroupPage,
    {
      areas: () => import('~/store/api/affinity'),
      queries: ({ project, antiAffinityGroup }) => [
        projectQuery(project),
        projectChildQuery(
          project,
          (state, projectId) =>
            antiAffinityGroups.selectors.byNameOrId(state, antiAffinityGroup, projectId),
          (options) => routeQuery('antiAffinityGroupView', { project, antiAffinityGroup }, options),
        ),
      ],
    },
  ],
  [ProjectsPage, listLoad(undefined, 'projectList')],
  [SiloImagesPage, listLoad(() => import('~/store/api/images'), 'imageList')],
  [CertificatesPage, listLoad(() => import('~/store/api/certificates'), 'certificateList')],
  [SshKeysPage, listLoad(undefined, 'currentUserSshKeyList')],
  [AccessTokensPage, listLoad(() => import('~/store/api/tokens'), 'currentUserAccessTokenList')],
  [SilosPage, listLoad(systemSilosArea, 'siloList')],
  [SiloIdpsTab, listLoad(systemSilosArea, 'siloIdentityProviderList', ({ silo }) => ({ silo }))],
  [SiloIpPoolsTab, listLoad(systemSilosArea, 'siloIpPoolList', ({ silo }) => ({ silo }))],
  [
    SiloSubnetPoolsTab,
    listLoad(
      () => Promise.all([systemSilosArea(), import('~/store/api/system-subnet-pools')]),
      'siloSubnetPoolList',
      ({ silo }) => ({ silo }),
    ),
  ],
  [
    SiloScimTokensTab,
    { areas: systemSilosArea, queries: ({ silo }) => [routeQuery('scimTokenList', { silo })] },
  ],
  [
    SiloAccessTab,
    {
      // the own silo's groups, when it is the operator's, come once /v1/me says so (the tab)
      areas: systemSilosArea,
      queries: ({ silo }) => [
        routeQuery('siloPolicyView', { silo }),
        routeQuery('siloUserList', wholeListArgs({ silo })),
        routeQuery('currentUserGroups', {}),
      ],
    },
  ],
  [IpPoolsPage, listLoad(() => import('~/store/api/system-ip-pools'), 'systemIpPoolList')],
  [
    SubnetPoolsPage,
    listLoad(() => import('~/store/api/system-subnet-pools'), 'systemSubnetPoolList'),
  ],
  [
    NetworkAccessPage,
    {
      areas: () => import('~/store/api/system-networking'),
      queries: () => [
        routeQuery('networkingAllowListView', undefined),
        routeQuery('networkingInboundIcmpView', undefined),
      ],
    },
  ],
  [AlertReceiversTab, listLoad(alertsArea, 'alertReceiverList')],
  [AlertClassesTab, listLoad(alertsArea, 'alertClassList')],
  [
    AlertReceiverFrame,
    {
      areas: alertsArea,
      queries: ({ receiver }) => [routeQuery('alertReceiverView', { receiver })],
    },
  ],
  [
    ReceiverSubscriptionsTab,
    // the Matches column's classes
    { areas: alertsArea, queries: () => [routeQuery('alertClassList', wholeListArgs({}))] },
  ],
  [
    ReceiverDeliveriesTab,
    listLoad(alertsArea, 'alertDeliveryList', ({ receiver }) => deliveryListArgs(receiver)),
  ],
  [
    ReceiverSecretsTab,
    {
      areas: alertsArea,
      queries: ({ receiver }) => [routeQuery('webhookSecretsList', { receiver })],
    },
  ],
  [SupportBundlesPage, listLoad(supportBundlesArea, 'supportBundleList')],
  [
    SupportBundlePage,
    {
      areas: supportBundlesArea,
      queries: ({ bundle }) => [routeQuery('supportBundleView', { bundleId: bundle })],
    },
  ],
  [SledsTab, listLoad(hardwareArea, 'sledList')],
  [PhysicalDisksTab, listLoad(hardwareArea, 'physicalDiskList')],
  [SwitchesTab, listLoad(hardwareArea, 'switchList')],
  [SledInstancesTab, listLoad(hardwareArea, 'sledInstanceList', ({ sledId }) => ({ sledId }))],
  [
    InstancesPage,
    {
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
    },
  ],
  [
    InstanceFrame,
    {
      areas: () => Promise.all([instancesArea(), vpcsArea()]),
      queries: instanceFrameQueries,
    },
  ],
  [
    InstanceStorageTab,
    {
      areas: () => Promise.all([instancesArea(), import('~/store/api/disks')]),
      queries: ({ project, instance }) => [
        routeQuery('instanceDiskList', instanceScope(project, instance)),
        routeQuery('diskList', attachableDiskListArgs(project)),
      ],
    },
  ],
  [
    InstanceNetworkingTab,
    {
      areas: instancesArea,
      queries: ({ project, instance }) => [
        routeQuery('instanceNetworkInterfaceList', instanceScope(project, instance)),
        routeQuery('instanceExternalIpList', instanceScope(project, instance)),
        routeQuery('instanceExternalSubnetList', instanceScope(project, instance)),
      ],
    },
  ],
  [
    InstanceConnectTab,
    {
      areas: instancesArea,
      queries: ({ project, instance }) => [
        routeQuery('instanceSshPublicKeyList', wholeListArgs(instanceScope(project, instance))),
      ],
    },
  ],
  [
    DisksPage,
    listLoad(
      () => import('~/store/api/disks'),
      'diskList',
      ({ project }) => ({ project }),
    ),
  ],
  [
    SnapshotsPage,
    {
      areas: () => Promise.all([import('~/store/api/snapshots'), import('~/store/api/disks')]),
      queries: ({ project }, path) => [
        firstPageQuery('snapshotList', { project }, path),
        // the disk column's names
        routeQuery('diskList', { project }),
      ],
    },
  ],
  [
    ProjectImagesPage,
    listLoad(
      () => import('~/store/api/images'),
      'imageList',
      ({ project }) => ({ project }),
    ),
  ],
  [
    FloatingIpsPage,
    listLoad(
      () => import('~/store/api/floating-ips'),
      'floatingIpList',
      ({ project }) => ({ project }),
    ),
  ],
  [
    ExternalSubnetsPage,
    {
      areas: () =>
        Promise.all([
          import('~/store/api/external-subnets'),
          import('~/store/api/subnet-pools'),
          import('~/store/api/instances'),
        ]),
      queries: ({ project }, path) => [
        firstPageQuery('externalSubnetList', { project }, path),
        // the pool and attached instance columns' names
        routeQuery('subnetPoolList', {}),
        routeQuery('instanceList', { project }),
      ],
    },
  ],
  [VpcsPage, listLoad(vpcsArea, 'vpcList', ({ project }) => ({ project }))],
  [
    VpcFirewallRulesTab,
    {
      areas: vpcsArea,
      queries: ({ project, vpc }) => [routeQuery('vpcFirewallRulesView', { project, vpc })],
    },
  ],
  [VpcSubnetsTab, listLoad(vpcsArea, 'vpcSubnetList', ({ project, vpc }) => ({ project, vpc }))],
  [VpcRoutersTab, listLoad(vpcsArea, 'vpcRouterList', ({ project, vpc }) => ({ project, vpc }))],
  [
    VpcInternetGatewaysTab,
    listLoad(vpcsArea, 'internetGatewayList', ({ project, vpc }) => ({ project, vpc })),
  ],
])

export const routeTable: RouteNode[] = [
  {
    path: '/login',
    layout: 'split',
    children: [
      { path: '', page: LoginRedirect },
      { path: ':silo/local', crumb: 'Sign in', page: LoginLocalPage },
      { path: ':silo/saml/:provider', crumb: 'Sign in', page: LoginSamlPage },
      // the server's SAML redirect endpoint: in the preview the mock identity provider answers
      ...(MockIdentityProviderPage
        ? [
            {
              path: ':silo/saml/:provider/redirect',
              crumb: 'Mock identity provider',
              page: MockIdentityProviderPage,
            },
          ]
        : []),
    ],
  },
  {
    path: '/device',
    layout: 'centred',
    children: [
      { path: 'verify', crumb: 'Device Authentication', page: DeviceVerifyPage },
      { path: 'success', crumb: 'Device logged in', page: DeviceSuccessPage },
    ],
  },
  {
    path: '/',
    layout: 'main',
    nav: 'silo',
    children: [
      { path: '', redirect: '/projects' },
      {
        path: 'projects',
        crumb: 'Projects',
        page: ProjectsPage,
        children: [
          { path: '/projects-new', crumb: 'New project', modal: ProjectCreateForm },
          { path: ':project/edit', crumb: 'Edit project', modal: ProjectEditForm },
        ],
      },
      {
        path: 'images',
        crumb: 'Images',
        page: SiloImagesPage,
        children: [{ path: ':image/edit', crumb: 'Edit image', modal: ImageEditForm }],
      },
      { path: 'utilization', crumb: 'Utilization', page: SiloUtilizationPage },
      { path: 'access', crumb: 'Silo Access', page: SiloAccessPage },
      // beyond SPEC §2's silo pages: the contract's certificates of the silo's endpoints
      {
        path: 'certificates',
        crumb: 'Certificates',
        page: CertificatesPage,
        children: [
          { path: '/certificates-new', crumb: 'Add certificate', modal: CertificateCreateForm },
        ],
      },
      { path: 'lookup/instances/:instance', crumb: 'Instance', page: InstanceLookupPage },
      { path: 'lookup/i/:instance', crumb: 'Instance', page: InstanceLookupPage },
    ],
  },
  {
    path: '/settings',
    layout: 'main',
    nav: 'settings',
    crumb: 'Settings',
    children: [
      { path: '', redirect: 'profile' },
      { path: 'profile', crumb: 'Profile', page: ProfilePage },
      {
        path: 'ssh-keys',
        crumb: 'SSH Keys',
        page: SshKeysPage,
        children: [
          { path: '/settings/ssh-keys-new', crumb: 'New SSH key', modal: SshKeyCreateForm },
          { path: ':sshKey/edit', crumb: p('sshKey'), modal: SshKeyEditForm },
        ],
      },
      { path: 'access-tokens', crumb: 'Access Tokens', page: AccessTokensPage },
    ],
  },
  {
    path: '/system',
    layout: 'main',
    nav: 'system',
    children: [
      { path: '', redirect: 'silos' },
      {
        path: 'silos',
        crumb: 'Silos',
        page: SilosPage,
        children: [
          { path: '/system/silos-new', crumb: 'New silo', modal: SiloCreateForm },
          {
            path: ':silo',
            crumb: p('silo'),
            children: [
              { path: '', redirect: 'idps' },
              {
                path: '',
                frame: SiloFrame,
                children: [
                  {
                    path: 'idps',
                    crumb: 'Identity Providers',
                    page: SiloIdpsTab,
                    children: [
                      { path: 'saml/:provider', crumb: p('provider'), modal: SamlIdpPanel },
                    ],
                  },
                  {
                    path: 'idps-new',
                    crumb: 'New identity provider',
                    page: SiloIdpsTab,
                    modal: SamlIdpCreateForm,
                  },
                  { path: 'ip-pools', crumb: 'IP Pools', page: SiloIpPoolsTab },
                  { path: 'subnet-pools', crumb: 'Subnet Pools', page: SiloSubnetPoolsTab },
                  {
                    path: 'quotas',
                    crumb: 'Quotas',
                    page: SiloQuotasTab,
                    children: [{ path: 'edit', crumb: 'Edit quotas', modal: SiloQuotasEditForm }],
                  },
                  { path: 'fleet-roles', crumb: 'Fleet Roles', page: SiloFleetRolesTab },
                  { path: 'access', crumb: 'Access', page: SiloAccessTab },
                  { path: 'scim-tokens', crumb: 'SCIM Tokens', page: SiloScimTokensTab },
                ],
              },
            ],
          },
        ],
      },
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
            crumb: p('bundle'),
            page: SupportBundlePage,
            children: [{ path: 'edit', crumb: 'Edit comment', modal: SupportBundleEditForm }],
          },
        ],
      },
      // the contract's system/alerts: receivers, their subscriptions, deliveries and secrets
      {
        path: 'alerts',
        crumb: 'Alerts',
        children: [
          { path: '', redirect: 'receivers' },
          {
            path: '',
            frame: AlertsFrame,
            children: [
              {
                path: 'receivers',
                crumb: 'Receivers',
                page: AlertReceiversTab,
                children: [
                  {
                    path: '/system/alerts/receivers-new',
                    crumb: 'New webhook receiver',
                    modal: WebhookReceiverCreateForm,
                  },
                ],
              },
              { path: 'classes', crumb: 'Alert Classes', page: AlertClassesTab },
            ],
          },
          // a receiver's pages are outside the alerts' tabs, under the Receivers crumb
          {
            path: 'receivers',
            crumb: 'Receivers',
            children: [
              {
                path: ':receiver',
                crumb: p('receiver'),
                children: [
                  { path: '', redirect: 'subscriptions' },
                  {
                    path: '',
                    frame: AlertReceiverFrame,
                    children: [
                      {
                        path: 'subscriptions',
                        crumb: 'Subscriptions',
                        page: ReceiverSubscriptionsTab,
                      },
                      {
                        path: 'subscriptions-new',
                        crumb: 'Add subscription',
                        page: ReceiverSubscriptionsTab,
                        modal: AlertSubscriptionAddForm,
                      },
                      {
                        path: 'edit',
                        crumb: 'Edit webhook receiver',
                        page: ReceiverSubscriptionsTab,
                        modal: WebhookReceiverEditForm,
                      },
                      { path: 'deliveries', crumb: 'Deliveries', page: ReceiverDeliveriesTab },
                      { path: 'secrets', crumb: 'Secrets', page: ReceiverSecretsTab },
                      {
                        path: 'secrets-new',
                        crumb: 'Add secret',
                        page: ReceiverSecretsTab,
                        modal: WebhookSecretAddForm,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'inventory',
        crumb: 'Inventory',
        children: [
          { path: '', redirect: 'sleds' },
          {
            path: '',
            frame: InventoryFrame,
            children: [
              { path: 'sleds', crumb: 'Sleds', page: SledsTab },
              { path: 'disks', crumb: 'Disks', page: PhysicalDisksTab },
              // not in the reference console; the contract lists the rack's switches
              { path: 'switches', crumb: 'Switches', page: SwitchesTab },
            ],
          },
          // a sled's pages are outside the inventory's tabs: only the Sleds tab's crumb above them
          {
            path: 'sleds',
            crumb: 'Sleds',
            children: [
              {
                path: ':sledId',
                crumb: p('sledId'),
                children: [
                  { path: '', redirect: 'instances' },
                  {
                    path: '',
                    frame: SledFrame,
                    children: [{ path: 'instances', crumb: 'Instances', page: SledInstancesTab }],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
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
                crumb: p('pool'),
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
                crumb: p('pool'),
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
            children: [
              { path: 'allow-list-edit', crumb: 'Edit allow list', modal: AllowListEditForm },
            ],
          },
        ],
      },
    ],
  },
  // a project's pages continue the projects list's crumbs: SPEC §2's whole path, 'Projects /
  // mock-project / Instances / db1 / Storage'
  {
    path: '/projects',
    layout: 'main',
    nav: 'project',
    crumb: 'Projects',
    children: [
      {
        path: ':project',
        crumb: p('project'),
        children: [
          { path: '', redirect: 'instances' },
          {
            path: 'instances',
            crumb: 'Instances',
            page: InstancesPage,
            children: [
              {
                path: ':instance',
                crumb: p('instance'),
                children: [
                  { path: '', redirect: 'storage' },
                  {
                    path: '',
                    frame: InstanceFrame,
                    children: [
                      { path: 'storage', crumb: 'Storage', page: InstanceStorageTab },
                      {
                        path: 'networking',
                        crumb: 'Networking',
                        page: InstanceNetworkingTab,
                      },
                      {
                        path: 'metrics',
                        crumb: 'Metrics',
                        frame: MetricsFrame,
                        children: [
                          { path: '', redirect: 'cpu' },
                          { path: 'cpu', crumb: 'CPU', page: metricsTab('InstanceCpuMetricsPage') },
                          {
                            path: 'disk',
                            crumb: 'Disk',
                            page: metricsTab('InstanceDiskMetricsPage'),
                          },
                          {
                            path: 'network',
                            crumb: 'Network',
                            page: metricsTab('InstanceNetworkMetricsPage'),
                          },
                        ],
                      },
                      {
                        path: 'connect',
                        crumb: 'Connect',
                        page: InstanceConnectTab,
                      },
                      {
                        path: 'settings',
                        crumb: 'Settings',
                        page: InstanceSettingsTab,
                      },
                    ],
                  },
                  { path: 'serial-console', crumb: 'Serial Console', page: SerialConsolePage },
                ],
              },
            ],
          },
          { path: 'instances-new', crumb: 'New instance', page: InstanceCreatePage },
          {
            path: 'vpcs',
            crumb: 'VPCs',
            page: VpcsPage,
            children: [
              { path: '/projects/:project/vpcs-new', crumb: 'New VPC', modal: VpcCreateForm },
              {
                path: ':vpc',
                crumb: p('vpc'),
                children: [
                  { path: '', redirect: 'firewall-rules' },
                  {
                    path: '',
                    frame: VpcFrame,
                    children: [
                      // over the VPC's page; the rules stay in view under the side modal
                      {
                        path: 'edit',
                        crumb: 'Edit VPC',
                        page: VpcFirewallRulesTab,
                        modal: VpcEditForm,
                      },
                      {
                        path: 'firewall-rules',
                        crumb: 'Firewall Rules',
                        page: VpcFirewallRulesTab,
                        children: [
                          { path: ':rule/edit', crumb: 'Edit rule', modal: FirewallRuleEditForm },
                        ],
                      },
                      // a new rule, or (with a rule) a copy of that rule under a new name
                      {
                        path: 'firewall-rules-new/:rule?',
                        crumb: 'New firewall rule',
                        page: VpcFirewallRulesTab,
                        modal: FirewallRuleCreateForm,
                      },
                      {
                        path: 'subnets',
                        crumb: 'Subnets',
                        page: VpcSubnetsTab,
                        children: [
                          { path: ':subnet/edit', crumb: 'Edit subnet', modal: SubnetEditForm },
                        ],
                      },
                      {
                        path: 'subnets-new',
                        crumb: 'New subnet',
                        page: VpcSubnetsTab,
                        modal: SubnetCreateForm,
                      },
                      {
                        path: 'routers',
                        crumb: 'Routers',
                        page: VpcRoutersTab,
                        children: [
                          {
                            path: ':router',
                            crumb: p('router'),
                            page: RouterPage,
                            children: [
                              { path: 'edit', crumb: 'Edit router', modal: RouterEditForm },
                              { path: 'routes-new', crumb: 'New route', modal: RouteCreateForm },
                              {
                                path: 'routes/:route/edit',
                                crumb: 'Edit route',
                                modal: RouteEditForm,
                              },
                            ],
                          },
                        ],
                      },
                      {
                        path: 'routers-new',
                        crumb: 'New router',
                        page: VpcRoutersTab,
                        modal: RouterCreateForm,
                      },
                      {
                        path: 'internet-gateways',
                        crumb: 'Internet Gateways',
                        page: VpcInternetGatewaysTab,
                        children: [
                          { path: ':gateway', crumb: p('gateway'), modal: InternetGatewayPanel },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'floating-ips',
            crumb: 'Floating IPs',
            page: FloatingIpsPage,
            children: [
              { path: ':floatingIp/edit', crumb: 'Edit floating IP', modal: FloatingIpEditForm },
              {
                path: '/projects/:project/floating-ips-new',
                crumb: 'New floating IP',
                modal: FloatingIpCreateForm,
              },
            ],
          },
          {
            path: 'external-subnets',
            crumb: 'External Subnets',
            page: ExternalSubnetsPage,
            children: [
              {
                path: ':externalSubnet/edit',
                crumb: 'Edit external subnet',
                modal: ExternalSubnetEditForm,
              },
              {
                path: '/projects/:project/external-subnets-new',
                crumb: 'New external subnet',
                modal: ExternalSubnetCreateForm,
              },
            ],
          },
          {
            path: 'disks',
            crumb: 'Disks',
            page: DisksPage,
            children: [
              { path: '/projects/:project/disks-new', crumb: 'New disk', modal: DiskCreateForm },
            ],
          },
          {
            path: 'snapshots',
            crumb: 'Snapshots',
            page: SnapshotsPage,
            children: [
              { path: ':snapshot/images-new', crumb: 'Create image', modal: ImageFromSnapshotForm },
              {
                path: '/projects/:project/snapshots-new',
                crumb: 'New snapshot',
                modal: SnapshotCreateForm,
              },
            ],
          },
          {
            path: 'images',
            crumb: 'Images',
            page: ProjectImagesPage,
            children: [
              { path: ':image/edit', crumb: 'Edit image', modal: ImageEditForm },
              {
                path: '/projects/:project/images-new',
                crumb: 'Upload image',
                modal: ImageUploadForm,
              },
            ],
          },
          { path: 'access', crumb: 'Project Access', page: ProjectAccessPage },
          {
            path: 'affinity',
            crumb: 'Affinity',
            page: AffinityPage,
            children: [
              {
                path: '/projects/:project/affinity-new',
                crumb: 'New group',
                modal: AffinityGroupCreateForm,
              },
              // an affinity group adds ?kind=affinity (resources/affinity-groups.ts)
              {
                path: ':antiAffinityGroup',
                crumb: p('antiAffinityGroup'),
                page: AffinityGroupPage,
                children: [{ path: 'edit', crumb: 'Edit group', modal: AffinityGroupEditForm }],
              },
            ],
          },
        ],
      },
    ],
  },
]

const join = (base: string, path: string) => {
  if (path.startsWith('/')) return path
  if (!path) return base
  return base === '/' ? `/${path}` : `${base}/${path}`
}

type RouteInProgress = Omit<FlatRoute, 'loads'> & { base: string }

export function flattenRoutes(nodes: RouteNode[], parent?: RouteInProgress): FlatRoute[] {
  const routes: FlatRoute[] = []
  for (const node of nodes) {
    const pattern = join(parent?.base ?? '', node.path)
    const here: RouteInProgress = {
      base: pattern,
      pattern,
      crumbs: node.crumb
        ? [...(parent?.crumbs ?? []), { crumb: node.crumb, pattern }]
        : [...(parent?.crumbs ?? [])],
      layout: node.layout ?? parent?.layout ?? 'main',
      nav: node.nav ?? parent?.nav,
      page: node.page ?? (node.modal ? parent?.page : undefined),
      modal: node.modal,
      redirect: node.redirect === undefined ? undefined : join(pattern, node.redirect),
      frames: node.frame ? [...(parent?.frames ?? []), node.frame] : (parent?.frames ?? []),
    }
    if (here.page || here.redirect) {
      const { base: _base, ...route } = here
      const loads = [...route.frames, route.page].map((code) => code && firstRows.get(code))
      routes.push({ ...route, loads: loads.filter((load) => load !== undefined) })
    }
    if (node.children) routes.push(...flattenRoutes(node.children, here))
  }
  return routes
}

export const flatRoutes = flattenRoutes(routeTable)
