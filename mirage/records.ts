/**
 * Creations that bring children with them, shared by seeds and handlers so a seeded project looks
 * exactly like one created through the API.
 */
import type { MockDb, Schemas } from './db'
import {
  defaultFirewallRules,
  diskFactory,
  type FactoryContext,
  instanceFactory,
  internetGatewayFactory,
  internetGatewayIpPoolFactory,
  ipv6Subnet64,
  networkInterfaceFactory,
  projectFactory,
  routerRouteFactory,
  vpcFactory,
  vpcFirewallRuleFactory,
  vpcRouterFactory,
  vpcSubnetFactory,
} from './factories'
import { seededIds } from './ids'
import { defaultUnicastPools, nextFreeAddress, projectSiloId } from './ip-allocation'

type Input<T, Required extends keyof T> = Pick<T, Required> & Partial<T>

/**
 * Ids for the records a creation brings with it, from a stream of their own seeded by the parent's
 * id (random for a live parent), so adding such records leaves every other seeded id as it was.
 */
function childContext(parent: { id: string; time_created: string }, salt: number) {
  return {
    ids: seededIds(Number.parseInt(parent.id.slice(0, 8), 16) ^ salt),
    now: () => parent.time_created,
  }
}

const routeTo = (name: string) => ({ type: 'subnet' as const, value: name })

/**
 * A subnet and, like Nexus, its route in the VPC's system router (kind `vpc_subnet`, named and
 * pointing at the subnet), which follows the subnet's renames and goes with it.
 */
export function insertVpcSubnet(
  db: MockDb,
  context: FactoryContext,
  input: Input<Schemas['VpcSubnet'], 'vpc_id' | 'name' | 'ipv6_block'>,
) {
  const subnet = db.vpcSubnets.insert(vpcSubnetFactory(context, input))
  const vpc = db.vpcs.find(subnet.vpc_id)
  if (vpc && db.vpcRouters.find(vpc.system_router_id)) {
    db.vpcRouterRoutes.insert(
      routerRouteFactory(childContext(subnet, 0x5b), {
        vpc_router_id: vpc.system_router_id,
        name: subnet.name,
        kind: 'vpc_subnet',
        description: `VPC Subnet route for '${subnet.name}'`,
        destination: routeTo(subnet.name),
        target: routeTo(subnet.name),
      }),
    )
  }
  return subnet
}

/** The system router's route for a subnet (kind `vpc_subnet`), when it has one. */
export function subnetRoute(db: MockDb, subnet: Schemas['VpcSubnet']) {
  const vpc = db.vpcs.find(subnet.vpc_id)
  return db.vpcRouterRoutes.findBy(
    (route) =>
      route.vpc_router_id === vpc?.system_router_id &&
      route.kind === 'vpc_subnet' &&
      route.destination.type === 'subnet' &&
      route.destination.value === subnet.name,
  )
}

/**
 * Like Nexus, a new VPC gets its system router (with a default IPv4 and IPv6 route to the internet
 * gateway `default`), that gateway (with the silo's default pools attached), the `default` subnet
 * (172.30.0.0/22 and a /64 of the VPC's /48) and the default firewall rules.
 */
export function insertVpc(
  db: MockDb,
  context: FactoryContext,
  input: Input<Schemas['Vpc'], 'project_id' | 'name'>,
) {
  const vpc = db.vpcs.insert(vpcFactory(context, input))
  const own = childContext(vpc, 0x7007e)
  db.vpcRouters.insert(
    vpcRouterFactory(own, {
      id: vpc.system_router_id,
      vpc_id: vpc.id,
      name: 'system',
      kind: 'system',
      description: 'Routes are automatically added to this router as VPC subnets are created',
    }),
  )
  const gateway = db.internetGateways.insert(
    internetGatewayFactory(own, {
      vpc_id: vpc.id,
      name: 'default',
      description: 'Default VPC gateway',
    }),
  )
  for (const pool of defaultUnicastPools(db, projectSiloId(db, input.project_id))) {
    db.internetGatewayIpPools.insert(
      internetGatewayIpPoolFactory(own, {
        internet_gateway_id: gateway.id,
        ip_pool_id: pool.id,
        name: pool.name,
        description: 'Default internet gateway IP pool',
      }),
    )
  }
  for (const [name, network] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const) {
    db.vpcRouterRoutes.insert(
      routerRouteFactory(own, {
        vpc_router_id: vpc.system_router_id,
        name,
        kind: 'default',
        description: `The default route of a vpc (IPv${name.slice(-1)})`,
        destination: { type: 'ip_net', value: network },
        target: { type: 'internet_gateway', value: gateway.name },
      }),
    )
  }
  insertVpcSubnet(db, context, {
    vpc_id: vpc.id,
    name: 'default',
    description: `The default subnet for ${vpc.name}`,
    ipv6_block: ipv6Subnet64(vpc.ipv6_prefix, context.ids),
  })
  const ruleContext = {
    ids: seededIds(Number.parseInt(vpc.id.slice(0, 8), 16)),
    now: () => vpc.time_created,
  }
  for (const rule of defaultFirewallRules(vpc.name)) {
    db.vpcFirewallRules.insert(
      vpcFirewallRuleFactory(ruleContext, {
        ...rule,
        vpc_id: vpc.id,
        targets: [{ type: 'vpc', value: vpc.name }],
      }),
    )
  }
  return vpc
}

