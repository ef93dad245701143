/**
 * How the issues page shows the audit log: the time ranges it offers, the `start_time` a range
 * asks for, and who did what and how it ended, in words.
 */

import { shortId } from '@/util/short-id'
import type { AuditLogEntryActor, AuditLogEntryResult } from '~/store/api'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const AUDIT_LOG_RANGES = [
  { id: '1h', label: 'Last hour', ms: HOUR },
  { id: '24h', label: 'Last 24 hours', ms: DAY },
  { id: '7d', label: 'Last 7 days', ms: 7 * DAY },
  { id: '30d', label: 'Last 30 days', ms: 30 * DAY },
] as const

export type AuditLogRange = (typeof AUDIT_LOG_RANGES)[number]['id']

export const DEFAULT_AUDIT_LOG_RANGE: AuditLogRange = '24h'

/**
 * The range's start (`start_time`, inclusive), from the start of the current minute: the same
 * query within a minute, so coming back to the page reuses the cached page rather than asking
 * for a new one on every render. No `end_time`: the log runs up to now.
 */
export function rangeStart(range: AuditLogRange, now: number) {
  const { ms } = AUDIT_LOG_RANGES.find((choice) => choice.id === range) ?? AUDIT_LOG_RANGES[1]
  return new Date(Math.floor(now / MINUTE) * MINUTE - ms).toISOString()
}

/** Names the API could resolve: users by id, silos by id. */
export interface ActorNames {
  users: Map<string, string>
  silos: Map<string, string>
}

export function actorLabel(actor: AuditLogEntryActor, names: ActorNames): string {
  switch (actor.kind) {
    case 'silo_user': {
      const name = names.users.get(actor.siloUserId)
      if (name) return name
      const silo = names.silos.get(actor.siloId)
      return `Silo user ${shortId(actor.siloUserId)}${silo ? ` of ${silo}` : ''}`
    }
    case 'user_builtin':
      return `Built-in user ${shortId(actor.userBuiltinId)}`
    case 'scim': {
      const silo = names.silos.get(actor.siloId)
      return `SCIM client of ${silo ?? `silo ${shortId(actor.siloId)}`}`
    }
    case 'unauthenticated':
      return 'Unauthenticated'
  }
}

export function resultLabel(result: AuditLogEntryResult): string {
  switch (result.kind) {
    case 'success':
      return `Success (${result.httpStatusCode})`
    case 'error':
      return `Error ${result.httpStatusCode}: ${result.errorMessage}`
    case 'unknown':
      return 'Unknown'
  }
}
