/**
 * The mock's sessions and who may call what, like the real server's authn/authz in front of every
 * endpoint: without a session every call but sign-in is a 401 (so signing out, or a session
 * ended elsewhere, sends the console to login, SPEC §4), and a signed-in user who holds no role
 * anywhere gets a 403 from everything but their own account (the case the console's
 * misconfigured-identity-provider notice is for, SPEC §2). Beyond that, a few role checks make
 * the roles real (README "The preview"): a write (anything but GET) needs a collaborator role
 * (`writeAllowed`), creating a project a silo collaborator role, and a policy's handler
 * (handlers/policies.ts) asks for an admin at that level or above (`canManagePolicy`), and the
 * fleet's operations (`/v1/system/…`) take a fleet role: any to read, collaborator to write. The
 * console asks the same rules before a user acts (src/util/permissions.ts, docs/architecture.md
 * Permissions) and still shows the 403 where it could not know.
 */
import { contractRoutes } from './contract/__generated__/contract-routes'
import type { ConsoleSessionRecord, MockDb, Schemas } from './db'
import { forbidden, unauthorized } from './errors'
import { type FactoryContext, liveContext } from './factories'
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

type AnyRole = Schemas['SiloRole'] | Schemas['ProjectRole'] | Schemas['FleetRole']

/** admin > collaborator > limited_collaborator > viewer (src/util/access-policy.ts says why). */
const RANK: Record<AnyRole, number> = {
  admin: 3,
  collaborator: 2,
  limited_collaborator: 1,
  viewer: 0,
}

/** Whether any of the roles is `least` or stronger. */
export const holdsAtLeast = (roles: readonly AnyRole[], least: AnyRole) =>
  roles.some((role) => RANK[role] >= RANK[least])

/** Roles a user holds on a project by its own policy, directly or through a group. */
export function projectRolesOf(
  db: MockDb,
  user: Schemas['User'],
  projectId: string,
): Schemas['ProjectRole'][] {
  const identities = identitiesOf(db, user)
  return (db.projectPolicies.get(projectId)?.role_assignments ?? [])
    .filter((assignment) => identities.has(assignment.identity_id))
    .map((assignment) => assignment.role_name)
}

/** A project's roles and the silo's, which apply to every project of the silo. */
const rolesOnProject = (db: MockDb, user: Schemas['User'], projectId: string): AnyRole[] => [
  ...projectRolesOf(db, user, projectId),
  ...siloRolesOf(db, user),
]

/** Which policy a write is for: the fleet's, the user's silo's, or a project's (by id). */
export type PolicyLevel = { level: 'fleet' } | { level: 'silo' } | { level: 'project'; id: string }

/**
 * Changing a policy takes an admin at that level or above: a project admin or a silo admin for a
 * project's, a silo admin (or a fleet admin) for the silo's, a fleet admin for the fleet's.
 */
export function canManagePolicy(db: MockDb, user: Schemas['User'], target: PolicyLevel) {
  const fleetAdmin = holdsAtLeast(fleetRolesOf(db, user), 'admin')
  switch (target.level) {
    case 'fleet':
      return fleetAdmin
    case 'silo':
      return fleetAdmin || holdsAtLeast(siloRolesOf(db, user), 'admin')
    case 'project':
      return holdsAtLeast(rolesOnProject(db, user, target.id), 'admin')
  }
}

/**
 * What belongs to the silo rather than to a project (its images, its certificates) takes a silo
 * role that writes; a role on some project does not reach it. The console asks the same first
 * (src/util/permissions.ts `silo.image.*`, `silo.certificate.*`).
 */
export function requireSiloWrite(db: MockDb, session: MockSession) {
  if (!holdsAtLeast(siloRolesOf(db, currentUser(db, session)), 'limited_collaborator')) {
    throw forbidden()
  }
}

/** Reading the fleet (its policy, a silo's settings) takes any fleet role. */
export const canViewFleet = (db: MockDb, user: Schemas['User']) => fleetRolesOf(db, user).length > 0

