/**
 * A project's floating IPs: listed, looked up, attached to and detached from instances (the
 * floating-IP pages are their own issue). Instance create attaches them through
 * `floatingIpToAttach` (external-ips.ts), with the server's checks.
 */
import type { MockDb } from '../db'
import { badBody, invalidRequest } from '../errors'
import { inProject, isUuid, lookupChild, lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'
import { stringField } from '../validate'
import {
  externalIpList,
  MAX_EXTERNAL_IPS_PER_INSTANCE,
  requireSteadyForExternalIp,
} from './external-ips'
import { lookupInstance } from './instances'

export const lookupFloatingIp = (
  db: MockDb,
  { floatingIp, project }: { floatingIp?: string; project?: string },
) =>
  lookupChild(
    db.floatingIps,
    { key: floatingIp, parentKey: project },
    inProject(db, project, 'floating IP', 'floating-ip'),
  )

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

  floating_ip_attach: ({ db, params, query, body }) => {
    const floatingIp = lookupFloatingIp(db, {
      floatingIp: params.floating_ip,
      project: query.project,
    })
    const kind = stringField(body, 'kind')
    if (kind !== 'instance') {
      throw badBody(`kind: unknown variant \`${kind}\`, expected \`instance\``)
    }
    const parent = stringField(body, 'parent')
    // like Nexus: a parent named by name is an instance of the floating IP's project
    const instance = lookupInstance(db, {
      instance: parent,
      project: isUuid(parent) ? undefined : floatingIp.project_id,
    })
    if (instance.project_id !== floatingIp.project_id) {
      throw invalidRequest('floating IP must be in the same project as the instance')
    }
    // attaching to the instance it is already attached to is a no-op in Nexus
    if (floatingIp.instance_id === instance.id) return floatingIp
    if (floatingIp.instance_id) {
      throw invalidRequest(
        'floating IP cannot be attached to one instance while still attached to another',
      )
    }
    requireSteadyForExternalIp(instance, 'attach')
    if (externalIpList(db, instance).length >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
      throw invalidRequest(
        `an instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
      )
    }
    return db.floatingIps.update(floatingIp.id, { instance_id: instance.id })
  },

  floating_ip_detach: ({ db, params, query }) => {
    const floatingIp = lookupFloatingIp(db, {
      floatingIp: params.floating_ip,
      project: query.project,
    })
    if (!floatingIp.instance_id) throw invalidRequest('Floating IP is not attached')
    requireSteadyForExternalIp(lookupInstance(db, { instance: floatingIp.instance_id }), 'detach')
    return db.floatingIps.update(floatingIp.id, { instance_id: null })
  },
} satisfies HandlerMap
