export type TruncatePosition = 'end' | 'middle'

const ELLIPSIS = '…'

/**
 * Shortens `text` to fit `maxLength` (SPEC §9): a longer text keeps `maxLength - 2` of its
 * characters plus an ellipsis, at the end or in the middle. The middle form keeps one more
 * character at the start than at the end when the count is odd, because the start is what
 * people read first.
 *
 * Lengths count UTF-16 code units, like `String.prototype.length`.
 */
export function truncate(text: string, maxLength: number, position: TruncatePosition = 'end') {
  if (text.length <= maxLength) return text
  const keep = Math.max(0, maxLength - 2)
  if (position === 'end') return text.slice(0, keep) + ELLIPSIS
  const head = Math.ceil(keep / 2)
  const tail = keep - head
  return text.slice(0, head) + ELLIPSIS + (tail > 0 ? text.slice(-tail) : '')
}
