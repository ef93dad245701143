/**
 * The warm start: what is written, how a copy read late merges with what the network answered,
 * when it is cleared, a record of another API version and a corrupted record (both: the network,
 * as without one), the opt-out. IndexedDB is an
 * in-memory RecordStore; the store is the console's own, over a stubbed fetch.
 */
import { SCREEN_KEY } from '~/boot/last-screen'
import { OPT_OUT_KEY, POINTER_KEY, startEarlyRead } from '~/boot/warm-start-record'
import { api } from './api'
import './api/current-user'
import './api/projects'
import { projects } from './entities/projects'
import { entitySliceNames, forgetUser, makeStore } from './index'
import {
  API_VERSION,
  createWarmStart,
  indexedDbRecords,
  type PersistedRecord,
  type PersistedState,
  parseRecord,
  REWRITE_UNCHANGED_MS,
  type RecordStore,
  recordKey,
  restoreSaved,
  selectIsRefreshingSaved,
  snapshotOf,
  type WatchedStore,
} from './persist'

const wireTimes = {
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
}
const wireProject = (name: string) => ({ id: `id-${name}`, name, description: '', ...wireTimes })
const wireUser = (id: string, siloId = 'silo-1') => ({
  id,
  display_name: id,
  silo_id: siloId,
  silo_name: 'research',
  silo_admin: false,
  fleet_viewer: false,
})
const ada = { id: 'ada', siloId: 'silo-1' }
const adaKey = recordKey(API_VERSION, ada)

