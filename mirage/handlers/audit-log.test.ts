import type { MockDb, Schemas } from '../db'
import { call, startTestServer, stopTestServer } from '../testing'

type Page = { items: Schemas['AuditLogEntry'][]; next_page: string | null }

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const EPOCH = '1970-01-01T00:00:00.000Z'
const list = async (query: string) => {
  const reply = await call('GET', `/v1/system/audit-log?${query}`)
  expect(reply.status).toBe(200)
  return reply.body as Page
}
const completed = (entries: Schemas['AuditLogEntry'][]) =>
  entries.map((entry) => entry.time_completed)

test('the seeded history lists oldest first by default, across pages', async () => {
  const all = db.auditLog.all()
  const first = await list(`start_time=${EPOCH}&limit=10`)
  const second = await list(`start_time=${EPOCH}&limit=100&page_token=${first.next_page}`)
  const seen = [...first.items, ...second.items]
  expect(seen.length).toBe(Math.min(all.length, 110))
  expect(completed(seen)).toEqual([...completed(seen)].sort())
  expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length)
})

test('newest first with time_and_id_descending', async () => {
  const { items } = await list(`start_time=${EPOCH}&sort_by=time_and_id_descending&limit=20`)
  expect(completed(items)).toEqual([...completed(items)].sort().reverse())
})

test.each([
  ['start_time is inclusive', 0, undefined, 1],
  ['end_time is exclusive', -1, 0, 0],
  ['both around it', -1, 1, 1],
  ['a range after it', 1, undefined, 0],
])('%s', async (_, startOffset, endOffset, count) => {
  const entry = db.auditLog.all()[0]
  const at = Date.parse(entry.time_completed)
  const iso = (offset: number) => new Date(at + offset).toISOString()
  const query = `start_time=${iso(startOffset)}${endOffset === undefined ? '' : `&end_time=${iso(endOffset)}`}`
  const { items } = await list(query)
  expect(items.filter((item) => item.id === entry.id)).toHaveLength(count)
})

test.each([
  ['', 'unable to parse query string: missing field `start_time`'],
  [
    'start_time=yesterday',
    'unable to parse query string: start_time: input contains invalid characters',
  ],
  [
    `start_time=${EPOCH}&end_time=soon`,
    'unable to parse query string: end_time: input contains invalid characters',
  ],
])('refuses %j', async (query, message) => {
  const reply = await call('GET', `/v1/system/audit-log?${query}`)
  expect(reply.status).toBe(400)
  expect((reply.body as { message: string }).message).toBe(message)
})

test('records a call the console makes, with its result', async () => {
  const since = new Date(db.timing.now() - 1000).toISOString()
  await call('PUT', '/v1/system/update/target-release', { system_version: '16.0.0' })
  const { items } = await list(`start_time=${since}&sort_by=time_and_id_descending`)
  expect(items[0]).toMatchObject({
    operation_id: 'target_release_update',
    actor: { kind: 'silo_user', silo_user_id: db.session.userId },
    result: { kind: 'error', http_status_code: 400, error_code: 'InvalidRequest' },
  })
})

test('the seeded history has successes and failures of several users', () => {
  const entries = db.auditLog.all()
  const actors = new Set(
    entries.map((entry) =>
      entry.actor.kind === 'silo_user' ? entry.actor.silo_user_id : entry.actor.kind,
    ),
  )
  expect(actors.size).toBeGreaterThanOrEqual(3)
  expect(entries.some((entry) => entry.result.kind === 'error')).toBe(true)
  expect(entries.filter((entry) => entry.result.kind === 'success').length).toBeGreaterThan(20)
})
