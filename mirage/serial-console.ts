/**
 * The instance serial console as the mock serves it: the buffered output
 * (`instance_serial_console`, handlers/instances.ts) and the stream, whatever carries the
 * websocket (mock-socket in the browser: serial-console-socket.ts; node's upgrade:
 * http/serial-console.ts). Both read one output: what the instance printed since its last boot.
 * SPEC §4: "A mocked serial console websocket echoes input". Like the real stream it sends binary
 * frames: first the buffered output (the most recent `most_recent` bytes of it, all of it when
 * absent), then every byte it receives. A looping instance (instance-steps.ts `startBootLoop`)
 * also prints its kernel panic, and its stream ends as it reboots. The stream refuses (closes
 * with the server's message) when the instance is missing or in a state that has no console, as
 * the real server refuses the upgrade.
 */
import { instanceRules } from '~/machines/instance-rules'
import type { MockDb, Schemas } from './db'
import { badQuery, invalidRequest, MockApiError } from './errors'
import { bootCycle } from './instance-steps'
import { lookupInstance } from './lookup'
import type { QueryParams, WireResponse } from './operation'

/** What the serial console shows on connecting (SPEC §4): a short boot log. */
export function bootLog(name: string) {
  return [
    'OVMF (Oxide) firmware, booting from disk 0',
    'Loading Linux 6.1.0-18-amd64 ...',
    '[    0.000000] Linux version 6.1.0-18-amd64 (debian-kernel@lists.debian.org)',
    '[    0.412115] smpboot: CPU0: AMD EPYC 7713P 64-Core Processor',
    '[    1.207331] systemd[1]: Detected virtualization oxide.',
    '[  OK  ] Reached target Multi-User System.',
    '',
    `Debian GNU/Linux 12 ${name} ttyS0`,
    '',
    `${name} login: `,
  ]
}

/** What a looping instance prints as its kernel panics, before it reboots. */
export const PANIC_LINE =
  '[   19.873012] Kernel panic - not syncing: Attempted to kill init! exitcode=0x00000100'

/** The close of a looping instance's stream as it reboots: a normal closure, with the reason. */
export const REBOOT_CLOSE = { code: 1000, reason: 'The instance is rebooting' } as const

const encoder = new TextEncoder()

const bootText = (name: string) => bootLog(name).join('\r\n')
const panicText = `\r\n${PANIC_LINE}\r\n`

/** What the instance printed since its last boot, as the server buffers it, at `now`. */
export function serialOutput(db: MockDb, instance: Schemas['Instance'], now = db.timing.now()) {
  const cycle = bootCycle(db, instance.id, now)
  const panicked = cycle?.state === 'rebooting'
  return encoder.encode(bootText(instance.name) + (panicked ? panicText : ''))
}

/** A uint64 query parameter as the server parses it; absent (or empty) is none. */
function uintQuery(name: string, raw: string | undefined) {
  if (raw === undefined || raw === '') return undefined
  if (!/^\d+$/.test(raw)) throw badQuery(`${name}: invalid digit found in string`)
  return Number(raw)
}

/**
 * The contract's `instance_serial_console` read of `output`: from `from_start` (counting from the
 * boot) or the last `most_recent` bytes, exactly one of them ("If this is not provided,
 * `most_recent` must be provided, and if this *is* provided, `most_recent` must *not* be
 * provided"), at most `max_bytes` of it. `last_byte_offset`, "suitable for use as `byte_offset`
 * in a subsequent request", is the offset just past the data returned.
 */
export function readSerialOutput(
  output: Uint8Array,
  query: QueryParams<'instance_serial_console'>,
): WireResponse<'instance_serial_console'> {
  const fromStart = uintQuery('from_start', query.from_start)
  const mostRecent = uintQuery('most_recent', query.most_recent)
  const maxBytes = uintQuery('max_bytes', query.max_bytes)
  if ((fromStart === undefined) === (mostRecent === undefined)) {
    throw invalidRequest("Exactly one of 'from_start' or 'most_recent' must be specified.")
  }
  const start =
    fromStart !== undefined
      ? Math.min(fromStart, output.length)
      : Math.max(0, output.length - (mostRecent ?? 0))
  const end = maxBytes === undefined ? output.length : Math.min(output.length, start + maxBytes)
  return { data: Array.from(output.subarray(start, end)), last_byte_offset: end }
}

/** The websocket close code for "the server hit a condition that prevented the request". */
export const REFUSED_CLOSE_CODE = 1011

export const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

/**
 * An accepted stream: its first frame (the buffered output it replays) and, for a looping
 * instance, its end: in `inMs`, the `frame` it sends last (the panic), then `REBOOT_CLOSE`.
 */
export interface StreamPlan {
  first: Uint8Array
  end?: { inMs: number; frame: Uint8Array }
}

export type StreamAnswer = ({ accepted: true } & StreamPlan) | { accepted: false; reason: string }

/** The stream's `most_recent`: the last bytes of the buffered output to replay first. */
function replayed(output: Uint8Array, raw: string | null) {
  if (raw === null || !/^\d+$/.test(raw)) return output
  return output.subarray(Math.max(0, output.length - Number(raw)))
}

function streamPlan(db: MockDb, instance: Schemas['Instance'], url: URL): StreamPlan {
  const now = db.timing.now()
  const first = replayed(serialOutput(db, instance, now), url.searchParams.get('most_recent'))
  const cycle = bootCycle(db, instance.id, now)
  if (!cycle) return { first }
  // running: the panic comes at its time; rebooting: it was printed, the stream ends at the boot
  return cycle.state === 'running'
    ? { first, end: { inMs: cycle.panicAt - now, frame: encoder.encode(panicText) } }
    : { first, end: { inMs: cycle.nextBootAt - now, frame: new Uint8Array() } }
}

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
    return { accepted: true, ...streamPlan(db, instance, url) }
  } catch (error) {
    if (error instanceof MockApiError) return { accepted: false, reason: error.message }
    throw error
  }
}

/** What the terminal should see for the bytes typed: a carriage return also moves down a line. */
export function echoFrame(typed: string | Uint8Array) {
  const text = typeof typed === 'string' ? typed : new TextDecoder().decode(typed)
  return encoder.encode(text.replace(/\r(?!\n)/g, '\r\n'))
}

/** What both transports do with a socket of an accepted stream. */
export interface StreamSocket {
  send(bytes: Uint8Array): void
  close(code: number, reason: string): void
}

/**
 * Plays an accepted stream's plan on `socket`: the replay, then the end of a looping instance's
 * boot (its panic, then the close). Returns the cancel of that end, for a socket closed first.
 */
export function playStream(plan: StreamPlan, socket: StreamSocket) {
  if (plan.first.length > 0) socket.send(plan.first)
  const { end } = plan
  if (!end) return () => {}
  const timer = setTimeout(() => {
    if (end.frame.length > 0) socket.send(end.frame)
    socket.close(REBOOT_CLOSE.code, REBOOT_CLOSE.reason)
  }, end.inMs)
  return () => clearTimeout(timer)
}
