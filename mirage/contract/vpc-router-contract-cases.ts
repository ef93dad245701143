/**
 * Contract cases for subnets, routers and routes, spread into `cases` in
 * contract.test.ts: each handler's success and its errors. (vpc_subnet_list, _view and _delete
 * have their first cases in contract.test.ts itself.)
 */
import { VPC_SEED } from '../seeds/vpc-seeds'
import type { ContractCase } from './contract-case'

const IN_PROD = `?project=${VPC_SEED.project}&vpc=${VPC_SEED.vpc}`
const { egress } = VPC_SEED.routers
const EGRESS = `${IN_PROD}&router=${egress}`
const SYSTEM = `${IN_PROD}&router=system`

const subnet = (fields: Record<string, unknown>) => ({
  name: 'cache',
  description: 'made in a test',
  ipv4_block: '10.10.3.0/24',
  ...fields,
})
const route = (fields: Record<string, unknown>) => ({
  name: 'new-route',
  description: 'made in a test',
  destination: { type: 'ip_net', value: '10.99.0.0/16' },
  target: { type: 'instance', value: 'db1' },
  ...fields,
})

export const vpcRouterContractCases: ContractCase[] = [
  // subnets
  {
    operationId: 'vpc_subnet_create',
    method: 'POST',
    url: `/v1/vpc-subnets${IN_PROD}`,
    body: subnet({ custom_router: egress }),
    status: 201,
  },
  {
    operationId: 'vpc_subnet_create',
    method: 'POST',
    url: `/v1/vpc-subnets${IN_PROD}`,
    body: subnet({ ipv4_block: '10.10.1.128/25' }),
    status: 400,
  },
  {
    operationId: 'vpc_subnet_create',
    method: 'POST',
    url: `/v1/vpc-subnets${IN_PROD}`,
    body: subnet({ ipv4_block: '8.8.8.0/24' }),
    status: 400,
  },
  {
    operationId: 'vpc_subnet_create',
    method: 'POST',
    url: `/v1/vpc-subnets${IN_PROD}`,
    body: subnet({ name: VPC_SEED.subnets.web }),
    status: 409,
  },
  {
    operationId: 'vpc_subnet_update',
    method: 'PUT',
    url: `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`,
    body: { name: 'frontend', description: 'renamed', custom_router: egress },
    status: 200,
  },
  {
    operationId: 'vpc_subnet_update',
    method: 'PUT',
    url: `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`,
    body: { custom_router: 'system' },
    status: 400,
  },
  {
    operationId: 'vpc_subnet_update',
    method: 'PUT',
    url: `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`,
    body: { name: VPC_SEED.subnets.db },
    status: 409,
  },
  {
    operationId: 'vpc_subnet_delete',
    method: 'DELETE',
    url: `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`,
    status: 204,
  },
  {
    // the default subnet holds the seeded instances' interfaces
    operationId: 'vpc_subnet_delete',
    method: 'DELETE',
    url: `/v1/vpc-subnets/default?project=${VPC_SEED.project}&vpc=default`,
    status: 400,
  },

  // routers
  { operationId: 'vpc_router_list', method: 'GET', url: `/v1/vpc-routers${IN_PROD}`, status: 200 },
  {
    operationId: 'vpc_router_list',
    method: 'GET',
    url: `/v1/vpc-routers?vpc=${VPC_SEED.vpc}`,
    status: 400,
  },
  {
    operationId: 'vpc_router_view',
    method: 'GET',
    url: `/v1/vpc-routers/${egress}${IN_PROD}`,
    status: 200,
  },
  {
    operationId: 'vpc_router_view',
    method: 'GET',
    url: `/v1/vpc-routers/missing${IN_PROD}`,
    status: 404,
  },
  {
    operationId: 'vpc_router_create',
    method: 'POST',
    url: `/v1/vpc-routers${IN_PROD}`,
    body: { name: 'made', description: 'made in a test' },
    status: 201,
  },
  {
    operationId: 'vpc_router_create',
    method: 'POST',
    url: `/v1/vpc-routers${IN_PROD}`,
    body: { name: egress, description: '' },
    status: 409,
  },
  {
    operationId: 'vpc_router_update',
    method: 'PUT',
    url: `/v1/vpc-routers/${egress}${IN_PROD}`,
    body: { name: 'outbound', description: 'renamed' },
    status: 200,
  },
  {
    operationId: 'vpc_router_update',
    method: 'PUT',
    url: `/v1/vpc-routers/system${IN_PROD}`,
    body: { description: 'mine now' },
    status: 400,
  },
  {
    operationId: 'vpc_router_delete',
    method: 'DELETE',
    url: `/v1/vpc-routers/${egress}${IN_PROD}`,
    status: 204,
  },
  {
    operationId: 'vpc_router_delete',
    method: 'DELETE',
    url: `/v1/vpc-routers/system${IN_PROD}`,
    status: 400,
  },

  // routes
  {
    operationId: 'vpc_router_route_list',
    method: 'GET',
    url: `/v1/vpc-router-routes${EGRESS}`,
    status: 200,
  },
  {
    operationId: 'vpc_router_route_list',
    method: 'GET',
    url: `/v1/vpc-router-routes${SYSTEM}`,
    status: 200,
  },
  {
    operationId: 'vpc_router_route_list',
    method: 'GET',
    url: `/v1/vpc-router-routes${IN_PROD}&router=missing`,
    status: 404,
  },
  {
    operationId: 'vpc_router_route_view',
    method: 'GET',
    url: `/v1/vpc-router-routes/partner-vpn${EGRESS}`,
    status: 200,
  },
  {
    operationId: 'vpc_router_route_view',
    method: 'GET',
    url: `/v1/vpc-router-routes/missing${EGRESS}`,
    status: 404,
  },
  {
    operationId: 'vpc_router_route_create',
    method: 'POST',
    url: `/v1/vpc-router-routes${EGRESS}`,
    body: route({}),
    status: 201,
  },
  {
    operationId: 'vpc_router_route_create',
    method: 'POST',
    url: `/v1/vpc-router-routes${EGRESS}`,
    body: route({ target: { type: 'drop' } }),
    status: 201,
  },
  {
    operationId: 'vpc_router_route_create',
    method: 'POST',
    url: `/v1/vpc-router-routes${SYSTEM}`,
    body: route({}),
    status: 400,
  },
  {
    operationId: 'vpc_router_route_create',
    method: 'POST',
    url: `/v1/vpc-router-routes${EGRESS}`,
    body: route({ target: { type: 'ip', value: 'not-an-ip' } }),
    status: 400,
  },
  {
    operationId: 'vpc_router_route_create',
    method: 'POST',
    url: `/v1/vpc-router-routes${EGRESS}`,
    body: route({ name: 'partner-vpn' }),
    status: 409,
  },
  {
    operationId: 'vpc_router_route_update',
    method: 'PUT',
    url: `/v1/vpc-router-routes/partner-vpn${EGRESS}`,
    body: {
      description: 'through the gateway now',
      destination: { type: 'ip_net', value: '192.168.100.0/24' },
      target: { type: 'internet_gateway', value: 'default' },
    },
    status: 200,
  },
  {
    operationId: 'vpc_router_route_update',
    method: 'PUT',
    url: `/v1/vpc-router-routes/default-v4${SYSTEM}`,
    body: { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
    status: 400,
  },
  {
    operationId: 'vpc_router_route_delete',
    method: 'DELETE',
    url: `/v1/vpc-router-routes/partner-vpn${EGRESS}`,
    status: 204,
  },
  {
    operationId: 'vpc_router_route_delete',
    method: 'DELETE',
    url: `/v1/vpc-router-routes/default-v4${SYSTEM}`,
    status: 400,
  },
]
