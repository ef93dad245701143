/**
 * Sessions as the real server keeps them, for the HTTP transport: signing in starts a session
 * and answers with its cookie, every later call carries the cookie, signing out ends the session
 * and clears the cookie. Any number of sessions (browsers, curl, the CLI) live side by side, each
 * its own user; the CLI may instead send the bearer token of its device login (RFC 8628).
 */
import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { MockDb } from '../db'
import type { MockSession } from '../operation'
import { startConsoleSession, touchConsoleSession } from '../session-access'

export const SESSION_COOKIE = 'session'

/** The real server's attributes; no Domain, and no Secure since the mock serves plain HTTP. */
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax'

export const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}; ${COOKIE_ATTRIBUTES}`
export const clearedSessionCookie = `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`

/**
 * The server's cookie sessions, kept as the db's console sessions (session-access.ts) so that
 * user_session_list lists them and user_logout ends them. One store per server.
 */
export class SessionStore {
  /** The tokens this store handed out as cookies. */
  private readonly started = new Set<string>()

  constructor(private readonly db: MockDb) {}

  start(userId: string): string {
    const token = randomBytes(32).toString('hex')
    startConsoleSession(this.db, userId, token)
    this.started.add(token)
    return token
  }

  private rowOf(token: string | undefined) {
    return token === undefined
      ? undefined
      : this.db.consoleSessions.findBy((session) => session.token === token)
  }

  userOf(token: string | undefined): string | undefined {
    return touchConsoleSession(this.db, this.rowOf(token))
  }

  end(token: string) {
    const row = this.rowOf(token)
    if (row) this.db.consoleSessions.remove(row.id)
    this.started.delete(token)
  }

  /** Cookie sessions still live (a user_logout may have ended some). */
  get size() {
    return [...this.started].filter((token) => this.rowOf(token)).length
  }
}

/** The value of one cookie in a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The user of an unexpired device access token sent as `Authorization: Bearer …`. */
function bearerUser(db: MockDb, header: string | undefined): string | undefined {
  const secret = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]
  if (!secret) return undefined
  const token = db.accessTokens.findBy((row) => row.secret === secret)
  if (!token || (token.time_expires && Date.parse(token.time_expires) <= Date.now())) {
    return undefined
  }
  return token.silo_user_id
}

export interface RequestSession {
  session: MockSession
  /** The `Set-Cookie` the reply must carry after the handler signed in or out, if any. */
  setCookie(): string | undefined
}

/**
 * The session one request carries. Each request gets its own, so concurrent requests of
 * different sessions never see each other's user, however their handlers interleave.
 */
export function requestSession(
  store: SessionStore,
  db: MockDb,
  headers: IncomingHttpHeaders,
): RequestSession {
  let token = readCookie(headers.cookie, SESSION_COOKIE)
  const bearer = bearerUser(db, headers.authorization)
  let cookie: string | undefined
  const session: MockSession = {
    get userId() {
      return store.userOf(token) ?? bearer ?? ''
    },
    signIn(userId) {
      // a new session, as the real server starts one per sign-in; an older one lives on
      token = store.start(userId)
      cookie = sessionCookie(token)
    },
    signOut() {
      if (token !== undefined) store.end(token)
      token = undefined
      cookie = clearedSessionCookie
    },
  }
  return { session, setCookie: () => cookie }
}
