/**
 * A project's anti-affinity groups: listed and looked up, and joined by instance create (the
 * affinity pages and member calls are their own issue).
 */
import type { MockDb } from '../db'
import { invalidRequest, notFound } from '../errors'
import { isUuid, lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'

export function lookupAntiAffinityGroup(
  db: MockDb,
  selector: { group?: string; project?: string },
) {
  const { group: key, project } = selector
  if (!key) throw invalidRequest('anti-affinity group must be specified')
  if (isUuid(key) && project) {
    throw invalidRequest(
      'when providing anti-affinity group as an ID project should not be specified',
    )
  }
  if (!isUuid(key) && !project) {
    throw invalidRequest('project is required when anti-affinity group is specified by name')
  }
  const group = isUuid(key)
    ? db.antiAffinityGroups.find(key)
    : db.antiAffinityGroups.findBy(
        (row) => row.name === key && row.project_id === lookupProject(db, project).id,
      )
  if (!group) throw notFound('anti-affinity-group', key)
  return group
}

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
