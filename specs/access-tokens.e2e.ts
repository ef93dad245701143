import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SEED_USERS } from '~/mirage/seeds/seed-users'
import { behindTheConsole, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { copiedText, recordClipboard } from './helpers/clipboard'
import { addFaults, openFailing } from './helpers/faults'
import {
  chooseOption,
  clickLabelOf,
  expectHostileValuesRefused,
  retype,
} from './helpers/field-input'
import type { HostileValue } from './helpers/hostile-input'
import { keptOnDevice } from './helpers/kept-on-device'
import { requestLog } from './helpers/requests'
import { expectShown, expectToast, screen } from './helpers/screen'

const TOKENS = pb.accessTokens()
const SECRET = /^oxide-token-[0-9a-f]{40}$/

const openAs = (username: string) => openApp(`${TOKENS}?mock-user=${username}`)

/** The lifetime field's refusals (lib/token-lifetime.ts), in days unless the row says. */
const lifetimeRows = (most: string): HostileValue[] => [
  { why: 'empty', value: '', message: 'Lifetime is required' },
  { why: 'zero', value: '0', message: 'Lifetime must be at least 1 day' },
  { why: 'negative', value: '-3', message: 'Lifetime must be at least 1 day' },
  { why: 'fractional', value: '1.5', message: 'Lifetime must be a whole number of days' },
  { why: 'past uint32 seconds', value: '49711', message: most },
  { why: 'text', value: 'thirty', message: 'Lifetime must be a number' },
  { why: 'an exponent', value: '1e3', message: 'Lifetime must be a number' },
  {
    why: 'markup',
    value: '<img src=x onerror=alert(1)>',
    message: 'Lifetime must be a number',
  },
]

/** The bodies the console sent with `method` to `path`, oldest first. */
const bodiesSent = async (method: string, path: string) =>
  (await requestLog()).requests
    .filter((request) => request.method === method && request.url.split('?')[0] === path)
    .map((request) => request.body ?? '')

/** The listed tokens' ids, from their rows' headers; none once the empty state shows. */
const listedIds = () =>
  browser.waitUntil(async () => {
    const headers = await screen().queryAllByRole('rowheader')
    if (headers.length === 0) {
      return (await screen().queryByText('No access tokens')) ? [] : (false as const)
    }
    return Promise.all(headers.map((header) => header.getText())).catch(() => false as const)
  })

describe('Access Tokens: the token lifetime and a new token made in the console', () => {
  it('a silo admin shortens the lifetime; a new token carries it, is shown once and kept nowhere', async () => {
    await openAs(SEED_USERS.siloAdmin.username)
    const { findByRole, getByRole, queryByRole } = screen()
    await expectShown('New tokens in this silo do not expire.')
    await expectNoSeriousA11yViolations()
    const before = await listedIds()

    // the lifetime: every hostile row refused with its message, nothing sent
    await (await findByRole('button', { name: 'Edit token lifetime' })).click()
    await findByRole('dialog', { name: 'Edit token lifetime' })
    await clickLabelOf('radio', 'Expire after a maximum lifetime')
    await expectHostileValuesRefused(
      'Edit token lifetime',
      [
        {
          field: 'Lifetime',
          rows: lifetimeRows('Lifetime can be at most 49,710 days'),
          valid: '30',
        },
      ],
      'Save lifetime',
    )
    await expectNoSeriousA11yViolations()
    // 2 hours: shorter than no maximum, so it asks first
    await retype(await getByRole('textbox', { name: 'Lifetime' }), '2')
    await chooseOption(/Unit/, 'Hours')
    await (await getByRole('button', { name: 'Save lifetime' })).click()
    const confirm = await findByRole('alertdialog', { name: 'Shorten token lifetime' })
    await expect(confirm).toHaveText(
      expect.stringContaining('expire after 2 hours instead of never'),
    )
    await (await getByRole('button', { name: 'Shorten' })).click()
    await expectToast('New tokens expire after 2 hours')
    await expectShown('New tokens in this silo expire after 2 hours.')
    const [update] = await bodiesSent('PUT', '/v1/auth-settings')
    expect(JSON.parse(update)).toEqual({ device_token_max_ttl_seconds: 7200 })

    // a new token: the lifetime starts at the silo's maximum and cannot pass it
    await (await getByRole('button', { name: 'New token' })).click()
    await findByRole('dialog', { name: 'New access token' })
    await expect(await getByRole('textbox', { name: 'Lifetime' })).toHaveValue('2')
    await expectHostileValuesRefused(
      'New access token',
      [
        {
          field: 'Lifetime',
          rows: [
            ...lifetimeRows('Lifetime must be under 1 day in this silo: choose a smaller unit')
              .filter((row) => row.why !== 'past uint32 seconds')
              .map((row) =>
                row.why === 'fractional'
                  ? { ...row, message: 'Lifetime must be a whole number of hours' }
                  : row.message.endsWith('1 day')
                    ? { ...row, message: 'Lifetime must be at least 1 hour' }
                    : row,
              ),
            {
              why: 'past the silo’s maximum',
              value: '3',
              message: 'Lifetime can be at most 2 hours in this silo',
            },
          ],
          valid: '2',
        },
      ],
      'Make token',
    )
    await (await getByRole('button', { name: 'Make token' })).click()
    const dialog = await findByRole('dialog', { name: 'Access token created' })
    // the element's text, as it may still be fading in (getText reads '' until it shows)
    const secret = String(await (await screen().findByText(SECRET)).getProperty('textContent'))
    await expect(dialog).toHaveText(expect.stringContaining('It will not be shown again.'))
    const expires = String(
      await (await screen().findByText(/^Expires /)).getProperty('textContent'),
    )
    await expectNoSeriousA11yViolations()
    const [auth] = await bodiesSent('POST', '/device/auth')
    expect(new URLSearchParams(auth).get('ttl_seconds')).toBe('7200')

    await recordClipboard()
    await (await getByRole('button', { name: 'Copy token' })).click()
    await expect(await findByRole('button', { name: 'Copied' })).toBeDisplayed()
    expect(await copiedText()).toBe(secret)
    await browser.keys('Escape')
    await expect(dialog).toBeDisplayed()
    const dialogText = String(await dialog.getProperty('textContent'))
    await (await getByRole('button', { name: 'Done' })).click()
    await browser.waitUntil(async () => (await queryByRole('dialog')) === null)

    // listed, by the ID the dialog named, with the expiry the dialog showed, two hours after it was made
    await browser.waitUntil(async () => (await listedIds()).length === before.length + 1)
    const made = (await listedIds()).find((id) => !before.includes(id)) ?? ''
    expect(dialogText).toContain(`Listed by its ID, ${made}, which is not the token.`)
    await expectShown(expires.replace(/^Expires /, ''))
    const lifetime = await browser.executeAsync((id: string, done: (ms: number) => void) => {
      void fetch('/v1/me/access-tokens')
        .then((response) => response.json())
        .then((page: { items: { id: string; time_created: string; time_expires: string }[] }) => {
          const token = page.items.find((item) => item.id === id)
          done(token ? Date.parse(token.time_expires) - Date.parse(token.time_created) : -1)
        })
    }, made)
    expect(lifetime).toBe(2 * 60 * 60 * 1000)
    // the token is gone: from the device, the document and the URL
    expect(await keptOnDevice({ document: true })).not.toContain(secret)
  })

  it('keeps New token open while the token is made, and shows it once made', async () => {
    // each request takes a while: the flow's three (code, confirmation, token) are watched
    await openApp(`${TOKENS}?mock-user=${SEED_USERS.siloAdmin.username}`, { mockDelay: '1500' })
    const { findByRole, getByRole } = screen()
    await (await findByRole('button', { name: 'New token' })).click()
    const form = await findByRole('dialog', { name: 'New access token' })
    await (await getByRole('button', { name: 'Make token' })).click()
    await expect(await getByRole('button', { name: 'Cancel' })).toBeDisabled()
    // Escape, as a user closing a form would: a token made with no dialog to show it would be a
    // credential nobody holds, its secret given only once
    await browser.keys('Escape')
    await expect(form).toBeDisplayed()
    await findByRole('dialog', { name: 'Access token created' }, { timeout: 20_000 })
    await screen().findByText(SECRET)
    await (await getByRole('button', { name: 'Done' })).click()
    await browser.waitUntil(async () => (await screen().queryByRole('dialog')) === null)
  })

  it('a viewer is told the lifetime, and why they may not edit it', async () => {
    await openAs(SEED_USERS.viewer.username)
    await expectShown('New tokens in this silo do not expire.')
    await expect(
      await screen().findByRole('button', { name: 'Edit token lifetime' }),
    ).toBeDisabled()
    await expectShown('Needs the admin role on the silo; you are a viewer')
    await expectNoSeriousA11yViolations()
  })

  it('says why a lifetime change failed, and keeps the lifetime', async () => {
    await openFailing(TOKENS, { method: 'PUT', path: '/v1/auth-settings', status: 500 })
    const { findByRole, getByRole } = screen()
    await (await findByRole('button', { name: 'Edit token lifetime' })).click()
    await clickLabelOf('radio', 'Expire after a maximum lifetime')
    await (await getByRole('button', { name: 'Save lifetime' })).click()
    await (await findByRole('button', { name: 'Shorten' })).click()
    await expectToast('Could not change the token lifetime')
    await expectShown('New tokens in this silo do not expire.')
  })

  it('a lifetime lowered elsewhere meanwhile: the server refuses the token, in its words', async () => {
    await openAs(SEED_USERS.siloAdmin.username)
    const { findByRole, getByRole, queryByRole } = screen()
    await (await findByRole('button', { name: 'Edit token lifetime' })).click()
    await clickLabelOf('radio', 'Expire after a maximum lifetime')
    await retype(await getByRole('textbox', { name: 'Lifetime' }), '2')
    await (await getByRole('button', { name: 'Save lifetime' })).click()
    await (await findByRole('button', { name: 'Shorten' })).click()
    await expectShown('New tokens in this silo expire after 2 days.')
    // another admin lowers it to a day; this page still offers two
    expect(
      await behindTheConsole('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 86400 }),
    ).toBe(200)
    await (await getByRole('button', { name: 'New token' })).click()
    await (await findByRole('button', { name: 'Make token' })).click()
    await findByRole('heading', { name: 'Could not confirm the token request' })
    await expectShown(
      "Requested TTL 172800 seconds exceeds the silo's maximum token lifetime of 86400 seconds",
    )
    expect(await queryByRole('dialog', { name: 'Access token created' })).toBeNull()
    // a day is within it
    await retype(await getByRole('textbox', { name: 'Lifetime' }), '1')
    await (await getByRole('button', { name: 'Make token' })).click()
    await findByRole('dialog', { name: 'Access token created' })
    await expectShown(/^Expires /)
  })

  it('says why a change that shortens nothing failed, in the form', async () => {
    await openAs(SEED_USERS.siloAdmin.username)
    const { findByRole, getByRole } = screen()
    await expectShown('New tokens in this silo do not expire.')
    await addFaults({ method: 'PUT', path: '/v1/auth-settings', status: 500 })
    await (await findByRole('button', { name: 'Edit token lifetime' })).click()
    // no maximum again: it shortens nothing, so no question, and the failure stays in the form
    await (await getByRole('button', { name: 'Save lifetime' })).click()
    await expectShown('Internal Server Error')
    await expect(await findByRole('dialog', { name: 'Edit token lifetime' })).toBeDisplayed()
    await expectShown('New tokens in this silo do not expire.')
  })

  for (const [path, title] of [
    ['/device/auth', 'Could not request a token'],
    ['/device/confirm', 'Could not confirm the token request'],
    ['/device/token', 'Could not fetch the token'],
  ]) {
    it(`says why the token request failed at ${path}, and shows no token`, async () => {
      await openFailing(TOKENS, { method: 'POST', path, status: 500 })
      const { findByRole, getByRole, queryByRole } = screen()
      await (await findByRole('button', { name: 'New token' })).click()
      await (await findByRole('button', { name: 'Make token' })).click()
      await findByRole('heading', { name: title })
      await expectShown('Internal Server Error')
      expect(await queryByRole('dialog', { name: 'Access token created' })).toBeNull()
      await expectNoSeriousA11yViolations()
      // closing forgets it; the page stays
      await (await getByRole('button', { name: 'Cancel' })).click()
      await browser.waitUntil(async () => (await queryByRole('dialog')) === null)
    })
  }

  it('says when this rack’s API offers no auth settings, and still makes tokens', async () => {
    await openFailing(TOKENS, { method: 'GET', path: '/v1/auth-settings', status: 501 })
    await screen().findByRole('heading', { name: 'Not offered by this rack' })
    await expectShown(/does not offer a maximum token lifetime/)
    expect(await screen().queryByRole('button', { name: 'Edit token lifetime' })).toBeNull()
    await (await screen().findByRole('button', { name: 'New token' })).click()
    await (await screen().findByRole('button', { name: 'Make token' })).click()
    await screen().findByRole('dialog', { name: 'Access token created' })
    await expectShown('Does not expire')
  })
})
