/**
 * The serial console's websocket as an actor for `serialConsoleMachine` (DESIGN "Machines":
 * sockets are `fromCallback` actors the page provides). In mock builds the page passes the
 * preview's socket (hooks/use-preview-tools.ts) instead of the browser's.
 */
import { fromCallback } from 'xstate'
import type {
  SerialConsoleInput,
  SocketCommand,
  SocketEvent,
} from '~/machines/serial-console.machine'
import { COULD_NOT_OPEN, describeClose } from '~/machines/serial-console-close'

/**
 * The stream's URL on this origin (the dev server proxies websocket upgrades to the rack). It
 * replays nothing (`most_recent=0`): what the instance printed before comes from the buffered
 * output, read first (`ReadBuffered`), so the history holds each byte once.
 */
export function serialConsoleUrl(
  project: string,
  instance: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const query = new URLSearchParams({ project, most_recent: '0' })
  return `${scheme}//${location.host}/v1/instances/${encodeURIComponent(instance)}/serial-console/stream?${query}`
}

export type OpenSocket = (url: string) => Promise<WebSocket>

const openBrowserSocket: OpenSocket = async (url) => new WebSocket(url)

/**
 * The instance's output before the stream opens (`instance_serial_console`), shown first; it
 * resolves with no bytes when there is none to show (the page says why in its history pane).
 */
export type ReadBuffered = () => Promise<Uint8Array>

const nothingBuffered: ReadBuffered = async () => new Uint8Array()

const encoder = new TextEncoder()

/**
 * A callback actor around one websocket: reads the buffered output, opens the socket, reports
 * what happens (the buffered output as the first data), closes it on stop.
 */
export const serialConsoleSocket = (
  open: OpenSocket = openBrowserSocket,
  readBuffered: ReadBuffered = nothingBuffered,
) =>
  fromCallback<SocketCommand, SerialConsoleInput>(({ input, sendBack, receive }) => {
    const report = (event: SocketEvent) => sendBack(event)
    let socket: WebSocket | undefined
    let stopped = false
    receive((command) => {
      if (socket?.readyState !== WebSocket.OPEN) return
      // the stream is binary both ways; an ArrayBuffer also survives mock-socket unchanged
      const bytes = encoder.encode(command.data)
      const buffer = new ArrayBuffer(bytes.byteLength)
      new Uint8Array(buffer).set(bytes)
      socket.send(buffer)
    })
    readBuffered().then((earlier) =>
      open(input.url).then(
        (opened) => {
          if (stopped) {
            opened.close()
            return
          }
          socket = opened
          opened.binaryType = 'arraybuffer'
          opened.onopen = () => {
            report({ type: 'socket.open' })
            if (earlier.length > 0) report({ type: 'socket.data', data: earlier })
          }
          opened.onmessage = (event: MessageEvent<ArrayBuffer | string>) =>
            report({
              type: 'socket.data',
              data:
                typeof event.data === 'string'
                  ? encoder.encode(event.data)
                  : new Uint8Array(event.data),
            })
          opened.onclose = (event) => report({ type: 'socket.close', reason: describeClose(event) })
        },
        // the browser's exception (a malformed URL, a blocked port) means nothing to the user
        () => report({ type: 'socket.close', reason: COULD_NOT_OPEN }),
      ),
    )
    return () => {
      stopped = true
      if (socket) {
        socket.onclose = null
        socket.close()
      }
    }
  })
