/**
 * The serial console's websocket in the preview (SPEC §4: "A mocked serial console websocket
 * echoes input"). Mirage has no websockets, so this is a mock-socket server per instance stream
 * URL. The console gets this module's `WebSocket` class injected only in mock builds (it is
 * imported behind `__MOCK_API__`), so a production build carries no mock-socket and the global
 * `WebSocket` is never replaced.
 *
 * Like the real stream it sends binary frames: first the boot log, then every byte it receives.
 * It refuses (closes with the server's message) when the instance is missing or in a state that
 * has no console, as the real server refuses the upgrade.
 */
import { WebSocket as MockWebSocket, Server } from 'mock-socket'
import { instanceRules } from '~/machines/instance-rules'
import type { MockDb } from './db'
import { MockApiError } from './errors'
import { bootLog, lookupInstance } from './handlers/instances'
import { activeDb } from './server'

/** The websocket close code for "the server hit a condition that prevented the request". */
export const REFUSED_CLOSE_CODE = 1011

const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

const servers = new Map<string, Server>()

/** Binary frames as mock-socket passes them on unchanged: an ArrayBuffer of this realm. */
const toBuffer = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  const buffer = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(buffer).set(bytes)
  return buffer
}

/** What the terminal should see for the bytes typed: a carriage return also moves down a line. */
function echo(data: string | Blob | ArrayBuffer | ArrayBufferView) {
  const text =
    typeof data === 'string'
      ? data
      : data instanceof ArrayBuffer || ArrayBuffer.isView(data)
        ? new TextDecoder().decode(data)
        : ''
  return text.replace(/\r(?!\n)/g, '\r\n')
}

type StreamAnswer = { accepted: true; instanceName: string } | { accepted: false; reason: string }

/** Whether the server would accept this stream, as the real one decides on the upgrade. */
export function answerStream(db: MockDb, url: URL): StreamAnswer {
  const match = STREAM_PATH.exec(url.pathname)
  if (!match) return { accepted: false, reason: `No websocket at ${url.pathname}` }
  try {
    const instance = lookupInstance(db, {
      instance: decodeURIComponent(match[1]),
      project: url.searchParams.get('project') ?? undefined,
    })
    const { run_state: state } = instance
    if (!instanceRules.can('serialConsole', state)) {
      return {
        accepted: false,
        reason: `Instance ${instance.name} is ${state}; its serial console is not available`,
      }
    }
    return { accepted: true, instanceName: instance.name }
  } catch (error) {
    if (error instanceof MockApiError) return { accepted: false, reason: error.message }
    throw error
  }
}

function serveStream(url: URL) {
  // mock-socket keys servers by URL without the query
  const key = `${url.protocol}//${url.host}${url.pathname}`
  if (servers.has(key)) return
  const server = new Server(key)
  servers.set(key, server)
  server.on('connection', (socket) => {
    const db = activeDb()
    const answer: StreamAnswer = db
      ? answerStream(db, new URL(socket.url))
      : { accepted: false, reason: 'The mock API is not running' }
    if (!answer.accepted) {
      socket.close({ code: REFUSED_CLOSE_CODE, reason: answer.reason, wasClean: false })
      return
    }
    socket.send(toBuffer(bootLog(answer.instanceName).join('\r\n')))
    socket.on('message', (data) => socket.send(toBuffer(echo(data))))
  })
}

/** Opens the console stream (a ws: or wss: URL) against the mock, like `new WebSocket(url)`. */
export function openMockSerialConsole(url: string): WebSocket {
  serveStream(new URL(url))
  return new MockWebSocket(url) as unknown as WebSocket
}