/** The contract's method of each operation, to tell writes from reads. */
const methodOf = new Map(contractRoutes.map(([operationId, method]) => [operationId, method]))

/**
 * Paths of the fleet's operations: `/v1/system/…`, the alerts, receivers and webhook secrets
 * the contract tags `system/alerts` outside it, and the experimental area's system operations
 * (support bundles).
 */
const FLEET_PATH_PREFIXES = ['/v1/system/', '/v1/alert', '/v1/webhook-', '/experimental/v1/system/']

/** Operations on the fleet: an operator's, whatever the caller's silo roles. */
const SYSTEM_OPERATIONS = new Set(
  contractRoutes
    .filter(([, , path]) => FLEET_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)))
    .map(([id]) => id),
)

/** Writes that only read (a query with a body), or that the operation's handler checks itself. */
const WRITES_CHECKED_ELSEWHERE = new Set<OperationId>([
  'timeseries_query',
  'policy_update',
  'project_policy_update',
  'system_policy_update',
  'silo_policy_update',
  // a user's own or, for a silo admin, anyone's (handlers/users.ts)
  'user_logout',
  // a silo admin's (handlers/auth-settings.ts)
  'auth_settings_update',
])

/**
 * A project's networking, which Oxide's limited collaborator may read but not create, change or
 * delete (Oxide's access control guide: the role separates compute from networking): VPCs,
 * subnets, routers and their routes, firewall rules, internet gateways with their pools and
 * addresses. Floating IPs and an instance's network interfaces stay a limited collaborator's.
 */
const NETWORKING_WRITES = new Set<OperationId>([
  'vpc_create',
  'vpc_update',
  'vpc_delete',
  'vpc_subnet_create',
  'vpc_subnet_update',
  'vpc_subnet_delete',
  'vpc_router_create',
  'vpc_router_update',
  'vpc_router_delete',
  'vpc_router_route_create',
  'vpc_router_route_update',
  'vpc_router_route_delete',
  'vpc_firewall_rules_update',
  'internet_gateway_create',
  'internet_gateway_delete',
  'internet_gateway_ip_pool_create',
  'internet_gateway_ip_pool_delete',
  'internet_gateway_ip_address_create',
  'internet_gateway_ip_address_delete',
])

/**
 * Whether the user may make this write. A silo limited collaborator (or stronger) may write to
 * every project, a project's only there: when the caller names the project (`projectId`), its
 * roles count, otherwise a role on any project does. Networking takes a collaborator. Creating a
 * project takes the silo role. Viewers may not write at all.
 */
export function writeAllowed(
  db: MockDb,
  user: Schemas['User'],
  operationId: OperationId,
  projectId?: string,
) {
  const least = NETWORKING_WRITES.has(operationId) ? 'collaborator' : 'limited_collaborator'
  if (holdsAtLeast(siloRolesOf(db, user), least)) return true
  if (operationId === 'project_create') return false
  if (projectId) return holdsAtLeast(projectRolesOf(db, user, projectId), least)
  return [...db.projectPolicies.keys()].some((id) =>
    holdsAtLeast(projectRolesOf(db, user, id), least),
  )
}

/** The project a request names (path or `project` query), when it names one that exists. */
export interface AccessTarget {
  project?: string
}

const projectIdOf = (db: MockDb, selector: string | undefined) =>
  selector
    ? (db.projects.find(selector) ?? db.projects.findBy((row) => row.name === selector))?.id
    : undefined

function holdsAnyRole(db: MockDb, user: Schemas['User']) {
  if (siloRolesOf(db, user).length > 0 || fleetRolesOf(db, user).length > 0) return true
  const identities = identitiesOf(db, user)
  return [...db.projectPolicies.values()].some((policy) =>
    policy.role_assignments.some((assignment) => identities.has(assignment.identity_id)),
  )
}

