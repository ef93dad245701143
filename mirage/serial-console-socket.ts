/**
 * The serial console's websocket in the preview (serial-console.ts says what it streams). Mirage
 * has no websockets, so this is a mock-socket server per instance stream URL. The console gets
 * `openMockSerialConsole` injected only in mock builds (src/main.tsx provides it with the
 * preview's tools), so a production build carries no mock-socket and the global `WebSocket` is
 * never replaced.
 */
import { WebSocket as MockWebSocket, Server } from 'mock-socket'
import type { MockDb } from './db'
import { answerStream, echoFrame, playStream, REFUSED_CLOSE_CODE } from './serial-console'

/**
 * mock-socket keeps one server per URL for the whole page; each answers from the db of the mock
 * that last opened its URL (a test starts a fresh mock per test).
 */
const streams = new Map<string, { server: Server; db: MockDb }>()

/** Binary frames as mock-socket passes them on unchanged: an ArrayBuffer of this realm. */
const toBuffer = (bytes: Uint8Array) => {
  const buffer = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(buffer).set(bytes)
  return buffer
}

const typedBytes = (data: string | Blob | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : ''

function serveStream(db: MockDb, url: URL) {
  // mock-socket keys servers by URL without the query
  const key = `${url.protocol}//${url.host}${url.pathname}`
  const known = streams.get(key)
  if (known) {
    known.db = db
    return
  }
  const stream = { server: new Server(key), db }
  streams.set(key, stream)
  stream.server.on('connection', (socket) => {
    const answer = answerStream(stream.db, new URL(socket.url))
    if (!answer.accepted) {
      socket.close({ code: REFUSED_CLOSE_CODE, reason: answer.reason, wasClean: false })
      return
    }
    const cancelEnd = playStream(answer, {
      send: (bytes) => socket.send(toBuffer(bytes)),
      close: (code, reason) => socket.close({ code, reason, wasClean: true }),
    })
    socket.on('message', (data) => socket.send(toBuffer(echoFrame(typedBytes(data)))))
    socket.on('close', cancelEnd)
  })
}

/** Opens the console stream (a ws: or wss: URL) against this mock, like `new WebSocket(url)`. */
export function openMockSerialConsole(db: MockDb, url: string): WebSocket {
  serveStream(db, new URL(url))
  return new MockWebSocket(url) as unknown as WebSocket
}
