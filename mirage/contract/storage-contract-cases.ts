/**
 * Contract cases for disks, snapshots and images, spread into `cases` in
 * contract.test.ts: each handler with its success and its error answers. Seeds are deterministic,
 * so ids are read from a fresh seeding here.
 */
import type { MockDb } from '../db'
import { SEED_USERS } from '../seeds/seed-users'
import { seedDefault } from '../seeds/seeds'
import { STORAGE_SEED } from '../seeds/storage-seeds'
import { type ContractCase, operationCases } from './contract-case'

const seeded = seedDefault()
const idOf = <T extends { id: string; name: string }>(rows: T[], name: string) => {
  const row = rows.find((candidate) => candidate.name === name)
  if (!row) throw new Error(`the storage seeds have no ${name}`)
  return row.id
}
const readySnapshotId = idOf(seeded.snapshots.all(), 'pg-data-nightly')
const creatingSnapshotId = idOf(seeded.snapshots.all(), 'pg-data-hourly')
const detachedDiskId = idOf(seeded.disks.all(), STORAGE_SEED.diskByState.detached)
const projectImageId = idOf(seeded.images.all(), 'ubuntu-22-04')

/** A project image of `mock-project` named like the silo image `fedora-40`. */
const projectImageNamedLikeSiloImage = (db: MockDb) => {
  db.images.update(projectImageId, { name: 'fedora-40' })
}

const GiB = 1024 ** 3
const P = '?project=mock-project'
const d = STORAGE_SEED.diskByState
/** A disk create of `size` bytes whose contents come from `diskSource` (the contract's DiskSource). */
const fromSource = (name: string, size: number, diskSource: Record<string, unknown>) => ({
  name,
  description: '',
  size,
  disk_backend: { type: 'distributed', disk_source: diskSource },
})
const blank = (name: string, size = 10 * GiB, blockSize = 4096) =>
  fromSource(name, size, { type: 'blank', block_size: blockSize })
const fromReadySnapshot = (name: string, size: number) =>
  fromSource(name, size, { type: 'snapshot', snapshot_id: readySnapshotId })
