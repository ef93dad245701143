import type { MockDb } from './db'
import { bootLog, REFUSED_CLOSE_CODE } from './serial-console'
import { openMockSerialConsole } from './serial-console-socket'
import { startTestServer, stopTestServer } from './testing'

/** The stream URL the console opens (src/pages/instances/serial-console-socket.ts builds it). */
const streamUrl = (project: string, instance: string) =>
  `ws://localhost:4000/v1/instances/${encodeURIComponent(instance)}/serial-console/stream?project=${project}`
const decode = (data: ArrayBuffer) => new TextDecoder().decode(new Uint8Array(data))

/** Collects what one socket sees until it closes or the test stops waiting. */
function watch(socket: WebSocket) {
  const messages: string[] = []
  let close: { code: number; reason: string } | undefined
  socket.binaryType = 'arraybuffer'
  const opened = new Promise<void>((resolve) => {
    socket.onopen = () => resolve()
  })
  const closed = new Promise<void>((resolve) => {
    socket.onclose = (event) => {
      close = { code: event.code, reason: event.reason }
      resolve()
    }
  })
  socket.onmessage = (event: MessageEvent<ArrayBuffer>) => messages.push(decode(event.data))
  return { messages, opened, closed, close: () => close }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
}

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

describe('mock serial console socket', () => {
  it('streams the boot log of a running instance, then echoes input', async () => {
    const socket = openMockSerialConsole(db, streamUrl('mock-project', 'state-running'))
    const seen = watch(socket)
    await seen.opened
    await until(() => seen.messages.length === 1)
    expect(seen.messages[0]).toBe(bootLog('state-running').join('\r\n'))
    const typed = new TextEncoder().encode('ls\r')
    const frame = new ArrayBuffer(typed.byteLength)
    new Uint8Array(frame).set(typed)
    socket.send(frame)
    await until(() => seen.messages.length === 2)
    // the carriage return of Enter comes back as a new line
    expect(seen.messages[1]).toBe('ls\r\n')
    socket.close()
  })

  it.each([
    ['db1', 'mock-project', 'Instance db1 is stopped; its serial console is not available'],
    ['nope', 'mock-project', 'not found: instance with name "nope"'],
  ])('refuses %s in %s: %j', async (instance, project, reason) => {
    const seen = watch(openMockSerialConsole(db, streamUrl(project, instance)))
    await seen.closed
    expect(seen.close()?.code).toBe(REFUSED_CLOSE_CODE)
    expect(seen.close()?.reason.toLowerCase()).toContain(reason.toLowerCase())
    expect(seen.messages).toEqual([])
  })
})
