import { afterEach, beforeEach, test, vi } from 'vitest'
import { playValueSteps, type ValueStep } from '@/testing/fake-clock'
import { useThrottledValue } from './use-throttled-value'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

test.each<[string, ValueStep[]]>([
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
  playValueSteps((value) => useThrottledValue(value, 250), steps)
})
