/**
 * The product documentation this console points to: every address in one place, so a moved guide
 * is fixed once. Each area's page header offers two sentences about the resource and its guides
 * (PageInfo.tsx), and a form about a resource ends with the guides for it (RelevantDocs.tsx).
 * Only the documentation's public addresses; all of them open in a new tab.
 */

export interface DocLink {
  /** The guide's title, as a link reads in a list. */
  title: string
  href: string
}

/** The product documentation's home, which the sidebar's Docs link opens. */
export const DOCS_HOME = 'https://docs.oxide.computer'

const guide = (title: string, path: string): DocLink => ({
  title,
  href: `${DOCS_HOME}/guides/${path}`,
})

/**
 * A page of the API or CLI reference, for an area no guide covers yet (the allow list, support
 * bundles).
 */
const reference = (title: string, path: `${'api' | 'cli'}/${string}`): DocLink => ({
  title,
  href: `${DOCS_HOME}/${path}`,
})

export const docGuides = {
  quickstart: guide('Quick start', 'quickstart'),
  projects: guide('Onboarding projects', 'onboarding-projects'),
  projectConcepts: guide('Key concepts: projects', 'key-entities-and-concepts#_projects'),
  instances: guide('Managing instances', 'managing-instances'),
  deploying: guide('Deploying workloads', 'deploying-workloads'),
  affinity: guide('Affinity and anti-affinity', 'deploying-workloads#_affinity_and_anti_affinity'),
  networkInterfaces: guide('Virtual NICs', 'deploying-workloads#_virtual_nics'),
  disks: guide('Managing disks and snapshots', 'managing-disks-and-snapshots'),
  snapshots: guide('Snapshots', 'managing-disks-and-snapshots#_snapshots'),
  images: guide('Creating and sharing images', 'creating-and-sharing-images'),
  imageImport: guide(
    'Preparing images for import',
    'creating-and-sharing-images#_preparing_images_for_import',
  ),
  networking: guide('Configuring guest networking', 'configuring-guest-networking'),
  subnets: guide('VPC subnets', 'configuring-guest-networking#vpc-subnet'),
  firewallRules: guide('Firewall rules', 'configuring-guest-networking#_firewall_rules'),
  routers: guide('Custom routers', 'configuring-guest-networking#_custom_routers'),
  internetGateways: guide('Internet gateways', 'configuring-guest-networking#internet-gateway'),
  floatingIps: guide('Managing floating IPs', 'managing-floating-ips'),
  access: guide('Configuring access', 'configuring-access'),
  policies: guide('Roles and policies', 'key-entities-and-concepts#iam-policy'),
  siloAdmins: guide(
    'Silo admin group and fleet roles',
    'configuring-access#_silo_admin_group_and_mapped_fleet_roles',
  ),
  sshKeys: guide('SSH keys', 'user-settings#_ssh_keys'),
  remoteAccess: guide('Remote access', 'remote-access'),
  deviceTokens: guide('Device token setup', 'working-with-api-and-sdk#_device_token_setup'),
  silos: guide('Silo management', 'operator/silo-management'),
  quotas: guide('Silo quotas', 'operator/silo-management#_silo_resource_quota_management'),
  createSilo: guide('Creating a silo', 'system/completing-rack-config#_create_silo'),
  identityProviders: guide('Identity providers', 'operator/identity-providers'),
  scim: guide(
    'SCIM user provisioning',
    'operator/identity-providers#_saml_authentication_scim_user_provisioning',
  ),
  ipPools: guide('IP pool management', 'operator/ip-pool-management'),
  subnetPools: guide('Using subnet pools', 'operator/ip-pool-management#_using_subnet_pools'),
  systemMetrics: guide('System metrics', 'operator/system-metrics'),
  systemUpdate: guide('System update', 'operator/system-update'),
  tlsCertificates: guide('TLS certificates', 'system/system-setup#tls-certificate'),
  sleds: guide('Server sleds', 'architecture/service-processors#_server_sled'),
  storage: guide('Storage', 'architecture/os-hypervisor-storage#_storage'),
  userSettings: guide('User settings', 'user-settings'),
  auditLog: guide('Audit log', 'operator/audit-log'),
  alerts: guide('Alerts overview', 'alerts/overview'),
  webhooks: guide('Webhooks', 'alerts/webhooks'),
  allowList: reference('API: the allow list', 'api/networking_allow_list_view'),
  bgpStatus: reference('API: BGP peer status', 'api/networking_bgp_status'),
  bundleDownload: reference('CLI: oxide bundle download', 'cli/bundle/download'),
} satisfies Record<string, DocLink>

