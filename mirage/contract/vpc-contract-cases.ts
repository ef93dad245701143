/**
 * Contract cases for VPCs and their firewall rules, spread into
 * `cases` in contract.test.ts: each handler's success and its errors.
 */
import { VPC_SEED } from '../seeds/vpc-seeds'
import { type ContractCase, operationCases } from './contract-case'

const P = `?project=${VPC_SEED.project}`
const create = (fields: Record<string, unknown>) => ({
  name: 'new-vpc',
  description: 'made in a test',
  dns_name: 'new-vpc',
  ...fields,
})

export const vpcContractCases: ContractCase[] = [
  ...operationCases('vpc_create', 'POST', [
    [201, `/v1/vpcs${P}`, create({})],
    [201, `/v1/vpcs${P}`, create({ ipv6_prefix: 'fd12:3456:789a::/48' })],
    [400, `/v1/vpcs${P}`, create({ ipv6_prefix: '2001:db8::/48' })],
    [409, `/v1/vpcs${P}`, create({ name: VPC_SEED.vpc })],
    [404, '/v1/vpcs?project=missing', create({})],
  ]),
  ...operationCases('vpc_update', 'PUT', [
    [200, `/v1/vpcs/${VPC_SEED.vpc}${P}`, { description: 'updated', dns_name: 'production' }],
    [409, `/v1/vpcs/${VPC_SEED.vpc}${P}`, { name: 'default' }],
    [404, `/v1/vpcs/missing${P}`, { description: 'x' }],
  ]),
  {
    operationId: 'vpc_delete',
    method: 'DELETE',
    url: `/v1/vpcs/${VPC_SEED.vpc}${P}`,
    status: 400,
  },
  ...operationCases('vpc_firewall_rules_view', 'GET', [
    [200, `/v1/vpc-firewall-rules${P}&vpc=${VPC_SEED.vpc}`],
    [404, `/v1/vpc-firewall-rules${P}&vpc=missing`],
    [400, `/v1/vpc-firewall-rules?vpc=${VPC_SEED.vpc}`],
  ]),
]
