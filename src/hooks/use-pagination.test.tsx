import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { usePagination } from './use-pagination'
import { type CurrentRoute, RouteContext } from './use-route'

/** Only the path matters here: page sizes are kept per list path (util/list-pages.ts). */
const route = { location: '/projects', params: {}, crumbs: [] } as unknown as CurrentRoute
const wrapper = ({ children }: { children: ReactNode }) => (
  <RouteContext value={route}>{children}</RouteContext>
)

describe('token pages', () => {
  it.each<[string, (pages: ReturnType<typeof usePagination>) => void, number, string | undefined]>([
    ['next goes one page on', (pages) => pages.next('t2'), 1, 't2'],
    [
      'next again while that page loads (the same token) stays on it',
      (pages) => {
        pages.next('t2')
        pages.next('t2')
      },
      1,
      't2',
    ],
    [
      'next, then the loaded page’s next',
      (pages) => {
        pages.next('t2')
        pages.next('t3')
      },
      2,
      't3',
    ],
    [
      'previous from the second page goes back to the first',
      (pages) => {
        pages.next('t2')
        pages.previous()
      },
      0,
      undefined,
    ],
    ['previous on the first page stays', (pages) => pages.previous(), 0, undefined],
  ])('%s', (_case, press, pageIndex, pageToken) => {
    const { result } = renderHook(() => usePagination(), { wrapper })
    act(() => press(result.current))
    expect(result.current.pageIndex).toBe(pageIndex)
    expect(result.current.pageToken).toBe(pageToken)
  })
})
