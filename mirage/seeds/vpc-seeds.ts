/**
 * `mock-project`'s second VPC, next to the `default` one every project has (records.ts): a
 * production network with web and database subnets and rules of every kind (each target and
 * filter type, inbound and outbound, allow and deny, one disabled), so the VPC pages show variety.
 * It has two custom routers (routes of every target type), the database subnet uses one, and a
 * second internet gateway with a pool and an address of its own. The default VPC gets one custom
 * rule besides Nexus's defaults.
 */
import type { MockDb, Schemas } from '../db'
import {
  type FactoryContext,
  internetGatewayFactory,
  internetGatewayIpAddressFactory,
  internetGatewayIpPoolFactory,
  ipv6Subnet64,
  routerRouteFactory,
  vpcFirewallRuleFactory,
  vpcRouterFactory,
} from '../factories'
import { insertVpc, insertVpcSubnet } from '../records'
import { INSTANCE_SEED } from './instance-seeds'
import { IP_SEED } from './ip-seeds'

export const VPC_SEED = {
  project: INSTANCE_SEED.project,
  vpc: 'prod-net',
  subnets: { web: 'web', db: 'db' },
  /** Custom rules of prod-net by priority (the defaults follow at 65534). */
  rules: ['deny-smtp-out', 'allow-https', 'allow-postgres-from-web', 'allow-monitoring'],
  defaultVpcRule: 'allow-web-dev',
  /** Custom routers: `db-isolation` is the db subnet's custom router. */
  routers: { egress: 'egress', dbIsolation: 'db-isolation' },
  /** The second internet gateway, with an address of its own and the secondary pool. */
  gateway: 'public-services',
} as const

type RuleInput = Omit<Partial<Schemas['VpcFirewallRule']>, 'filters'> &
  Pick<Schemas['VpcFirewallRule'], 'name' | 'targets'> & {
    filters: Partial<Schemas['VpcFirewallRule']['filters']>
  }

function insertRule(db: MockDb, context: FactoryContext, vpcId: string, rule: RuleInput) {
  db.vpcFirewallRules.insert(
    vpcFirewallRuleFactory(context, {
      ...rule,
      vpc_id: vpcId,
      filters: { hosts: null, ports: null, protocols: null, ...rule.filters },
    }),
  )
}

