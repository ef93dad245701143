/**
 * One factory per resource, each returning a complete wire record (the contract's schema) from
 * the few fields that matter to the caller. Traits are named partial records for a resource's
 * states (e.g. an instance's `running`, a disk's `attached`), applied before explicit overrides.
 *
 * Adding a resource: a table in db.ts, a factory here, an insert helper in records.ts if creating
 * it creates children, seeds in seeds.ts, and handlers in handlers/<resource>.ts.
 */
import { ed25519PublicKey } from '~/lib/ssh-key'
import { instanceRunStates } from '~/machines/instance-rules'
import type { Schemas } from './db'
import { type IdSource, randomIds } from './ids'

/** Where new records get their ids and timestamps: random and now, or seeded for fixtures. */
export interface FactoryContext {
  ids: IdSource
  now(): string
}

/** A seeded context (seeds.ts): its own clock, plus records dated when the seeds say. */
export interface SeededContext extends FactoryContext {
  /**
   * The same id stream, with records made `ageMs` before the mock started (a second apart): for
   * seeds that say when each resource was created, as project-seeds.ts does.
   */
  at(ageMs: number): FactoryContext
}

/** The clock records made by the handlers are dated by: the running mock's (mock-api.ts). */
let liveClock: () => number = Date.now

/**
 * Dates what the handlers make by the mock's own clock, the one its state changes follow, so a
 * record is never made after the time the mock says it is (a test moves that clock).
 */
export function setLiveClock(clock: () => number) {
  liveClock = clock
}

export const liveContext: FactoryContext = {
  ids: randomIds,
  now: () => new Date(liveClock()).toISOString(),
}

type Trait<T> = Partial<T> | ((record: T) => Partial<T>)

export type Factory<T, Required extends keyof T, TraitName extends string> = (
  context: FactoryContext,
  input: Pick<T, Required> & Partial<T>,
  ...traits: TraitName[]
) => T

export function defineFactory<
  T,
  Required extends keyof T = never,
  TraitName extends string = never,
>(
  build: (context: FactoryContext, input: Pick<T, Required> & Partial<T>) => T,
  traits?: Record<TraitName, Trait<T>>,
): Factory<T, Required, TraitName> {
  return (context, input, ...traitNames) => {
    let record = build(context, input)
    for (const name of traitNames) {
      const trait = traits?.[name]
      if (trait) record = { ...record, ...(typeof trait === 'function' ? trait(record) : trait) }
    }
    return { ...record, ...definedOnly(input) }
  }
}

/** An absent optional field in the input keeps the factory's default instead of erasing it. */
function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

/** Both timestamps of a new resource are its creation time. */
const created = (context: FactoryContext) => {
  const time = context.now()
  return { time_created: time, time_modified: time }
}

/** The fields every named resource's factory fills itself: a new id, an empty description, now. */
type IdentityDefaults = 'id' | 'description' | 'time_created' | 'time_modified'

/**
 * The factory of a named resource whose record is its identity, fixed `defaults` for every field
 * the caller need not give, and the caller's fields over them.
 */
function defineResourceFactory<T, Required extends keyof T = never>(
  defaults: Omit<T, IdentityDefaults | Required>,
): Factory<T, Required, never> {
  return defineFactory<T, Required>(
    (context, input) =>
      // `defaults` holds every field but the identity's and the required ones `input` holds
      ({
        id: context.ids.uuid(),
        description: '',
        ...defaults,
        ...input,
        ...created(context),
      }) as T,
  )
}

const hexGroup = (bytes: Uint8Array, at: number) => ((bytes[at] << 8) | bytes[at + 1]).toString(16)

/** A unique local /48 (fd00::/8 plus a 40-bit global id), as Nexus allocates one per VPC. */
export function ulaPrefix48(ids: IdSource) {
  const bytes = ids.bytes(6)
  bytes[0] = 0xfd
  return `${hexGroup(bytes, 0)}:${hexGroup(bytes, 2)}:${hexGroup(bytes, 4)}::/48`
}