/** An image create of `os` `version` from the snapshot `snapshotId`. */
const imageFrom = (name: string, os: string, version: string, snapshotId = readySnapshotId) => ({
  name,
  description: '',
  os,
  version,
  source: { type: 'snapshot', id: snapshotId },
})
/** A write of 512 zero bytes at `offset`. */
const write = (offset: number) => ({
  base64_encoded_data: btoa(String.fromCharCode(...new Uint8Array(512))),
  offset,
})
export const storageContractCases: ContractCase[] = [
  // disks
  ...operationCases('disk_list', 'GET', [
    [200, `/v1/disks${P}`],
    [200, `/v1/disks${P}&limit=2`],
    [400, '/v1/disks'],
    [404, '/v1/disks?project=missing'],
  ]),
  ...operationCases('disk_create', 'POST', [
    [201, `/v1/disks${P}`, blank('new-disk')],
    [
      201,
      `/v1/disks${P}`,
      fromSource('upload-target', GiB, { type: 'importing_blocks', block_size: 512 }),
    ],
    [201, `/v1/disks${P}`, fromReadySnapshot('from-snapshot', 100 * GiB)],
    [400, `/v1/disks${P}`, fromReadySnapshot('too-small', 10 * GiB)],
    [409, `/v1/disks${P}`, blank(d.detached)],
    [400, `/v1/disks${P}`, blank('tiny', 1024)],
    [400, `/v1/disks${P}`, blank('odd', GiB, 1000)],
    [500, `/v1/disks${P}`, blank('fail-500')],
  ]),
  ...operationCases('disk_view', 'GET', [
    [200, `/v1/disks/${d.attached}${P}`],
    [200, `/v1/disks/${detachedDiskId}`],
    [404, `/v1/disks/missing${P}`],
  ]),
  ...operationCases('disk_delete', 'DELETE', [
    [204, `/v1/disks/${d.detached}${P}`],
    [204, `/v1/disks/${d.faulted}${P}`],
    [400, `/v1/disks/${d.attached}${P}`],
    [404, `/v1/disks/missing${P}`],
  ]),
  ...operationCases('disk_bulk_write_import_start', 'POST', [
    [204, `/v1/disks/${d.import_ready}/bulk-write-start${P}`],
    [400, `/v1/disks/${d.detached}/bulk-write-start${P}`],
  ]),
  ...operationCases('disk_bulk_write_import', 'POST', [
    [204, `/v1/disks/${d.importing_from_bulk_writes}/bulk-write${P}`, write(4096)],
    [400, `/v1/disks/${d.importing_from_bulk_writes}/bulk-write${P}`, write(4 * GiB)],
    [400, `/v1/disks/${d.import_ready}/bulk-write${P}`, write(0)],
  ]),
  ...operationCases('disk_bulk_write_import_stop', 'POST', [
    [204, `/v1/disks/${d.importing_from_bulk_writes}/bulk-write-stop${P}`],
    [400, `/v1/disks/${d.import_ready}/bulk-write-stop${P}`],
  ]),
  ...operationCases('disk_finalize_import', 'POST', [
    [204, `/v1/disks/${d.import_ready}/finalize${P}`, { snapshot_name: 'imported' }],
    [409, `/v1/disks/${d.import_ready}/finalize${P}`, { snapshot_name: 'pg-data-nightly' }],
    [400, `/v1/disks/${d.detached}/finalize${P}`, {}],
  ]),
  // snapshots
  ...operationCases('snapshot_list', 'GET', [
    [200, `/v1/snapshots${P}`],
    [400, '/v1/snapshots'],
  ]),
  ...operationCases('snapshot_create', 'POST', [
    [201, `/v1/snapshots${P}`, { name: 'new-snap', description: '', disk: d.detached }],
    [201, `/v1/snapshots${P}`, { name: 'by-id', description: '', disk: detachedDiskId }],
    [400, `/v1/snapshots${P}`, { name: 'new-snap', description: '', disk: d.creating }],
    [409, `/v1/snapshots${P}`, { name: 'pg-data-nightly', description: '', disk: d.attached }],
    [500, `/v1/snapshots${P}`, { name: 'fail-500', description: '', disk: d.attached }],
  ]),
  ...operationCases('snapshot_view', 'GET', [
    [200, `/v1/snapshots/pg-data-nightly${P}`],
    [404, `/v1/snapshots/missing${P}`],
  ]),
  ...operationCases('snapshot_delete', 'DELETE', [
    [204, `/v1/snapshots/${readySnapshotId}`],
    [404, `/v1/snapshots/missing${P}`],
    [400, `/v1/snapshots/${creatingSnapshotId}`],
  ]),
  // images
  ...operationCases('image_list', 'GET', [
    [200, `/v1/images${P}`],
    [200, '/v1/images'],
    [404, '/v1/images?project=missing'],
  ]),
  ...operationCases('image_create', 'POST', [
    [201, `/v1/images${P}`, imageFrom('from-nightly', 'debian', '12')],
    [409, `/v1/images${P}`, imageFrom('ubuntu-22-04', 'ubuntu', '22.04')],
    [400, `/v1/images${P}`, imageFrom('not-ready', 'debian', '12', creatingSnapshotId)],
    [500, `/v1/images${P}`, imageFrom('fail-500', 'debian', '12')],
  ]),
  ...operationCases('image_view', 'GET', [
    [200, `/v1/images/ubuntu-22-04${P}`],
    [200, '/v1/images/fedora-40'],
    [200, `/v1/images/${projectImageId}`],
    [404, `/v1/images/fedora-40${P}`],
  ]),
  ...operationCases('image_delete', 'DELETE', [
    [204, `/v1/images/debian-12${P}`],
    [404, '/v1/images/missing'],
  ]),
  // a silo image is the silo's: a collaborator on one project may not delete or demote it
  {
    operationId: 'image_delete',
    method: 'DELETE',
    url: '/v1/images/fedora-40',
    status: 403,
    user: SEED_USERS.projectCollaborator.username,
  },
  {
    operationId: 'image_demote',
    method: 'POST',
    url: `/v1/images/fedora-40/demote${P}`,
    status: 403,
    user: SEED_USERS.projectCollaborator.username,
  },
  ...operationCases('image_promote', 'POST', [
    [202, `/v1/images/ubuntu-22-04/promote${P}`],
    [400, '/v1/images/fedora-40/promote'],
  ]),
  {
    operationId: 'image_promote',
    method: 'POST',
    url: `/v1/images/fedora-40/promote${P}`,
    status: 409,
    setup: projectImageNamedLikeSiloImage,
  },
  ...operationCases('image_demote', 'POST', [
    [202, `/v1/images/fedora-40/demote${P}`],
    [404, '/v1/images/fedora-40/demote?project=missing'],
  ]),
  {
    operationId: 'image_demote',
    method: 'POST',
    url: `/v1/images/fedora-40/demote${P}`,
    status: 409,
    setup: projectImageNamedLikeSiloImage,
  },
  {
    operationId: 'image_demote',
    method: 'POST',
    url: `/v1/images/${projectImageId}/demote${P}`,
    status: 400,
  },
]
