/**
 * A local-only silo's users, on the fleet's side (the contract's local_idp_user_create,
 * local_idp_user_set_password and local_idp_user_delete, under
 * `/v1/system/identity-providers/local/users?silo=…`). The contract: "Users can only be created
 * in Silos with `provision_type` == `Fixed`" (identity mode `local_only`) and "Passwords can
 * only be updated for users in Silos with identity mode `LocalOnly`"; the real server answers any
 * other silo with a 404 for its `local` identity provider, which such a silo does not have. A
 * user signs in to their silo with the username (`external_id`) and password
 * (handlers/session.ts login_local); `login_disallowed` leaves them no password to sign in with.
 * Changing a silo's users is a fleet admin's (403 for anyone else).
 */
import { PASSWORD_MAX_BYTES } from '~/lib/constants'
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, forbidden, notFound } from '../errors'
import { liveContext, userFactory } from '../factories'
import { lookupSilo, lookupSiloUser } from '../lookup'
import type { HandlerMap, MockSession } from '../operation'
import { canManagePolicy, currentUser, endEverySession } from '../session-access'
import { nameProblem, requireBody, stringField } from '../validate'

/**
 * The silo the query names, when it keeps its users itself (else the server's 404), for a fleet
 * admin (else a 403). Runs after the body is read, as the server parses it before its handler.
 */
function localOnlySilo(db: MockDb, session: MockSession, selector: string | undefined) {
  const silo = lookupSilo(db, selector)
  if (silo.identity_mode !== 'local_only') throw notFound('identity-provider', 'local')
  if (!canManagePolicy(db, currentUser(db, session), { level: 'fleet' })) throw forbidden()
  return silo
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/** The contract's UserPassword at `field` (the body itself when empty): a password, or none. */
function userPassword(raw: unknown, field: string): string | null {
  const at = field ? `${field}.` : ''
  const mode = stringField(raw, 'mode')
  if (mode === 'login_disallowed') return null
  if (mode !== 'password') {
    throw badBody(
      `${at}mode: unknown variant \`${mode}\`, expected \`password\` or \`login_disallowed\``,
    )
  }
  const value = stringField(raw, 'value')
  // omicron's Password: at most 512 bytes (the contract's maxLength), counted in UTF-8
  if (utf8Bytes(value) > PASSWORD_MAX_BYTES) {
    throw badBody(
      `${at}value: unsupported password: password exceeds maximum length of ${PASSWORD_MAX_BYTES} bytes`,
    )
  }
  return value
}

/** The contract's UserId has the Name's rules (pattern, 1-63 characters). */
function externalIdField(body: unknown) {
  const externalId = stringField(body, 'external_id')
  const problem = nameProblem(externalId)
  if (problem) throw badBody(`external_id: ${problem.replace(/^name/, 'username')}`)
  return externalId
}

function removeUser(db: MockDb, user: Schemas['User']) {
  endEverySession(db, user.id)
  for (const membership of db.groupMemberships.where((row) => row.user_id === user.id)) {
    db.groupMemberships.remove(membership.id)
  }
  const withoutUser = (policy: { role_assignments: Schemas['SiloRoleRoleAssignment'][] }) => ({
    role_assignments: policy.role_assignments.filter((row) => row.identity_id !== user.id),
  })
  const siloPolicy = db.siloPolicies.get(user.silo_id)
  if (siloPolicy) db.siloPolicies.set(user.silo_id, withoutUser(siloPolicy))
  db.fleetPolicy = {
    role_assignments: db.fleetPolicy.role_assignments.filter((row) => row.identity_id !== user.id),
  }
  db.localCredentials.remove(user.id)
  db.users.remove(user.id)
}

export const localUserHandlers = {
  local_idp_user_create: ({ db, session, query, body }) => {
    const fields = requireBody(body)
    const externalId = externalIdField(body)
    if (fields.password === undefined) throw badBody('missing field `password`')
    const password = userPassword(fields.password, 'password')
    const silo = localOnlySilo(db, session, query.silo)
    const taken = db.localCredentials.findBy(
      (row) => row.username === externalId && db.users.find(row.id)?.silo_id === silo.id,
    )
    if (taken) throw alreadyExists('silo-user', externalId)
    // a local user's display name is their username, as the real server makes it
    const user = db.users.insert(
      userFactory(liveContext, { silo_id: silo.id, display_name: externalId }),
    )
    db.localCredentials.insert({ id: user.id, username: externalId, password })
    return user
  },

  local_idp_user_set_password: ({ db, session, params, query, body }) => {
    const password = userPassword(requireBody(body), '')
    const silo = localOnlySilo(db, session, query.silo)
    const user = lookupSiloUser(db, silo.id, params.user_id)
    const credential = db.localCredentials.find(user.id)
    if (credential) db.localCredentials.update(user.id, { password })
    else db.localCredentials.insert({ id: user.id, username: user.display_name, password })
  },

  local_idp_user_delete: ({ db, session, params, query }) => {
    const silo = localOnlySilo(db, session, query.silo)
    removeUser(db, lookupSiloUser(db, silo.id, params.user_id))
  },
} satisfies HandlerMap
