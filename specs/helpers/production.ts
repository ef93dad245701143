import { randomBytes } from 'node:crypto'
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { waitForRender } from './app'
import { retype } from './field-input'
import { currentPath, expectPath, screen } from './screen'

/**
 * What the production specs (specs/production/) share. They run the production build served by
 * nginx with deploy/nginx.conf in front of the mock's HTTP server (`node scripts/e2e.mjs --production`), whose data
 * every spec shares for the whole run and which no reload resets: names a spec creates carry a
 * random suffix, and a spec only reads seeded data no other spec changes.
 */

/** The seeded silo and the password of its users (README "The production build…"). */
export const SILO = 'default-silo'
export const PASSWORD = 'oxide'
export const LOGIN_PATH = pb.login({ silo: SILO })

/** A name no other spec (or earlier run against the same server) has used: `prefix-xxxxxx`. */
export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`

/** Opens `path` in the browser and waits until the app has rendered into #root. */
export async function openConsole(path: string) {
  await browser.url(new URL(path, browser.options.baseUrl).href)
  await waitForRender(path)
}

/** Fills the local sign-in form (over whatever it holds) and submits it. */
export async function submitSignIn(username: string, password = PASSWORD) {
  const { getByRole, getByLabelText } = screen()
  await retype(await getByRole('textbox', { name: 'Username' }), username)
  // a password field has no textbox role
  await retype(await getByLabelText('Password', { exact: false }), password)
  await (await getByRole('button', { name: 'Sign in' })).click()
}

/**
 * The sign-in page, sent there by the console with `redirect_uri` naming where the user was. A
 * tab that has had no session yet cannot know the silo: there the user names it first.
 */
export async function expectSignInPage(redirectUri: string) {
  await browser.waitUntil(
    async () =>
      (await currentPath()) === LOGIN_PATH ||
      (await screen().queryByRole('textbox', { name: 'Silo' })) !== null,
    { timeoutMsg: `neither at ${LOGIN_PATH} nor asked for the silo` },
  )
  if ((await currentPath()) !== LOGIN_PATH) {
    await retype(await screen().getByRole('textbox', { name: 'Silo' }), SILO)
    await (await screen().getByRole('button', { name: 'Continue' })).click()
  }
  await expectPath(LOGIN_PATH)
  expect(new URL(await browser.getUrl()).searchParams.get('redirect_uri')).toBe(redirectUri)
  await screen().findByRole('heading', { name: 'Sign in', level: 1 })
}

/**
 * Opens `path` signed out as a user would: the console sends the browser to sign in, and after
 * signing in the user is at `path`. Returns once there. The tests of a spec share the browser,
 * so the session an earlier test signed in with is dropped first.
 */
export async function signInAt(path: string, username = 'hannah') {
  await browser.deleteCookies()
  await openConsole(path)
  await expectSignInPage(path)
  await submitSignIn(username)
  await expectPath(path)
}

/** The status of `GET path` sent from the page, with the browser's cookies, through the proxy. */
export const statusOf = (path: string) =>
  browser.execute(async (path) => (await fetch(path)).status, path)
