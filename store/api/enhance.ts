/**
 * Cache tags and optimistic updates for the generated endpoints, in one place (DESIGN.md).
 * A list provides `{ type, id: 'LIST' }` plus one tag per item; a view provides its item;
 * mutations invalidate exactly the list and item they touch.
 */
import { generatedApi } from './__generated__/endpoints'

export const tagTypes = [
  'Project',
  'Vpc',
  'VpcSubnet',
  'VpcFirewallRules',
  'VpcRouter',
  'RouterRoute',
  'InternetGateway',
  'InternetGatewayIpPool',
  'InternetGatewayIpAddress',
  'CurrentUser',
  'Policy',
  'Disk',
  'Snapshot',
  'Image',
  'Instance',
  'NetworkInterface',
  'ExternalIp',
  'FloatingIp',
  'SshKey',
  'AccessToken',
  'AntiAffinityGroup',
  'AffinityGroup',
  /** Group memberships, of both kinds: a group's members and an instance's groups. */
  'AffinityMember',
  'Silo',
  'IdentityProvider',
  /** Quotas and what is provisioned against them, of one silo or of all. */
  'SiloUtilization',
  'SystemIpPool',
  /** A pool's ranges, and with them its utilization. */
  'IpPoolRange',
  /** Pool–silo links, from either side (a pool's silos, a silo's pools, the silo's own pools). */
  'IpPoolSiloLink',
  'Sled',
  'PhysicalDisk',
  'Switch',
  'UpdateStatus',
  'AuditLog',
] as const
type TagType = (typeof tagTypes)[number]

const LIST = 'LIST'

