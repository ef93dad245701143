import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { NotFoundError } from '@/components/ErrorBoundary'
import { NotOfferedError } from '@/components/NotOffered'
import { flatRoutes } from '@/route-table'
import { makeStore } from '~/store'
import { listSubscription, queryFailure, unpagedList, useResourceList } from './use-resource-list'
import { RouteContext } from './use-route'

describe('queryFailure (SPEC §8: a failed query is an error page, not an empty table, but for a 401)', () => {
  it.each([
    ['no error', undefined, undefined],
    ['401: the transport goes to sign-in', { statusCode: 401, message: 'x' }, undefined],
  ])('%s → nothing to show', (_, error, expected) => {
    expect(queryFailure(error)).toBe(expected)
  })

  it("the server's ObjectNotFound 404 → the not-found page", () => {
    expect(
      queryFailure({ statusCode: 404, errorCode: 'ObjectNotFound', message: 'Not found: project' }),
    ).toBeInstanceOf(NotFoundError)
  })

  it.each([
    // an older API, or another implementation: the operation is not there at all
    ['501', { statusCode: 501, errorCode: 'NotImplemented', message: 'Not Implemented' }, 501],
    ['a bare 404 from a path with no handler', { statusCode: 404, message: 'Not Found' }, 404],
    ['an unreadable 404', { statusCode: 404, message: 'Error reading API response' }, 404],
  ])('%s → the page says the rack does not offer it', (_, error, statusCode) => {
    const failure = queryFailure(error)
    expect(failure).toBeInstanceOf(NotOfferedError)
    expect(failure).toMatchObject({ statusCode })
  })

  it.each([403, 500, 503])('%i → an error for "Something went wrong"', (statusCode) => {
    const failure = queryFailure({ statusCode, message: 'Action not authorized' })
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(NotFoundError)
    expect(failure).toMatchObject({ statusCode })
  })
})

describe('listSubscription (2 s while a row moves, 30 s otherwise, held during a bulk action)', () => {
  it.each([
    ['nothing moves', false, false, 30_000],
    ['a row moves', true, false, 2000],
    ['held while a row moves', true, true, 0],
    ['held while nothing moves', false, true, 0],
  ])('%s → every %i ms (0: never)', (_, moving, paused, interval) => {
    expect(listSubscription({ moving, paused }).pollingInterval).toBe(interval)
  })

  it.each([
    [false, false],
    [true, false],
    [false, true],
  ])(
    'moving %s, held %s: paused while the tab is hidden, asked again on focus',
    (moving, paused) => {
      expect(listSubscription({ moving, paused })).toMatchObject({
        skipPollingIfUnfocused: true,
        refetchOnFocus: true,
      })
    },
  )
})

/**
 * A list page's hooks run inside its route (routes.tsx), whose shown path names its page size,
 * and the store's provider.
 */
const inRoute = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <Provider store={makeStore()}>
      <RouteContext.Provider
        value={{
          location: '/system/support-bundles',
          route: flatRoutes[0],
          params: {},
          crumbs: [],
        }}
      >
        {children}
      </RouteContext.Provider>
    </Provider>
  ),
}

describe('useResourceList polls while a row moves', () => {
  type Row = { id: string; state: string }
  /** A list query that answers `rows` and records the polling interval it was asked with. */
  const listOf =
    (rows: Row[], intervals: number[]) => (_arg: object, options?: { pollingInterval: number }) => {
      intervals.push(options?.pollingInterval ?? 0)
      return {
        data: { items: rows },
        isLoading: false,
        isFetching: false,
        refetch: () => undefined,
      }
    }
  const isMoving = (row: Row) => row.state === 'collecting'

  it.each([
    ['a row is moving', 2000, [{ id: 'a', state: 'collecting' }]],
    ['no row is moving', 30_000, [{ id: 'a', state: 'active' }]],
    ['the list is empty', 30_000, []],
  ])('%s → asked again every %i ms', (_, interval, rows: Row[]) => {
    const intervals: number[] = []
    renderHook(() => useResourceList(listOf(rows, intervals), {}, { isMoving }), inRoute)
    expect(intervals.at(-1)).toBe(interval)
  })

  it('slows down once the moving row settles', () => {
    const intervals: number[] = []
    let rows: Row[] = [{ id: 'a', state: 'collecting' }]
    const { rerender } = renderHook(
      () => useResourceList(listOf(rows, intervals), {}, { isMoving }),
      inRoute,
    )
    expect(intervals.at(-1)).toBe(2000)
    rows = [{ id: 'a', state: 'active' }]
    rerender()
    expect(intervals.at(-1)).toBe(30_000)
  })
})

describe('useResourceList, a part of a page or a list read anew', () => {
  const before = { items: [{ id: 'old', timeCreated: '2024-05-01T10:00:00Z' }] }
  /** A list query between two arguments: the rows of the ones before, the new ones' on their way. */
  const between = (error?: unknown) => () => ({
    data: before,
    currentData: undefined,
    isLoading: false,
    isFetching: true,
    error,
    refetch: () => undefined,
  })

  it('keeps the rows before while the next load, by default', () => {
    const { result } = renderHook(() => useResourceList(between(), {}), inRoute)
    expect(result.current.items).toEqual([
      { id: 'old', timeCreated: new Date('2024-05-01T10:00:00Z') },
    ])
    expect(result.current.isLoading).toBe(false)
  })

  it('with currentRowsOnly, shows none of them and is loading', () => {
    const { result } = renderHook(
      () => useResourceList(between(), {}, { currentRowsOnly: true }),
      inRoute,
    )
    expect(result.current.items).toEqual([])
    expect(result.current.isLoading).toBe(true)
  })

  it('with failsInPlace, returns its failure instead of raising the error page', () => {
    const error = { statusCode: 500, message: 'boom' }
    const { result } = renderHook(
      () => useResourceList(between(error), {}, { failsInPlace: true }),
      inRoute,
    )
    expect(result.current.error).toBe(error)
  })
})

describe('unpagedList (a list the server sends whole)', () => {
  const secrets = { secrets: [{ id: 's-1', timeCreated: '2024-05-01T10:00:00Z' }] }

  it.each([
    ['loading', { data: undefined, isLoading: true }, { items: [], isLoading: true }],
    [
      'answered: the rows, dates revived',
      { data: secrets, isLoading: false },
      { items: [{ id: 's-1', timeCreated: new Date('2024-05-01T10:00:00Z') }], isLoading: false },
    ],
  ])('%s', (_, result, expected) => {
    expect(unpagedList(result, (data) => data.secrets)).toEqual(expected)
  })

  it.each([
    [404, NotFoundError],
    [500, Error],
  ])('a %i raises the page the failure shows', (statusCode, page) => {
    const error = { statusCode, errorCode: statusCode === 404 ? 'ObjectNotFound' : 'Internal' }
    const failed = { data: undefined, isLoading: false, error: { ...error, message: 'x' } }
    expect(() => unpagedList(failed, (data: typeof secrets) => data.secrets)).toThrow(page)
  })
})
