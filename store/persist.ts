/**
 * The local-first warm start. In production builds the normalized store (the entity
 * slices and RTK Query's successful query results, with their order and page tokens) is kept on
 * the device, in IndexedDB, under the signed-in user, their silo and the API version; a reload
 * renders the last-known lists from it at once while every query revalidates (a restored copy
 * counts as stale, so a mounting query always asks again). The preview's mock resets on reload
 * (SPEC §1), so there nothing is kept.
 *
 * Startup cannot wait for /v1/me to know whose copy to read: a small pointer in localStorage
 * names the last record written. When /v1/me answers for someone else, the copy is dropped and
 * the store forgets what it showed.
 *
 * The page the user leaves is kept too, as the record's last screen (boot/last-screen.ts), which
 * index.html's first script paints before any of the console's code has run: the view keeps it
 * (src/main.tsx) under the record `lastScreenRecord` names, and it goes wherever the record goes.
 *
 * Nothing waits for the device: the page's requests leave at startup, and the copy, whenever the
 * disk gives it back, fills only what the network has not answered yet (`mergeSaved`). A busy
 * machine's read, slower than the first render's wait, still shows the last-known rows if it
 * comes before the API's answer.
 */
import { createAction } from '@reduxjs/toolkit'
import { QueryStatus } from '@reduxjs/toolkit/query'
import { forgetScreen } from '~/boot/last-screen'
import {
  inRecordStore,
  OPT_OUT_KEY,
  openRecordDatabase,
  POINTER_KEY,
  takeEarlyRead,
} from '~/boot/warm-start-record'
import { STALE_TIME_MS } from '~/lib/constants'
import { whenIdle } from '~/lib/when-idle'
// esbuild keeps only the named top-level property of a JSON import: the contract stays out of
// the bundle, and the version is the contract's own, not a copy
import { info } from '../../shared/api/oxide-openapi.json'
import type { CurrentUser } from './api'
import { onSessionEnd } from './api/transport'
import type { ResourceState } from './entities/resource-slice'
import type { RootState } from './root-reducer'

/** The API version the app was generated against; a copy written under another is ignored. */
export const API_VERSION = info.version

export type EntitySliceName = Exclude<keyof RootState, 'api'>
type QueryEntries = RootState['api']['queries']

/** What a record keeps: every entity slice and the query results that list them. */
export type PersistedState = Pick<RootState, EntitySliceName> & { api: { queries: QueryEntries } }

export interface PersistedRecord {
  version: string
  userId: string
  siloId: string
  savedAt: number
  state: PersistedState
}

/** Where records live: IndexedDB in the browser, a Map in unit tests. */
export interface RecordStore {
  get(key: string): Promise<unknown>
  put(key: string, record: PersistedRecord): Promise<void>
  delete(key: string): Promise<void>
  keys(): Promise<string[]>
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Writes wait this long after a fetch, so a burst of answers (a page, its polling) is one write. */
export const WRITE_THROTTLE_MS = 1000
/** A result older than this is not worth showing as "last known", and is not kept. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/**
 * A record whose rows have not changed is written again after this long anyway, so the times it
 * keeps stay well within MAX_AGE_MS of the server's latest word on a page left open for days.
 */
export const REWRITE_UNCHANGED_MS = 60 * 60 * 1000

export const recordKey = (version: string, user: Pick<CurrentUser, 'id' | 'siloId'>) =>
  `${version}/${user.siloId}/${user.id}`

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The server's copy of a slice: entities under an optimistic change go back to what the server
 * last said (the change may yet fail), and entities older than MAX_AGE_MS are left out.
 */
function serverCopy<S extends ResourceState<{ id: string; name: string }>>(
  slice: S,
  now: number,
): S {
  const entities = { ...slice.entities }
  for (const previous of Object.values(slice.rollback)) entities[previous.id] = previous
  const ids = Object.keys(entities).filter((id) => now - (slice.fetchedAt[id] ?? 0) < MAX_AGE_MS)
  return {
    ...slice,
    ids,
    entities: Object.fromEntries(ids.map((id) => [id, entities[id]])),
    fetchedAt: Object.fromEntries(ids.map((id) => [id, slice.fetchedAt[id]])),
    rollback: {},
    gone: {},
  }
}

/**
 * What is written: every query result the server gave (a refetch in flight keeps its last
 * answer), never an error, never a mutation; and the server's copy of every entity slice.
 */
export function snapshotOf(state: RootState, now: number): PersistedState {
  const queries: QueryEntries = {}
  for (const [key, entry] of Object.entries(state.api.queries)) {
    if (!entry || entry.data === undefined || entry.fulfilledTimeStamp === undefined) continue
    if (entry.status !== QueryStatus.fulfilled && entry.status !== QueryStatus.pending) continue
    if (now - entry.fulfilledTimeStamp >= MAX_AGE_MS) continue
    queries[key] = {
      ...entry,
      status: QueryStatus.fulfilled,
      data: entry.data,
      fulfilledTimeStamp: entry.fulfilledTimeStamp,
      error: undefined,
    }
  }
  const slices = Object.fromEntries(
    (Object.keys(state) as (keyof RootState)[])
      .filter((name): name is EntitySliceName => name !== 'api')
      .map((name) => [name, serverCopy(state[name], now)]),
  ) as Pick<RootState, EntitySliceName>
  return { ...slices, api: { queries } }
}

/**
 * What a write's rows are made of: each query's answer and each slice's entities, by reference.
 * RTK Query's structural sharing and the slices' upserts keep the references of what an answer
 * did not change, so two equal fingerprints mean the same rows: a list polled while nothing on it
 * changes would be written (the whole store cloned into IndexedDB) for nothing.
 */
function rowsFingerprint(state: RootState): unknown[] {
  const parts: unknown[] = []
  for (const [key, entry] of Object.entries(state.api.queries)) parts.push(key, entry?.data)
  for (const name of Object.keys(state) as (keyof RootState)[]) {
    if (name === 'api') continue
    const slice = state[name]
    parts.push(slice.ids, slice.entities, slice.rollback)
  }
  return parts
}

const sameParts = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index])

