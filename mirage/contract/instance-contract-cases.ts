/**
 * Contract cases for instances, their interfaces, external IPs, serial console and metrics,
 * spread into `cases` in contract.test.ts: each handler with its success and its
 * error answers. Seeds are deterministic, so ids are read from a fresh seeding here.
 */

import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { seedDefault } from '../seeds/seeds'
import type { ContractCase } from './contract-case'

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
  { operationId: 'instance_list', method: 'GET', url: `/v1/instances${P}`, status: 200 },
  { operationId: 'instance_list', method: 'GET', url: `/v1/instances${P}&limit=50`, status: 200 },
  { operationId: 'instance_list', method: 'GET', url: '/v1/instances', status: 400 },
  { operationId: 'instance_list', method: 'GET', url: '/v1/instances?project=nope', status: 404 },
  { operationId: 'instance_view', method: 'GET', url: `/v1/instances/${main}${P}`, status: 200 },
  { operationId: 'instance_view', method: 'GET', url: `/v1/instances/${instanceId}`, status: 200 },
  { operationId: 'instance_view', method: 'GET', url: `/v1/instances/${main}`, status: 400 },
  { operationId: 'instance_view', method: 'GET', url: `/v1/instances/missing${P}`, status: 404 },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({
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
    status: 201,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({}),
    status: 201,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ name: main }),
    status: 409,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ name: 'Bad_Name' }),
    status: 400,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ ncpus: 65 }),
    status: 400,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ ncpus: 64 }),
    status: 507,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ disks: [{ type: 'attach', name: 'no-such-disk' }] }),
    status: 404,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ user_data: btoa('x'.repeat(32 * 1024 + 1)) }),
    status: 400,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    body: create({ name: 'fail-500' }),
    status: 500,
  },
  {
    operationId: 'instance_update',
    method: 'PUT',
    url: `/v1/instances/${main}${P}`,
    body: update({ ncpus: 4, memory: 16 * GiB }),
    status: 200,
  },
  {
    operationId: 'instance_update',
    method: 'PUT',
    url: `/v1/instances/${running}${P}`,
    body: update({ ncpus: 6, boot_disk: null }),
    status: 400,
  },
  {
    operationId: 'instance_update',
    method: 'PUT',
    url: `/v1/instances/missing${P}`,
    body: update({}),
    status: 404,
  },
  {
    operationId: 'instance_delete',
    method: 'DELETE',
    url: `/v1/instances/${stopped}${P}`,
    status: 204,
  },
  {
    operationId: 'instance_delete',
    method: 'DELETE',
    url: `/v1/instances/${running}${P}`,
    status: 400,
  },
  {
    operationId: 'instance_delete',
    method: 'DELETE',
    url: `/v1/instances/missing${P}`,
    status: 404,
  },
  {
    operationId: 'instance_start',
    method: 'POST',
    url: `/v1/instances/${stopped}/start${P}`,
    status: 202,
  },
  {
    operationId: 'instance_start',
    method: 'POST',
    url: `/v1/instances/${running}/start${P}`,
    status: 400,
  },
  {
    operationId: 'instance_stop',
    method: 'POST',
    url: `/v1/instances/${running}/stop${P}`,
    status: 202,
  },
  {
    operationId: 'instance_stop',
    method: 'POST',
    url: `/v1/instances/${stopped}/stop${P}`,
    status: 400,
  },
  {
    operationId: 'instance_reboot',
    method: 'POST',
    url: `/v1/instances/${running}/reboot${P}`,
    status: 202,
  },
  {
    operationId: 'instance_reboot',
    method: 'POST',
    url: `/v1/instances/${stopped}/reboot${P}`,
    status: 400,
  },
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
  {
    operationId: 'instance_disk_list',
    method: 'GET',
    url: `/v1/instances/${main}/disks${P}`,
    status: 200,
  },
  {
    operationId: 'instance_disk_list',
    method: 'GET',
    url: `/v1/instances/missing/disks${P}`,
    status: 404,
  },
  {
    operationId: 'instance_disk_attach',
    method: 'POST',
    url: `/v1/instances/${main}/disks/attach${P}`,
    body: { disk: 'data-detached' },
    status: 202,
  },
  {
    operationId: 'instance_disk_attach',
    method: 'POST',
    url: `/v1/instances/${running}/disks/attach${P}`,
    body: { disk: 'data-detached' },
    status: 400,
  },
  {
    operationId: 'instance_disk_detach',
    method: 'POST',
    url: `/v1/instances/${main}/disks/detach${P}`,
    body: { disk: 'pg-data' },
    status: 202,
  },
  {
    operationId: 'instance_disk_detach',
    method: 'POST',
    url: `/v1/instances/${main}/disks/detach${P}`,
    body: { disk: INSTANCE_SEED.mainBootDisk },
    status: 400,
  },
  {
    operationId: 'instance_external_ip_list',
    method: 'GET',
    url: `/v1/instances/${main}/external-ips${P}`,
    status: 200,
  },
  {
    operationId: 'instance_external_ip_list',
    method: 'GET',
    url: `/v1/instances/missing/external-ips${P}`,
    status: 404,
  },
  {
    operationId: 'instance_ssh_public_key_list',
    method: 'GET',
    url: `/v1/instances/${main}/ssh-public-keys${P}`,
    status: 200,
  },
  {
    operationId: 'instance_ssh_public_key_list',
    method: 'GET',
    url: `/v1/instances/missing/ssh-public-keys${P}`,
    status: 404,
  },
  {
    operationId: 'instance_create',
    method: 'POST',
    url: `/v1/instances${P}`,
    // the seeded silo has default pools of both IP versions: a version must be named
    body: create({ external_ips: [{ type: 'ephemeral' }] }),
    status: 400,
  },
  {
    operationId: 'instance_ephemeral_ip_attach',
    method: 'POST',
    url: `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
    body: { pool_selector: { type: 'auto', ip_version: 'v4' } },
    status: 202,
  },
  {
    operationId: 'instance_ephemeral_ip_attach',
    method: 'POST',
    url: `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
    body: { pool_selector: { type: 'auto', ip_version: 'v6' } },
    status: 202,
  },
  {
    operationId: 'instance_ephemeral_ip_attach',
    method: 'POST',
    url: `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
    body: { pool_selector: { type: 'auto' } },
    status: 400,
  },
  {
    operationId: 'instance_ephemeral_ip_attach',
    method: 'POST',
    url: `/v1/instances/${main}/external-ips/ephemeral${P}`,
    body: { pool_selector: { type: 'auto', ip_version: 'v4' } },
    status: 400,
  },
  {
    operationId: 'instance_ephemeral_ip_detach',
    method: 'DELETE',
    url: `/v1/instances/${main}/external-ips/ephemeral${P}`,
    status: 204,
  },
  {
    operationId: 'instance_ephemeral_ip_detach',
    method: 'DELETE',
    url: `/v1/instances/${main}/external-ips/ephemeral${P}&ip_version=v4`,
    status: 204,
  },
  {
    operationId: 'instance_ephemeral_ip_detach',
    method: 'DELETE',
    url: `/v1/instances/${main}/external-ips/ephemeral${P}&ip_version=v6`,
    status: 400,
  },
  {
    operationId: 'instance_ephemeral_ip_detach',
    method: 'DELETE',
    url: `/v1/instances/${main}/external-ips/ephemeral${P}&ip_version=v5`,
    status: 400,
  },
  {
    operationId: 'instance_ephemeral_ip_detach',
    method: 'DELETE',
    url: `/v1/instances/${stopped}/external-ips/ephemeral${P}`,
    status: 400,
  },
  {
    operationId: 'instance_serial_console',
    method: 'GET',
    url: `/v1/instances/${running}/serial-console${P}`,
    status: 200,
  },
  {
    operationId: 'instance_serial_console',
    method: 'GET',
    url: `/v1/instances/${main}/serial-console${P}`,
    status: 400,
  },
  { operationId: 'instance_network_interface_list', method: 'GET', url: nics(main), status: 200 },
  {
    operationId: 'instance_network_interface_list',
    method: 'GET',
    url: nics('missing'),
    status: 404,
  },
  {
    operationId: 'instance_network_interface_create',
    method: 'POST',
    url: nics(main),
    body: { name: 'net1', description: '', vpc_name: 'default', subnet_name: 'default' },
    status: 201,
  },
  {
    operationId: 'instance_network_interface_create',
    method: 'POST',
    url: nics(main),
    body: { name: 'net0', description: '', vpc_name: 'default', subnet_name: 'default' },
    status: 409,
  },
  {
    operationId: 'instance_network_interface_create',
    method: 'POST',
    url: nics(running),
    body: { name: 'net1', description: '', vpc_name: 'default', subnet_name: 'default' },
    status: 400,
  },
  {
    operationId: 'instance_network_interface_view',
    method: 'GET',
    url: `/v1/network-interfaces/net0?project=mock-project&instance=${main}`,
    status: 200,
  },
  {
    operationId: 'instance_network_interface_view',
    method: 'GET',
    url: `/v1/network-interfaces/${nicId}`,
    status: 200,
  },
  {
    operationId: 'instance_network_interface_view',
    method: 'GET',
    url: `/v1/network-interfaces/nope?project=mock-project&instance=${main}`,
    status: 404,
  },
  {
    operationId: 'instance_network_interface_update',
    method: 'PUT',
    url: `/v1/network-interfaces/net0?project=mock-project&instance=${main}`,
    body: { name: 'eth0', description: 'renamed', primary: true, transit_ips: [] },
    status: 200,
  },
  {
    operationId: 'instance_network_interface_update',
    method: 'PUT',
    url: `/v1/network-interfaces/net0?project=mock-project&instance=${running}`,
    body: { name: 'eth0', primary: false, transit_ips: [] },
    status: 400,
  },
  {
    operationId: 'instance_network_interface_delete',
    method: 'DELETE',
    url: `/v1/network-interfaces/net0?project=mock-project&instance=${main}`,
    status: 204,
  },
  {
    operationId: 'instance_network_interface_delete',
    method: 'DELETE',
    url: `/v1/network-interfaces/net0?project=mock-project&instance=${running}`,
    status: 400,
  },
  {
    operationId: 'timeseries_query',
    method: 'POST',
    url: `/v1/timeseries/query${P}`,
    body: {
      query: `get virtual_machine:vcpu_usage | filter instance_id == "${instanceId}" | align mean_within(1m)`,
    },
    status: 200,
  },
  {
    operationId: 'timeseries_query',
    method: 'POST',
    url: `/v1/timeseries/query${P}`,
    body: { query: 'not oxql' },
    status: 400,
  },
  {
    operationId: 'timeseries_query',
    method: 'POST',
    url: '/v1/timeseries/query?project=nope',
    body: { query: 'get virtual_machine:vcpu_usage' },
    status: 404,
  },
]
