/**
 * A silo's users and groups one by one, and a user's credentials: their console sessions, their
 * device access tokens, and signing them out everywhere. The contract's user_logout: "Silo admins
 * can use this endpoint to log the specified user out by deleting all of their tokens AND
 * sessions. This cannot be undone." Another user's sessions and tokens are a silo admin's to list
 * too (a fleet admin's, who administers every silo); anyone else gets the server's 403.
 */

import type { MockDb } from '../db'
import { forbidden } from '../errors'
import { lookupSiloGroupParam, lookupSiloUser } from '../lookup'
import type { HandlerMap, MockSession } from '../operation'
import { type PageQuery, paginateById } from '../pagination'
import { canManagePolicy, currentUser, endEverySession } from '../session-access'

/** The user the path names, when the caller may see and end their credentials. */
function credentialsOwner(db: MockDb, session: MockSession, userId: string) {
  const caller = currentUser(db, session)
  const user = lookupSiloUser(db, caller.silo_id, userId)
  if (user.id !== caller.id && !canManagePolicy(db, caller, { level: 'silo' })) throw forbidden()
  return user
}

/** A page of the user's device access tokens, as the contract's DeviceAccessToken views them. */
export function accessTokenPage(db: MockDb, userId: string, query: PageQuery) {
  const page = paginateById(
    db.accessTokens.where((row) => row.silo_user_id === userId),
    query,
  )
  // the view hides whose token it is and the bearer secret
  return {
    ...page,
    items: page.items.map(({ id, time_created, time_expires }) => ({
      id,
      time_created,
      time_expires,
    })),
  }
}

export const userHandlers = {
  user_view: ({ db, session, params }) =>
    lookupSiloUser(db, currentUser(db, session).silo_id, params.user_id),

  group_view: ({ db, session, params }) =>
    lookupSiloGroupParam(db, currentUser(db, session).silo_id, params.group_id),

  user_session_list: ({ db, session, params, query }) => {
    const user = credentialsOwner(db, session, params.user_id)
    const page = paginateById(
      db.consoleSessions.where((row) => row.silo_user_id === user.id),
      query,
    )
    // the view is the session's id and times; its user and cookie are the server's own
    return {
      ...page,
      items: page.items.map(({ id, time_created, time_last_used }) => ({
        id,
        time_created,
        time_last_used,
      })),
    }
  },

  user_token_list: ({ db, session, params, query }) =>
    accessTokenPage(db, credentialsOwner(db, session, params.user_id).id, query),

  user_logout: ({ db, session, params }) => {
    endEverySession(db, credentialsOwner(db, session, params.user_id).id)
  },
} satisfies HandlerMap