/** A /64 inside a VPC's /48 for one of its subnets; Nexus picks the 16 subnet bits at random. */
export function ipv6Subnet64(vpcPrefix: string, ids: IdSource) {
  const base = vpcPrefix.replace(/::\/48$/, '')
  return `${base}:${hexGroup(ids.bytes(2), 0)}::/64`
}

export const siloFactory = defineFactory<
  Schemas['Silo'],
  'name',
  'local_only' | 'saml_jit' | 'saml_scim'
>(
  (context, { name }) => ({
    id: context.ids.uuid(),
    name,
    description: '',
    discoverable: true,
    identity_mode: 'saml_jit',
    mapped_fleet_roles: {},
    ...created(context),
  }),
  {
    local_only: { identity_mode: 'local_only' },
    saml_jit: { identity_mode: 'saml_jit' },
    saml_scim: { identity_mode: 'saml_scim' },
  },
)

export const userFactory = defineFactory<Schemas['User'], 'silo_id' | 'display_name'>(
  (context, { silo_id, display_name }) => ({
    id: context.ids.uuid(),
    display_name,
    silo_id,
    ...created(context),
  }),
)

/** The contract's Group has the User's fields, a display name in a silo: one factory makes both. */
export const groupFactory: Factory<Schemas['Group'], 'silo_id' | 'display_name', never> =
  userFactory

/** A user's SSH key; a fresh ed25519 key unless the caller brings one. */
export const sshKeyFactory = defineFactory<Schemas['SshKey'], 'silo_user_id' | 'name'>(
  (context, { silo_user_id, name }) => ({
    id: context.ids.uuid(),
    name,
    description: '',
    silo_user_id,
    public_key: ed25519PublicKey(context.ids.bytes(32), `${name}@oxide.example`),
    ...created(context),
  }),
)

export const projectFactory = defineFactory<Schemas['Project'], 'name'>((context, { name }) => ({
  id: context.ids.uuid(),
  name,
  description: '',
  ...created(context),
}))

export const vpcFactory = defineFactory<Schemas['Vpc'], 'project_id' | 'name'>(
  (context, { project_id, name }) => ({
    id: context.ids.uuid(),
    name,
    description: '',
    // the real server defaults dns_name to the VPC's name
    dns_name: name,
    project_id,
    ipv6_prefix: ulaPrefix48(context.ids),
    system_router_id: context.ids.uuid(),
    ...created(context),
  }),
)

export const vpcSubnetFactory = defineFactory<
  Schemas['VpcSubnet'],
  'vpc_id' | 'name' | 'ipv6_block'
>((context, { vpc_id, name, ipv6_block }) => ({
  id: context.ids.uuid(),
  name,
  description: '',
  vpc_id,
  ipv4_block: '172.30.0.0/22',
  ipv6_block,
  custom_router_id: null,
  ...created(context),
}))

/** A firewall rule of a VPC: allow inbound to the whole VPC unless the caller says otherwise. */
export const vpcFirewallRuleFactory = defineFactory<
  Schemas['VpcFirewallRule'],
  'vpc_id' | 'name' | 'targets'
>((context, { vpc_id, name, targets }) => ({
  id: context.ids.uuid(),
  name,
  description: '',
  vpc_id,
  action: 'allow',
  direction: 'inbound',
  priority: 65534,
  status: 'enabled',
  targets,
  filters: { hosts: null, ports: null, protocols: null },
  ...created(context),
}))

/** A VPC's router: custom unless the caller says it is the VPC's system router. */
export const vpcRouterFactory = defineResourceFactory<Schemas['VpcRouter'], 'vpc_id' | 'name'>({
  kind: 'custom',
})

/** A route of a router: custom unless the caller says the system made it. */
export const routerRouteFactory = defineResourceFactory<
  Schemas['RouterRoute'],
  'vpc_router_id' | 'name' | 'destination' | 'target'
>({ kind: 'custom' })

export const internetGatewayFactory = defineResourceFactory<
  Schemas['InternetGateway'],
  'vpc_id' | 'name'
