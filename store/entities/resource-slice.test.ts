// @vitest-environment node
import { api } from '../api'
import '../api/instances'
import { makeStore } from '../index'
import { instances } from './instances'

type WireInstance = ReturnType<typeof wireInstance>

const wireInstance = (index: number) => ({
  id: `id-${index}`,
  name: `node-${index}`,
  description: '',
  project_id: 'id-project',
  hostname: `node-${index}`,
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  run_state: 'stopping',
  auto_restart_enabled: true,
  enable_jumbo_frames: false,
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
  time_run_state_updated: '2026-01-02T03:04:05.000Z',
})

/** A fetch whose list of instances answers with the next of `pages` on each call. */
function stubInstanceList(pages: WireInstance[][]) {
  vi.stubGlobal('fetch', async () => {
    const items = pages.shift()
    if (!items) throw new Error('no answer left')
    return new Response(JSON.stringify({ items, next_page: null }))
  })
}

const listAgain = () =>
  api.endpoints.instanceList.initiate({ project: 'p' }, { forceRefetch: true })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a list answered again, as each poll is (docs/architecture.md, From the contract to a page)', () => {
  const first = [0, 1, 2].map(wireInstance)

  it.each([
    ['nothing', {}],
    ['its run state', { run_state: 'stopped' }],
    ['a timestamp', { time_run_state_updated: '2026-01-02T03:04:09.000Z' }],
    ['a field it did not have', { boot_disk_id: 'id-disk' }],
  ])('the second row changed %s: only a changed row is a new object', async (_, change) => {
    const second = first.map((item, index) => (index === 1 ? { ...item, ...change } : item))
    const changed = Object.keys(change).length > 0
    stubInstanceList([first, second])
    const store = makeStore()
    await store.dispatch(listAgain())
    const stored = () => ({ ...store.getState().instances.entities })
    const rows = () => first.map((item) => instances.selectors.byId(store.getState(), item.id))
    const [storedBefore, rowsBefore] = [stored(), rows()]

    await store.dispatch(listAgain())

    const [storedAfter, rowsAfter] = [stored(), rows()]
    expect(storedAfter['id-0']).toBe(storedBefore['id-0'])
    expect(storedAfter['id-2']).toBe(storedBefore['id-2'])
    expect(rowsAfter[0]).toBe(rowsBefore[0])
    expect(rowsAfter[2]).toBe(rowsBefore[2])
    expect(storedAfter['id-1'] === storedBefore['id-1']).toBe(!changed)
    expect(rowsAfter[1] === rowsBefore[1]).toBe(!changed)
    expect(rowsAfter[1]).toMatchObject({
      runState: second[1].run_state,
      timeRunStateUpdated: new Date(second[1].time_run_state_updated),
    })
    // every row arrived again: none is revalidated within the stale time (SPEC §9)
    expect(instances.selectors.isFresh(store.getState(), 'id-0', Date.now())).toBe(true)
  })
})
