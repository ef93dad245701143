/** Typed path builders: every link in the console goes through these (checked against the route table). */
type P<K extends string> = Record<K, string>

const e = encodeURIComponent
const project = ({ project }: P<'project'>) => `/projects/${e(project)}`
const instance = (p: P<'project' | 'instance'>) => `${project(p)}/instances/${e(p.instance)}`
const vpc = (p: P<'project' | 'vpc'>) => `${project(p)}/vpcs/${e(p.vpc)}`
const router = (p: P<'project' | 'vpc' | 'router'>) => `${vpc(p)}/routers/${e(p.router)}`
const supportBundle = ({ bundle }: P<'bundle'>) => `/system/support-bundles/${e(bundle)}`
const silo = ({ silo }: P<'silo'>) => `/system/silos/${e(silo)}`
const ipPool = ({ pool }: P<'pool'>) => `/system/networking/ip-pools/${e(pool)}`
const subnetPool = ({ pool }: P<'pool'>) => `/system/networking/subnet-pools/${e(pool)}`
const addressLot = ({ addressLot }: P<'addressLot'>) =>
  `/system/networking/address-lots/${e(addressLot)}`
const sled = ({ sledId }: P<'sledId'>) => `/system/inventory/sleds/${e(sledId)}`
const rack = ({ rackId }: P<'rackId'>) => `/system/inventory/racks/${e(rackId)}`
const alertReceiver = ({ receiver }: P<'receiver'>) => `/system/alerts/receivers/${e(receiver)}`
const affinityGroup = (p: P<'project' | 'antiAffinityGroup'>) =>
  `${project(p)}/affinity/${e(p.antiAffinityGroup)}`

