/**
 * The mock's in-memory database: one table per resource, records stored as wire JSON (snake_case,
 * exactly the contract's schemas) so handlers return them without reshaping. A fresh database per
 * server start, like the real mock's "data disappears on refresh" (SPEC §1).
 */
import type { components } from '~/store/api/__generated__/wire'

export type Schemas = components['schemas']

export class Table<T extends { id: string }> {
  private readonly rows = new Map<string, T>()

  /** Insertion order is creation order, which list handlers do not rely on (they sort). */
  all(): T[] {
    return [...this.rows.values()]
  }

  find(id: string): T | undefined {
    return this.rows.get(id)
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate)
  }

  findBy(predicate: (row: T) => boolean): T | undefined {
    return this.all().find(predicate)
  }

  insert(row: T): T {
    if (this.rows.has(row.id)) throw new Error(`duplicate id ${row.id}`)
    this.rows.set(row.id, row)
    return row
  }

  /** Records are replaced, never mutated, so a response already handed out stays as it was. */
  update(id: string, patch: Partial<T>): T {
    const row = this.rows.get(id)
    if (!row) throw new Error(`no row ${id}`)
    const next = { ...row, ...patch }
    this.rows.set(id, next)
    return next
  }

  remove(id: string): void {
    this.rows.delete(id)
  }

  get size() {
    return this.rows.size
  }
}

export interface GroupMembership {
  id: string
  group_id: string
  user_id: string
}

export interface AntiAffinityMembership {
  id: string
  group_id: string
  instance_id: string
}

/**
 * A key as it was when an instance was created with it (the contract: injected by cloud-init at
 * creation, a snapshot that later edits do not reach).
 */
export interface InstanceSshKey {
  id: string
  instance_id: string
  key: Schemas['SshKey']
}

/** The contract's ephemeral ExternalIp but for its kind, with an id and its instance. */
export type EphemeralIp = Omit<Extract<Schemas['ExternalIp'], { kind: 'ephemeral' }>, 'kind'> & {
  id: string
  instance_id: string
}

/** A local user's sign-in name and password (the real server keeps a hash; the mock, demo text). */
export interface LocalCredential {
  /** The user's id: one credential per user. */
  id: string
  username: string
  /** None once the password is invalidated (the contract's UserPassword `login_disallowed`). */
  password: string | null
}

/** A silo's identity provider; the contract's view has no silo, the table needs it. */
export type IdentityProviderRecord = Schemas['IdentityProvider'] & { silo_id: string }

export type IpPoolSiloLinkRecord = Schemas['IpPoolSiloLink'] & { id: string }

/** A subnet pool–silo link; the contract's view has no id, the table needs one. */
export type SubnetPoolSiloLinkRecord = Schemas['SubnetPoolSiloLink'] & { id: string }

/** A certificate and the silo it serves (the view has no silo). */
export type CertificateRecord = Schemas['Certificate'] & { silo_id: string }

/** What `/v1/system/update/status` answers, as the contract's UpdateStatus (a target release null before one is set). */
export type UpdateRecord = Schemas['UpdateStatus']

/** A device access token and whose it is (the view hides the owner and the bearer secret). */
export type AccessTokenRecord = Schemas['DeviceAccessToken'] & {
  silo_user_id: string
  secret: string
}

/**
 * A console session (the contract's `ConsoleSession`) and its user and token: one per sign-in,
 * the preview's tab session and each session cookie of the HTTP mock alike (session-access.ts).
 */
export type ConsoleSessionRecord = Schemas['ConsoleSession'] & {
  silo_user_id: string
  /** The HTTP mock's session cookie; null for a session no cookie names (the tab, the seeds'). */
  token: string | null
}

/**
 * A silo's SCIM client bearer token and its secret, which only the create response carries (the
 * contract's `ScimClientBearerTokenValue`); list and view return the `ScimClientBearerToken` part.
 */
export type ScimTokenRecord = Schemas['ScimClientBearerToken'] & {
  silo_id: string
  bearer_token: string
}

