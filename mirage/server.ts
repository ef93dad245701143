/**
 * The in-browser mock API of mock mode (SPEC §1, §4): Mirage intercepts the console's API calls
 * and answers from an in-memory database that lives until the page reloads.
 */
import { createServer, type Server } from 'miragejs'
import { DEFAULT_DELAY, type Delay } from './conditions'
import type { MockDb, MockTiming } from './db'
import { handlers } from './handlers'
import { registerRoutes } from './routes'
import { seedDefault } from './seeds/seeds'
import { signInAs, signOut } from './session-access'
import { type MockScenario, SIGNED_OUT_USER } from './settings'

export interface MockServerOptions {
  /** Milliseconds per call, fixed or a [min, max] range drawn per call; 200-400 by default. */
  delay?: Delay
  /** Percentage (0-100) of calls that fail with a random 401, 403, 404 or 500; off by default. */
  chaos?: number
  /** 'test' silences Mirage's request logging. */
  environment?: 'development' | 'test'
  /** The data to serve; the seeds of `scenario` when absent. Tests pass one to inspect or vary it. */
  db?: MockDb
  /** `?mock-scenario=large` (settings.ts): which seeds to start with; `default` when absent. */
  scenario?: MockScenario
  /** The seeded user to start signed in as (`signed-out` for none); the default user otherwise. */
  user?: string
  /** How long each automatic instance state change takes (ms); handlers/instances.ts otherwise. */
  instanceStepMs?: number
  /** The clock automatic state changes follow (db.ts `MockTiming`); tests pass one to move time. */
  now?: MockTiming['now']
}

let activeMockDb: MockDb | undefined
/** The running mock's database, for preview-only tools that act as the server would. */
export const activeDb = () => activeMockDb

export function startMockServer(options: MockServerOptions = {}): Server {
  const db = options.db ?? seedDefault(undefined, { scenario: options.scenario })
  if (options.user === SIGNED_OUT_USER) signOut(db)
  else if (options.user && !signInAs(db, options.user)) {
    console.warn(`mock-user: no seeded user "${options.user}"; signed in as the default user`)
  }
  // the mock's session, for the preview's user menu (switching users, ending the session)
  activeMockDb = db
  db.timing.instanceStepMs = options.instanceStepMs
  if (options.now) db.timing.now = options.now
  return createServer({
    environment: options.environment ?? 'development',
    // the delay is drawn per call in the route wrapper; Mirage's own timing stays out of the way
    timing: 0,
    // QA and the e2e specs read what the console sent (e.g. that a bad form sent nothing)
    trackRequests: true,
    routes() {
      registerRoutes(this, {
        db,
        handlers,
        delay: options.delay ?? DEFAULT_DELAY,
        chaos: options.chaos,
      })
    },
  })
}
