/**
 * What the warm start's tests share (persist.test.ts, persist-lifecycle.test.ts): a stubbed
 * server, in-memory IndexedDB and localStorage, a write schedule run by hand, and a record of an
 * earlier page's.
 */
import { SCREEN_KEY } from '~/boot/last-screen'
import { api } from './api'
import './api/current-user'
import './api/projects'
import { entitySliceNames, makeStore } from './index'
import {
  API_VERSION,
  createWarmStart,
  type PersistedRecord,
  type RecordStore,
  recordKey,
  snapshotOf,
  type WatchedStore,
} from './persist'

export const wireTimes = {
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
}
export const wireProject = (name: string) => ({
  id: `id-${name}`,
  name,
  description: '',
  ...wireTimes,
})
export const wireUser = (id: string, siloId = 'silo-1') => ({
  id,
  display_name: id,
  silo_id: siloId,
  silo_name: 'research',
  silo_admin: false,
  fleet_viewer: false,
})
export const ada = { id: 'ada', siloId: 'silo-1' }
export const adaKey = recordKey(API_VERSION, ada)

/** The server: GET /v1/projects and /v1/me, replies changeable per test; anything else is a 500. */
export function stubServer() {
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

export function memoryRecords(initial: Record<string, unknown> = {}) {
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

export function memoryLocal(initial: Record<string, string> = {}) {
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
export function setup({
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
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
/**
 * Lets the store tell its subscribers: RTK batches RTK Query's actions and notifies on the next
 * animation frame (configureStore's autoBatchEnhancer).
 */
export const notified = () => new Promise((resolve) => setTimeout(resolve, 50))

export const read = (warm: ReturnType<typeof createWarmStart>) =>
  warm.read({ sliceNames: entitySliceNames })

/**
 * A new page's store with the device's copy merged in once its /v1/me has answered, as startup
 * does (src/main.tsx, whose first load asks /v1/me).
 */
export async function restoredStore(warm: ReturnType<typeof createWarmStart>) {
  const store = makeStore()
  void store.dispatch(api.endpoints.currentUserView.initiate())
  const saved = await read(warm)
  if (saved) await warm.restore(store, saved)
  return store
}

/** A whole record of ada's, written by an earlier page (its results predate this one). */
export async function savedRecord(
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
