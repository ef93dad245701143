/**
 * A zip archive of a few text files, stored (no compression): the mock's support bundles are real
 * zips that any unzip opens, without a zip library in the mock; and the reading of such a zip's
 * entries (a release repository the mock is sent, one the e2e specs make).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  return crc >>> 0
})

/** The zip format's CRC-32 (ISO 3309). */
export function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** Little-endian fields of `sizes` bytes each. */
function fields(values: [number, 2 | 4][]) {
  const bytes = new Uint8Array(values.reduce((sum, [, size]) => sum + size, 0))
  const view = new DataView(bytes.buffer)
  let offset = 0
  for (const [value, size] of values) {
    if (size === 2) view.setUint16(offset, value, true)
    else view.setUint32(offset, value, true)
    offset += size
  }
  return bytes
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** 1 January 2025, 00:00, in MS-DOS date form: every file's modification time. */
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1

/** A zip holding each `path` with its text (UTF-8). */
export function zipTextFiles(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder()
  const local: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const [path, text] of Object.entries(files)) {
    const name = encoder.encode(path)
    const data = encoder.encode(text)
    const crc = crc32(data)
    // version 2.0, UTF-8 names (bit 11), stored, time 00:00
    const common: [number, 2 | 4][] = [
      [20, 2],
      [0x0800, 2],
      [0, 2],
      [0, 2],
      [DOS_DATE, 2],
      [crc, 4],
      [data.length, 4],
      [data.length, 4],
      [name.length, 2],
      [0, 2],
    ]
    const header = concat([fields([[0x04034b50, 4], ...common]), name])
    local.push(header, data)
    central.push(
      fields([[0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]),
      name,
    )
    offset += header.length + data.length
  }
  const directory = concat(central)
  const count = Object.keys(files).length
  const end = fields([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [count, 2],
    [count, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ])
  return concat([...local, directory, end])
}

/** A zip's local file header signature: every zip starts with one. */
const LOCAL_HEADER = 0x04034b50

/**
 * The text of each stored (uncompressed) entry of a zip, by path, read from its local headers;
 * undefined when the bytes are not a zip. A compressed entry is left out: the mock reads only
 * what `zipTextFiles` writes.
 */
export function readZipTextFiles(bytes: Uint8Array): Record<string, string> | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 4 || view.getUint32(0, true) !== LOCAL_HEADER) return undefined
  const decoder = new TextDecoder()
  const files: Record<string, string> = {}
  let offset = 0
  while (offset + 30 <= bytes.length && view.getUint32(offset, true) === LOCAL_HEADER) {
    const method = view.getUint16(offset + 8, true)
    const size = view.getUint32(offset + 18, true)
    const nameLength = view.getUint16(offset + 26, true)
    const extraLength = view.getUint16(offset + 28, true)
    const start = offset + 30 + nameLength + extraLength
    const name = decoder.decode(bytes.subarray(offset + 30, offset + 30 + nameLength))
    if (method === 0) files[name] = decoder.decode(bytes.subarray(start, start + size))
    offset = start + size
  }
  return files
}
