import path from 'node:path'
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { releaseRepositoryZip } from '~/lib/release-repository'
import { openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { writeTempFile } from './helpers/certificates'
import { addFaults, failsThenWorks, liftFaults } from './helpers/faults'
import { expectFieldError, lastButtonNamed, retype } from './helpers/field-input'
import { mutations } from './helpers/requests'
import { expectToast, screen } from './helpers/screen'
import { chooseFile, expectChosen } from './helpers/upload'

// the mock (mirage/handlers/system-update.ts): a repository's zip takes a few seconds to arrive
// (mirage/routes.ts), its version is read from the zip, and one uploaded under the documented
// untrusted name (mirage/sentinels.ts) is refused by the trust store
const UPDATE = `${pb.systemUpdate()}?mock-user=hannah`
const UNTRUSTED_RELEASE_FILE_NAME = 'untrusted-release.zip'
// as the console shows a server's message: capitalized (store/api/errors.ts)
const UNTRUSTED_VERDICT =
  'Failed to verify repository: its root role is not signed by any trusted root role'

const repositoryFile = (name: string, version: string) =>
  writeTempFile(name, Buffer.from(releaseRepositoryZip(version)))

async function chooseAndUpload(file: string) {
  await chooseFile('Release repository (zip)', file)
  await expectChosen('Release repository (zip)', path.basename(file))
  const upload = await screen().findByRole('button', { name: 'Upload' })
  await expect(upload).toBeEnabled()
  await upload.click()
}

/** The status of the server's answer for the release `version` (200, or 404 when it has none). */
const releaseStatus = (version: string) =>
  browser.execute(
    async (version) => (await fetch(`/v1/system/update/repositories/${version}`)).status,
    version,
  )

/** The progress bar of the upload of `name`, once it shows. */
const uploadProgress = (name: string) =>
  screen().findByRole('progressbar', { name: `Uploading ${name}` })

describe('release upload', () => {
  beforeEach(() => openShowing(UPDATE, 'heading', { name: 'System Update', level: 1 }))

  it('shows the progress and time left, and Cancel sends nothing more and adds nothing', async () => {
    await chooseAndUpload(repositoryFile('oxide-18.0.0.zip', '18.0.0'))
    const progress = await uploadProgress('oxide-18.0.0.zip')
    await browser.waitUntil(async () => /s left$/.test((await progress.getText()) ?? ''), {
      timeoutMsg: 'no time left shown',
    })
    await (await screen().findByRole('button', { name: 'Cancel upload' })).click()
    await expect(await screen().findByRole('heading', { name: 'Upload cancelled' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    // the server never had the whole repository: no release 18.0.0 anywhere
    expect(await releaseStatus('18.0.0')).toBe(404)
    expect(
      await screen().queryByRole('button', { name: 'Set 18.0.0 as target release' }),
    ).toBeNull()
  })

  it('uploads a repository and shows the release as the server holds it', async () => {
    await chooseAndUpload(repositoryFile('oxide-18.0.0.zip', '18.0.0'))
    await uploadProgress('oxide-18.0.0.zip')
    const done = await screen().findByRole('heading', { name: 'Release 18.0.0 uploaded' })
    await expect(done).toBeDisplayed()
    const details = await screen().findByLabelText('Release 18.0.0')
    await expect(details).toHaveText(expect.stringContaining('oxide-18.0.0.zip'))
    await expect(details).toHaveText(expect.stringMatching(/[0-9a-f]{64}/))
    // the releases table has it, newest first, offered as the target
    await expect(
      await screen().findByRole('button', { name: 'Set 18.0.0 as target release' }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it("shows the trust store's refusal in the server's words", async () => {
    await chooseAndUpload(repositoryFile(UNTRUSTED_RELEASE_FILE_NAME, '18.0.0'))
    await uploadProgress(UNTRUSTED_RELEASE_FILE_NAME)
    await expect(
      await screen().findByRole('heading', { name: 'Release not uploaded' }),
    ).toBeDisplayed()
    await expect(await screen().findByText(UNTRUSTED_VERDICT)).toBeDisplayed()
    expect(
      await screen().queryByRole('button', { name: 'Set 18.0.0 as target release' }),
    ).toBeNull()
  })
})

/** The actions menus of the trust roots table: the only row menus on the page. */
const trustRootMenus = async () =>
  Promise.all(
    (await screen().queryAllByRole('button', { name: /^Actions for / })).map((button) =>
      button.getAttribute('aria-label'),
    ),
  )

const ROOT_ROLE = JSON.stringify({
  signed: {
    _type: 'root',
    expires: '2036-01-01T00:00:00Z',
    keys: { e2e1: { keytype: 'ed25519' }, e2e2: { keytype: 'ed25519' } },
    roles: { root: { keyids: ['e2e1', 'e2e2'], threshold: 1 } },
  },
  signatures: [],
})

describe('trust roots', () => {
  beforeEach(() => openShowing(UPDATE, 'heading', { name: 'System Update', level: 1 }))

  it('refuses a root role that is not one, sending nothing, then adds one read from its file and deletes it', async () => {
    await screen().findByRole('table', { name: 'Trust roots' })
    await browser.waitUntil(async () => (await trustRootMenus()).length === 1, {
      timeoutMsg: 'the seeded trust root is not listed',
    })
    const [seeded] = await trustRootMenus()
    const sentBefore = await mutations()

    await (await screen().findByRole('button', { name: 'Add trust root' })).click()
    await screen().findByRole('dialog', { name: 'Add trust root' })
    const field = await screen().findByRole('textbox', { name: 'Root role' })
    const submit = await lastButtonNamed('Add trust root')
    for (const [text, message] of [
      ['{"signed":', 'Root role must be valid JSON'],
      ['[1, 2]', 'Root role must be a JSON object with a “signed” section'],
      ['{"signed": {"_type": "targets"}}', 'Root role’s signed “_type” must be "root"'],
      [
        '{"signed": {"_type": "root", "keys": {}}, "signatures": []}',
        'Root role must list its keys and the key ids of its root role',
      ],
      [
        '{"signed": {"_type": "root", "keys": {}, "roles": {"root": {"keyids": []}}}}',
        'Root role must carry its signatures',
      ],
    ]) {
      await retype(field, text)
      await submit.click()
      await expectFieldError(field, message, text)
    }
    await retype(field, '')
    await submit.click()
    await expectFieldError(field, 'Root role is required')
    await expectNoSeriousA11yViolations()
    expect(await mutations()).toEqual(sentBefore)

    await chooseFile(
      'Root role from a file',
      writeTempFile('e2e-root-huge.json', 'a'.repeat(64 * 1024 + 1)),
    )
    await expectChosen(
      'Root role from a file',
      'The file is larger than 64 KiB: a root role is a few KiB of JSON',
    )
    expect(await mutations()).toEqual(sentBefore)
    await chooseFile('Root role from a file', writeTempFile('e2e-root.json', ROOT_ROLE))
    await expect(field).toHaveValue(ROOT_ROLE)
    // the server's failure keeps the form open with what was read; the next try goes through
    await addFaults({ method: 'POST', path: '/v1/system/update/trust-roots', status: 500 })
    await submit.click()
    await expect(await screen().findByText('Internal Server Error')).toBeDisplayed()
    await expect(field).toHaveValue(ROOT_ROLE)
    await liftFaults()
    await submit.click()
    await expectToast('Trust root added')
    await browser.waitUntil(async () => (await trustRootMenus()).length === 2, {
      timeoutMsg: 'the new trust root is not listed',
    })
    const added = (await trustRootMenus()).find((menu) => menu !== seeded) ?? ''
    // a trust root has no name: its menu is named by its id, the dialog and toast by its start
    const id = added.replace(/^Actions for /, '')

    // the delete says what it refuses from then on; it fails once, then works
    await failsThenWorks({
      row: id,
      action: 'Delete',
      title: 'Delete trust root',
      fault: { method: 'DELETE', path: `/v1/system/update/trust-roots/${id}`, status: 500 },
      failed: 'Could not delete trust root',
      done: `Trust root ${id.slice(0, 8)} deleted`,
      scan: true,
    })
    await browser.waitUntil(async () => (await trustRootMenus()).length === 1, {
      timeoutMsg: 'the deleted trust root is still listed',
    })
  })

  it('says what a delete refuses from then on', async () => {
    await browser.waitUntil(async () => (await trustRootMenus()).length === 1, {
      timeoutMsg: 'the seeded trust root is not listed',
    })
    const [menu] = await trustRootMenus()
    const button = await screen().findByRole('button', { name: menu ?? '' })
    await button.scrollIntoView({ block: 'center' })
    await button.click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete trust root' })
    await expect(dialog).toHaveText(
      expect.stringContaining(
        'Release repositories signed only by its keys will be refused when uploaded.',
      ),
    )
    await (await screen().findByRole('button', { name: 'Cancel' })).click()
  })
})
