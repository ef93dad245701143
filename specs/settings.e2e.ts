import { createHash } from 'node:crypto'
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { followToForm, logInOnDevice, navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { sentRequests } from './helpers/requests'
import { rowAction, waitForRow } from './helpers/rows'
import { expectPath, expectShown, screen } from './helpers/screen'

/**
 * A public key's SHA-256 fingerprint as `ssh-keygen -l` prints it, by node's own hash: the
 * unpadded base64 of the digest of the key blob.
 */
const fingerprintOf = (publicKey: string) =>
  `SHA256:${createHash('sha256')
    .update(Buffer.from(publicKey.split(' ')[1], 'base64'))
    .digest('base64')
    .replace(/=+$/, '')}`

/** Opens the console signed in as the default mock user (README "The preview"). */
const open = (path: string) => openApp(`${path}?mock-user=hannah`)

/** An ed25519 public key in OpenSSH form, built in the page: type, then 32 key bytes. */
const validKey = (fill: number) =>
  browser.execute((byte) => {
    const type = 'ssh-ed25519'
    const bytes = [0, 0, 0, type.length, ...Array.from(type, (c) => c.charCodeAt(0))]
    bytes.push(0, 0, 0, 32, ...new Array(32).fill(byte))
    return `${type} ${btoa(String.fromCharCode(...bytes))} e2e@test`
  }, fill)

const INVALID_DATA = 'The key data is not valid: copy the whole key, on one line'
const INVALID_SHAPE =
  'Must be an OpenSSH public key: the key type, the key data and an optional comment, e.g. ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… you@host'

async function openAddForm() {
  await open(pb.sshKeys())
  return followToForm('New SSH key', pb.sshKeysNew(), 'Add SSH key')
}

async function fillKey(name: string, publicKey: string) {
  const { getByRole } = screen()
  await (await getByRole('textbox', { name: 'Name' })).setValue(name)
  await (await getByRole('textbox', { name: 'Public key' })).setValue(publicKey)
}

const posts = () => sentRequests('POST /v1/me/ssh-keys')

/** Deleted elsewhere (another tab, the CLI) while this page still lists it. */
const deleteBehindTheConsole = (path: string) =>
  browser.execute(async (url) => (await fetch(url, { method: 'DELETE' })).status, path)

describe('settings', () => {
  it('/settings shows the profile: name, id, silo and groups', async () => {
    await open(pb.settings())
    await expectPath(pb.profile())
    const { findByRole, findByText } = screen()
    await expect(await findByRole('heading', { name: 'Profile', level: 1 })).toBeDisplayed()
    await expect(browser).toHaveTitle('Profile / Settings / Oxide Console')
    await expect(await findByText('Hannah Arendt', { selector: 'dd' })).toBeDisplayed()
    await expect(await findByText('default-silo', { selector: 'dd' })).toBeDisplayed()
    await expect(await findByText('platform-admins')).toBeDisplayed()
    await expect(await findByText('web-devs')).toBeDisplayed()
    await expect(await findByRole('button', { name: 'Copy user ID' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('a user without groups sees that on the profile', async () => {
    await openApp(`${pb.profile()}?mock-user=newcomer`)
    await expect(await screen().findByText('You are not in any group')).toBeDisplayed()
  })
})

describe('SSH keys', () => {
  it('lists the keys with their fingerprints, as ssh-keygen -l prints them', async () => {
    await open(pb.sshKeyEdit({ sshKey: 'laptop' }))
    const { findByRole, findByText } = screen()
    const laptopKey = await (await findByText(/^ssh-ed25519 AAAA/)).getText()
    await (await findByRole('button', { name: 'Close' })).click()
    await expectPath(pb.sshKeys())
    await expect(await findByRole('heading', { name: 'SSH Keys', level: 1 })).toBeDisplayed()
    await expect(await findByRole('link', { name: 'build-server' })).toBeDisplayed()
    const laptop = `${fingerprintOf(laptopKey)} (ED25519)`
    await waitForRow('laptop', (text) => text.includes(laptop), `without ${laptop}`)
    // the other key has a fingerprint of its own
    await waitForRow(
      'build-server',
      (text) => /SHA256:[A-Za-z0-9+/]{43} \(ED25519\)/.test(text) && !text.includes(laptop),
      'without a fingerprint of its own',
    )
    await expectNoSeriousA11yViolations()
  })

  it('adds a key, with a toast and the new row', async () => {
    await openAddForm()
    await expect(browser).toHaveTitle('New SSH key / SSH Keys / Settings / Oxide Console')
    await expectNoSeriousA11yViolations()
    await fillKey('e2e-key', await validKey(9))
    await (await screen().getByRole('textbox', { name: 'Description (Optional)' })).setValue(
      'made by a spec',
    )
    await (await screen().getByRole('button', { name: 'Add SSH key' })).click()
    await expect(await screen().findByText('SSH key e2e-key added')).toBeDisplayed()
    await expectPath(pb.sshKeys())
    await expect(await screen().findByRole('link', { name: 'e2e-key' })).toBeDisplayed()
  })

  it('requires a name and a public key and sends nothing without them', async () => {
    await openAddForm()
    const { getByRole } = screen()
    await (await getByRole('button', { name: 'Add SSH key' })).click()
    await expectShown('Name is required')
    await expectShown('Public key is required')
    expect(await posts()).toEqual([])
  })

  for (const [label, publicKey, message] of [
    ['text that is no key', 'hello', INVALID_SHAPE],
    ['key data that is not base64', 'ssh-ed25519 not*base64', INVALID_DATA],
    [
      'a private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----',
      'This is a private key: paste the public key (the .pub file) instead',
    ],
  ]) {
    it(`rejects ${label} with a clear message and sends nothing`, async () => {
      await openAddForm()
      await fillKey('bad-key', publicKey)
      await (await screen().getByRole('button', { name: 'Add SSH key' })).click()
      await expectShown(message)
      expect(await posts()).toEqual([])
    })
  }

  it('shows the server error for a duplicate name, keeping what was typed', async () => {
    await openAddForm()
    const key = await validKey(3)
    await fillKey('laptop', key)
    await (await screen().getByRole('button', { name: 'Add SSH key' })).click()
    await expectShown('SSH key name already exists')
    const dialog = await screen().findByRole('dialog', { name: 'Add SSH key' })
    await expect(dialog).toBeDisplayed()
    await expect(await screen().getByRole('textbox', { name: 'Public key' })).toHaveValue(key)
  })

  it('shows a server failure, keeping the form open', async () => {
    await openAddForm()
    await fillKey('fail-500', await validKey(4))
    await (await screen().getByRole('button', { name: 'Add SSH key' })).click()
    await expectShown('Internal Server Error')
    await expect(await screen().getByRole('textbox', { name: 'Name' })).toHaveValue('fail-500')
  })

  it('views a key to read and copy it', async () => {
    await open(pb.sshKeys())
    await (await screen().findByRole('link', { name: 'laptop' })).click()
    await expectPath(pb.sshKeyEdit({ sshKey: 'laptop' }))
    const { findByRole, findByText } = screen()
    const panel = await findByRole('dialog', { name: 'SSH key laptop' })
    await expect(panel).toBeDisplayed()
    const key = await findByText(/^ssh-ed25519 AAAA\S+ laptop@oxide\.example$/)
    await expect(key).toBeDisplayed()
    // the panel names the key by its fingerprint too (the list behind it shows the same)
    await expect(panel).toHaveText(
      expect.stringContaining(`${fingerprintOf(await key.getText())} (ED25519)`),
    )
    await expect(await findByRole('button', { name: 'Copy public key' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await findByRole('button', { name: 'Close' })).click()
    await expectPath(pb.sshKeys())
  })

  it('an unknown key shows the not-found page', async () => {
    await open(pb.sshKeyEdit({ sshKey: 'no-such-key' }))
    await expect(await screen().findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
  })

  it('deletes a key after confirmation', async () => {
    await open(pb.sshKeys())
    await screen().findByRole('link', { name: 'laptop' })
    await rowAction('laptop', 'Delete')
    const { findByRole, findByText } = screen()
    await expect(await findByRole('alertdialog', { name: 'Delete SSH key' })).toBeDisplayed()
    await (await findByRole('button', { name: 'Delete' })).click()
    await expect(await findByText('SSH key laptop deleted')).toBeDisplayed()
    await browser.waitUntil(
      async () => (await screen().queryByRole('link', { name: 'laptop' })) === null,
    )
  })

  it('shows why a delete failed: the key was already deleted elsewhere', async () => {
    await open(pb.sshKeys())
    await screen().findByRole('link', { name: 'laptop' })
    expect(await deleteBehindTheConsole('/v1/me/ssh-keys/laptop')).toBe(204)
    await rowAction('laptop', 'Delete')
    await (await screen().findByRole('button', { name: 'Delete' })).click()
    await expect(await screen().findByText('Could not delete SSH key')).toBeDisplayed()
    await expect(await screen().findByText('Not found: ssh-key with name "laptop"')).toBeDisplayed()
  })
})

/** The table's row headers (the tokens' ids) in order, once there are `count` of them. */
async function rowHeaders(count: number) {
  return browser.waitUntil(
    async () => {
      const headers = await screen().queryAllByRole('rowheader')
      if (headers.length !== count) return false
      return Promise.all(headers.map((header) => header.getText())).catch(() => false as const)
    },
    { timeoutMsg: `the table did not list ${count} tokens` },
  )
}

describe('access tokens', () => {
  it('lists the tokens with id, created and expiry', async () => {
    await open(pb.accessTokens())
    const { findByRole, findAllByRole, findByText } = screen()
    await expect(await findByRole('heading', { name: 'Access Tokens', level: 1 })).toBeDisplayed()
    await findByText('Never')
    // two seeded tokens, each with its row actions
    expect((await findAllByRole('button', { name: /^Actions for / })).length).toBe(2)
    await expectNoSeriousA11yViolations()
  })

  it('a confirmed device login adds a token, listed first as the newest', async () => {
    await open(pb.accessTokens())
    const seeded = await rowHeaders(2)
    await navigateInApp(pb.deviceVerify())
    const code = await browser.execute(async () => {
      const response = await fetch('/device/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'client_id=6ad0e8d2-84b3-4f3b-9a47-2a5e2c1e8a01',
      })
      return ((await response.json()) as { user_code: string }).user_code
    })
    await logInOnDevice(code)
    // back into the console without a reload, so the mock keeps its data
    await navigateInApp(pb.accessTokens())
    // the contract's list sorts by id only: the page puts the newest first
    const [first, ...rest] = await rowHeaders(3)
    expect({ isNew: !seeded.includes(first), rest: rest.sort() }).toEqual({
      isNew: true,
      rest: [...seeded].sort(),
    })
  })

  it('deletes a token after confirmation', async () => {
    await open(pb.accessTokens())
    const { findAllByRole, findByRole, findByText } = screen()
    const [first] = await findAllByRole('button', { name: /^Actions for / })
    await first.click()
    await (await findByRole('menuitem', { name: 'Delete' })).click()
    await (await findByRole('button', { name: 'Delete' })).click()
    await expect(await findByText('Access token deleted')).toBeDisplayed()
    await browser.waitUntil(
      async () => (await screen().queryAllByRole('button', { name: /^Actions for / })).length === 1,
    )
  })

  it('shows why a delete failed: the token was already deleted elsewhere', async () => {
    await open(pb.accessTokens())
    const { findAllByRole, findByRole, findByText } = screen()
    const [first] = await findAllByRole('button', { name: /^Actions for / })
    const tokenId = ((await first.getAttribute('aria-label')) ?? '').replace('Actions for ', '')
    expect(await deleteBehindTheConsole(`/v1/me/access-tokens/${tokenId}`)).toBe(204)
    await first.click()
    await (await findByRole('menuitem', { name: 'Delete' })).click()
    await (await findByRole('button', { name: 'Delete' })).click()
    await expect(await findByText('Could not delete access token')).toBeDisplayed()
    await expect(
      await findByText(`Not found: device access token with id "${tokenId}"`),
    ).toBeDisplayed()
  })
})
