/**
 * The serial console's websocket on the HTTP transport: node's `upgrade` event for the contract's
 * `instance_serial_console_stream`, streaming what serial-console.ts says (as mock-socket does in
 * the browser). The upgrade needs a session like every other call; a refused stream is accepted
 * and then closed with the reason, as in the browser.
 */
import type { IncomingMessage } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocketServer } from 'ws'
import type { MockDb } from '../db'
import { MockApiError, routeNotFound } from '../errors'
import {
  answerStream,
  echoFrame,
  playStream,
  REFUSED_CLOSE_CODE,
  STREAM_PATH,
} from '../serial-console'
import { checkAccess } from '../session-access'
import { requestUrl } from './incoming'
import { requestSession, type SessionStore } from './sessions'

/** RFC 6455 §5.5: a close frame's payload is at most 125 bytes, 2 of them the code. */
const MAX_CLOSE_REASON_BYTES = 123

function closeReason(reason: string) {
  let text = reason
  while (Buffer.byteLength(text) > MAX_CLOSE_REASON_BYTES) text = text.slice(0, -1)
  return text
}

const bytesOf = (data: RawData) =>
  Array.isArray(data)
    ? Buffer.concat(data)
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : data

/** Answers an upgrade the mock will not make with the contract's Error, as a plain HTTP reply. */
function refuseUpgrade(socket: Duplex, error: MockApiError) {
  const body = JSON.stringify(error.toBody())
  socket.end(
    [
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ''}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

export function serialConsoleStreams(db: MockDb, sessions: SessionStore) {
  const sockets = new WebSocketServer({ noServer: true })

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(requestUrl(request))
    if (!STREAM_PATH.test(url.pathname)) return refuseUpgrade(socket, routeNotFound())
    try {
      checkAccess(
        db,
        requestSession(sessions, db, request.headers).session,
        'instance_serial_console_stream',
      )
    } catch (error) {
      if (error instanceof MockApiError) return refuseUpgrade(socket, error)
      throw error
    }
    sockets.handleUpgrade(request, socket, head, (stream) => {
      const answer = answerStream(db, url)
      if (!answer.accepted) {
        stream.close(REFUSED_CLOSE_CODE, closeReason(answer.reason))
        return
      }
      const cancelEnd = playStream(answer, {
        send: (bytes) => stream.send(bytes),
        close: (code, reason) => stream.close(code, reason),
      })
      stream.on('message', (data) => stream.send(echoFrame(bytesOf(data))))
      stream.on('close', cancelEnd)
    })
  }

  /** Ends every open stream (the server is shutting down). */
  function close() {
    for (const stream of sockets.clients) stream.terminate()
    sockets.close()
  }

  return { upgrade, close }
}