/**
 * A webhook alert receiver as the mock keeps it: the contract's `WebhookReceiver` without its
 * secrets, which live in `webhookSecrets` (added and removed there, the update leaves them).
 */
export type AlertReceiverRecord = Omit<Schemas['WebhookReceiver'], 'secrets'>

/** A webhook secret, its receiver and its value, which no response carries (`WebhookSecret`). */
export type WebhookSecretRecord = Schemas['WebhookSecret'] & { receiver_id: string; secret: string }

/**
 * A support bundle and when, while it is collecting or destroying, it moves on by itself
 * (handlers/support-bundles.ts): collected (active, or failed) or gone.
 */
export type SupportBundleRecord = Schemas['SupportBundleInfo'] & { time_settles: string | null }

/** An OAuth 2.0 device authorization grant (RFC 8628) from `POST /device/auth`. */
/**
 * A port's link as the switch's data plane daemon reports it. The contract's SwitchLinkState is
 * free-form JSON; the mock answers it as Omicron does, `{ link, monitors }`, the link being
 * dpd's view of it (switch-ports.ts).
 */
export interface SwitchPortLink {
  enabled: boolean
  link_state: 'Up' | 'Down'
  speed: string
  fec: string
  autoneg: boolean
  media: string
}

export type LldpNeighborRecord = Schemas['LldpNeighbor'] & { id: string; port_id: string }
export type AddressLotBlockRecord = Schemas['AddressLotBlock'] & { address_lot_id: string }
export type BgpAnnouncementRecord = Schemas['BgpAnnouncement'] & { id: string }
/** A BGP configuration with the announce set it was created with (BgpConfigCreate), which BgpConfig does not show. */
export type BgpConfigRecord = Schemas['BgpConfig'] & { bgp_announce_set_id: string }

/** One direction of a peer's recent messages: when, and the message's type. */
export interface BgpMessageRecord {
  timestamp: string
  message: { type: string }
}

/**
 * A BGP session: the contract's BgpPeerStatus but for its duration, which is the time since
 * `state_since`, and the messages exchanged, answered by `networking_bgp_message_history` in
 * the shape of the rack's routing daemon (`{ received, sent }`: the contract leaves it free-form).
 */
export type BgpPeerRecord = Omit<Schemas['BgpPeerStatus'], 'state_duration_millis'> & {
  id: string
  state_since: string
  history: { received: BgpMessageRecord[]; sent: BgpMessageRecord[] }
}

/** An imported route under the BGP configuration's ASN; its own `id` is the BGP identifier, a number. */
export interface BgpImportedRecord {
  id: string
  asn: number
  route: Schemas['BgpImported']
}
export type BfdSessionRecord = Schemas['BfdStatus'] & { id: string }

export type DeviceGrant = Required<
  Pick<Schemas['DeviceAuthRequest'], 'client_id' | 'ttl_seconds'>
> & {
  id: string
  device_code: string
  /** 8 upper-case letters; the console shows them with a dash after the fourth (SPEC §9). */
  user_code: string
  time_expires: string
  /** Set by `/device/confirm`; `/device/token` then hands out the token once. */
  confirmed_by: string | null
  token_id: string | null
}

/**
 * The server's clock and pace, owned by each server instance with its data (server.ts sets them
 * from its options): automatic state changes are applied lazily against `now()`, so tests move
 * time without timers.
 */
export interface MockTiming {
  now: () => number
  /** `?mock-instance-step` (settings.ts): ms per automatic instance step; STEP_MS otherwise. */
  instanceStepMs?: number
  /** `?mock-disk-step` (settings.ts): ms a disk takes to settle (disk-steps.ts), or its default. */
  diskStepMs?: number
  /** `?mock-membership-step` (settings.ts): ms per new member's acknowledgement, or its default. */
  membershipStepMs?: number
}

