/**
 * Cache tags, shared by every area's endpoints (store/api/<area>.ts): a list provides
 * `{ type, id: 'LIST' }` plus one tag per item; a view provides its item; mutations invalidate
 * exactly the list and item they touch, in whichever area they are.
 */
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
  /** A project's external subnets, and an instance's list of those it holds. */
  'ExternalSubnet',
  'SshKey',
  /** Device access tokens: the signed-in user's, and any user's a silo admin reads. */
  'AccessToken',
  /** A user's console sessions. */
  'ConsoleSession',
  /** The signed-in user's silo's auth settings (the maximum lifetime of a new device token). */
  'AuthSettings',
  'AntiAffinityGroup',
  'AffinityGroup',
  /** Group memberships, of both kinds: a group's members and an instance's groups. */
  'AffinityMember',
  /** The fleet's alert receivers, with their subscriptions and secrets' ids. */
  'AlertReceiver',
  /** A receiver's deliveries (alerts, resends and probes). */
  'AlertDelivery',
  /** A webhook receiver's secrets. */
  'WebhookSecret',
  'Silo',
  /** A silo's users as the fleet sees them (a local-only silo's are created and deleted there). */
  'SiloUser',
  'IdentityProvider',
  /** A silo's SCIM client bearer tokens. */
  'ScimToken',
  /** The signed-in silo's TLS certificates. */
  'Certificate',
  /** Quotas and what is provisioned against them, of one silo or of all. */
  'SiloUtilization',
  'SystemIpPool',
  /** A pool's ranges, and with them its utilization. */
  'IpPoolRange',
  /** Pool–silo links, from either side (a pool's silos, a silo's pools, the silo's own pools). */
  'IpPoolSiloLink',
  'SystemSubnetPool',
  /** A subnet pool's members, and with them its utilization. */
  'SubnetPoolMember',
  /** Subnet pool–silo links, from either side, like IP pools'. */
  'SubnetPoolSiloLink',
  /** The user-facing services' source allow list (one per rack). */
  'AllowList',
  /** Whether the user-facing services take inbound ICMP (one setting per rack). */
  'InboundIcmp',
  'Sled',
  'PhysicalDisk',
  'Switch',
  /** Drives not adopted, and the operator's requests to adopt them. */
  'DiskAdoption',
  /** Sleds not yet in the rack, and the rack's membership changes that add them. */
  'RackMembership',
  /** The switches' ports, with the settings applied to each and its link. */
  'SwitchPort',
  'SwitchPortSettings',
  /** Address lots, with their blocks. */
  'AddressLot',
  'LoopbackAddress',
  'BfdSession',
  /** BGP configurations, and announce sets with their announcements. */
  'BgpConfig',
  'BgpAnnounceSet',
  /** The fleet-wide networking settings. */
  'NetworkingSettings',
  /** A switch port link's LLDP service. */
  'LldpConfig',
  'UpdateStatus',
  /** The updates trust store's root roles. */
  'TrustRoot',
  'AuditLog',
  /** The fleet's support bundles, and each one's index of files. */
  'SupportBundle',
] as const
type TagType = (typeof tagTypes)[number]

export const LIST = 'LIST'

/**
 * The `AffinityMember` tag of an instance's group lists. A group's rename or delete changes
 * these (they name the group) but no group's members: invalidating this alone leaves a deleted
 * or renamed group's member list, under its old name, unasked.
 */
export const INSTANCE_GROUPS = 'INSTANCE_GROUPS'

export const listTags = <T extends { id: string }>(
  type: TagType,
  result: { items: T[] } | undefined,
) => [{ type, id: LIST }, ...(result?.items ?? []).map((item) => ({ type, id: item.id }))]
