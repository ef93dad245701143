/**
 * Contract cases for instances, their interfaces, external IPs, serial console and metrics,
 * spread into `cases` in contract.test.ts: each handler with its success and its
 * error answers. Seeds are deterministic, so ids are read from a fresh seeding here.
 */

import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { seedDefault } from '../seeds/seeds'
import { type ContractCase, operationCases } from './contract-case'

const seeded = seedDefault()
const instanceId = seeded.instances.findBy((row) => row.name === INSTANCE_SEED.main)?.id
const nicId = seeded.networkInterfaces.findBy((row) => row.instance_id === instanceId)?.id
if (!instanceId || !nicId) throw new Error('the instance seeds changed')

const GiB = 1024 ** 3
const P = '?project=mock-project'
const { running, stopped } = INSTANCE_SEED.byState
const main = INSTANCE_SEED.main
const nics = (instance: string) =>
  `/v1/network-interfaces?project=mock-project&instance=${instance}`

const create = (patch: Record<string, unknown>) => ({
  name: 'new-instance',
  description: 'made in a test',
  hostname: 'new-instance',
  ncpus: 2,
  memory: 4 * GiB,
  ...patch,
})

const update = (patch: Record<string, unknown>) => ({
  ncpus: 8,
  memory: 32 * GiB,
  boot_disk: INSTANCE_SEED.mainBootDisk,
  auto_restart_policy: null,
  cpu_platform: null,
  enable_jumbo_frames: false,
  ...patch,
})

