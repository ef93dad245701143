/**
 * An image upload on the production path: the file goes through the proxy to the
 * mock server in bulk writes to a temporary disk, which becomes a snapshot and then the image.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { retype } from '../helpers/field-input'
import { signInAt, uniqueName } from '../helpers/production'
import { expectPath, screen } from '../helpers/screen'
import { generatedFile } from '../helpers/upload'

const images = pb.projectImages({ project: 'mock-project' })

describe('image upload on the production build', () => {
  it('uploads a small file and lists the new image', async () => {
    const name = uniqueName('e2e-image')
    await signInAt(images)
    const { findByRole, findByText, getByRole, getByLabelText } = screen()
    await (await findByRole('link', { name: 'Upload image' })).click()
    await expectPath(pb.projectImagesNew({ project: 'mock-project' }))
    await findByRole('dialog', { name: 'Upload image' })
    await expectNoSeriousA11yViolations()

    await retype(await getByRole('textbox', { name: 'Name' }), name)
    await retype(await getByRole('textbox', { name: 'OS' }), 'debian')
    await retype(await getByRole('textbox', { name: 'Version' }), '12')
    // two chunks and a bit: 512 KiB, 512 KiB, 512 B
    await (await getByLabelText('Image file')).setValue(
      generatedFile(`${name}.img`, 1024 * 1024 + 512),
    )
    await (await getByRole('button', { name: 'Upload' })).click()
    await expect(
      await findByText(`Image ${name} uploaded`, {}, { timeout: 30_000 }),
    ).toBeDisplayed()
    await expectPath(images)
    await expect(await findByRole('link', { name })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    // what the server holds: the image, and nothing left of the temporary disk
    const left = await browser.execute(async (image) => {
      const found = await fetch(`/v1/images/${image}?project=mock-project`)
      const disks = (await (await fetch('/v1/disks?project=mock-project&limit=100')).json()) as {
        items: { name: string }[]
      }
      return {
        image: found.status,
        disks: disks.items.map((disk) => disk.name).filter((disk) => disk.startsWith(image)),
      }
    }, name)
    expect(left).toEqual({ image: 200, disks: [] })
  })
})
