/**
 * The silo's certificates on the production path: a silo admin adds one from its PEM files,
 * sees it listed without its key, and deletes it, through the production build against the HTTP
 * server. The server's data is shared by every spec, so the certificate is named for this run.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { E2E_CERT, E2E_KEY, writeTempFile } from '../helpers/certificates'
import { signInAt, statusOf, uniqueName } from '../helpers/production'
import { confirmDialog, expectPath, screen } from '../helpers/screen'
import { chooseFile } from '../helpers/upload'

const CERTIFICATES = pb.certificates()

describe('certificates against the server', () => {
  it('adds a certificate from its files, lists it without its key, and deletes it', async () => {
    const name = uniqueName('tls')
    await signInAt(CERTIFICATES)
    await expect(
      await screen().findByRole('rowheader', { name: 'default-silo-tls' }),
    ).toBeDisplayed()

    await (await screen().findByRole('link', { name: 'Add certificate' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Add certificate' })
    const { getByRole } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue(name)
    await chooseFile(
      'Certificate chain from a file',
      writeTempFile(`${name}-fullchain.pem`, E2E_CERT),
    )
    await chooseFile('Private key from a file', writeTempFile(`${name}-privkey.pem`, E2E_KEY))
    await expect(await getByRole('textbox', { name: 'Private key' })).toHaveValue(E2E_KEY)
    await (await getByRole('button', { name: 'Add certificate' })).click()
    await expect(dialog).not.toBeDisplayed()
    await expectPath(CERTIFICATES)
    await expect(await screen().findByRole('rowheader', { name })).toBeDisplayed()

    // what the server answers for it has the chain and never the key
    const view = await browser.execute(
      async (path) => (await fetch(path)).text(),
      `/v1/certificates/${name}`,
    )
    expect(view).toContain('BEGIN CERTIFICATE')
    expect(view).not.toContain('PRIVATE KEY')

    await (await screen().findByRole('button', { name: `Actions for ${name}` })).click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    await confirmDialog('Delete certificate', 'Delete')
    await browser.waitUntil(
      async () => (await screen().queryByRole('rowheader', { name })) === null,
      {
        timeoutMsg: `${name} is still listed`,
      },
    )
    expect(await statusOf(`/v1/certificates/${name}`)).toBe(404)
  })
})
