/**
 * Why a serial console session ended, in words (SPEC §2 serial-console: "closed with reason"): a
 * websocket close code (RFC 6455 §7.4.1 and IANA's registry) becomes what happened and what the
 * user can do about it. The server's own reason, when it sends one, says what happened better than
 * the code; the code's advice still follows it.
 */

export interface CloseMeaning {
  /** What happened, as a sentence. */
  happened: string
  /** What the user can do, as a sentence. */
  next: string
}

const RECONNECT = 'Reconnect to open a new session.'
const RECONNECT_SOON = 'Reconnect in a moment.'
const RECONNECT_OR_RELOAD = 'Reconnect; if it happens again, reload the page.'

/** Every close code a browser reports that the console has words for. */
export const CLOSE_CODES: Record<number, CloseMeaning> = {
  1000: { happened: 'The instance ended the session.', next: RECONNECT },
  1001: { happened: 'The server went away, perhaps to restart.', next: RECONNECT_SOON },
  1002: {
    happened: 'The server ended the session: it could not understand the connection.',
    next: RECONNECT_OR_RELOAD,
  },
  1003: {
    happened: 'The server ended the session: it could not accept the data it was sent.',
    next: RECONNECT_OR_RELOAD,
  },
  1005: { happened: 'The session ended without a reason.', next: RECONNECT },
  1006: {
    happened: 'The connection to the instance was lost.',
    next: 'Check your network connection, then reconnect.',
  },
  1007: {
    happened: 'The server ended the session: it was sent text it could not read.',
    next: RECONNECT_OR_RELOAD,
  },
  1008: {
    happened: 'The server refused the session.',
    next: 'Check that you still have access to this instance, then reconnect.',
  },
  1009: {
    happened: 'The server ended the session: a message was too large.',
    next: RECONNECT,
  },
  1011: {
    happened: 'The server could not keep the session open.',
    next: 'Check the instance is running, then reconnect.',
  },
  1012: { happened: 'The server is restarting.', next: RECONNECT_SOON },
  1013: { happened: 'The server is too busy to keep the session.', next: RECONNECT_SOON },
  1014: {
    happened: 'A gateway between the console and the rack could not reach it.',
    next: RECONNECT_SOON,
  },
  1015: {
    happened: 'A secure connection to the rack could not be set up.',
    next: 'Check the rack’s certificate is trusted by this browser, then reconnect.',
  },
}

/** A code outside the table: an application's own (4000–4999) or one not yet registered. */
const unknownClose = (code: number): CloseMeaning => ({
  happened: `The session ended (code ${code}).`,
  next: RECONNECT,
})

/** A sentence ends with its stop; the server's messages often come without one. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** What the status line says of a socket that closed with `code` and the server's `reason`. */
export function describeClose({ code, reason }: { code: number; reason: string }): string {
  const meaning = CLOSE_CODES[code] ?? unknownClose(code)
  const happened = reason.trim() ? asSentence(reason.trim()) : meaning.happened
  return `${happened} ${meaning.next}`
}

/** What the status line says when the user pressed Disconnect. */
export const CLOSED_BY_USER = `You disconnected. ${RECONNECT}`

/** What it says when the socket could not even be opened (a URL or the browser refused it). */
export const COULD_NOT_OPEN = `The connection could not be opened. ${RECONNECT_OR_RELOAD}`
