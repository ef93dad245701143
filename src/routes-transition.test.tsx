/**
 * Moving between pages is a transition (docs/architecture.md, Loading): the page before stays until
 * the next page's code and first data are in, up to a cap; past the cap the page shows (with its
 * spinner); a failed request shows the page too, which shows the error.
 */
import { Provider as S2Provider } from '@react-spectrum/s2/Provider'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { HOLD_FOR_DATA_MS } from '~/lib/constants'
import { makeStore } from '~/store'
import { preloadLocation, startFirstLocation, startRouteData } from './route-data'
import { Routes, useShownLocation } from './routes'

/** Each render of a list page (its list hook asks for its pagination once per render). */
const listPageRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/hooks/use-pagination', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/hooks/use-pagination')>()
  return {
    ...real,
    usePagination: (...args: Parameters<typeof real.usePagination>) => {
      listPageRenders.count += 1
      return real.usePagination(...args)
    },
  }
})

/** Real routes of the table, each with its own page chunk and its own first list. */
const disks = '/projects/mock-project/disks'
const snapshots = '/projects/mock-project/snapshots'
const images = '/projects/mock-project/images'

/** The API, answering each request when the test says so. */
function controlledNetwork() {
  const waiting: { path: string; answer: (status: number, body?: unknown) => void }[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : 'url' in input ? input.url : input.href
    return new Promise<Response>((resolve) => {
      waiting.push({
        path: new URL(url, 'http://console').pathname,
        answer: (status, body) =>
          resolve(
            new Response(
              JSON.stringify(
                status !== 200 ? { message: 'boom' } : (body ?? { items: [], next_page: null }),
              ),
              { status, headers: { 'content-type': 'application/json' } },
            ),
          ),
      })
    })
  })
  /** Answers every request for `path` so far (an empty page of a list unless `body` says). */
  const answer = (path: string, status = 200, body?: unknown) => {
    for (const request of waiting.filter((entry) => entry.path === path)) {
      request.answer(status, body)
    }
  }
  return { answer, asked: () => waiting.map((entry) => entry.path) }
}

/** The hook at `first`, whose code has loaded, ready to move on to another location. */
async function shownFrom(first: string) {
  await preloadLocation(first)
  const store = makeStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>{children}</ReduxProvider>
  )
  const hook = renderHook(({ location }) => useShownLocation(location), {
    initialProps: { location: first },
    wrapper,
  })
  return { ...hook, store }
}