/** What an area's ⓘ says: two sentences about the resource, and where to read more. */
export interface AreaInfo {
  about: string
  docs: DocLink[]
}

export const areaInfo = {
  projects: {
    about:
      'A project holds the instances, disks, images and networks of one team or workload. ' +
      'Access to it is granted per project, on top of the roles a user has in the silo.',
    docs: [docGuides.projects, docGuides.projectConcepts],
  },
  instances: {
    about:
      'An instance is a virtual machine: its vCPUs and memory, the disks it boots from and the ' +
      'network interfaces it reaches others through. It runs on one of the rack’s sleds.',
    docs: [docGuides.instances, docGuides.deploying],
  },
  disks: {
    about:
      'A disk is a block device an instance boots from or keeps data on. It lives on after its ' +
      'instance is deleted, and can be attached to another one while that instance is stopped.',
    docs: [docGuides.disks, docGuides.storage],
  },
  snapshots: {
    about:
      'A snapshot is a disk’s contents at one moment. A new disk can start from it, and an ' +
      'image can be made from it to start many.',
    docs: [docGuides.snapshots],
  },
  images: {
    about:
      'An image is the contents a new disk starts from, such as an operating system. Project ' +
      'images serve one project; promoted to the silo, an image serves every project in it.',
    docs: [docGuides.images, docGuides.imageImport],
  },
  vpcs: {
    about:
      'A VPC is a project’s private network, divided into subnets its instances take ' +
      'addresses from. Firewall rules decide what reaches them; routers and internet gateways, ' +
      'where their traffic goes.',
    docs: [docGuides.networking, docGuides.firewallRules, docGuides.routers],
  },
  floatingIps: {
    about:
      'A floating IP is an external address that stays the project’s while it moves from one ' +
      'instance to another. It comes from one of the silo’s IP pools.',
    docs: [docGuides.floatingIps],
  },
  externalSubnets: {
    about:
      'An external subnet is a block of external addresses from one of the silo’s subnet ' +
      'pools. Attached to an instance, it lets that instance answer for the whole block.',
    docs: [docGuides.subnetPools, docGuides.networking],
  },
  affinity: {
    about:
      'An affinity group keeps its instances on the same sled, close to each other. An ' +
      'anti-affinity group spreads them across sleds, so that one sled going down does not ' +
      'take them all.',
    docs: [docGuides.affinity],
  },
  siloAccess: {
    about:
      'Roles granted here apply in every project of the silo. A user’s role in a project is the ' +
      'stronger of this one and the project’s own.',
    docs: [docGuides.access, docGuides.policies],
  },
  directory: {
    about:
      'The silo’s users and groups, as the identity provider names them. A user’s page shows ' +
      'their roles and where each comes from; a silo admin also sees their sessions and tokens.',
    docs: [docGuides.access, docGuides.policies],
  },
  projectAccess: {
    about:
      'Roles granted here apply only in this project. A user or group with a silo role keeps it ' +
      'here too, whatever this list says.',
    docs: [docGuides.access, docGuides.policies],
  },
  fleetAccess: {
    about:
      'Fleet roles let operators manage the whole rack: silos, hardware, IP pools and updates. ' +
      'A silo can grant them to its admin groups.',
    docs: [docGuides.access, docGuides.siloAdmins],
  },
  siloUtilization: {
    about:
      'What the silo’s projects have provisioned against the quotas an operator set for the ' +
      'silo. A quota caps what can be created, not what runs.',
    docs: [docGuides.quotas],
  },
  systemUtilization: {
    about:
      'What every silo has provisioned, against its quotas and against the rack’s physical ' +
      'capacity. Below, the rack’s metrics over the chosen time range.',
    docs: [docGuides.systemMetrics, docGuides.quotas],
  },
  silos: {
    about:
      'A silo is an isolated tenant of the rack with its own users, identity provider, ' +
      'projects and quotas. Users of one silo never see another’s resources.',
    docs: [docGuides.silos, docGuides.createSilo],
  },
  ipPools: {
    about:
      'An IP pool is a set of external address ranges. Linked to a silo, it gives that silo’s ' +
      'instances and floating IPs their external addresses.',
    docs: [docGuides.ipPools],
  },
  subnetPools: {
    about:
      'A subnet pool is a set of external address blocks. Linked to a silo, it gives that ' +
      'silo’s projects external subnets carved from those blocks.',
    docs: [docGuides.subnetPools],
  },
  inventory: {
    about:
      'The rack’s hardware as the control plane sees it: its sleds, their physical disks and ' +
      'the switches that connect them. Each sled shows the vCPUs and memory its instances hold ' +
      'against what it can run, and its page lists those instances.',
    docs: [docGuides.sleds, docGuides.storage],
  },
  systemUpdate: {
    about:
      'The rack’s software is updated to a target release from an uploaded, signed ' +
      'repository. This page shows the release the rack runs and how far an update has come.',
    docs: [docGuides.systemUpdate],
  },
  sshKeys: {
    about:
      'Your public SSH keys. An instance created with them lets you in over SSH without a ' +
      'password.',
    docs: [docGuides.sshKeys, docGuides.remoteAccess],
  },
  certificates: {
    about:
      'The TLS certificates the silo’s endpoints present to browsers and API clients, each for ' +
      'the names it covers. A certificate’s private key is sent once, when it is added, and ' +
      'never shown again.',
    docs: [docGuides.tlsCertificates],
  },
  networkAccess: {
    about:
      'Which source addresses may reach the rack’s user-facing services (the console and the ' +
      'API), and whether those services accept the few ICMP messages path MTU discovery needs. ' +
      'Both apply to the whole rack.',
    docs: [docGuides.allowList],
  },
  rackNetworking: {
    about:
      'How the rack reaches the networks around it: the switches’ ports and their links, and the ' +
      'BGP and BFD sessions with the upstream routers. Address lots hold the addresses the ' +
      'uplinks and loopback addresses draw from.',
    docs: [docGuides.bgpStatus],
  },
  issues: {
    about:
      'What needs an operator’s attention across the fleet, and the audit log of the API ' +
      'calls that changed something. The log is read for a time range, newest first.',
    docs: [docGuides.auditLog],
  },
  alerts: {
    about:
      'Alerts tell software outside the rack about events inside it, such as a failed disk. ' +
      'A webhook receiver subscribes to alert classes and is sent each alert as a signed request.',
    docs: [docGuides.alerts, docGuides.webhooks],
  },
  supportBundles: {
    about:
      'A support bundle collects the rack’s logs and diagnostics for Oxide support. It can be ' +
      'downloaded, whole or file by file, once it is active.',
    docs: [docGuides.bundleDownload],
  },
  profile: {
    about:
      'Who the console is signed in as, in which silo, and the groups the identity provider ' +
      'puts you in. Your roles come from those groups and from your own assignments.',
    docs: [docGuides.userSettings, docGuides.policies],
  },
  accessTokens: {
    about:
      'Tokens the command-line tool and SDKs use to act as you. Each was issued by a device ' +
      'sign-in, or made on this page; delete one to sign its holder out.',
    docs: [docGuides.deviceTokens],
  },
} satisfies Record<string, AreaInfo>

