import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { FAILING_SCIM_TOKEN_ID } from '~/mirage/sentinels'
import { openApp } from './helpers/app'
import { analyze, expectNoSeriousA11yViolations } from './helpers/axe'
import { copiedText, recordClipboard } from './helpers/clipboard'
import { openFailing } from './helpers/faults'
import { sentRequests } from './helpers/requests'
import { expectNoRow, rowAction } from './helpers/rows'
import { expectToast, screen } from './helpers/screen'

const tokensOf = (silo: string) => pb.siloScimTokens({ silo })
const SECRET = /^oxide-scim-[0-9a-f]{40}$/

/**
 * The ids of the listed tokens, from their rows' headers, read again when the table replaced a
 * header between finding it and reading it (a stale element).
 */
function listedIds() {
  return browser.waitUntil(async () => {
    const headers = await screen().findAllByRole('rowheader')
    return Promise.all(headers.map((header) => header.getText())).catch(() => false as const)
  })
}

describe('a silo’s SCIM tokens', () => {
  it('shows a new token’s secret once, lists it without the secret, and deletes it', async () => {
    // partners is the seeded saml_scim silo: its users come from SCIM requests
    await openApp(pb.siloIdps({ silo: 'partners' }))
    await (await screen().findByRole('tab', { name: 'SCIM tokens' })).click()
    const { findByRole, findByText, getByRole, queryByRole } = screen()
    const [seeded] = await listedIds()
    await expect(await findByText('Never')).toBeDisplayed()
    expect(await queryByRole('heading', { name: 'partners does not use SCIM' })).toBeNull()
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: 'Create token' })).click()
    const dialog = await findByRole('dialog', { name: 'SCIM token created' })
    await expect(dialog).toHaveText(expect.stringContaining('It will not be shown again.'))
    const secret = await (await findByText(SECRET)).getText()
    await expectNoSeriousA11yViolations()
    await recordClipboard()
    await (await getByRole('button', { name: 'Copy token' })).click()
    await expect(await findByRole('button', { name: 'Copied' })).toBeDisplayed()
    expect(await copiedText()).toBe(secret)
    // Escape does not throw the one showing away; Done does
    await browser.keys('Escape')
    await expect(dialog).toBeDisplayed()
    await (await getByRole('button', { name: 'Done' })).click()
    await browser.waitUntil(async () => (await queryByRole('dialog')) === null)

    await browser.waitUntil(async () => (await listedIds()).length === 2)
    const created = (await listedIds()).find((id) => id !== seeded) ?? ''
    expect(await browser.execute(() => document.body.textContent)).not.toContain(secret)
    const creates = await sentRequests('POST /v1/system/scim/tokens')
    expect(creates).toHaveLength(1)

    await rowAction(created, 'Delete')
    await findByRole('alertdialog', { name: 'Delete SCIM token' })
    await (await getByRole('button', { name: 'Delete' })).click()
    await expectToast('SCIM token deleted')
    await expectNoRow(created)
    expect(await listedIds()).toEqual([seeded])
  })

  it('says why a create failed, and shows no secret', async () => {
    await openFailing(tokensOf('partners'), {
      method: 'POST',
      path: '/v1/system/scim/tokens',
      status: 500,
    })
    await (await screen().findByRole('button', { name: 'Create token' })).click()
    await expectToast('Could not create SCIM token')
    expect(await screen().queryByRole('dialog', { name: 'SCIM token created' })).toBeNull()
    expect(await listedIds()).toHaveLength(1)
  })

  it('says a SAML JIT silo has no use for SCIM tokens, offers none, and keeps the old ones deletable', async () => {
    await openApp(tokensOf('default-silo'))
    const { findByRole, findByText, queryByRole } = screen()
    await findByRole('heading', { name: 'default-silo does not use SCIM' })
    await expect(
      await findByText(
        /Its identity mode is SAML JIT: its users and groups come from the identity provider when they sign in, so a SCIM token has no use here/,
      ),
    ).toBeDisplayed()
    expect(await queryByRole('button', { name: 'Create token' })).toBeNull()
    // a token made before is still listed, so that it can be deleted
    const [seeded] = await listedIds()
    await rowAction(seeded, 'Delete')
    await (await findByRole('button', { name: 'Delete' })).click()
    await expectToast('SCIM token deleted')
    await expectNoRow(seeded)
    await expect(await findByText('This silo does not use SCIM, so it needs none.')).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    // the notice's and the empty table's headings follow the tab's levels (axe's moderate
    // heading-order, which the check above only prints)
    const { violations } = await analyze({ rules: ['heading-order'] })
    expect(violations).toEqual([])
  })

  it('says a local-only silo has no use for SCIM tokens', async () => {
    await openApp(tokensOf('ci-sandbox'))
    const { findByRole, findByText, queryByRole } = screen()
    await findByRole('heading', { name: 'ci-sandbox does not use SCIM' })
    await expect(
      await findByText(/Its identity mode is Local only: its users are created in the rack/),
    ).toBeDisplayed()
    await expect(await findByText('This silo does not use SCIM, so it needs none.')).toBeDisplayed()
    expect(await queryByRole('button', { name: 'Create token' })).toBeNull()
  })

  it('says why a delete failed (the seeded sentinel token), and keeps the token', async () => {
    await openApp(tokensOf('partners'))
    await rowAction(FAILING_SCIM_TOKEN_ID, 'Delete')
    await (await screen().findByRole('button', { name: 'Delete' })).click()
    await expectToast('Could not delete SCIM token')
    await expect(await screen().findByText('Internal Server Error')).toBeDisplayed()
    expect(await listedIds()).toEqual([FAILING_SCIM_TOKEN_ID])
  })
})
