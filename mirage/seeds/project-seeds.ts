/**
 * The projects next to `mock-project` in every scenario, so that whichever project a preview user
 * opens first has something in it: a few instances in different run states, their boot disks (one
 * also has a data disk), a detached disk, snapshots and a project image, each made at its own
 * time (months to minutes before the mock started) so the Created column tells rows apart.
 * `mock-project` stays the one with every state and more instances than a page
 * (instance-seeds.ts, storage-seeds.ts).
 *
 * Their names sort after `mock-project`, so the demo project is the first row of /projects.
 * Like every seeded resource, their transitional states (starting, migrating, …) stay put.
 */
import { isTransitional } from '~/machines/instance-rules'
import type { MockDb, Schemas } from '../db'
import {
  diskFactory,
  type FactoryContext,
  imageFactory,
  type SeededContext,
  snapshotFactory,
} from '../factories'
import { startBootLoop } from '../instance-steps'
import { type InstanceDiskInput, insertInstance, insertProject, MOCK_IP_POOL_ID } from '../records'
import { INSTANCE_SEED } from './instance-seeds'
import { seedVpcs } from './vpc-seeds'

const GiB = 1024 ** 3
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

interface InstanceSeed {
  name: string
  description: string
  run_state: Schemas['InstanceState']
  ncpus: number
  memoryGiB: number
  /** How long before the mock started it was created. */
  age: number
  bootGiB: number
  /** The project image its boot disk is made from. */
  image?: string
  /** More disks created with it and attached to it. */
  dataDisks?: { name: string; sizeGiB: number }[]
  ephemeralIp?: boolean
  /** Panics on every boot and reboots, for ever (instance-steps.ts `startBootLoop`). */
  bootLoop?: boolean
}

interface ImageSeed {
  name: string
  description: string
  os: string
  version: string
  sizeGiB: number
  age: number
}

/** A detached disk. */
interface DiskSeed {
  name: string
  description: string
  sizeGiB: number
  age: number
}

interface SnapshotSeed {
  name: string
  description: string
  /** The name of the disk it is a snapshot of. */
  of: string
  age: number
}

interface ProjectSeed {
  name: string
  description: string
  /** Its own id stream, so adding a project leaves the others' ids as they were. */
  seed: number
  age: number
  images: ImageSeed[]
  instances: InstanceSeed[]
  disks: DiskSeed[]
  snapshots: SnapshotSeed[]
}

/** The instance in a reboot loop (issue 49's guest that panics on every boot). */
export const BOOT_LOOP_INSTANCE = { project: 'staging', instance: 'boot-loop' } as const

