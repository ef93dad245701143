/**
 * Routes come from the contract (the generated route table): an operation with a handler is
 * served by it, every other operation answers 501, and any other path under the API's prefixes
 * answers 404. Everything else (scripts, fonts, the dev server) passes through.
 */
import { type Request, Response, type Server } from 'miragejs'
import { chaosError, chaosStrikes, type Delay, pickDelay, sleep } from './conditions'
import { contractRoutes } from './contract/__generated__/contract-routes'
import type { MockDb } from './db'
import { badBody, internalError, MockApiError, notImplemented, routeNotFound } from './errors'
import {
  type ContractRoute,
  type Handler,
  type HandlerMap,
  type HttpMethod,
  type OperationId,
  RawReply,
} from './operation'
import { withAccessRule } from './session-access'

export interface RouteOptions {
  db: MockDb
  handlers: HandlerMap
  delay: Delay
  /** Percentage of calls that fail with a random 401, 403, 404 or 500. */
  chaos?: number
}

/** Prefixes the console calls the API under; other same-origin requests are not the API's. */
export const API_PREFIXES = ['/v1', '/login', '/device', '/experimental'] as const
const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options']

/** `/v1/projects/{project}` → `/v1/projects/:project` */
export const toMiragePath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1')

type Outcome = { status: number; body?: unknown; headers?: Record<string, string> }

const errorResponse = (error: MockApiError, headers: Record<string, string> = {}) =>
  new Response(error.status, headers, error.toBody())

/** Delay, then chaos, then the route's own answer; a thrown error becomes the contract's Error. */
function wrap(options: RouteOptions, answer: (request: Request) => Outcome | Promise<Outcome>) {
  return async (_schema: unknown, request: Request) => {
    await sleep(pickDelay(options.delay))
    if (chaosStrikes(options.chaos)) return errorResponse(chaosError(), { 'x-mock-chaos': 'true' })
    try {
      const { status, body, headers } = await answer(request)
      if (status !== 204 && body === undefined) {
        // a redirect has no body; Mirage would send JSON `{}` for an empty JSON reply
        return new Response(status, { 'Content-Type': 'text/plain', ...headers }, '')
      }
      return new Response(status, headers ?? {}, status === 204 ? undefined : (body as object))
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error)
      // a handler bug: answer like the real server would, and leave the details for the developer
      console.error('mock API handler failed', request.url, error)
      return errorResponse(internalError())
    }
  }
}

function parseBody(request: Request): unknown {
  const headers = request.requestHeaders ?? {}
  const type = headers['Content-Type'] ?? headers['content-type'] ?? ''
  // form-encoded bodies (the device flow) are read by their handler from `request.requestBody`
  if (type.includes('x-www-form-urlencoded')) return undefined
  const text = request.requestBody
  if (typeof text !== 'string' || text.length === 0) return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw badBody((error as Error).message)
  }
}

/** Query values as the first string given; repeated keys are read from `request` when needed. */
function firstValues(query: Request['queryParams']) {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') values[key] = first
  }
  return values
}

function runHandler<Op extends OperationId>(
  db: MockDb,
  handler: Handler<Op>,
  status: number,
): (request: Request) => Promise<Outcome> {
  return async (request) => {
    const context = {
      db,
      params: request.params,
      query: firstValues(request.queryParams),
      body: parseBody(request),
      request,
    } as Parameters<Handler<Op>>[0]
    const result = await handler(context)
    if (result instanceof RawReply) {
      return { status: result.status, body: result.body, headers: result.headers }
    }
    return { status, body: result }
  }
}

function register(
  server: Server,
  method: HttpMethod,
  path: string,
  handler: ReturnType<typeof wrap>,
) {
  // miragejs types every verb the same way; `delete` is its name for DELETE
  server[method](path, handler as never)
}

export function registerRoutes(server: Server, options: RouteOptions) {
  for (const [operationId, method, path, status] of contractRoutes as readonly ContractRoute[]) {
    const handler = options.handlers[operationId] as Handler<typeof operationId> | undefined
    // operations without a JSON success in the contract (status null) answer with a RawReply
    const answer = handler
      ? runHandler(options.db, handler, status ?? 200)
      : () => {
          throw notImplemented(operationId, method, path)
        }
    register(
      server,
      method,
      toMiragePath(path),
      wrap(options, withAccessRule(options.db, operationId, answer)),
    )
  }

  const unknownRoute = wrap(options, () => {
    throw routeNotFound()
  })
  for (const method of METHODS) {
    for (const prefix of API_PREFIXES) register(server, method, `${prefix}/*rest`, unknownRoute)
    register(server, method, '/logout', unknownRoute)
  }

  // last, so every route above wins over it (Mirage's own advice)
  server.passthrough()
}
