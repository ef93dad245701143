import type { OperationId } from '../operation'
import { HARDWARE_SEED } from '../seeds/hardware-seeds'
import { SEED_USERS } from '../seeds/seed-users'
import { seedDefault } from '../seeds/seeds'
import type { ContractCase } from './contract-case'

const seeded = seedDefault()
const sledIdOf = (cubby: number) =>
  seeded.sleds.findBy((sled) => sled.baseboard.serial === HARDWARE_SEED.sledSerial(cubby))?.id ??
  'seeds-changed'
const sledId = sledIdOf(0)
const expungedSledId = sledIdOf(HARDWARE_SEED.expungedCubby)
const rackId = seeded.racks.all()[0]?.id ?? 'seeds-changed'
const diskId = seeded.physicalDisks.all()[0]?.id ?? 'seeds-changed'
const switchId = seeded.switches.all()[0]?.id ?? 'seeds-changed'
/** A well-formed id that names nothing. */
const MISSING = '00000000-0000-4000-8000-000000000000'
const HW = '/v1/system/hardware'

const get = (operationId: OperationId, url: string, status: number, user?: string) => ({
  operationId,
  method: 'GET',
  url,
  status,
  user,
})

const setPolicy = (id: string, body: unknown, status: number, user?: string): ContractCase => ({
  operationId: 'sled_set_provision_policy',
  method: 'PUT',
  url: `${HW}/sleds/${id}/provision-policy`,
  body,
  status,
  user,
})

export const hardwareContractCases: ContractCase[] = [
  get('rack_list', `${HW}/racks`, 200),
  get('rack_list', `${HW}/racks?sort_by=name_ascending`, 400),
  get('rack_list', `${HW}/racks`, 403, SEED_USERS.siloAdmin.username),
  get('rack_view', `${HW}/racks/${rackId}`, 200),
  get('rack_view', `${HW}/racks/${MISSING}`, 404),
  get('rack_view', `${HW}/racks/rack-1`, 400),
  get('sled_list', `${HW}/sleds`, 200),
  get('sled_list', `${HW}/sleds?limit=4`, 200),
  get('sled_list', `${HW}/sleds?limit=0`, 400),
  get('sled_list', `${HW}/sleds`, 403, SEED_USERS.siloAdmin.username),
  get('sled_view', `${HW}/sleds/${sledId}`, 200),
  get('sled_view', `${HW}/sleds/${expungedSledId}`, 200),
  get('sled_view', `${HW}/sleds/${MISSING}`, 404),
  get('sled_view', `${HW}/sleds/BRM42220004`, 400),
  get('sled_physical_disk_list', `${HW}/sleds/${sledId}/disks`, 200),
  get('sled_physical_disk_list', `${HW}/sleds/${MISSING}/disks`, 404),
  get('sled_instance_list', `${HW}/sleds/${sledId}/instances`, 200),
  get('sled_instance_list', `${HW}/sleds/${expungedSledId}/instances`, 200),
  get('sled_instance_list', `${HW}/sleds/${MISSING}/instances`, 404),
  get('sled_instance_list', `${HW}/sleds/nope/instances`, 400),
  setPolicy(sledId, { state: 'non_provisionable' }, 200),
  setPolicy(sledId, { state: 'provisionable' }, 200),
  setPolicy(sledId, { state: 'draining' }, 400),
  setPolicy(sledId, {}, 400),
  setPolicy(expungedSledId, { state: 'provisionable' }, 400),
  setPolicy(MISSING, { state: 'provisionable' }, 404),
  setPolicy(sledId, { state: 'non_provisionable' }, 403, SEED_USERS.siloAdmin.username),
  get('physical_disk_list', `${HW}/disks`, 200),
  get('physical_disk_list', `${HW}/disks?page_token=garbage`, 400),
  get('physical_disk_view', `${HW}/disks/${diskId}`, 200),
  get('physical_disk_view', `${HW}/disks/${MISSING}`, 404),
  get('switch_list', `${HW}/switches`, 200),
  get('switch_list', `${HW}/switches?limit=x`, 400),
  get('switch_view', `${HW}/switches/${switchId}`, 200),
  get('switch_view', `${HW}/switches/${MISSING}`, 404),
  get('switch_view', `${HW}/switches/switch0`, 400),
]
