/**
 * The warm start: what is written, a warm start, how a copy read late merges with what the
 * network answered, and that nothing of it shows before /v1/me confirms the session. IndexedDB is
 * an in-memory RecordStore; the store is the console's own, over a stubbed fetch.
 */
import { SCREEN_KEY } from '~/boot/last-screen'
import { POINTER_KEY } from '~/boot/warm-start-record'
import { api } from './api'
import './api/current-user'
import './api/projects'
import { projects } from './entities/projects'
import { entitySliceNames, forgetUser, makeStore } from './index'
import {
  API_VERSION,
  createWarmStart,
  type PersistedState,
  parseRecord,
  REWRITE_UNCHANGED_MS,
  selectIsRefreshingSaved,
  snapshotOf,
} from './persist'
import {
  adaKey,
  memoryRecords,
  notified,
  read,
  restoredStore,
  savedRecord,
  settle,
  setup,
  stubServer,
  wireProject,
  wireUser,
} from './persist-testing'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('what is written', () => {
  it('after a successful fetch, once /v1/me has answered: lists, their order and page token, entities', async () => {
    stubServer()
    const { warm, records, local, runWrites } = setup()
    const store = makeStore()
    warm.watch(store, { forget: () => store.dispatch(forgetUser()) })

    await store.dispatch(api.endpoints.projectList.initiate({}))
    await runWrites()
    // whose data this is is not known yet
    expect(records.size).toBe(0)

    await store.dispatch(api.endpoints.currentUserView.initiate())
    await runWrites()
    expect([...records.keys()]).toEqual([adaKey])
    expect(local.get(POINTER_KEY)).toBe(adaKey)
    const record = parseRecord(records.get(adaKey), entitySliceNames)
    expect(record).toMatchObject({ version: API_VERSION, userId: 'ada', siloId: 'silo-1' })
    const list = Object.values(record?.state.api.queries ?? {}).find(
      (entry) => entry?.endpointName === 'projectList',
    )
    expect(list?.data).toMatchObject({
      items: [{ name: 'alpha' }, { name: 'beta' }],
      nextPage: 'token-2',
    })
    expect(record?.state.projects.ids).toEqual(['id-alpha', 'id-beta'])
  })

  it('at once when the tab is hidden while a write waits, and only once', async () => {
    stubServer()
    const { warm, records, scheduled, startWrites, hideTab } = setup()
    const store = makeStore()
    warm.watch(store, { forget: () => store.dispatch(forgetUser()) })
    // the clean-up of records no pointer names, which waits like a write
    startWrites()
    await store.dispatch(api.endpoints.currentUserView.initiate())
    await store.dispatch(api.endpoints.projectList.initiate({}))
    await notified()
    expect(scheduled).toHaveLength(1)

    hideTab()
    await settle()
    expect([...records.keys()]).toEqual([adaKey])
    // the throttled write it replaced is gone; hiding again with nothing waiting writes nothing
    expect(scheduled).toHaveLength(0)
    records.clear()
    hideTab()
    await settle()
    expect(records.size).toBe(0)
  })

  it('not again while the answers bring the same rows (a list polled); again when one changes, or after an hour', async () => {
    const { replies } = stubServer()
    let clock = Date.now()
    const { warm, records, runWrites } = setup({ now: () => clock })
    const puts = vi.spyOn(Map.prototype, 'set')
    const store = makeStore()
    warm.watch(store, { forget: () => store.dispatch(forgetUser()) })
    await store.dispatch(api.endpoints.currentUserView.initiate())
    await store.dispatch(api.endpoints.projectList.initiate({}))
    await runWrites()
    const writes = () => puts.mock.contexts.filter((map) => map === records).length
    expect(writes()).toBe(1)

    const refetch = () =>
      store.dispatch(api.endpoints.projectList.initiate({}, { forceRefetch: true }))
    await refetch()
    await runWrites()
    expect(writes()).toBe(1)

    replies['GET /v1/projects'] = { status: 200, body: { items: [wireProject('alpha')] } }
    await refetch()
    await runWrites()
    expect(writes()).toBe(2)
    const written = parseRecord(records.get(adaKey), entitySliceNames)?.state.api.queries
    const list = Object.values(written ?? {}).find((entry) => entry?.endpointName === 'projectList')
    expect(list?.data).toMatchObject({ items: [{ name: 'alpha' }] })

    clock += REWRITE_UNCHANGED_MS
    await refetch()
    await runWrites()
    expect(writes()).toBe(3)
  })

  it.each([
    ['a failed query', 'projectView', 'GET /v1/projects/nope'],
    ['a mutation', 'projectCreate', 'POST /v1/projects'],
  ])('never %s (%s)', async (_, endpointName) => {
    stubServer()
    const store = makeStore()
    await store.dispatch(api.endpoints.currentUserView.initiate())
    await store.dispatch(api.endpoints.projectView.initiate({ project: 'nope' }))
    await store.dispatch(
      api.endpoints.projectCreate.initiate({ projectCreate: { name: 'gamma', description: '' } }),
    )
    const state = snapshotOf(store.getState(), Date.now())
    const names = Object.values(state.api.queries).map((entry) => entry?.endpointName)
    expect(names).toContain('currentUserView')
    expect(names).not.toContain(endpointName)
    expect(state.api).not.toHaveProperty('mutations')
  })

  it('a list being refetched keeps its last answer; an optimistic change is not the server’s', async () => {
    stubServer()
    const store = makeStore()
    await store.dispatch(api.endpoints.projectList.initiate({}))
    // a delete in flight takes beta out of the slice before the server answers
    const deleting = store.dispatch(api.endpoints.projectDelete.initiate({ project: 'beta' }))
    const refetch = store.dispatch(
      api.endpoints.projectList.initiate({}, { forceRefetch: true, subscribe: false }),
    )
    expect(store.getState().projects.ids).toEqual(['id-alpha'])

    const state = snapshotOf(store.getState(), Date.now())
    expect(Object.values(state.api.queries)).toEqual([
      expect.objectContaining({ endpointName: 'projectList', status: 'fulfilled' }),
    ])
    expect(state.projects.ids).toEqual(['id-alpha', 'id-beta'])
    expect(state.projects.rollback).toEqual({})
    await Promise.allSettled([deleting, refetch])
  })

  it('nothing in the preview (its mock resets on reload)', async () => {
    stubServer()
    const { map: records, records: recordStore } = memoryRecords()
    const warm = createWarmStart({
      enabled: false,
      records: recordStore,
      local: () => localStorage,
    })
    const store = makeStore()
    warm.watch(store, { forget: () => {} })
    await store.dispatch(api.endpoints.currentUserView.initiate())
    await store.dispatch(api.endpoints.projectList.initiate({}))
    await settle()
    expect(records.size).toBe(0)
    expect(await read(warm)).toBeUndefined()
  })
})

