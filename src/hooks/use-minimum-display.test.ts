import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderHook } from '@testing-library/react'
import { playTimeline } from '@/testing/fake-clock'
import { MIN_SPINNER_DISPLAY_MS } from '~/lib/constants'
import { useButtonPending, useMinimumDisplay } from './use-minimum-display'

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

describe('a pending button (S2 shows its spinner once pending lasts 1 s)', () => {
  /** `[ms, working]` changes the work at that time; `[ms, 'pending' | 'idle']` checks the button. */
  type ButtonStep = [at: number, event: boolean | 'pending' | 'idle']

  function playButton(steps: ButtonStep[]) {
    const hook = renderHook(({ working }) => useButtonPending(working), {
      initialProps: { working: true },
    })
    const seen: string[] = []
    playTimeline(steps, (at, event) => {
      if (typeof event === 'boolean') hook.rerender({ working: event })
      else seen.push(`${at}: ${hook.result.current ? 'pending' : 'idle'}`)
    })
    return seen
  }

  it.each<[string, ButtonStep[]]>([
    [
      'work quicker than S2’s delay shows no spinner and is not held',
      [
        [0, 'pending'],
        [300, false],
        [300, 'idle'],
      ],
    ],
    [
      'work that ended just after its spinner showed keeps it for 500 ms from then',
      [
        [1000, 'pending'],
        [1100, false],
        [1499, 'pending'],
        [1500, 'idle'],
      ],
    ],
    [
      'work that outlasted its spinner’s 500 ms ends with it',
      [
        [1800, false],
        [1800, 'idle'],
      ],
    ],
  ])('%s', (_name, steps) => {
    const checks = steps
      .filter((step): step is [number, 'pending' | 'idle'] => typeof step[1] === 'string')
      .map(([at, state]) => `${at}: ${state}`)
    expect(playButton(steps)).toEqual(checks)
  })

  /** The app's source files, each with its text. */
  function sourceFiles(dir: string): { path: string; text: string }[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.tsx$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : []
    })
  }

  it('is how every pending button of the app gets its isPending', () => {
    const unheld = sourceFiles(join(__dirname, '..'))
      .filter(({ text }) => /\bisPending=/.test(text) && !text.includes('useButtonPending('))
      .map(({ path }) => path)
    expect(unheld).toEqual([])
  })
})