export function seedVpcs(db: MockDb, context: FactoryContext) {
  const project = db.projects.findBy((row) => row.name === VPC_SEED.project)
  if (!project) return
  const defaultVpc = db.vpcs.findBy(
    (row) => row.project_id === project.id && row.name === 'default',
  )
  if (defaultVpc) {
    insertRule(db, context, defaultVpc.id, {
      name: VPC_SEED.defaultVpcRule,
      description: 'Development web servers from the office network',
      priority: 1000,
      targets: [{ type: 'instance', value: INSTANCE_SEED.main }],
      filters: {
        hosts: [{ type: 'ip_net', value: '192.168.0.0/16' }],
        protocols: [{ type: 'tcp' }],
        ports: ['8080-8090'],
      },
    })
  }

  const vpc = insertVpc(db, context, {
    project_id: project.id,
    name: VPC_SEED.vpc,
    description: 'Production network: web and database tiers',
    dns_name: 'prod',
  })
  const subnet = (
    name: string,
    description: string,
    ipv4_block: string,
    custom_router_id?: string,
  ) =>
    insertVpcSubnet(db, context, {
      vpc_id: vpc.id,
      name,
      description,
      ipv4_block,
      ipv6_block: ipv6Subnet64(vpc.ipv6_prefix, context.ids),
      custom_router_id: custom_router_id ?? null,
    })
  const router = (name: string, description: string) =>
    db.vpcRouters.insert(vpcRouterFactory(context, { vpc_id: vpc.id, name, description }))
  const egress = router(VPC_SEED.routers.egress, 'Outbound traffic through the services gateway')
  const isolation = router(VPC_SEED.routers.dbIsolation, 'Keeps the database tier off the internet')
  subnet(VPC_SEED.subnets.web, 'Public-facing web servers', '10.10.1.0/24')
  subnet(
    VPC_SEED.subnets.db,
    'Database servers, reachable from web only',
    '10.10.2.0/24',
    isolation.id,
  )

  const gateway = db.internetGateways.insert(
    internetGatewayFactory(context, {
      vpc_id: vpc.id,
      name: VPC_SEED.gateway,
      description: 'Egress for public services, from the secondary pool',
    }),
  )
  const secondary = db.ipPools.findBy((pool) => pool.name === IP_SEED.otherPool)
  if (secondary) {
    db.internetGatewayIpPools.insert(
      internetGatewayIpPoolFactory(context, {
        internet_gateway_id: gateway.id,
        ip_pool_id: secondary.id,
        name: secondary.name,
        description: 'Addresses for public services',
      }),
    )
  }
  db.internetGatewayIpAddresses.insert(
    internetGatewayIpAddressFactory(context, {
      internet_gateway_id: gateway.id,
      address: '198.51.100.20',
      name: 'services-egress',
      description: 'The address public services leave from',
    }),
  )

  type Route = Pick<Schemas['RouterRoute'], 'name' | 'description' | 'destination' | 'target'>
  const routes: [Schemas['VpcRouter'], Route][] = [
    [
      egress,
      {
        name: 'to-services-gateway',
        description: 'Everything else leaves through the services gateway',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'internet_gateway', value: VPC_SEED.gateway },
      },
    ],
    [
      egress,
      {
        name: 'partner-vpn',
        description: "The partner network through the VPN appliance's address",
        destination: { type: 'ip_net', value: '192.168.100.0/24' },
        target: { type: 'ip', value: '10.10.1.254' },
      },
    ],
    [
      egress,
      {
        name: 'metrics-host',
        description: 'The metrics collector, through the main database instance',
        destination: { type: 'ip', value: '172.20.0.15' },
        target: { type: 'instance', value: INSTANCE_SEED.main },
      },
    ],
    [
      egress,
      {
        name: 'dev-network',
        description: 'The development VPC',
        destination: { type: 'vpc', value: 'default' },
        target: { type: 'vpc', value: 'default' },
      },
    ],
    [
      isolation,
      {
        name: 'web-only',
        description: 'The web tier, directly',
        destination: { type: 'subnet', value: VPC_SEED.subnets.web },
        target: { type: 'subnet', value: VPC_SEED.subnets.web },
      },
    ],
    [
      isolation,
      {
        name: 'no-internet',
        description: 'Drop everything bound for the internet',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'drop' },
      },
    ],
  ]
  for (const [owner, route] of routes) {
    db.vpcRouterRoutes.insert(routerRouteFactory(context, { vpc_router_id: owner.id, ...route }))
  }

  const [denySmtp, https, postgres, monitoring] = VPC_SEED.rules
  insertRule(db, context, vpc.id, {
    name: denySmtp,
    description: 'No outbound mail from production',
    priority: 50,
    action: 'deny',
    direction: 'outbound',
    targets: [{ type: 'vpc', value: vpc.name }],
    filters: { protocols: [{ type: 'tcp' }], ports: ['25', '465', '587'] },
  })
  insertRule(db, context, vpc.id, {
    name: https,
    description: 'HTTP and HTTPS from anywhere to the web tier',
    priority: 100,
    targets: [{ type: 'subnet', value: VPC_SEED.subnets.web }],
    filters: { protocols: [{ type: 'tcp' }], ports: ['80', '443'] },
  })
  insertRule(db, context, vpc.id, {
    name: postgres,
    description: 'PostgreSQL from the web tier only',
    priority: 200,
    targets: [{ type: 'subnet', value: VPC_SEED.subnets.db }],
    filters: {
      hosts: [{ type: 'subnet', value: VPC_SEED.subnets.web }],
      protocols: [{ type: 'tcp' }],
      ports: ['5432'],
    },
  })
  insertRule(db, context, vpc.id, {
    name: monitoring,
    description: 'SNMP and ping from the monitoring network (off during migration)',
    priority: 300,
    status: 'disabled',
    targets: [
      { type: 'ip', value: '10.10.2.10' },
      { type: 'ip_net', value: '10.10.1.0/24' },
    ],
    filters: {
      hosts: [
        { type: 'ip_net', value: '10.0.0.0/8' },
        { type: 'ip', value: 'fd00:1122:3344::10' },
        { type: 'vpc', value: 'default' },
      ],
      protocols: [
        { type: 'udp' },
        { type: 'icmp', value: { icmp_type: 8, code: null } },
        { type: 'icmp6', value: { icmp_type: 128, code: '0' } },
      ],
      ports: ['161-162'],
    },
  })
}
