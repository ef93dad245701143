/**
 * Contract cases for VPCs and their firewall rules, spread into
 * `cases` in contract.test.ts: each handler's success and its errors.
 */
import { VPC_SEED } from '../seeds/vpc-seeds'
import type { ContractCase } from './contract-case'

const P = `?project=${VPC_SEED.project}`
const create = (fields: Record<string, unknown>) => ({
  name: 'new-vpc',
  description: 'made in a test',
  dns_name: 'new-vpc',
  ...fields,
})

export const vpcContractCases: ContractCase[] = [
  { operationId: 'vpc_create', method: 'POST', url: `/v1/vpcs${P}`, body: create({}), status: 201 },
  {
    operationId: 'vpc_create',
    method: 'POST',
    url: `/v1/vpcs${P}`,
    body: create({ ipv6_prefix: 'fd12:3456:789a::/48' }),
    status: 201,
  },
  {
    operationId: 'vpc_create',
    method: 'POST',
    url: `/v1/vpcs${P}`,
    body: create({ ipv6_prefix: '2001:db8::/48' }),
    status: 400,
  },
  {
    operationId: 'vpc_create',
    method: 'POST',
    url: `/v1/vpcs${P}`,
    body: create({ name: VPC_SEED.vpc }),
    status: 409,
  },
  {
    operationId: 'vpc_create',
    method: 'POST',
    url: '/v1/vpcs?project=missing',
    body: create({}),
    status: 404,
  },
  {
    operationId: 'vpc_update',
    method: 'PUT',
    url: `/v1/vpcs/${VPC_SEED.vpc}${P}`,
    body: { description: 'updated', dns_name: 'production' },
    status: 200,
  },
  {
    operationId: 'vpc_update',
    method: 'PUT',
    url: `/v1/vpcs/${VPC_SEED.vpc}${P}`,
    body: { name: 'default' },
    status: 409,
  },
  {
    operationId: 'vpc_update',
    method: 'PUT',
    url: `/v1/vpcs/missing${P}`,
    body: { description: 'x' },
    status: 404,
  },
  {
    operationId: 'vpc_delete',
    method: 'DELETE',
    url: `/v1/vpcs/${VPC_SEED.vpc}${P}`,
    status: 400,
  },
  {
    operationId: 'vpc_firewall_rules_view',
    method: 'GET',
    url: `/v1/vpc-firewall-rules${P}&vpc=${VPC_SEED.vpc}`,
    status: 200,
  },
  {
    operationId: 'vpc_firewall_rules_view',
    method: 'GET',
    url: `/v1/vpc-firewall-rules${P}&vpc=missing`,
    status: 404,
  },
  {
    operationId: 'vpc_firewall_rules_view',
    method: 'GET',
    url: `/v1/vpc-firewall-rules?vpc=${VPC_SEED.vpc}`,
    status: 400,
  },
]
