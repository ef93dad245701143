import { FLEET_IP_SEED, IP_SEED } from '../seeds/ip-seeds'
import { SEED } from '../seeds/seeds'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const POOLS = '/v1/system/ip-pools'
const { defaultPool, defaultV6Pool, otherPool } = IP_SEED
const { emptyPool, v6Pool } = FLEET_IP_SEED
const silo = SEED.siloName

export const systemIpPoolContractCases: ContractCase[] = [
  ...operationCases('system_ip_pool_list', 'GET', [
    [200, POOLS],
    [200, `${POOLS}?ip_version=v6&limit=1`],
  ]),
  refusedToSiloAdmin('system_ip_pool_list', 'GET', POOLS),
  ...operationCases('system_ip_pool_create', 'POST', [
    [201, POOLS, { name: 'new-pool', description: 'fresh', ip_version: 'v6' }],
    [409, POOLS, { name: otherPool, description: '' }],
    [400, POOLS, { name: 'new-pool', description: '', ip_version: 'v5' }],
  ]),
  ...operationCases('system_ip_pool_view', 'GET', [
    [200, `${POOLS}/${v6Pool}`],
    [404, `${POOLS}/missing`],
  ]),
  ...operationCases('system_ip_pool_update', 'PUT', [
    [200, `${POOLS}/${otherPool}`, { name: 'renamed', description: 'new words' }],
    [409, `${POOLS}/${otherPool}`, { name: defaultPool }],
  ]),
  ...operationCases('system_ip_pool_delete', 'DELETE', [
    [204, `${POOLS}/${emptyPool}`],
    [400, `${POOLS}/${otherPool}`],
  ]),
  ...operationCases('system_ip_pool_range_list', 'GET', [
    [200, `${POOLS}/${defaultPool}/ranges`],
    [404, `${POOLS}/missing/ranges`],
  ]),
  ...operationCases('system_ip_pool_range_add', 'POST', [
    [201, `${POOLS}/${emptyPool}/ranges/add`, { first: '192.0.2.200', last: '192.0.2.210' }],
    [400, `${POOLS}/${emptyPool}/ranges/add`, { first: '203.0.113.1', last: '203.0.113.20' }],
    [
      400,
      `${POOLS}/${emptyPool}/ranges/add`,
      { first: '2001:db8:300::1', last: '2001:db8:300::9' },
    ],
    [400, `${POOLS}/${emptyPool}/ranges/add`, { first: '192.0.2.210', last: '192.0.2.200' }],
  ]),
  {
    operationId: 'system_ip_pool_range_remove',
    method: 'POST',
    url: `${POOLS}/${otherPool}/ranges/remove`,
    body: { first: '198.51.100.10', last: '198.51.100.250' },
    status: 204,
  },
  {
    // the seeded floating IPs hold addresses of this range
    operationId: 'system_ip_pool_range_remove',
    method: 'POST',
    url: `${POOLS}/${defaultPool}/ranges/remove`,
    body: { first: '192.0.2.64', last: '192.0.2.127' },
    status: 400,
  },
  {
    operationId: 'system_ip_pool_range_remove',
    method: 'POST',
    url: `${POOLS}/${otherPool}/ranges/remove`,
    body: { first: '198.51.100.10', last: '198.51.100.11' },
    status: 404,
  },
  ...operationCases('system_ip_pool_utilization_view', 'GET', [
    [200, `${POOLS}/${v6Pool}/utilization`],
    [200, `${POOLS}/${defaultPool}/utilization`],
    [404, `${POOLS}/missing/utilization`],
  ]),
  ...operationCases('system_ip_pool_silo_list', 'GET', [
    [200, `${POOLS}/${defaultPool}/silos`],
    [404, `${POOLS}/missing/silos`],
  ]),
  ...operationCases('system_ip_pool_silo_link', 'POST', [
    [201, `${POOLS}/${emptyPool}/silos`, { silo, is_default: true }],
    [400, `${POOLS}/${defaultPool}/silos`, { silo, is_default: false }],
    [404, `${POOLS}/${emptyPool}/silos`, { silo: 'missing', is_default: false }],
  ]),
  ...operationCases('system_ip_pool_silo_update', 'PUT', [
    [200, `${POOLS}/${otherPool}/silos/${silo}`, { is_default: true }],
    [404, `${POOLS}/${emptyPool}/silos/${silo}`, { is_default: true }],
  ]),
  {
    operationId: 'system_ip_pool_silo_unlink',
    method: 'DELETE',
    url: `${POOLS}/${otherPool}/silos/${silo}`,
    status: 204,
  },
  {
    // the silo's instances and floating IPs hold addresses of its default pools
    operationId: 'system_ip_pool_silo_unlink',
    method: 'DELETE',
    url: `${POOLS}/${defaultPool}/silos/${silo}`,
    status: 400,
  },
  {
    operationId: 'system_ip_pool_silo_unlink',
    method: 'DELETE',
    url: `${POOLS}/${defaultV6Pool}/silos/missing`,
    status: 404,
  },
  ...operationCases('silo_ip_pool_list', 'GET', [
    [200, `/v1/system/silos/${silo}/ip-pools`],
    [404, '/v1/system/silos/missing/ip-pools'],
  ]),
]
