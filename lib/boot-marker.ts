/**
 * Whether a file looks like something an instance can boot: a disk with a GUID partition table
 * (UEFI, which the rack's instances boot with, reads a disk's partitions from it) or an ISO 9660
 * installer image. Read from the file's first bytes before an upload, so that random bytes or a
 * file of another kind get a warning the user can pass, not an image that never boots.
 */

/** The GPT header's signature ('EFI PART'), at the start of the disk's second logical block. */
const GPT_SIGNATURE = 'EFI PART'
/** Where that block starts for the block sizes the upload form offers. */
const GPT_HEADER_OFFSETS = [512, 2048, 4096]
/** ISO 9660's standard identifier, in the first volume descriptor (sector 16 of 2048 bytes). */
const ISO9660_IDENTIFIER = 'CD001'
const ISO9660_IDENTIFIER_OFFSET = 16 * 2048 + 1

/** How many leading bytes `bootMarker` reads. */
export const BOOT_MARKER_BYTES = ISO9660_IDENTIFIER_OFFSET + ISO9660_IDENTIFIER.length

export type BootMarker = 'gpt' | 'iso9660'

const hasAscii = (bytes: Uint8Array, offset: number, text: string) =>
  offset + text.length <= bytes.length &&
  Array.from(text).every((char, i) => bytes[offset + i] === char.charCodeAt(0))

/** The marker the leading bytes of a file carry, or null when they carry neither. */
export function bootMarker(leading: Uint8Array): BootMarker | null {
  if (GPT_HEADER_OFFSETS.some((offset) => hasAscii(leading, offset, GPT_SIGNATURE))) return 'gpt'
  if (hasAscii(leading, ISO9660_IDENTIFIER_OFFSET, ISO9660_IDENTIFIER)) return 'iso9660'
  return null
}