const projects: ProjectSeed[] = [
  {
    name: 'payments',
    description: 'Payment processing and reconciliation',
    seed: 0xba11,
    age: 125 * DAY,
    images: [
      {
        name: 'payments-api-base',
        description: 'Fedora 40 with the payments runtime',
        os: 'fedora',
        version: '40',
        sizeGiB: 4,
        age: 120 * DAY,
      },
    ],
    instances: [
      {
        name: 'payments-api-1',
        description: 'Payments API',
        run_state: 'running',
        ncpus: 2,
        memoryGiB: 4,
        age: 118 * DAY,
        bootGiB: 10,
        image: 'payments-api-base',
        ephemeralIp: true,
      },
      {
        name: 'payments-api-2',
        description: 'Payments API',
        run_state: 'running',
        ncpus: 2,
        memoryGiB: 4,
        age: 61 * DAY,
        bootGiB: 10,
        image: 'payments-api-base',
        ephemeralIp: true,
      },
      {
        name: 'ledger-worker',
        description: 'Nightly ledger reconciliation',
        run_state: 'stopped',
        ncpus: 2,
        memoryGiB: 8,
        age: 33 * DAY,
        bootGiB: 10,
        image: 'payments-api-base',
      },
      {
        name: 'fraud-check',
        description: 'Scores card payments for fraud',
        run_state: 'failed',
        ncpus: 2,
        memoryGiB: 4,
        age: 6 * DAY,
        bootGiB: 10,
        image: 'payments-api-base',
      },
    ],
    disks: [
      {
        name: 'ledger-archive',
        description: 'Closed ledgers, kept for audits',
        sizeGiB: 50,
        age: 90 * DAY,
      },
    ],
    snapshots: [
      {
        name: 'ledger-archive-monthly',
        description: 'Monthly copy of the closed ledgers',
        of: 'ledger-archive',
        age: 3 * DAY,
      },
    ],
  },
  {
    name: 'prod-db',
    description: 'Primary PostgreSQL cluster',
    seed: 0xdb01,
    age: 190 * DAY,
    images: [
      {
        name: 'postgres-16',
        description: 'PostgreSQL 16 on Debian 12',
        os: 'debian',
        version: '12',
        sizeGiB: 4,
        age: 186 * DAY,
      },
    ],
    instances: [
      {
        name: 'pg-primary',
        description: 'PostgreSQL primary',
        run_state: 'running',
        ncpus: 8,
        memoryGiB: 32,
        age: 180 * DAY,
        bootGiB: 20,
        image: 'postgres-16',
        dataDisks: [{ name: 'pg-primary-data', sizeGiB: 200 }],
      },
      {
        name: 'pg-replica-1',
        description: 'Streaming replica',
        run_state: 'running',
        ncpus: 4,
        memoryGiB: 16,
        age: 122 * DAY,
        bootGiB: 20,
        image: 'postgres-16',
      },
      {
        name: 'pg-replica-2',
        description: 'Streaming replica, moving to another sled',
        run_state: 'migrating',
        ncpus: 4,
        memoryGiB: 16,
        age: 9 * DAY,
        bootGiB: 20,
        image: 'postgres-16',
      },
      {
        name: 'pgbouncer',
        description: 'Connection pooler',
        run_state: 'stopped',
        ncpus: 1,
        memoryGiB: 2,
        age: 45 * DAY,
        bootGiB: 10,
        image: 'postgres-16',
      },
    ],
    disks: [
      {
        name: 'pg-wal-archive',
        description: 'Write-ahead log archive',
        sizeGiB: 100,
        age: 30 * DAY,
      },
    ],
    snapshots: [
      {
        name: 'pg-primary-data-nightly',
        description: 'Nightly snapshot of the primary',
        of: 'pg-primary-data',
        age: 14 * HOUR,
      },
      {
        name: 'pg-wal-archive-pre-upgrade',
        description: 'Before the upgrade to PostgreSQL 16',
        of: 'pg-wal-archive',
        age: 29 * DAY,
      },
    ],
  },
  {
    name: 'search-index',
    description: 'Full-text search cluster',
    seed: 0x5ea7,
    age: 22 * DAY,
    images: [
      {
        name: 'opensearch-2',
        description: 'OpenSearch 2 on Ubuntu 22.04',
        os: 'ubuntu',
        version: '22.04',
        sizeGiB: 5,
        age: 21 * DAY,
      },
    ],
    instances: [
      {
        name: 'search-0',
        description: 'Search node',
        run_state: 'running',
        ncpus: 4,
        memoryGiB: 16,
        age: 20 * DAY,
        bootGiB: 40,
        image: 'opensearch-2',
      },
      {
        name: 'search-1',
        description: 'Search node',
        run_state: 'running',
        ncpus: 4,
        memoryGiB: 16,
        age: 11 * DAY,
        bootGiB: 40,
        image: 'opensearch-2',
      },
      {
        name: 'search-2',
        description: 'Search node, restarting after a config change',
        run_state: 'rebooting',
        ncpus: 4,
        memoryGiB: 16,
        age: 2 * DAY,
        bootGiB: 40,
        image: 'opensearch-2',
      },
    ],
    disks: [
      {
        name: 'index-shards',
        description: 'Shards waiting to be restored',
        sizeGiB: 100,
        age: 10 * DAY,
      },
    ],
    snapshots: [
      {
        name: 'index-shards-weekly',
        description: 'Weekly copy of the shards',
        of: 'index-shards',
        age: 7 * HOUR,
      },
    ],
  },
  {
    name: 'staging',
    description: 'Pre-production environment',
    seed: 0x57a9,
    age: 4 * DAY,
    images: [
      {
        name: 'staging-base',
        description: 'Ubuntu 22.04 with the application dependencies',
        os: 'ubuntu',
        version: '22.04',
        sizeGiB: 3,
        age: 94 * HOUR,
      },
    ],
    instances: [
      {
        name: 'staging-app',
        description: 'The web application, pre-production',
        run_state: 'running',
        ncpus: 2,
        memoryGiB: 4,
        age: 3 * DAY,
        bootGiB: 10,
        image: 'staging-base',
        ephemeralIp: true,
      },
      {
        name: 'staging-db',
        description: 'Database with anonymized production data',
        run_state: 'stopped',
        ncpus: 2,
        memoryGiB: 8,
        age: 70 * HOUR,
        bootGiB: 20,
        image: 'staging-base',
      },
      {
        name: 'staging-worker',
        description: 'Background jobs, being created',
        run_state: 'creating',
        ncpus: 2,
        memoryGiB: 4,
        age: 4 * MINUTE,
        bootGiB: 10,
        image: 'staging-base',
      },
      {
        name: BOOT_LOOP_INSTANCE.instance,
        description: 'A kernel update that panics on boot; it reboots every 20 seconds',
        run_state: 'running',
        ncpus: 1,
        memoryGiB: 2,
        age: 2 * MINUTE,
        bootGiB: 10,
        image: 'staging-base',
        bootLoop: true,
      },
    ],
    disks: [
      {
        name: 'staging-scratch',
        description: 'Scratch space for load tests',
        sizeGiB: 20,
        age: 25 * HOUR,
      },
    ],
    snapshots: [
      {
        name: 'staging-db-boot-pre-migration',
        description: 'Before running the schema migration',
        of: 'staging-db-boot',
        age: 50 * MINUTE,
      },
    ],
  },
  {
    name: 'web-frontend',
    description: 'Customer-facing web application',
    seed: 0xfe01,
    age: 70 * DAY,
    images: [
      {
        name: 'node-20-base',
        description: 'Node.js 20 on Ubuntu 22.04',
        os: 'ubuntu',
        version: '22.04',
        sizeGiB: 3,
        age: 68 * DAY,
      },
    ],
    instances: [
      {
        name: 'frontend-1',
        description: 'Web server',
        run_state: 'running',
        ncpus: 2,
        memoryGiB: 4,
        age: 65 * DAY,
        bootGiB: 10,
        image: 'node-20-base',
        ephemeralIp: true,
      },
      {
        name: 'frontend-2',
        description: 'Web server',
        run_state: 'running',
        ncpus: 2,
        memoryGiB: 4,
        age: 27 * DAY,
        bootGiB: 10,
        image: 'node-20-base',
        ephemeralIp: true,
      },
      {
        name: 'frontend-canary',
        description: 'Canary of the next release',
        run_state: 'starting',
        ncpus: 2,
        memoryGiB: 4,
        age: 12 * MINUTE,
        bootGiB: 10,
        image: 'node-20-base',
      },
      {
        name: 'frontend-old',
        description: 'Previous release, kept for a rollback',
        run_state: 'stopped',
        ncpus: 2,
        memoryGiB: 4,
        age: 40 * DAY,
        bootGiB: 10,
        image: 'node-20-base',
      },
    ],
    disks: [
      {
        name: 'static-assets',
        description: 'Images and fonts served by the CDN',
        sizeGiB: 20,
        age: 50 * DAY,
      },
    ],
    snapshots: [
      {
        name: 'frontend-1-boot-release',
        description: 'Boot disk of the last release',
        of: 'frontend-1-boot',
        age: 2 * DAY,
      },
    ],
  },
]