const isSlice = (value: unknown) =>
  isObject(value) &&
  Array.isArray(value.ids) &&
  isObject(value.entities) &&
  isObject(value.fetchedAt) &&
  value.ids.every(
    (id) => typeof id === 'string' && isObject((value.entities as Record<string, unknown>)[id]),
  )

const isQueryEntry = (value: unknown) =>
  isObject(value) &&
  value.status === QueryStatus.fulfilled &&
  typeof value.endpointName === 'string' &&
  typeof value.fulfilledTimeStamp === 'number' &&
  value.data !== undefined

/** A record as read, checked: anything unexpected (a half write, another build's shape) is none. */
export function parseRecord(
  value: unknown,
  sliceNames: readonly EntitySliceName[],
): PersistedRecord | undefined {
  if (!isObject(value) || !isObject(value.state)) return undefined
  const { version, userId, siloId, savedAt, state } = value
  if (typeof version !== 'string' || typeof userId !== 'string' || typeof siloId !== 'string') {
    return undefined
  }
  if (typeof savedAt !== 'number') return undefined
  const queries = isObject(state.api) ? state.api.queries : undefined
  if (!isObject(queries) || !Object.values(queries).every(isQueryEntry)) return undefined
  if (!sliceNames.every((name) => isSlice(state[name]))) return undefined
  return value as unknown as PersistedRecord
}

/** The copy read from the device, for the store to merge (store/index.ts). */
export const restoreSaved = createAction<PersistedState>('warmStart/restore')

/**
 * The store with the copy filling what the network has not answered: a query not asked yet gets
 * the saved answer; one in flight with nothing to show gets it as the data it shows meanwhile
 * (still pending, so the page says it is refreshing); an answer or a failure already in is the
 * server's newer word and stays. Likewise an entity the store already holds stays as it is.
 */
export function mergeSaved(state: RootState, saved: PersistedState): RootState {
  const queries: QueryEntries = { ...state.api.queries }
  for (const [key, entry] of Object.entries(saved.api.queries)) {
    const current = queries[key]
    if (!entry) continue
    if (!current) queries[key] = entry
    else if (current.status === QueryStatus.pending && current.data === undefined) {
      queries[key] = { ...current, data: entry.data, fulfilledTimeStamp: entry.fulfilledTimeStamp }
    }
  }
  const merged: Record<string, unknown> = { ...state, api: { ...state.api, queries } }
  for (const name of Object.keys(saved) as (keyof PersistedState)[]) {
    if (name === 'api') continue
    const current = state[name]
    const kept = saved[name]
    // an entity the server has since said is gone (markGone) stays gone
    const added = kept.ids.filter((id) => !(id in current.entities) && !(id in current.gone))
    if (added.length === 0) continue
    merged[name] = {
      ...current,
      ids: [...current.ids, ...added],
      entities: {
        ...current.entities,
        ...Object.fromEntries(added.map((id) => [id, kept.entities[id]])),
      },
      fetchedAt: {
        ...current.fetchedAt,
        ...Object.fromEntries(added.map((id) => [id, kept.fetchedAt[id]])),
      },
    }
  }
  return merged as RootState
}

