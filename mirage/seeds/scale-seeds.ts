/**
 * The `large` scenario's project `scale-test`: 1,000 instances (`node-0001` … `node-1000`) for
 * measuring the console's lists at scale (`npm run bench`). Each instance has what its pages need
 * and nothing more, so seeding stays fast: a boot disk and one interface in the project's
 * `default` VPC, no ephemeral IP (the pool's first-free search would make seeding quadratic).
 *
 * Their run states are mostly running and stopped with a few failed, their sizes vary and
 * they were created from about seven months to five minutes before the mock started, all
 * derived from the instance's number so every start seeds the same records.
 *
 * Running instances provision vCPUs and memory (utilization.ts). The default silo's quotas grow
 * by what this project provisions, so the rest of the silo has the same room left as in the
 * default scenario (a 64-vCPU instance is still refused with 507, README "The preview").
 */
import type { MockDb, Schemas } from '../db'
import type { SeededContext } from '../factories'
import { insertInstance, insertProject } from '../records'
import { projectProvisioned, siloQuotasOf } from '../utilization'

const GiB = 1024 ** 3
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export const SCALE_SEED = {
  project: 'scale-test',
  description: 'A thousand instances, for list performance',
  instanceCount: 1000,
  /** Its own id stream (seeds.ts), so every other seeded id stays as it was. */
  stream: 0x5ca1e,
} as const

export const scaleInstanceName = (index: number) => `node-${String(index + 1).padStart(4, '0')}`

/**
 * Out of 100: mostly running and stopped, a few failed. Only states that stay put: a
 * transitional one (starting, stopping, …) would keep the list polling all 1,000 rows while the
 * page is open (use-resource-list.ts), which is not how a fleet at rest looks.
 */
const RUN_STATE_WEIGHTS: [Schemas['InstanceState'], number][] = [
  ['running', 60],
  ['stopped', 36],
  ['failed', 4],
]

const SIZES = [
  { ncpus: 1, memoryGiB: 2, bootGiB: 10 },
  { ncpus: 2, memoryGiB: 4, bootGiB: 10 },
  { ncpus: 2, memoryGiB: 8, bootGiB: 20 },
  { ncpus: 4, memoryGiB: 16, bootGiB: 40 },
]

/** A well-mixed number in [0, 2^32) from the index: neighbours differ, restarts agree. */
function mix(index: number, salt: number) {
  let hash = Math.imul(index + 1, 0x9e3779b1) ^ salt
  hash = Math.imul(hash ^ (hash >>> 15), 0x85ebca6b)
  return (hash ^ (hash >>> 13)) >>> 0
}

export function scaleRunState(index: number): Schemas['InstanceState'] {
  let roll = mix(index, 0x51a7e) % 100
  for (const [state, weight] of RUN_STATE_WEIGHTS) {
    if (roll < weight) return state
    roll -= weight
  }
  return 'running'
}

/**
 * Oldest first (about seven months), the last five minutes old: older than the minute within
 * which a changed disk settles by itself (handlers/disks.ts), so the boot disks keep their state.
 */
const ageOf = (index: number) => {
  const last = SCALE_SEED.instanceCount - 1
  return 5 * MINUTE + Math.round(((last - index) / last) * 210 * DAY)
}

export function seedScaleProject(db: MockDb, context: SeededContext) {
  const project = insertProject(db, context.at(ageOf(-1)), {
    name: SCALE_SEED.project,
    description: SCALE_SEED.description,
  })
  const vpc = db.vpcs.findBy((row) => row.project_id === project.id && row.name === 'default')
  const subnet = vpc && db.vpcSubnets.findBy((row) => row.vpc_id === vpc.id)
  if (!vpc || !subnet) throw new Error('scale-seeds: the project has no default subnet')

  for (let index = 0; index < SCALE_SEED.instanceCount; index++) {
    const name = scaleInstanceName(index)
    const size = SIZES[mix(index, 0x512e) % SIZES.length]
    insertInstance(
      db,
      context.at(ageOf(index)),
      {
        project_id: project.id,
        name,
        description: `Worker ${index + 1} of ${SCALE_SEED.instanceCount}`,
        run_state: scaleRunState(index),
        ncpus: size.ncpus,
        memory: size.memoryGiB * GiB,
      },
      {
        disks: [
          {
            type: 'create',
            name: `${name}-boot`,
            description: `Boot disk for ${name}`,
            size: size.bootGiB * GiB,
          },
        ],
        bootDisk: true,
        nics: [{ name: 'net0', description: '', vpc_id: vpc.id, subnet_id: subnet.id }],
        ephemeralIpPoolIds: [],
      },
    )
  }

  const siloId = db.projectSilos.get(project.id) ?? ''
  const quotas = siloQuotasOf(db, siloId)
  const added = projectProvisioned(db, project.id)
  db.siloQuotas.set(siloId, {
    silo_id: siloId,
    cpus: quotas.cpus + added.cpus,
    memory: quotas.memory + added.memory,
    storage: quotas.storage + added.storage,
  })
  return project
}
