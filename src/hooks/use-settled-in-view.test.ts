import { act, renderHook } from '@testing-library/react'
import { playTimeline } from '@/testing/fake-clock'
import { SETTLE_IN_VIEW_MS, useSettledInView } from './use-settled-in-view'

/** The one observer the hook shares, driven by hand: jsdom lays nothing out. */
class FakeObserver {
  static current: FakeObserver | undefined
  readonly observed = new Set<Element>()
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {}
  report(element: Element, isIntersecting: boolean) {
    this.callback(
      [{ target: element, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterAll(() => {
  vi.unstubAllGlobals()
})
/** What each test mounted, let go of after it so the next starts with nothing observed. */
const mounted: (() => void)[] = []
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
  vi.useRealTimers()
})

/** A cell's element, given to the hook's ref as React would on mount. */
function mount(delay?: number) {
  const element = document.createElement('span')
  const hook = renderHook(({ subject }) => useSettledInView<HTMLSpanElement>(subject, delay), {
    initialProps: { subject: 'db1' },
  })
  let cleanup: (() => void) | undefined
  let ref: ((element: HTMLSpanElement | null) => (() => void) | undefined) | undefined
  /** Gives the element to the hook's ref as React does when the ref callback changes. */
  const attach = () => {
    if (ref === hook.result.current.ref) return
    act(() => {
      cleanup?.()
      ref = hook.result.current.ref
      cleanup = ref(element) ?? undefined
    })
  }
  attach()
  /** The virtualized list gives this row's components another row to show. */
  const recycle = (subject: string) => {
    hook.rerender({ subject })
    attach()
  }
  const unmount = () => {
    act(() => cleanup?.())
    cleanup = undefined
  }
  mounted.push(unmount)
  return { element, hook, unmount, recycle }
}

type Step =
  | [at: number, event: 'in view' | 'out of view' | 'unmounted']
  | [at: number, check: 'settled' | 'not settled']

function play(steps: Step[]) {
  const { element, hook, unmount } = mount()
  const seen: string[] = []
  playTimeline(steps, (at, event) => {
    if (event === 'unmounted') unmount()
    else if (event === 'in view' || event === 'out of view') {
      act(() => FakeObserver.current?.report(element, event === 'in view'))
    } else seen.push(`${at}: ${hook.result.current.settled ? 'settled' : 'not settled'}`)
  })
  return seen
}

describe('settled in view (a long list asks only for rows the scroll stops at)', () => {
  it('waits 150 ms', () => {
    expect(SETTLE_IN_VIEW_MS).toBe(150)
  })

  it.each<[string, Step[]]>([
    ['rendered but never in view', [[1000, 'not settled']]],
    [
      'in view for the delay',
      [
        [0, 'in view'],
        [149, 'not settled'],
        // at the first frame (every 16 ms under fake timers) once the delay has passed
        [170, 'settled'],
      ],
    ],
    [
      'scrolled past: in view for a frame',
      [
        [0, 'in view'],
        [16, 'out of view'],
        [1000, 'not settled'],
      ],
    ],
    [
      'out and back in starts the wait over',
      [
        [0, 'in view'],
        [100, 'out of view'],
        [120, 'in view'],
        [269, 'not settled'],
        [290, 'settled'],
      ],
    ],
    [
      'a repeated report keeps the first wait',
      [
        [0, 'in view'],
        [100, 'in view'],
        [170, 'settled'],
      ],
    ],
    [
      'unmounted (a virtualized row gone) before the delay',
      [
        [0, 'in view'],
        [50, 'unmounted'],
        [1000, 'not settled'],
      ],
    ],
    [
      'settled stays settled once out of view',
      [
        [0, 'in view'],
        [170, 'out of view'],
        [1000, 'settled'],
      ],
    ],
  ])('%s', (_, steps) => {
    const checks = steps.filter(([, event]) => event === 'settled' || event === 'not settled')
    expect(play(steps)).toEqual(checks.map(([at, event]) => `${at}: ${event}`))
  })

  it('shares one observer and lets go of an element once it unmounts', () => {
    const first = mount()
    const observer = FakeObserver.current
    const second = mount()
    expect(FakeObserver.current).toBe(observer)
    expect(observer?.observed).toEqual(new Set([first.element, second.element]))
    first.unmount()
    expect(observer?.observed).toEqual(new Set([second.element]))
    second.unmount()
    expect(observer?.observed.size).toBe(0)
  })

  it('starts over when a virtualized list recycles the cell for another row', () => {
    const { element, hook, recycle } = mount()
    act(() => FakeObserver.current?.report(element, true))
    act(() => vi.advanceTimersByTime(170))
    expect(hook.result.current.settled).toBe(true)
    // the recycled element is observed again, and the observer reports it at once
    recycle('db2')
    expect(hook.result.current.settled).toBe(false)
    act(() => FakeObserver.current?.report(element, true))
    act(() => vi.advanceTimersByTime(149))
    expect(hook.result.current.settled).toBe(false)
    act(() => vi.advanceTimersByTime(21))
    expect(hook.result.current.settled).toBe(true)
    // recycled again before db3 has settled: db3 is never asked for
    recycle('db3')
    act(() => FakeObserver.current?.report(element, true))
    act(() => vi.advanceTimersByTime(16))
    recycle('db4')
    act(() => vi.advanceTimersByTime(1000))
    expect(hook.result.current.settled).toBe(false)
  })

  it('takes the delay it is given', () => {
    const { element, hook } = mount(500)
    act(() => FakeObserver.current?.report(element, true))
    act(() => vi.advanceTimersByTime(499))
    expect(hook.result.current.settled).toBe(false)
    act(() => vi.advanceTimersByTime(20))
    expect(hook.result.current.settled).toBe(true)
  })
})

describe('settled in view on a machine whose frames are slower than the delay', () => {
  it('waits for three frames too: a row painted in one 400 ms frame of a fling was not stopped at', () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const paint = () => {
      act(() => vi.advanceTimersByTime(400))
      for (const callback of frames.splice(0)) act(() => callback(performance.now()))
    }
    const { element, hook } = mount()
    act(() => FakeObserver.current?.report(element, true))
    paint()
    expect(hook.result.current.settled).toBe(false)
    paint()
    expect(hook.result.current.settled).toBe(false)
    paint()
    expect(hook.result.current.settled).toBe(true)
  })
})
