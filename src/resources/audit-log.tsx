/**
 * How the console shows the audit log (System → Issues, and a resource's Activity tab): the time
 * ranges it offers, the `start_time` a range asks for, who did what and how it ended, in words,
 * and the table's columns.
 */

import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { useMemo } from 'react'
import { RelativeTime } from '@/components/RelativeTime'
import type { TableColumn } from '@/components/ResourceTable'
import { namesById } from '@/util/names-by-id'
import { shortId } from '@/util/short-id'
import { type PresetRangeId, presetRanges } from '@/util/time-range'
import { wholeListArgs } from '~/lib/whole-list'
import type { AuditLogEntry, AuditLogEntryActor, AuditLogEntryResult, Revived } from '~/store/api'
import { useUserListQuery } from '~/store/api/silos'
import { useSiloListQuery } from '~/store/api/system-silos'

const MINUTE = 60_000

/**
 * The range the log opens on. It offers the charts' spans back from now (util/time-range.ts),
 * without their custom range.
 */
export const DEFAULT_AUDIT_LOG_RANGE: PresetRangeId = '24h'

/**
 * The range's start (`start_time`, inclusive), from the start of the current minute: the same
 * query within a minute, so coming back to the page reuses the cached page rather than asking
 * for a new one on every render. No `end_time`: the log runs up to now.
 */
export function rangeStart(range: PresetRangeId, now: number) {
  const { span } = presetRanges.find((choice) => choice.id === range) ?? presetRanges[1]
  return new Date(Math.floor(now / MINUTE) * MINUTE - span).toISOString()
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

/** Names for the actors: the user's own silo's users, and every silo. */
export function useActorNames(): ActorNames {
  const { data: users } = useUserListQuery(wholeListArgs({}))
  const { data: silos } = useSiloListQuery(wholeListArgs({}))
  return useMemo(
    () => ({
      users: new Map((users?.items ?? []).map((user) => [user.id, user.displayName])),
      silos: namesById(silos),
    }),
    [users, silos],
  )
}

const resultTone = { success: 'positive', error: 'negative', unknown: 'neutral' } as const

/** An audit log table's columns: when, who, what (the request in its tooltip), how it ended. */
export const auditLogColumns = (names: ActorNames): TableColumn<Revived<AuditLogEntry>>[] => [
  {
    id: 'time',
    name: 'Time',
    minWidth: 200,
    cell: (entry) => <RelativeTime date={entry.timeCompleted} />,
  },
  {
    id: 'actor',
    name: 'Actor',
    minWidth: 170,
    cell: (entry) => actorLabel(entry.actor, names),
  },
  {
    id: 'operation',
    name: 'Operation',
    isRowHeader: true,
    minWidth: 190,
    cell: (entry) => <span title={entry.requestUri}>{entry.operationId}</span>,
  },
  {
    id: 'result',
    name: 'Result',
    minWidth: 220,
    defaultWidth: '2fr',
    cell: (entry) => (
      <StatusLight variant={resultTone[entry.result.kind]}>{resultLabel(entry.result)}</StatusLight>
    ),
  },
]
