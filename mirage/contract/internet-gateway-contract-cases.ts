/**
 * Contract cases for internet gateways and their attached IP pools and addresses,
 * spread into `cases` in contract.test.ts: each handler's success and its errors.
 */
import { IP_SEED } from '../seeds/ip-seeds'
import { VPC_SEED } from '../seeds/vpc-seeds'
import type { ContractCase } from './contract-case'

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
  { operationId: 'internet_gateway_list', method: 'GET', url: `${GATEWAYS}${IN_VPC}`, status: 200 },
  {
    operationId: 'internet_gateway_list',
    method: 'GET',
    url: `${GATEWAYS}?project=${VPC_SEED.project}&vpc=missing`,
    status: 404,
  },
  {
    operationId: 'internet_gateway_view',
    method: 'GET',
    url: `${GATEWAYS}/${VPC_SEED.gateway}${IN_VPC}`,
    status: 200,
  },
  {
    operationId: 'internet_gateway_view',
    method: 'GET',
    url: `${GATEWAYS}/missing${IN_VPC}`,
    status: 404,
  },
  {
    operationId: 'internet_gateway_create',
    method: 'POST',
    url: `${GATEWAYS}${IN_VPC}`,
    body: gateway('edge'),
    status: 201,
  },
  {
    operationId: 'internet_gateway_create',
    method: 'POST',
    url: `${GATEWAYS}${IN_VPC}`,
    body: gateway(VPC_SEED.gateway),
    status: 409,
  },
  {
    operationId: 'internet_gateway_create',
    method: 'POST',
    url: `${GATEWAYS}${IN_VPC}`,
    body: gateway('Not-A-Name'),
    status: 400,
  },
  {
    operationId: 'internet_gateway_delete',
    method: 'DELETE',
    url: `${GATEWAYS}/${VPC_SEED.gateway}${IN_VPC}&cascade=true`,
    status: 204,
  },
  {
    operationId: 'internet_gateway_delete',
    method: 'DELETE',
    url: `${GATEWAYS}/${VPC_SEED.gateway}${IN_VPC}`,
    status: 400,
  },
  {
    operationId: 'internet_gateway_ip_pool_list',
    method: 'GET',
    url: `${POOLS}${OF_GATEWAY}`,
    status: 200,
  },
  {
    operationId: 'internet_gateway_ip_pool_list',
    method: 'GET',
    url: `${POOLS}${IN_VPC}`,
    status: 400,
  },
  {
    operationId: 'internet_gateway_ip_pool_create',
    method: 'POST',
    url: `${POOLS}${OF_GATEWAY}`,
    body: pool({}),
    status: 201,
  },
  {
    operationId: 'internet_gateway_ip_pool_create',
    method: 'POST',
    url: `${POOLS}${OF_GATEWAY}`,
    body: pool({ ip_pool: IP_SEED.otherPool }),
    status: 400,
  },
  {
    operationId: 'internet_gateway_ip_pool_create',
    method: 'POST',
    url: `${POOLS}${OF_GATEWAY}`,
    body: pool({ ip_pool: 'missing' }),
    status: 404,
  },
  {
    operationId: 'internet_gateway_ip_pool_delete',
    method: 'DELETE',
    url: `${POOLS}/${IP_SEED.otherPool}${OF_GATEWAY}`,
    status: 204,
  },
  {
    operationId: 'internet_gateway_ip_pool_delete',
    method: 'DELETE',
    url: `${POOLS}/missing${OF_GATEWAY}`,
    status: 404,
  },
  {
    operationId: 'internet_gateway_ip_address_list',
    method: 'GET',
    url: `${ADDRESSES}${OF_GATEWAY}`,
    status: 200,
  },
  {
    operationId: 'internet_gateway_ip_address_list',
    method: 'GET',
    url: `${ADDRESSES}${IN_VPC}&gateway=missing`,
    status: 404,
  },
  {
    operationId: 'internet_gateway_ip_address_create',
    method: 'POST',
    url: `${ADDRESSES}${OF_GATEWAY}`,
    body: address({}),
    status: 201,
  },
  {
    operationId: 'internet_gateway_ip_address_create',
    method: 'POST',
    url: `${ADDRESSES}${OF_GATEWAY}`,
    body: address({ address: 'not-an-ip' }),
    status: 400,
  },
  {
    operationId: 'internet_gateway_ip_address_create',
    method: 'POST',
    url: `${ADDRESSES}${OF_GATEWAY}`,
    body: address({ name: 'services-egress' }),
    status: 409,
  },
  {
    operationId: 'internet_gateway_ip_address_delete',
    method: 'DELETE',
    url: `${ADDRESSES}/services-egress${OF_GATEWAY}`,
    status: 204,
  },
  {
    operationId: 'internet_gateway_ip_address_delete',
    method: 'DELETE',
    url: `${ADDRESSES}/services-egress${IN_VPC}`,
    status: 400,
  },
]
