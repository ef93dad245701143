/**
 * `mock-project`'s second VPC, next to the `default` one every project has (records.ts): a
 * production network with web and database subnets and rules of every kind (each target and
 * filter type, inbound and outbound, allow and deny, one disabled), so the VPC pages show variety.
 * The default VPC gets one custom rule besides Nexus's defaults.
 */
import type { MockDb, Schemas } from '../db'
import {
  type FactoryContext,
  ipv6Subnet64,
  vpcFirewallRuleFactory,
  vpcSubnetFactory,
} from '../factories'
import { insertVpc } from '../records'
import { INSTANCE_SEED } from './instance-seeds'

export const VPC_SEED = {
  project: INSTANCE_SEED.project,
  vpc: 'prod-net',
  subnets: { web: 'web', db: 'db' },
  /** Custom rules of prod-net by priority (the defaults follow at 65534). */
  rules: ['deny-smtp-out', 'allow-https', 'allow-postgres-from-web', 'allow-monitoring'],
  defaultVpcRule: 'allow-web-dev',
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
  const subnet = (name: string, description: string, ipv4_block: string) =>
    db.vpcSubnets.insert(
      vpcSubnetFactory(context, {
        vpc_id: vpc.id,
        name,
        description,
        ipv4_block,
        ipv6_block: ipv6Subnet64(vpc.ipv6_prefix, context.ids),
      }),
    )
  subnet(VPC_SEED.subnets.web, 'Public-facing web servers', '10.10.1.0/24')
  subnet(VPC_SEED.subnets.db, 'Database servers, reachable from web only', '10.10.2.0/24')

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
