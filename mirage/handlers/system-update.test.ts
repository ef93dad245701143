import type { MockDb } from '../db'
import { UPDATE_SEED } from '../seeds/update-seeds'
import { FAILING_RELEASE } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'
import { downgradeMessage, UPDATE_STEP_MS } from './system-update'

const TARGET = '/v1/system/update/target-release'

interface Status {
  components_by_release_version: Record<string, number>
  target_release: { version: string } | null
  suspended: boolean
}

let db: MockDb
let now: number
beforeEach(() => {
  db = startTestServer().db
  now = Date.parse(db.update.time_last_step_planned)
  db.timing.now = () => now
})
afterEach(stopTestServer)

const status = async () => (await call('GET', '/v1/system/update/status')).body as Status

test('lists the repositories newest first by semver, a pre-release below its release', async () => {
  db.updateRepositories.insert({
    id: '17.1.0',
    system_version: '17.1.0',
    file_name: 'oxide-rack-17.1.0.zip',
    hash: 'ab'.repeat(32),
    time_created: new Date(now).toISOString(),
  })
  type Page = { items: { system_version: string }[]; next_page: string | null }
  const first = (await call('GET', '/v1/system/update/repositories?limit=3')).body as Page
  const rest = (await call('GET', `/v1/system/update/repositories?page_token=${first.next_page}`))
    .body as Page
  expect([...first.items, ...rest.items].map((repository) => repository.system_version)).toEqual([
    '17.1.0',
    FAILING_RELEASE,
    '17.0.0',
    '16.1.0',
    '16.0.0',
    '15.2.1',
  ])
})

describe('setting the target release', () => {
  test.each([
    ['an older release', UPDATE_SEED.previousTarget, 400, downgradeMessage('16.0.0', '16.1.0')],
    ['a release never uploaded', '99.0.0', 404, 'not found: tuf repo with version "99.0.0"'],
    ['text that is not a version', 'latest', 400, undefined],
    ['the documented failing release', FAILING_RELEASE, 500, 'Internal Server Error'],
  ])('refuses %s', async (_, version, code, message) => {
    const reply = await call('PUT', TARGET, { system_version: version })
    expect(reply.status).toBe(code)
    if (message) expect((reply.body as { message: string }).message).toBe(message)
    expect((await status()).target_release?.version).toBe(UPDATE_SEED.target)
  })

  test('accepts the current target again and a newer one, and resumes a suspended update', async () => {
    db.update = { ...db.update, suspended: true }
    expect((await call('PUT', TARGET, { system_version: UPDATE_SEED.target })).status).toBe(204)
    expect((await call('PUT', TARGET, { system_version: '17.0.0' })).status).toBe(204)
    const after = await status()
    expect(after.target_release?.version).toBe('17.0.0')
    expect(after.suspended).toBe(false)
  })
})

describe('the planner', () => {
  test.each([
    [0, { '16.0.0': 17, '16.1.0': 49 }],
    [1, { '16.0.0': 16, '16.1.0': 50 }],
    [17, { '16.1.0': 66 }],
    [40, { '16.1.0': 66 }],
  ])('after %i steps the components are %j', async (steps, components) => {
    now += steps * UPDATE_STEP_MS
    expect((await status()).components_by_release_version).toEqual(components)
  })

  test('moves components to a new target, oldest version first', async () => {
    await call('PUT', TARGET, { system_version: '17.0.0' })
    now += 2 * UPDATE_STEP_MS
    expect((await status()).components_by_release_version).toEqual({
      '16.0.0': 15,
      '16.1.0': 49,
      '17.0.0': 2,
    })
  })

  test('moves nothing while suspended', async () => {
    db.update = { ...db.update, suspended: true }
    now += 5 * UPDATE_STEP_MS
    expect((await status()).components_by_release_version).toEqual({ '16.0.0': 17, '16.1.0': 49 })
  })
})
