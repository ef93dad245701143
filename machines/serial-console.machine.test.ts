// @vitest-environment node
import { createActor, fromCallback } from 'xstate'
import {
  type SerialConsoleEvent,
  type SocketCommand,
  serialConsoleMachine,
  serialConsoleStatus,
} from './serial-console.machine'
import { CLOSED_BY_USER, describeClose } from './serial-console-close'

/** A fake socket: records what it is asked to send and lets the test report socket events. */
function fakeSocket() {
  const sent: string[] = []
  let opened = 0
  let closed = 0
  const socket = fromCallback<SocketCommand, { url: string }>(({ receive }) => {
    opened++
    receive((command) => sent.push(command.data))
    return () => {
      closed++
    }
  })
  return {
    socket,
    sent,
    get opened() {
      return opened
    },
    get closed() {
      return closed
    },
  }
}

function start() {
  const fake = fakeSocket()
  const actor = createActor(serialConsoleMachine.provide({ actors: { socket: fake.socket } }), {
    input: { url: 'ws://localhost/v1/instances/db1/serial-console/stream?project=p' },
  }).start()
  return { actor, fake }
}

const phase = (actor: ReturnType<typeof start>['actor']) => {
  const snapshot = actor.getSnapshot()
  return snapshot.matches('closed')
    ? 'closed'
    : snapshot.matches({ session: 'connected' })
      ? 'connected'
      : 'connecting'
}

const open: SerialConsoleEvent = { type: 'socket.open' }
const lostReason = describeClose({ code: 1006, reason: '' })
const lost: SerialConsoleEvent = { type: 'socket.close', reason: lostReason }
const disconnect: SerialConsoleEvent = { type: 'console.disconnect' }
const reconnect: SerialConsoleEvent = { type: 'console.reconnect' }

describe('serial console machine', () => {
  it.each([
    // events from the start, resulting phase, close reason
    [[], 'connecting', null],
    [[open], 'connected', null],
    [[lost], 'closed', lostReason],
    [[open, lost], 'closed', lostReason],
    [[open, disconnect], 'closed', CLOSED_BY_USER],
    [[disconnect], 'closed', CLOSED_BY_USER],
    [[open, lost, reconnect], 'connecting', null],
    [[open, lost, reconnect, open], 'connected', null],
    // a reconnect while connected means nothing
    [[open, reconnect], 'connected', null],
    // a late open after the user disconnected does not revive the session
    [[disconnect, open], 'closed', CLOSED_BY_USER],
  ] as const)('%j → %s (%s)', (events, expectedPhase, reason) => {
    const { actor } = start()
    for (const event of events) actor.send(event)
    expect(phase(actor)).toBe(expectedPhase)
    expect(actor.getSnapshot().context.closeReason).toBe(reason)
  })

  it('opens a socket per session and closes it when the session ends', () => {
    const { actor, fake } = start()
    expect([fake.opened, fake.closed]).toEqual([1, 0])
    actor.send(open)
    actor.send(disconnect)
    expect([fake.opened, fake.closed]).toEqual([1, 1])
    actor.send(reconnect)
    expect([fake.opened, fake.closed]).toEqual([2, 1])
  })

  it('forwards input only while connected, and emits output for the terminal', () => {
    const { actor, fake } = start()
    const output: string[] = []
    actor.on('console.output', (event) => output.push(new TextDecoder().decode(event.data)))
    actor.send({ type: 'console.input', data: 'too early' })
    actor.send({ type: 'socket.data', data: new TextEncoder().encode('too early') })
    actor.send(open)
    actor.send({ type: 'console.input', data: 'ls\r' })
    actor.send({ type: 'socket.data', data: new TextEncoder().encode('ls\r\n') })
    expect(fake.sent).toEqual(['ls\r'])
    expect(output).toEqual(['ls\r\n'])
  })

  it.each([
    ['connecting', null, 'Connecting…'],
    ['connected', null, 'Connected'],
    [
      'closed',
      lostReason,
      'The connection to the instance was lost. Check your network connection, then reconnect.',
    ],
    ['closed', null, 'Closed'],
  ] as const)('status line for %s (%s): %j', (state, reason, text) => {
    expect(serialConsoleStatus(state, reason)).toBe(text)
  })
})