/**
 * Like Nexus, a new project gets a VPC named `default` (with its default subnet). It belongs to
 * `siloId`, the first (default) silo unless given.
 */
export function insertProject(
  db: MockDb,
  context: FactoryContext,
  input: Input<Schemas['Project'], 'name'>,
  siloId = db.silos.all()[0]?.id ?? '',
) {
  const project = db.projects.insert(projectFactory(context, input))
  db.projectSilos.set(project.id, siloId)
  insertVpc(db, context, { project_id: project.id, name: 'default', description: 'Default VPC' })
  return project
}

/** The silo's default IPv4 pool: where seeded ephemeral IPs come from. */
export const MOCK_IP_POOL_ID = '3b6a7d39-8f1f-4d5e-9c51-0f5e3f6c2a10'

export type InstanceDiskInput =
  | {
      type: 'create'
      name: string
      description: string
      size: number
      image_id?: string | null
      snapshot_id?: string | null
    }
  | { type: 'attach'; disk_id: string }

export interface InstanceNicInput {
  name: string
  description: string
  vpc_id: string
  subnet_id: string
}

export interface InstanceChildren {
  /** The boot disk first when there is one (`bootDisk: true`). */
  disks: InstanceDiskInput[]
  bootDisk: boolean
  /** 'default': one primary interface in the project's default VPC and subnet. */
  nics: 'default' | 'none' | InstanceNicInput[]
  /** The pools its ephemeral IPs come from, at most one per IP version (none: no ephemeral IP). */
  ephemeralIpPoolIds: string[]
}

/** The next free private addresses in a subnet, after the 5 Nexus reserves (like 172.30.0.5). */
function nextAddresses(db: MockDb, subnet: Schemas['VpcSubnet']) {
  const taken = db.networkInterfaces.where((nic) => nic.subnet_id === subnet.id).length
  const host = 5 + taken
  const [a, b, c] = subnet.ipv4_block.split('/')[0].split('.')
  const v4 = `${a}.${b}.${Number(c) + Math.floor(host / 256)}.${host % 256}`
  const v6 = `${subnet.ipv6_block.replace(/::\/64$/, '')}::${host.toString(16)}`
  return { v4, v6 }
}

export function insertNetworkInterface(
  db: MockDb,
  context: FactoryContext,
  input: InstanceNicInput & { instance_id: string; primary: boolean },
) {
  const subnet = db.vpcSubnets.find(input.subnet_id)
  if (!subnet) throw new Error(`no subnet ${input.subnet_id}`)
  const { v4, v6 } = nextAddresses(db, subnet)
  return db.networkInterfaces.insert(
    networkInterfaceFactory(context, {
      ...input,
      ip_stack: {
        type: 'dual_stack',
        value: { v4: { ip: v4, transit_ips: [] }, v6: { ip: v6, transit_ips: [] } },
      },
    }),
  )
}

/** The pool's first free address (ip-allocation.ts); the server's 507 when it has none left. */
export function insertEphemeralIp(
  db: MockDb,
  context: FactoryContext,
  instanceId: string,
  poolId = MOCK_IP_POOL_ID,
) {
  return db.ephemeralIps.insert({
    id: context.ids.uuid(),
    instance_id: instanceId,
    ip: nextFreeAddress(db, poolId),
    ip_pool_id: poolId,
  })
}

/**
 * Like Nexus, creating an instance creates or attaches its disks (the boot disk first), creates
 * its interfaces (by default one primary in the project's `default` VPC and subnet) and allocates
 * its ephemeral IP. Callers check names and states first; this only writes.
 */
export function insertInstance(
  db: MockDb,
  context: FactoryContext,
  input: Input<Schemas['Instance'], 'project_id' | 'name'>,
  children: InstanceChildren,
) {
  const instance = db.instances.insert(instanceFactory(context, input))
  // its disks, interfaces and addresses are made with it, as one instance create makes them
  const madeWith: FactoryContext = { ids: context.ids, now: () => instance.time_created }
  const attached = { state: { state: 'attached' as const, instance: instance.id } }
  const diskIds = children.disks.map((disk) => {
    if (disk.type === 'attach') return db.disks.update(disk.disk_id, attached).id
    const { type: _, ...fields } = disk
    return db.disks.insert(
      diskFactory(madeWith, { ...fields, project_id: instance.project_id, ...attached }),
    ).id
  })
  const withBoot =
    children.bootDisk && diskIds[0]
      ? db.instances.update(instance.id, { boot_disk_id: diskIds[0] })
      : instance

  const nics =
    children.nics === 'none'
      ? []
      : children.nics === 'default'
        ? defaultNic(db, instance.project_id)
        : children.nics
  for (const [index, nic] of nics.entries()) {
    insertNetworkInterface(db, madeWith, { ...nic, instance_id: instance.id, primary: index === 0 })
  }
  for (const poolId of children.ephemeralIpPoolIds) {
    insertEphemeralIp(db, madeWith, instance.id, poolId)
  }
  return withBoot
}

function defaultNic(db: MockDb, projectId: string): InstanceNicInput[] {
  const vpc = db.vpcs.findBy((row) => row.project_id === projectId && row.name === 'default')
  const subnet =
    vpc && db.vpcSubnets.findBy((row) => row.vpc_id === vpc.id && row.name === 'default')
  if (!vpc || !subnet) return []
  return [{ name: 'net0', description: '', vpc_id: vpc.id, subnet_id: subnet.id }]
}
