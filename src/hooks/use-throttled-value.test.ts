import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useThrottledValue } from './use-throttled-value'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Each step: after `wait` ms the input becomes `input` (or stays), and the hook must show `shows`. */
type Step = { wait: number; input?: string; shows: string }

test.each<[string, Step[]]>([
  ['the first value, at once', [{ wait: 0, shows: 'a' }]],
  ['a single change, at once', [{ wait: 0, input: 'b', shows: 'b' }]],
  [
    'a change soon after another, once the interval has passed since the first',
    [
      { wait: 0, input: 'b', shows: 'b' },
      { wait: 100, input: 'c', shows: 'b' },
      { wait: 149, shows: 'b' },
      { wait: 1, shows: 'c' },
    ],
  ],
  [
    'a burst, as it is by the end of each interval',
    [
      { wait: 0, input: 'b', shows: 'b' },
      { wait: 50, input: 'c', shows: 'b' },
      { wait: 50, input: 'd', shows: 'b' },
      { wait: 50, input: 'e', shows: 'b' },
      { wait: 100, shows: 'e' },
      { wait: 10, input: 'f', shows: 'e' },
      { wait: 240, shows: 'f' },
    ],
  ],
  [
    'a change long after the last one, at once',
    [
      { wait: 0, input: 'b', shows: 'b' },
      { wait: 1000, input: 'c', shows: 'c' },
    ],
  ],
  [
    'a change back to what is shown, dropping the held one',
    [
      { wait: 0, input: 'b', shows: 'b' },
      { wait: 10, input: 'c', shows: 'b' },
      { wait: 10, input: 'b', shows: 'b' },
      { wait: 500, shows: 'b' },
    ],
  ],
])('shows %s', (_, steps) => {
  const { result, rerender } = renderHook(({ input }) => useThrottledValue(input, 250), {
    initialProps: { input: 'a' },
  })
  let input = 'a'
  for (const step of steps) {
    act(() => {
      vi.advanceTimersByTime(step.wait)
    })
    if (step.input !== undefined) {
      input = step.input
      rerender({ input })
    }
    expect(result.current).toBe(step.shows)
  }
})
