/**
 * The mock API whatever carries the requests: Mirage in the browser (routes.ts) and the node:http
 * server (http/server.ts) both hand every request to the function `createMockApi` returns, so the
 * contract's route table, the delay, the chaos rate, the access rules and the handlers are one
 * implementation. A transport turns its request into an `IncomingRequest`, says whose session it
 * carries (`MockSession`) and writes the `MockReply` back in its own way.
 *
 * An operation with a handler is served by it, every other contract operation answers 501, and
 * any other path answers 404.
 */
import { isAudited, recordAudit } from './audit-log'
import {
  chaosError,
  chaosStrikes,
  type Delay,
  faultFor,
  type MockFault,
  pickDelay,
  sleep,
  statusError,
} from './conditions'
import { contractRoutes } from './contract/__generated__/contract-routes'
import type { MockDb, MockTiming } from './db'
import { badBody, internalError, MockApiError, notImplemented, routeNotFound } from './errors'
import { setLiveClock } from './factories'
import {
  type ApiRequest,
  type ContractRoute,
  type Handler,
  type HandlerMap,
  type HttpMethod,
  type MockSession,
  type OperationId,
  RawReply,
} from './operation'
import { seedDefault } from './seeds/seeds'
import { checkAccess } from './session-access'
import type { MockScenario } from './settings'

/** Prefixes the console calls the API under; other same-origin requests are not the API's. */
export const API_PREFIXES = ['/v1', '/login', '/device', '/experimental'] as const

export interface IncomingRequest {
  method: string
  /** Absolute, on the origin the client called. */
  url: string
  /** Header names in any case. */
  headers: Record<string, string>
  /** The raw body; '' for none. */
  body: string
  /** The body's bytes when it is a file's (`application/octet-stream`: a release repository). */
  bytes?: Uint8Array
}

export interface MockReply {
  status: number
  headers: Record<string, string>
  /** The JSON body, or bytes (a `Uint8Array`) sent as they are; undefined for none (a 204, or a redirect). */
  body?: unknown
}

/**
 * A reply's body as bytes, when it is bytes. `ArrayBuffer.isView`, not `instanceof`: a handler's
 * bytes may come from another realm's Uint8Array (a test's jsdom).
 */
export const replyBytes = (body: unknown): Uint8Array | undefined =>
  ArrayBuffer.isView(body)
    ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
    : undefined

export interface MockApiOptions {
  db: MockDb
  handlers: HandlerMap
  delay: Delay
  /** Percentage of calls that fail with a random 401, 403, 404 or 500. */
  chaos?: number
  /** Calls that fail until lifted; read on every call, so changes to the list apply at once. */
  faults?: readonly MockFault[]
}

export type MockApi = (request: IncomingRequest, session: MockSession) => Promise<MockReply>

/** What the mock's data starts as, the same for both transports. */
export interface MockDbOptions {
  /** The data to serve; the seeds of `scenario` when absent. Tests pass one to inspect or vary it. */
  db?: MockDb
  /** Which seeds to start with; `default` when absent. */
  scenario?: MockScenario
  /** How long each automatic instance state change takes (ms); handlers/instances.ts otherwise. */
  instanceStepMs?: number
  /** How long a disk takes to settle from a transitional state (ms); disk-steps.ts otherwise. */
  diskStepMs?: number
  /** How long each new member takes to acknowledge a rack membership change (ms). */
  membershipStepMs?: number
  /** The clock automatic state changes follow (db.ts `MockTiming`); tests pass one to move time. */
  now?: MockTiming['now']
}

export function prepareMockDb(options: MockDbOptions): MockDb {
  // seeded on the clock it runs on, so what the seeds made is in that clock's past
  const db =
    options.db ?? seedDefault(undefined, { scenario: options.scenario, now: options.now?.() })
  db.timing.instanceStepMs = options.instanceStepMs
  db.timing.diskStepMs = options.diskStepMs
  db.timing.membershipStepMs = options.membershipStepMs
  if (options.now) db.timing.now = options.now
  setLiveClock(db.timing.now)
  return db
}

interface Route {
  operationId: OperationId
  path: string
  /** The contract's 2xx status; null when its answer is not one JSON body (a RawReply). */
  status: number | null
  /** Path segments; `{name}` is a parameter. */
  segments: string[]
}

const isParameter = (segment: string) => segment.startsWith('{')

/** A fixed segment is more specific than a parameter in the same place (as Mirage ranks them). */
function bySpecificity(a: Route, b: Route) {
  const length = Math.min(a.segments.length, b.segments.length)
  for (let index = 0; index < length; index++) {
    const [aParameter, bParameter] = [
      isParameter(a.segments[index]),
      isParameter(b.segments[index]),
    ]
    if (aParameter !== bParameter) return aParameter ? 1 : -1
  }
  return 0
}

