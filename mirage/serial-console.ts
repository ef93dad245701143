/**
 * The instance serial console's stream as the mock serves it, whatever carries the websocket
 * (mock-socket in the browser: serial-console-socket.ts; node's upgrade: http/serial-console.ts).
 * SPEC §4: "A mocked serial console websocket echoes input". Like the real stream it sends binary
 * frames: first the boot log, then every byte it receives. It refuses (closes with the server's
 * message) when the instance is missing or in a state that has no console, as the real server
 * refuses the upgrade.
 */
import { instanceRules } from '~/machines/instance-rules'
import type { MockDb } from './db'
import { MockApiError } from './errors'
import { bootLog } from './handlers/instances'
import { lookupInstance } from './lookup'

/** The websocket close code for "the server hit a condition that prevented the request". */
export const REFUSED_CLOSE_CODE = 1011

export const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

export type StreamAnswer =
  | { accepted: true; instanceName: string }
  | { accepted: false; reason: string }

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

const encoder = new TextEncoder()

/** The first frame of an accepted stream. */
export const bootFrame = (instanceName: string) =>
  encoder.encode(bootLog(instanceName).join('\r\n'))

/** What the terminal should see for the bytes typed: a carriage return also moves down a line. */
export function echoFrame(typed: string | Uint8Array) {
  const text = typeof typed === 'string' ? typed : new TextDecoder().decode(typed)
  return encoder.encode(text.replace(/\r(?!\n)/g, '\r\n'))
}