/**
 * The guides a form about a resource ends with ('Relevant docs'), by the resource its shell
 * names (FormNaming.resource). A resource with none here shows none.
 */
export const formDocs: Partial<Record<string, DocLink[]>> = {
  project: [docGuides.projects],
  instance: [docGuides.instances, docGuides.deploying],
  disk: [docGuides.disks],
  snapshot: [docGuides.snapshots],
  image: [docGuides.images, docGuides.imageImport],
  VPC: [docGuides.networking],
  subnet: [docGuides.subnets],
  'firewall rule': [docGuides.firewallRules],
  router: [docGuides.routers],
  route: [docGuides.routers],
  'internet gateway': [docGuides.internetGateways],
  'network interface': [docGuides.networkInterfaces],
  'floating IP': [docGuides.floatingIps],
  'external subnet': [docGuides.subnetPools],
  'affinity group': [docGuides.affinity],
  'anti-affinity group': [docGuides.affinity],
  silo: [docGuides.createSilo, docGuides.silos],
  'identity provider': [docGuides.identityProviders],
  'IP pool': [docGuides.ipPools],
  'subnet pool': [docGuides.subnetPools],
  'SSH key': [docGuides.sshKeys],
  'SCIM token': [docGuides.scim],
  'local user': [docGuides.silos, docGuides.identityProviders],
}
