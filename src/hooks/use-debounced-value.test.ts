import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useDebouncedValue } from './use-debounced-value'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Each step: after `wait` ms the input becomes `input` (or stays), and the hook must show `shows`. */
type Step = { wait: number; input?: string; shows: string }

test.each<[string, Step[]]>([
  ['the first value, at once', [{ wait: 0, shows: 'a' }]],
  [
    'a change, once it has stayed that long',
    [
      { wait: 0, input: 'b', shows: 'a' },
      { wait: 199, shows: 'a' },
      { wait: 1, shows: 'b' },
    ],
  ],
  [
    'a burst of changes, only its last once typing pauses',
    [
      { wait: 0, input: 'd', shows: 'a' },
      { wait: 150, input: 'db', shows: 'a' },
      { wait: 150, input: 'db1', shows: 'a' },
      { wait: 199, shows: 'a' },
      { wait: 1, shows: 'db1' },
    ],
  ],
])('%s', (_, steps) => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
    initialProps: { value: 'a' },
  })
  for (const { wait, input, shows } of steps) {
    act(() => vi.advanceTimersByTime(wait))
    if (input !== undefined) rerender({ value: input })
    expect(result.current).toBe(shows)
  }
})
