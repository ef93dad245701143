/**
 * The in-browser mock API of mock mode (SPEC §1, §4): Mirage intercepts the console's API calls
 * and answers from an in-memory database that lives until the page reloads. The same mock API
 * also runs as an HTTP server (http/server.ts).
 */
import { createServer, type Server } from 'miragejs'
import { DEFAULT_DELAY, type Delay, type MockFault } from './conditions'
import type { MockDb } from './db'
import { handlers } from './handlers'
import { type MockDbOptions, prepareMockDb } from './mock-api'
import { type HandledRequest, logHandledRequest } from './request-log'
import { registerRoutes } from './routes'
import { signInAs, signOut } from './session-access'
import { SIGNED_OUT_USER } from './settings'

export interface MockServerOptions extends MockDbOptions {
  /** Milliseconds per call, fixed or a [min, max] range drawn per call; 200-400 by default. */
  delay?: Delay
  /** Percentage (0-100) of calls that fail with a random 401, 403, 404 or 500; off by default. */
  chaos?: number
  /** 'test' silences Mirage's request logging. */
  environment?: 'development' | 'test'
  /** The seeded user to start signed in as (`signed-out` for none); the default user otherwise. */
  user?: string
  /** Calls that fail from the start (`?mock-fail=`), until taken out of `RunningMock.faults`. */
  faults?: readonly MockFault[]
}

export interface RunningMock {
  /** Mirage's server: `server.pretender.handledRequests` lists every call (QA, the e2e specs). */
  server: Server
  /** The data it serves, for the preview's tools that act as the server would (preview-tools.ts). */
  db: MockDb
  /**
   * Calls made to fail until taken out of this list (conditions.ts `MockFault`): QA and the e2e
   * specs push to it and empty it while the page runs.
   */
  faults: MockFault[]
}

export function startMockServer(options: MockServerOptions = {}): RunningMock {
  const db = prepareMockDb(options)
  if (options.user === SIGNED_OUT_USER) signOut(db)
  else if (options.user && !signInAs(db, options.user)) {
    console.warn(`mock-user: no seeded user "${options.user}"; signed in as the default user`)
  }
  const environment = options.environment ?? 'development'
  const faults: MockFault[] = [...(options.faults ?? [])]
  const server = createServer({
    environment,
    // the delay is drawn per call by the mock API; Mirage's own timing stays out of the way
    timing: 0,
    // QA and the e2e specs read what the console sent (e.g. that a bad form sent nothing)
    trackRequests: true,
    routes() {
      registerRoutes(this, {
        db,
        handlers,
        delay: options.delay ?? DEFAULT_DELAY,
        chaos: options.chaos,
        faults,
      })
    },
  })
  if (environment === 'development') {
    // pretender's request carries its status and url, which its type leaves out
    server.pretender.handledRequest = (verb, _path, request) =>
      logHandledRequest(verb, request as unknown as HandledRequest)
  }
  return { server, db, faults }
}
