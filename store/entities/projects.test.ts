// @vitest-environment node
import type { Project } from '../api'
import { api } from '../api'
import '../api/projects'
import { makeStore } from '../index'
import { projects } from './projects'

const wire = (name: string, id = `id-${name}`) => ({
  id,
  name,
  description: `about ${name}`,
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
})

type Reply = { status: number; body?: unknown }

/** A fetch that answers each call with the next reply, or waits for `release` when told to. */
function stubFetch(replies: Record<string, Reply | (() => Promise<Reply>)>) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`
    calls.push(key)
    const entry = replies[key]
    if (!entry) throw new Error(`unexpected ${key}`)
    const reply = typeof entry === 'function' ? await entry() : entry
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    })
  })
  return calls
}

function deferred() {
  let resolve!: (reply: Reply) => void
  const promise = new Promise<Reply>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

async function storeWithProjects() {
  const store = makeStore()
  stubFetch({
    'GET /v1/projects': {
      status: 200,
      body: { items: [wire('alpha'), wire('beta')], next_page: null },
    },
  })
  await store.dispatch(api.endpoints.projectList.initiate({}))
  return store
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('projects entity slice', () => {
  it('a list fills the store by id and by name, with dates revived at the read edge', async () => {
    const store = await storeWithProjects()
    const alpha = projects.selectors.byNameOrId(store.getState(), 'alpha')
    expect(alpha?.id).toBe('id-alpha')
    expect(alpha?.timeCreated).toEqual(new Date('2026-01-02T03:04:05.000Z'))
    expect(projects.selectors.byId(store.getState(), 'id-beta')?.name).toBe('beta')
    // the store itself stays serializable
    expect(typeof (store.getState().projects.entities['id-alpha'] as Project).timeCreated).toBe(
      'string',
    )
  })

  it.each([
    ['an action that is no request', { type: 'console/other' }],
    [
      "another resource's list",
      {
        type: 'api/executeQuery/fulfilled',
        payload: { items: [wire('gamma')] },
        meta: { requestId: 'r1', arg: { endpointName: 'diskList', originalArgs: {} } },
      },
    ],
    [
      'a project request in a phase the slice does nothing in',
      {
        type: 'api/executeQuery/pending',
        meta: { requestId: 'r2', arg: { endpointName: 'projectList', originalArgs: {} } },
      },
    ],
  ])('%s leaves the slice as it was (the same state)', async (_, action) => {
    const store = await storeWithProjects()
    const before = store.getState().projects
    expect(projects.reducer(before, action)).toBe(before)
  })

  it('a detail read right after the list is fresh: no second request is needed', async () => {
    const store = await storeWithProjects()
    expect(projects.selectors.isFresh(store.getState(), 'id-alpha', Date.now())).toBe(true)
    expect(projects.selectors.isFresh(store.getState(), 'id-alpha', Date.now() + 5000)).toBe(false)
  })

  it('reviving the same stored entity twice gives the same object (no re-render)', async () => {
    const store = await storeWithProjects()
    expect(projects.selectors.byId(store.getState(), 'id-alpha')).toBe(
      projects.selectors.byId(store.getState(), 'id-alpha'),
    )
  })

  it('delete removes the project at once and restores it when the server refuses', async () => {
    const store = await storeWithProjects()
    const reply = deferred()
    stubFetch({ 'DELETE /v1/projects/alpha': () => reply.promise })
    const request = store.dispatch(api.endpoints.projectDelete.initiate({ project: 'alpha' }))
    await tick()
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeUndefined()
    reply.resolve({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message: 'project to be deleted contains a vpc',
        request_id: 'r1',
      },
    })
    const result = await request
    expect(result.error).toMatchObject({
      message: 'Project to be deleted contains a vpc',
      statusCode: 400,
    })
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')?.id).toBe('id-alpha')
    expect(store.getState().projects.rollback).toEqual({})
  })

  it('delete that succeeds keeps the project gone', async () => {
    const store = await storeWithProjects()
    stubFetch({
      'DELETE /v1/projects/beta': { status: 204 },
      'GET /v1/projects': { status: 200, body: { items: [wire('alpha')], next_page: null } },
    })
    await store.dispatch(api.endpoints.projectDelete.initiate({ project: 'beta' }))
    expect(projects.selectors.byNameOrId(store.getState(), 'beta')).toBeUndefined()
  })

  it('update shows the new description at once and rolls back on error', async () => {
    const store = await storeWithProjects()
    const reply = deferred()
    stubFetch({ 'PUT /v1/projects/alpha': () => reply.promise })
    const request = store.dispatch(
      api.endpoints.projectUpdate.initiate({
        project: 'alpha',
        projectUpdate: { name: 'alpha', description: 'renamed' },
      }),
    )
    await tick()
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')?.description).toBe('renamed')
    reply.resolve({
      status: 500,
      body: { error_code: 'Internal', message: 'boom', request_id: 'r2' },
    })
    await request
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')?.description).toBe(
      'about alpha',
    )
  })

  it('update that succeeds stores the server answer', async () => {
    const store = await storeWithProjects()
    stubFetch({
      'PUT /v1/projects/alpha': { status: 200, body: { ...wire('gamma', 'id-alpha') } },
      'GET /v1/projects': {
        status: 200,
        body: { items: [wire('gamma', 'id-alpha')], next_page: null },
      },
    })
    await store.dispatch(
      api.endpoints.projectUpdate.initiate({ project: 'alpha', projectUpdate: { name: 'gamma' } }),
    )
    expect(projects.selectors.byNameOrId(store.getState(), 'gamma')?.id).toBe('id-alpha')
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeUndefined()
  })

  it('create invalidates the list so it is fetched again', async () => {
    const store = await storeWithProjects()
    const subscription = store.dispatch(api.endpoints.projectList.initiate({}))
    const calls = stubFetch({
      'POST /v1/projects': { status: 201, body: wire('delta') },
      'GET /v1/projects': {
        status: 200,
        body: { items: [wire('alpha'), wire('delta')], next_page: null },
      },
    })
    await store.dispatch(
      api.endpoints.projectCreate.initiate({ projectCreate: { name: 'delta', description: '' } }),
    )
    await vi.waitFor(() => expect(calls).toContain('GET /v1/projects'))
    subscription.unsubscribe()
    expect(projects.selectors.byNameOrId(store.getState(), 'delta')).toBeDefined()
  })
})
