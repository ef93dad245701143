import { makeStore } from '~/store'
import { api } from '~/store/api'
import '~/store/api/disks'
import '~/store/api/instances'
import { listPageArgs, storedPageSize } from './use-pagination'
import { createIntent, HOVER_INTENT_MS, prefetchPage, setRoutePreloader } from './use-prefetch'
import {
  attachableDiskListArgs,
  instanceListFirstPageArgs,
  instancePagePrefetch,
  instanceScope,
  projectPagePrefetch,
} from './use-prefetch-targets'

describe('hover intent', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  type Step = 'enter' | 'leave' | 'focus' | number
  it.each<[string, Step[], number]>([
    ['a resting pointer starts it after the delay', ['enter', HOVER_INTENT_MS], 1],
    ['a pointer passing through starts nothing', ['enter', HOVER_INTENT_MS - 1, 'leave', 500], 0],
    ['not before the delay', ['enter', HOVER_INTENT_MS - 1], 0],
    ['focus starts it at once', ['focus'], 1],
    ['focus after a hover does not start it twice', ['enter', 'focus', 500], 1],
    ['a new hover restarts the wait', ['enter', 60, 'enter', 60], 0],
  ])('%s', (_case, steps, runs) => {
    const intent = createIntent()
    const run = vi.fn()
    for (const step of steps) {
      if (step === 'enter') intent.hoverStart(run)
      else if (step === 'leave') intent.hoverEnd()
      else if (step === 'focus') intent.focus(run)
      else vi.advanceTimersByTime(step)
    }
    expect(run).toHaveBeenCalledTimes(runs)
  })
})

describe('what a link prefetches', () => {
  beforeEach(() => window.sessionStorage.clear())

  it.each([
    [
      'an instance: its disks, the attachable disks, its interfaces and external IPs',
      instancePagePrefetch('mock-project', 'db1'),
      [
        ['instanceDiskList', { project: 'mock-project', instance: 'db1' }],
        ['diskList', { project: 'mock-project', limit: 100 }],
        ['instanceNetworkInterfaceList', { project: 'mock-project', instance: 'db1' }],
        ['instanceExternalIpList', { project: 'mock-project', instance: 'db1' }],
      ],
    ],
    [
      'a project: the first page of its instances',
      projectPagePrefetch('mock-project'),
      [['instanceList', { project: 'mock-project', limit: 50, pageToken: undefined }]],
    ],
  ])('%s', (_case, queries, expected) => {
    expect(queries.map((query) => [query.endpoint, query.args])).toEqual(expected)
  })

  it('asks for the instances at the page size chosen for that project’s list', () => {
    window.sessionStorage.setItem('oxide.pageSize:/projects/scale-test/instances', '1000')
    expect(instanceListFirstPageArgs('scale-test').limit).toBe(1000)
    expect(instanceListFirstPageArgs('mock-project').limit).toBe(50)
  })
})

describe('storedPageSize', () => {
  beforeEach(() => window.sessionStorage.clear())

  it.each([
    [null, 50],
    ['250', 250],
    ['1000', 1000],
    ['7', 50],
    ['many', 50],
  ])('stored %j reads %i', (stored, size) => {
    if (stored !== null) window.sessionStorage.setItem('oxide.pageSize:/projects', stored)
    expect(storedPageSize('/projects')).toBe(size)
  })

  it('keeps two lists of one page apart', () => {
    window.sessionStorage.setItem('oxide.pageSize:/system/networking/ip-pools/p#ranges', '250')
    expect(storedPageSize('/system/networking/ip-pools/p', 'ranges')).toBe(250)
    expect(storedPageSize('/system/networking/ip-pools/p')).toBe(50)
  })
})

describe('prefetchPage', () => {
  const fetchSpy = vi.fn()
  beforeEach(() => {
    fetchSpy.mockReset()
    fetchSpy.mockImplementation(
      async () =>
        new Response(JSON.stringify({ items: [], next_page: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchSpy)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('loads the page’s code and fills the cache under the keys the page reads', async () => {
    const store = makeStore()
    const preloaded: string[] = []
    setRoutePreloader((path) => preloaded.push(path))
    prefetchPage(store.dispatch, '/projects/p/instances/i', instancePagePrefetch('p', 'i'))
    await vi.waitFor(() => {
      const state = store.getState()
      // the storage tab's own arguments find the prefetched entries
      expect(api.endpoints.instanceDiskList.select(instanceScope('p', 'i'))(state).status).toBe(
        'fulfilled',
      )
      expect(api.endpoints.diskList.select(attachableDiskListArgs('p'))(state).status).toBe(
        'fulfilled',
      )
    })
    expect(preloaded).toEqual(['/projects/p/instances/i'])
    expect(fetchSpy).toHaveBeenCalledTimes(4)
  })

  it('asks nothing again for data younger than the stale time', async () => {
    const store = makeStore()
    const queries = projectPagePrefetch('p')
    prefetchPage(store.dispatch, '/projects/p', queries)
    await vi.waitFor(() =>
      expect(
        api.endpoints.instanceList.select(listPageArgs({ project: 'p' }, { limit: 50 }))(
          store.getState(),
        ).status,
      ).toBe('fulfilled'),
    )
    prefetchPage(store.dispatch, '/projects/p', queries)
    prefetchPage(store.dispatch, '/projects/p', queries)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })
})
