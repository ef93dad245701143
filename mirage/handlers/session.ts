/** The signed-in user, their groups and their silo's policy (read by the console after a 403). */
import type { MockDb, Schemas } from '../db'
import { unauthorized } from '../errors'
import type { HandlerMap } from '../operation'
import { paginateById } from '../pagination'

export function currentUser(db: MockDb) {
  const user = db.users.find(db.session.userId)
  if (!user) throw unauthorized()
  return user
}

const groupsOf = (db: MockDb, userId: string) => {
  const groupIds = new Set(
    db.groupMemberships.where((row) => row.user_id === userId).map((row) => row.group_id),
  )
  return db.groups.where((group) => groupIds.has(group.id))
}

/** Roles a user holds on their silo, directly or through a group. */
export function siloRolesOf(db: MockDb, user: Schemas['User']): Schemas['SiloRole'][] {
  const identities = new Set([user.id, ...groupsOf(db, user.id).map((group) => group.id)])
  const policy = db.siloPolicies.get(user.silo_id)
  return (policy?.role_assignments ?? [])
    .filter((assignment) => identities.has(assignment.identity_id))
    .map((assignment) => assignment.role_name)
}

export const sessionHandlers = {
  current_user_view: ({ db }) => {
    const user = currentUser(db)
    const silo = db.silos.find(user.silo_id)
    if (!silo) throw unauthorized()
    const roles = siloRolesOf(db, user)
    return {
      ...user,
      silo_name: silo.name,
      silo_admin: roles.includes('admin'),
      // a silo role confers fleet roles through the silo's mapping; any of them can view the fleet
      fleet_viewer: roles.some((role) => (silo.mapped_fleet_roles[role] ?? []).length > 0),
    }
  },

  current_user_groups: ({ db, query }) => paginateById(groupsOf(db, currentUser(db).id), query),

  policy_view: ({ db }) => db.siloPolicies.get(currentUser(db).silo_id) ?? { role_assignments: [] },
} satisfies HandlerMap
