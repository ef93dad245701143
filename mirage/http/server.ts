/**
 * The mock API as an HTTP server (node:http), for the production build behind the console's
 * proxy, curl and the Oxide CLI: the same handlers, seeds, delay, chaos and access rules as the
 * in-browser mock (mock-api.ts), with the real server's session cookies (sessions.ts), the
 * serial console's websocket (serial-console.ts) and the SAML identity provider's sign-in page
 * (identity-provider.ts).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEFAULT_DELAY, type Delay, type MockFault } from '../conditions'
import type { MockDb } from '../db'
import { handlers as allHandlers } from '../handlers'
import {
  createMockApi,
  type MockDbOptions,
  type MockReply,
  prepareMockDb,
  replyBytes,
} from '../mock-api'
import type { HandlerMap } from '../operation'
import { type PageReply, samlRedirectReply } from './identity-provider'
import { readRequest } from './incoming'
import { serialConsoleStreams } from './serial-console'
import { requestSession, SessionStore } from './sessions'

export interface MockHttpServerOptions extends MockDbOptions {
  /** Milliseconds per call, fixed or a [min, max] range drawn per call; 200-400 by default. */
  delay?: Delay
  /** Percentage (0-100) of calls that fail with a random 401, 403, 404 or 500; off by default. */
  chaos?: number
  /**
   * Calls answered with a fault's status for as long as the server runs: with 501, a rack whose
   * API does not offer an operation (an older release), which the production e2e run needs.
   */
  faults?: readonly MockFault[]
  /** Every operation the mock serves unless a test narrows them. */
  handlers?: HandlerMap
  /** Where each request's one-line summary goes; silent when absent. */
  log?: (line: string) => void
}

export interface MockHttpServer {
  server: http.Server
  /** The data it serves (tests inspect or vary it). */
  db: MockDb
  sessions: SessionStore
  /** Listens on `host` (127.0.0.1 unless given) and `port` (0: any free one); the base URL. */
  listen(port: number, host?: string): Promise<string>
  close(): Promise<void>
}

function writeReply(
  response: ServerResponse,
  method: string,
  reply: MockReply,
  cookie: string | undefined,
) {
  const headers: Record<string, string> = { ...reply.headers }
  if (cookie) headers['Set-Cookie'] = cookie
  const hasBody = reply.status !== 204 && reply.body !== undefined
  // bytes go as they are, with the Content-Type their handler named
  const bytes = replyBytes(reply.body)
  const payload = bytes ?? (hasBody ? JSON.stringify(reply.body) : '')
  if (hasBody && !bytes) headers['Content-Type'] = 'application/json'
  // a HEAD's handler names the length of the body it leaves out (support_bundle_head_file)
  headers['Content-Length'] =
    !hasBody && reply.headers['Content-Length'] !== undefined
      ? reply.headers['Content-Length']
      : String(Buffer.byteLength(payload))
  response.writeHead(reply.status, headers)
  response.end(method === 'HEAD' ? undefined : payload)
}

function writePage(response: ServerResponse, method: string, page: PageReply) {
  response.writeHead(page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(page.html)),
    // the page holds a signed-in response: nothing should keep it
    'Cache-Control': 'no-store',
  })
  response.end(method === 'HEAD' ? undefined : page.html)
}

export function createMockHttpServer(options: MockHttpServerOptions = {}): MockHttpServer {
  const db = prepareMockDb(options)
  const sessions = new SessionStore(db)
  const answer = createMockApi({
    db,
    handlers: options.handlers ?? allHandlers,
    delay: options.delay ?? DEFAULT_DELAY,
    chaos: options.chaos,
    faults: options.faults,
  })

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now()
    const incoming = await readRequest(request)
    const { session, setCookie } = requestSession(sessions, db, request.headers)
    const reply = samlRedirectReply(db, incoming) ?? (await answer(incoming, session))
    if ('html' in reply) writePage(response, incoming.method, reply)
    else writeReply(response, incoming.method, reply, setCookie())
    const ms = Math.round(performance.now() - started)
    options.log?.(`${incoming.method} ${request.url} → ${reply.status} (${ms} ms)`)
  }

  const server = http.createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      // the mock API answers every error itself; this is a broken connection or a bug here
      console.error('mock server failed', request.url, error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const streams = serialConsoleStreams(db, sessions)
  server.on('upgrade', streams.upgrade)

  return {
    server,
    db,
    sessions,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          const address = server.address() as AddressInfo
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
          resolve(`http://${shownHost}:${address.port}`)
        })
      })
    },
    close() {
      streams.close()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
