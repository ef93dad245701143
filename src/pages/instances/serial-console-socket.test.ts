/**
 * The serial console's socket actor and helpers, and the console machine running on the mock's
 * socket (mirage/serial-console-socket.ts) as it does in the preview.
 */
import { createActor } from 'xstate'
import { serialConsoleMachine } from '~/machines/serial-console.machine'
import { CLOSED_BY_USER } from '~/machines/serial-console-close'
import type { MockDb } from '~/mirage/db'
import { openMockSerialConsole } from '~/mirage/serial-console-socket'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import { readSerialConsole } from '~/store/api/instances'
import { serialConsoleSocket, serialConsoleUrl } from './serial-console-socket'

const location = { protocol: 'http:', host: 'localhost:4000' }

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
}

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(() => {
  stopTestServer()
})

describe('serial console socket helpers', () => {
  it.each([
    [
      { protocol: 'http:', host: 'localhost:4000' },
      'ws://localhost:4000/v1/instances/db%201/serial-console/stream?project=p&most_recent=0',
    ],
    [
      { protocol: 'https:', host: 'rack.example.com' },
      'wss://rack.example.com/v1/instances/db%201/serial-console/stream?project=p&most_recent=0',
    ],
  ])('the stream URL on %j', (at, url) => {
    expect(serialConsoleUrl('p', 'db 1', at)).toBe(url)
  })
})

describe('the console machine on the mock socket', () => {
  function startConsole(instance: string) {
    // the page's read: the buffered output first, then the stream from there on; a refusal is
    // no output (the page's pane says why)
    const readBuffered = () =>
      readSerialConsole({ project: 'mock-project', instance, mostRecent: 4096 }).then(
        (answer) => new Uint8Array(answer.data),
        () => new Uint8Array(),
      )
    const socket = serialConsoleSocket(async (url) => openMockSerialConsole(db, url), readBuffered)
    const actor = createActor(serialConsoleMachine.provide({ actors: { socket } }), {
      input: { url: serialConsoleUrl('mock-project', instance, location) },
    })
    const output: string[] = []
    actor.on('console.output', (event) => output.push(new TextDecoder().decode(event.data)))
    actor.start()
    return { actor, output }
  }

  it('connects, shows the buffered boot log and echoes keystrokes', async () => {
    const { actor, output } = startConsole('state-running')
    await until(() => actor.getSnapshot().hasTag('live') && output.length === 1)
    expect(output[0]).toContain('state-running login: ')
    actor.send({ type: 'console.input', data: 'root\r' })
    await until(() => output.length === 2)
    expect(output[1]).toBe('root\r\n')
    actor.send({ type: 'console.disconnect' })
    expect(actor.getSnapshot().context.closeReason).toBe(CLOSED_BY_USER)
  })

  it('closes with the server refusal as the reason', async () => {
    const { actor, output } = startConsole('db1')
    await until(() => actor.getSnapshot().matches('closed'))
    expect(actor.getSnapshot().context.closeReason).toBe(
      'Instance db1 is stopped; its serial console is not available. ' +
        'Check the instance is running, then reconnect.',
    )
    expect(output).toEqual([])
  })
})