export const instanceContractCases: ContractCase[] = [
  ...operationCases('instance_list', 'GET', [
    [200, `/v1/instances${P}`],
    [200, `/v1/instances${P}&limit=50`],
    [400, '/v1/instances'],
    [404, '/v1/instances?project=nope'],
  ]),
  ...operationCases('instance_view', 'GET', [
    [200, `/v1/instances/${main}${P}`],
    [200, `/v1/instances/${instanceId}`],
    [400, `/v1/instances/${main}`],
    [404, `/v1/instances/missing${P}`],
  ]),
  ...operationCases('instance_create', 'POST', [
    [
      201,
      `/v1/instances${P}`,
      create({
        boot_disk: {
          type: 'create',
          name: 'new-boot',
          description: '',
          size: 20 * GiB,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
        },
        disks: [{ type: 'attach', name: 'data-detached' }],
        network_interfaces: {
          type: 'create',
          params: [{ name: 'nic0', description: '', vpc_name: 'default', subnet_name: 'default' }],
        },
        external_ips: [{ type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } }],
        user_data: btoa('#cloud-config\n'),
        auto_restart_policy: 'never',
        start: false,
      }),
    ],
    [201, `/v1/instances${P}`, create({})],
    [409, `/v1/instances${P}`, create({ name: main })],
    [400, `/v1/instances${P}`, create({ name: 'Bad_Name' })],
    [400, `/v1/instances${P}`, create({ ncpus: 65 })],
    [507, `/v1/instances${P}`, create({ ncpus: 64 })],
    [404, `/v1/instances${P}`, create({ disks: [{ type: 'attach', name: 'no-such-disk' }] })],
    [400, `/v1/instances${P}`, create({ user_data: btoa('x'.repeat(32 * 1024 + 1)) })],
    [500, `/v1/instances${P}`, create({ name: 'fail-500' })],
  ]),
  ...operationCases('instance_update', 'PUT', [
    [200, `/v1/instances/${main}${P}`, update({ ncpus: 4, memory: 16 * GiB })],
    [400, `/v1/instances/${running}${P}`, update({ ncpus: 6, boot_disk: null })],
    [404, `/v1/instances/missing${P}`, update({})],
  ]),
  ...operationCases('instance_delete', 'DELETE', [
    [204, `/v1/instances/${stopped}${P}`],
    [400, `/v1/instances/${running}${P}`],
    [404, `/v1/instances/missing${P}`],
  ]),
  ...operationCases('instance_start', 'POST', [
    [202, `/v1/instances/${stopped}/start${P}`],
    [400, `/v1/instances/${running}/start${P}`],
  ]),
  ...operationCases('instance_stop', 'POST', [
    [202, `/v1/instances/${running}/stop${P}`],
    [400, `/v1/instances/${stopped}/stop${P}`],
  ]),
  ...operationCases('instance_reboot', 'POST', [
    [202, `/v1/instances/${running}/reboot${P}`],
    [400, `/v1/instances/${stopped}/reboot${P}`],
  ]),
  // the sentinel instance the user may not act on
  ...(['start', 'stop', 'reboot'] as const).map((action) => ({
    operationId: `instance_${action}` as const,
    method: 'POST',
    url: `/v1/instances/${INSTANCE_SEED.forbidden}/${action}${P}`,
    status: 403,
  })),
  {
    operationId: 'instance_delete',
    method: 'DELETE',
    url: `/v1/instances/${INSTANCE_SEED.forbidden}${P}`,
    status: 403,
  },
  ...operationCases('instance_disk_list', 'GET', [
    [200, `/v1/instances/${main}/disks${P}`],
    [404, `/v1/instances/missing/disks${P}`],
  ]),
  ...operationCases('instance_disk_attach', 'POST', [
    [202, `/v1/instances/${main}/disks/attach${P}`, { disk: 'data-detached' }],
    [400, `/v1/instances/${running}/disks/attach${P}`, { disk: 'data-detached' }],
  ]),
  ...operationCases('instance_disk_detach', 'POST', [
    [202, `/v1/instances/${main}/disks/detach${P}`, { disk: 'pg-data' }],
    [400, `/v1/instances/${main}/disks/detach${P}`, { disk: INSTANCE_SEED.mainBootDisk }],
  ]),
  ...operationCases('instance_external_ip_list', 'GET', [
    [200, `/v1/instances/${main}/external-ips${P}`],
    [404, `/v1/instances/missing/external-ips${P}`],
  ]),
  ...operationCases('instance_ssh_public_key_list', 'GET', [
    [200, `/v1/instances/${main}/ssh-public-keys${P}`],
    [404, `/v1/instances/missing/ssh-public-keys${P}`],
  ]),
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    // the seeded silo has default pools of both IP versions: a version must be named
    body: create({ external_ips: [{ type: 'ephemeral' }] }),
    status: 400,
  },
  ...operationCases('instance_ephemeral_ip_attach', 'POST', [
    [
      202,
      `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
      { pool_selector: { type: 'auto', ip_version: 'v4' } },
    ],
    [
      202,
      `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
      { pool_selector: { type: 'auto', ip_version: 'v6' } },
    ],
    [
      400,
      `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
      { pool_selector: { type: 'auto' } },
    ],
    [
      400,
      `/v1/instances/${main}/external-ips/ephemeral${P}`,
      { pool_selector: { type: 'auto', ip_version: 'v4' } },
    ],
  ]),
  ...operationCases('instance_ephemeral_ip_detach', 'DELETE', [
    [204, `/v1/instances/${main}/external-ips/ephemeral${P}`],
    [204, `/v1/instances/${main}/external-ips/ephemeral${P}&ip_version=v4`],
    [400, `/v1/instances/${main}/external-ips/ephemeral${P}&ip_version=v6`],
    [400, `/v1/instances/${main}/external-ips/ephemeral${P}&ip_version=v5`],
    [400, `/v1/instances/${stopped}/external-ips/ephemeral${P}`],
  ]),
  ...operationCases('instance_serial_console', 'GET', [
    [200, `/v1/instances/${running}/serial-console${P}&most_recent=64`],
    [200, `/v1/instances/${running}/serial-console${P}&from_start=0&max_bytes=16`],
    // the contract: exactly one of from_start and most_recent
    [400, `/v1/instances/${running}/serial-console${P}`],
    [400, `/v1/instances/${running}/serial-console${P}&from_start=0&most_recent=64`],
    [400, `/v1/instances/${main}/serial-console${P}&most_recent=64`],
  ]),
  ...operationCases('instance_network_interface_list', 'GET', [
    [200, nics(main)],
    [404, nics('missing')],
  ]),
  ...operationCases('instance_network_interface_create', 'POST', [
    [
      201,
      nics(main),
      { name: 'net1', description: '', vpc_name: 'default', subnet_name: 'default' },
    ],
    [
      409,
      nics(main),
      { name: 'net0', description: '', vpc_name: 'default', subnet_name: 'default' },
    ],
    [
      400,
      nics(running),
      { name: 'net1', description: '', vpc_name: 'default', subnet_name: 'default' },
    ],
  ]),
  ...operationCases('instance_network_interface_view', 'GET', [
    [200, `/v1/network-interfaces/net0?project=mock-project&instance=${main}`],
    [200, `/v1/network-interfaces/${nicId}`],
    [404, `/v1/network-interfaces/nope?project=mock-project&instance=${main}`],
  ]),
  ...operationCases('instance_network_interface_update', 'PUT', [
    [
      200,
      `/v1/network-interfaces/net0?project=mock-project&instance=${main}`,
      { name: 'eth0', description: 'renamed', primary: true, transit_ips: [] },
    ],
    [
      400,
      `/v1/network-interfaces/net0?project=mock-project&instance=${running}`,
      { name: 'eth0', primary: false, transit_ips: [] },
    ],
  ]),
  ...operationCases('instance_network_interface_delete', 'DELETE', [
    [204, `/v1/network-interfaces/net0?project=mock-project&instance=${main}`],
    [400, `/v1/network-interfaces/net0?project=mock-project&instance=${running}`],
  ]),
  ...operationCases('timeseries_query', 'POST', [
    [
      200,
      `/v1/timeseries/query${P}`,
      {
        query: `get virtual_machine:vcpu_usage | filter instance_id == "${instanceId}" | align mean_within(1m)`,
      },
    ],
    [400, `/v1/timeseries/query${P}`, { query: 'not oxql' }],
    [404, '/v1/timeseries/query?project=nope', { query: 'get virtual_machine:vcpu_usage' }],
  ]),
]
