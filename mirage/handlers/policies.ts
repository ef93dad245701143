/**
 * IAM policies at fleet, silo and project level (SPEC §6, §7), and what the access pages read
 * with them: the silo's users and groups, and a silo's view (its mapped fleet roles). A policy is
 * replaced as a whole by PUT; only an admin at that level or above may do it (session-access.ts
 * `canManagePolicy`), anyone else gets the real server's 403. Any silo's policy and users are also
 * reachable from the system side (`/v1/system/silos/{silo}/policy`, `/v1/system/users?silo=`),
 * for a fleet operator (session-access.ts checks the fleet role before these handlers run).
 */
import type { MockDb, Schemas } from '../db'
import { badBody, forbidden, invalidRequest, notFound } from '../errors'
import { isUuid, lookupProject, lookupSilo, lookupSiloGroup } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateById } from '../pagination'
import { canManagePolicy, canViewFleet, currentUser, type PolicyLevel } from '../session-access'
import { requireBody } from '../validate'

/** Omicron's limit on a resource's role assignments (MAX_ROLE_ASSIGNMENTS_PER_RESOURCE). */
export const MAX_ROLE_ASSIGNMENTS = 64

const SILO_ROLES: readonly Schemas['SiloRole'][] = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
]
const PROJECT_ROLES: readonly Schemas['ProjectRole'][] = SILO_ROLES
const FLEET_ROLES: readonly Schemas['FleetRole'][] = ['admin', 'collaborator', 'viewer']
const IDENTITY_TYPES: readonly Schemas['IdentityType'][] = ['silo_user', 'silo_group']

const variants = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ')

/**
 * The body as the server parses it (serde's words for a wrong field), then the checks Nexus makes:
 * at most 64 assignments, each naming an existing user or group of its type.
 */
function parsePolicy<R extends string>(
  db: MockDb,
  body: unknown,
  roles: readonly R[],
): {
  role_assignments: { identity_id: string; identity_type: Schemas['IdentityType']; role_name: R }[]
} {
  const list = requireBody(body).role_assignments
  if (list === undefined) throw badBody('missing field `role_assignments`')
  if (!Array.isArray(list)) throw badBody('role_assignments: invalid type: expected a sequence')
  const assignments = list.map((item: unknown, index) => {
    const at = `role_assignments[${index}]`
    const fields = requireBody(item)
    const { identity_id, identity_type, role_name } = fields
    for (const [field, value] of Object.entries({ identity_id, identity_type, role_name })) {
      if (value === undefined) throw badBody(`${at}: missing field \`${field}\``)
      if (typeof value !== 'string')
        throw badBody(`${at}.${field}: invalid type: expected a string`)
    }
    if (!isUuid(identity_id as string)) {
      throw badBody(`${at}.identity_id: UUID parsing failed: invalid character`)
    }
    if (!IDENTITY_TYPES.includes(identity_type as Schemas['IdentityType'])) {
      throw badBody(
        `${at}.identity_type: unknown variant \`${identity_type}\`, expected one of ${variants(IDENTITY_TYPES)}`,
      )
    }
    if (!roles.includes(role_name as R)) {
      throw badBody(
        `${at}.role_name: unknown variant \`${role_name}\`, expected one of ${variants(roles)}`,
      )
    }
    return {
      identity_id: identity_id as string,
      identity_type: identity_type as Schemas['IdentityType'],
      role_name: role_name as R,
    }
  })
  if (assignments.length > MAX_ROLE_ASSIGNMENTS) {
    throw invalidRequest(
      `a policy may have at most ${MAX_ROLE_ASSIGNMENTS} role assignments, not ${assignments.length}`,
    )
  }
  for (const assignment of assignments) {
    const table = assignment.identity_type === 'silo_user' ? db.users : db.groups
    if (!table.find(assignment.identity_id)) {
      throw notFound(
        assignment.identity_type === 'silo_user' ? 'silo-user' : 'silo-group',
        assignment.identity_id,
      )
    }
  }
  return { role_assignments: assignments }
}