// the pages' code, imported once up front: its first import (transforming S2 and the page kit)
// takes seconds on a loaded machine, which is no part of what the tests below time or check
beforeAll(() => Promise.all([disks, snapshots, images].map(preloadLocation)), 60_000)
beforeEach(() => window.sessionStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the page shown while the next page loads', () => {
  it('the first page shows at once, its code and data in or not', async () => {
    controlledNetwork()
    const { result } = await shownFrom(disks)
    expect(result.current).toEqual({ shown: disks, waiting: false })
  })

  it('the page before stays until the next one’s code and first data are in', async () => {
    const network = controlledNetwork()
    await preloadLocation(images)
    const { result, rerender } = await shownFrom(snapshots)
    rerender({ location: images })
    expect(result.current).toEqual({ shown: snapshots, waiting: true })
    await waitFor(() => expect(network.asked()).toContain('/v1/images'))
    expect(result.current).toEqual({ shown: snapshots, waiting: true })
    act(() => network.answer('/v1/images'))
    await waitFor(() => expect(result.current).toEqual({ shown: images, waiting: false }))
  })

  it('a page whose code and data are in shows in the same render', async () => {
    const network = controlledNetwork()
    const { result, rerender, store } = await shownFrom(disks)
    await preloadLocation(snapshots)
    const started = startRouteData(snapshots, store)
    await waitFor(() => expect(network.asked()).toContain('/v1/disks'))
    network.answer('/v1/snapshots')
    network.answer('/v1/disks')
    await started
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).every((q) => q?.status !== 'pending'),
      ).toBe(true),
    )
    act(() => rerender({ location: snapshots }))
    expect(result.current).toEqual({ shown: snapshots, waiting: false })
  })

  it('data that does not come within the cap: the page shows without it', async () => {
    controlledNetwork()
    await preloadLocation(images)
    const { result, rerender } = await shownFrom(disks)
    const movedAt = performance.now()
    rerender({ location: images })
    expect(result.current.waiting).toBe(true)
    await waitFor(() => expect(result.current).toEqual({ shown: images, waiting: false }), {
      timeout: HOLD_FOR_DATA_MS * 3,
    })
    expect(performance.now() - movedAt).toBeGreaterThanOrEqual(HOLD_FOR_DATA_MS - 5)
  })

  it('a request that fails: the page shows, to show its error (SPEC §8)', async () => {
    const network = controlledNetwork()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await preloadLocation(images)
    const { result, rerender } = await shownFrom(disks)
    rerender({ location: images })
    await waitFor(() => expect(network.asked()).toContain('/v1/images'))
    act(() => network.answer('/v1/images', 500))
    await waitFor(() => expect(result.current).toEqual({ shown: images, waiting: false }))
  })

  it('a page whose code is loading: the page before stays, then the new one shows', async () => {
    const network = controlledNetwork()
    const { result, rerender } = await shownFrom(snapshots)
    rerender({ location: disks })
    expect(result.current).toEqual({ shown: snapshots, waiting: true })
    await waitFor(() => expect(network.asked()).toContain('/v1/disks'))
    act(() => network.answer('/v1/disks'))
    await waitFor(() => expect(result.current).toEqual({ shown: disks, waiting: false }))
  })

  it('a path no route matches shows at once (the not-found page has nothing to wait for)', async () => {
    controlledNetwork()
    const { result, rerender } = await shownFrom(disks)
    rerender({ location: '/no/such/page' })
    expect(result.current).toEqual({ shown: '/no/such/page', waiting: false })
  })
})

describe('the page before, while the next one loads', () => {
  it('is left as it is: neither the loading bar nor the new location renders it again', async () => {
    const network = controlledNetwork()
    await preloadLocation(snapshots)
    const { hook, searchHook, navigate } = memoryLocation({ path: disks })
    render(
      <ReduxProvider store={makeStore()}>
        <Router hook={hook} searchHook={searchHook}>
          <S2Provider locale="en-US">
            <Routes />
          </S2Provider>
        </Router>
      </ReduxProvider>,
    )
    await waitFor(() => expect(network.asked()).toContain('/v1/disks'))
    act(() => {
      network.answer('/v1/me', 200, {
        id: 'u1',
        displayName: 'Ada',
        siloId: 's1',
        siloName: 'default-silo',
        fleetViewer: false,
        siloAdmin: false,
      })
      network.answer('/v1/disks')
    })
    await screen.findByText('No disks')
    // settled: no render still to come from the answers
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    const rendersBefore = listPageRenders.count
    act(() => navigate(snapshots))
    await waitFor(() => expect(network.asked()).toContain('/v1/snapshots'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(screen.queryByText('No disks')).not.toBeNull()
    expect(listPageRenders.count).toBe(rendersBefore)
    act(() => network.answer('/v1/snapshots'))
    await screen.findByText('No snapshots')
    expect(screen.queryByText('No disks')).toBeNull()
  })
})

describe('into another layout', () => {
  it('leaves the page at once (signing out to the sign-in page keeps no signed-in page)', async () => {
    controlledNetwork()
    const { result, rerender } = await shownFrom(disks)
    rerender({ location: '/login/default-silo/local' })
    expect(result.current).toEqual({ shown: '/login/default-silo/local', waiting: false })
  })
})

describe('the first load', () => {
  it('sends the layout’s and the page’s requests together, and settles once both code and data are in', async () => {
    const network = controlledNetwork()
    const store = makeStore()
    let settled = false
    const firstPage = startFirstLocation(snapshots, store).then(() => {
      settled = true
    })
    // the layout's user, and the page's first rows: its snapshots and the disks they name
    await waitFor(() =>
      expect(network.asked().sort()).toEqual(['/v1/disks', '/v1/me', '/v1/snapshots']),
    )
    await preloadLocation(snapshots)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    network.answer('/v1/snapshots')
    network.answer('/v1/disks')
    await firstPage
    expect(settled).toBe(true)
  })
})
