/**
 * The signed-in user's silo's auth settings (the contract's `SiloAuthSettings`): the maximum
 * lifetime of a new device token, `device_token_max_ttl_seconds`. "If set to null, users will be
 * able to create tokens that do not expire", which is where a silo starts. Any user of the silo
 * reads it; changing it takes the silo's admin role (or the fleet's, which governs every silo).
 * The device flow enforces it when a code is confirmed (device.ts).
 */
import { MAX_LIFETIME_SECONDS, MIN_LIFETIME_SECONDS } from '~/lib/token-lifetime'
import type { MockDb, Schemas } from '../db'
import { badBody, forbidden } from '../errors'
import type { HandlerMap } from '../operation'
import { canManagePolicy, currentUser } from '../session-access'
import { requireBody, requirePresent } from '../validate'

const MAX_TTL_FIELD = 'device_token_max_ttl_seconds'

/** A silo's settings: its own row, or the contract's default (no maximum). */
export const authSettingsOf = (db: MockDb, siloId: string): Schemas['SiloAuthSettings'] =>
  db.siloAuthSettings.get(siloId) ?? { silo_id: siloId, device_token_max_ttl_seconds: null }

/** `SiloAuthSettingsUpdate`'s field: required, nullable, an integer of format uint32, minimum 1. */
function maxTtlField(body: unknown): number | null {
  requirePresent(body, MAX_TTL_FIELD)
  const value = requireBody(body)[MAX_TTL_FIELD]
  if (value === null) return null
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < MIN_LIFETIME_SECONDS ||
    value > MAX_LIFETIME_SECONDS
  ) {
    throw badBody(
      `${MAX_TTL_FIELD}: invalid value: ${JSON.stringify(value)}, expected a nonzero u32`,
    )
  }
  return value
}

export const authSettingsHandlers = {
  auth_settings_view: ({ db, session }) => authSettingsOf(db, currentUser(db, session).silo_id),

  auth_settings_update: ({ db, session, body }) => {
    const user = currentUser(db, session)
    if (!canManagePolicy(db, user, { level: 'silo' })) throw forbidden()
    const settings = { silo_id: user.silo_id, device_token_max_ttl_seconds: maxTtlField(body) }
    db.siloAuthSettings.set(user.silo_id, settings)
    return settings
  },
} satisfies HandlerMap
