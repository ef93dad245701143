/**
 * Mock-mode knobs from the URL (`?mock-delay=0`, `?mock-delay=100-200`, `?chaos=10`,
 * `?mock-scenario=large`), remembered in the tab's sessionStorage so they survive reloads and
 * in-app navigation that drops the query; the automatic steps' pace (`?mock-instance-step=`,
 * `?mock-disk-step=`, `?mock-membership-step=`) and failing calls (`?mock-fail=`) hold for the
 * page load that asks for them.
 */
import { type Delay, FAULT_STATUSES, type MockFault } from './conditions'

/**
 * The data the mock starts with (seeds.ts): `default`, a handful of projects that all hold
 * something to look at; `large`, the same plus `scale-test`, a project of 1,000 instances for
 * list performance (`npm run bench`), and filler projects, 60 projects in all, so the projects
 * list has more than one page.
 */
export const MOCK_SCENARIOS = ['default', 'large'] as const
export type MockScenario = (typeof MOCK_SCENARIOS)[number]

export interface MockSettings {
  delay?: Delay
  chaos?: number
  /** `?mock-user=ada`: the seeded user the mock starts signed in as; `signed-out` for none. */
  user?: string
  /** `?mock-instance-step=4000`: how long each automatic instance state change takes (ms). */
  instanceStepMs?: number
  /** `?mock-disk-step=4000`: how long a disk takes to settle from a transitional state (ms). */
  diskStepMs?: number
  /**
   * `?mock-membership-step=20000`: how long each new member takes to acknowledge a rack
   * membership change (handlers/hardware-intake.ts), for a test that aborts one in progress.
   */
  membershipStepMs?: number
  /** `?mock-scenario=large`: the seeded data to start with; `default` when absent. */
  scenario?: MockScenario
  /** `?mock-fail=GET /v1/disks 500` (repeatable): calls failing from the first (conditions.ts). */
  faults?: MockFault[]
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

/** A username (the contract's UserId shape) or `signed-out`; anything else is ignored. */
export function parseMockUser(raw: string | null | undefined): string | undefined {
  if (!raw || !/^[a-z][a-zA-Z0-9-]{0,62}$/.test(raw)) return undefined
  return raw
}

/**
 * The longest automatic step `mock-instance-step`, `mock-disk-step` or `mock-membership-step` may
 * ask for: a minute
 * (disk-steps.ts settles a disk at most a minute after it is due, so a longer one never would).
 */
export const MAX_MOCK_STEP_MS = 60_000

/**
 * A step's length for `mock-instance-step`, `mock-disk-step` and `mock-membership-step` (and the
 * mock server's `--instance-step`, `--disk-step`, `--membership-step`): whole milliseconds, at most MAX_MOCK_STEP_MS; anything else
 * is ignored.
 */
export function parseMockStep(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined
  const ms = Number(raw)
  return ms <= MAX_MOCK_STEP_MS ? ms : undefined
}

/** One of MOCK_SCENARIOS; anything else is ignored. */
export function parseScenario(raw: string | null | undefined): MockScenario | undefined {
  return MOCK_SCENARIOS.find((scenario) => scenario === raw?.trim())
}

/** `GET /v1/disks 500`: a method, an exact path and one of FAULT_STATUSES; else ignored. */
export function parseFault(raw: string): MockFault | undefined {
  const match = /^\s*([a-z]+)\s+(\/\S*)\s+(\d{3})\s*$/i.exec(raw)
  const status = FAULT_STATUSES.find((allowed) => allowed === Number(match?.[3]))
  if (!match || status === undefined) return undefined
  return { method: match[1].toUpperCase(), path: match[2], status }
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
      user: typeof stored.user === 'string' ? parseMockUser(stored.user) : undefined,
      scenario: typeof stored.scenario === 'string' ? parseScenario(stored.scenario) : undefined,
    }
  } catch {
    return {}
  }
}

const withoutUndefined = (settings: MockSettings): MockSettings =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined))

/** `?mock-user=signed-out`: the preview starts without a session (the console goes to login). */
export const SIGNED_OUT_USER = 'signed-out'

/**
 * The mock's stand-in for a session cookie: who is signed in survives a reload of the tab (a
 * 401 redirect reloads the page), as a real session would. Sign-in and sign-out write it.
 */
export function rememberMockUser(
  user: string,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  try {
    const stored = JSON.parse(storage?.getItem(MOCK_SETTINGS_KEY) ?? '{}') as object
    storage?.setItem(MOCK_SETTINGS_KEY, JSON.stringify({ ...stored, user }))
  } catch {
    // storage may be unavailable; the session then lasts until the page reloads
  }
}

export function readMockSettings(search: string, storage: Storage): MockSettings {
  const query = new URLSearchParams(search)
  const stored = readStored(storage)
  const settings = withoutUndefined({
    delay: parseDelay(query.get('mock-delay')) ?? stored.delay,
    chaos: parseChaos(query.get('chaos')) ?? stored.chaos,
    user: parseMockUser(query.get('mock-user')) ?? stored.user,
    scenario: parseScenario(query.get('mock-scenario')) ?? stored.scenario,
  })
  try {
    storage.setItem(MOCK_SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // storage can be full or disabled; the settings still apply to this page load
  }
  // for this load only: a test that slows the instances or disks down (or fails a call) must not
  // do so to the next one
  const faults = query.getAll('mock-fail').flatMap((raw) => parseFault(raw) ?? [])
  return withoutUndefined({
    ...settings,
    instanceStepMs: parseMockStep(query.get('mock-instance-step')),
    diskStepMs: parseMockStep(query.get('mock-disk-step')),
    membershipStepMs: parseMockStep(query.get('mock-membership-step')),
    faults: faults.length > 0 ? faults : undefined,
  })
}
