/**
 * The browser's transport of the mock API (mock-api.ts): Mirage catches every request under the
 * API's prefixes and hands it to the mock API with the tab's session. Everything else (scripts,
 * fonts, the dev server) passes through.
 */
import { type Request, Response, type Server } from 'miragejs'
import {
  API_PREFIXES,
  createMockApi,
  type IncomingRequest,
  type MockApiOptions,
  type MockReply,
  replyBytes,
} from './mock-api'
import type { HttpMethod } from './operation'
import { tabSession } from './session-access'

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options']

function incoming(method: HttpMethod, request: Request, bytes?: Uint8Array): IncomingRequest {
  return {
    method: method.toUpperCase(),
    // the console fetches paths; the page's origin is the one it called
    url: new URL(request.url, globalThis.location?.href ?? 'http://localhost').href,
    headers: request.requestHeaders ?? {},
    // Mirage hands over what fetch or XMLHttpRequest was given: text, or a file's Blob
    body: typeof request.requestBody === 'string' ? request.requestBody : '',
    bytes,
  }
}

/** How long a file's body takes to arrive, whatever its size: long enough to watch and cancel. */
export const FILE_BODY_ARRIVAL_MS = 3000
const ARRIVAL_TICK_MS = 100

/** The fake XMLHttpRequest Mirage hands a route: its upload's events and whether it was aborted. */
type FakeRequest = Request & {
  aborted?: boolean
  upload?: { _progress(lengthComputable: boolean, loaded: number, total: number): void }
}

/**
 * A file's body (a Blob) as it would cross the network: in `FILE_BODY_ARRIVAL_MS`, with the
 * upload's progress events as it goes (Mirage's fake XMLHttpRequest sends none before the
 * answer). Undefined when the client aborted meanwhile: the server never had the whole body.
 */
async function arrivedBytes(request: FakeRequest, body: Blob) {
  const ticks = FILE_BODY_ARRIVAL_MS / ARRIVAL_TICK_MS
  for (let tick = 1; tick <= ticks; tick++) {
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_TICK_MS))
    if (request.aborted) return undefined
    request.upload?._progress(true, Math.round((body.size * tick) / ticks), body.size)
  }
  return new Uint8Array(await body.arrayBuffer())
}

/**
 * Bytes (a support bundle's zip) through Mirage, whose fake XHR carries text only: the response
 * text stays empty and the request's `response`, which the fetch that Mirage puts in the page
 * reads as the body, is the bytes as a Blob.
 */
function bytesResponse(request: Request, { status, headers }: MockReply, bytes: Uint8Array) {
  // a copy on an ArrayBuffer of its own, which is what a Blob takes
  const blob = new Blob([new Uint8Array(bytes)], { type: headers['Content-Type'] })
  Object.defineProperty(request, 'response', { get: () => blob, set: () => {} })
  return new Response(status, headers, '')
}

function toResponse(request: Request, reply: MockReply) {
  const { status, headers, body } = reply
  const bytes = replyBytes(body)
  if (bytes) return bytesResponse(request, reply, bytes)
  if (status !== 204 && body === undefined) {
    // a redirect has no body; Mirage would send JSON `{}` for an empty JSON reply
    return new Response(status, { 'Content-Type': 'text/plain', ...headers }, '')
  }
  return new Response(status, headers, status === 204 ? undefined : (body as object))
}

export function registerRoutes(server: Server, options: MockApiOptions) {
  const answer = createMockApi(options)
  // one session per page, as the browser holds one session cookie
  const session = tabSession(options.db)
  for (const method of METHODS) {
    const route = async (_schema: unknown, request: FakeRequest) => {
      const body: unknown = request.requestBody
      if (!(body instanceof Blob)) {
        return toResponse(request, await answer(incoming(method, request), session))
      }
      const bytes = await arrivedBytes(request, body)
      // an aborted request's answer goes nowhere; the handler never runs, as on the server
      if (!bytes) return new Response(499, {}, '')
      return toResponse(request, await answer(incoming(method, request, bytes), session))
    }
    // miragejs types every verb the same way; `delete` is its name for DELETE
    for (const prefix of API_PREFIXES) server[method](`${prefix}/*rest`, route as never)
    server[method]('/logout', route as never)
  }

  // last, so every route above wins over it (Mirage's own advice)
  server.passthrough()
}
