/**
 * Instances in the default scenario: in `mock-project`, one per run state of the contract (SPEC
 * §4; failed three ways for "due for restart") and enough running ones that the list paginates
 * at the console's page size of 50. Seeded instances have no pending transitions, so their
 * transitional states stay put for QA to look at (handlers/instances.ts); like a real rack's,
 * those states began minutes ago, not when the instance was made. Each instance boots from a
 * boot disk of its own, as a real one does, but for the two named below.
 */
import { isTransitional } from '~/machines/instance-rules'
import type { MockDb, Schemas } from '../db'
import type { SeededContext } from '../factories'
import { insertInstance, MOCK_IP_POOL_ID } from '../records'
import { FAIL_403_NAME } from '../sentinels'

const GiB = 1024 ** 3
const MINUTE = 60_000

export const INSTANCE_SEED = {
  project: 'mock-project',
  /** Alphabetically first, so the storage seeds attach their disks to it; stopped. */
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
   * Stopped with 1 vCPU: the other seeds hold more than 176 of the silo's 240 vCPUs, so resizing
   * it to 64 exceeds the quota (the settings form's server error, through a real condition).
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
} as const

const runningName = (index: number) => `web-${String(index + 1).padStart(2, '0')}`

export function seedInstances(db: MockDb, context: SeededContext) {
  const project = db.projects.findBy((row) => row.name === INSTANCE_SEED.project)
  if (!project) return
  // a time, not a record: it takes no id from the stream, so every seeded id stays as it was
  const transitionStarted = context.at(INSTANCE_SEED.transitionAgeMs).now()
  const add = (
    input: Partial<Schemas['Instance']> & { name: string },
    options: { bootDisk?: string; bootGiB?: number; ephemeralIp?: boolean } = {},
  ) => {
    const bootDisk = INSTANCE_SEED.diskless.includes(input.name)
      ? undefined
      : (options.bootDisk ?? `${input.name}-boot`)
    const moving = input.run_state && isTransitional(input.run_state)
    return insertInstance(
      db,
      context,
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
    { bootDisk: INSTANCE_SEED.mainBootDisk, ephemeralIp: true },
  )
  for (const [run_state, name] of Object.entries(INSTANCE_SEED.byState) as [
    Schemas['InstanceState'],
    string,
  ][]) {
    add(
      {
        name,
        description: `An instance that is ${run_state}`,
        run_state,
        ncpus: 4,
        memory: 8 * GiB,
      },
      { ephemeralIp: run_state === 'running' },
    )
  }
  add({
    name: INSTANCE_SEED.failedInCooldown,
    description: 'Failed, restarted recently; waits for its cooldown',
    run_state: 'failed',
    ncpus: 2,
    memory: 4 * GiB,
    auto_restart_cooldown_expiration: INSTANCE_SEED.cooldownExpiration,
    time_last_auto_restarted: context.now(),
  })
  add({
    name: INSTANCE_SEED.failedNoRestart,
    description: 'Failed, and never restarted automatically',
    run_state: 'failed',
    auto_restart_enabled: false,
    auto_restart_policy: 'never',
    ncpus: 2,
    memory: 4 * GiB,
  })
  for (let index = 0; index < INSTANCE_SEED.runningCount; index++) {
    add(
      {
        name: runningName(index),
        description: 'Web tier',
        run_state: index % 9 === 8 ? 'stopped' : 'running',
        ncpus: 2,
        memory: 4 * GiB,
      },
      { bootGiB: 10 },
    )
  }
  add({
    name: INSTANCE_SEED.forbidden,
    description: 'Start, stop, reboot and delete are refused: action not authorized',
    run_state: 'stopped',
    ncpus: 2,
    memory: 4 * GiB,
  })
  add({
    name: INSTANCE_SEED.nearQuota,
    description: 'A small batch worker',
    run_state: 'stopped',
    ncpus: 1,
    memory: 2 * GiB,
  })
}