/** The 403 unless the signed-in user may change the policy at this level. */
function requireManage(db: MockDb, user: Schemas['User'], target: PolicyLevel) {
  if (!canManagePolicy(db, user, target)) throw forbidden()
}

export const policyHandlers = {
  /** Readable by every user of the silo: the console reads it after a 403 (SPEC §7). */
  policy_view: ({ db, session }) =>
    db.siloPolicies.get(currentUser(db, session).silo_id) ?? { role_assignments: [] },

  policy_update: ({ db, session, body }) => {
    const user = currentUser(db, session)
    requireManage(db, user, { level: 'silo' })
    const policy = parsePolicy(db, body, SILO_ROLES)
    db.siloPolicies.set(user.silo_id, policy)
    return policy
  },

  project_policy_view: ({ db, params }) =>
    db.projectPolicies.get(lookupProject(db, params.project).id) ?? { role_assignments: [] },

  project_policy_update: ({ db, session, params, body }) => {
    const user = currentUser(db, session)
    const project = lookupProject(db, params.project)
    requireManage(db, user, { level: 'project', id: project.id })
    const policy = parsePolicy(db, body, PROJECT_ROLES)
    db.projectPolicies.set(project.id, policy)
    return policy
  },

  system_policy_view: ({ db, session }) => {
    if (!canViewFleet(db, currentUser(db, session))) throw forbidden()
    return db.fleetPolicy
  },

  system_policy_update: ({ db, session, body }) => {
    requireManage(db, currentUser(db, session), { level: 'fleet' })
    const policy = parsePolicy(db, body, FLEET_ROLES)
    db.fleetPolicy = policy
    return policy
  },

  /** Any silo's policy by name or id, as its own users read it at `/v1/policy`. */
  silo_policy_view: ({ db, params }) =>
    db.siloPolicies.get(lookupSilo(db, params.silo).id) ?? { role_assignments: [] },

  /**
   * Replaces the silo's whole policy. A silo admin may change their own silo's (as at
   * `/v1/policy`); any other silo's takes the fleet admin role.
   */
  silo_policy_update: ({ db, session, params, body }) => {
    const user = currentUser(db, session)
    const silo = lookupSilo(db, params.silo)
    requireManage(db, user, silo.id === user.silo_id ? { level: 'silo' } : { level: 'fleet' })
    const policy = parsePolicy(db, body, SILO_ROLES)
    db.siloPolicies.set(silo.id, policy)
    return policy
  },

  /** Any silo's users, for the operator's side of its policy. */
  silo_user_list: ({ db, query }) => {
    const silo = lookupSilo(db, query.silo)
    return paginateById(
      db.users.where((user) => user.silo_id === silo.id),
      query,
    )
  },

  /** The signed-in user's silo's users; `group` lists that group's members. */
  user_list: ({ db, session, query }) => {
    const siloId = currentUser(db, session).silo_id
    let users = db.users.where((user) => user.silo_id === siloId)
    if (query.group !== undefined) {
      const group = lookupSiloGroup(db, siloId, query.group)
      const members = new Set(
        db.groupMemberships.where((row) => row.group_id === group.id).map((row) => row.user_id),
      )
      users = users.filter((user) => members.has(user.id))
    }
    return paginateById(users, query)
  },

  group_list: ({ db, session, query }) => {
    const siloId = currentUser(db, session).silo_id
    return paginateById(
      db.groups.where((group) => group.silo_id === siloId),
      query,
    )
  },

  /** A silo by name or id; reading the fleet's silos takes a fleet role. */
  silo_view: ({ db, session, params }) => {
    if (!canViewFleet(db, currentUser(db, session))) throw forbidden()
    return lookupSilo(db, params.silo)
  },
} satisfies HandlerMap