export const pb = {
  root: () => '/',
  login: ({ silo }: P<'silo'>) => `/login/${e(silo)}/local`,
  loginSaml: ({ silo, provider }: P<'silo' | 'provider'>) =>
    `/login/${e(silo)}/saml/${e(provider)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (p: P<'project'>) => `${project(p)}/edit`,
  siloImages: () => '/images',
  siloImageEdit: ({ image }: P<'image'>) => `/images/${e(image)}/edit`,
  siloUtilization: () => '/utilization',
  siloAccess: () => '/access',
  directory: () => '/directory',
  directoryUsers: () => '/directory/users',
  directoryGroups: () => '/directory/groups',
  directoryUser: ({ userId }: P<'userId'>) => `/directory/users/${e(userId)}`,
  directoryGroup: ({ groupId }: P<'groupId'>) => `/directory/groups/${e(groupId)}`,
  certificates: () => '/certificates',
  certificatesNew: () => '/certificates-new',
  instanceLookup: ({ instance }: P<'instance'>) => `/lookup/instances/${e(instance)}`,

  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: P<'sshKey'>) => `/settings/ssh-keys/${e(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  silo,
  siloIdps: (p: P<'silo'>) => `${silo(p)}/idps`,
  siloIdpsNew: (p: P<'silo'>) => `${silo(p)}/idps-new`,
  samlIdp: (p: P<'silo' | 'provider'>) => `${silo(p)}/idps/saml/${e(p.provider)}`,
  siloIpPools: (p: P<'silo'>) => `${silo(p)}/ip-pools`,
  siloSubnetPools: (p: P<'silo'>) => `${silo(p)}/subnet-pools`,
  siloQuotas: (p: P<'silo'>) => `${silo(p)}/quotas`,
  siloQuotasEdit: (p: P<'silo'>) => `${silo(p)}/quotas/edit`,
  siloFleetRoles: (p: P<'silo'>) => `${silo(p)}/fleet-roles`,
  siloScimTokens: (p: P<'silo'>) => `${silo(p)}/scim-tokens`,
  siloLocalUsers: (p: P<'silo'>) => `${silo(p)}/local-users`,
  systemSiloAccess: (p: P<'silo'>) => `${silo(p)}/access`,
  systemIssues: () => '/system/issues',
  systemUtilization: () => '/system/utilization',
  systemUpdate: () => '/system/update',
  systemAccess: () => '/system/access',
  supportBundles: () => '/system/support-bundles',
  supportBundlesNew: () => '/system/support-bundles-new',
  supportBundle,
  supportBundleEdit: (p: P<'bundle'>) => `${supportBundle(p)}/edit`,
  inventory: () => '/system/inventory',
  sledInventory: () => '/system/inventory/sleds',
  diskInventory: () => '/system/inventory/disks',
  switchInventory: () => '/system/inventory/switches',
  sled,
  sledInstances: (p: P<'sledId'>) => `${sled(p)}/instances`,
  rack,
  alerts: () => '/system/alerts',
  alertReceivers: () => '/system/alerts/receivers',
  alertReceiversNew: () => '/system/alerts/receivers-new',
  alertClasses: () => '/system/alerts/classes',
  alertReceiver,
  alertReceiverEdit: (p: P<'receiver'>) => `${alertReceiver(p)}/edit`,
  alertReceiverSubscriptions: (p: P<'receiver'>) => `${alertReceiver(p)}/subscriptions`,
  alertReceiverSubscriptionsNew: (p: P<'receiver'>) => `${alertReceiver(p)}/subscriptions-new`,
  alertReceiverDeliveries: (p: P<'receiver'>) => `${alertReceiver(p)}/deliveries`,
  alertReceiverSecrets: (p: P<'receiver'>) => `${alertReceiver(p)}/secrets`,
  alertReceiverSecretsNew: (p: P<'receiver'>) => `${alertReceiver(p)}/secrets-new`,
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool,
  ipPoolEdit: (p: P<'pool'>) => `${ipPool(p)}/edit`,
  ipPoolRangesAdd: (p: P<'pool'>) => `${ipPool(p)}/ranges-add`,
  subnetPools: () => '/system/networking/subnet-pools',
  subnetPoolsNew: () => '/system/networking/subnet-pools-new',
  subnetPool,
  subnetPoolEdit: (p: P<'pool'>) => `${subnetPool(p)}/edit`,
  subnetPoolMembersAdd: (p: P<'pool'>) => `${subnetPool(p)}/members-add`,
  networkAccess: () => '/system/networking/access',
  allowListEdit: () => '/system/networking/access/allow-list-edit',
  bgp: () => '/system/networking/bgp',
  bgpConfigsNew: () => '/system/networking/bgp-configs-new',
  bgpAnnounceSetsNew: () => '/system/networking/bgp-announce-sets-new',
  bgpAnnounceSetEdit: (p: P<'announceSet'>) =>
    `/system/networking/bgp/announce-sets/${e(p.announceSet)}/edit`,
  bgpPeer: (p: P<'switchSlot' | 'peer'>) =>
    `/system/networking/bgp/peers/${e(p.switchSlot)}/${e(p.peer)}`,
  switchPorts: () => '/system/networking/switch-ports',
  switchPortSettingsNew: () => '/system/networking/switch-port-settings-new',
  switchPort: (p: P<'switchSlot' | 'port'>) =>
    `/system/networking/switch-ports/${e(p.switchSlot)}/${e(p.port)}`,
  switchPortLldpEdit: (p: P<'switchSlot' | 'port'>) =>
    `/system/networking/switch-ports/${e(p.switchSlot)}/${e(p.port)}/lldp-edit`,
  switchPortApplySettings: (p: P<'switchSlot' | 'port'>) =>
    `/system/networking/switch-ports/${e(p.switchSlot)}/${e(p.port)}/apply-settings`,
  bfd: () => '/system/networking/bfd',
  bfdNew: () => '/system/networking/bfd-new',
  addressLots: () => '/system/networking/address-lots',
  addressLotsNew: () => '/system/networking/address-lots-new',
  addressLot,
  loopbacks: () => '/system/networking/loopbacks',
  loopbacksNew: () => '/system/networking/loopbacks-new',
  networkingSettings: () => '/system/networking/settings',
  networkingSettingsEdit: () => '/system/networking/settings/edit',

  project,
  instances: (p: P<'project'>) => `${project(p)}/instances`,
  instancesNew: (p: P<'project'>) => `${project(p)}/instances-new`,
  instance,
  instanceStorage: (p: P<'project' | 'instance'>) => `${instance(p)}/storage`,
  instanceNetworking: (p: P<'project' | 'instance'>) => `${instance(p)}/networking`,
  instanceMetrics: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics`,
  instanceCpuMetrics: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics/cpu`,
  instanceDiskMetrics: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics/disk`,
  instanceNetworkMetrics: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics/network`,
  instanceConnect: (p: P<'project' | 'instance'>) => `${instance(p)}/connect`,
  instanceSettings: (p: P<'project' | 'instance'>) => `${instance(p)}/settings`,
  instanceActivity: (p: P<'project' | 'instance'>) => `${instance(p)}/activity`,
  serialConsole: (p: P<'project' | 'instance'>) => `${instance(p)}/serial-console`,

  vpcs: (p: P<'project'>) => `${project(p)}/vpcs`,
  vpcsNew: (p: P<'project'>) => `${project(p)}/vpcs-new`,
  vpc,
  vpcEdit: (p: P<'project' | 'vpc'>) => `${vpc(p)}/edit`,
  vpcFirewallRules: (p: P<'project' | 'vpc'>) => `${vpc(p)}/firewall-rules`,
  vpcFirewallRulesNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/firewall-rules-new`,
  vpcFirewallRuleClone: (p: P<'project' | 'vpc' | 'rule'>) =>
    `${vpc(p)}/firewall-rules-new/${e(p.rule)}`,
  vpcFirewallRuleEdit: (p: P<'project' | 'vpc' | 'rule'>) =>
    `${vpc(p)}/firewall-rules/${e(p.rule)}/edit`,
  vpcSubnets: (p: P<'project' | 'vpc'>) => `${vpc(p)}/subnets`,
  vpcSubnetsNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/subnets-new`,
  vpcSubnetEdit: (p: P<'project' | 'vpc' | 'subnet'>) => `${vpc(p)}/subnets/${e(p.subnet)}/edit`,
  vpcRouters: (p: P<'project' | 'vpc'>) => `${vpc(p)}/routers`,
  vpcRoutersNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/routers-new`,
  vpcRouter: router,
  vpcRouterEdit: (p: P<'project' | 'vpc' | 'router'>) => `${router(p)}/edit`,
  vpcRouterRoutesNew: (p: P<'project' | 'vpc' | 'router'>) => `${router(p)}/routes-new`,
  vpcRouterRouteEdit: (p: P<'project' | 'vpc' | 'router' | 'route'>) =>
    `${router(p)}/routes/${e(p.route)}/edit`,
  vpcInternetGateways: (p: P<'project' | 'vpc'>) => `${vpc(p)}/internet-gateways`,
  vpcInternetGateway: (p: P<'project' | 'vpc' | 'gateway'>) =>
    `${vpc(p)}/internet-gateways/${e(p.gateway)}`,
  vpcActivity: (p: P<'project' | 'vpc'>) => `${vpc(p)}/activity`,

  floatingIps: (p: P<'project'>) => `${project(p)}/floating-ips`,
  floatingIpsNew: (p: P<'project'>) => `${project(p)}/floating-ips-new`,
  floatingIpEdit: (p: P<'project' | 'floatingIp'>) =>
    `${project(p)}/floating-ips/${e(p.floatingIp)}/edit`,
  floatingIpActivity: (p: P<'project' | 'floatingIp'>) =>
    `${project(p)}/floating-ips/${e(p.floatingIp)}/activity`,
  externalSubnets: (p: P<'project'>) => `${project(p)}/external-subnets`,
  externalSubnetsNew: (p: P<'project'>) => `${project(p)}/external-subnets-new`,
  externalSubnetEdit: (p: P<'project' | 'externalSubnet'>) =>
    `${project(p)}/external-subnets/${e(p.externalSubnet)}/edit`,
  disks: (p: P<'project'>) => `${project(p)}/disks`,
  disksNew: (p: P<'project'>) => `${project(p)}/disks-new`,
  diskActivity: (p: P<'project' | 'disk'>) => `${project(p)}/disks/${e(p.disk)}/activity`,
  snapshots: (p: P<'project'>) => `${project(p)}/snapshots`,
  snapshotsNew: (p: P<'project'>) => `${project(p)}/snapshots-new`,
  snapshotImagesNew: (p: P<'project' | 'snapshot'>) =>
    `${project(p)}/snapshots/${e(p.snapshot)}/images-new`,
  projectImages: (p: P<'project'>) => `${project(p)}/images`,
  projectImagesNew: (p: P<'project'>) => `${project(p)}/images-new`,
  projectImageEdit: (p: P<'project' | 'image'>) => `${project(p)}/images/${e(p.image)}/edit`,
  projectAccess: (p: P<'project'>) => `${project(p)}/access`,
  affinity: (p: P<'project'>) => `${project(p)}/affinity`,
  affinityNew: (p: P<'project'>) => `${project(p)}/affinity-new`,
  antiAffinityGroup: affinityGroup,
  antiAffinityGroupEdit: (p: P<'project' | 'antiAffinityGroup'>) => `${affinityGroup(p)}/edit`,
}
