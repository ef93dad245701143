/**
 * Anti-affinity groups in `mock-project` (the affinity pages are their own issue; the new-instance
 * form offers these to join): one best effort, one that refuses to start a member it cannot
 * place apart from the others (SPEC §9's help text), and a running instance in the first.
 */
import type { MockDb } from '../db'
import { antiAffinityGroupFactory, type FactoryContext } from '../factories'
import { INSTANCE_SEED } from './instance-seeds'

export const AFFINITY_SEED = {
  bestEffort: 'web-spread',
  strict: 'db-spread',
  /** In the best-effort group. */
  member: 'web-02',
} as const

export function seedAffinity(db: MockDb, context: FactoryContext) {
  const project = db.projects.findBy((row) => row.name === INSTANCE_SEED.project)
  if (!project) return
  const web = db.antiAffinityGroups.insert(
    antiAffinityGroupFactory(context, {
      project_id: project.id,
      name: AFFINITY_SEED.bestEffort,
      description: 'Keep web servers on different sleds when possible',
    }),
  )
  db.antiAffinityGroups.insert(
    antiAffinityGroupFactory(context, {
      project_id: project.id,
      name: AFFINITY_SEED.strict,
      description: 'Database replicas must never share a sled',
      policy: 'fail',
    }),
  )
  const member = db.instances.findBy(
    (row) => row.project_id === project.id && row.name === AFFINITY_SEED.member,
  )
  if (member) {
    db.antiAffinityMemberships.insert({
      id: context.ids.uuid(),
      group_id: web.id,
      instance_id: member.id,
    })
  }
}