/**
 * A restored copy is older than the stale time whatever its age, so every query that mounts asks
 * again and no detail page skips its revalidation (SPEC §9 stale time, resource-slice `isFresh`):
 * a copy written a second before a reload is still not the server's word on this page.
 */
export function asStale(state: PersistedState, pageStart: number): PersistedState {
  const staleAt = pageStart - STALE_TIME_MS
  const queries: QueryEntries = {}
  for (const [key, entry] of Object.entries(state.api.queries)) {
    if (entry?.status !== QueryStatus.fulfilled) continue
    queries[key] = { ...entry, fulfilledTimeStamp: Math.min(entry.fulfilledTimeStamp, staleAt) }
  }
  const slices = Object.fromEntries(
    (Object.keys(state) as (keyof PersistedState)[])
      .filter((name): name is EntitySliceName => name !== 'api')
      .map((name) => {
        const slice = state[name]
        const fetchedAt = Object.fromEntries(
          Object.entries(slice.fetchedAt).map(([id, at]) => [id, Math.min(at, staleAt)]),
        )
        return [name, { ...slice, fetchedAt }]
      }),
  ) as Pick<RootState, EntitySliceName>
  return { ...slices, api: { queries } }
}

/** The /v1/me answer of this page's session, not one restored from the device. */
function freshCurrentUser(state: RootState, pageStart: number): CurrentUser | undefined {
  for (const entry of Object.values(state.api.queries)) {
    if (
      entry?.endpointName === 'currentUserView' &&
      entry.status === QueryStatus.fulfilled &&
      entry.fulfilledTimeStamp >= pageStart
    ) {
      return entry.data as CurrentUser
    }
  }
  return undefined
}

/** Whether this page's /v1/me failed: the session cannot be confirmed (a 401, a 502, no network). */
function currentUserFailed(state: RootState, pageStart: number) {
  return Object.values(state.api.queries).some(
    (entry) =>
      entry?.endpointName === 'currentUserView' &&
      entry.status === QueryStatus.rejected &&
      (entry.startedTimeStamp ?? 0) >= pageStart,
  )
}

/**
 * This page's /v1/me, once it has answered: the user, or undefined when it failed. Nothing kept
 * on the device shows before it (docs/architecture.md, Loading: warm start).
 */
function confirmedSession(
  store: WatchedStore,
  pageStart: number,
): Promise<CurrentUser | undefined> {
  return new Promise((resolve) => {
    const answered = () => {
      const state = store.getState()
      const user = freshCurrentUser(state, pageStart)
      if (user || currentUserFailed(state, pageStart)) {
        resolve(user)
        return true
      }
      return false
    }
    if (answered()) return
    const unsubscribe = store.subscribe(() => {
      if (answered()) unsubscribe()
    })
  })
}

/**
 * Whether the page shows lists restored from the device that are being asked again: restored
 * results carry the time they were fetched on an earlier page, before this one started.
 */
export const selectIsRefreshingSaved = (state: Pick<RootState, 'api'>, pageStart: number) =>
  Object.values(state.api.queries).some(
    (entry) =>
      entry?.status === QueryStatus.pending &&
      entry.data !== undefined &&
      (entry.fulfilledTimeStamp ?? pageStart) < pageStart,
  )

/** Runs `work` after the throttle, when the main thread is idle; returns how to cancel. */
function afterFetchesSettle(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(work, WRITE_THROTTLE_MS)
  }, WRITE_THROTTLE_MS)
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}

/**
 * Calls `flush` when the tab is hidden (the user switches away, the browser may freeze or drop
 * the page), so a write still waiting for its throttle lands while the page can finish it;
 * returns how to stop. Not on pagehide: a reload does not let an IndexedDB write begun then
 * land (`node scripts/bench.mjs --waterfall` shows it cut short).
 */
function whenHidden(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  document.addEventListener('visibilitychange', onVisibility)
  return () => document.removeEventListener('visibilitychange', onVisibility)
}

export interface WarmStartOptions {
  /** Whether anything is kept: see `enable`. */
  enabled?: boolean
  records: RecordStore
  /** Read on use: module code also runs where there is no window (the mock server). */
  local: () => KeyValue
  version?: string
  /** When a write runs; tests run it by hand. */
  schedule?: (work: () => void) => () => void
  /** When a waiting write runs at once; tests hide the page by hand. */
  hidden?: (flush: () => void) => () => void
  now?: () => number
  /** When this page started (ms since the epoch): results fetched before it were restored. */
  pageStart?: number
}

