/**
 * A project's anti-affinity groups: listed and looked up, and joined by instance create (the
 * affinity pages and member calls are their own issue).
 */
import type { MockDb } from '../db'
import { inProject, lookupChild, lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'

export const lookupAntiAffinityGroup = (
  db: MockDb,
  { group, project }: { group?: string; project?: string },
) =>
  lookupChild(
    db.antiAffinityGroups,
    { key: group, parentKey: project },
    inProject(db, project, 'anti-affinity group', 'anti-affinity-group'),
  )

export const antiAffinityGroupHandlers = {
  anti_affinity_group_list: ({ db, query }) => {
    const project = lookupProject(db, query.project)
    return paginateByNameOrId(
      db.antiAffinityGroups.where((row) => row.project_id === project.id),
      query,
    )
  },

  anti_affinity_group_view: ({ db, params, query }) =>
    lookupAntiAffinityGroup(db, { group: params.anti_affinity_group, project: query.project }),
} satisfies HandlerMap
