/**
 * Support bundles on the production path: an operator asks for one with a comment, watches it
 * collect, downloads the real zip the server answers (bytes through the proxy, not JSON), and
 * deletes it, through the production build against the HTTP server. The server's data is shared
 * by every spec, so the comment is made for this run.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { signInAt, uniqueName } from '../helpers/production'
import { confirmDialog, currentPath, expectPath, screen } from '../helpers/screen'

const BUNDLES = pb.supportBundles()

describe('support bundles against the server', () => {
  it('creates a bundle, downloads its zip once active, and deletes it', async () => {
    const comment = uniqueName('e2e-bundle')
    await signInAt(BUNDLES)
    await screen().findByRole('heading', { name: 'Support Bundles' })

    await (await screen().findByRole('link', { name: 'New support bundle' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Create support bundle' })
    await (await screen().findByRole('textbox', { name: 'Comment (Optional)' })).setValue(comment)
    await (await screen().findByRole('button', { name: 'Create support bundle' })).click()
    await expect(dialog).not.toBeDisplayed()
    await browser.waitUntil(async () => (await currentPath()).startsWith(`${BUNDLES}/`), {
      timeoutMsg: 'the new bundle’s page did not open',
    })
    const bundle = (await currentPath()).split('/').at(-1) ?? ''
    // collected by itself, then its files are listed
    await screen().findByRole('rowheader', { name: 'bundle_id.txt' }, { timeout: 12_000 })

    // the server's bytes, as the console's download fetches them
    const zip = await browser.execute(async (path) => {
      const response = await fetch(path)
      const bytes = new Uint8Array(await response.arrayBuffer())
      return { type: response.headers.get('content-type'), head: [...bytes.slice(0, 4)] }
    }, `/experimental/v1/system/support-bundles/${bundle}/download`)
    expect(zip).toEqual({ type: 'application/zip', head: [0x50, 0x4b, 3, 4] })

    await (
      await screen().findByRole('button', { name: `Actions for support bundle ${bundle}` })
    ).click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    await confirmDialog('Delete support bundle', 'Delete')
    await expectPath(BUNDLES)
    await browser.waitUntil(
      async () => (await screen().queryByRole('link', { name: bundle })) === null,
      { timeoutMsg: `${bundle} is still listed` },
    )
  })
})
