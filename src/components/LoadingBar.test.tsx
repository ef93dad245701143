import { act, render, renderHook, screen } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { makeStore } from '~/store'
import { api } from '~/store/api'
import '~/store/api/projects'
import {
  LOADING_BAR_DONE_MS,
  LoadingBar,
  type LoadingBarPhase,
  LoadingBarTrigger,
  useLoadingBarPhase,
} from './LoadingBar'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** `[ms, loading]` changes the input at that time; `[ms, phase]` checks the bar's phase. */
type Step = [at: number, event: boolean | LoadingBarPhase]

describe('loading bar timing (SPEC §4: starts after 20 ms of loading, completes when it ends)', () => {
  it.each<[string, Step[]]>([
    [
      'nothing loading',
      [
        [0, 'idle'],
        [1000, 'idle'],
      ],
    ],
    [
      'shows after 20 ms, completes when loading ends, then goes',
      [
        [0, true],
        [19, 'idle'],
        [20, 'loading'],
        [900, false],
        [900, 'done'],
        [1299, 'done'],
        [1300, 'idle'],
      ],
    ],
    [
      'a load shorter than 20 ms never shows',
      [
        [0, true],
        [15, false],
        [20, 'idle'],
        [500, 'idle'],
      ],
    ],
    [
      'loading again while it completes starts it again after 20 ms',
      [
        [0, true],
        [100, false],
        [100, 'done'],
        [200, true],
        [219, 'done'],
        [220, 'loading'],
      ],
    ],
  ])('%s', (_name, steps) => {
    const hook = renderHook(({ loading }) => useLoadingBarPhase(loading), {
      initialProps: { loading: false },
    })
    let now = 0
    const seen: string[] = []
    const expected: string[] = []
    for (const [at, event] of steps) {
      act(() => {
        vi.advanceTimersByTime(at - now)
      })
      now = at
      if (typeof event === 'boolean') hook.rerender({ loading: event })
      else {
        seen.push(`${at}: ${hook.result.current}`)
        expected.push(`${at}: ${event}`)
      }
    }
    expect(seen).toEqual(expected)
    expect(LOADING_BAR_DONE_MS).toBe(400)
  })
})

describe('what the loading bar follows', () => {
  const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' })
  const busy = () => bar()?.getAttribute('aria-busy')

  it('a route’s code chunk loading (its Suspense fallback)', () => {
    const store = makeStore()
    const { rerender } = render(
      <ReduxProvider store={store}>
        <LoadingBar />
        <LoadingBarTrigger />
      </ReduxProvider>,
    )
    act(() => vi.advanceTimersByTime(19))
    expect(bar()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(busy()).toBe('true')
    rerender(
      <ReduxProvider store={store}>
        <LoadingBar />
      </ReduxProvider>,
    )
    expect(busy()).toBe('false')
    act(() => vi.advanceTimersByTime(LOADING_BAR_DONE_MS))
    expect(bar()).toBeNull()
  })

  it('a page’s data loading the first time, but not a refetch of data it shows', async () => {
    let answer: (body: unknown) => void = () => undefined
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = (body) =>
            resolve(
              new Response(JSON.stringify(body), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            )
        }),
    )
    const store = makeStore()
    render(
      <ReduxProvider store={store}>
        <LoadingBar />
      </ReduxProvider>,
    )
    let query = {} as ReturnType<ReturnType<typeof api.endpoints.projectList.initiate>>
    act(() => {
      query = store.dispatch(api.endpoints.projectList.initiate({}))
    })
    // RTK batches a query's start into the next animation frame before subscribers hear of it
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(19))
    expect(bar()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(busy()).toBe('true')
    await act(async () => {
      answer({ items: [], next_page: null })
      await query
    })
    act(() => vi.advanceTimersToNextFrame())
    expect(store.getState().api.queries['projectList({})']?.status).toBe('fulfilled')
    expect(busy()).toBe('false')
    act(() => vi.advanceTimersByTime(LOADING_BAR_DONE_MS))
    expect(bar()).toBeNull()

    // the same list asked again (as polling does) while it is on the page
    let refetch = {} as ReturnType<typeof query.refetch>
    act(() => {
      refetch = query.refetch()
    })
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(100))
    expect(store.getState().api.queries['projectList({})']?.status).toBe('pending')
    expect(bar()).toBeNull()
    await act(async () => {
      answer({ items: [], next_page: null })
      await refetch
    })
    query.unsubscribe()
  })
})
