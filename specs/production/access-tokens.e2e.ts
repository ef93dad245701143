/**
 * A token made in the console against the mock's HTTP server, through nginx: the device flow's
 * form-encoded calls pass the proxy, the token is accepted as `Authorization: Bearer` by a client
 * with no cookie (the command-line tool's way), and after the dialog closes it is on neither the
 * device (the warm start's IndexedDB copy, the last screen in localStorage, sessionStorage) nor
 * the page, a reload included.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SEED_USERS } from '~/mirage/seeds/seed-users'
import { retype } from '../helpers/field-input'
import { keptOnDevice } from '../helpers/kept-on-device'
import { openConsole, signInAt } from '../helpers/production'
import { screen } from '../helpers/screen'

const SECRET = /^oxide-token-[0-9a-f]{40}$/

/** `GET /v1/me` from Node, through nginx, with the bearer token and no cookie. */
async function meWithBearer(token: string) {
  const response = await fetch(new URL('/v1/me', browser.options.baseUrl), {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as { id?: string } }
}

describe('a token made in the console, on the production build', () => {
  it('is accepted as a bearer token by the mock server, and kept nowhere', async () => {
    await signInAt(pb.accessTokens(), SEED_USERS.siloAdmin.username)
    const { findByRole, getByRole, queryByRole } = screen()
    await (await findByRole('button', { name: 'New token' })).click()
    await findByRole('dialog', { name: 'New access token' })
    await retype(await getByRole('textbox', { name: 'Lifetime (Optional)' }), '1')
    await (await getByRole('button', { name: 'Make token' })).click()
    await findByRole('dialog', { name: 'Access token created' })
    const secret = String(await (await screen().findByText(SECRET)).getProperty('textContent'))
    await screen().findByText(/^Expires /)

    const me = await browser.execute(async () => (await (await fetch('/v1/me')).json()).id)
    const bearer = await meWithBearer(secret)
    expect(bearer.status).toBe(200)
    expect(bearer.body.id).toBe(me)
    // a token that is not one is refused: its last hex digit changed (to a digit it is not)
    const forged = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`
    expect((await meWithBearer(forged)).status).toBe(401)

    await (await getByRole('button', { name: 'Done' })).click()
    await browser.waitUntil(async () => (await queryByRole('dialog')) === null)
    // the warm start writes its copy a second after the answers (store/persist.ts): let it
    await browser.pause(1500)
    expect(await keptOnDevice({ document: true })).not.toContain(secret)
    // and a reload paints the last screen and restores the copy: still without it
    await openConsole(pb.accessTokens())
    await screen().findByRole('heading', { name: 'Access Tokens', level: 1 })
    expect(await keptOnDevice({ document: true })).not.toContain(secret)
    // the token itself lives on until deleted
    expect((await meWithBearer(secret)).status).toBe(200)
  })
})
