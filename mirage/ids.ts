import { mulberry32 } from '~/lib/mulberry32'

export const hex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Set the version (4) and variant (10xx) bits so any 16 bytes read as a valid v4 uuid. */
function formatUuid(bytes: Uint8Array) {
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const h = hex(bytes)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost); a preview build served
 * over plain HTTP on another host still has `getRandomValues`.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return formatUuid(crypto.getRandomValues(new Uint8Array(16)))
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A deterministic byte stream (mulberry32) so seeded ids look random, sort unlike names, and are
 * the same on every start: tests and bug reports can name them.
 */
export function seededBytes(seed: number) {
  const next = mulberry32(seed)
  return (count: number) => {
    const bytes = new Uint8Array(count)
    for (let i = 0; i < count; i++) bytes[i] = next() & 0xff
    return bytes
  }
}

export interface IdSource {
  uuid(): string
  /** Random bytes for non-id values that must differ per record (e.g. a VPC's IPv6 prefix). */
  bytes(count: number): Uint8Array
}

export const randomIds: IdSource = {
  uuid: randomUuid,
  bytes: (count) => crypto.getRandomValues(new Uint8Array(count)),
}

export function seededIds(seed = 0x0c1de): IdSource {
  const bytes = seededBytes(seed)
  return { uuid: () => formatUuid(bytes(16)), bytes }
}