const routesByMethod = new Map<HttpMethod, Route[]>()
for (const [operationId, method, path, status] of contractRoutes as readonly ContractRoute[]) {
  const routes = routesByMethod.get(method) ?? []
  routes.push({ operationId, path, status, segments: path.split('/') })
  routesByMethod.set(method, routes)
}
for (const routes of routesByMethod.values()) routes.sort(bySpecificity)

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The contract route for a method and path, with its decoded path parameters. */
export function matchRoute(method: string, pathname: string) {
  // Mirage drops one trailing slash before matching
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  const segments = trimmed.split('/')
  for (const route of routesByMethod.get(method.toLowerCase() as HttpMethod) ?? []) {
    if (route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((expected, index) => {
      if (!isParameter(expected)) return expected === segments[index]
      const value = segments[index] ? decodeSegment(segments[index]) : undefined
      if (value === undefined) return false
      params[expected.slice(1, -1)] = value
      return true
    })
    if (matches) return { route, params }
  }
  return undefined
}

const decodeQueryPart = (part: string) => decodeSegment(part.replace(/\+/g, '%20')) ?? ''

/**
 * Query parameters as Mirage's router reads them, so both transports agree: `key[]=` collects
 * an array, a repeated plain key keeps its last value, a key without `=` reads 'true'.
 */
export function parseQueryParams(search: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const [rawKey, ...rest] = pair.split('=')
    const key = decodeQueryPart(rawKey)
    const value = rest.length === 0 ? 'true' : decodeQueryPart(rest.join('='))
    if (key.length > 2 && key.endsWith('[]')) {
      const name = key.slice(0, -2)
      const list = params[name]
      params[name] = Array.isArray(list) ? [...list, value] : [value]
    } else {
      params[key] = value
    }
  }
  return params
}

/** Query values as the first string given; repeated keys are read from `request` when needed. */
function firstValues(query: ApiRequest['queryParams']) {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') values[key] = first
  }
  return values
}

function parseBody(request: ApiRequest): unknown {
  // form-encoded bodies (the device flow) are read by their handler from `request.requestBody`,
  // a file's bytes (a release repository) from `request.requestBytes`
  const contentType = request.requestHeaders['content-type'] ?? ''
  if (contentType.includes('x-www-form-urlencoded') || contentType.includes('octet-stream')) {
    return undefined
  }
  if (request.requestBody.length === 0) return undefined
  try {
    return JSON.parse(request.requestBody)
  } catch (error) {
    throw badBody((error as Error).message)
  }
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

const errorReply = (error: MockApiError, headers: Record<string, string> = {}): MockReply => ({
  status: error.status,
  headers,
  body: error.toBody(),
})

/**
 * Delay, then chaos and faults, then the route's own answer; a thrown error becomes the
 * contract's Error.
 */
export function createMockApi(options: MockApiOptions): MockApi {
  const { db, handlers } = options
  return async (incoming, session) => {
    const timeStarted = new Date(db.timing.now()).toISOString()
    const caller = session.userId
    await sleep(pickDelay(options.delay))
    if (chaosStrikes(options.chaos)) return errorReply(chaosError(), { 'x-mock-chaos': 'true' })
    const url = new URL(incoming.url)
    const fault = faultFor(options.faults ?? [], incoming.method, url.pathname)
    if (fault) return errorReply(statusError(fault.status), { 'x-mock-fault': 'true' })
    const match = matchRoute(incoming.method, url.pathname)
    const reply = await answer(incoming, session, url, match)
    if (match && isAudited(incoming.method)) {
      const failed = reply.status >= 400 ? (reply.body as ReturnType<MockApiError['toBody']>) : null
      recordAudit(db, {
        operationId: match.route.operationId,
        method: incoming.method,
        uri: `${url.pathname}${url.search}`,
        userId: caller,
        userAgent: lowerCaseKeys(incoming.headers)['user-agent'],
        timeStarted,
        status: reply.status,
        error: failed ?? undefined,
      })
    }
    return reply
  }

  async function answer(
    incoming: IncomingRequest,
    session: MockSession,
    url: URL,
    match: ReturnType<typeof matchRoute>,
  ): Promise<MockReply> {
    try {
      if (!match) throw routeNotFound()
      const { operationId, path, status } = match.route
      // the project a write names, in its path (`/v1/projects/{project}`) or its query: a
      // project's collaborator writes there and nowhere else
      checkAccess(db, session, operationId, {
        project: match.params.project ?? url.searchParams.get('project') ?? undefined,
      })
      const handler = handlers[operationId] as Handler<typeof operationId> | undefined
      if (!handler) throw notImplemented(operationId, incoming.method, path)
      const request: ApiRequest = {
        method: incoming.method.toUpperCase(),
        url: incoming.url,
        params: match.params,
        queryParams: parseQueryParams(url.search),
        requestBody: incoming.body,
        requestBytes: incoming.bytes,
        requestHeaders: lowerCaseKeys(incoming.headers),
      }
      const context = {
        db,
        session,
        params: request.params,
        query: firstValues(request.queryParams),
        body: parseBody(request),
        request,
      } as Parameters<Handler<typeof operationId>>[0]
      const result = await handler(context)
      if (result instanceof RawReply) {
        return { status: result.status, headers: result.headers, body: result.body }
      }
      // operations without a JSON success in the contract (status null) answer with a RawReply
      return { status: status ?? 200, headers: {}, body: result }
    } catch (error) {
      if (error instanceof MockApiError) return errorReply(error)
      // a handler bug: answer like the real server would, and leave the details for the developer
      console.error('mock API handler failed', incoming.url, error)
      return errorReply(internalError())
    }
  }
}
