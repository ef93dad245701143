/**
 * The serial console's history (issue 49: a guest that panics in a boot loop loses its message
 * when the live console clears): everything this tab has seen of an instance's serial output, as
 * plain text, across reboots, with a marker where the stream ended and resumed. Pure: each
 * change returns a new history, so the pane renders from it and the tests read it.
 *
 * Bounded: it holds at most `HISTORY_LIMIT_BYTES` of text per instance; the oldest goes first and
 * the pane says how much went. Paused, it keeps taking output but shows what it held when paused,
 * and counts what arrived since.
 */

/** The most serial output the history keeps per instance (issue 49: 5 MB, oldest dropped). */
export const HISTORY_LIMIT_BYTES = 5 * 1024 * 1024

/** The text is kept in pieces of at most this many characters, so dropping is cheap. */
const CHUNK_CHARS = 64 * 1024

export interface SerialHistory {
  /** The text held, oldest first, in pieces of at most CHUNK_CHARS. */
  readonly chunks: readonly string[]
  /** The UTF-8 bytes of the text held: at most `limitBytes`. */
  readonly bytes: number
  readonly limitBytes: number
  /** The bytes dropped from the start to stay within the limit. */
  readonly droppedBytes: number
  /** Every byte ever appended, and its characters: the counters pausing reads. */
  readonly receivedBytes: number
  readonly receivedChars: number
  /** While paused: the counters when the user paused. */
  readonly paused: { readonly bytes: number; readonly chars: number } | null
}

export const emptyHistory = (limitBytes = HISTORY_LIMIT_BYTES): SerialHistory => ({
  chunks: [],
  bytes: 0,
  limitBytes,
  droppedBytes: 0,
  receivedBytes: 0,
  receivedChars: 0,
  paused: null,
})

const encoder = new TextEncoder()
const utf8Bytes = (text: string) => encoder.encode(text).length

/**
 * What a terminal would leave of serial output, as lines of plain text: no escape sequences
 * (colours, cursor moves: ECMA-48's CSI and OSC), no carriage returns (a CR LF is one line end;
 * a lone CR rewrites the line, which a log cannot), no other control characters but the tab.
 */
export function plainText(raw: string) {
  return (
    raw
      // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are the point
      .replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]/g, '')
      .replace(/\r\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
  )
}

/** Drops whole pieces, oldest first, then part of the oldest, until the text fits the limit. */
function withinLimit(history: SerialHistory): SerialHistory {
  if (history.bytes <= history.limitBytes) return history
  const chunks = [...history.chunks]
  let { bytes, droppedBytes } = history
  while (bytes > history.limitBytes && chunks.length > 0) {
    const oldest = chunks[0]
    const oldestBytes = utf8Bytes(oldest)
    const over = bytes - history.limitBytes
    if (oldestBytes <= over) {
      chunks.shift()
      bytes -= oldestBytes
      droppedBytes += oldestBytes
      continue
    }
    // drop characters from its start until enough bytes are gone
    let cut = 0
    let cutBytes = 0
    while (cutBytes < over) {
      const codePoint = oldest.codePointAt(cut) ?? 0
      const width = codePoint > 0xffff ? 2 : 1
      cutBytes += utf8Bytes(oldest.slice(cut, cut + width))
      cut += width
    }
    chunks[0] = oldest.slice(cut)
    bytes -= cutBytes
    droppedBytes += cutBytes
  }
  return { ...history, chunks, bytes, droppedBytes }
}

/** Appends text (already plain) to the history, dropping the oldest beyond the limit. */
export function appendText(history: SerialHistory, text: string): SerialHistory {
  if (text === '') return history
  const chunks = [...history.chunks]
  let rest = text
  const last = chunks.at(-1)
  if (last !== undefined && last.length < CHUNK_CHARS) {
    const room = CHUNK_CHARS - last.length
    chunks[chunks.length - 1] = last + rest.slice(0, room)
    rest = rest.slice(room)
  }
  for (let start = 0; start < rest.length; start += CHUNK_CHARS) {
    chunks.push(rest.slice(start, start + CHUNK_CHARS))
  }
  const bytes = utf8Bytes(text)
  return withinLimit({
    ...history,
    chunks,
    bytes: history.bytes + bytes,
    receivedBytes: history.receivedBytes + bytes,
    receivedChars: history.receivedChars + text.length,
  })
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `10:42`: the local time of day a marker names. */
export function clockTime(at: Date) {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** The line that stands where the stream ended because the instance rebooted, and resumed. */
export const rebootMarker = (at: Date) => `— instance rebooted at ${clockTime(at)} —`

/** Appends the reboot marker on a line of its own. */
export function markReboot(history: SerialHistory, at: Date): SerialHistory {
  const last = history.chunks.at(-1)
  const lineStart = last === undefined || last === '' || last.endsWith('\n') ? '' : '\n'
  return appendText(history, `${lineStart}${rebootMarker(at)}\n`)
}

/** All the text held, whether paused or not: what Copy all and Download take. */
export const historyText = (history: SerialHistory) => history.chunks.join('')

/** What the pane shows: all the text, or while paused, the text held when the user paused. */
export function shownText(history: SerialHistory) {
  const text = historyText(history)
  if (!history.paused) return text
  return text.slice(0, Math.max(0, text.length - arrivedChars(history)))
}

const arrivedChars = (history: SerialHistory) =>
  history.paused ? history.receivedChars - history.paused.chars : 0

export const pause = (history: SerialHistory): SerialHistory =>
  history.paused
    ? history
    : { ...history, paused: { bytes: history.receivedBytes, chars: history.receivedChars } }

export const resume = (history: SerialHistory): SerialHistory =>
  history.paused ? { ...history, paused: null } : history

/** The bytes that arrived since the user paused (0 when not paused). */
export const arrivedWhilePaused = (history: SerialHistory) =>
  history.paused ? history.receivedBytes - history.paused.bytes : 0

/** The most matches the pane marks; a search for one letter in 5 MB would mark a million. */
export const MAX_MATCHES = 1000

export interface Match {
  start: number
  end: number
}

/** Where `query` occurs in `text`, case-insensitively, up to MAX_MATCHES, in order. */
export function findMatches(text: string, query: string): Match[] {
  if (query === '') return []
  const haystack = text.toLowerCase()
  const needle = query.toLowerCase()
  const matches: Match[] = []
  let from = haystack.indexOf(needle)
  while (from !== -1 && matches.length < MAX_MATCHES) {
    matches.push({ start: from, end: from + needle.length })
    from = haystack.indexOf(needle, from + needle.length)
  }
  return matches
}

/**
 * The match after (or before) `current` among `count`, wrapping at either end; with none
 * current yet, next is the first and previous the last; -1 when there are no matches.
 */
export function stepMatch(current: number, count: number, direction: 'next' | 'previous') {
  if (count === 0) return -1
  if (current < 0 || current >= count) return direction === 'next' ? 0 : count - 1
  return direction === 'next' ? (current + 1) % count : (current - 1 + count) % count
}

/** `boot-loop-serial-20260301-1042.log`: the instance's name and the local time of the download. */
export function historyFileName(instance: string, at: Date) {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`
  return `${instance}-serial-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.log`
}
