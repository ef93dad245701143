/**
 * Instances and what hangs off them (disks, network interfaces, external IPs), with the
 * real server's rules: SPEC §4's action table decides which actions a run state allows, and run
 * states move on their own over a few seconds (instance-steps.ts).
 */
import { diskRules } from '~/machines/disk-rules'
import { type InstanceAction, instanceRules } from '~/machines/instance-rules'
import type { MockDb, Schemas } from '../db'
import {
  alreadyExists,
  badBody,
  badQuery,
  forbidden,
  insufficientCapacity,
  invalidRequest,
  MockApiError,
  notFound,
} from '../errors'
import { liveContext } from '../factories'
import { identityCreate } from '../identity-fields'
import { schedule, settleInstances } from '../instance-steps'
import { nextFreeAddress, projectSiloId } from '../ip-allocation'
import {
  lookupAntiAffinityGroup,
  lookupDiskForInstance,
  lookupInstance,
  lookupNetworkInterface,
  lookupProject,
  lookupSshKey,
  lookupVpc,
  lookupVpcSubnet,
  parentFor,
} from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId, paginateChildren } from '../pagination'
import {
  type InstanceDiskInput,
  type InstanceNicInput,
  insertEphemeralIp,
  insertInstance,
  insertNetworkInterface,
} from '../records'
import { FAIL_403_NAME, failOnSentinelName } from '../sentinels'
import { readSerialOutput, serialOutput } from '../serial-console'
import { currentUser } from '../session-access'
import { siloProvisioned, siloQuotasOf } from '../utilization'
import { booleanField, nameField, requireBody, requirePresent, stringField } from '../validate'
import {
  ephemeralIpsOf,
  externalIpList,
  floatingIpToAttach,
  ONE_EPHEMERAL_IP_PER_VERSION,
  requireSteadyForExternalIp,
} from './external-ips'
import { reserveSled } from './hardware'
import { resolvePoolSelector } from './ip-pools'
import { keysOf } from './me'
import { parseNet } from './vpc-subnets'

type Instance = Schemas['Instance']
type Action = InstanceAction

/** SPEC §9 / contract limits the server enforces. */
const MAX_CPUS = 64
const MIN_MEMORY = 1024 ** 3
const MAX_MEMORY = 1536 * 1024 ** 3
const MAX_DISK_SIZE = 1023 * 1024 ** 3
const MAX_NICS = 8
const MAX_USER_DATA_BYTES = 32 * 1024

/** The sentinel's refusal (FAIL_403_NAME), checked before the state like the server's authz. */
function requireAllowed(instance: Instance) {
  if (instance.name === FAIL_403_NAME) throw forbidden()
}

/** The real server's refusal of an action the state table forbids (SPEC §4). */
function requireState(instance: Instance, action: Action) {
  if (instanceRules.can(action, instance.run_state)) return
  const messages: Partial<Record<Action, string>> = {
    delete: `cannot delete instance: instance is ${instance.run_state} and must be stopped or failed`,
  }
  throw invalidRequest(
    messages[action] ??
      `instance must be ${instanceRules.rules[action].states.join(' or ')} to ${actionVerb[action]} (it is ${instance.run_state})`,
  )
}

const actionVerb: Record<Action, string> = {
  start: 'start it',
  delete: 'delete it',
  resize: 'change its CPUs or memory',
  updateBootDisk: 'change its boot disk',
  reboot: 'reboot it',
  stop: 'stop it',
  detachDisk: 'detach a disk',
  attachDisk: 'attach a disk',
  updateNetworkInterface: 'change its network interfaces',
  serialConsole: 'connect to its serial console',
  addToAffinityGroup: 'add it to an affinity group',
  attachExternalIp: 'attach an external IP',
  detachExternalIp: 'detach an external IP',
}

function numberField(body: unknown, field: string) {
  const value = requireBody(body)[field]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new MockApiError(
      400,
      'InvalidValue',
      `unable to parse JSON body: ${field}: invalid type: expected an unsigned integer`,
    )
  }
  return value
}

type IpStack = Schemas['PrivateIpStack']

/**
 * The interface's stack with InstanceNetworkInterfaceUpdate's `transit_ips`, each network on the
 * stack of its IP version. The contract gives the field a default of [], so an update that
 * leaves it out clears them, as Nexus does: the list is replaced, never merged.
 */
