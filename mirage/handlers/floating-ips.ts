/**
 * A project's floating IPs: listed and looked up (the floating-IP pages are their own issue).
 * Instance create attaches them through `attachFloatingIp`, with the server's checks.
 */
import type { MockDb } from '../db'
import { invalidRequest, notFound } from '../errors'
import { isUuid, lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'

export function lookupFloatingIp(db: MockDb, selector: { floatingIp?: string; project?: string }) {
  const { floatingIp: key, project } = selector
  if (!key) throw invalidRequest('floating IP must be specified')
  if (isUuid(key) && project) {
    throw invalidRequest('when providing floating IP as an ID project should not be specified')
  }
  if (!isUuid(key) && !project) {
    throw invalidRequest('project is required when floating IP is specified by name')
  }
  const floatingIp = isUuid(key)
    ? db.floatingIps.find(key)
    : db.floatingIps.findBy(
        (row) => row.name === key && row.project_id === lookupProject(db, project).id,
      )
  if (!floatingIp) throw notFound('floating-ip', key)
  return floatingIp
}

/** The floating IP for an instance create, checked before anything is written. */
export function floatingIpToAttach(db: MockDb, projectId: string, key: string) {
  const floatingIp = isUuid(key)
    ? db.floatingIps.find(key)
    : db.floatingIps.findBy((row) => row.name === key && row.project_id === projectId)
  if (!floatingIp || floatingIp.project_id !== projectId) throw notFound('floating-ip', key)
  if (floatingIp.instance_id) {
    throw invalidRequest(`floating IP ${floatingIp.name} is already attached to an instance`)
  }
  return floatingIp
}

export const floatingIpHandlers = {
  floating_ip_list: ({ db, query }) => {
    const project = lookupProject(db, query.project)
    return paginateByNameOrId(
      db.floatingIps.where((row) => row.project_id === project.id),
      query,
    )
  },

  floating_ip_view: ({ db, params, query }) =>
    lookupFloatingIp(db, { floatingIp: params.floating_ip, project: query.project }),
} satisfies HandlerMap