describe('a warm start', () => {
  it.each([
    ['a minute', 60_000],
    ['a moment, within the stale time,', 500],
  ])(
    'saved %s before the reload: renders the saved lists at once, refreshing until the server answers',
    async (_, agoMs) => {
      const pageStart = Date.now()
      const saved = await savedRecord({ before: pageStart, agoMs })
      const { calls } = stubServer()
      const { warm } = setup({
        records: { [adaKey]: saved },
        local: { [POINTER_KEY]: adaKey },
        pageStart,
      })
      const store = await restoredStore(warm)
      calls.splice(0)
      expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeDefined()
      expect(selectIsRefreshingSaved(store.getState(), pageStart)).toBe(false)
      // nor does a detail page take a restored entity for fresh
      expect(projects.selectors.isFresh(store.getState(), 'id-beta', Date.now())).toBe(false)

      // a mounting list asks again: what the device kept is not the server's word on this page
      const list = store.dispatch(api.endpoints.projectList.initiate({}))
      expect(calls).toEqual(['GET /v1/projects'])
      expect(store.getState().api.queries[list.queryCacheKey]?.data).toMatchObject({
        items: [{ name: 'alpha' }, { name: 'beta' }],
      })
      expect(selectIsRefreshingSaved(store.getState(), pageStart)).toBe(true)
      await list
      expect(selectIsRefreshingSaved(store.getState(), pageStart)).toBe(false)
      list.unsubscribe()
    },
  )
})

