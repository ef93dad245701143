import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { logInOnDevice, openApp, signIn } from './helpers/app'
import { analyze, expectNoSeriousA11yViolations } from './helpers/axe'
import { copiedText, recordClipboard } from './helpers/clipboard'
import { openFailing } from './helpers/faults'
import { sentBodies, sentRequests } from './helpers/requests'
import { currentPath, expectPath, expectShown, expectToast, screen } from './helpers/screen'

/** Opens the console as a seeded mock user (README "The preview"), or signed out. */
const openAs = (path: string, user = 'hannah') =>
  openApp(`${path}${path.includes('?') ? '&' : '?'}mock-user=${user}`)

/** Where the preview keeps its settings for the tab (mirage/settings.ts MOCK_SETTINGS_KEY). */
const MOCK_SETTINGS_KEY = 'oxide-console:mock-settings'

const WRONG_CREDENTIALS = 'Could not sign in. Check your username and password.'

/**
 * These pages are short enough to read as one outline: axe's moderate heading-order and region
 * rules, which the shared scan only reports, must find nothing here.
 */
async function expectWellFormedOutline() {
  const { violations } = await analyze({ rules: ['heading-order', 'region'] })
  expect(violations.map((violation) => violation.id)).toEqual([])
}

/** The page's headings in document order, as `h<level> <text>`. */
const outline = () =>
  browser.execute(() =>
    Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4')).map(
      (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim()}`,
    ),
  )

/** The mock's device flow as a command-line client runs it (form-encoded, RFC 8628). */
const startCliLogin = () =>
  browser.execute(async () => {
    const response = await fetch('/device/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'client_id=6ad0e8d2-84b3-4f3b-9a47-2a5e2c1e8a01',
    })
    return ((await response.json()) as { user_code: string }).user_code
  })

/** A real paste: the text goes through the clipboard with the keyboard, as a user does it. */
async function paste(field: WebdriverIO.Element, text: string) {
  await browser.execute((value) => {
    const source = document.createElement('textarea')
    source.id = 'e2e-clipboard-source'
    source.value = value
    document.body.append(source)
    source.select()
  }, text)
  const ctrl = process.platform === 'darwin' ? 'Meta' : 'Control'
  await browser.keys([ctrl, 'c'])
  await browser.execute(() => document.getElementById('e2e-clipboard-source')?.remove())
  await field.click()
  await browser.keys([ctrl, 'v'])
}

describe('sign-in', () => {
  it('shows the local sign-in form in the split layout', async () => {
    await openAs(pb.login({ silo: 'default-silo' }))
    const { findByRole, getByRole } = screen()
    await expect(await findByRole('heading', { name: 'Sign in', level: 1 })).toBeDisplayed()
    await expect(browser).toHaveTitle('Sign in / Oxide Console')
    await expect(await getByRole('img', { name: 'A populated Oxide rack' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
  })

  it('requires a username and password and sends nothing without them', async () => {
    await openAs(pb.login({ silo: 'default-silo' }))
    const { findByRole, findByText } = screen()
    await (await findByRole('button', { name: 'Sign in' })).click()
    await expect(await findByText('Username is required')).toBeDisplayed()
    await expect(await findByText('Password is required')).toBeDisplayed()
    expect(await sentRequests(/\/login\//)).toEqual([])
  })

  it('says so on a wrong password, keeps the username and stays signed out', async () => {
    await openAs(pb.login({ silo: 'default-silo' }), 'signed-out')
    await screen().findByRole('heading', { name: 'Sign in' })
    await signIn('ada', 'not-the-password')
    const { findByText, getByRole } = screen()
    await expect(await findByText(WRONG_CREDENTIALS)).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Username' })).toHaveValue('ada')
    await expect(await currentPath()).toBe(pb.login({ silo: 'default-silo' }))
    await expectNoSeriousA11yViolations()
    // the error sits under the page's title, one level down
    expect(await outline()).toEqual(['h1 Sign in', 'h2 Error'])
    await expectWellFormedOutline()
  })

  it('signs in and lands on the same-origin redirect_uri', async () => {
    await openAs(
      `${pb.login({ silo: 'default-silo' })}?redirect_uri=%2Fsettings%2Fprofile`,
      'signed-out',
    )
    await screen().findByRole('heading', { name: 'Sign in' })
    await signIn('ada', 'oxide')
    await expectPath(pb.profile())
    await expect(await screen().findByText('Ada Lovelace', { selector: 'dd' })).toBeDisplayed()
  })

  it('ignores a redirect_uri to another site', async () => {
    await openAs(
      `${pb.login({ silo: 'default-silo' })}?redirect_uri=https%3A%2F%2Fevil.example%2F`,
      'signed-out',
    )
    await screen().findByRole('heading', { name: 'Sign in' })
    await signIn('hannah', 'oxide')
    await expectPath(pb.projects())
  })

  it('signs in through the SAML identity provider and comes back to redirect_uri', async () => {
    await openAs(
      `${pb.loginSaml({ silo: 'default-silo', provider: 'mock-idp' })}?redirect_uri=%2Fsettings%2Fprofile`,
      'signed-out',
    )
    const { findByRole } = screen()
    await expect(await findByRole('heading', { name: 'Sign in', level: 1 })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
    await (await findByRole('button', { name: 'Sign in with mock-idp' })).click()
    // a browser navigation to the server's redirect endpoint, where the preview's
    // identity provider answers; the console posted nothing to the assertion endpoint
    await expectPath('/login/default-silo/saml/mock-idp/redirect')
    expect(new URL(await browser.getUrl()).searchParams.get('redirect_uri')).toBe(pb.profile())
    await expect(
      await screen().findByRole('heading', { name: 'Mock identity provider', level: 1 }),
    ).toBeDisplayed()
    expect(await sentRequests(/^POST \/login\//)).toEqual([])
    await expectNoSeriousA11yViolations()
    await (await screen().findByRole('button', { name: 'Continue as hannah' })).click()
    await expectPath(pb.profile())
    await expect(await screen().findByText('Hannah Arendt', { selector: 'dd' })).toBeDisplayed()
    // the identity provider's post carried its response, not an empty body
    const posted = await sentBodies('POST /login/default-silo/saml/mock-idp')
    expect(posted.map((body) => new URLSearchParams(body ?? '').has('SAMLResponse'))).toEqual([
      true,
    ])
  })

  it('shows the error of an unknown SAML provider', async () => {
    await openAs(pb.loginSaml({ silo: 'default-silo', provider: 'no-such-idp' }), 'signed-out')
    await (await screen().findByRole('button', { name: 'Sign in with no-such-idp' })).click()
    await (await screen().findByRole('button', { name: 'Continue as hannah' })).click()
    await expect(
      await screen().findByText('Not found: identity provider with name "no-such-idp"'),
    ).toBeDisplayed()
    expect(await outline()).toEqual(['h1 Mock identity provider', 'h2 Error'])
  })
})

describe('sessions', () => {
  it('signs out from the user menu: the session ends and the console goes to sign-in', async () => {
    await openAs(`${pb.projects()}?chaos=0`)
    const { findByRole } = screen()
    await (await findByRole('button', { name: 'User menu' })).click()
    await (await findByRole('menuitem', { name: 'Sign out' })).click()
    // the user's own silo, as /v1/me named it
    await expectPath(pb.login({ silo: 'default-silo' }))
    const status = await browser.execute(async () => (await fetch('/v1/me')).status)
    expect(status).toBe(401)
    // the preview's own settings outlast the sign-out: delay and chaos are kept, and
    // a reload stays signed out
    const settings = await browser.execute(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>,
      MOCK_SETTINGS_KEY,
    )
    expect(settings).toMatchObject({ delay: 0, chaos: 0 })
    await browser.refresh()
    await screen().findByRole('heading', { name: 'Sign in', level: 1 })
    const afterReload = await browser.execute(async () => (await fetch('/v1/me')).status)
    expect(afterReload).toBe(401)
  })

  it('signs out when the server does not confirm it, and says so', async () => {
    await openFailing(pb.projects(), { method: 'POST', path: '/v1/logout', status: 500 })
    const { findByRole } = screen()
    await (await findByRole('button', { name: 'User menu' })).click()
    await (await findByRole('menuitem', { name: 'Sign out' })).click()
    await expectPath(pb.login({ silo: 'default-silo' }))
    await findByRole('heading', { name: 'Sign in', level: 1 })
    await expectToast('Sign-out not confirmed')
    await expectToast(
      'You are signed out in this browser, but the server did not confirm that your session ended: Internal Server Error',
    )
    await expectNoSeriousA11yViolations()
    // the console keeps nothing of the user: its user menu is gone with the signed-in layout
    expect(await screen().queryByRole('button', { name: 'User menu' })).toBeNull()
  })

  it('asks a tab that has had no session for its silo, making none up', async () => {
    await openAs(pb.login({ silo: 'default-silo' }), 'signed-out')
    await browser.execute(() => sessionStorage.removeItem('oxide.sessionSilo'))
    await openAs('/login?redirect_uri=%2Fsettings%2Fprofile', 'signed-out')
    const { findByRole, getByRole } = screen()
    await findByRole('heading', { name: 'Sign in', level: 1 })
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
    await (await getByRole('button', { name: 'Continue' })).click()
    await expectShown('Silo is required')
    expect(await currentPath()).toBe('/login')
    await (await getByRole('textbox', { name: 'Silo' })).setValue('default-silo')
    await (await getByRole('button', { name: 'Continue' })).click()
    await expectPath(pb.login({ silo: 'default-silo' }))
    expect(new URL(await browser.getUrl()).searchParams.get('redirect_uri')).toBe(pb.profile())
    await signIn('hannah', 'oxide')
    await expectPath(pb.profile())
  })

  it("signs out from an error page's Sign out button", async () => {
    await openAs('/no/such/page')
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Page not found', level: 1 })
    await (await findByRole('button', { name: 'Sign out' })).click()
    await expectPath(pb.login({ silo: 'default-silo' }))
    await findByRole('heading', { name: 'Sign in', level: 1 })
    const status = await browser.execute(async () => (await fetch('/v1/me')).status)
    expect(status).toBe(401)
  })

  it('a 401 mid-session sends the user to sign in, and back where they were after', async () => {
    await openAs(pb.profile())
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Profile' })
    // the session ends behind the console's back (it expired)
    await (await findByRole('button', { name: 'Mock session' })).click()
    await (await findByRole('menuitem', { name: 'End the session' })).click()
    await (await findByRole('link', { name: 'SSH Keys' })).click()
    await expectPath(pb.login({ silo: 'default-silo' }))
    expect(new URL(await browser.getUrl()).searchParams.get('redirect_uri')).toBe(pb.sshKeys())
    await screen().findByRole('heading', { name: 'Sign in' })
    await signIn('hannah', 'oxide')
    await expectPath(pb.sshKeys())
    await expect(await screen().findByRole('link', { name: 'laptop' })).toBeDisplayed()
  })

  it('a 401 on a detail page sends the user to sign in with no error page on the way', async () => {
    // until the redirect to sign in (a document load) commits, the page shows what it rendered
    // for the 401: every document's headings are written down, in the tab's sessionStorage, which
    // outlives the load
    const watch = await browser.addInitScript(() => {
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem('headings-seen') ?? '[]') as string[]
        for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '')
        sessionStorage.setItem('headings-seen', JSON.stringify(seen))
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    const instancePage = pb.instanceStorage({ project: 'mock-project', instance: 'db1' })
    const failing = ['/v1/projects/mock-project', '/v1/instances/db1'].map((path) => [
      'mock-fail',
      `GET ${path} 401`,
    ])
    await openApp(`${instancePage}?${new URLSearchParams([['mock-user', 'hannah'], ...failing])}`, {
      // a rack's latency: the page renders before the 401 arrives
      mockDelay: '300',
    })
    await expectPath(pb.login({ silo: 'default-silo' }))
    await screen().findByRole('heading', { name: 'Sign in', level: 1 })
    await watch.remove()
    const headings = await browser.execute(
      () => JSON.parse(sessionStorage.getItem('headings-seen') ?? '[]') as string[],
    )
    expect(new URL(await browser.getUrl()).searchParams.get('redirect_uri')).toMatch(
      new RegExp(`^${instancePage}\\?`),
    )
    expect(headings).toContain('Sign in')
    expect(
      headings.filter((heading) => /Something went wrong|Page not found/.test(heading)),
    ).toEqual([])
  })

  it('tells a user with no groups and no role that the identity provider is misconfigured', async () => {
    await openAs(pb.projects(), 'newcomer')
    const notice = await screen().findByRole('heading', {
      name: 'Your identity provider is probably misconfigured',
      level: 2,
    })
    await expect(notice).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
  })

  it('shows no such notice to a user with a role', async () => {
    await openAs(pb.projects(), 'alan')
    await screen().findByRole('heading', { name: 'Projects' })
    expect(await screen().queryByText('Your identity provider is probably misconfigured')).toBe(
      null,
    )
  })
})

describe('device login', () => {
  async function openDevicePage() {
    await openAs(pb.deviceVerify())
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Device Authentication', level: 1 })
    return {
      field: await findByRole('textbox', { name: 'Enter the code shown on your device' }),
      submit: await findByRole('button', { name: 'Log in on device' }),
    }
  }

  it('shows the device page in the centred layout', async () => {
    await openDevicePage()
    await expect(browser).toHaveTitle('Device Authentication / Oxide Console')
    await expect(await screen().findByRole('img', { name: 'Oxide' })).toBeDisplayed()
    expect(await outline()).toEqual(['h1 Device Authentication'])
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
  })

  it('takes only letters when typing, with a dash after the fourth (SPEC §9: index 3)', async () => {
    const { field, submit } = await openDevicePage()
    await field.click()
    await browser.keys(['a', 'b', '1', 'c', '-', ' ', 'd'])
    await expect(field).toHaveValue('abcd')
    await browser.keys(['e'])
    await expect(field).toHaveValue('abcd-e')
    await expect(submit).toBeDisabled()
    await browser.keys(['f', 'g'])
    await expect(field).toHaveValue('abcd-efg')
    await expect(submit).toBeDisabled()
    await browser.keys(['h', 'i'])
    await expect(field).toHaveValue('abcd-efgh')
    await expect(submit).toBeEnabled()
  })

  it('rejects a code no device asked for with "Code is invalid", keeping it', async () => {
    const { field, submit } = await openDevicePage()
    await field.click()
    await browser.keys('zzzzzzzz'.split(''))
    await expect(field).toHaveValue('zzzz-zzzz')
    await submit.click()
    await expect(await screen().findByText('Code is invalid')).toBeDisplayed()
    await expect(field).toHaveValue('zzzz-zzzz')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
    expect(await sentBodies('POST /device/confirm')).toEqual([
      JSON.stringify({ user_code: 'ZZZZ-ZZZZ' }),
    ])
  })

  it('the preview simulates a CLI login whose code the device page confirms', async () => {
    await openAs(pb.projects())
    const { findByRole, findByText } = screen()
    await (await findByRole('button', { name: 'Mock session' })).click()
    // who this tab is signed in as is marked, and not offered again
    await expect(
      await findByRole('menuitem', { name: /^Signed in as Hannah Arendt/ }),
    ).toHaveAttribute('aria-disabled', 'true')
    await (await findByRole('menuitem', { name: 'Start a CLI login' })).click()
    await expect(await findByRole('dialog', { name: 'Simulated CLI login' })).toBeDisplayed()
    const code = await (await findByText(/^[A-Z]{4}-[A-Z]{4}$/)).getText()
    await recordClipboard()
    await (await findByRole('button', { name: 'Copy code' })).click()
    expect(await copiedText()).toBe(code)
    await expectNoSeriousA11yViolations()
    await (await findByRole('link', { name: /^Open .*\/device\/verify$/ })).click()
    await expectPath(pb.deviceVerify())
    await logInOnDevice(code)
  })

  it('confirms a pasted code from the CLI and shows the success screen', async () => {
    const { field } = await openDevicePage()
    const userCode = await startCliLogin()
    expect(userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
    // as printed by a CLI, in lower case and with noise around it; paste keeps the letters
    await paste(field, ` ${userCode.toLowerCase()} (expires in 5m) `)
    await expect(field).toHaveValue(userCode.toLowerCase())
    await (await screen().findByRole('button', { name: 'Log in on device' })).click()
    await expectPath(pb.deviceSuccess())
    const { findByRole, findByText } = screen()
    await expect(
      await findByRole('heading', { name: 'Device logged in', level: 1 }),
    ).toBeDisplayed()
    await expect(await findByText('You can close this window')).toBeDisplayed()
    // sent as the server made it, dash and all: the server finds the request by that string
    expect(await sentBodies('POST /device/confirm')).toEqual([
      JSON.stringify({ user_code: userCode }),
    ])
    await expect(browser).toHaveTitle('Device logged in / Oxide Console')
    await expectNoSeriousA11yViolations()
    await expectWellFormedOutline()
    // not a dead end: the tab that confirmed the code is often the console's own
    await (await findByRole('link', { name: 'Back to console' })).click()
    await expectPath(pb.projects())
  })
})
