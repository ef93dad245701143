// @vitest-environment node
/**
 * A pointer on a link asks for the code of the store areas its page's first requests need at
 * once, and for the requests and the page's code only once it has rested (use-prefetch.ts).
 */
import { makeStore } from '~/store'
import { HOVER_INTENT_MS, intentPrefetchHandlers, setRoutePreloader } from './use-prefetch'

const areas = vi.fn()
const page = vi.fn()
setRoutePreloader({ areas, page, code: vi.fn() })

beforeEach(() => {
  vi.useFakeTimers()
  areas.mockClear()
  page.mockClear()
})
afterEach(() => vi.useRealTimers())

it('asks for the store areas as the pointer comes, and for the page once it has rested', () => {
  const store = makeStore()
  const handlers = intentPrefetchHandlers(store, '/projects/p/instances/i')
  handlers.onPointerEnter()
  expect(areas).toHaveBeenCalledWith('/projects/p/instances/i')
  expect(page).not.toHaveBeenCalled()
  vi.advanceTimersByTime(HOVER_INTENT_MS)
  expect(page).toHaveBeenCalledWith('/projects/p/instances/i', store)
})

it('asks for no page when the pointer passes through, the areas’ few files only', () => {
  const handlers = intentPrefetchHandlers(makeStore(), '/projects/p/disks')
  handlers.onPointerEnter()
  handlers.onPointerLeave()
  vi.advanceTimersByTime(HOVER_INTENT_MS * 5)
  expect(areas).toHaveBeenCalledTimes(1)
  expect(page).not.toHaveBeenCalled()
})

it('asks for the page at the press of a click that came without a rest, once', () => {
  const store = makeStore()
  const handlers = intentPrefetchHandlers(store, '/projects/p/instances/j')
  handlers.onPointerEnter()
  handlers.onPointerDown()
  expect(page).toHaveBeenCalledWith('/projects/p/instances/j', store)
  vi.advanceTimersByTime(HOVER_INTENT_MS * 5)
  expect(page).toHaveBeenCalledTimes(1)
})