>({})

/** An IP pool attached to an internet gateway, under a name of its own. */
export const internetGatewayIpPoolFactory = defineResourceFactory<
  Schemas['InternetGatewayIpPool'],
  'internet_gateway_id' | 'ip_pool_id' | 'name'
>({})

/** An IP address attached to an internet gateway, under a name of its own. */
export const internetGatewayIpAddressFactory = defineResourceFactory<
  Schemas['InternetGatewayIpAddress'],
  'internet_gateway_id' | 'address' | 'name'
>({})

/**
 * The rules Nexus gives every new VPC (omicron `DEFAULT_FIREWALL_RULES`, the VPC named by
 * `{vpc}`): traffic between its own instances, and SSH and ICMP from anywhere, all inbound.
 */
export function defaultFirewallRules(
  vpcName: string,
): Pick<Schemas['VpcFirewallRule'], 'name' | 'description' | 'filters'>[] {
  return [
    {
      name: 'allow-internal-inbound',
      description:
        'allow inbound traffic to all instances within the VPC if originated within the VPC',
      filters: { hosts: [{ type: 'vpc', value: vpcName }], ports: null, protocols: null },
    },
    {
      name: 'allow-ssh',
      description: 'allow inbound TCP connections on port 22 from anywhere',
      filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
    },
    {
      name: 'allow-icmp',
      description: 'allow inbound ICMP traffic from anywhere',
      filters: { hosts: null, ports: null, protocols: [{ type: 'icmp', value: null }] },
    },
  ]
}

const GiB = 1024 ** 3

type DiskStateName = Schemas['DiskState']['state']

/**
 * A disk in any of the contract's states. States that name an instance (attaching, attached,
 * detaching) take it in `state`; the traits cover the rest.
 */
export const diskFactory = defineFactory<
  Schemas['Disk'],
  'project_id' | 'name',
  Exclude<DiskStateName, 'attaching' | 'attached' | 'detaching'>
>(
  (context, { name, project_id }) => {
    const id = context.ids.uuid()
    return {
      id,
      name,
      project_id,
      description: '',
      size: 10 * GiB,
      block_size: 4096,
      device_path: `/mnt/${name}`,
      disk_type: 'distributed',
      read_only: false,
      image_id: null,
      snapshot_id: null,
      state: { state: 'detached' },
      ...created(context),
    }
  },
  {
    creating: { state: { state: 'creating' } },
    detached: { state: { state: 'detached' } },
    import_ready: { state: { state: 'import_ready' } },
    importing_from_url: { state: { state: 'importing_from_url' } },
    importing_from_bulk_writes: { state: { state: 'importing_from_bulk_writes' } },
    finalizing: { state: { state: 'finalizing' } },
    maintenance: { state: { state: 'maintenance' } },
    destroyed: { state: { state: 'destroyed' } },
    faulted: { state: { state: 'faulted' } },
  },
)

/** A snapshot of a disk, as big as the disk; `ready` unless a trait says otherwise. */
export const snapshotFactory = defineFactory<
  Schemas['Snapshot'],
  'project_id' | 'disk_id' | 'name' | 'size',
  Schemas['SnapshotState']
>(
  (context, { project_id, disk_id, name, size }) => ({
    id: context.ids.uuid(),
    name,
    description: '',
    project_id,
    disk_id,
    size,
    state: 'ready',
    ...created(context),
  }),
  {
    creating: { state: 'creating' },
    ready: { state: 'ready' },
    faulted: { state: 'faulted' },
    destroyed: { state: 'destroyed' },
  },
)

/** An image; a project image with `project_id`, a silo image with `project_id: null`. */
export const imageFactory = defineFactory<Schemas['Image'], 'name' | 'os' | 'version'>(
  (context, { name, os, version }) => ({
    id: context.ids.uuid(),
    name,
    description: '',
    os,
    version,
    project_id: null,
    size: 2 * GiB,
    block_size: 512,
    digest: null,
    ...created(context),
  }),
)

type InstanceStateName = Schemas['InstanceState']

