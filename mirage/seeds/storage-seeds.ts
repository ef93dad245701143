/**
 * Storage in the default scenario: a disk in every contract state (SPEC §4) in `mock-project`,
 * snapshots in every snapshot state, project images and silo images. Deterministic like the rest
 * of the seeds. Seeded disks are old, so their transitional states stay put (handlers/disks.ts).
 */
import type { MockDb, Schemas } from '../db'
import {
  diskFactory,
  type FactoryContext,
  imageFactory,
  type SeededContext,
  snapshotFactory,
} from '../factories'
import { INSTANCE_SEED } from './instance-seeds'

const GiB = 1024 ** 3
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type DiskStateName = Schemas['DiskState']['state']

export const STORAGE_SEED = {
  project: 'mock-project',
  /** One disk per state, named for it, so a test can pick the state it needs. */
  diskByState: {
    creating: 'data-creating',
    detached: 'data-detached',
    import_ready: 'import-ready',
    importing_from_url: 'import-url',
    importing_from_bulk_writes: 'import-bulk',
    finalizing: 'import-finalizing',
    maintenance: 'data-maintenance',
    attaching: 'data-attaching',
    attached: 'data-attached',
    detaching: 'data-detaching',
    destroyed: 'data-destroyed',
    faulted: 'data-faulted',
  } satisfies Record<DiskStateName, string>,
  projectImages: ['ubuntu-22-04', 'debian-12'],
  siloImages: ['fedora-40', 'alpine-3-20'],
} as const

/** The instance seeded disks are attached to: the project's database primary, or a stand-in id. */
function instanceIdFor(db: MockDb, projectId: string, context: FactoryContext) {
  const instance = db.instances?.findBy(
    (row) => row.project_id === projectId && row.name === INSTANCE_SEED.main,
  )
  return instance?.id ?? context.ids.uuid()
}

/**
 * How long ago each seeded disk, snapshot and image was made: the database's data disk with the
 * database, the fixtures over the last weeks (the ones still being made minutes ago), last
 * night's snapshot, and images from months ago to yesterday.
 */
const AGE_MS: Record<string, number> = {
  'data-creating': 3 * MINUTE,
  'pg-data': 199 * DAY,
  scratch: 30 * DAY,
  'pg-data-nightly': 26 * HOUR,
  'data-detached-backup': 18 * DAY,
  'pg-data-hourly': 3 * MINUTE,
  'data-faulted-last': 9 * DAY,
  'ubuntu-22-04': 160 * DAY,
  'debian-12': 25 * HOUR,
  'fedora-40': 220 * DAY,
  'alpine-3-20': 95 * DAY,
}
/** A fixture disk not named above: a few days old. */
const FIXTURE_AGE_MS = 4 * DAY

export function seedStorage(db: MockDb, seeded: SeededContext) {
  const project = db.projects.findBy((row) => row.name === STORAGE_SEED.project)
  if (!project) return
  const madeAgo = (name: string) => seeded.at(AGE_MS[name] ?? FIXTURE_AGE_MS)
  const instance = instanceIdFor(db, project.id, seeded)
  const disk = (name: string, state: Schemas['DiskState'], size: number, blockSize = 4096) =>
    db.disks.insert(
      diskFactory(madeAgo(name), {
        project_id: project.id,
        name,
        state,
        size: size * GiB,
        block_size: blockSize as Schemas['BlockSize'],
      }),
    )

  const byState = {} as Record<DiskStateName, Schemas['Disk']>
  for (const [state, name] of Object.entries(STORAGE_SEED.diskByState) as [
    DiskStateName,
    string,
  ][]) {
    const wire =
      state === 'attaching' || state === 'attached' || state === 'detaching'
        ? { state, instance }
        : ({ state } as Schemas['DiskState'])
    byState[state] = disk(name, wire, state.startsWith('import') ? 4 : 10)
  }
  const pgData = disk('pg-data', { state: 'attached', instance }, 100)
  disk('scratch', { state: 'detached' }, 20, 512)

  const snapshot = (name: string, of: Schemas['Disk'], state: Schemas['SnapshotState'] = 'ready') =>
    db.snapshots.insert(
      snapshotFactory(
        madeAgo(name),
        { project_id: project.id, disk_id: of.id, name, size: of.size },
        state,
      ),
    )
  const nightly = snapshot('pg-data-nightly', pgData)
  snapshot('data-detached-backup', byState.detached)
  snapshot('pg-data-hourly', pgData, 'creating')
  snapshot('data-faulted-last', byState.faulted, 'faulted')

  const [ubuntu, debian] = STORAGE_SEED.projectImages
  db.images.insert(
    imageFactory(madeAgo(ubuntu), {
      name: ubuntu,
      description: 'Ubuntu 22.04 LTS cloud image',
      os: 'ubuntu',
      version: '22.04',
      project_id: project.id,
      size: 3 * GiB,
    }),
  )
  db.images.insert(
    imageFactory(madeAgo(debian), {
      name: debian,
      description: 'Debian 12 from the nightly database snapshot',
      os: 'debian',
      version: '12',
      project_id: project.id,
      size: nightly.size,
      block_size: 4096,
    }),
  )
  const [fedora, alpine] = STORAGE_SEED.siloImages
  db.images.insert(
    imageFactory(madeAgo(fedora), {
      name: fedora,
      description: 'Fedora 40 cloud base',
      os: 'fedora',
      version: '40',
      size: 5 * GiB,
    }),
  )
  db.images.insert(
    imageFactory(madeAgo(alpine), {
      name: alpine,
      description: 'Alpine Linux for small services',
      os: 'alpine',
      version: '3.20',
      size: GiB,
    }),
  )
}