/** The server: GET /v1/projects and /v1/me, replies changeable per test; anything else is a 500. */
function stubServer() {
  const replies: Record<string, { status: number; body: unknown }> = {
    'GET /v1/projects': {
      status: 200,
      body: { items: [wireProject('alpha'), wireProject('beta')], next_page: 'token-2' },
    },
    'GET /v1/me': { status: 200, body: wireUser('ada') },
    'POST /v1/projects': { status: 201, body: wireProject('gamma') },
  }
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`
    calls.push(key)
    const reply = replies[key] ?? { status: 500, body: { error_code: 'Internal', message: 'x' } }
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
  return { replies, calls }
}

function memoryRecords(initial: Record<string, unknown> = {}) {
  const map = new Map<string, unknown>(Object.entries(initial))
  const records: RecordStore = {
    get: async (key) => map.get(key),
    put: async (key, record) => {
      map.set(key, structuredClone(record))
    },
    delete: async (key) => {
      map.delete(key)
    },
    keys: async () => [...map.keys()],
  }
  return { map, records }
}

function memoryLocal(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    local: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    },
  }
}

/** The in-memory stores and a write schedule run by hand. */
function setup({
  records: initialRecords = {},
  local: initialLocal = {},
  get,
  pageStart,
  now,
}: {
  records?: Record<string, unknown>
  local?: Record<string, string>
  get?: RecordStore['get']
  pageStart?: number
  now?: () => number
} = {}) {
  const { map: records, records: recordStore } = memoryRecords(initialRecords)
  const { map: local, local: keyValue } = memoryLocal(initialLocal)
  const scheduled: (() => void)[] = []
  let hide = () => {}
  const warm = createWarmStart({
    enabled: true,
    records: { ...recordStore, ...(get && { get }) },
    local: () => keyValue,
    pageStart,
    now,
    schedule: (work) => {
      scheduled.push(work)
      return () => scheduled.splice(scheduled.indexOf(work), 1)
    },
    hidden: (flush) => {
      hide = flush
      return () => {
        hide = () => {}
      }
    },
  })
  /** The records the view kept the last screen under, in order. */
  const keptScreens: string[] = []
  /** The page goes away: what src/main.tsx does on pagehide, with a note for the screen. */
  const leavePage = (store: Pick<WatchedStore, 'getState'>) => {
    const record = warm.lastScreenRecord(store.getState())
    if (record === undefined) return
    keptScreens.push(record)
    keyValue.setItem(SCREEN_KEY, record)
  }
  const startWrites = () => {
    for (const work of scheduled.splice(0)) work()
  }
  const runWrites = async () => {
    await notified()
    startWrites()
    await settle()
  }
  return {
    warm,
    records,
    local,
    runWrites,
    startWrites,
    scheduled,
    hideTab: () => hide(),
    leavePage,
    keptScreens,
  }
}

/** Lets the in-memory IndexedDB calls (promise chains) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
/**
 * Lets the store tell its subscribers: RTK batches RTK Query's actions and notifies on the next
 * animation frame (configureStore's autoBatchEnhancer).
 */
const notified = () => new Promise((resolve) => setTimeout(resolve, 50))

const read = (warm: ReturnType<typeof createWarmStart>) =>
  warm.read({ sliceNames: entitySliceNames })

/**
 * A new page's store with the device's copy merged in once its /v1/me has answered, as startup
 * does (src/main.tsx, whose first load asks /v1/me).
 */
async function restoredStore(warm: ReturnType<typeof createWarmStart>) {
  const store = makeStore()
  void store.dispatch(api.endpoints.currentUserView.initiate())
  const saved = await read(warm)
  if (saved) await warm.restore(store, saved)
  return store
}

/** A whole record of ada's, written by an earlier page (its results predate this one). */
async function savedRecord(
  { before, agoMs }: { before: number; agoMs: number } = {
    before: performance.timeOrigin,
    agoMs: 60_000,
  },
): Promise<PersistedRecord> {
  stubServer()
  const store = makeStore()
  await store.dispatch(api.endpoints.projectList.initiate({}))
  await store.dispatch(api.endpoints.currentUserView.initiate())
  const earlier = before - agoMs
  const state = snapshotOf(store.getState(), Date.now())
  for (const entry of Object.values(state.api.queries)) {
    if (entry) Object.assign(entry, { startedTimeStamp: earlier, fulfilledTimeStamp: earlier })
  }
  return { version: API_VERSION, userId: ada.id, siloId: ada.siloId, savedAt: earlier, state }
}

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

describe('the last screen (boot/last-screen.ts)', () => {
  it('is kept when the page goes away, under the copy of the user /v1/me names', async () => {
    stubServer()
    const { warm, local, runWrites, leavePage, keptScreens } = setup()
    const store = makeStore()
    warm.watch(store, { forget: () => {} })
    await store.dispatch(api.endpoints.projectList.initiate({}))
    // whose screen it is is not known yet, and no copy names it
    leavePage(store)
    expect(keptScreens).toEqual([])

    await store.dispatch(api.endpoints.currentUserView.initiate())
    await runWrites()
    expect(local.get(POINTER_KEY)).toBe(adaKey)
    leavePage(store)
    expect(keptScreens).toEqual([adaKey])
  })

  it('is kept under no record the copy’s own /v1/me names: only this page’s answer tells', async () => {
    const saved = await savedRecord()
    stubServer()
    const { warm, leavePage, keptScreens } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey },
    })
    const store = makeStore()
    store.dispatch(restoreSaved((await read(warm)) as PersistedState))
    leavePage(store)
    expect(keptScreens).toEqual([])

    await store.dispatch(api.endpoints.currentUserView.initiate(undefined, { forceRefetch: true }))
    leavePage(store)
    expect(keptScreens).toEqual([adaKey])
  })

  it('is not kept for a copy of someone else’s that the pointer still names', async () => {
    stubServer()
    const graceKey = recordKey(API_VERSION, { id: 'grace', siloId: 'silo-1' })
    const { warm, leavePage, keptScreens } = setup({ local: { [POINTER_KEY]: graceKey } })
    const store = makeStore()
    warm.watch(store, { forget: () => {} })
    await store.dispatch(api.endpoints.currentUserView.initiate())
    leavePage(store)
    expect(keptScreens).toEqual([])
  })

  it.each<[string, (warm: ReturnType<typeof createWarmStart>) => Promise<void>]>([
    ['sign-out or a 401 (clear)', (warm) => warm.clear()],
    ['the opt-out', (warm) => warm.setEnabled(false)],
  ])('goes with the copy on %s, and is kept no more', async (_, end) => {
    stubServer()
    const { warm, local, runWrites, leavePage, keptScreens } = setup()
    const store = makeStore()
    warm.watch(store, { forget: () => {} })
    await store.dispatch(api.endpoints.currentUserView.initiate())
    await runWrites()
    leavePage(store)
    expect(local.has(SCREEN_KEY)).toBe(true)

    await end(warm)
    expect(local.has(SCREEN_KEY)).toBe(false)
    leavePage(store)
    expect(keptScreens).toEqual([adaKey])
  })

  it('goes with the copy when /v1/me names someone else', async () => {
    const saved = await savedRecord()
    const { replies } = stubServer()
    replies['GET /v1/me'] = { status: 200, body: wireUser('grace') }
    const { warm, local } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey, [SCREEN_KEY]: 'ada’s screen' },
    })
    const store = await restoredStore(warm)
    warm.watch(store, { forget: () => store.dispatch(forgetUser()) })
    await store.dispatch(api.endpoints.currentUserView.initiate(undefined, { forceRefetch: true }))
    await notified()
    expect(local.has(SCREEN_KEY)).toBe(false)
  })
})

describe('when the copy is cleared', () => {
  it.each([
    ['scheduled', false],
    ['already writing', true],
  ])(
    'sign-out or a 401 (clear): the record and the pointer go, a write %s too',
    async (_, started) => {
      stubServer()
      const { warm, records, local, runWrites, startWrites } = setup()
      const store = makeStore()
      warm.watch(store, { forget: () => {} })
      await store.dispatch(api.endpoints.currentUserView.initiate())
      await runWrites()
      expect(records.has(adaKey)).toBe(true)

      await store.dispatch(api.endpoints.projectList.initiate({}))
      await notified()
      if (started) startWrites()
      await warm.clear()
      await runWrites()
      expect(records.size).toBe(0)
      expect(local.has(POINTER_KEY)).toBe(false)
    },
  )

  it.each([
    ['another user of the silo', wireUser('grace')],
    ['the same user id in another silo', wireUser('ada', 'silo-2')],
  ])('/v1/me names %s: the copy is never shown and the record goes', async (_, me) => {
    const saved = await savedRecord()
    const { replies } = stubServer()
    replies['GET /v1/me'] = { status: 200, body: me }
    const { warm, records, local, runWrites } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey },
    })
    const store = await restoredStore(warm)
    warm.watch(store, { forget: () => store.dispatch(forgetUser()) })
    // never shown: the copy waited for /v1/me, which named someone else
    expect(store.getState().projects.ids).toEqual([])
    await notified()
    await settle()
    expect(records.has(adaKey)).toBe(false)
    expect(local.has(POINTER_KEY)).toBe(false)

    // from now on the copy is the new user's
    await store.dispatch(api.endpoints.currentUserView.initiate(undefined, { forceRefetch: true }))
    await runWrites()
    expect([...records.keys()]).toEqual([recordKey(API_VERSION, { id: me.id, siloId: me.silo_id })])
  })

  it('/v1/me names the same user: the copy stays and is written again', async () => {
    const saved = await savedRecord()
    stubServer()
    const { warm, records, runWrites } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey },
    })
    const forget = vi.fn()
    const store = await restoredStore(warm)
    warm.watch(store, { forget })
    await store.dispatch(api.endpoints.currentUserView.initiate(undefined, { forceRefetch: true }))
    await runWrites()
    expect(forget).not.toHaveBeenCalled()
    expect((records.get(adaKey) as PersistedRecord).savedAt).toBeGreaterThan(saved.savedAt)
  })

  it('records no pointer names (an earlier 401’s, an old version’s) are deleted', async () => {
    const saved = await savedRecord()
    const { warm, records, startWrites } = setup({
      records: {
        [adaKey]: saved,
        'old/silo-1/ada': saved,
        [recordKey(API_VERSION, { id: 'x', siloId: 'y' })]: saved,
      },
      local: { [POINTER_KEY]: adaKey },
    })
    await read(warm)
    warm.watch(makeStore(), { forget: () => {} })
    await settle()
    // not while the first page loads: it waits like a write
    expect(records.size).toBe(3)
    startWrites()
    await settle()
    expect([...records.keys()]).toEqual([adaKey])
  })
})

describe('a record that cannot be used: the network, as without one', () => {
  const otherVersion = `${API_VERSION}-other`
  it.each<[string, (saved: PersistedRecord) => { key: string; value: unknown }]>([
    [
      'of another API version (by its key)',
      (saved) => ({ key: `${otherVersion}/silo-1/ada`, value: saved }),
    ],
    [
      'of another API version (by its content)',
      (saved) => ({ key: adaKey, value: { ...saved, version: otherVersion } }),
    ],
    ['not an object', () => ({ key: adaKey, value: 'garbage' })],
    ['without state', (saved) => ({ key: adaKey, value: { ...saved, state: undefined } })],
    [
      'without an entity slice',
      (saved) => ({
        key: adaKey,
        value: { ...saved, state: { ...saved.state, projects: undefined } },
      }),
    ],
    [
      'with ids that name no entity',
      (saved) => ({
        key: adaKey,
        value: {
          ...saved,
          state: { ...saved.state, projects: { ...saved.state.projects, entities: {} } },
        },
      }),
    ],
    [
      'with an error result',
      (saved) => ({
        key: adaKey,
        value: {
          ...saved,
          state: {
            ...saved.state,
            api: { queries: { x: { status: 'rejected', endpointName: 'projectList' } } },
          },
        },
      }),
    ],
    [
      'with no query results',
      (saved) => ({ key: adaKey, value: { ...saved, state: { ...saved.state, api: {} } } }),
    ],
  ])('a record %s is deleted', async (_, make) => {
    const { key, value } = make(await savedRecord())
    const { calls } = stubServer()
    const { warm, records, local } = setup({
      records: { [key]: value },
      local: { [POINTER_KEY]: key },
    })
    expect(await read(warm)).toBeUndefined()
    await settle()
    expect(records.size).toBe(0)
    expect(local.has(POINTER_KEY)).toBe(false)

    const store = makeStore()
    await store.dispatch(api.endpoints.projectList.initiate({}))
    expect(calls).toEqual(['GET /v1/projects'])
    expect(store.getState().projects.ids).toEqual(['id-alpha', 'id-beta'])
  })

  it('a read that fails is deleted', async () => {
    const { warm, records, local } = setup({
      records: { [adaKey]: {} },
      local: { [POINTER_KEY]: adaKey },
      get: () => Promise.reject(new DOMException('corrupt', 'DataError')),
    })
    expect(await read(warm)).toBeUndefined()
    await settle()
    expect(records.size).toBe(0)
    expect(local.has(POINTER_KEY)).toBe(false)
  })

  it('a read that never ends: the page goes on from the network, and the record stays', async () => {
    const saved = await savedRecord()
    const { calls } = stubServer()
    const { warm, records } = setup({
      records: { [adaKey]: saved },
      local: { [POINTER_KEY]: adaKey },
      get: () => new Promise(() => {}),
    })
    const store = makeStore()
    void read(warm)
    await store.dispatch(api.endpoints.projectList.initiate({}))
    expect(calls).toEqual(['GET /v1/projects'])
    expect(store.getState().projects.ids).toEqual(['id-alpha', 'id-beta'])
    expect(records.has(adaKey)).toBe(true)
  })
})

describe('the opt-out', () => {
  it('off deletes every record, reads nothing and writes nothing; on writes again', async () => {
    const saved = await savedRecord()
    stubServer()
    const { warm, records, local, runWrites } = setup({
      records: { [adaKey]: saved, 'other-key': saved },
      local: { [POINTER_KEY]: adaKey },
    })
    expect(warm.isEnabled()).toBe(true)
    await warm.setEnabled(false)
    expect(warm.isEnabled()).toBe(false)
    expect(local.get(OPT_OUT_KEY)).toBe('off')
    expect(records.size).toBe(0)
    expect(local.has(POINTER_KEY)).toBe(false)

    const store = makeStore()
    warm.watch(store, { forget: () => {} })
    await store.dispatch(api.endpoints.currentUserView.initiate())
    await runWrites()
    expect(records.size).toBe(0)
    expect(await read(warm)).toBeUndefined()

    await warm.setEnabled(true)
    expect(local.has(OPT_OUT_KEY)).toBe(false)
    await store.dispatch(api.endpoints.projectList.initiate({}))
    await runWrites()
    expect([...records.keys()]).toEqual([adaKey])
  })
})

describe('the browser’s records', () => {
  it('give the read index.html’s first script started for the record asked for, then ask the database', async () => {
    startEarlyRead(
      window,
      { getItem: (key) => (key === POINTER_KEY ? 'v1/ada/silo' : null) },
      async () => 'read early',
    )
    const records = indexedDbRecords()
    await expect(records.get('v1/ada/silo')).resolves.toBe('read early')
    // the next read is the database's (which this test environment has none of)
    await expect(records.get('v1/ada/silo')).rejects.toThrow()
  })
})