/** An instance in any run state (a trait per state); 2 vCPUs and 4 GiB unless told otherwise. */
export const instanceFactory = defineFactory<
  Schemas['Instance'],
  'project_id' | 'name',
  InstanceStateName
>(
  (context, { name, project_id }) => {
    const time = context.now()
    return {
      id: context.ids.uuid(),
      name,
      project_id,
      description: '',
      hostname: name,
      ncpus: 2,
      memory: 4 * GiB,
      run_state: 'running',
      auto_restart_enabled: true,
      auto_restart_policy: null,
      auto_restart_cooldown_expiration: null,
      boot_disk_id: null,
      cpu_platform: null,
      enable_jumbo_frames: false,
      time_last_auto_restarted: null,
      time_created: time,
      time_modified: time,
      time_run_state_updated: time,
    }
  },
  Object.fromEntries(instanceRunStates.map((run_state) => [run_state, { run_state }])) as Record<
    InstanceStateName,
    Partial<Schemas['Instance']>
  >,
)

/** An interface on an instance, dual-stack, with its addresses chosen by the caller. */
export const networkInterfaceFactory = defineFactory<
  Schemas['InstanceNetworkInterface'],
  'instance_id' | 'vpc_id' | 'subnet_id' | 'name' | 'ip_stack'
>((context, input) => {
  const mac = Array.from(context.ids.bytes(3), (byte) => byte.toString(16).padStart(2, '0'))
  return {
    id: context.ids.uuid(),
    description: '',
    // the Oxide OUI, with the locally administered range Nexus allocates guest MACs from
    mac: `A8:40:25:F${mac[0].slice(1)}:${mac[1]}:${mac[2]}`.toUpperCase(),
    primary: false,
    ...input,
    ...created(context),
  }
})

/** A fleet IP pool for silos to link: unicast IPv4 unless the caller says so. */
export const ipPoolFactory = defineResourceFactory<Schemas['IpPool'], 'name'>({
  ip_version: 'v4',
  pool_type: 'unicast',
  assignment: 'silos',
})

/** A range of a pool's addresses, both ends included. */
export const ipPoolRangeFactory = defineFactory<Schemas['IpPoolRange'], 'ip_pool_id' | 'range'>(
  (context, input) => ({
    id: context.ids.uuid(),
    ...input,
    time_created: context.now(),
  }),
)

export const subnetPoolFactory = defineResourceFactory<
  Schemas['SubnetPool'],
  'name' | 'ip_version'
>({})

/** A subnet of a subnet pool; the add handler and the seeds give its prefix-length bounds. */
export const subnetPoolMemberFactory = defineFactory<
  Schemas['SubnetPoolMember'],
  'subnet_pool_id' | 'subnet' | 'min_prefix_length' | 'max_prefix_length'
>((context, input) => ({
  id: context.ids.uuid(),
  ...input,
  time_created: context.now(),
}))

/** A project's external subnet, unattached unless `instance_id` is given. */
export const externalSubnetFactory = defineResourceFactory<
  Schemas['ExternalSubnet'],
  'project_id' | 'name' | 'subnet' | 'subnet_pool_id' | 'subnet_pool_member_id'
>({ instance_id: null })

/** A project's floating IP, unattached unless `instance_id` is given. */
export const floatingIpFactory = defineResourceFactory<
  Schemas['FloatingIp'],
  'project_id' | 'name' | 'ip' | 'ip_pool_id'
>({ instance_id: null })

/** A project's affinity group: together on a sled, best effort unless the caller says so. */
export const affinityGroupFactory = defineResourceFactory<
  Schemas['AffinityGroup'],
  'project_id' | 'name'
>({ failure_domain: 'sled', policy: 'allow' })

/** A project's anti-affinity group: spread over sleds, best effort unless the caller says so. */
export const antiAffinityGroupFactory = defineResourceFactory<
  Schemas['AntiAffinityGroup'],
  'project_id' | 'name'
>({ failure_domain: 'sled', policy: 'allow' })