function withTransitIps(stack: IpStack, body: unknown): IpStack {
  const value = requireBody(body).transit_ips ?? []
  if (!Array.isArray(value)) throw badBody('transit_ips: invalid type: expected a sequence')
  const byVersion: Record<4 | 6, string[]> = { 4: [], 6: [] }
  for (const text of value) {
    const net = typeof text === 'string' ? parseNet(text) : undefined
    if (!net) throw badBody(`transit_ips: invalid IP network "${String(text)}"`)
    byVersion[net.version].push(text)
  }
  const missing = stack.type === 'v4' ? 6 : stack.type === 'v6' ? 4 : undefined
  if (missing && byVersion[missing].length > 0) {
    throw invalidRequest(
      `transit IP ${byVersion[missing][0]} is IPv${missing}, but the interface has no IPv${missing} address`,
    )
  }
  switch (stack.type) {
    case 'v4':
      return { type: 'v4', value: { ...stack.value, transit_ips: byVersion[4] } }
    case 'v6':
      return { type: 'v6', value: { ...stack.value, transit_ips: byVersion[6] } }
    case 'dual_stack':
      return {
        type: 'dual_stack',
        value: {
          v4: { ...stack.value.v4, transit_ips: byVersion[4] },
          v6: { ...stack.value.v6, transit_ips: byVersion[6] },
        },
      }
  }
}

function checkSize(ncpus: number, memory: number) {
  if (ncpus < 1 || ncpus > MAX_CPUS) {
    throw invalidRequest(`cannot have more than ${MAX_CPUS} vCPUs per instance, or fewer than 1`)
  }
  if (memory < MIN_MEMORY) throw invalidRequest('memory must be at least 1 GiB')
  if (memory > MAX_MEMORY) throw invalidRequest('memory must be at most 1536 GiB')
  if (memory % (1024 * 1024) !== 0) throw invalidRequest('memory must be divisible by 1 MiB')
}

/**
 * Whether an instance of this size fits what its silo may still provision (quotas against
 * mirage/utilization.ts): starting one charges its vCPUs and memory, like Nexus's virtual
 * provisioning. The default silo's seeded quota leaves room for ordinary instances while one of
 * 64 vCPUs exceeds it (README "The preview"). A resize is checked the same way, so the mock never
 * accepts a size the silo could not start.
 */
function checkQuota(db: MockDb, projectId: string, size: { ncpus: number; memory: number }) {
  const siloId = projectSiloId(db, projectId)
  const quotas = siloQuotasOf(db, siloId)
  const provisioned = siloProvisioned(db, siloId)
  const advice =
    'Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.'
  if (provisioned.cpus + size.ncpus > quotas.cpus) {
    throw insufficientCapacity(
      `vCPU Limit Exceeded: Not enough vCPUs to complete request. ${advice}`,
    )
  }
  if (provisioned.memory + size.memory > quotas.memory) {
    throw insufficientCapacity(
      `Memory Limit Exceeded: Not enough memory to complete request. ${advice}`,
    )
  }
}

const diskNamed = (db: MockDb, projectId: string, name: string) =>
  db.disks.findBy((disk) => disk.project_id === projectId && disk.name === name)

/** The contract's InstanceDiskAttachment → what records.ts writes, checked like the server. */
function diskInput(
  db: MockDb,
  projectId: string,
  attachment: Schemas['InstanceDiskAttachment'],
  creating: Set<string>,
): InstanceDiskInput {
  if (attachment.type === 'attach') {
    const disk = diskNamed(db, projectId, attachment.name)
    if (!disk) throw notFound('disk', attachment.name)
    if (disk.state.state !== 'detached') {
      throw invalidRequest(`disk "${disk.name}" is not detached (it is ${disk.state.state})`)
    }
    return { type: 'attach', disk_id: disk.id }
  }
  const name = nameField(attachment, 'name')
  if (diskNamed(db, projectId, name) || creating.has(name)) throw alreadyExists('disk', name)
  creating.add(name)
  const size = numberField(attachment, 'size')
  if (size < 1024 ** 3 || size > MAX_DISK_SIZE) {
    throw invalidRequest('disk size must be between 1 GiB and 1023 GiB')
  }
  const backend = attachment.disk_backend
  const source = backend?.type === 'distributed' ? backend.disk_source : undefined
  return {
    type: 'create',
    name,
    description: attachment.description ?? '',
    size,
    image_id: source?.type === 'image' ? source.image_id : null,
    snapshot_id: source?.type === 'snapshot' ? source.snapshot_id : null,
  }
}