/** Throws the 401 or 403 the real server would answer before the operation runs. */
export function checkAccess(
  db: MockDb,
  session: MockSession,
  operationId: OperationId,
  target: AccessTarget = {},
) {
  if (PUBLIC_OPERATIONS.has(operationId)) return
  const user = currentUser(db, session)
  if (SELF_SERVICE_OPERATIONS.has(operationId)) return
  if (!holdsAnyRole(db, user)) throw forbidden()
  const method = methodOf.get(operationId) ?? 'get'
  if (SYSTEM_OPERATIONS.has(operationId)) {
    // reading the fleet takes any fleet role, changing it a fleet collaborator or admin
    const allowed =
      method === 'get' || WRITES_CHECKED_ELSEWHERE.has(operationId)
        ? canViewFleet(db, user)
        : holdsAtLeast(fleetRolesOf(db, user), 'collaborator')
    if (!allowed) throw forbidden()
    return
  }
  if (method === 'get' || WRITES_CHECKED_ELSEWHERE.has(operationId)) return
  if (!writeAllowed(db, user, operationId, projectIdOf(db, target.project))) throw forbidden()
}

/**
 * A sign-in's console session (the contract's ConsoleSession): named by the HTTP mock's cookie
 * (`token`, http/sessions.ts), or by its id alone (the preview tab's, the seeds').
 */
export function startConsoleSession(
  db: MockDb,
  userId: string,
  token: string | null,
  context: FactoryContext = liveContext,
) {
  const time = context.now()
  return db.consoleSessions.insert({
    id: context.ids.uuid(),
    silo_user_id: userId,
    token,
    time_created: time,
    time_last_used: time,
  })
}

/** The user of a live session, which is marked as used now; undefined once it has ended. */
export function touchConsoleSession(
  db: MockDb,
  row: ConsoleSessionRecord | undefined,
): string | undefined {
  if (!row) return undefined
  db.consoleSessions.update(row.id, { time_last_used: liveContext.now() })
  return row.silo_user_id
}

/**
 * The contract's user_logout: "deleting all of their tokens AND sessions", so whatever holds one
 * (another browser, the CLI) is signed out at its next call.
 */
export function endEverySession(db: MockDb, userId: string) {
  for (const row of db.consoleSessions.where((session) => session.silo_user_id === userId)) {
    db.consoleSessions.remove(row.id)
  }
  for (const row of db.accessTokens.where((token) => token.silo_user_id === userId)) {
    db.accessTokens.remove(row.id)
  }
}

/** Signs the preview tab in as the user: a new console session, as each sign-in starts one. */
export function signInTab(db: MockDb, userId: string, context?: FactoryContext) {
  const row = startConsoleSession(db, userId, null, context)
  db.session.userId = userId
  db.session.sessionId = row.id
}

/**
 * The in-browser mock's one session: `db.session`, which the preview's user switch also sets,
 * remembered for the tab like a session cookie (settings.ts) so a reload keeps the user. Its
 * user is signed in while its console session lives: once user_logout ends it, every call is a
 * 401, as on a real rack.
 */
export function tabSession(db: MockDb): MockSession {
  return {
    get userId() {
      return touchConsoleSession(db, db.consoleSessions.find(db.session.sessionId)) ?? ''
    },
    signIn(userId) {
      signInTab(db, userId)
      const credential = db.localCredentials.find(userId)
      if (credential) rememberMockUser(credential.username)
    },
    signOut() {
      signOut(db)
      rememberMockUser(SIGNED_OUT_USER)
    },
  }
}

/** Sign the tab's session in as the user with this local username; false if none. */
export function signInAs(db: MockDb, username: string): boolean {
  const credential = db.localCredentials.findBy((row) => row.username === username)
  if (!credential || !db.users.find(credential.id)) return false
  signInTab(db, credential.id)
  return true
}

/** End the tab's session (the preview's 'End the session', `?mock-user=signed-out`). */
export function signOut(db: MockDb) {
  db.consoleSessions.remove(db.session.sessionId)
  db.session.userId = ''
  db.session.sessionId = ''
}
