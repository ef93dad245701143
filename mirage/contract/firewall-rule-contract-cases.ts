/**
 * Contract cases, spread into `cases` in contract.test.ts: each handler's success and
 * its errors. The view's cases live with the VPC cases (vpc-contract-cases.ts).
 */
import { VPC_SEED } from '../seeds/vpc-seeds'
import { firewallRuleUpdate } from '../testing'
import { type ContractCase, operationCases } from './contract-case'

const URL = `/v1/vpc-firewall-rules?project=${VPC_SEED.project}&vpc=${VPC_SEED.vpc}`

/** The seeded VPC's web rule, aimed at a subnet too and filtered by every kind of filter. */
const rule = (fields: Record<string, unknown> = {}) =>
  firewallRuleUpdate({
    targets: [
      { type: 'vpc', value: VPC_SEED.vpc },
      { type: 'subnet', value: VPC_SEED.subnets.web },
    ],
    filters: {
      hosts: [
        { type: 'ip', value: '192.0.2.10' },
        { type: 'ip_net', value: '198.51.100.0/24' },
      ],
      protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmp_type: 8, code: '0-3' } }],
      ports: ['80', '8000-8080'],
    },
    ...fields,
  })

export const firewallRuleContractCases: ContractCase[] = [
  ...operationCases('vpc_firewall_rules_update', 'PUT', [
    [200, URL, { rules: [rule(), rule({ name: 'deny-all', action: 'deny', priority: 65535 })] }],
    [200, URL, { rules: [] }],
    [400, URL, { rules: [rule(), rule()] }],
    [400, URL, { rules: [rule({ priority: 70000 })] }],
    [404, `/v1/vpc-firewall-rules?project=${VPC_SEED.project}&vpc=missing`, { rules: [] }],
  ]),
]
