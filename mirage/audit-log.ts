/**
 * The audit log as Nexus keeps it: every call that changes something (any method but GET and
 * HEAD) is written down with who made it and how it ended, so the System › Issues page's audit log
 * shows the preview user's own actions beside the seeded history.
 */
import type { MockDb, Schemas } from './db'
import { randomUuid } from './ids'
import type { OperationId } from './operation'

/** Where the browser's calls come from, as the server would see them. */
const SOURCE_IP = '172.20.3.41'

export interface AuditedCall {
  operationId: OperationId
  method: string
  /** Path and query, as an HTTP/1.1 request line carries them. */
  uri: string
  /** Who called, as the session was when the call arrived ('' for nobody: a sign-in). */
  userId: string
  userAgent?: string
  timeStarted: string
  status: number
  error?: { error_code?: string | null; message: string }
}

export const isAudited = (method: string) => !['GET', 'HEAD'].includes(method.toUpperCase())

function actorOf(db: MockDb, userId: string): Schemas['AuditLogEntryActor'] {
  const user = userId ? db.users.find(userId) : undefined
  return user
    ? { kind: 'silo_user', silo_id: user.silo_id, silo_user_id: user.id }
    : { kind: 'unauthenticated' }
}

export function recordAudit(db: MockDb, call: AuditedCall): Schemas['AuditLogEntry'] {
  const actor = actorOf(db, call.userId)
  const signedIn = actor.kind === 'silo_user'
  return db.auditLog.insert({
    id: randomUuid(),
    actor,
    auth_method: signedIn ? 'session_cookie' : null,
    credential_id: null,
    operation_id: call.operationId,
    request_id: randomUuid(),
    request_uri: call.uri.slice(0, 512),
    result: call.error
      ? {
          kind: 'error',
          http_status_code: call.status,
          error_code: call.error.error_code ?? null,
          error_message: call.error.message,
        }
      : { kind: 'success', http_status_code: call.status },
    source_ip: SOURCE_IP,
    time_started: call.timeStarted,
    time_completed: new Date(db.timing.now()).toISOString(),
    user_agent: call.userAgent?.slice(0, 256) ?? null,
  })
}
