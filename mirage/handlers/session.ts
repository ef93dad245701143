/**
 * Sessions: local and SAML sign-in, sign-out, the signed-in user, their groups and their silo's
 * policy (read by the console after a 403).
 */
import { safeRedirectPath } from '~/lib/redirect'
import type { MockDb } from '../db'
import { MockApiError, notFound, unauthorized } from '../errors'
import { type HandlerMap, RawReply } from '../operation'
import { paginateById } from '../pagination'
import {
  currentUser,
  fleetRolesOf,
  groupsOf,
  signInAs,
  signOut,
  siloRolesOf,
} from '../session-access'
import { rememberMockUser, SIGNED_OUT_USER } from '../settings'
import { requireBody, stringField } from '../validate'

export { currentUser, siloRolesOf } from '../session-access'

/** The user the mock identity provider vouches for when a SAML sign-in starts (see README). */
export const MOCK_SAML_USERNAME = 'hannah'

const siloNamed = (db: MockDb, name: string) => db.silos.findBy((silo) => silo.name === name)

export const sessionHandlers = {
  current_user_view: ({ db }) => {
    const user = currentUser(db)
    const silo = db.silos.find(user.silo_id)
    if (!silo) throw unauthorized()
    const fleetRoles = fleetRolesOf(db, user)
    return {
      ...user,
      silo_name: silo.name,
      silo_admin: siloRolesOf(db, user).includes('admin'),
      // any fleet role can view the fleet
      fleet_viewer: fleetRoles.length > 0,
    }
  },

  current_user_groups: ({ db, query }) => paginateById(groupsOf(db, currentUser(db).id), query),

  policy_view: ({ db }) => db.siloPolicies.get(currentUser(db).silo_id) ?? { role_assignments: [] },

  /** Like the real server, a wrong silo, username or password is one indistinct 401. */
  login_local: ({ db, params, body }) => {
    requireBody(body)
    const username = stringField(body, 'username')
    const password = stringField(body, 'password')
    const silo = siloNamed(db, params.silo_name)
    const credential = db.localCredentials.findBy((row) => row.username === username)
    const user = credential && db.users.find(credential.id)
    if (!silo || !user || user.silo_id !== silo.id || credential.password !== password) {
      throw new MockApiError(401, 'Unauthorized', 'credentials missing or invalid')
    }
    signInAs(db, username)
    rememberMockUser(username)
  },

  logout: ({ db }) => {
    signOut(db)
    rememberMockUser(SIGNED_OUT_USER)
  },

  /**
   * The real server redirects to the identity provider, which posts back and is redirected to the
   * console. The mock has no identity provider: it signs in the user it vouches for and answers
   * the final redirect (303) to `redirect_uri` at once.
   */
  login_saml: ({ db, params, request }) => {
    const silo = siloNamed(db, params.silo_name)
    if (!silo) throw notFound('silo', params.silo_name)
    const provider = db.identityProviders.findBy(
      (row) => row.silo_id === silo.id && row.name === params.provider_name,
    )
    if (!provider) throw notFound('identity provider', params.provider_name)
    const credential = db.localCredentials.findBy((row) => row.username === MOCK_SAML_USERNAME)
    const user = credential && db.users.find(credential.id)
    if (!credential || user?.silo_id !== silo.id) throw unauthorized()
    signInAs(db, credential.username)
    rememberMockUser(credential.username)
    const redirectUri = (request.queryParams?.redirect_uri as string | undefined) ?? null
    return new RawReply(303, undefined, { Location: safeRedirectPath(redirectUri) ?? '/projects' })
  },
} satisfies HandlerMap
