import { afterEach, beforeEach, test, vi } from 'vitest'
import { playValueSteps, type ValueStep } from '@/testing/fake-clock'
import { useDebouncedValue } from './use-debounced-value'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

test.each<[string, ValueStep[]]>([
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
  playValueSteps((value) => useDebouncedValue(value, 200), steps)
})
