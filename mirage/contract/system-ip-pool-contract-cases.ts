import { SEED_USERS } from '../seeds/auth-seeds'
import { FLEET_IP_SEED, IP_SEED } from '../seeds/ip-seeds'
import { SEED } from '../seeds/seeds'
import type { ContractCase } from './contract-case'

const POOLS = '/v1/system/ip-pools'
const { defaultPool, defaultV6Pool, otherPool } = IP_SEED
const { emptyPool, v6Pool } = FLEET_IP_SEED
const silo = SEED.siloName

export const systemIpPoolContractCases: ContractCase[] = [
  { operationId: 'system_ip_pool_list', method: 'GET', url: POOLS, status: 200 },
  {
    operationId: 'system_ip_pool_list',
    method: 'GET',
    url: `${POOLS}?ip_version=v6&limit=1`,
    status: 200,
  },
  {
    operationId: 'system_ip_pool_list',
    method: 'GET',
    url: POOLS,
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'system_ip_pool_create',
    method: 'POST',
    url: POOLS,
    body: { name: 'new-pool', description: 'fresh', ip_version: 'v6' },
    status: 201,
  },
  {
    operationId: 'system_ip_pool_create',
    method: 'POST',
    url: POOLS,
    body: { name: otherPool, description: '' },
    status: 409,
  },
  {
    operationId: 'system_ip_pool_create',
    method: 'POST',
    url: POOLS,
    body: { name: 'new-pool', description: '', ip_version: 'v5' },
    status: 400,
  },
  { operationId: 'system_ip_pool_view', method: 'GET', url: `${POOLS}/${v6Pool}`, status: 200 },
  { operationId: 'system_ip_pool_view', method: 'GET', url: `${POOLS}/missing`, status: 404 },
  {
    operationId: 'system_ip_pool_update',
    method: 'PUT',
    url: `${POOLS}/${otherPool}`,
    body: { name: 'renamed', description: 'new words' },
    status: 200,
  },
  {
    operationId: 'system_ip_pool_update',
    method: 'PUT',
    url: `${POOLS}/${otherPool}`,
    body: { name: defaultPool },
    status: 409,
  },
  {
    operationId: 'system_ip_pool_delete',
    method: 'DELETE',
    url: `${POOLS}/${emptyPool}`,
    status: 204,
  },
  {
    operationId: 'system_ip_pool_delete',
    method: 'DELETE',
    url: `${POOLS}/${otherPool}`,
    status: 400,
  },
  {
    operationId: 'system_ip_pool_range_list',
    method: 'GET',
    url: `${POOLS}/${defaultPool}/ranges`,
    status: 200,
  },
  {
    operationId: 'system_ip_pool_range_list',
    method: 'GET',
    url: `${POOLS}/missing/ranges`,
    status: 404,
  },
  {
    operationId: 'system_ip_pool_range_add',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/ranges/add`,
    body: { first: '192.0.2.200', last: '192.0.2.210' },
    status: 201,
  },
  {
    operationId: 'system_ip_pool_range_add',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/ranges/add`,
    body: { first: '203.0.113.1', last: '203.0.113.20' },
    status: 400,
  },
  {
    operationId: 'system_ip_pool_range_add',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/ranges/add`,
    body: { first: '2001:db8:300::1', last: '2001:db8:300::9' },
    status: 400,
  },
  {
    operationId: 'system_ip_pool_range_add',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/ranges/add`,
    body: { first: '192.0.2.210', last: '192.0.2.200' },
    status: 400,
  },
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
  {
    operationId: 'system_ip_pool_utilization_view',
    method: 'GET',
    url: `${POOLS}/${v6Pool}/utilization`,
    status: 200,
  },
  {
    operationId: 'system_ip_pool_utilization_view',
    method: 'GET',
    url: `${POOLS}/${defaultPool}/utilization`,
    status: 200,
  },
  {
    operationId: 'system_ip_pool_utilization_view',
    method: 'GET',
    url: `${POOLS}/missing/utilization`,
    status: 404,
  },
  {
    operationId: 'system_ip_pool_silo_list',
    method: 'GET',
    url: `${POOLS}/${defaultPool}/silos`,
    status: 200,
  },
  {
    operationId: 'system_ip_pool_silo_list',
    method: 'GET',
    url: `${POOLS}/missing/silos`,
    status: 404,
  },
  {
    operationId: 'system_ip_pool_silo_link',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/silos`,
    body: { silo, is_default: true },
    status: 201,
  },
  {
    operationId: 'system_ip_pool_silo_link',
    method: 'POST',
    url: `${POOLS}/${defaultPool}/silos`,
    body: { silo, is_default: false },
    status: 400,
  },
  {
    operationId: 'system_ip_pool_silo_link',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/silos`,
    body: { silo: 'missing', is_default: false },
    status: 404,
  },
  {
    operationId: 'system_ip_pool_silo_update',
    method: 'PUT',
    url: `${POOLS}/${otherPool}/silos/${silo}`,
    body: { is_default: true },
    status: 200,
  },
  {
    operationId: 'system_ip_pool_silo_update',
    method: 'PUT',
    url: `${POOLS}/${emptyPool}/silos/${silo}`,
    body: { is_default: true },
    status: 404,
  },
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
  {
    operationId: 'silo_ip_pool_list',
    method: 'GET',
    url: `/v1/system/silos/${silo}/ip-pools`,
    status: 200,
  },
  {
    operationId: 'silo_ip_pool_list',
    method: 'GET',
    url: '/v1/system/silos/missing/ip-pools',
    status: 404,
  },
]
