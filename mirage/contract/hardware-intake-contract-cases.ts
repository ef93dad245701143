import { releaseRepositoryZip } from '~/lib/release-repository'
import type { MockDb } from '../db'
import { HARDWARE_SEED } from '../seeds/hardware-seeds'
import { seedDefault } from '../seeds/seeds'
import { UPDATE_SEED } from '../seeds/update-seeds'
import { UNTRUSTED_RELEASE_FILE_NAME } from '../sentinels'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const seeded = seedDefault()
const rackId = seeded.racks.all()[0]?.id ?? 'seeds-changed'
const trustRootId = seeded.trustRoots.all()[0]?.id ?? 'seeds-changed'
/** A well-formed id that names nothing. */
const MISSING = '00000000-0000-4000-8000-000000000000'
/** The id of the adoption request `requestAdoption` makes. */
const ADOPTION_REQUEST = '3f1c2a9e-7b4d-4e8a-9c6f-2d5b8e1a7c40'

const HW = '/v1/system/hardware'
const UNADOPTED = `${HW}/disks-unadopted`
const ADOPTION_REQUESTS = `${HW}/disk-adoption-requests`
const ADOPT = `${HW}/disk-adoption-request`
const UNINITIALIZED = `${HW}/sleds-uninitialized`
const MEMBERSHIP = `${HW}/racks/${rackId}/membership`
const TRUST_ROOTS = '/v1/system/update/trust-roots'
const REPOSITORIES = '/v1/system/update/repositories'

/** The first unadopted drive, as the adoption request names it. */
const [drive] = HARDWARE_SEED.unadoptedDrives
const driveIdentity = (() => {
  const disk = seeded.unadoptedDisks.find(drive.serial)
  return disk?.disk_id ?? { model: 'seeds-changed', serial: drive.serial, vendor: '' }
})()

/** The operator has asked to adopt the first unadopted drive. */
const requestAdoption = (db: MockDb) => {
  db.diskAdoptionRequests.insert({
    id: ADOPTION_REQUEST,
    disk_id: driveIdentity,
    time_created: new Date(db.timing.now()).toISOString(),
  })
}

/** The sled in the free cubby, as a membership change names it. */
const newSled = {
  part_number: seeded.uninitializedSleds.find(HARDWARE_SEED.uninitializedSled.serial)?.baseboard
    .part,
  serial_number: HARDWARE_SEED.uninitializedSled.serial,
}

/** A change adding the new sled has just started: none of it acknowledged yet. */
const changeInProgress = (db: MockDb) => {
  const members = db.rackMemberships.find(`${rackId}/1`)?.members ?? []
  const added = [{ part_number: newSled.part_number ?? '', serial_number: newSled.serial_number }]
  db.rackMemberships.insert({
    id: `${rackId}/2`,
    rack_id: rackId,
    version: 2,
    state: 'in_progress',
    members: [...members, ...added],
    unacknowledged_members: added,
    added,
    time_created: new Date(db.timing.now()).toISOString(),
    time_aborted: null,
    time_committed: null,
  })
}

const rootRole = seeded.trustRoots.find(trustRootId)?.root_role
const upload = (fileName: string) => `${REPOSITORIES}?file_name=${encodeURIComponent(fileName)}`

