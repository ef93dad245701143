/**
 * Disks and the bulk-write import (SPEC §7), with the real server's rules: names unique in a
 * project, sizes between 1 GiB and 1023 GiB in whole blocks, not below the source's size, state
 * rules for delete and each import step, and disks that change state over time (disk-steps.ts).
 *
 * Sentinels for failures with no real condition (sentinels.ts): a disk named `fail-500` cannot be
 * created; a disk whose name starts with `fail-import-start`, `fail-import-write`,
 * `fail-import-stop` or `fail-finalize` fails that import step with a 500. The image upload names
 * its temporary disk after the image, so an image named like that fails the upload at that step.
 */
import type { MockDb, Schemas } from '../db'
import { settleDisks } from '../disk-steps'
import { alreadyExists, invalidRequest, invalidValue } from '../errors'
import { diskFactory, liveContext } from '../factories'
import { identityCreate } from '../identity-fields'
import { lookupDisk, lookupProject, lookupSourceImage, lookupSourceSnapshot } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateChildren } from '../pagination'
import { failOnImportSentinel, failOnSentinelName } from '../sentinels'
import { nameField, requireBody, stringField } from '../validate'

type Disk = Schemas['Disk']

const GiB = 1024 ** 3
export const MIN_DISK_BYTES = GiB
export const MAX_DISK_BYTES = 1023 * GiB
/** The largest bulk write the server takes. */
export const MAX_BULK_WRITE_BYTES = 512 * 1024
const BLOCK_SIZES = [512, 2048, 4096] as const

const setState = (db: MockDb, disk: Disk, state: Schemas['DiskState']) =>
  db.disks.update(disk.id, { state, time_modified: liveContext.now() })

const wrongState = (disk: Disk, doing: string) =>
  invalidRequest(`disk cannot be ${doing} in state "${disk.state.state.replaceAll('_', ' ')}"`)

/** The size rules of disk_create, in the server's order and words. */
function checkSize(size: unknown, blockSize: number, minimum?: { bytes: number; of: string }) {
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
    throw invalidValue('size', 'must be a non-negative integer')
  }
  if (size < MIN_DISK_BYTES) throw invalidValue('size', 'total size must be at least 1 GiB')
  if (size > MAX_DISK_BYTES) throw invalidValue('size', 'total size must be at most 1023 GiB')
  if (size % blockSize !== 0) {
    throw invalidValue('size', `total size must be a multiple of the block size ${blockSize}`)
  }
  if (minimum && size < minimum.bytes) {
    throw invalidValue(
      'size',
      `disk size ${size} must be greater than or equal to ${minimum.of} size ${minimum.bytes}`,
    )
  }
}

function blockSizeField(source: Record<string, unknown>) {
  const value = source.block_size
  if (!BLOCK_SIZES.includes(value as (typeof BLOCK_SIZES)[number])) {
    throw invalidValue('block_size', 'must be one of 512, 2048, 4096')
  }
  return value as (typeof BLOCK_SIZES)[number]
}

/** What the disk_backend of a create asks for: block size, size floor, origin and first state. */
function diskOrigin(db: MockDb, projectId: string, backend: unknown) {
  const body = requireBody(backend)
  if (body.type !== 'distributed') {
    throw invalidRequest('local disks can only be created together with an instance')
  }
  const source = requireBody(body.disk_source)
  switch (source.type) {
    case 'blank':
      return { block_size: blockSizeField(source), state: 'creating' as const }
    case 'importing_blocks':
      return { block_size: blockSizeField(source), state: 'import_ready' as const }
    case 'snapshot': {
      const snapshot = lookupSourceSnapshot(db, projectId, stringField(source, 'snapshot_id'))
      const disk = db.disks.find(snapshot.disk_id)
      return {
        block_size: disk?.block_size ?? 512,
        state: 'creating' as const,
        snapshot_id: snapshot.id,
        read_only: source.read_only === true,
        minimum: { bytes: snapshot.size, of: 'snapshot' },
      }
    }
    case 'image': {
      const image = lookupSourceImage(db, projectId, stringField(source, 'image_id'))
      return {
        block_size: image.block_size,
        state: 'creating' as const,
        image_id: image.id,
        read_only: source.read_only === true,
        minimum: { bytes: image.size, of: 'image' },
      }
    }
    default:
      throw invalidValue('disk_source', 'unknown variant')
  }
}

/** Bytes written so far per importing disk; the import restarts with bulk-write-start. */
const importedBytes = new WeakMap<MockDb, Map<string, number>>()
const imports = (db: MockDb) => {
  let map = importedBytes.get(db)
  if (!map) {
    map = new Map()
    importedBytes.set(db, map)
  }
  return map
}

