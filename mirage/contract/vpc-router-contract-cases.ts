/**
 * Contract cases for subnets, routers and routes, spread into `cases` in
 * contract.test.ts: each handler's success and its errors. (vpc_subnet_list, _view and _delete
 * have their first cases in contract.test.ts itself.)
 */
import { VPC_SEED } from '../seeds/vpc-seeds'
import { type ContractCase, operationCases } from './contract-case'

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
  ...operationCases('vpc_subnet_create', 'POST', [
    [201, `/v1/vpc-subnets${IN_PROD}`, subnet({ custom_router: egress })],
    [400, `/v1/vpc-subnets${IN_PROD}`, subnet({ ipv4_block: '10.10.1.128/25' })],
    [400, `/v1/vpc-subnets${IN_PROD}`, subnet({ ipv4_block: '8.8.8.0/24' })],
    [409, `/v1/vpc-subnets${IN_PROD}`, subnet({ name: VPC_SEED.subnets.web })],
  ]),
  ...operationCases('vpc_subnet_update', 'PUT', [
    [
      200,
      `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`,
      { name: 'frontend', description: 'renamed', custom_router: egress },
    ],
    [400, `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`, { custom_router: 'system' }],
    [409, `/v1/vpc-subnets/${VPC_SEED.subnets.web}${IN_PROD}`, { name: VPC_SEED.subnets.db }],
  ]),
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
  ...operationCases('vpc_router_list', 'GET', [
    [200, `/v1/vpc-routers${IN_PROD}`],
    [400, `/v1/vpc-routers?vpc=${VPC_SEED.vpc}`],
  ]),
  ...operationCases('vpc_router_view', 'GET', [
    [200, `/v1/vpc-routers/${egress}${IN_PROD}`],
    [404, `/v1/vpc-routers/missing${IN_PROD}`],
  ]),
  ...operationCases('vpc_router_create', 'POST', [
    [201, `/v1/vpc-routers${IN_PROD}`, { name: 'made', description: 'made in a test' }],
    [409, `/v1/vpc-routers${IN_PROD}`, { name: egress, description: '' }],
  ]),
  ...operationCases('vpc_router_update', 'PUT', [
    [200, `/v1/vpc-routers/${egress}${IN_PROD}`, { name: 'outbound', description: 'renamed' }],
    [400, `/v1/vpc-routers/system${IN_PROD}`, { description: 'mine now' }],
  ]),
  ...operationCases('vpc_router_delete', 'DELETE', [
    [204, `/v1/vpc-routers/${egress}${IN_PROD}`],
    [400, `/v1/vpc-routers/system${IN_PROD}`],
  ]),

  // routes
  ...operationCases('vpc_router_route_list', 'GET', [
    [200, `/v1/vpc-router-routes${EGRESS}`],
    [200, `/v1/vpc-router-routes${SYSTEM}`],
    [404, `/v1/vpc-router-routes${IN_PROD}&router=missing`],
  ]),
  ...operationCases('vpc_router_route_view', 'GET', [
    [200, `/v1/vpc-router-routes/partner-vpn${EGRESS}`],
    [404, `/v1/vpc-router-routes/missing${EGRESS}`],
  ]),
  ...operationCases('vpc_router_route_create', 'POST', [
    [201, `/v1/vpc-router-routes${EGRESS}`, route({})],
    [201, `/v1/vpc-router-routes${EGRESS}`, route({ target: { type: 'drop' } })],
    [400, `/v1/vpc-router-routes${SYSTEM}`, route({})],
    [400, `/v1/vpc-router-routes${EGRESS}`, route({ target: { type: 'ip', value: 'not-an-ip' } })],
    [409, `/v1/vpc-router-routes${EGRESS}`, route({ name: 'partner-vpn' })],
  ]),
  ...operationCases('vpc_router_route_update', 'PUT', [
    [
      200,
      `/v1/vpc-router-routes/partner-vpn${EGRESS}`,
      {
        description: 'through the gateway now',
        destination: { type: 'ip_net', value: '192.168.100.0/24' },
        target: { type: 'internet_gateway', value: 'default' },
      },
    ],
    [
      400,
      `/v1/vpc-router-routes/default-v4${SYSTEM}`,
      { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
    ],
  ]),
  ...operationCases('vpc_router_route_delete', 'DELETE', [
    [204, `/v1/vpc-router-routes/partner-vpn${EGRESS}`],
    [400, `/v1/vpc-router-routes/default-v4${SYSTEM}`],
  ]),
]
