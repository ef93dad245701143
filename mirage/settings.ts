/**
 * Mock-mode knobs from the URL (`?mock-delay=0`, `?mock-delay=100-200`, `?chaos=10`), remembered in
 * the tab's sessionStorage so they survive reloads and in-app navigation that drops the query.
 */
import type { Delay } from './conditions'

export interface MockSettings {
  delay?: Delay
  chaos?: number
}

export const MOCK_SETTINGS_KEY = 'oxide-console:mock-settings'

/** `250` or `100-200` (milliseconds); anything else is ignored. */
export function parseDelay(raw: string | null): Delay | undefined {
  if (raw === null) return undefined
  const fixed = /^\s*(\d+)\s*$/.exec(raw)
  if (fixed) return Number(fixed[1])
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(raw)
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])]
    return min <= max ? [min, max] : undefined
  }
  return undefined
}

/** A percentage from 0 (off) to 100 (every call fails); anything else is ignored. */
export function parseChaos(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return undefined
  const rate = Number(raw)
  return rate <= 100 ? rate : undefined
}

function readStored(storage: Storage): MockSettings {
  try {
    const stored = JSON.parse(storage.getItem(MOCK_SETTINGS_KEY) ?? '{}') as Record<string, unknown>
    const delay = stored.delay
    return {
      delay: Array.isArray(delay)
        ? parseDelay(delay.join('-'))
        : typeof delay === 'number'
          ? parseDelay(String(delay))
          : undefined,
      chaos: typeof stored.chaos === 'number' ? parseChaos(String(stored.chaos)) : undefined,
    }
  } catch {
    return {}
  }
}

const withoutUndefined = (settings: MockSettings): MockSettings =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined))

export function readMockSettings(search: string, storage: Storage): MockSettings {
  const query = new URLSearchParams(search)
  const stored = readStored(storage)
  const settings = withoutUndefined({
    delay: parseDelay(query.get('mock-delay')) ?? stored.delay,
    chaos: parseChaos(query.get('chaos')) ?? stored.chaos,
  })
  try {
    storage.setItem(MOCK_SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // storage can be full or disabled; the settings still apply to this page load
  }
  return settings
}
