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
import { type ContractCase, operationCases } from './contract-case'

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
  ...operationCases('ip_pool_list', 'GET', [
    [200, '/v1/ip-pools'],
    [200, '/v1/ip-pools?ip_version=v6'],
    [400, '/v1/ip-pools?limit=0'],
  ]),
  ...operationCases('ip_pool_view', 'GET', [
    [200, `/v1/ip-pools/${IP_SEED.otherPool}`],
    [200, `/v1/ip-pools/${MOCK_IP_POOL_ID}`],
    [404, '/v1/ip-pools/missing'],
  ]),
  ...operationCases('floating_ip_list', 'GET', [
    [200, `/v1/floating-ips${P}`],
    [400, '/v1/floating-ips'],
    [404, '/v1/floating-ips?project=missing'],
  ]),
  ...operationCases('floating_ip_view', 'GET', [
    [200, `/v1/floating-ips/${IP_SEED.attachedFloatingIp}${P}`],
    [200, `/v1/floating-ips/${floatingIpId}`],
    [404, `/v1/floating-ips/missing${P}`],
  ]),
  ...operationCases('floating_ip_create', 'POST', [
    [
      201,
      `/v1/floating-ips${P}`,
      {
        name: 'new-float',
        description: '',
        address_allocator: { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v4' } },
      },
    ],
    [
      201,
      `/v1/floating-ips${P}`,
      {
        name: 'new-float',
        description: '',
        address_allocator: {
          type: 'auto',
          pool_selector: { type: 'explicit', pool: IP_SEED.otherPool },
        },
      },
    ],
    [
      201,
      `/v1/floating-ips${P}`,
      {
        name: 'new-float',
        description: '',
        address_allocator: { type: 'explicit', ip: '198.51.100.200' },
      },
    ],
    [409, `/v1/floating-ips${P}`, { name: IP_SEED.freeFloatingIps[1], description: '' }],
    [
      400,
      `/v1/floating-ips${P}`,
      {
        name: 'new-float',
        description: '',
        address_allocator: { type: 'explicit', ip: '10.0.0.1' },
      },
    ],
    [404, '/v1/floating-ips?project=missing', { name: 'new-float', description: '' }],
  ]),
  ...operationCases('floating_ip_update', 'PUT', [
    [200, `/v1/floating-ips/${floatingIpId}`, { name: 'renamed-float', description: 'renamed' }],
    [409, `/v1/floating-ips/${floatingIpId}`, { name: IP_SEED.attachedFloatingIp }],
    [404, `/v1/floating-ips/missing${P}`, { name: 'renamed-float' }],
  ]),
  ...operationCases('floating_ip_delete', 'DELETE', [
    [204, `/v1/floating-ips/${floatingIpId}`],
    [400, `/v1/floating-ips/${IP_SEED.attachedFloatingIp}${P}`],
  ]),
  ...operationCases('floating_ip_attach', 'POST', [
    [202, `/v1/floating-ips/${floatingIpId}/attach`, { kind: 'instance', parent: mainInstanceId }],
    [
      202,
      `/v1/floating-ips/${IP_SEED.freeFloatingIps[1]}/attach${P}`,
      { kind: 'instance', parent: INSTANCE_SEED.main },
    ],
    [
      400,
      `/v1/floating-ips/${IP_SEED.attachedFloatingIp}/attach${P}`,
      { kind: 'instance', parent: INSTANCE_SEED.main },
    ],
    [
      400,
      `/v1/floating-ips/${floatingIpId}/attach`,
      { kind: 'instance', parent: INSTANCE_SEED.byState.repairing },
    ],
    [404, `/v1/floating-ips/missing/attach${P}`, { kind: 'instance', parent: INSTANCE_SEED.main }],
    [404, `/v1/floating-ips/${floatingIpId}/attach`, { kind: 'instance', parent: 'missing' }],
  ]),
  ...operationCases('floating_ip_detach', 'POST', [
    [202, `/v1/floating-ips/${IP_SEED.attachedFloatingIp}/detach${P}`],
    [400, `/v1/floating-ips/${floatingIpId}/detach`],
    [400, `/v1/floating-ips/${IP_SEED.stuckFloatingIp}/detach${P}`],
    [404, `/v1/floating-ips/missing/detach${P}`],
  ]),
  ...operationCases('instance_create', 'POST', [
    [
      201,
      `/v1/instances${P}`,
      create([
        { type: 'ephemeral', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } },
        { type: 'floating', floating_ip: IP_SEED.freeFloatingIps[0] },
      ]),
    ],
    [
      400,
      `/v1/instances${P}`,
      create([{ type: 'floating', floating_ip: IP_SEED.attachedFloatingIp }]),
    ],
    [404, `/v1/instances${P}`, create([{ type: 'floating', floating_ip: 'missing' }])],
    [
      404,
      `/v1/instances${P}`,
      create([{ type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'missing' } }]),
    ],
  ]),
  ...operationCases('anti_affinity_group_list', 'GET', [
    [200, `/v1/anti-affinity-groups${P}`],
    [400, '/v1/anti-affinity-groups'],
  ]),
  ...operationCases('anti_affinity_group_view', 'GET', [
    [200, `/v1/anti-affinity-groups/${AFFINITY_SEED.strict}${P}`],
    [404, `/v1/anti-affinity-groups/missing${P}`],
  ]),
  ...operationCases('instance_create', 'POST', [
    [201, `/v1/instances${P}`, create([], [AFFINITY_SEED.bestEffort, AFFINITY_SEED.strict])],
    [404, `/v1/instances${P}`, create([], ['missing'])],
  ]),
]