const listTags = <T extends { id: string }>(type: TagType, result: { items: T[] } | undefined) => [
  { type, id: LIST },
  ...(result?.items ?? []).map((item) => ({ type, id: item.id })),
]

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    currentUserView: { providesTags: ['CurrentUser'] },
    // settings (issue 3): the user's own SSH keys and device access tokens
    currentUserSshKeyList: { providesTags: (result) => listTags('SshKey', result) },
    currentUserSshKeyView: {
      providesTags: (result) => (result ? [{ type: 'SshKey', id: result.id }] : []),
    },
    currentUserSshKeyCreate: { invalidatesTags: [{ type: 'SshKey', id: LIST }] },
    // the deleted key leaves the store optimistically (entities slice); lists refetch after
    currentUserSshKeyDelete: { invalidatesTags: [{ type: 'SshKey', id: LIST }] },
    currentUserAccessTokenList: { providesTags: (result) => listTags('AccessToken', result) },
    currentUserAccessTokenDelete: { invalidatesTags: [{ type: 'AccessToken', id: LIST }] },
    // a confirmed device code makes a new access token
    deviceAuthConfirm: { invalidatesTags: [{ type: 'AccessToken', id: LIST }] },
    currentUserGroups: { providesTags: ['CurrentUser'] },
    policyView: { providesTags: ['Policy'] },
    // access (issue 13): a change at any level changes what the others show as inherited, so
    // every policy write refetches every policy; a silo or fleet role changes /v1/me's flags
    policyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },
    projectPolicyView: { providesTags: ['Policy'] },
    projectPolicyUpdate: { invalidatesTags: ['Policy'] },
    systemPolicyView: { providesTags: ['Policy'] },
    systemPolicyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },

    projectList: { providesTags: (result) => listTags('Project', result) },
    projectView: { providesTags: (result) => (result ? [{ type: 'Project', id: result.id }] : []) },
    projectCreate: { invalidatesTags: [{ type: 'Project', id: LIST }] },
    projectUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Project', id: LIST },
              { type: 'Project', id: result.id },
            ]
          : [],
    },
    // the deleted project leaves the store optimistically (entities slice); lists refetch after
    projectDelete: { invalidatesTags: [{ type: 'Project', id: LIST }] },

    vpcList: { providesTags: (result) => listTags('Vpc', result) },
    vpcView: { providesTags: (result) => (result ? [{ type: 'Vpc', id: result.id }] : []) },
    vpcCreate: { invalidatesTags: [{ type: 'Vpc', id: LIST }] },
    vpcUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Vpc', id: LIST },
              { type: 'Vpc', id: result.id },
            ]
          : [],
    },
    vpcDelete: { invalidatesTags: [{ type: 'Vpc', id: LIST }] },
    // networking (issue 12). The firewall rules are one list, replaced as a whole. A subnet
    // brings its route in the system router, so subnet changes refetch routes too; a deleted
    // router is no subnet's custom router any more.
    vpcFirewallRulesView: { providesTags: ['VpcFirewallRules'] },
    vpcFirewallRulesUpdate: { invalidatesTags: ['VpcFirewallRules'] },
    vpcSubnetList: { providesTags: (result) => listTags('VpcSubnet', result) },
    vpcSubnetView: {
      providesTags: (result) => (result ? [{ type: 'VpcSubnet', id: result.id }] : []),
    },
    vpcSubnetCreate: {
      invalidatesTags: [
        { type: 'VpcSubnet', id: LIST },
        { type: 'RouterRoute', id: LIST },
      ],
    },
    vpcSubnetUpdate: {
      invalidatesTags: [
        { type: 'VpcSubnet', id: LIST },
        { type: 'RouterRoute', id: LIST },
      ],
    },
    vpcSubnetDelete: {
      invalidatesTags: [
        { type: 'VpcSubnet', id: LIST },
        { type: 'RouterRoute', id: LIST },
      ],
    },
    vpcRouterList: { providesTags: (result) => listTags('VpcRouter', result) },
    vpcRouterView: {
      providesTags: (result) => (result ? [{ type: 'VpcRouter', id: result.id }] : []),
    },
    vpcRouterCreate: { invalidatesTags: [{ type: 'VpcRouter', id: LIST }] },
    vpcRouterUpdate: { invalidatesTags: [{ type: 'VpcRouter', id: LIST }] },
    vpcRouterDelete: {
      invalidatesTags: [
        { type: 'VpcRouter', id: LIST },
        { type: 'VpcSubnet', id: LIST },
      ],
    },
    vpcRouterRouteList: { providesTags: (result) => listTags('RouterRoute', result) },
    vpcRouterRouteView: {
      providesTags: (result) => (result ? [{ type: 'RouterRoute', id: result.id }] : []),
    },
    vpcRouterRouteCreate: { invalidatesTags: [{ type: 'RouterRoute', id: LIST }] },
    vpcRouterRouteUpdate: { invalidatesTags: [{ type: 'RouterRoute', id: LIST }] },
    vpcRouterRouteDelete: { invalidatesTags: [{ type: 'RouterRoute', id: LIST }] },
    internetGatewayList: { providesTags: (result) => listTags('InternetGateway', result) },
    internetGatewayView: {
      providesTags: (result) => (result ? [{ type: 'InternetGateway', id: result.id }] : []),
    },
    internetGatewayCreate: { invalidatesTags: [{ type: 'InternetGateway', id: LIST }] },
    // a cascading delete detaches the gateway's pools and addresses and deletes its routes
    internetGatewayDelete: {
      invalidatesTags: [
        { type: 'InternetGateway', id: LIST },
        { type: 'RouterRoute', id: LIST },
        { type: 'InternetGatewayIpPool', id: LIST },
        { type: 'InternetGatewayIpAddress', id: LIST },
      ],
    },
    internetGatewayIpPoolList: {
      providesTags: (result) => listTags('InternetGatewayIpPool', result),
    },
    internetGatewayIpPoolCreate: { invalidatesTags: [{ type: 'InternetGatewayIpPool', id: LIST }] },
    internetGatewayIpPoolDelete: { invalidatesTags: [{ type: 'InternetGatewayIpPool', id: LIST }] },
    internetGatewayIpAddressList: {
      providesTags: (result) => listTags('InternetGatewayIpAddress', result),
    },
    internetGatewayIpAddressCreate: {
      invalidatesTags: [{ type: 'InternetGatewayIpAddress', id: LIST }],
    },
    internetGatewayIpAddressDelete: {
      invalidatesTags: [{ type: 'InternetGatewayIpAddress', id: LIST }],
    },

    // storage (issue 5): a disk's state changes on the server, so its lists refetch after every
    // change; finalizing an import may create a snapshot, creating an image uses one
    diskList: { providesTags: (result) => listTags('Disk', result) },
    diskView: { providesTags: (result) => (result ? [{ type: 'Disk', id: result.id }] : []) },
    // disks, snapshots and running instances are what a silo has provisioned (utilization)
    diskCreate: { invalidatesTags: [{ type: 'Disk', id: LIST }, 'SiloUtilization'] },
    diskDelete: { invalidatesTags: [{ type: 'Disk', id: LIST }, 'SiloUtilization'] },
    diskFinalizeImport: {
      invalidatesTags: [
        { type: 'Disk', id: LIST },
        { type: 'Snapshot', id: LIST },
      ],
    },
    snapshotList: { providesTags: (result) => listTags('Snapshot', result) },
    snapshotView: {
      providesTags: (result) => (result ? [{ type: 'Snapshot', id: result.id }] : []),
    },
    snapshotCreate: { invalidatesTags: [{ type: 'Snapshot', id: LIST }, 'SiloUtilization'] },
    snapshotDelete: { invalidatesTags: [{ type: 'Snapshot', id: LIST }, 'SiloUtilization'] },
    imageList: { providesTags: (result) => listTags('Image', result) },
    imageView: { providesTags: (result) => (result ? [{ type: 'Image', id: result.id }] : []) },
    imageCreate: { invalidatesTags: [{ type: 'Image', id: LIST }] },
    imageDelete: { invalidatesTags: [{ type: 'Image', id: LIST }] },
    imagePromote: { invalidatesTags: [{ type: 'Image', id: LIST }] },
    imageDemote: { invalidatesTags: [{ type: 'Image', id: LIST }] },

    // instances (issue 4): lifecycle calls answer with the instance, which the entity slice
    // takes in, so only creates and deletes refetch the list; polling refreshes transitions
    instanceList: { providesTags: (result) => listTags('Instance', result) },
    instanceView: {
      providesTags: (result) => (result ? [{ type: 'Instance', id: result.id }] : []),
    },
    // a create can attach floating IPs, a delete frees them: either changes which are free
    floatingIpList: { providesTags: (result) => listTags('FloatingIp', result) },
    floatingIpView: {
      providesTags: (result) => (result ? [{ type: 'FloatingIp', id: result.id }] : []),
    },
    floatingIpCreate: { invalidatesTags: [{ type: 'FloatingIp', id: LIST }] },
    floatingIpUpdate: { invalidatesTags: [{ type: 'FloatingIp', id: LIST }] },
    floatingIpDelete: { invalidatesTags: [{ type: 'FloatingIp', id: LIST }] },
    // a create can also join anti-affinity groups, a delete leaves its groups
    instanceCreate: {
      invalidatesTags: [
        { type: 'Instance', id: LIST },
        { type: 'Disk', id: LIST },
        { type: 'FloatingIp', id: LIST },
        'AffinityMember',
        'SiloUtilization',
      ],
    },
    instanceDelete: {
      invalidatesTags: [
        { type: 'Instance', id: LIST },
        { type: 'FloatingIp', id: LIST },
        'AffinityMember',
        'SiloUtilization',
      ],
    },
    instanceStart: { invalidatesTags: ['SiloUtilization'] },
    instanceStop: { invalidatesTags: ['SiloUtilization'] },
    // an instance's disks are disks: attaching or detaching changes every disk list
    instanceDiskList: { providesTags: (result) => listTags('Disk', result) },
    instanceDiskAttach: { invalidatesTags: [{ type: 'Disk', id: LIST }] },
    instanceDiskDetach: { invalidatesTags: [{ type: 'Disk', id: LIST }] },
    instanceNetworkInterfaceList: {
      providesTags: (result) => listTags('NetworkInterface', result),
    },
    instanceNetworkInterfaceCreate: { invalidatesTags: [{ type: 'NetworkInterface', id: LIST }] },
    instanceNetworkInterfaceUpdate: { invalidatesTags: [{ type: 'NetworkInterface', id: LIST }] },
    instanceNetworkInterfaceDelete: { invalidatesTags: [{ type: 'NetworkInterface', id: LIST }] },
    instanceExternalIpList: { providesTags: [{ type: 'ExternalIp', id: LIST }] },
    instanceEphemeralIpAttach: { invalidatesTags: [{ type: 'ExternalIp', id: LIST }] },
    instanceEphemeralIpDetach: { invalidatesTags: [{ type: 'ExternalIp', id: LIST }] },
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
    // affinity (issue 13): both kinds of group alike. Memberships are one tag: adding or removing
    // a member changes its group's members and the instance's groups; a renamed or deleted group
    // changes the instance group lists that name it.
    antiAffinityGroupList: { providesTags: (result) => listTags('AntiAffinityGroup', result) },
    antiAffinityGroupView: {
      providesTags: (result) => (result ? [{ type: 'AntiAffinityGroup', id: result.id }] : []),
    },
    antiAffinityGroupCreate: { invalidatesTags: [{ type: 'AntiAffinityGroup', id: LIST }] },
    antiAffinityGroupUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'AntiAffinityGroup', id: LIST },
              { type: 'AntiAffinityGroup', id: result.id },
              'AffinityMember',
            ]
          : [],
    },
    antiAffinityGroupDelete: {
      invalidatesTags: [{ type: 'AntiAffinityGroup', id: LIST }, 'AffinityMember'],
    },
    antiAffinityGroupMemberList: { providesTags: ['AffinityMember'] },
    antiAffinityGroupMemberInstanceAdd: { invalidatesTags: ['AffinityMember'] },
    antiAffinityGroupMemberInstanceDelete: { invalidatesTags: ['AffinityMember'] },
    instanceAntiAffinityGroupList: { providesTags: ['AffinityMember'] },
    affinityGroupList: { providesTags: (result) => listTags('AffinityGroup', result) },
    affinityGroupView: {
      providesTags: (result) => (result ? [{ type: 'AffinityGroup', id: result.id }] : []),
    },
    affinityGroupCreate: { invalidatesTags: [{ type: 'AffinityGroup', id: LIST }] },
    affinityGroupUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'AffinityGroup', id: LIST },
              { type: 'AffinityGroup', id: result.id },
              'AffinityMember',
            ]
          : [],
    },
    affinityGroupDelete: {
      invalidatesTags: [{ type: 'AffinityGroup', id: LIST }, 'AffinityMember'],
    },
    affinityGroupMemberList: { providesTags: ['AffinityMember'] },
    affinityGroupMemberInstanceAdd: { invalidatesTags: ['AffinityMember'] },
    affinityGroupMemberInstanceDelete: { invalidatesTags: ['AffinityMember'] },
    instanceAffinityGroupList: { providesTags: ['AffinityMember'] },

    // system (issue 14). Quotas and provisioning are one tag: whatever changes either (a quota
    // edit, a new silo) refetches every view of them.
    siloList: { providesTags: (result) => listTags('Silo', result) },
    siloView: { providesTags: (result) => (result ? [{ type: 'Silo', id: result.id }] : []) },
    siloCreate: { invalidatesTags: [{ type: 'Silo', id: LIST }, 'SiloUtilization'] },
    siloDelete: {
      invalidatesTags: [{ type: 'Silo', id: LIST }, 'SiloUtilization', 'IpPoolSiloLink'],
    },
    siloIdentityProviderList: { providesTags: ['IdentityProvider'] },
    samlIdentityProviderView: { providesTags: ['IdentityProvider'] },
    samlIdentityProviderCreate: { invalidatesTags: ['IdentityProvider'] },
    siloQuotasView: { providesTags: ['SiloUtilization'] },
    siloQuotasUpdate: { invalidatesTags: ['SiloUtilization'] },
    systemQuotasList: { providesTags: ['SiloUtilization'] },
    siloUtilizationList: { providesTags: ['SiloUtilization'] },
    siloUtilizationView: { providesTags: ['SiloUtilization'] },
    utilizationView: { providesTags: ['SiloUtilization'] },
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
    siloIpPoolList: { providesTags: ['IpPoolSiloLink'] },
    // the silo's own view of its pools (`/v1/ip-pools`) follows its links
    ipPoolList: { providesTags: ['IpPoolSiloLink'] },
    systemIpPoolSiloLink: { invalidatesTags: ['IpPoolSiloLink'] },
    systemIpPoolSiloUpdate: { invalidatesTags: ['IpPoolSiloLink'] },
    systemIpPoolSiloUnlink: { invalidatesTags: ['IpPoolSiloLink'] },
    sledList: { providesTags: (result) => listTags('Sled', result) },
    sledView: { providesTags: (result) => (result ? [{ type: 'Sled', id: result.id }] : []) },
    sledSetProvisionPolicy: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Sled', id: LIST },
        { type: 'Sled', id: arg.sledId },
      ],
    },
    sledInstanceList: { providesTags: ['Sled'] },
    physicalDiskList: { providesTags: (result) => listTags('PhysicalDisk', result) },
    sledPhysicalDiskList: { providesTags: (result) => listTags('PhysicalDisk', result) },
    switchList: { providesTags: (result) => listTags('Switch', result) },
    systemUpdateStatus: { providesTags: ['UpdateStatus'] },
    systemUpdateRepositoryList: { providesTags: ['UpdateStatus'] },
    targetReleaseUpdate: { invalidatesTags: ['UpdateStatus', 'AuditLog'] },
    auditLogList: { providesTags: ['AuditLog'] },
  },
})
