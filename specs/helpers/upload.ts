import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { browser } from '@wdio/globals'
import { screen } from './screen'

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

/**
 * Chooses `file` in the file field labelled `label` (components/form/FileChooser.tsx) as the
 * browser's picker would: its button opens the picker, which a test cannot drive, so the file
 * goes to the field's input, which the label names. The input is not displayed; WebDriver sends
 * a file to such an input all the same (`strictFileInteractability` is off), where clearing it
 * first, as `setValue` does, needs it displayed.
 */
export async function chooseFile(label: string, file: string) {
  await (await screen().findByLabelText(label)).addValue(file)
}

/**
 * Waits until the chooser of the file field labelled `label` tells assistive technology
 * `message` (its button's description is the label and what it chose or refused).
 */
export async function expectChosen(label: string, message: string) {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const description = new RegExp(`^${literal(label)} .*${literal(message)}`)
  await browser.waitUntil(
    async () =>
      (await screen().queryAllByRole('button', { name: 'Choose file', description })).length === 1,
    { timeoutMsg: `the chooser of ${label} does not say '${message}'` },
  )
}