function nicInputs(
  db: MockDb,
  project: Schemas['Project'],
  attachment: Schemas['InstanceNetworkInterfaceAttachment'] | undefined,
): 'default' | 'none' | InstanceNicInput[] {
  if (!attachment || attachment.type.startsWith('default')) return 'default'
  if (attachment.type === 'none') return 'none'
  if (attachment.type !== 'create') return 'default'
  if (attachment.params.length > MAX_NICS) {
    throw invalidRequest(`an instance may not have more than ${MAX_NICS} network interfaces`)
  }
  const names = new Set<string>()
  return attachment.params.map((params) => {
    const name = nameField(params, 'name')
    if (names.has(name)) throw alreadyExists('network-interface', name)
    names.add(name)
    const vpc = lookupVpc(db, { vpc: params.vpc_name, project: project.id })
    const subnet = lookupVpcSubnet(db, { subnet: params.subnet_name, vpc: vpc.id })
    return { name, description: params.description ?? '', vpc_id: vpc.id, subnet_id: subnet.id }
  })
}

const isBase64 = (text: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0

const instanceDisks = (db: MockDb, instance: Instance) =>
  db.disks.where(
    (disk) =>
      (disk.state.state === 'attached' ||
        disk.state.state === 'attaching' ||
        disk.state.state === 'detaching') &&
      disk.state.instance === instance.id,
  )

/** The run states start, stop and reboot move an instance through (SPEC §4), the first now. */
const actionSteps = {
  start: ['starting', 'running'],
  stop: ['stopping', 'stopped'],
  reboot: ['rebooting', 'running'],
} as const satisfies Record<string, readonly Schemas['InstanceState'][]>

/**
 * Start, stop or reboot: refused as the state table says (start also by the silo's quota), else
 * the instance sets off through its run states.
 */
function runAction(
  db: MockDb,
  selector: { instance?: string; project?: string },
  action: keyof typeof actionSteps,
) {
  const instance = lookupInstance(db, selector)
  requireAllowed(instance)
  requireState(instance, action)
  if (action === 'start') {
    checkQuota(db, instance.project_id, instance)
    reserveSled(db, instance)
  }
  schedule(db, instance.id, [...actionSteps[action]])
  return db.instances.find(instance.id) ?? instance
}

export const instanceHandlers = {
  instance_list: ({ db, query }) => {
    const project = lookupProject(db, query.project)
    settleInstances(db)
    return paginateChildren(db.instances, 'project_id', project.id, query)
  },

  instance_view: ({ db, params, query }) =>
    lookupInstance(db, { ...query, instance: params.instance }),

  /** The keys cloud-init put on the instance at its creation, as they were then. */
  instance_ssh_public_key_list: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    const keys = db.instanceSshKeys.where((row) => row.instance_id === instance.id)
    return paginateByNameOrId(
      keys.map((row) => row.key),
      query,
    )
  },

  instance_create: ({ db, session, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    const hostname = stringField(body, 'hostname')
    const ncpus = numberField(body, 'ncpus')
    const memory = numberField(body, 'memory')
    failOnSentinelName(name)
    settleInstances(db)
    if (db.instances.findBy((row) => row.project_id === project.id && row.name === name)) {
      throw alreadyExists('instance', name)
    }
    // the contract's Hostname: dot-separated labels of letters, digits and inner dashes, ≤ 253
    const label = /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/
    if (hostname.length > 253 || !hostname.split('.').every((part) => label.test(part))) {
      throw invalidRequest(`hostname "${hostname}" is not a valid RFC 1035 hostname`)
    }
    checkSize(ncpus, memory)
    const userData = body.user_data ?? ''
    if (!isBase64(userData)) throw invalidRequest('user_data must be Base64-encoded')
    if (atob(userData).length > MAX_USER_DATA_BYTES) {
      throw invalidRequest('User data must not exceed 32 KiB')
    }
    if (body.start !== false) checkQuota(db, project.id, { ncpus, memory })

    const creating = new Set<string>()
    const disks: InstanceDiskInput[] = []
    if (body.boot_disk) disks.push(diskInput(db, project.id, body.boot_disk, creating))
    for (const disk of body.disks ?? []) disks.push(diskInput(db, project.id, disk, creating))
    if (disks.length > 12) throw invalidRequest('cannot attach more than 12 disks to instance')
    const nics = nicInputs(db, project, body.network_interfaces)
    const externalIps = body.external_ips ?? []
    // floating IPs and explicit pools must exist (floating-ips.ts, ip-pools.ts) before writing
    const floatingIps = externalIps.flatMap((ip) =>
      ip.type === 'floating' ? [floatingIpToAttach(db, project.id, String(ip.floating_ip))] : [],
    )
    // by name within the project, or by id (then it must be this project's)
    const antiAffinityGroups = (body.anti_affinity_groups ?? []).map((key) => {
      const group = lookupAntiAffinityGroup(db, { group: key, project: parentFor(key, project.id) })
      if (group.project_id !== project.id) throw notFound('anti-affinity-group', key)
      return group
    })
    // each ephemeral IP's pool by the contract's PoolSelector rule (ip-pools.ts), one per version
    const ephemeralPools = externalIps.flatMap((ip) =>
      ip.type === 'ephemeral'
        ? [resolvePoolSelector(db, projectSiloId(db, project.id), ip.pool_selector)]
        : [],
    )
    for (const version of ['v4', 'v6'] as const) {
      if (ephemeralPools.filter((pool) => pool.ip_version === version).length > 1) {
        throw invalidRequest(ONE_EPHEMERAL_IP_PER_VERSION)
      }
    }
    // an exhausted pool refuses the create before anything is written (one IP per pool)
    for (const pool of ephemeralPools) nextFreeAddress(db, pool.id)
    // the contract: no list sends every key of the user's profile, a list only those it names
    const sshKeys =
      body.ssh_public_keys == null
        ? keysOf(db, currentUser(db, session).id)
        : body.ssh_public_keys.map((key) => lookupSshKey(db, session, key))

    const instance = insertInstance(
      db,
      liveContext,
      {
        project_id: project.id,
        name,
        description,
        hostname,
        ncpus,
        memory,
        run_state: 'creating',
        auto_restart_policy: body.auto_restart_policy ?? null,
        auto_restart_enabled: body.auto_restart_policy !== 'never',
        cpu_platform: body.cpu_platform ?? null,
        enable_jumbo_frames: body.enable_jumbo_frames ?? false,
      },
      {
        disks,
        bootDisk: Boolean(body.boot_disk),
        nics,
        ephemeralIpPoolIds: ephemeralPools.map((pool) => pool.id),
      },
    )
    for (const floatingIp of floatingIps) {
      db.floatingIps.update(floatingIp.id, { instance_id: instance.id })
    }
    for (const key of sshKeys) {
      db.instanceSshKeys.insert({ id: liveContext.ids.uuid(), instance_id: instance.id, key })
    }
    for (const group of antiAffinityGroups) {
      db.antiAffinityMemberships.insert({
        id: liveContext.ids.uuid(),
        group_id: group.id,
        instance_id: instance.id,
      })
    }
    if (body.start === false) {
      schedule(db, instance.id, ['creating', 'stopped'])
      return db.instances.find(instance.id) ?? instance
    }
    // created, then started as instance_start does: with no sled to take it, the instance stays,
    // stopped, and the create answers the start's 507
    try {
      reserveSled(db, instance)
    } catch (error) {
      schedule(db, instance.id, ['creating', 'stopped'])
      throw error
    }
    schedule(db, instance.id, ['creating', 'starting', 'running'])
    return db.instances.find(instance.id) ?? instance
  },

  instance_update: ({ db, params, query, body }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    const ncpus = numberField(body, 'ncpus')
    const memory = numberField(body, 'memory')
    // InstanceUpdate replaces every setting, so the contract requires each field (null unsets
    // one): a body that leaves one out is refused, not read as unsetting it
    for (const field of ['boot_disk', 'auto_restart_policy', 'cpu_platform']) {
      requirePresent(body, field)
    }
    const enableJumboFrames = booleanField(body, 'enable_jumbo_frames')
    const patch: Partial<Instance> = { time_modified: liveContext.now() }
    if (ncpus !== instance.ncpus || memory !== instance.memory) {
      requireState(instance, 'resize')
      checkSize(ncpus, memory)
      checkQuota(db, instance.project_id, { ncpus, memory })
      patch.ncpus = ncpus
      patch.memory = memory
    }
    const bootSelector = body.boot_disk ?? null
    const bootDisk =
      bootSelector === null ? null : lookupDiskForInstance(db, instance, bootSelector)
    const bootDiskId = bootDisk?.id ?? null
    if (bootDiskId !== (instance.boot_disk_id ?? null)) {
      requireState(instance, 'updateBootDisk')
      if (
        bootDisk &&
        !(bootDisk.state.state === 'attached' && bootDisk.state.instance === instance.id)
      ) {
        throw invalidRequest(`boot disk "${bootDisk.name}" must be attached to the instance`)
      }
      patch.boot_disk_id = bootDiskId
    }
    patch.auto_restart_policy = body.auto_restart_policy ?? null
    patch.auto_restart_enabled = body.auto_restart_policy !== 'never'
    patch.cpu_platform = body.cpu_platform ?? null
    patch.enable_jumbo_frames = enableJumboFrames
    return db.instances.update(instance.id, patch)
  },

  instance_delete: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    requireAllowed(instance)
    requireState(instance, 'delete')
    // like Nexus: disks, floating IPs and external subnets are detached, not deleted; interfaces
    // and ephemeral IPs go with it
    for (const disk of instanceDisks(db, instance)) {
      db.disks.update(disk.id, { state: { state: 'detached' } })
    }
    for (const nic of db.networkInterfaces.where((row) => row.instance_id === instance.id)) {
      db.networkInterfaces.remove(nic.id)
    }
    for (const ip of db.ephemeralIps.where((row) => row.instance_id === instance.id)) {
      db.ephemeralIps.remove(ip.id)
    }
    for (const ip of db.floatingIps.where((row) => row.instance_id === instance.id)) {
      db.floatingIps.update(ip.id, { instance_id: null })
    }
    for (const subnet of db.externalSubnets.where((row) => row.instance_id === instance.id)) {
      db.externalSubnets.update(subnet.id, { instance_id: null })
    }
    for (const table of [db.antiAffinityMemberships, db.affinityMemberships, db.instanceSshKeys]) {
      for (const row of table.where((member) => member.instance_id === instance.id)) {
        table.remove(row.id)
      }
    }
    db.instances.remove(instance.id)
  },

  instance_start: ({ db, params, query }) =>
    runAction(db, { ...query, instance: params.instance }, 'start'),

  instance_stop: ({ db, params, query }) =>
    runAction(db, { ...query, instance: params.instance }, 'stop'),

  instance_reboot: ({ db, params, query }) =>
    runAction(db, { ...query, instance: params.instance }, 'reboot'),

  instance_disk_list: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    return paginateByNameOrId(instanceDisks(db, instance), query)
  },

  instance_disk_attach: ({ db, params, query, body }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    const disk = lookupDiskForInstance(db, instance, stringField(body, 'disk'))
    requireState(instance, 'attachDisk')
    // SPEC §4's disk table: a disk still being created may be attached too
    if (!diskRules.can('attach', disk.state.state)) {
      throw invalidRequest(`disk "${disk.name}" is not detached (it is ${disk.state.state})`)
    }
    if (instanceDisks(db, instance).length >= 12) {
      throw invalidRequest('cannot attach more than 12 disks to instance')
    }
    return db.disks.update(disk.id, { state: { state: 'attached', instance: instance.id } })
  },

  instance_disk_detach: ({ db, params, query, body }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    const disk = lookupDiskForInstance(db, instance, stringField(body, 'disk'))
    requireState(instance, 'detachDisk')
    if (!(disk.state.state === 'attached' && disk.state.instance === instance.id)) {
      throw invalidRequest(`disk "${disk.name}" is not attached to instance "${instance.name}"`)
    }
    if (instance.boot_disk_id === disk.id) {
      throw invalidRequest(
        `disk "${disk.name}" is the instance's boot disk; choose another boot disk first`,
      )
    }
    return db.disks.update(disk.id, { state: { state: 'detached' } })
  },

  instance_external_ip_list: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    return { items: externalIpList(db, instance), next_page: null }
  },

  instance_ephemeral_ip_attach: ({ db, params, query, body }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    const selector = requireBody(body).pool_selector
    requireSteadyForExternalIp(instance, 'attach')
    const pool = resolvePoolSelector(db, projectSiloId(db, instance.project_id), selector)
    if (ephemeralIpsOf(db, instance).some((ip) => ip.version === pool.ip_version)) {
      throw invalidRequest(ONE_EPHEMERAL_IP_PER_VERSION)
    }
    const ip = insertEphemeralIp(db, liveContext, instance.id, pool.id)
    return { kind: 'ephemeral' as const, ip: ip.ip, ip_pool_id: ip.ip_pool_id }
  },

  /**
   * The contract: "When an instance has both IPv4 and IPv6 ephemeral IPs, the `ip_version` query
   * parameter must be specified to identify which IP to detach."
   */
  instance_ephemeral_ip_detach: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    const version = query.ip_version
    if (version !== undefined && version !== 'v4' && version !== 'v6') {
      throw badQuery(`ip_version: unknown variant \`${version}\`, expected \`v4\` or \`v6\``)
    }
    requireSteadyForExternalIp(instance, 'detach')
    const ips = ephemeralIpsOf(db, instance)
    if (!version && new Set(ips.map((ip) => ip.version)).size > 1) {
      throw invalidRequest(
        'ip_version required when the instance has both IPv4 and IPv6 ephemeral IPs',
      )
    }
    const ip = ips.find((row) => !version || row.version === version)
    if (!ip) {
      throw invalidRequest(
        version ? `instance has no IP${version} ephemeral IP` : 'instance has no ephemeral IP',
      )
    }
    db.ephemeralIps.remove(ip.id)
  },

  instance_serial_console: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    requireState(instance, 'serialConsole')
    return readSerialOutput(serialOutput(db, instance), query)
  },

  instance_network_interface_list: ({ db, query }) =>
    paginateChildren(db.networkInterfaces, 'instance_id', lookupInstance(db, query).id, query),

  instance_network_interface_create: ({ db, query, body }) => {
    const instance = lookupInstance(db, query)
    const { name, description } = identityCreate(body)
    requireState(instance, 'updateNetworkInterface')
    const existing = db.networkInterfaces.where((nic) => nic.instance_id === instance.id)
    if (existing.some((nic) => nic.name === name)) throw alreadyExists('network-interface', name)
    if (existing.length >= MAX_NICS) {
      throw invalidRequest(`an instance may not have more than ${MAX_NICS} network interfaces`)
    }
    const vpc = lookupVpc(db, { vpc: body.vpc_name, project: instance.project_id })
    const subnet = lookupVpcSubnet(db, { subnet: body.subnet_name, vpc: vpc.id })
    return insertNetworkInterface(db, liveContext, {
      name,
      description,
      vpc_id: vpc.id,
      subnet_id: subnet.id,
      instance_id: instance.id,
      primary: existing.length === 0,
    })
  },

  instance_network_interface_view: ({ db, params, query }) =>
    lookupNetworkInterface(db, { interface: params.interface, ...query }),

  instance_network_interface_update: ({ db, params, query, body }) => {
    const nic = lookupNetworkInterface(db, { interface: params.interface, ...query })
    const instance = db.instances.find(nic.instance_id)
    if (instance) requireState(instance, 'updateNetworkInterface')
    const name = nameField(body, 'name', false)
    const description = stringField(body, 'description', false)
    if (
      name &&
      name !== nic.name &&
      db.networkInterfaces.findBy((row) => row.instance_id === nic.instance_id && row.name === name)
    ) {
      throw alreadyExists('network-interface', name)
    }
    const patch: Partial<Schemas['InstanceNetworkInterface']> = {
      time_modified: liveContext.now(),
    }
    if (name) patch.name = name
    if (description !== undefined) patch.description = description
    patch.ip_stack = withTransitIps(nic.ip_stack, body)
    if (body.primary && !nic.primary) {
      for (const other of db.networkInterfaces.where(
        (row) => row.instance_id === nic.instance_id && row.primary,
      )) {
        db.networkInterfaces.update(other.id, { primary: false })
      }
      patch.primary = true
    }
    return db.networkInterfaces.update(nic.id, patch)
  },

  instance_network_interface_delete: ({ db, params, query }) => {
    const nic = lookupNetworkInterface(db, { interface: params.interface, ...query })
    const instance = db.instances.find(nic.instance_id)
    if (instance) requireState(instance, 'updateNetworkInterface')
    const others = db.networkInterfaces.where(
      (row) => row.instance_id === nic.instance_id && row.id !== nic.id,
    )
    if (nic.primary && others.length > 0) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    db.networkInterfaces.remove(nic.id)
  },
} satisfies HandlerMap
