import { createActor } from 'xstate'
import { serialConsoleMachine } from '~/machines/serial-console.machine'
import {
  closeReason,
  serialConsoleSocket,
  serialConsoleUrl,
} from '~/src/pages/instances/serial-console-socket'
import { bootLog } from './handlers/instances'
import { openMockSerialConsole, REFUSED_CLOSE_CODE } from './serial-console-socket'
import { startTestServer, stopTestServer } from './testing'

const location = { protocol: 'http:', host: 'localhost:4000' }
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

beforeEach(() => {
  startTestServer()
})
afterEach(() => {
  stopTestServer()
})

describe('mock serial console socket', () => {
  it('streams the boot log of a running instance, then echoes input', async () => {
    const socket = openMockSerialConsole(
      serialConsoleUrl('mock-project', 'state-running', location),
    )
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
    const seen = watch(openMockSerialConsole(serialConsoleUrl(project, instance, location)))
    await seen.closed
    expect(seen.close()?.code).toBe(REFUSED_CLOSE_CODE)
    expect(seen.close()?.reason.toLowerCase()).toContain(reason.toLowerCase())
    expect(seen.messages).toEqual([])
  })
})

describe('serial console socket helpers', () => {
  it.each([
    [
      { protocol: 'http:', host: 'localhost:4000' },
      'ws://localhost:4000/v1/instances/db%201/serial-console/stream?project=p',
    ],
    [
      { protocol: 'https:', host: 'rack.example.com' },
      'wss://rack.example.com/v1/instances/db%201/serial-console/stream?project=p',
    ],
  ])('the stream URL on %j', (at, url) => {
    expect(serialConsoleUrl('p', 'db 1', at)).toBe(url)
  })

  it.each([
    [{ code: 1011, reason: 'Instance db1 is stopped' }, 'Instance db1 is stopped'],
    [{ code: 1000, reason: '' }, 'The instance ended the session'],
    [{ code: 1006, reason: '' }, 'Connection lost (code 1006)'],
  ])('close %j reads %j', (event, text) => {
    expect(closeReason(event)).toBe(text)
  })
})

describe('the console machine on the mock socket', () => {
  function startConsole(instance: string) {
    const socket = serialConsoleSocket(async (url) => openMockSerialConsole(url))
    const actor = createActor(serialConsoleMachine.provide({ actors: { socket } }), {
      input: { url: serialConsoleUrl('mock-project', instance, location) },
    })
    const output: string[] = []
    actor.on('console.output', (event) => output.push(new TextDecoder().decode(event.data)))
    actor.start()
    return { actor, output }
  }

  it('connects, shows the boot log and echoes keystrokes', async () => {
    const { actor, output } = startConsole('state-running')
    await until(() => actor.getSnapshot().hasTag('live') && output.length === 1)
    expect(output[0]).toContain('state-running login: ')
    actor.send({ type: 'console.input', data: 'root\r' })
    await until(() => output.length === 2)
    expect(output[1]).toBe('root\r\n')
    actor.send({ type: 'console.disconnect' })
    expect(actor.getSnapshot().context.closeReason).toBe('Disconnected')
  })

  it('closes with the server refusal as the reason', async () => {
    const { actor, output } = startConsole('db1')
    await until(() => actor.getSnapshot().matches('closed'))
    expect(actor.getSnapshot().context.closeReason).toBe(
      'Instance db1 is stopped; its serial console is not available',
    )
    expect(output).toEqual([])
  })
})
