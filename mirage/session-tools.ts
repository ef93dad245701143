/**
 * Preview-only tools that act on the mock's session the way the real world would: another person
 * signing in, a session expiring, the CLI running `oxide auth login`. Used by the preview banner's
 * menu (README "The preview"); loaded only in mock builds.
 */

import type { MockDb } from './db'
import { DEVICE_CODE_GRANT_TYPE } from './handlers/device'
import { SEED_USERS, type SeedUser } from './seeds/auth-seeds'
import { signInAs, signOut } from './session-access'
import { rememberMockUser, SIGNED_OUT_USER } from './settings'

export const seedUsers: SeedUser[] = Object.values(SEED_USERS)

export interface SessionTools {
  seedUsers: SeedUser[]
  /** Another person signs in on this tab; false for a username nobody has. */
  switchUser(username: string): boolean
  /** As if the session expired: the next API call is a 401 and the console goes to login. */
  endSession(): void
  /** `oxide auth login` against the mock: asks for a code, then polls for the token. */
  startSimulatedCliLogin(): Promise<SimulatedCliLogin>
}

/** The tools, acting on the tab's session of the mock serving `db`. */
export function sessionTools(db: MockDb): SessionTools {
  return {
    seedUsers,
    switchUser(username) {
      if (!signInAs(db, username)) return false
      rememberMockUser(username)
      return true
    },
    endSession() {
      signOut(db)
      rememberMockUser(SIGNED_OUT_USER)
    },
    startSimulatedCliLogin,
  }
}

export type CliPoll = 'pending' | 'signed-in' | 'expired'

export interface SimulatedCliLogin {
  userCode: string
  verificationUri: string
  /** One poll of `/device/token`, as the CLI makes every few seconds. */
  poll(): Promise<CliPoll>
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

async function startSimulatedCliLogin(): Promise<SimulatedCliLogin> {
  const clientId = crypto.randomUUID?.() ?? '6ad0e8d2-84b3-4f3b-9a47-2a5e2c1e8a01'
  const response = await fetch('/device/auth', form({ client_id: clientId }))
  if (!response.ok) throw new Error(`device authorization failed (${response.status})`)
  const grant = (await response.json()) as {
    device_code: string
    user_code: string
    verification_uri: string
  }
  return {
    userCode: grant.user_code,
    verificationUri: grant.verification_uri,
    async poll() {
      const reply = await fetch(
        '/device/token',
        form({
          client_id: clientId,
          device_code: grant.device_code,
          grant_type: DEVICE_CODE_GRANT_TYPE,
        }),
      )
      if (reply.ok) return 'signed-in'
      const body = (await reply.json().catch(() => ({}))) as { error?: string }
      return body.error === 'authorization_pending' ? 'pending' : 'expired'
    },
  }
}