export const PROJECT_SEED = {
  names: projects.map((project) => project.name),
  projects,
} as const

/**
 * Each project with its contents in the order they were made (oldest first), so ids and times
 * follow the story: the project, its images, then its instances and disks, then snapshots.
 */
export function seedProjects(db: MockDb, contextFor: (seed: number) => SeededContext) {
  for (const seed of projects) seedProject(db, contextFor(seed.seed), seed)
  // mock-project's second VPC and custom rules, on an id stream of their own (vpc-seeds.ts)
  seedVpcs(db, contextFor(VPC_SEED_STREAM))
}

/** The id stream of vpc-seeds.ts; the projects' streams are their `seed`s. */
const VPC_SEED_STREAM = 0x7bc5

function seedProject(db: MockDb, context: SeededContext, seed: ProjectSeed) {
  const project = insertProject(db, context.at(seed.age), {
    name: seed.name,
    description: seed.description,
  })
  for (const image of seed.images) {
    db.images.insert(
      imageFactory(context.at(image.age), {
        name: image.name,
        description: image.description,
        os: image.os,
        version: image.version,
        project_id: project.id,
        size: image.sizeGiB * GiB,
      }),
    )
  }
  const imageNamed = (name: string) =>
    db.images.findBy((row) => row.name === name && row.project_id === project.id)
  // an instance in a transitional state entered it minutes ago, as on a real rack
  const transitionStarted = context.at(INSTANCE_SEED.transitionAgeMs).now()

  // instances and detached disks, oldest first
  const made: [age: number, make: () => void][] = [
    ...seed.instances.map((instance): [number, () => void] => [
      instance.age,
      () =>
        insertSeededInstance(db, context.at(instance.age), project.id, instance, imageNamed, {
          transitionStarted,
        }),
    ]),
    ...seed.disks.map((disk): [number, () => void] => [
      disk.age,
      () =>
        db.disks.insert(
          diskFactory(context.at(disk.age), {
            project_id: project.id,
            name: disk.name,
            description: disk.description,
            size: disk.sizeGiB * GiB,
          }),
        ),
    ]),
  ]
  for (const [, make] of made.sort(([a], [b]) => b - a)) make()

  for (const snapshot of [...seed.snapshots].sort((a, b) => b.age - a.age)) {
    const disk = db.disks.findBy((row) => row.project_id === project.id && row.name === snapshot.of)
    if (!disk) throw new Error(`project-seeds: no disk ${snapshot.of} in ${seed.name}`)
    db.snapshots.insert(
      snapshotFactory(context.at(snapshot.age), {
        project_id: project.id,
        disk_id: disk.id,
        name: snapshot.name,
        description: snapshot.description,
        size: disk.size,
      }),
    )
  }
}