/** What the warm start needs of the store: its state and news of changes. */
export interface WatchedStore {
  getState(): RootState
  subscribe(listener: () => void): () => void
}

export function createWarmStart({
  enabled = false,
  records,
  local,
  version = API_VERSION,
  schedule = afterFetchesSettle,
  hidden = whenHidden,
  now = Date.now,
  pageStart = performance.timeOrigin,
}: WarmStartOptions) {
  /** The record this page started from, until /v1/me says whether it is this user's. */
  let restoredKey: string | undefined
  /** The record `read` gave, whether /v1/me has confirmed it yet or not. */
  let readKey: string | undefined
  let cancelWrite: (() => void) | undefined
  /** The last write's record, time and rows, to skip one that would write the same rows again. */
  let lastWrite: { key: string; at: number; rows: unknown[] } | undefined
  // IndexedDB calls one after another, so a delete is never overtaken by an earlier write
  let queue: Promise<void> = Promise.resolve()
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => console.warn('warm start:', error))
    return queue
  }

  const isEnabled = () => enabled && local().getItem(OPT_OUT_KEY) !== 'off'

  function cancelPendingWrite() {
    cancelWrite?.()
    cancelWrite = undefined
  }

  /**
   * Drops a record and, when it is the one named, the pointer and the last screen (at once, for
   * a reload now).
   */
  function drop(key: string) {
    if (local().getItem(POINTER_KEY) === key) {
      local().removeItem(POINTER_KEY)
      forgetScreen(local())
    }
    return enqueue(() => records.delete(key))
  }

  function write(store: WatchedStore) {
    cancelWrite = undefined
    if (!isEnabled()) return
    const state = store.getState()
    // until this session's /v1/me answers, whose data this is is not known
    const user = freshCurrentUser(state, pageStart)
    if (!user) return
    const key = recordKey(version, user)
    const savedAt = now()
    const rows = rowsFingerprint(state)
    const unchanged =
      lastWrite?.key === key &&
      savedAt - lastWrite.at < REWRITE_UNCHANGED_MS &&
      sameParts(lastWrite.rows, rows) &&
      local().getItem(POINTER_KEY) === key
    if (unchanged) return
    lastWrite = { key, at: savedAt, rows }
    const record: PersistedRecord = {
      version,
      userId: user.id,
      siloId: user.siloId,
      savedAt,
      state: snapshotOf(state, savedAt),
    }
    void enqueue(async () => {
      await records.put(key, record)
      local().setItem(POINTER_KEY, key)
    })
  }

  return {
    isEnabled,

    /** For production builds only (src/main.tsx): the preview's mock resets on reload (SPEC §1). */
    enable() {
      enabled = true
    },

    /**
     * The record the pointer names, if it is this API version's and reads back whole, however
     * long the device takes (`restore` merges it only where the network has not answered). A
     * record that cannot be read or is not whole is deleted: the page loads from the network as
     * it would without one.
     */
    async read({
      sliceNames,
    }: {
      sliceNames: readonly EntitySliceName[]
    }): Promise<PersistedState | undefined> {
      if (!isEnabled()) return undefined
      const key = local().getItem(POINTER_KEY)
      if (!key) return undefined
      if (!key.startsWith(`${version}/`)) {
        void drop(key)
        return undefined
      }
      let value: unknown
      try {
        value = await records.get(key)
      } catch {
        void drop(key)
        return undefined
      }
      const record = parseRecord(value, sliceNames)
      if (!record || record.version !== version) {
        void drop(key)
        return undefined
      }
      restoredKey = key
      readKey = key
      return asStale(record.state, pageStart)
    },

    /**
     * Merges the copy `read` gave into the store (mergeSaved) once this page's /v1/me has
     * confirmed that the session is the user's it was kept for; another user's, or a /v1/me that
     * fails (the session ended, or cannot be confirmed), drops it unshown. Says what it did, for
     * the warm start's figure: 'restored' when some rows came from it, 'late' when the network
     * had answered everything it held.
     */
    async restore(
      store: WatchedStore & { dispatch: (action: ReturnType<typeof restoreSaved>) => unknown },
      saved: PersistedState,
    ): Promise<'restored' | 'late' | 'someone else' | 'unconfirmed'> {
      const user = await confirmedSession(store, pageStart)
      if (!user || recordKey(version, user) !== readKey) {
        if (restoredKey) void drop(restoredKey)
        restoredKey = undefined
        return user ? 'someone else' : 'unconfirmed'
      }
      const before = store.getState()
      store.dispatch(restoreSaved(saved))
      const after = store.getState()
      const filled = Object.keys(after.api.queries).some(
        (name) => after.api.queries[name]?.data !== before.api.queries[name]?.data,
      )
      return filled ? 'restored' : 'late'
    },

    /**
     * Writes the store after each successful fetch (throttled, when idle, and at once when the
     * tab is hidden while a write waits) under the user /v1/me names, and drops the restored
     * copy when /v1/me names someone else. Also deletes records no pointer names (a 401's
     * delete cut short by the page leaving, an old version).
     */
    watch(store: WatchedStore, { forget }: { forget: () => void }) {
      if (!enabled) return () => {}
      let queries = store.getState().api.queries
      // once the first page's data is in, like a write: opening IndexedDB costs a fresh profile's
      // main thread time (`node scripts/bench.mjs --profile`) that the first row does not need
      const cancelCleanup = schedule(() => {
        void enqueue(async () => {
          const current = local().getItem(POINTER_KEY)
          for (const key of await records.keys()) {
            if (key !== current && key !== restoredKey) await records.delete(key)
          }
        })
      })
      const unsubscribe = store.subscribe(() => {
        const state = store.getState()
        if (state.api.queries === queries) return
        queries = state.api.queries
        if (restoredKey) {
          const user = freshCurrentUser(state, pageStart)
          if (user) {
            const previous = restoredKey
            restoredKey = undefined
            if (recordKey(version, user) !== previous) {
              void drop(previous)
              forget()
              return
            }
          }
        }
        if (!cancelWrite && isEnabled()) cancelWrite = schedule(() => write(store))
      })
      const stopHidden = hidden(() => {
        if (!cancelWrite) return
        cancelPendingWrite()
        write(store)
      })
      return () => {
        cancelCleanup()
        cancelPendingWrite()
        stopHidden()
        unsubscribe()
      }
    },

    /**
     * The record whose last screen the page shown in `state` is, for the view to keep as the
     * user leaves (src/main.tsx): the copy the pointer names, when it is the one of the user this
     * page's /v1/me names; none before that answer, for someone else's copy, or when nothing is
     * kept. A reload paints it before the code has run (index.html's first script,
     * boot/last-screen.ts).
     */
    lastScreenRecord(state: RootState): string | undefined {
      if (!isEnabled()) return undefined
      const user = freshCurrentUser(state, pageStart)
      if (!user) return undefined
      const key = recordKey(version, user)
      return local().getItem(POINTER_KEY) === key ? key : undefined
    },

    /** Sign-out or an ended session: nothing of this user stays on the device. */
    clear() {
      if (!enabled) return Promise.resolve()
      cancelPendingWrite()
      restoredKey = undefined
      const key = local().getItem(POINTER_KEY)
      local().removeItem(POINTER_KEY)
      forgetScreen(local())
      // a write already queued sets the pointer again: remove it after, too
      return enqueue(async () => {
        if (key) await records.delete(key)
        local().removeItem(POINTER_KEY)
      })
    },

    /** The profile page's opt-out: off deletes every record on the device. */
    setEnabled(on: boolean) {
      if (!enabled) return Promise.resolve()
      if (on) {
        local().removeItem(OPT_OUT_KEY)
        return Promise.resolve()
      }
      local().setItem(OPT_OUT_KEY, 'off')
      cancelPendingWrite()
      restoredKey = undefined
      local().removeItem(POINTER_KEY)
      forgetScreen(local())
      return enqueue(async () => {
        for (const key of await records.keys()) await records.delete(key)
        local().removeItem(POINTER_KEY)
      })
    },
  }
}

/**
 * The browser's RecordStore: one object store of records by key, opened on first use, so a build
 * or a user that keeps nothing never touches IndexedDB. The first get takes the read index.html's
 * first script started (boot/warm-start-record.ts) when it is of the same record.
 */
export function indexedDbRecords(): RecordStore {
  let database: Promise<IDBDatabase> | undefined
  const open = () => {
    database ??= openRecordDatabase()
    return database
  }
  const run = <T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>) =>
    inRecordStore(open(), mode, call)
  return {
    get: (key) => takeEarlyRead(window, key) ?? run('readonly', (store) => store.get(key)),
    put: async (key, record) => {
      await run('readwrite', (store) => store.put(record, key))
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
    keys: async () => (await run('readonly', (store) => store.getAllKeys())).map(String),
  }
}

/** The console's warm start: off until a production build's startup enables it. */
export const warmStart = createWarmStart({
  records: indexedDbRecords(),
  local: () => window.localStorage,
})

// an ended session's lists leave the device before whoever signs in next can see them
onSessionEnd(() => void warmStart.clear())
