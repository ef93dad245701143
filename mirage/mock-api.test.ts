// @vitest-environment node
/**
 * The transport-agnostic mock API (mock-api.ts): route matching from the contract's table, query
 * parsing as Mirage's router does it, and a call answered with a session the caller hands over,
 * as both transports do.
 */

import type { MockFault } from './conditions'
import { handlers } from './handlers'
import { createMockApi, matchRoute, parseQueryParams, prepareMockDb } from './mock-api'
import type { MockSession } from './operation'
import { SEED_USERS } from './seeds/seed-users'

describe('matching the contract route table', () => {
  test.each([
    ['GET', '/v1/projects', 'project_list', {}],
    ['POST', '/v1/projects', 'project_create', {}],
    ['get', '/v1/projects/mock-project', 'project_view', { project: 'mock-project' }],
    ['GET', '/v1/projects/', 'project_list', {}],
    ['GET', '/v1/instances/db%201', 'instance_view', { instance: 'db 1' }],
    ['POST', '/v1/login/default-silo/local', 'login_local', { silo_name: 'default-silo' }],
    ['POST', '/device/auth', 'device_auth_request', {}],
  ])('%s %s is %s', (method, path, operationId, params) => {
    const match = matchRoute(method, path)
    expect(match?.route.operationId).toBe(operationId)
    expect(match?.params).toEqual(params)
  })

  test.each([
    ['GET', '/v1/not-in-the-contract'],
    ['PATCH', '/v1/projects'],
    ['GET', '/v1/projects//instances'],
    ['GET', '/logout'],
  ])('%s %s matches nothing', (method, path) => {
    expect(matchRoute(method, path)).toBeUndefined()
  })
})

describe('query parameters as Mirage reads them', () => {
  test.each([
    ['?project=p&limit=2', { project: 'p', limit: '2' }],
    ['a=1&a=2', { a: '2' }],
    ['tag[]=x&tag[]=y', { tag: ['x', 'y'] }],
    ['flag', { flag: 'true' }],
    ['name=a+b%2Fc&empty=', { name: 'a b/c', empty: '' }],
    ['', {}],
  ])('%j', (search, params) => {
    expect(parseQueryParams(search)).toEqual(params)
  })
})

describe('one call, whatever the transport', () => {
  const api = () => createMockApi({ db: prepareMockDb({}), handlers, delay: 0 })
  const session = (userId = ''): MockSession => ({
    userId,
    signIn: vi.fn(),
    signOut: vi.fn(),
  })
  const call = (method: string, path: string, body = '') => ({
    method,
    url: `http://console.example${path}`,
    headers: { 'Content-Type': 'application/json' },
    body,
  })

  test('the session the transport hands over decides who calls', async () => {
    const answer = api()
    expect((await answer(call('GET', '/v1/me'), session())).status).toBe(401)
  })

  test('signing in goes through the session, never a global', async () => {
    const answer = api()
    const caller = session()
    const body = JSON.stringify({ username: SEED_USERS.siloAdmin.username, password: 'oxide' })
    const reply = await answer(call('POST', '/v1/login/default-silo/local', body), caller)
    expect(reply).toEqual({ status: 204, headers: {}, body: undefined })
    expect(caller.signIn).toHaveBeenCalledWith(expect.any(String))
  })

  test('access is checked before the body is read; an unknown path is a 404', async () => {
    const answer = api()
    const reply = await answer(call('POST', '/v1/projects', '{oops'), session())
    expect(reply.status).toBe(401)
    const missing = await answer(call('GET', '/v1/nothing-here'), session())
    expect(missing).toMatchObject({ status: 404, body: { error_code: 'NotFound' } })
  })

  test('a fault fails its call until it is lifted; other calls answer as usual', async () => {
    const faults: MockFault[] = [{ method: 'GET', path: '/v1/projects', status: 500 }]
    const db = prepareMockDb({})
    const answer = createMockApi({ db, handlers, delay: 0, faults })
    // the seeds start signed in as the preview's default user
    const caller = session(db.session.userId)
    const failed = await answer(call('GET', '/v1/projects?limit=10'), caller)
    expect(failed).toMatchObject({ status: 500, headers: { 'x-mock-fault': 'true' } })
    expect((await answer(call('GET', '/v1/me'), caller)).status).toBe(200)
    faults.length = 0
    expect((await answer(call('GET', '/v1/projects?limit=10'), caller)).status).toBe(200)
  })
})