function insertSeededInstance(
  db: MockDb,
  context: FactoryContext,
  projectId: string,
  instance: InstanceSeed,
  imageNamed: (name: string) => Schemas['Image'] | undefined,
  { transitionStarted }: { transitionStarted: string },
) {
  const image = instance.image ? imageNamed(instance.image) : undefined
  if (instance.image && !image) throw new Error(`project-seeds: no image ${instance.image}`)
  const disks: InstanceDiskInput[] = [
    {
      type: 'create',
      name: `${instance.name}-boot`,
      description: `Boot disk for ${instance.name}`,
      size: instance.bootGiB * GiB,
      image_id: image?.id ?? null,
    },
    ...(instance.dataDisks ?? []).map((disk) => ({
      type: 'create' as const,
      name: disk.name,
      description: `Data disk for ${instance.name}`,
      size: disk.sizeGiB * GiB,
    })),
  ]
  const inserted = insertInstance(
    db,
    context,
    {
      project_id: projectId,
      name: instance.name,
      description: instance.description,
      run_state: instance.run_state,
      ncpus: instance.ncpus,
      memory: instance.memoryGiB * GiB,
      ...(isTransitional(instance.run_state) ? { time_run_state_updated: transitionStarted } : {}),
    },
    {
      disks,
      bootDisk: true,
      nics: 'default',
      ephemeralIpPoolIds: instance.ephemeralIp ? [MOCK_IP_POOL_ID] : [],
    },
  )
  // it booted when it was made, and has panicked and rebooted every cycle since
  if (instance.bootLoop) {
    startBootLoop(db, inserted.id, Date.parse(inserted.time_run_state_updated))
  }
}
