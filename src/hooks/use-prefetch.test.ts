import { attachableDiskListArgs, instanceScope } from '@/util/query-args'
import { makeStore } from '~/store'
import { api } from '~/store/api'
// registers the router's preloader: the route table's loads
import '@/routes'
import { listPageArgs, storedPageSize } from '@/util/list-pages'
import { createIntent, HOVER_INTENT_MS, prefetchPage } from './use-prefetch'

describe('hover intent', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  type Step = 'enter' | 'leave' | 'focus' | 'press' | `focus ${string}` | number
  it.each<[string, Step[], number]>([
    ['a resting pointer starts it after the delay', ['enter', HOVER_INTENT_MS], 1],
    ['a pointer passing through starts nothing', ['enter', HOVER_INTENT_MS - 1, 'leave', 500], 0],
    ['not before the delay', ['enter', HOVER_INTENT_MS - 1], 0],
    ['focus starts it at once', ['focus'], 1],
    ['focus after a hover does not start it twice', ['enter', 'focus', 500], 1],
    ['focus after a rested hover does not start it again', ['enter', HOVER_INTENT_MS, 'focus'], 1],
    ['a new hover restarts the wait', ['enter', 60, 'enter', 60], 0],
    ['a press starts it at once, with no rest before it', ['enter', 'press', 500], 1],
    ['a press with no hover (a touch) starts it', ['press'], 1],
    ['a press and the focus it gives start it once', ['press', 'focus'], 1],
    ['a press after the rest does not start it again', ['enter', HOVER_INTENT_MS, 'press'], 1],
    [
      'the same link hovered again after leaving starts again',
      ['enter', HOVER_INTENT_MS, 'leave', 'enter', HOVER_INTENT_MS],
      2,
    ],
    ['tabbing to another link starts that one', ['focus', 'focus /other'], 2],
  ])('%s', (_case, steps, runs) => {
    const intent = createIntent()
    const run = vi.fn()
    const href = '/projects/p/instances/i'
    for (const step of steps) {
      if (step === 'enter') intent.hoverStart(href, run)
      else if (step === 'leave') intent.hoverEnd()
      else if (step === 'focus') intent.focus(href, run)
      else if (step === 'press') intent.press(href, run)
      else if (typeof step === 'string') intent.focus(step.slice('focus '.length), run)
      else vi.advanceTimersByTime(step)
    }
    expect(run).toHaveBeenCalledTimes(runs)
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
    window.sessionStorage.clear()
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

  it('starts what the route table declares for the page, under the keys the page reads', async () => {
    const store = makeStore()
    prefetchPage(store, '/projects/p/instances/i')
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
  })

  it('asks nothing again for data younger than the stale time', async () => {
    const store = makeStore()
    prefetchPage(store, '/projects/p/instances')
    const list = listPageArgs({ project: 'p' }, { limit: 50 })
    await vi.waitFor(() =>
      expect(api.endpoints.instanceList.select(list)(store.getState()).status).toBe('fulfilled'),
    )
    const sent = fetchSpy.mock.calls.length
    prefetchPage(store, '/projects/p/instances')
    prefetchPage(store, '/projects/p/instances')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetchSpy).toHaveBeenCalledTimes(sent)
  })
})
