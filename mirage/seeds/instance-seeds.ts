/**
 * Instances in the default scenario: in `mock-project`, one per run state of the contract (SPEC
 * §4; failed three ways for "due for restart") and enough running ones that the list paginates
 * at the console's page size of 50. Seeded instances have no pending transitions, so their
 * transitional states stay put for QA to look at (handlers/instances.ts); like a real rack's,
 * those states began minutes ago, not when the instance was made. Each instance boots from a
 * boot disk of its own, as a real one does, but for the two named below.
 *
 * The list is sorted by name (the contract's default), so a newcomer's first rows are the
 * realistic services named before the fixtures (`fail-403`, `state-…`), which keep their names
 * for the specs and the README. Each instance says when it was made, weeks to minutes ago, and
 * its boot disk and interface were made with it.
 */
import { isTransitional } from '~/machines/instance-rules'
import type { MockDb, Schemas } from '../db'
import type { SeededContext } from '../factories'
import { insertInstance, MOCK_IP_POOL_ID } from '../records'
import { FAIL_403_NAME } from '../sentinels'

const GiB = 1024 ** 3
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export const INSTANCE_SEED = {
  project: 'mock-project',
  /** The storage seeds attach their disks to it; stopped. */
  main: 'db1',
  mainBootDisk: 'db1-boot',
  byState: {
    creating: 'state-creating',
    starting: 'state-starting',
    running: 'state-running',
    stopping: 'state-stopping',
    stopped: 'state-stopped',
    rebooting: 'state-rebooting',
    migrating: 'state-migrating',
    repairing: 'state-repairing',
    failed: 'state-failed',
    destroyed: 'state-destroyed',
  } satisfies Record<Schemas['InstanceState'], string>,
  /** Failed with auto-restart on and a cooldown that has not expired: not due for restart. */
  failedInCooldown: 'state-failed-cooldown',
  /** Failed with auto-restart off (policy never): not due for restart. */
  failedNoRestart: 'state-failed-no-restart',
  /** A far-future cooldown keeps the seeds deterministic and the cooldown unexpired. */
  cooldownExpiration: '2099-01-01T00:00:00.000Z',
  runningCount: 45,
  /**
   * Stopped with 1 vCPU and 2 GiB: the other seeds hold 404 GiB of the silo's 1 TiB of memory, so
   * resizing it to 1 TiB exceeds the quota (the settings form's server error, through a real
   * condition).
   */
  nearQuota: 'tiny-worker',
  /** Stopped; its lifecycle actions are refused as not authorized (handlers/instances.ts). */
  forbidden: FAIL_403_NAME,
  /**
   * Instances without disks: the running one is the console's example of an instance with
   * nothing to chart on its disk metrics ('no disks attached', specs); a destroyed one has let
   * its disks go.
   */
  diskless: ['state-running', 'state-destroyed'] as readonly string[],
  /** How long ago a seeded instance entered its transitional state (SPEC §4's transitional). */
  transitionAgeMs: 3 * MINUTE,
  /** The first rows of the list: services a project runs, named before the fixtures. */
  services: [
    { name: 'api-gateway', description: 'Public API gateway', ncpus: 2, memory: 4 },
    { name: 'app-01', description: 'Application server', ncpus: 2, memory: 8 },
    { name: 'app-02', description: 'Application server', ncpus: 2, memory: 8 },
    { name: 'backup-agent', description: 'Nightly backups to object storage', ncpus: 1, memory: 2 },
    { name: 'build-runner', description: 'CI build runner', ncpus: 4, memory: 8, stopped: true },
    { name: 'cache-01', description: 'Redis cache', ncpus: 2, memory: 8 },
    { name: 'cache-02', description: 'Redis cache', ncpus: 2, memory: 8 },
    { name: 'db2', description: 'PostgreSQL replica', ncpus: 4, memory: 16 },
    { name: 'dns-01', description: 'Internal DNS resolver', ncpus: 1, memory: 2 },
    { name: 'etcd-01', description: 'etcd cluster member', ncpus: 1, memory: 2 },
    { name: 'etcd-02', description: 'etcd cluster member', ncpus: 1, memory: 2 },
    { name: 'etl-nightly', description: 'Nightly ETL batch', ncpus: 2, memory: 4, stopped: true },
  ] as readonly {
    name: string
    description: string
    ncpus: number
    memory: number
    stopped?: boolean
  }[],
} as const

const runningName = (index: number) => `web-${String(index + 1).padStart(2, '0')}`

