/**
 * The mock's sessions and who may call what, like the real server's authn/authz in front of every
 * endpoint: without a session every call but sign-in is a 401 (so signing out, or a session
 * ended elsewhere, sends the console to login, SPEC §4), and a signed-in user who holds no role
 * anywhere gets a 403 from everything but their own account (the case the console's
 * misconfigured-identity-provider notice is for, SPEC §2). Role permissions beyond that are not
 * modelled (SPEC §6: per-role permissions are not shown).
 */
import type { MockDb, Schemas } from './db'
import { forbidden, unauthorized } from './errors'
import type { MockSession, OperationId } from './operation'
import { rememberMockUser, SIGNED_OUT_USER } from './settings'

/** Reachable without a session: signing in, the CLI's side of the device flow, the health check. */
const PUBLIC_OPERATIONS = new Set<OperationId>([
  'login_local',
  'login_saml',
  'device_auth_request',
  'device_access_token',
  'ping',
])

/** A signed-in user's own account, reachable whatever roles they hold. */
const SELF_SERVICE_OPERATIONS = new Set<OperationId>([
  'logout',
  'current_user_view',
  'current_user_groups',
  'current_user_ssh_key_list',
  'current_user_ssh_key_create',
  'current_user_ssh_key_view',
  'current_user_ssh_key_delete',
  'current_user_access_token_list',
  'current_user_access_token_delete',
  'device_auth_confirm',
  // the console reads it after a 403 to tell a misconfigured identity provider (SPEC §7)
  'policy_view',
])

/** The session's user, or a 401. */
export function currentUser(db: MockDb, session: MockSession): Schemas['User'] {
  const user = session.userId ? db.users.find(session.userId) : undefined
  if (!user) throw unauthorized()
  return user
}

export const groupsOf = (db: MockDb, userId: string) => {
  const groupIds = new Set(
    db.groupMemberships.where((row) => row.user_id === userId).map((row) => row.group_id),
  )
  return db.groups.where((group) => groupIds.has(group.id))
}

/** The user's id and their groups' ids: the identities a role assignment can name. */
const identitiesOf = (db: MockDb, user: Schemas['User']) =>
  new Set([user.id, ...groupsOf(db, user.id).map((group) => group.id)])

/** Roles a user holds on their silo, directly or through a group. */
export function siloRolesOf(db: MockDb, user: Schemas['User']): Schemas['SiloRole'][] {
  const identities = identitiesOf(db, user)
  const policy = db.siloPolicies.get(user.silo_id)
  return (policy?.role_assignments ?? [])
    .filter((assignment) => identities.has(assignment.identity_id))
    .map((assignment) => assignment.role_name)
}

/** Fleet roles: held directly (the system policy) or conferred by a silo role (the silo's map). */
export function fleetRolesOf(db: MockDb, user: Schemas['User']): Schemas['FleetRole'][] {
  const identities = identitiesOf(db, user)
  const direct = db.fleetPolicy.role_assignments
    .filter((assignment) => identities.has(assignment.identity_id))
    .map((assignment) => assignment.role_name)
  const mapped = db.silos.find(user.silo_id)?.mapped_fleet_roles ?? {}
  const conferred = siloRolesOf(db, user).flatMap((role) => mapped[role] ?? [])
  return [...new Set([...direct, ...conferred])]
}

function holdsAnyRole(db: MockDb, user: Schemas['User']) {
  if (siloRolesOf(db, user).length > 0 || fleetRolesOf(db, user).length > 0) return true
  const identities = identitiesOf(db, user)
  return [...db.projectPolicies.values()].some((policy) =>
    policy.role_assignments.some((assignment) => identities.has(assignment.identity_id)),
  )
}

/** Throws the 401 or 403 the real server would answer before the operation runs. */
export function checkAccess(db: MockDb, session: MockSession, operationId: OperationId) {
  if (PUBLIC_OPERATIONS.has(operationId)) return
  const user = currentUser(db, session)
  if (SELF_SERVICE_OPERATIONS.has(operationId)) return
  if (!holdsAnyRole(db, user)) throw forbidden()
}

/**
 * The in-browser mock's one session: `db.session`, which the preview's user switch also sets,
 * remembered for the tab like a session cookie (settings.ts) so a reload keeps the user.
 */
export function tabSession(db: MockDb): MockSession {
  return {
    get userId() {
      return db.session.userId
    },
    signIn(userId) {
      db.session.userId = userId
      const credential = db.localCredentials.find(userId)
      if (credential) rememberMockUser(credential.username)
    },
    signOut() {
      db.session.userId = ''
      rememberMockUser(SIGNED_OUT_USER)
    },
  }
}

/** Sign the tab's session in as the user with this local username; false if none. */
export function signInAs(db: MockDb, username: string): boolean {
  const credential = db.localCredentials.findBy((row) => row.username === username)
  if (!credential || !db.users.find(credential.id)) return false
  db.session.userId = credential.id
  return true
}

/** End the tab's session (the preview's 'End the session', `?mock-user=signed-out`). */
export function signOut(db: MockDb) {
  db.session.userId = ''
}