export const hardwareIntakeContractCases: ContractCase[] = [
  ...operationCases('physical_disk_list_unadopted', 'GET', [
    [200, UNADOPTED],
    [200, `${UNADOPTED}?limit=1`],
    [400, `${UNADOPTED}?limit=0`],
    [400, `${UNADOPTED}?page_token=garbage`],
  ]),
  refusedToSiloAdmin('physical_disk_list_unadopted', 'GET', UNADOPTED),

  ...operationCases('physical_disk_list_adoption_requests', 'GET', [
    [200, ADOPTION_REQUESTS],
    [400, `${ADOPTION_REQUESTS}?limit=x`],
  ]),
  {
    operationId: 'physical_disk_list_adoption_requests',
    method: 'GET',
    url: ADOPTION_REQUESTS,
    status: 200,
    setup: requestAdoption,
  },
  refusedToSiloAdmin('physical_disk_list_adoption_requests', 'GET', ADOPTION_REQUESTS),

  ...operationCases('physical_disk_enable_adoption', 'PUT', [
    [201, ADOPT, driveIdentity],
    [400, ADOPT, { model: driveIdentity.model, vendor: driveIdentity.vendor }],
  ]),
  {
    operationId: 'physical_disk_enable_adoption',
    method: 'PUT',
    url: ADOPT,
    body: driveIdentity,
    status: 409,
    setup: requestAdoption,
  },
  refusedToSiloAdmin('physical_disk_enable_adoption', 'PUT', ADOPT, driveIdentity),

  {
    operationId: 'physical_disk_disable_adoption',
    method: 'DELETE',
    url: `${ADOPT}/${ADOPTION_REQUEST}`,
    status: 204,
    setup: requestAdoption,
  },
  ...operationCases('physical_disk_disable_adoption', 'DELETE', [
    [404, `${ADOPT}/${MISSING}`],
    [400, `${ADOPT}/${drive.serial}`],
  ]),
  refusedToSiloAdmin('physical_disk_disable_adoption', 'DELETE', `${ADOPT}/${MISSING}`),

  ...operationCases('sled_list_uninitialized', 'GET', [
    [200, UNINITIALIZED],
    [400, `${UNINITIALIZED}?limit=0`],
  ]),
  {
    // the sled a change is adding is offered no more
    operationId: 'sled_list_uninitialized',
    method: 'GET',
    url: UNINITIALIZED,
    status: 200,
    setup: changeInProgress,
  },
  refusedToSiloAdmin('sled_list_uninitialized', 'GET', UNINITIALIZED),

  ...operationCases('rack_membership_status', 'GET', [
    [200, MEMBERSHIP],
    [200, `${MEMBERSHIP}?version=1`],
    [404, `${MEMBERSHIP}?version=7`],
    [400, `${MEMBERSHIP}?version=latest`],
    [404, `${HW}/racks/${MISSING}/membership`],
    [400, `${HW}/racks/rack-1/membership`],
  ]),
  {
    operationId: 'rack_membership_status',
    method: 'GET',
    url: MEMBERSHIP,
    status: 200,
    setup: changeInProgress,
  },
  refusedToSiloAdmin('rack_membership_status', 'GET', MEMBERSHIP),

  ...operationCases('rack_membership_add_sleds', 'POST', [
    [200, `${MEMBERSHIP}/add`, { sled_ids: [newSled] }],
    [400, `${MEMBERSHIP}/add`, { sled_ids: [] }],
    [400, `${MEMBERSHIP}/add`, {}],
    [
      400,
      `${MEMBERSHIP}/add`,
      { sled_ids: [{ ...newSled, serial_number: HARDWARE_SEED.sledSerial(0) }] },
    ],
    [404, `${HW}/racks/${MISSING}/membership/add`, { sled_ids: [newSled] }],
  ]),
  {
    operationId: 'rack_membership_add_sleds',
    method: 'POST',
    url: `${MEMBERSHIP}/add`,
    body: { sled_ids: [newSled] },
    status: 400,
    setup: changeInProgress,
  },
  refusedToSiloAdmin('rack_membership_add_sleds', 'POST', `${MEMBERSHIP}/add`, {
    sled_ids: [newSled],
  }),

  {
    operationId: 'rack_membership_abort',
    method: 'POST',
    url: `${MEMBERSHIP}/abort`,
    status: 200,
    setup: changeInProgress,
  },
  {
    // an aborted change is no change in progress (contract: rack_membership_abort)
    operationId: 'rack_membership_abort',
    method: 'POST',
    url: `${MEMBERSHIP}/abort`,
    status: 400,
    setup: (db) => {
      changeInProgress(db)
      db.rackMemberships.update(`${rackId}/2`, {
        state: 'aborted',
        time_aborted: new Date(db.timing.now()).toISOString(),
      })
    },
  },
  ...operationCases('rack_membership_abort', 'POST', [
    [400, `${MEMBERSHIP}/abort`],
    [404, `${HW}/racks/${MISSING}/membership/abort`],
  ]),
  refusedToSiloAdmin('rack_membership_abort', 'POST', `${MEMBERSHIP}/abort`),

  ...operationCases('system_update_trust_root_list', 'GET', [
    [200, TRUST_ROOTS],
    [200, `${TRUST_ROOTS}?limit=1`],
    [400, `${TRUST_ROOTS}?limit=0`],
  ]),
  refusedToSiloAdmin('system_update_trust_root_list', 'GET', TRUST_ROOTS),

  ...operationCases('system_update_trust_root_view', 'GET', [
    [200, `${TRUST_ROOTS}/${trustRootId}`],
    [404, `${TRUST_ROOTS}/${MISSING}`],
    [400, `${TRUST_ROOTS}/root-1`],
  ]),
  refusedToSiloAdmin('system_update_trust_root_view', 'GET', `${TRUST_ROOTS}/${trustRootId}`),

  ...operationCases('system_update_trust_root_create', 'POST', [
    [201, TRUST_ROOTS, rootRole],
    [400, TRUST_ROOTS, { signed: { _type: 'targets' }, signatures: [] }],
    [400, TRUST_ROOTS, 'root.json'],
  ]),
  refusedToSiloAdmin('system_update_trust_root_create', 'POST', TRUST_ROOTS, rootRole),

  ...operationCases('system_update_trust_root_delete', 'DELETE', [
    [204, `${TRUST_ROOTS}/${trustRootId}`],
    [404, `${TRUST_ROOTS}/${MISSING}`],
    [400, `${TRUST_ROOTS}/root-1`],
  ]),
  refusedToSiloAdmin('system_update_trust_root_delete', 'DELETE', `${TRUST_ROOTS}/${trustRootId}`),

  // the body is the zip's bytes (application/octet-stream), as `call` sends a Uint8Array; each
  // takes FILE_BODY_ARRIVAL_MS (3 s) to arrive, so only the refusals that differ are here
  ...operationCases('system_update_repository_upload', 'PUT', [
    [200, upload('oxide-rack-18.0.0.zip'), releaseRepositoryZip('18.0.0')],
    // a version the rack has already: the one stored, no second repository
    [200, upload('oxide-rack-17.0.0.zip'), releaseRepositoryZip(UPDATE_SEED.newer[0])],
    [400, upload(UNTRUSTED_RELEASE_FILE_NAME), releaseRepositoryZip('18.0.0')],
    [400, upload('notes.zip'), new TextEncoder().encode('hello')],
  ]),
  refusedToSiloAdmin(
    'system_update_repository_upload',
    'PUT',
    upload('oxide-rack-18.0.0.zip'),
    releaseRepositoryZip('18.0.0'),
  ),
]
