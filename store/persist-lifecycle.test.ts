/**
 * The warm start's copy over its life: the last screen kept with it, clearing it, a record of
 * another API version and a corrupted record (both: the network, as without one), the opt-out,
 * and the browser's records. IndexedDB is an in-memory RecordStore; the store is the console's
 * own, over a stubbed fetch.
 */
import { SCREEN_KEY } from '~/boot/last-screen'
import { OPT_OUT_KEY, POINTER_KEY, startEarlyRead } from '~/boot/warm-start-record'
import { api } from './api'
import './api/current-user'
import './api/projects'
import { forgetUser, makeStore } from './index'
import {
  API_VERSION,
  type createWarmStart,
  indexedDbRecords,
  type PersistedRecord,
  type PersistedState,
  recordKey,
  restoreSaved,
} from './persist'
import {
  adaKey,
  notified,
  read,
  restoredStore,
  savedRecord,
  settle,
  setup,
  stubServer,
  wireUser,
} from './persist-testing'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
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
