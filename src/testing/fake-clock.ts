/**
 * Test drivers that move vitest's fake clock through timed steps: for a hook that shows a value
 * later than it is given (debounced, throttled), and for any timeline of events at set times.
 */
import { act, renderHook } from '@testing-library/react'
import { expect, vi } from 'vitest'

/** Each step: after `wait` ms the input becomes `input` (or stays), and the hook must show `shows`. */
export type ValueStep = { wait: number; input?: string; shows: string }

/** Renders `useShown` given 'a' first, then plays `steps`. */
export function playValueSteps(useShown: (value: string) => string, steps: ValueStep[]) {
  const { result, rerender } = renderHook(({ value }) => useShown(value), {
    initialProps: { value: 'a' },
  })
  for (const { wait, input, shows } of steps) {
    act(() => vi.advanceTimersByTime(wait))
    if (input !== undefined) rerender({ value: input })
    expect(result.current).toBe(shows)
  }
}

/**
 * Plays `[at, event]` steps in order: moves the clock to each step's time (ms from the start),
 * then hands the step to `onStep`.
 */
export function playTimeline<Event>(
  steps: readonly (readonly [at: number, event: Event])[],
  onStep: (at: number, event: Event) => void,
) {
  let now = 0
  for (const [at, event] of steps) {
    act(() => {
      vi.advanceTimersByTime(at - now)
    })
    now = at
    onStep(at, event)
  }
}
