// @vitest-environment node
import { BOOT_MARKER_BYTES, bootMarker } from './boot-marker'

/** `size` zero bytes with `text` written at each of `at`. */
function bytesWith(size: number, ...at: [number, string][]) {
  const bytes = new Uint8Array(size)
  for (const [offset, text] of at) bytes.set(new TextEncoder().encode(text), offset)
  return bytes
}

describe('bootMarker', () => {
  it.each([
    ['a GPT disk of 512-byte blocks', bytesWith(BOOT_MARKER_BYTES, [512, 'EFI PART']), 'gpt'],
    ['a GPT disk of 2048-byte blocks', bytesWith(BOOT_MARKER_BYTES, [2048, 'EFI PART']), 'gpt'],
    ['a GPT disk of 4096-byte blocks', bytesWith(BOOT_MARKER_BYTES, [4096, 'EFI PART']), 'gpt'],
    ['an ISO 9660 image', bytesWith(BOOT_MARKER_BYTES, [32769, 'CD001']), 'iso9660'],
    ['zeros', bytesWith(BOOT_MARKER_BYTES), null],
    ['the signature at another offset', bytesWith(BOOT_MARKER_BYTES, [1024, 'EFI PART']), null],
    ['half the signature', bytesWith(BOOT_MARKER_BYTES, [512, 'EFI PAR']), null],
    ['CD001 one byte early', bytesWith(BOOT_MARKER_BYTES, [32768, 'CD001']), null],
    // a file shorter than the offsets: whatever it holds, neither marker
    ['a short file', bytesWith(600, [0, 'EFI PART']), null],
    ['a file that ends inside the signature', bytesWith(515, [512, 'EFI']), null],
    ['nothing', new Uint8Array(0), null],
  ])('%s → %s', (_, bytes, marker) => {
    expect(bootMarker(bytes)).toBe(marker)
  })
})