export interface MockDb {
  silos: Table<Schemas['Silo']>
  users: Table<Schemas['User']>
  groups: Table<Schemas['Group']>
  groupMemberships: Table<GroupMembership>
  /** Keyed by silo id: a policy is an attribute of its silo, not a resource with an id. */
  siloPolicies: Map<string, Schemas['SiloRolePolicy']>
  projects: Table<Schemas['Project']>
  vpcs: Table<Schemas['Vpc']>
  vpcSubnets: Table<Schemas['VpcSubnet']>
  /** Every VPC's firewall rules; a VPC's list is the rows with its `vpc_id`. */
  vpcFirewallRules: Table<Schemas['VpcFirewallRule']>
  /** Each VPC's system router (its id is the VPC's `system_router_id`) and custom routers. */
  vpcRouters: Table<Schemas['VpcRouter']>
  vpcRouterRoutes: Table<Schemas['RouterRoute']>
  internetGateways: Table<Schemas['InternetGateway']>
  internetGatewayIpPools: Table<Schemas['InternetGatewayIpPool']>
  internetGatewayIpAddresses: Table<Schemas['InternetGatewayIpAddress']>
  disks: Table<Schemas['Disk']>
  snapshots: Table<Schemas['Snapshot']>
  /** Project images (`project_id` set) and silo images (`project_id` null). */
  images: Table<Schemas['Image']>
  instances: Table<Schemas['Instance']>
  networkInterfaces: Table<Schemas['InstanceNetworkInterface']>
  /** An instance's ephemeral IP; the contract's `ExternalIp` has no id for this kind. */
  ephemeralIps: Table<EphemeralIp>
  /** The fleet's IP pools (system view); a silo sees the ones linked to it (`ipPoolSiloLinks`). */
  ipPools: Table<Schemas['IpPool']>
  /** Which pool is linked to which silo, and whether it is that silo's default. */
  ipPoolSiloLinks: Table<IpPoolSiloLinkRecord>
  /** The addresses each pool hands out (ip-allocation.ts), in the order they are handed out. */
  ipPoolRanges: Table<Schemas['IpPoolRange']>
  /** The fleet's subnet pools (system view); a silo sees the ones linked to it. */
  subnetPools: Table<Schemas['SubnetPool']>
  /** The subnets each subnet pool hands out external subnets from (subnet-pools.ts). */
  subnetPoolMembers: Table<Schemas['SubnetPoolMember']>
  /** Which subnet pool is linked to which silo, and whether it is that silo's default. */
  subnetPoolSiloLinks: Table<SubnetPoolSiloLinkRecord>
  /** Projects' external subnets, each allocated from a member of a subnet pool. */
  externalSubnets: Table<Schemas['ExternalSubnet']>
  floatingIps: Table<Schemas['FloatingIp']>
  antiAffinityGroups: Table<Schemas['AntiAffinityGroup']>
  /** Which instance is in which anti-affinity group (the contract's member views are derived). */
  antiAffinityMemberships: Table<AntiAffinityMembership>
  affinityGroups: Table<Schemas['AffinityGroup']>
  /** Which instance is in which affinity group (same shape as the anti-affinity memberships). */
  affinityMemberships: Table<AntiAffinityMembership>
  /** The system policy: fleet roles held directly, besides those a silo role maps to. */
  fleetPolicy: Schemas['FleetRolePolicy']
  /** Keyed by project id, like silo policies. */
  projectPolicies: Map<string, Schemas['ProjectRolePolicy']>
  identityProviders: Table<IdentityProviderRecord>
  /** SAML providers' full views, by the same id as their `identityProviders` row. */
  samlIdentityProviders: Table<Schemas['SamlIdentityProvider']>
  /** Each project's silo (the contract's Project has none; utilization and quotas need it). */
  projectSilos: Map<string, string>
  /** Keyed by silo id, like silo policies. */
  siloQuotas: Map<string, Schemas['SiloQuotas']>
  /** Each silo's auth settings (handlers/auth-settings.ts); a silo without a row has the default. */
  siloAuthSettings: Map<string, Schemas['SiloAuthSettings']>
  /** Silos' TLS certificates (`tls_certificates` of silo create). */
  certificates: Table<CertificateRecord>
  racks: Table<Schemas['Rack']>
  sleds: Table<Schemas['Sled']>
  physicalDisks: Table<Schemas['PhysicalDisk']>
  switches: Table<Schemas['Switch']>
  /** Drives a sled sees that the control plane has not adopted; the id is the serial. */
  unadoptedDisks: Table<Schemas['UnadoptedPhysicalDisk'] & { id: string }>
  /** The operator's requests to adopt drives (`physical_disk_enable_adoption`). */
  diskAdoptionRequests: Table<Schemas['PhysicalDiskAdoptionRequest']>
  /** Sleds in a cubby that are no member of the rack yet; the id is the serial. */
  uninitializedSleds: Table<Schemas['UninitializedSled'] & { id: string }>
  /**
   * Each rack's membership versions; the id is `<rack_id>/<version>`, `added` the sleds its
   * change adds (handlers/hardware-intake.ts).
   */
  rackMemberships: Table<
    Schemas['RackMembershipStatus'] & { id: string; added: Schemas['BaseboardId'][] }
  >
  /** The updates trust store's root roles. */
  trustRoots: Table<Schemas['UpdatesTrustRoot']>
  /** Every port of both switches (rack-network-seeds.ts). */
  switchPorts: Table<Schemas['SwitchPort']>
  /** Each port's link as the switch reports it, keyed by the port's id (switch-ports.ts). */
  switchPortLinks: Map<string, SwitchPortLink>
  /** Each port's LLDP service, keyed by the port's id. */
  lldpConfigs: Map<string, Schemas['LldpLinkConfig']>
  /** What each port's LLDP has seen on the other end of its link. */
  lldpNeighbors: Table<LldpNeighborRecord>
  switchPortSettings: Table<Schemas['SwitchPortSettings']>
  addressLots: Table<Schemas['AddressLot']>
  addressLotBlocks: Table<AddressLotBlockRecord>
  loopbackAddresses: Table<Schemas['LoopbackAddress']>
  bgpConfigs: Table<BgpConfigRecord>
  bgpAnnounceSets: Table<Schemas['BgpAnnounceSet']>
  bgpAnnouncements: Table<BgpAnnouncementRecord>
  /** The switches' BGP sessions; how long in its state is read from `state_since` (rack-networking.ts). */
  bgpPeers: Table<BgpPeerRecord>
  bgpImported: Table<BgpImportedRecord>
  bfdSessions: Table<BfdSessionRecord>
  /** The fleet-wide networking settings: one per fleet, always there. */
  networkingSettings: Schemas['SystemNetworkingSettings']
  /** Uploaded update repositories (TUF repos); the id is the system version. */
  updateRepositories: Table<Schemas['TufRepo'] & { id: string }>
  /** What `/v1/system/update/status` reports, besides the target release. */
  update: UpdateRecord
  /** The user-facing services' source allow list: one per rack, always there. */
  allowList: Schemas['AllowList']
  /** Whether the user-facing services take inbound ICMP: one setting per rack. */
  inboundIcmp: Schemas['ServiceIcmpConfig']
  /** Every API call that changed something, and the seeded history (mock-api.ts records). */
  auditLog: Table<Schemas['AuditLogEntry']>
  localCredentials: Table<LocalCredential>
  sshKeys: Table<Schemas['SshKey']>
  /** Each instance's keys as they were at its creation (`instance_ssh_public_key_list`). */
  instanceSshKeys: Table<InstanceSshKey>
  accessTokens: Table<AccessTokenRecord>
  consoleSessions: Table<ConsoleSessionRecord>
  scimTokens: Table<ScimTokenRecord>
  /** The fleet's alert receivers (webhooks), their secrets and their deliveries. */
  alertReceivers: Table<AlertReceiverRecord>
  webhookSecrets: Table<WebhookSecretRecord>
  alertDeliveries: Table<Schemas['AlertDelivery']>
  deviceGrants: Table<DeviceGrant>
  /** The fleet's support bundles. */
  supportBundles: Table<SupportBundleRecord>
  /**
   * The preview tab's session: the user it is signed in as ('' when signed out: every call but
   * login is a 401) and its `consoleSessions` row, which ending the user's sessions removes.
   */
  session: { userId: string; sessionId: string }
  timing: MockTiming
}

