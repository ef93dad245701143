/**
 * Contract cases for internet gateways and their attached IP pools and addresses,
 * spread into `cases` in contract.test.ts: each handler's success and its errors.
 */
import { IP_SEED } from '../seeds/ip-seeds'
import { VPC_SEED } from '../seeds/vpc-seeds'
import { type ContractCase, operationCases } from './contract-case'

const IN_VPC = `?project=${VPC_SEED.project}&vpc=${VPC_SEED.vpc}`
const OF_GATEWAY = `${IN_VPC}&gateway=${VPC_SEED.gateway}`
const GATEWAYS = '/v1/internet-gateways'
const POOLS = '/v1/internet-gateway-ip-pools'
const ADDRESSES = '/v1/internet-gateway-ip-addresses'

const gateway = (name: string) => ({ name, description: 'made in a test' })
const pool = (fields: Record<string, unknown>) => ({
  name: 'extra-pool',
  description: '',
  ip_pool: IP_SEED.defaultPool,
  ...fields,
})
const address = (fields: Record<string, unknown>) => ({
  name: 'extra-address',
  description: '',
  address: '203.0.113.7',
  ...fields,
})

export const internetGatewayContractCases: ContractCase[] = [
  ...operationCases('internet_gateway_list', 'GET', [
    [200, `${GATEWAYS}${IN_VPC}`],
    [404, `${GATEWAYS}?project=${VPC_SEED.project}&vpc=missing`],
  ]),
  ...operationCases('internet_gateway_view', 'GET', [
    [200, `${GATEWAYS}/${VPC_SEED.gateway}${IN_VPC}`],
    [404, `${GATEWAYS}/missing${IN_VPC}`],
  ]),
  ...operationCases('internet_gateway_create', 'POST', [
    [201, `${GATEWAYS}${IN_VPC}`, gateway('edge')],
    [409, `${GATEWAYS}${IN_VPC}`, gateway(VPC_SEED.gateway)],
    [400, `${GATEWAYS}${IN_VPC}`, gateway('Not-A-Name')],
  ]),
  ...operationCases('internet_gateway_delete', 'DELETE', [
    [204, `${GATEWAYS}/${VPC_SEED.gateway}${IN_VPC}&cascade=true`],
    [400, `${GATEWAYS}/${VPC_SEED.gateway}${IN_VPC}`],
  ]),
  ...operationCases('internet_gateway_ip_pool_list', 'GET', [
    [200, `${POOLS}${OF_GATEWAY}`],
    [400, `${POOLS}${IN_VPC}`],
  ]),
  ...operationCases('internet_gateway_ip_pool_create', 'POST', [
    [201, `${POOLS}${OF_GATEWAY}`, pool({})],
    [400, `${POOLS}${OF_GATEWAY}`, pool({ ip_pool: IP_SEED.otherPool })],
    [404, `${POOLS}${OF_GATEWAY}`, pool({ ip_pool: 'missing' })],
  ]),
  ...operationCases('internet_gateway_ip_pool_delete', 'DELETE', [
    [204, `${POOLS}/${IP_SEED.otherPool}${OF_GATEWAY}`],
    [404, `${POOLS}/missing${OF_GATEWAY}`],
  ]),
  ...operationCases('internet_gateway_ip_address_list', 'GET', [
    [200, `${ADDRESSES}${OF_GATEWAY}`],
    [404, `${ADDRESSES}${IN_VPC}&gateway=missing`],
  ]),
  ...operationCases('internet_gateway_ip_address_create', 'POST', [
    [201, `${ADDRESSES}${OF_GATEWAY}`, address({})],
    [400, `${ADDRESSES}${OF_GATEWAY}`, address({ address: 'not-an-ip' })],
    [409, `${ADDRESSES}${OF_GATEWAY}`, address({ name: 'services-egress' })],
  ]),
  ...operationCases('internet_gateway_ip_address_delete', 'DELETE', [
    [204, `${ADDRESSES}/services-egress${OF_GATEWAY}`],
    [400, `${ADDRESSES}/services-egress${IN_VPC}`],
  ]),
]
