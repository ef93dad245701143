/**
 * One serial-console session over the instance's websocket (SPEC §2 serial-console, §4 "A mocked
 * serial console websocket echoes input"). The socket is an invoked callback actor the page
 * provides (`machine.provide({ actors: { socket } })`), so tests give a fake one. Bytes from the
 * instance are not kept in context: they are emitted as `console.output` for the terminal.
 *
 * Whether a console may be opened at all is the instance machine's call (its `serialConsole`
 * states); this machine only follows the connection.
 */
import { assign, emit, fromCallback, sendTo, setup } from 'xstate'
import { CLOSED_BY_USER } from './serial-console-close'

export interface SerialConsoleInput {
  /** The websocket URL, e.g. /v1/instances/db1/serial-console/stream?project=mock-project */
  url: string
}

export interface SerialConsoleContext extends SerialConsoleInput {
  /** Why the last session ended and what to do, in words (serial-console-close.ts). */
  closeReason: string | null
}

/** What the socket actor reports back. */
export type SocketEvent =
  | { type: 'socket.open' }
  | { type: 'socket.data'; data: Uint8Array }
  /** `reason`: what the status line says (serial-console-close.ts `describeClose`). */
  | { type: 'socket.close'; reason: string }

export type SerialConsoleEvent =
  | SocketEvent
  | { type: 'console.input'; data: string }
  | { type: 'console.reconnect' }
  | { type: 'console.disconnect' }

export type SerialConsoleEmitted = { type: 'console.output'; data: Uint8Array }

/** Sent to the socket actor: keystrokes to forward to the instance. */
export type SocketCommand = { type: 'socket.send'; data: string }

/** The default socket actor is a placeholder the page replaces with a real websocket. */
const unprovidedSocket = fromCallback<SocketCommand, SerialConsoleInput>(({ sendBack }) => {
  sendBack({ type: 'socket.close', reason: 'No serial console connection is available' })
})

export const serialConsoleMachine = setup({
  types: {
    context: {} as SerialConsoleContext,
    events: {} as SerialConsoleEvent,
    emitted: {} as SerialConsoleEmitted,
    input: {} as SerialConsoleInput,
    tags: {} as 'busy' | 'live',
  },
  actors: { socket: unprovidedSocket },
  actions: {
    forwardOutput: emit(({ event }) => ({
      type: 'console.output' as const,
      data: event.type === 'socket.data' ? event.data : new Uint8Array(),
    })),
    forwardInput: sendTo('socket', ({ event }) => ({
      type: 'socket.send' as const,
      data: event.type === 'console.input' ? event.data : '',
    })),
    rememberCloseReason: assign({
      closeReason: ({ event }) => (event.type === 'socket.close' ? event.reason : CLOSED_BY_USER),
    }),
    forgetCloseReason: assign({ closeReason: null }),
  },
}).createMachine({
  id: 'serialConsole',
  context: ({ input }) => ({ ...input, closeReason: null }),
  initial: 'session',
  states: {
    session: {
      entry: 'forgetCloseReason',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.url }) },
      on: {
        'socket.close': { target: 'closed', actions: 'rememberCloseReason' },
        'console.disconnect': { target: 'closed', actions: 'rememberCloseReason' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['busy'],
          on: { 'socket.open': 'connected' },
        },
        connected: {
          tags: ['live'],
          on: {
            'socket.data': { actions: 'forwardOutput' },
            'console.input': { actions: 'forwardInput' },
          },
        },
      },
    },
    closed: {
      on: { 'console.reconnect': 'session' },
    },
  },
})

/**
 * The status line for a snapshot's state (SPEC §2: connecting / connected / closed with reason).
 * A closed session's reason is already a sentence of what happened and what to do.
 */
export function serialConsoleStatus(
  state: 'connecting' | 'connected' | 'closed',
  closeReason: string | null,
) {
  if (state === 'connecting') return 'Connecting…'
  if (state === 'connected') return 'Connected'
  return closeReason ?? 'Closed'
}