export function createDb(): MockDb {
  return {
    silos: new Table(),
    users: new Table(),
    groups: new Table(),
    groupMemberships: new Table(),
    siloPolicies: new Map(),
    projects: new Table(),
    vpcs: new Table(),
    vpcSubnets: new Table(),
    vpcFirewallRules: new Table(),
    vpcRouters: new Table(),
    vpcRouterRoutes: new Table(),
    internetGateways: new Table(),
    internetGatewayIpPools: new Table(),
    internetGatewayIpAddresses: new Table(),
    disks: new Table(),
    snapshots: new Table(),
    images: new Table(),
    instances: new Table(),
    networkInterfaces: new Table(),
    ephemeralIps: new Table(),
    ipPools: new Table(),
    ipPoolSiloLinks: new Table(),
    ipPoolRanges: new Table(),
    subnetPools: new Table(),
    subnetPoolMembers: new Table(),
    subnetPoolSiloLinks: new Table(),
    externalSubnets: new Table(),
    floatingIps: new Table(),
    antiAffinityGroups: new Table(),
    antiAffinityMemberships: new Table(),
    affinityGroups: new Table(),
    affinityMemberships: new Table(),
    fleetPolicy: { role_assignments: [] },
    projectPolicies: new Map(),
    identityProviders: new Table(),
    samlIdentityProviders: new Table(),
    projectSilos: new Map(),
    siloQuotas: new Map(),
    siloAuthSettings: new Map(),
    certificates: new Table(),
    racks: new Table(),
    sleds: new Table(),
    physicalDisks: new Table(),
    switches: new Table(),
    unadoptedDisks: new Table(),
    diskAdoptionRequests: new Table(),
    uninitializedSleds: new Table(),
    rackMemberships: new Table(),
    trustRoots: new Table(),
    switchPorts: new Table(),
    switchPortLinks: new Map(),
    lldpConfigs: new Map(),
    lldpNeighbors: new Table(),
    switchPortSettings: new Table(),
    addressLots: new Table(),
    addressLotBlocks: new Table(),
    loopbackAddresses: new Table(),
    bgpConfigs: new Table(),
    bgpAnnounceSets: new Table(),
    bgpAnnouncements: new Table(),
    bgpPeers: new Table(),
    bgpImported: new Table(),
    bfdSessions: new Table(),
    networkingSettings: { external_jumbo_frames_opt_in_enabled: false },
    updateRepositories: new Table(),
    update: {
      target_release: null,
      components_by_release_version: {},
      contact_support: false,
      suspended: false,
      time_last_step_planned: new Date(0).toISOString(),
    },
    // a rack before anyone restricts it: any source, ICMP taken (network-access-seeds.ts)
    allowList: {
      allowed_ips: { allow: 'any' },
      time_created: new Date(0).toISOString(),
      time_modified: new Date(0).toISOString(),
    },
    inboundIcmp: { enabled: true },
    auditLog: new Table(),
    localCredentials: new Table(),
    sshKeys: new Table(),
    instanceSshKeys: new Table(),
    accessTokens: new Table(),
    consoleSessions: new Table(),
    scimTokens: new Table(),
    alertReceivers: new Table(),
    webhookSecrets: new Table(),
    alertDeliveries: new Table(),
    deviceGrants: new Table(),
    supportBundles: new Table(),
    session: { userId: '', sessionId: '' },
    timing: { now: () => Date.now() },
  }
}
