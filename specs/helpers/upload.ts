import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { browser } from '@wdio/globals'

/**
 * A file of random (never all-zero, so every chunk travels) bytes, for the image upload form. A
 * disk image carries a GUID partition table's signature where a disk of 512-byte blocks has it
 * (lib/boot-marker.ts), so the form takes it without asking; `bootable: false` leaves it out.
 */
export function generatedFile(name: string, bytes: number, { bootable = true } = {}) {
  const file = path.join(tmpdir(), name)
  const content = randomBytes(bytes)
  if (bootable) content.write('EFI PART', 512, 'latin1')
  writeFileSync(file, content)
  return file
}

/**
 * What the server holds of an upload of image `image` in `project`, asked from the page with its
 * session: the image's status (200 or 404) and the temporary disks and snapshots, which the form
 * names after the image (`<image>-upload-…`, `<image>-snapshot-…`).
 */
export const uploadLeftovers = (image: string, project: string) =>
  browser.execute(
    async (image, project) => {
      const names = async (list: string) => {
        const page = (await (await fetch(`/v1/${list}?project=${project}&limit=100`)).json()) as {
          items: { name: string }[]
        }
        return page.items.map((item) => item.name).filter((name) => name.startsWith(`${image}-`))
      }
      return {
        image: (await fetch(`/v1/images/${image}?project=${project}`)).status,
        disks: await names('disks'),
        snapshots: await names('snapshots'),
      }
    },
    image,
    project,
  )
