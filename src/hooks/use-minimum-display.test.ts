import { renderHook } from '@testing-library/react'
import { playTimeline } from '@/testing/fake-clock'
import { MIN_SPINNER_DISPLAY_MS } from '~/lib/constants'
import { useMinimumDisplay } from './use-minimum-display'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** `[ms, loading]` changes the input at that time; `[ms, 'shows' | 'hidden']` checks the output. */
type Step = [at: number, event: boolean | 'shows' | 'hidden']

function play(initial: boolean, steps: Step[], delayMs?: number) {
  const hook = renderHook(({ loading }) => useMinimumDisplay(loading, { delayMs }), {
    initialProps: { loading: initial },
  })
  const seen: string[] = []
  playTimeline(steps, (at, event) => {
    if (typeof event === 'boolean') hook.rerender({ loading: event })
    else seen.push(`${at}: ${hook.result.current ? 'shows' : 'hidden'}`)
  })
  return seen
}

/** What the steps expect to see, as `play` reports it. */
const checksOf = (steps: Step[]) =>
  steps
    .filter((step): step is [number, 'shows' | 'hidden'] => typeof step[1] === 'string')
    .map(([at, state]) => `${at}: ${state}`)

describe('minimum spinner display (SPEC §9: 500 ms)', () => {
  it('is 500 ms', () => {
    expect(MIN_SPINNER_DISPLAY_MS).toBe(500)
  })

  it.each<[string, boolean, Step[]]>([
    [
      'nothing loading shows nothing',
      false,
      [
        [0, 'hidden'],
        [1000, 'hidden'],
      ],
    ],
    [
      'shows at once when loading starts',
      false,
      [
        [0, 'hidden'],
        [10, true],
        [10, 'shows'],
      ],
    ],
    [
      'a quick load keeps the spinner for 500 ms from when it showed',
      true,
      [
        [0, 'shows'],
        [50, false],
        [50, 'shows'],
        [499, 'shows'],
        [500, 'hidden'],
      ],
    ],
    [
      'a load that started later is held from its own start',
      false,
      [
        [100, true],
        [150, false],
        [599, 'shows'],
        [600, 'hidden'],
      ],
    ],
    [
      'a long load hides as soon as it ends',
      true,
      [
        [0, 'shows'],
        [1200, 'shows'],
        [1200, false],
        [1200, 'hidden'],
      ],
    ],
    [
      'loading again during the hold continues the same showing',
      true,
      [
        [0, 'shows'],
        [100, false],
        [300, true],
        [400, false],
        [499, 'shows'],
        [500, 'hidden'],
      ],
    ],
    [
      'loading again during the hold and past it hides when it ends',
      true,
      [
        [0, 'shows'],
        [100, false],
        [300, true],
        [800, 'shows'],
        [800, false],
        [800, 'hidden'],
      ],
    ],
    [
      'a second load after the first was hidden gets its own 500 ms',
      true,
      [
        [0, false],
        [500, 'hidden'],
        [1000, true],
        [1010, false],
        [1499, 'shows'],
        [1500, 'hidden'],
      ],
    ],
  ])('%s', (_name, initial, steps) => {
    expect(play(initial, steps)).toEqual(checksOf(steps))
  })
})

describe('with a delay before it shows (the lists: SPINNER_DELAY_MS)', () => {
  it.each<[string, boolean, Step[]]>([
    [
      'an answer within the delay shows no spinner at all',
      true,
      [
        [0, 'hidden'],
        [99, 'hidden'],
        [99, false],
        [99, 'hidden'],
        [700, 'hidden'],
      ],
    ],
    [
      'a load that outlasts the delay shows then, and is held 500 ms from then',
      true,
      [
        [99, 'hidden'],
        [100, 'shows'],
        [150, false],
        [599, 'shows'],
        [600, 'hidden'],
      ],
    ],
    [
      'a load that started later waits the delay from its own start',
      false,
      [
        [200, true],
        [299, 'hidden'],
        [300, 'shows'],
        [1000, 'shows'],
        [1000, false],
        [1000, 'hidden'],
      ],
    ],
    [
      'loading again during the hold continues the showing at once',
      true,
      [
        [100, 'shows'],
        [200, false],
        [300, true],
        [300, 'shows'],
        [400, false],
        [599, 'shows'],
        [600, 'hidden'],
      ],
    ],
    [
      'loading that stops and starts within the delay starts the delay again',
      true,
      [
        [60, false],
        [80, true],
        [179, 'hidden'],
        [180, 'shows'],
      ],
    ],
  ])('%s', (_name, initial, steps) => {
    expect(play(initial, steps, 100)).toEqual(checksOf(steps))
  })
})
