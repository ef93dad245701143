// @vitest-environment node
import { makeStore } from '..'
import { page, stubFetch } from './stub-fetch-testing'
import { ACTIVITY_PAGES, withResourceActivity } from './system-audit-log'

const activity = withResourceActivity.endpoints.resourceActivity
const resource = {
  collection: 'instances',
  createOperation: 'instance_create',
  id: 'i-1',
  name: 'web-01',
  project: 'p1',
  projectId: 'p-1',
  timeCreated: '2026-01-01T00:00:02.000Z',
}
const arg = { resource }
const entry = (id: string, requestUri: string) => ({
  id,
  request_uri: requestUri,
  operation_id: 'instance_start',
  request_id: `r-${id}`,
  source_ip: '10.0.0.1',
  time_started: '2026-01-02T00:00:00Z',
  time_completed: '2026-01-02T00:00:01Z',
  actor: { kind: 'unauthenticated' },
  result: { kind: 'success', http_status_code: 202 },
})
const log = '/v1/system/audit-log'

beforeEach(() => {
  // every failed call is logged (SPEC §8); one here fails on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('one resource’s activity in the audit log', () => {
  it('keeps the entries that name it, newest first, across pages', async () => {
    const asked = stubFetch({
      [log]: page(
        [entry('a', '/v1/instances/web-01/stop?project=p1'), entry('b', '/v1/projects')],
        'more',
      ),
      [`${log}?page_token=more`]: page([entry('c', '/v1/instances/i-1/start')]),
    })
    const result = await makeStore().dispatch(activity.initiate(arg))
    expect(result.data?.map((found) => found.id)).toEqual(['a', 'c'])
    expect(asked[0].url).toContain('sort_by=time_and_id_descending')
    // from a moment before its creation, so that its create is read too
    expect(asked[0].url).toContain('start_time=2026-01-01T00%3A00%3A00.000Z')
  })

  it('keeps its create, which names only the project, when it is the one that fits', async () => {
    const create = {
      ...entry('made', '/v1/instances?project=p1'),
      operation_id: 'instance_create',
      time_completed: '2026-01-01T00:00:02.400Z',
      result: { kind: 'success', http_status_code: 201 },
    }
    stubFetch({
      [log]: page([entry('a', '/v1/instances/web-01/stop?project=p1'), create]),
    })
    const result = await makeStore().dispatch(activity.initiate(arg))
    expect(result.data?.map((found) => found.id)).toEqual(['a', 'made'])
  })

  it(`reads at most ${ACTIVITY_PAGES} pages of a long log`, async () => {
    const asked = stubFetch({
      [log]: page([entry('x', '/v1/projects')], 'next'),
      [`${log}?page_token=next`]: page([entry('y', '/v1/projects')], 'next'),
    })
    const result = await makeStore().dispatch(activity.initiate(arg))
    expect(result.data).toEqual([])
    expect(asked).toHaveLength(ACTIVITY_PAGES)
  })

  it("fails with the server's error", async () => {
    stubFetch({ [log]: { status: 403, body: { error_code: 'Forbidden', message: 'Forbidden' } } })
    const result = await makeStore().dispatch(activity.initiate(arg))
    expect(result.error).toMatchObject({ statusCode: 403 })
  })
})
