/**
 * The fleet's audit log (`/v1/system/audit-log`): the entries completed in `[start_time,
 * end_time)`, by time completed and id, oldest first unless `sort_by` says otherwise. The mock
 * records every call that changes something (audit-log.ts) beside the seeded history.
 */
import { badQuery } from '../errors'
import type { HandlerMap } from '../operation'
import { paginate } from '../pagination'

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** A query timestamp as milliseconds, or dropshot's refusal of one that does not parse. */
function timeParameter(name: string, raw: string) {
  const time = Date.parse(raw)
  if (!ISO_DATE_TIME.test(raw) || Number.isNaN(time)) {
    throw badQuery(`${name}: input contains invalid characters`)
  }
  return time
}

/** Time completed, then id: ISO timestamps in one format sort as text. */
const timeAndId = (entry: { time_completed: string; id: string }) =>
  `${new Date(entry.time_completed).toISOString()} ${entry.id}`

export const auditLogHandlers = {
  audit_log_list: ({ db, query }) => {
    if (query.start_time === undefined) throw badQuery('missing field `start_time`')
    const start = timeParameter('start_time', query.start_time)
    const end = query.end_time ? timeParameter('end_time', query.end_time) : undefined
    const entries = db.auditLog.where((entry) => {
      const completed = Date.parse(entry.time_completed)
      return completed >= start && (end === undefined || completed < end)
    })
    return paginate(entries, query, {
      time_and_id_ascending: { key: timeAndId },
      time_and_id_descending: { key: timeAndId, descending: true },
    })
  },
} satisfies HandlerMap
