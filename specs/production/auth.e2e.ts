/**
 * Sessions on the production path: the server's session cookie through the proxy,
 * sign-in where `redirect_uri` says, a 401 mid-session and back, sign out.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { logInOnDevice } from '../helpers/app'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import {
  expectSignInPage,
  LOGIN_PATH,
  openConsole,
  SILO,
  signInAt,
  statusOf,
  submitSignIn,
} from '../helpers/production'
import { expectPath, expectShown, screen } from '../helpers/screen'

const WRONG_CREDENTIALS = 'Could not sign in. Check your username and password.'

describe('signing in to the production build', () => {
  it('sends a visitor without a session to sign in, then where redirect_uri says', async () => {
    const disks = pb.disks({ project: 'mock-project' })
    await browser.deleteCookies()
    await openConsole(disks)
    await expectSignInPage(disks)
    const { findByRole, findByText, getByRole, queryByRole, queryByText } = screen()
    await expect(browser).toHaveTitle('Sign in / Oxide Console')
    await expect(await findByText(SILO)).toBeDisplayed()
    // what a production user sees: no preview banner, no list of mock users, no mock IdP
    expect(await queryByRole('region', { name: 'Technical preview' })).toBeNull()
    expect(await queryByRole('region', { name: 'Users of this preview' })).toBeNull()
    expect(await queryByRole('button', { name: 'Mock session' })).toBeNull()
    expect(await queryByText(/mock-idp/)).toBeNull()

    // the server's 401 for a wrong password is a form error, not a trip to sign-in
    await submitSignIn('hannah', 'not-the-password')
    await expect(await findByText(WRONG_CREDENTIALS)).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Username' })).toHaveValue('hannah')
    await expectSignInPage(disks)
    await expectNoSeriousA11yViolations()

    await submitSignIn('hannah')
    await expectPath(disks)
    await expect(await findByRole('heading', { name: 'Disks', level: 1 })).toBeDisplayed()
    await expect(await findByRole('link', { name: 'data-attached details' })).toBeDisplayed()
    // the session lives in the server's cookie, out of the page's reach (HttpOnly)
    expect((await browser.getCookies({ name: 'session' }))[0]).toMatchObject({ httpOnly: true })
    expect(await browser.execute(() => document.cookie)).not.toContain('session=')
    expect(await statusOf('/v1/me')).toBe(200)
    await expectNoSeriousA11yViolations()
  })

  it('a 401 mid-session sends the user to sign in, and back where they were after', async () => {
    await signInAt(pb.profile(), 'ada')
    const { findByRole } = screen()
    await expect(await findByRole('heading', { name: 'Profile', level: 1 })).toBeDisplayed()
    await expectShown('Ada Lovelace')
    // the session ends behind the console's back (the browser dropped the cookie)
    await browser.deleteCookies({ name: 'session' })
    await (await findByRole('link', { name: 'SSH Keys' })).click()
    await expectSignInPage(pb.sshKeys())
    await submitSignIn('ada')
    await expectPath(pb.sshKeys())
    await expect(
      await screen().findByRole('heading', { name: 'SSH Keys', level: 1 }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it("confirms a CLI's device code as the server made it, dash and all, and the CLI gets its token", async () => {
    await signInAt(pb.projects())
    await openConsole(pb.deviceVerify())
    // the CLI's side of RFC 8628: form-encoded, through the same proxy as the console
    const cli = (path: string, fields: Record<string, string>) =>
      browser.execute(
        async (url, body) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(body).toString(),
            credentials: 'omit',
          })
          return { status: response.status, body: await response.json() }
        },
        path,
        fields,
      )
    const clientId = '6ad0e8d2-84b3-4f3b-9a47-2a5e2c1e8a01'
    const auth = await cli('/device/auth', { client_id: clientId })
    const { user_code: userCode, device_code: deviceCode } = auth.body as {
      user_code: string
      device_code: string
    }
    expect(userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
    await logInOnDevice(userCode)
    const token = await cli('/device/token', {
      client_id: clientId,
      device_code: deviceCode,
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    })
    expect(token.status).toBe(200)
    expect(token.body).toMatchObject({ token_type: 'Bearer' })
  })

  it('signs out from the user menu: the server ends the session, the console goes to sign-in', async () => {
    await signInAt(pb.projects())
    const { findByRole } = screen()
    await expect(await findByRole('heading', { name: 'Projects', level: 1 })).toBeDisplayed()
    await (await findByRole('button', { name: 'User menu' })).click()
    await (await findByRole('menuitem', { name: 'Sign out' })).click()
    // the user's own silo, as /v1/me named it
    await expectPath(LOGIN_PATH)
    await screen().findByRole('heading', { name: 'Sign in', level: 1 })
    expect(await browser.getCookies({ name: 'session' })).toEqual([])
    expect(await statusOf('/v1/me')).toBe(401)
    // nothing of the console opens again without signing in
    await openConsole(pb.projects())
    await expectSignInPage(pb.projects())
  })
})
