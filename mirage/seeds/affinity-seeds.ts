/**
 * Affinity and anti-affinity groups in `mock-project`, with members in several run states (the
 * affinity pages, the instance's settings tab and the new-instance form): a best-effort and a
 * strict group of each kind (SPEC §9's help text: the policy decides whether members may start
 * when the rule cannot be satisfied), one of them empty. Members joined while stopped and may
 * have started since, which is why a group shows running members that could not be added now.
 */
import type { AntiAffinityMembership, MockDb, Table } from '../db'
import { affinityGroupFactory, antiAffinityGroupFactory, type FactoryContext } from '../factories'
import { INSTANCE_SEED } from './instance-seeds'

export const AFFINITY_SEED = {
  /** Anti-affinity, policy allow: running and failed members. */
  bestEffort: 'web-spread',
  /** Anti-affinity, policy fail: one stopped member. */
  strict: 'db-spread',
  /** In the best-effort group; running. */
  member: 'web-02',
  bestEffortMembers: ['web-02', 'web-03', INSTANCE_SEED.byState.failed],
  strictMembers: [INSTANCE_SEED.main],
  /** Affinity, policy allow: a stopped and a starting member. */
  affinity: 'cache-near-db',
  affinityMembers: [INSTANCE_SEED.main, INSTANCE_SEED.byState.starting],
  /** Affinity, policy fail: no members. */
  emptyAffinity: 'batch-pack',
} as const

export function seedAffinity(db: MockDb, context: FactoryContext) {
  const project = db.projects.findBy((row) => row.name === INSTANCE_SEED.project)
  if (!project) return
  const join = (
    memberships: Table<AntiAffinityMembership>,
    groupId: string,
    names: readonly string[],
  ) => {
    for (const name of names) {
      const instance = db.instances.findBy(
        (row) => row.project_id === project.id && row.name === name,
      )
      if (instance) {
        memberships.insert({ id: context.ids.uuid(), group_id: groupId, instance_id: instance.id })
      }
    }
  }
  const web = db.antiAffinityGroups.insert(
    antiAffinityGroupFactory(context, {
      project_id: project.id,
      name: AFFINITY_SEED.bestEffort,
      description: 'Keep web servers on different sleds when possible',
    }),
  )
  const strict = db.antiAffinityGroups.insert(
    antiAffinityGroupFactory(context, {
      project_id: project.id,
      name: AFFINITY_SEED.strict,
      description: 'Database replicas must never share a sled',
      policy: 'fail',
    }),
  )
  join(db.antiAffinityMemberships, web.id, AFFINITY_SEED.bestEffortMembers)
  join(db.antiAffinityMemberships, strict.id, AFFINITY_SEED.strictMembers)

  const cache = db.affinityGroups.insert(
    affinityGroupFactory(context, {
      project_id: project.id,
      name: AFFINITY_SEED.affinity,
      description: 'Keep the cache on the database’s sled when possible',
    }),
  )
  db.affinityGroups.insert(
    affinityGroupFactory(context, {
      project_id: project.id,
      name: AFFINITY_SEED.emptyAffinity,
      description: 'Batch workers must share a sled',
      policy: 'fail',
    }),
  )
  join(db.affinityMemberships, cache.id, AFFINITY_SEED.affinityMembers)
}
