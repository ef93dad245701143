/**
 * Sign out everywhere against the mock's HTTP server, whose sessions are the real server's
 * cookies: grace's browser holds a session, a silo admin signs her out everywhere (the contract's
 * user_logout: every token and session), and her browser's next call is a 401 that sends it to
 * sign in. One browser plays both, holding grace's cookie, then the admin's, then grace's again:
 * what two browsers would each send.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SEED_USERS } from '~/mirage/seeds/seed-users'
import { expectSignInPage, openConsole, signInAt } from '../helpers/production'
import { confirmDialog, expectShown, expectToast, screen } from '../helpers/screen'

const GRACE = SEED_USERS.projectCollaborator.displayName

describe('sign out everywhere on the production build', () => {
  it('ends grace’s session in her browser', async () => {
    await signInAt(pb.profile(), SEED_USERS.projectCollaborator.username)
    const [graceSession] = await browser.getCookies({ name: 'session' })
    /** The browser as grace's: her session cookie only. */
    const asGrace = async () => {
      await browser.deleteCookies()
      await browser.setCookies({ name: 'session', value: graceSession.value, httpOnly: true })
      await openConsole(pb.profile())
    }
    // her cookie alone signs her in, before
    await asGrace()
    await expectShown(GRACE)

    await signInAt(pb.directoryUsers(), SEED_USERS.siloAdmin.username)
    await (await screen().findByRole('link', { name: GRACE })).click()
    const sessions = await screen().findByRole('region', { name: 'Sessions' })
    // her seeded sign-ins and the one this browser made
    await expect(sessions).toHaveText(expect.stringContaining('Showing 1–3'))
    await (await screen().findByRole('button', { name: 'Sign out everywhere' })).click()
    await confirmDialog(`Sign ${GRACE} out everywhere`, 'Sign out everywhere')
    await expectToast(`${GRACE} signed out everywhere`)
    await expectShown('No sessions')

    // and after, the same cookie is refused: her browser is sent to sign in
    await asGrace()
    await expectSignInPage(pb.profile())
  })
})