export function seedInstances(db: MockDb, context: SeededContext) {
  const project = db.projects.findBy((row) => row.name === INSTANCE_SEED.project)
  if (!project) return
  // a time, not a record: it takes no id from the stream, so every seeded id stays as it was
  const transitionStarted = context.at(INSTANCE_SEED.transitionAgeMs).now()
  const add = (
    input: Partial<Schemas['Instance']> & { name: string },
    options: { ageMs: number; bootDisk?: string; bootGiB?: number; ephemeralIp?: boolean },
  ) => {
    const bootDisk = INSTANCE_SEED.diskless.includes(input.name)
      ? undefined
      : (options.bootDisk ?? `${input.name}-boot`)
    const moving = input.run_state && isTransitional(input.run_state)
    return insertInstance(
      db,
      context.at(options.ageMs),
      {
        project_id: project.id,
        ...input,
        ...(moving ? { time_run_state_updated: transitionStarted } : {}),
      },
      {
        disks: bootDisk
          ? [
              {
                type: 'create',
                name: bootDisk,
                description: `Boot disk for ${input.name}`,
                size: (options.bootGiB ?? 20) * GiB,
              },
            ]
          : [],
        bootDisk: Boolean(bootDisk),
        nics: 'default',
        ephemeralIpPoolIds: options.ephemeralIp ? [MOCK_IP_POOL_ID] : [],
      },
    )
  }

  add(
    {
      name: INSTANCE_SEED.main,
      description: 'PostgreSQL primary',
      run_state: 'stopped',
      ncpus: 8,
      memory: 32 * GiB,
    },
    { ageMs: 200 * DAY, bootDisk: INSTANCE_SEED.mainBootDisk, ephemeralIp: true },
  )
  // the fixtures came in the last three weeks; one still creating was asked for minutes ago
  const states = Object.entries(INSTANCE_SEED.byState) as [Schemas['InstanceState'], string][]
  for (const [index, [run_state, name]] of states.entries()) {
    add(
      {
        name,
        description: `An instance that is ${run_state}`,
        run_state,
        ncpus: 4,
        memory: 8 * GiB,
      },
      {
        ageMs: run_state === 'creating' ? INSTANCE_SEED.transitionAgeMs : (20 - index) * DAY,
        ephemeralIp: run_state === 'running',
      },
    )
  }
  add(
    {
      name: INSTANCE_SEED.failedInCooldown,
      description: 'Failed, restarted recently; waits for its cooldown',
      run_state: 'failed',
      ncpus: 2,
      memory: 4 * GiB,
      auto_restart_cooldown_expiration: INSTANCE_SEED.cooldownExpiration,
      time_last_auto_restarted: context.at(20 * MINUTE).now(),
    },
    { ageMs: 6 * DAY },
  )
  add(
    {
      name: INSTANCE_SEED.failedNoRestart,
      description: 'Failed, and never restarted automatically',
      run_state: 'failed',
      auto_restart_enabled: false,
      auto_restart_policy: 'never',
      ncpus: 2,
      memory: 4 * GiB,
    },
    { ageMs: 5 * DAY },
  )
  // the web tier grew over five months, one instance every few days
  const webSpanMs = 150 * DAY
  for (let index = 0; index < INSTANCE_SEED.runningCount; index++) {
    add(
      {
        name: runningName(index),
        description: 'Web tier',
        run_state: index % 9 === 8 ? 'stopped' : 'running',
        ncpus: 2,
        memory: 4 * GiB,
      },
      {
        ageMs:
          webSpanMs - Math.round((index * (webSpanMs - DAY)) / (INSTANCE_SEED.runningCount - 1)),
        bootGiB: 10,
      },
    )
  }
  add(
    {
      name: INSTANCE_SEED.forbidden,
      description: 'Start, stop, reboot and delete are refused: action not authorized',
      run_state: 'stopped',
      ncpus: 2,
      memory: 4 * GiB,
    },
    { ageMs: 9 * DAY },
  )
  add(
    {
      name: INSTANCE_SEED.nearQuota,
      description: 'A small batch worker',
      run_state: 'stopped',
      ncpus: 1,
      memory: 2 * GiB,
    },
    { ageMs: 12 * DAY },
  )
  // last, so every instance above keeps its seeded id
  for (const [index, service] of INSTANCE_SEED.services.entries()) {
    add(
      {
        name: service.name,
        description: service.description,
        run_state: service.stopped ? 'stopped' : 'running',
        ncpus: service.ncpus,
        memory: service.memory * GiB,
      },
      { ageMs: (120 - 7 * index) * DAY },
    )
  }
}