describe('a copy the device gives back late (a busy machine)', () => {
  /** The stub server, answering only once `open` is called. */
  function slowServer() {
    const server = stubServer()
    const answering = vi.fn(fetch)
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    // /v1/me answers at once: the copy waits for it, not for the lists
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!url.includes('/v1/me')) await gate
      return answering(url, init)
    })
    return { ...server, open }
  }

  async function started(pageStart: number) {
    const saved = await savedRecord({ before: pageStart, agoMs: 60_000 })
    const server = slowServer()
    const { warm } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey },
      pageStart,
    })
    const store = makeStore()
    return { warm, store, server }
  }

  it('while the request is on its way: the saved rows show, refreshing until it answers', async () => {
    const pageStart = Date.now()
    const { warm, store, server } = await started(pageStart)
    void store.dispatch(api.endpoints.currentUserView.initiate())
    const list = store.dispatch(api.endpoints.projectList.initiate({}))
    const saved = await read(warm)
    expect(await warm.restore(store, saved as NonNullable<typeof saved>)).toBe('restored')
    const entry = store.getState().api.queries[list.queryCacheKey]
    expect(entry?.status).toBe('pending')
    expect(entry?.data).toMatchObject({ items: [{ name: 'alpha' }, { name: 'beta' }] })
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeDefined()
    expect(selectIsRefreshingSaved(store.getState(), pageStart)).toBe(true)
    server.open()
    await list
    expect(selectIsRefreshingSaved(store.getState(), pageStart)).toBe(false)
    list.unsubscribe()
  })

  it('after the network answered: the answer stays, nothing of the copy replaces it', async () => {
    const pageStart = Date.now()
    const { warm, store, server } = await started(pageStart)
    server.replies['GET /v1/projects'] = {
      status: 200,
      body: { items: [wireProject('gamma')], next_page: null },
    }
    server.open()
    const list = store.dispatch(api.endpoints.projectList.initiate({}))
    await list
    await store.dispatch(api.endpoints.currentUserView.initiate())
    const saved = await read(warm)
    expect(await warm.restore(store, saved as NonNullable<typeof saved>)).toBe('late')
    expect(store.getState().api.queries[list.queryCacheKey]?.data).toMatchObject({
      items: [{ name: 'gamma' }],
    })
    // an entity the server gave stays as it gave it; one only the copy has is added, stale
    expect(projects.selectors.byNameOrId(store.getState(), 'gamma')).toBeDefined()
    expect(projects.selectors.isFresh(store.getState(), 'id-alpha', Date.now())).toBe(false)
    list.unsubscribe()
  })

  it('after /v1/me named someone else: nothing is merged and the copy goes', async () => {
    const pageStart = Date.now()
    const { warm, store, server } = await started(pageStart)
    const { records } = setup()
    server.replies['GET /v1/me'] = { status: 200, body: wireUser('grace') }
    server.open()
    warm.watch(store, { forget: () => store.dispatch(forgetUser()) })
    const saved = await read(warm)
    await store.dispatch(api.endpoints.currentUserView.initiate())
    expect(await warm.restore(store, saved as NonNullable<typeof saved>)).toBe('someone else')
    expect(store.getState().projects.ids).toEqual([])
    await settle()
    expect(records.has(adaKey)).toBe(false)
  })
})

describe('nothing of the copy shows before /v1/me confirms the session', () => {
  it('waits for /v1/me, however late, and merges once it names the copy’s user', async () => {
    const pageStart = Date.now()
    const saved = await savedRecord({ before: pageStart, agoMs: 60_000 })
    stubServer()
    const answering = fetch
    let answerMe = () => {}
    const meGate = new Promise<void>((resolve) => {
      answerMe = resolve
    })
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.includes('/v1/me')) await meGate
      return answering(url, init)
    })
    const { warm } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey },
      pageStart,
    })
    const store = makeStore()
    void store.dispatch(api.endpoints.currentUserView.initiate())
    const restoring = warm.restore(store, (await read(warm)) as PersistedState)
    await notified()
    expect(store.getState().projects.ids).toEqual([])
    answerMe()
    expect(await restoring).toBe('restored')
    expect(store.getState().projects.ids).toEqual(['id-alpha', 'id-beta'])
  })

  it.each([
    ['the session ended (401)', 401],
    ['the server cannot say (502)', 502],
  ])('%s: nothing is merged and the copy goes', async (_, status) => {
    const saved = await savedRecord()
    const { replies } = stubServer()
    replies['GET /v1/me'] = { status, body: { error_code: 'Unavailable', message: 'no' } }
    const { warm, records, local } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey, [SCREEN_KEY]: 'ada’s screen' },
    })
    const store = makeStore()
    void store.dispatch(api.endpoints.currentUserView.initiate())
    expect(await warm.restore(store, (await read(warm)) as PersistedState)).toBe('unconfirmed')
    expect(store.getState().projects.ids).toEqual([])
    // the top bar has no name to show but the server's
    const me = Object.values(store.getState().api.queries).find(
      (entry) => entry?.endpointName === 'currentUserView',
    )
    expect(me?.data).toBeUndefined()
    await settle()
    expect(records.has(adaKey)).toBe(false)
    expect(local.has(POINTER_KEY)).toBe(false)
    expect(local.has(SCREEN_KEY)).toBe(false)
  })
})
