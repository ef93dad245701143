/**
 * A list row's page is the likely next one: its code loads once the list has settled and the
 * browser is idle, and not at all for a row that went before then (use-prefetch.ts).
 */
import { renderHook } from '@testing-library/react'
import { setRoutePreloader, useIdleCodePreload } from './use-prefetch'

const areas = vi.fn()
const page = vi.fn()
const code = vi.fn()
setRoutePreloader({ areas, page, code })

beforeEach(() => {
  vi.useFakeTimers()
  code.mockClear()
})
afterEach(() => vi.useRealTimers())

it('asks for a row link’s page code once the list has settled and the browser is idle', () => {
  const { unmount } = renderHook(() => useIdleCodePreload('/projects/p/instances/i'))
  vi.advanceTimersByTime(900)
  expect(code).not.toHaveBeenCalled()
  vi.advanceTimersByTime(5000)
  expect(code).toHaveBeenCalledWith('/projects/p/instances/i')
  expect(page).not.toHaveBeenCalled()
  unmount()
})

it('asks for nothing when the row is gone before the list settles', () => {
  const { unmount } = renderHook(() => useIdleCodePreload('/projects/p/instances/i'))
  vi.advanceTimersByTime(500)
  unmount()
  vi.advanceTimersByTime(5000)
  expect(code).not.toHaveBeenCalled()
})
