/**
 * Contract cases for IP pools, floating IPs and anti-affinity groups (the new-instance
 * form and the instance's networking tab), spread into `cases` in contract.test.ts: each
 * handler's success and error, and instance creates that attach floating IPs, pick a pool and
 * join groups.
 */

import { MOCK_IP_POOL_ID } from '../records'
import { AFFINITY_SEED } from '../seeds/affinity-seeds'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { IP_SEED } from '../seeds/ip-seeds'
import { seedDefault } from '../seeds/seeds'
import type { ContractCase } from './contract-case'

const seeded = seedDefault()
const floatingIpId = seeded.floatingIps.findBy((row) => row.name === IP_SEED.freeFloatingIps[0])?.id
const mainInstanceId = seeded.instances.findBy((row) => row.name === INSTANCE_SEED.main)?.id
if (!floatingIpId || !mainInstanceId) throw new Error('the IP seeds changed')

const P = '?project=mock-project'
const GiB = 1024 ** 3
const create = (externalIps: unknown[], antiAffinityGroups: string[] = []) => ({
  name: 'with-ips',
  description: '',
  hostname: 'with-ips',
  ncpus: 1,
  memory: GiB,
  external_ips: externalIps,
  anti_affinity_groups: antiAffinityGroups,
})

export const ipContractCases: ContractCase[] = [
  { operationId: 'ip_pool_list', method: 'GET', url: '/v1/ip-pools', status: 200 },
  { operationId: 'ip_pool_list', method: 'GET', url: '/v1/ip-pools?ip_version=v6', status: 200 },
  { operationId: 'ip_pool_list', method: 'GET', url: '/v1/ip-pools?limit=0', status: 400 },
  {
    operationId: 'ip_pool_view',
    method: 'GET',
    url: `/v1/ip-pools/${IP_SEED.otherPool}`,
    status: 200,
  },
  {
    operationId: 'ip_pool_view',
    method: 'GET',
    url: `/v1/ip-pools/${MOCK_IP_POOL_ID}`,
    status: 200,
  },
  { operationId: 'ip_pool_view', method: 'GET', url: '/v1/ip-pools/missing', status: 404 },
  { operationId: 'floating_ip_list', method: 'GET', url: `/v1/floating-ips${P}`, status: 200 },
  { operationId: 'floating_ip_list', method: 'GET', url: '/v1/floating-ips', status: 400 },
  {
    operationId: 'floating_ip_list',
    method: 'GET',
    url: '/v1/floating-ips?project=missing',
    status: 404,
  },
  {
    operationId: 'floating_ip_view',
    method: 'GET',
    url: `/v1/floating-ips/${IP_SEED.attachedFloatingIp}${P}`,
    status: 200,
  },
  {
    operationId: 'floating_ip_view',
    method: 'GET',
    url: `/v1/floating-ips/${floatingIpId}`,
    status: 200,
  },
  {
    operationId: 'floating_ip_view',
    method: 'GET',
    url: `/v1/floating-ips/missing${P}`,
    status: 404,
  },
  {
    operationId: 'floating_ip_create',
    method: 'POST',
    url: `/v1/floating-ips${P}`,
    body: {
      name: 'new-float',
      description: '',
      address_allocator: { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v4' } },
    },
    status: 201,
  },
  {
    operationId: 'floating_ip_create',
    method: 'POST',
    url: `/v1/floating-ips${P}`,
    body: {
      name: 'new-float',
      description: '',
      address_allocator: {
        type: 'auto',
        pool_selector: { type: 'explicit', pool: IP_SEED.otherPool },
      },
    },
    status: 201,
  },
  {
    operationId: 'floating_ip_create',
    method: 'POST',
    url: `/v1/floating-ips${P}`,
    body: {
      name: 'new-float',
      description: '',
      address_allocator: { type: 'explicit', ip: '198.51.100.200' },
    },
    status: 201,
  },
  {
    operationId: 'floating_ip_create',
    method: 'POST',
    url: `/v1/floating-ips${P}`,
    body: { name: IP_SEED.freeFloatingIps[1], description: '' },
    status: 409,
  },
  {
    operationId: 'floating_ip_create',
    method: 'POST',
    url: `/v1/floating-ips${P}`,
    body: {
      name: 'new-float',
      description: '',
      address_allocator: { type: 'explicit', ip: '10.0.0.1' },
    },
    status: 400,
  },
  {
    operationId: 'floating_ip_create',
    method: 'POST',
    url: '/v1/floating-ips?project=missing',
    body: { name: 'new-float', description: '' },
    status: 404,
  },
  {
    operationId: 'floating_ip_update',
    method: 'PUT',
    url: `/v1/floating-ips/${floatingIpId}`,
    body: { name: 'renamed-float', description: 'renamed' },
    status: 200,
  },
  {
    operationId: 'floating_ip_update',
    method: 'PUT',
    url: `/v1/floating-ips/${floatingIpId}`,
    body: { name: IP_SEED.attachedFloatingIp },
    status: 409,
  },
  {
    operationId: 'floating_ip_update',
    method: 'PUT',
    url: `/v1/floating-ips/missing${P}`,
    body: { name: 'renamed-float' },
    status: 404,
  },
  {
    operationId: 'floating_ip_delete',
    method: 'DELETE',
    url: `/v1/floating-ips/${floatingIpId}`,
    status: 204,
  },
  {
    operationId: 'floating_ip_delete',
    method: 'DELETE',
    url: `/v1/floating-ips/${IP_SEED.attachedFloatingIp}${P}`,
    status: 400,
  },
  {
    operationId: 'floating_ip_attach',
    method: 'POST',
    url: `/v1/floating-ips/${floatingIpId}/attach`,
    body: { kind: 'instance', parent: mainInstanceId },
    status: 202,
  },
  {
    operationId: 'floating_ip_attach',
    method: 'POST',
    url: `/v1/floating-ips/${IP_SEED.freeFloatingIps[1]}/attach${P}`,
    body: { kind: 'instance', parent: INSTANCE_SEED.main },
    status: 202,
  },
  {
    operationId: 'floating_ip_attach',
    method: 'POST',
    url: `/v1/floating-ips/${IP_SEED.attachedFloatingIp}/attach${P}`,
    body: { kind: 'instance', parent: INSTANCE_SEED.main },
    status: 400,
  },
  {
    operationId: 'floating_ip_attach',
    method: 'POST',
    url: `/v1/floating-ips/${floatingIpId}/attach`,
    body: { kind: 'instance', parent: INSTANCE_SEED.byState.repairing },
    status: 400,
  },
  {
    operationId: 'floating_ip_attach',
    method: 'POST',
    url: `/v1/floating-ips/missing/attach${P}`,
    body: { kind: 'instance', parent: INSTANCE_SEED.main },
    status: 404,
  },
  {
    operationId: 'floating_ip_attach',
    method: 'POST',
    url: `/v1/floating-ips/${floatingIpId}/attach`,
    body: { kind: 'instance', parent: 'missing' },
    status: 404,
  },
  {
    operationId: 'floating_ip_detach',
    method: 'POST',
    url: `/v1/floating-ips/${IP_SEED.attachedFloatingIp}/detach${P}`,
    status: 202,
  },
  {
    operationId: 'floating_ip_detach',
    method: 'POST',
    url: `/v1/floating-ips/${floatingIpId}/detach`,
    status: 400,
  },
  {
    operationId: 'floating_ip_detach',
    method: 'POST',
    url: `/v1/floating-ips/${IP_SEED.stuckFloatingIp}/detach${P}`,
    status: 400,
  },
  {
    operationId: 'floating_ip_detach',
    method: 'POST',
    url: `/v1/floating-ips/missing/detach${P}`,
    status: 404,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create([
      { type: 'ephemeral', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } },
      { type: 'floating', floating_ip: IP_SEED.freeFloatingIps[0] },
    ]),
    status: 201,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create([{ type: 'floating', floating_ip: IP_SEED.attachedFloatingIp }]),
    status: 400,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create([{ type: 'floating', floating_ip: 'missing' }]),
    status: 404,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create([{ type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'missing' } }]),
    status: 404,
  },
  {
    operationId: 'anti_affinity_group_list',
    method: 'GET',
    url: `/v1/anti-affinity-groups${P}`,
    status: 200,
  },
  {
    operationId: 'anti_affinity_group_list',
    method: 'GET',
    url: '/v1/anti-affinity-groups',
    status: 400,
  },
  {
    operationId: 'anti_affinity_group_view',
    method: 'GET',
    url: `/v1/anti-affinity-groups/${AFFINITY_SEED.strict}${P}`,
    status: 200,
  },
  {
    operationId: 'anti_affinity_group_view',
    method: 'GET',
    url: `/v1/anti-affinity-groups/missing${P}`,
    status: 404,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create([], [AFFINITY_SEED.bestEffort, AFFINITY_SEED.strict]),
    status: 201,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create([], ['missing']),
    status: 404,
  },
]
