/**
 * Contract cases for disks, snapshots and images, spread into `cases` in
 * contract.test.ts: each handler with its success and its error answers. Seeds are deterministic,
 * so ids are read from a fresh seeding here.
 */
import type { MockDb } from '../db'
import { seedDefault } from '../seeds/seeds'
import { STORAGE_SEED } from '../seeds/storage-seeds'
import type { ContractCase } from './contract-case'

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
const blank = (name: string, size = 10 * GiB, blockSize = 4096) => ({
  name,
  description: '',
  size,
  disk_backend: {
    type: 'distributed',
    disk_source: { type: 'blank', block_size: blockSize },
  },
})
/** A write of 512 zero bytes at `offset`. */
const write = (offset: number) => ({
  base64_encoded_data: btoa(String.fromCharCode(...new Uint8Array(512))),
  offset,
})
export const storageContractCases: ContractCase[] = [
  // disks
  { operationId: 'disk_list', method: 'GET', url: `/v1/disks${P}`, status: 200 },
  { operationId: 'disk_list', method: 'GET', url: `/v1/disks${P}&limit=2`, status: 200 },
  { operationId: 'disk_list', method: 'GET', url: '/v1/disks', status: 400 },
  { operationId: 'disk_list', method: 'GET', url: '/v1/disks?project=missing', status: 404 },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: blank('new-disk'),
    status: 201,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: {
      ...blank('upload-target', GiB, 512),
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    },
    status: 201,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: {
      ...blank('from-snapshot', 100 * GiB),
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'snapshot', snapshot_id: readySnapshotId },
      },
    },
    status: 201,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: {
      ...blank('too-small', 10 * GiB),
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'snapshot', snapshot_id: readySnapshotId },
      },
    },
    status: 400,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: blank(d.detached),
    status: 409,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: blank('tiny', 1024),
    status: 400,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: blank('odd', GiB, 1000),
    status: 400,
  },
  {
    operationId: 'disk_create',
    method: 'POST',
    url: `/v1/disks${P}`,
    body: blank('fail-500'),
    status: 500,
  },
  { operationId: 'disk_view', method: 'GET', url: `/v1/disks/${d.attached}${P}`, status: 200 },
  { operationId: 'disk_view', method: 'GET', url: `/v1/disks/${detachedDiskId}`, status: 200 },
  { operationId: 'disk_view', method: 'GET', url: `/v1/disks/missing${P}`, status: 404 },
  { operationId: 'disk_delete', method: 'DELETE', url: `/v1/disks/${d.detached}${P}`, status: 204 },
  { operationId: 'disk_delete', method: 'DELETE', url: `/v1/disks/${d.faulted}${P}`, status: 204 },
  { operationId: 'disk_delete', method: 'DELETE', url: `/v1/disks/${d.attached}${P}`, status: 400 },
  { operationId: 'disk_delete', method: 'DELETE', url: `/v1/disks/missing${P}`, status: 404 },
  {
    operationId: 'disk_bulk_write_import_start',
    method: 'POST',
    url: `/v1/disks/${d.import_ready}/bulk-write-start${P}`,
    status: 204,
  },
  {
    operationId: 'disk_bulk_write_import_start',
    method: 'POST',
    url: `/v1/disks/${d.detached}/bulk-write-start${P}`,
    status: 400,
  },
  {
    operationId: 'disk_bulk_write_import',
    method: 'POST',
    url: `/v1/disks/${d.importing_from_bulk_writes}/bulk-write${P}`,
    body: write(4096),
    status: 204,
  },
  {
    operationId: 'disk_bulk_write_import',
    method: 'POST',
    url: `/v1/disks/${d.importing_from_bulk_writes}/bulk-write${P}`,
    body: write(4 * GiB),
    status: 400,
  },
  {
    operationId: 'disk_bulk_write_import',
    method: 'POST',
    url: `/v1/disks/${d.import_ready}/bulk-write${P}`,
    body: write(0),
    status: 400,
  },
  {
    operationId: 'disk_bulk_write_import_stop',
    method: 'POST',
    url: `/v1/disks/${d.importing_from_bulk_writes}/bulk-write-stop${P}`,
    status: 204,
  },
  {
    operationId: 'disk_bulk_write_import_stop',
    method: 'POST',
    url: `/v1/disks/${d.import_ready}/bulk-write-stop${P}`,
    status: 400,
  },
  {
    operationId: 'disk_finalize_import',
    method: 'POST',
    url: `/v1/disks/${d.import_ready}/finalize${P}`,
    body: { snapshot_name: 'imported' },
    status: 204,
  },
  {
    operationId: 'disk_finalize_import',
    method: 'POST',
    url: `/v1/disks/${d.import_ready}/finalize${P}`,
    body: { snapshot_name: 'pg-data-nightly' },
    status: 409,
  },
  {
    operationId: 'disk_finalize_import',
    method: 'POST',
    url: `/v1/disks/${d.detached}/finalize${P}`,
    body: {},
    status: 400,
  },
  // snapshots
  { operationId: 'snapshot_list', method: 'GET', url: `/v1/snapshots${P}`, status: 200 },
  { operationId: 'snapshot_list', method: 'GET', url: '/v1/snapshots', status: 400 },
  {
    operationId: 'snapshot_create',
    method: 'POST',
    url: `/v1/snapshots${P}`,
    body: { name: 'new-snap', description: '', disk: d.detached },
    status: 201,
  },
  {
    operationId: 'snapshot_create',
    method: 'POST',
    url: `/v1/snapshots${P}`,
    body: { name: 'by-id', description: '', disk: detachedDiskId },
    status: 201,
  },
  {
    operationId: 'snapshot_create',
    method: 'POST',
    url: `/v1/snapshots${P}`,
    body: { name: 'new-snap', description: '', disk: d.creating },
    status: 400,
  },
  {
    operationId: 'snapshot_create',
    method: 'POST',
    url: `/v1/snapshots${P}`,
    body: { name: 'pg-data-nightly', description: '', disk: d.attached },
    status: 409,
  },
  {
    operationId: 'snapshot_create',
    method: 'POST',
    url: `/v1/snapshots${P}`,
    body: { name: 'fail-500', description: '', disk: d.attached },
    status: 500,
  },
  {
    operationId: 'snapshot_view',
    method: 'GET',
    url: `/v1/snapshots/pg-data-nightly${P}`,
    status: 200,
  },
  { operationId: 'snapshot_view', method: 'GET', url: `/v1/snapshots/missing${P}`, status: 404 },
  {
    operationId: 'snapshot_delete',
    method: 'DELETE',
    url: `/v1/snapshots/${readySnapshotId}`,
    status: 204,
  },
  {
    operationId: 'snapshot_delete',
    method: 'DELETE',
    url: `/v1/snapshots/missing${P}`,
    status: 404,
  },
  {
    operationId: 'snapshot_delete',
    method: 'DELETE',
    url: `/v1/snapshots/${creatingSnapshotId}`,
    status: 400,
  },
  // images
  { operationId: 'image_list', method: 'GET', url: `/v1/images${P}`, status: 200 },
  { operationId: 'image_list', method: 'GET', url: '/v1/images', status: 200 },
  { operationId: 'image_list', method: 'GET', url: '/v1/images?project=missing', status: 404 },
  {
    operationId: 'image_create',
    method: 'POST',
    url: `/v1/images${P}`,
    body: {
      name: 'from-nightly',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: readySnapshotId },
    },
    status: 201,
  },
  {
    operationId: 'image_create',
    method: 'POST',
    url: `/v1/images${P}`,
    body: {
      name: 'ubuntu-22-04',
      description: '',
      os: 'ubuntu',
      version: '22.04',
      source: { type: 'snapshot', id: readySnapshotId },
    },
    status: 409,
  },
  {
    operationId: 'image_create',
    method: 'POST',
    url: `/v1/images${P}`,
    body: {
      name: 'not-ready',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: creatingSnapshotId },
    },
    status: 400,
  },
  {
    operationId: 'image_create',
    method: 'POST',
    url: `/v1/images${P}`,
    body: {
      name: 'fail-500',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: readySnapshotId },
    },
    status: 500,
  },
  { operationId: 'image_view', method: 'GET', url: `/v1/images/ubuntu-22-04${P}`, status: 200 },
  { operationId: 'image_view', method: 'GET', url: '/v1/images/fedora-40', status: 200 },
  { operationId: 'image_view', method: 'GET', url: `/v1/images/${projectImageId}`, status: 200 },
  { operationId: 'image_view', method: 'GET', url: `/v1/images/fedora-40${P}`, status: 404 },
  { operationId: 'image_delete', method: 'DELETE', url: `/v1/images/debian-12${P}`, status: 204 },
  { operationId: 'image_delete', method: 'DELETE', url: '/v1/images/missing', status: 404 },
  {
    operationId: 'image_promote',
    method: 'POST',
    url: `/v1/images/ubuntu-22-04/promote${P}`,
    status: 202,
  },
  {
    operationId: 'image_promote',
    method: 'POST',
    url: '/v1/images/fedora-40/promote',
    status: 400,
  },
  {
    operationId: 'image_promote',
    method: 'POST',
    url: `/v1/images/fedora-40/promote${P}`,
    status: 409,
    setup: projectImageNamedLikeSiloImage,
  },
  {
    operationId: 'image_demote',
    method: 'POST',
    url: `/v1/images/fedora-40/demote${P}`,
    status: 202,
  },
  {
    operationId: 'image_demote',
    method: 'POST',
    url: '/v1/images/fedora-40/demote?project=missing',
    status: 404,
  },
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
