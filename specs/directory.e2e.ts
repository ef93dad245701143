/**
 * The silo's directory beside Silo Access: its users with their groups and its groups with their
 * members, a user's roles with where each comes from, and for a silo admin a user's sessions and
 * tokens with Sign out everywhere (the contract's user_logout: every token and session, which
 * cannot be undone). The preview's mock keeps one console session per sign-in, the tab's among
 * them (mirage/session-access.ts): ending the tab's own sends it to sign in. Another browser's
 * session ended by an admin is specs/production/directory.e2e.ts's, on the mock server's cookies.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SEED_USERS } from '~/mirage/seeds/seed-users'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults, openFailing } from './helpers/faults'
import { retype } from './helpers/field-input'
import { expectActionRefused, rowText } from './helpers/rows'
import { confirmDialog, currentPath, expectShown, expectToast, screen } from './helpers/screen'

const ADA = SEED_USERS.siloAdmin.displayName
const GRACE = SEED_USERS.projectCollaborator.displayName

/** Opens the directory's users as `username` and follows the link to `name`'s page. */
async function openUserPage(name: string, username: string = SEED_USERS.fleetAdmin.username) {
  await openApp(`${pb.directoryUsers()}?mock-user=${username}`)
  await (await screen().findByRole('link', { name })).click()
  await screen().findByRole('heading', { name, level: 1 })
  return (await currentPath()).split('/').pop() ?? ''
}

/** Waits until the section named `name` shows `count` rows of its list ('Showing 1–2'). */
async function expectListed(name: string, count: number) {
  const section = await screen().findByRole('region', { name })
  await expect(section).toHaveText(expect.stringContaining(`Showing 1–${count}`))
}

describe('the directory', () => {
  it('lists ada and grace with their groups, finds users by name, and a group’s members', async () => {
    await openApp(pb.directory())
    await expect(await rowText(ADA)).toContain('platform-admins')
    await expect(await rowText(GRACE)).toContain('kernel-devs')
    await expectNoSeriousA11yViolations()

    const { findByRole, queryByRole } = screen()
    await retype(await findByRole('searchbox', { name: 'Search by name' }), 'hop')
    await browser.waitUntil(async () => (await queryByRole('rowheader', { name: ADA })) === null, {
      timeoutMsg: 'the search left Ada listed',
    })
    await expect(await findByRole('rowheader', { name: GRACE })).toBeDisplayed()

    await (await findByRole('tab', { name: 'Groups' })).click()
    await (await findByRole('link', { name: 'kernel-devs' })).click()
    await findByRole('heading', { name: 'kernel-devs', level: 1 })
    // its crumb and the window's title name it, as a project's or an instance's do
    await expect(browser).toHaveTitle('kernel-devs / Groups / Directory / Oxide Console')
    const members = await findByRole('region', { name: 'Members' })
    await expect(await members.$(`aria/${GRACE}`)).toBeDisplayed()
    // the group's own role on mock-project (auth-seeds.ts)
    await expect(await rowText('Project mock-project')).toContain('Viewer')
    await expectNoSeriousA11yViolations()
  })

  it('takes hostile text in the search as plain text: it matches no name', async () => {
    await openApp(pb.directoryUsers())
    const search = await screen().findByRole('searchbox', { name: 'Search by name' })
    for (const hostile of [
      '<img src=x onerror=alert(1)>',
      '.*',
      '%00\\',
      "'; DROP TABLE users;--",
    ]) {
      await retype(search, hostile)
      await expectShown(`No user’s name contains “${hostile}”.`)
    }
  })

  it('shows a user’s roles with their source, sessions and tokens; Sign out everywhere ends them', async () => {
    await openUserPage(GRACE)
    await expect(browser).toHaveTitle(`${GRACE} / Users / Directory / Oxide Console`)
    const crumbs = await screen().findByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs).toHaveText(expect.stringContaining(GRACE))
    // grace's own collaborator role wins over her group's viewer role (SPEC §6)
    const role = await rowText('Project mock-project')
    expect(role).toContain('Collaborator')
    expect(role).toContain('Assigned directly')
    expect(role).toContain('Viewer (through the group kernel-devs)')
    // her seeded sign-ins and device token (mirage/seeds/auth-seeds.ts)
    await expectListed('Sessions', 2)
    await expectListed('Access tokens', 1)
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('button', { name: 'Sign out everywhere' })).click()
    const title = `Sign ${GRACE} out everywhere`
    const dialog = await screen().findByRole('alertdialog', { name: title })
    await expect(dialog).toHaveText(
      expect.stringContaining(
        `This ends every console session and deletes every access token of ${GRACE}`,
      ),
    )
    await expect(dialog).toHaveText(expect.stringContaining('This cannot be undone.'))
    await confirmDialog(title, 'Sign out everywhere', { scan: true })
    await expectToast(`${GRACE} signed out everywhere`)
    await expectShown('No sessions')
    await expectShown('No access tokens')
  })

  it('signing oneself out everywhere ends this tab’s session: its next call goes to sign-in', async () => {
    await openUserPage(ADA, SEED_USERS.siloAdmin.username)
    await (await screen().findByRole('button', { name: 'Sign out everywhere' })).click()
    const dialog = await screen().findByRole('alertdialog', { name: `Sign ${ADA} out everywhere` })
    // the page is left for sign-in meanwhile: confirmDialog's wait for the dialog would outlive it
    await (await dialog.$('aria/Sign out everywhere')).click()
    await browser.waitUntil(async () => (await currentPath()).startsWith('/login/'), {
      timeoutMsg: 'the ended session did not send the tab to sign-in',
    })
  })

  it('shows a viewer no sessions or tokens and refuses Sign out everywhere with the reason', async () => {
    await openUserPage(GRACE, SEED_USERS.viewer.username)
    await expectShown('A user’s sessions and access tokens are shown to silo admins.')
    expect(await screen().queryByRole('heading', { name: 'Sessions' })).toBeNull()
    await expectActionRefused(
      `user ${GRACE}`,
      'Sign out everywhere',
      'Signing a user out everywhere takes the admin role on the silo.',
    )
    await expectNoSeriousA11yViolations()
  })

  it('says why Sign out everywhere failed, and the sessions stay', async () => {
    const userId = await openUserPage(GRACE)
    await addFaults({ method: 'POST', path: `/v1/users/${userId}/logout`, status: 500 })
    await (await screen().findByRole('button', { name: 'Sign out everywhere' })).click()
    await confirmDialog(`Sign ${GRACE} out everywhere`, 'Sign out everywhere')
    await expectToast(`Could not sign ${GRACE} out`)
    await expectListed('Sessions', 2)
  })

  it('says this rack’s API does not offer the directory’s lists where it answers 501', async () => {
    await openFailing(pb.directoryUsers(), { method: 'GET', path: '/v1/users', status: 501 })
    await expectShown(/^This rack’s API does not offer .*: the server answered 501/)
    await expect(await screen().findByRole('navigation', { name: 'Sidebar' })).toBeDisplayed()
  })
})