/** How many bytes of a disk's import have arrived (for tests and QA). */
export const importedByteCount = (db: MockDb, diskId: string) => imports(db).get(diskId) ?? 0

function decodeBase64(data: string) {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) {
    throw invalidValue('base64_encoded_data', 'invalid base64')
  }
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return (data.length / 4) * 3 - padding
}

export const diskHandlers = {
  disk_list: ({ db, query }) => {
    const project = lookupProject(db, query.project)
    settleDisks(db)
    return paginateChildren(db.disks, 'project_id', project.id, query)
  },

  disk_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    const origin = diskOrigin(db, project.id, requireBody(body).disk_backend)
    const size = requireBody(body).size
    checkSize(size, origin.block_size, 'minimum' in origin ? origin.minimum : undefined)
    failOnSentinelName(name)
    if (db.disks.findBy((disk) => disk.project_id === project.id && disk.name === name)) {
      throw alreadyExists('disk', name)
    }
    const { minimum: _minimum, state, ...fields } = { minimum: undefined, ...origin }
    return db.disks.insert(
      diskFactory(liveContext, {
        ...fields,
        name,
        description,
        project_id: project.id,
        size: size as number,
        state: { state },
      }),
    )
  },

  disk_view: ({ db, params, query }) => lookupDisk(db, { ...query, disk: params.disk }),

  disk_delete: ({ db, params, query }) => {
    const disk = lookupDisk(db, { ...query, disk: params.disk })
    // SPEC §4: delete needs detached or faulted
    if (disk.state.state !== 'detached' && disk.state.state !== 'faulted') {
      throw wrongState(disk, 'deleted')
    }
    imports(db).delete(disk.id)
    db.disks.remove(disk.id)
  },

  disk_bulk_write_import_start: ({ db, params, query }) => {
    const disk = lookupDisk(db, { ...query, disk: params.disk })
    if (disk.state.state !== 'import_ready') throw wrongState(disk, 'imported into')
    failOnImportSentinel(disk.name, 'start')
    imports(db).set(disk.id, 0)
    setState(db, disk, { state: 'importing_from_bulk_writes' })
  },

  disk_bulk_write_import: ({ db, params, query, body }) => {
    const disk = lookupDisk(db, { ...query, disk: params.disk })
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw wrongState(disk, 'written to')
    }
    const data = stringField(body, 'base64_encoded_data')
    const offset = requireBody(body).offset
    if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
      throw invalidValue('offset', 'must be a non-negative integer')
    }
    const length = decodeBase64(data)
    if (length > MAX_BULK_WRITE_BYTES) {
      throw invalidValue('base64_encoded_data', `at most ${MAX_BULK_WRITE_BYTES} bytes per write`)
    }
    if (offset % disk.block_size !== 0) {
      throw invalidValue('offset', `must be a multiple of the block size ${disk.block_size}`)
    }
    if (offset + length > disk.size) {
      throw invalidRequest(`write of ${length} bytes at offset ${offset} exceeds the disk size`)
    }
    failOnImportSentinel(disk.name, 'write')
    imports(db).set(disk.id, importedByteCount(db, disk.id) + length)
  },

  disk_bulk_write_import_stop: ({ db, params, query }) => {
    const disk = lookupDisk(db, { ...query, disk: params.disk })
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw wrongState(disk, 'stopped importing')
    }
    failOnImportSentinel(disk.name, 'stop')
    setState(db, disk, { state: 'import_ready' })
  },

  disk_finalize_import: ({ db, params, query, body }) => {
    const disk = lookupDisk(db, { ...query, disk: params.disk })
    if (disk.state.state !== 'import_ready') throw wrongState(disk, 'finalized')
    const snapshotName = body ? nameField(body, 'snapshot_name', false) : undefined
    if (
      snapshotName !== undefined &&
      db.snapshots.findBy((row) => row.project_id === disk.project_id && row.name === snapshotName)
    ) {
      throw alreadyExists('snapshot', snapshotName)
    }
    failOnImportSentinel(disk.name, 'finalize')
    if (snapshotName !== undefined) {
      const time = liveContext.now()
      db.snapshots.insert({
        id: liveContext.ids.uuid(),
        name: snapshotName,
        description: `Snapshot of ${disk.name} made on finalizing its import`,
        project_id: disk.project_id,
        disk_id: disk.id,
        size: disk.size,
        state: 'ready',
        time_created: time,
        time_modified: time,
      })
    }
    setState(db, disk, { state: 'finalizing' })
  },
} satisfies HandlerMap
