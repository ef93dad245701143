/**
 * Sessions: local and SAML sign-in, sign-out, the signed-in user and their groups (their silo's
 * policy, which the console reads with them after a 403, is in policies.ts).
 */
import { safeRedirectPath } from '~/lib/redirect'
import { invalidRequest, MockApiError, unauthorized } from '../errors'
import { lookupSignInProvider } from '../lookup'
import { type HandlerMap, RawReply } from '../operation'
import { paginateById } from '../pagination'
import { readIdentityProviderPost } from '../saml-idp'
import { currentUser, fleetRolesOf, groupsOf, siloRolesOf } from '../session-access'
import { requireBody, stringField } from '../validate'

export { currentUser, siloRolesOf } from '../session-access'

export const sessionHandlers = {
  current_user_view: ({ db, session }) => {
    const user = currentUser(db, session)
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

  current_user_groups: ({ db, session, query }) =>
    paginateById(groupsOf(db, currentUser(db, session).id), query),

  /**
   * Like the real server, a wrong silo, username or password, or a user whose password was
   * invalidated, is one indistinct 401.
   */
  login_local: ({ db, session, params, body }) => {
    requireBody(body)
    const username = stringField(body, 'username')
    const password = stringField(body, 'password')
    const silo = db.silos.findBy((row) => row.name === params.silo_name)
    // a username is unique within its silo (another silo may have the same one)
    const credential = db.localCredentials.findBy(
      (row) => row.username === username && db.users.find(row.id)?.silo_id === silo?.id,
    )
    const user = credential && db.users.find(credential.id)
    // an invalidated password (null) matches nothing
    if (!silo || !user || credential.password === null || credential.password !== password) {
      throw new MockApiError(401, 'Unauthorized', 'credentials missing or invalid')
    }
    session.signIn(user.id)
  },

  logout: ({ session }) => {
    session.signOut()
  },

  /**
   * The assertion endpoint (saml-idp.ts): the identity provider has the browser post its response
   * here; the session starts for the user it names, and the browser is sent (303) to the
   * `redirect_uri` that RelayState carried. Anything but a provider's response (an empty body
   * included) is refused: a sign-in starts at the redirect endpoint, never here.
   */
  login_saml: ({ db, session, params, request }) => {
    const { silo } = lookupSignInProvider(db, params.silo_name, params.provider_name)
    const body = typeof request.requestBody === 'string' ? request.requestBody : ''
    const post = readIdentityProviderPost(body)
    if ('problem' in post) throw invalidRequest(post.problem)
    const credential = db.localCredentials.findBy((row) => row.username === post.username)
    const user = credential && db.users.find(credential.id)
    if (!user || user.silo_id !== silo.id) throw unauthorized()
    session.signIn(user.id)
    return new RawReply(303, undefined, {
      Location: safeRedirectPath(post.redirectUri) ?? '/projects',
    })
  },
} satisfies HandlerMap
