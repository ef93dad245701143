import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SUPPORT_BUNDLE_SEED } from '~/mirage/seeds/support-bundle-seeds'
import { SUPPORT_BUNDLE_SENTINELS } from '~/mirage/sentinels'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { recordDownloads, savedFile } from './helpers/downloads'
import { addFaults, liftFaults } from './helpers/faults'
import { enter } from './helpers/field-input'
import { lastSentJson, mutations } from './helpers/requests'
import { expectActionRefused, expectNoRow, rowAction, waitForRow } from './helpers/rows'
import {
  confirmDialog,
  currentPath,
  expectPath,
  expectShown,
  expectToast,
  openForm,
  screen,
} from './helpers/screen'

const BUNDLES = pb.supportBundles()
const API = '/experimental/v1/system/support-bundles'
const { active, failed } = SUPPORT_BUNDLE_SEED

/** The value beside `label` in the bundle page's properties. */
async function property(label: string) {
  const term = await screen().findByText(label, { selector: 'dt' })
  return (await term.nextElement()).getText()
}

describe('support bundles', () => {
  it('lists the fleet’s bundles with their states, and says why a failed one is not downloaded', async () => {
    await openApp(BUNDLES)
    await screen().findByRole('link', { name: active })
    await expect(browser).toHaveTitle('Support Bundles / Oxide Console')
    await waitForRow(active, (text) => text.includes('active'), 'not active')
    // a failed bundle's row says why, cut to the cell, the whole reason in its tooltip
    await waitForRow(
      failed,
      (text) => text.includes('failed') && text.includes('Bundle lost its'),
      'not failed, or without its reason',
    )
    await screen().findByRole('note', {
      name: 'Bundle lost its backing storage: the disk holding it was expunged',
    })
    await expectNoSeriousA11yViolations()

    await expectActionRefused(failed, 'Download', 'Only an active bundle can be downloaded')

    // the failed bundle's page says why it failed and lists no files
    await (await screen().findByRole('link', { name: failed })).click()
    await expectPath(pb.supportBundle({ bundle: failed }))
    expect(await property('Reason for failure')).toBe(
      'Bundle lost its backing storage: the disk holding it was expunged',
    )
    await expectShown('Only an active bundle’s files can be listed.')
    await expectNoSeriousA11yViolations()
  })

  it('downloads an active bundle and one of its files, and says when a download fails', async () => {
    await openApp(pb.supportBundle({ bundle: active }))
    await recordDownloads()
    await screen().findByRole('rowheader', { name: 'bundle_id.txt' })
    // each file's size, from its HEAD: the id and a newline are 37 bytes
    await waitForRow('bundle_id.txt', (text) => text.includes('37 B'), 'without its size')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('button', { name: 'Download' })).click()
    const zip = await savedFile(`support-bundle-${active}.zip`)
    expect(zip.head).toBe('PK\u0003\u0004')
    await expectToast(`support-bundle-${active}.zip downloaded`)

    await (await screen().findByRole('button', { name: 'Download bundle_id.txt' })).click()
    expect((await savedFile('bundle_id.txt')).text).toBe(`${active}\n`)

    await addFaults({ method: 'GET', path: `${API}/${active}/download`, status: 500 })
    await (await screen().findByRole('button', { name: 'Download' })).click()
    await expectToast('Could not download support bundle')
    await addFaults({ method: 'GET', path: `${API}/${active}/download/bundle_id.txt`, status: 500 })
    await (await screen().findByRole('button', { name: 'Download bundle_id.txt' })).click()
    await expectToast('Could not download file')
    await liftFaults()
  })

  it('creates a bundle with a comment as typed, watches it collect, edits its comment and deletes it', async () => {
    await openApp(BUNDLES)
    const dialog = await openForm(
      'New support bundle',
      pb.supportBundlesNew(),
      'Create support bundle',
    )
    const comment = await screen().findByRole('textbox', { name: 'Comment (Optional)' })
    const submit = await screen().findByRole('button', { name: 'Create support bundle' })

    // the server fails: the form stays with what was typed
    await enter(comment, SUPPORT_BUNDLE_SENTINELS.createFails)
    await submit.click()
    await expectShown('Internal Server Error')
    await expect(dialog).toBeDisplayed()

    // markup is text: sent and shown as typed, never run
    const hostile = '<img src=x onerror="window.pwned=1"> sled 7 & <b>slow</b>'
    await enter(comment, hostile)
    await submit.click()
    await expect(dialog).not.toBeDisplayed()
    expect(await lastSentJson(`POST ${API}`)).toEqual({ user_comment: hostile })
    await browser.waitUntil(async () => (await currentPath()).startsWith(`${BUNDLES}/`), {
      timeoutMsg: 'the new bundle’s page did not open',
    })
    const bundle = (await currentPath()).split('/').at(-1) ?? ''
    await expectToast(`Support bundle ${bundle} created`)
    expect(await property('Comment')).toBe(hostile)
    expect(await browser.execute(() => (window as { pwned?: number }).pwned)).toBeUndefined()

    // collecting: nothing to download yet, and the menu says why
    await (
      await screen().findByRole('button', { name: `Actions for support bundle ${bundle}` })
    ).click()
    const download = await screen().findByRole('menuitem', { name: /^Download/ })
    await expect(download).toHaveAttribute('aria-disabled', 'true')
    await browser.keys('Escape')
    // then active, by itself: its files show
    await screen().findByRole('rowheader', { name: 'bundle_id.txt' }, { timeout: 12_000 })

    // a comment of spaces alone is no comment
    const menu = `Actions for support bundle ${bundle}`
    await (await screen().findByRole('button', { name: menu })).click()
    await (await screen().findByRole('menuitem', { name: 'Edit comment' })).click()
    await expectPath(pb.supportBundleEdit({ bundle }))
    const edit = await screen().findByRole('dialog', { name: 'Edit comment' })
    await expectNoSeriousA11yViolations()
    const field = await screen().findByRole('textbox', { name: 'Comment (Optional)' })
    await addFaults({ method: 'PUT', path: `${API}/${bundle}`, status: 500 })
    await enter(field, '   ')
    await (await screen().findByRole('button', { name: 'Update comment' })).click()
    await expectShown('Internal Server Error')
    await liftFaults()
    await (await screen().findByRole('button', { name: 'Update comment' })).click()
    await expect(edit).not.toBeDisplayed()
    expect(await lastSentJson(`PUT ${API}/${bundle}`)).toEqual({ user_comment: null })
    await browser.waitUntil(async () => (await property('Comment')) === '—', {
      timeoutMsg: 'the comment is still shown',
    })

    // delete: fails once, then destroying, then gone from the list
    await addFaults({ method: 'DELETE', path: `${API}/${bundle}`, status: 500 })
    await (await screen().findByRole('button', { name: menu })).click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    await confirmDialog('Delete support bundle', 'Delete', { scan: true })
    await expectToast('Could not delete support bundle')
    await liftFaults()
    await (await screen().findByRole('button', { name: menu })).click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    await confirmDialog('Delete support bundle', 'Delete')
    await expectToast(`Support bundle ${bundle} deleted`)
    await expectPath(BUNDLES)
    await expectNoRow(bundle)
  })

  it('a bundle whose collection fails ends failed, and is only deleted', async () => {
    await openApp(pb.supportBundlesNew())
    const comment = await screen().findByRole('textbox', { name: 'Comment (Optional)' })
    await enter(comment, SUPPORT_BUNDLE_SENTINELS.collectionFails)
    const before = (await mutations()).length
    await (await screen().findByRole('button', { name: 'Create support bundle' })).click()
    await browser.waitUntil(async () => (await mutations()).length === before + 1)
    await browser.waitUntil(async () => (await currentPath()).startsWith(`${BUNDLES}/`))
    const bundle = (await currentPath()).split('/').at(-1) ?? ''
    await browser.waitUntil(async () => (await property('Reason for failure')) !== '', {
      timeout: 12_000,
      timeoutMsg: 'the bundle did not fail',
    })
    // the crumb or the side navigation: both lead to the list
    await (await screen().findAllByRole('link', { name: 'Support Bundles' }))[0].click()
    await expectPath(BUNDLES)
    await waitForRow(bundle, (text) => text.includes('failed'), 'not failed')
    await rowAction(bundle, 'Delete')
    await confirmDialog('Delete support bundle', 'Delete')
    await expectToast(`Support bundle ${bundle} deleted`)
    await expectNoRow(bundle)
  })
})
