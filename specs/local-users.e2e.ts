/**
 * A local-only silo's users, on the fleet's side (System → Silos → a silo → Local users): created
 * with a password typed twice, signing in to their silo with it, the password invalidated, and
 * then no sign-in; the username's and the password's rules with their exact messages (SPEC §5,
 * the contract's UserId and Password); the failures of create, set password and delete; a silo of
 * another identity mode saying why it has none; and the password nowhere on the device or in the
 * URL. The preview's mock lives in the page, so the user switches silos without a reload
 * (`navigateInApp`), which would start the mock afresh.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SEED_USERS } from '~/mirage/seeds/seed-users'
import { SILO_SEED } from '~/mirage/seeds/silo-seeds'
import { navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults, openFailing } from './helpers/faults'
import { enter, expectFieldError, retype } from './helpers/field-input'
import { keptOnDevice } from './helpers/kept-on-device'
import { mutations } from './helpers/requests'
import { rowAction, waitForListed } from './helpers/rows'
import {
  confirmDialog,
  expectPath,
  expectShown,
  expectToast,
  press,
  screen,
} from './helpers/screen'

const LOCAL_SILO = SILO_SEED.hpc
const USERS_PATH = pb.siloLocalUsers({ silo: LOCAL_SILO })
const LOCAL_USERS_API = '/v1/system/identity-providers/local/users'
const MOCK_PASSWORD = 'oxide'
const WRONG_CREDENTIALS = 'Could not sign in. Check your username and password.'
const LENGTH = 'Can be at most 512 bytes (a character outside ASCII takes 2 to 4)'

/** A password field by the start of its label: a password field has no textbox role. */
const passwordField = (label: 'Password' | 'New password' | 'Confirm password') =>
  screen().findByLabelText(new RegExp(`^${label}`))

const usernameField = () => screen().findByRole('textbox', { name: 'Username' })

async function openUsers(silo: string = LOCAL_SILO) {
  await openApp(`${pb.siloLocalUsers({ silo })}?mock-user=${SEED_USERS.fleetAdmin.username}`)
}

async function openCreateForm() {
  await press('New local user')
  return screen().findByRole('dialog', { name: 'Create local user' })
}

async function createUser(username: string, password: string, repeat = password) {
  await openCreateForm()
  await retype(await usernameField(), username)
  await retype(await passwordField('Password'), password)
  await retype(await passwordField('Confirm password'), repeat)
  await press('Create local user')
}

/** Types `text` as it is, trailing spaces included (the value matcher would trim them). */
async function typeExactly(field: WebdriverIO.Element, text: string) {
  await retype(field, '')
  if (text) await field.addValue(text)
  await expect(field).toHaveValue(text, { trim: false })
}

/** Signs in on the sign-in page the console shows now. */
async function signIn(username: string, password: string) {
  await retype(await usernameField(), username)
  await retype(await passwordField('Password'), password)
  await press('Sign in')
}

async function signOut() {
  await (await screen().findByRole('button', { name: 'User menu' })).click()
  await (await screen().findByRole('menuitem', { name: 'Sign out' })).click()
  await screen().findByRole('heading', { name: 'Sign in', level: 1 })
}

/** The signed-in user's display name, as /v1/me names them; null when signed out. */
const signedInAs = () =>
  browser.execute(async () => {
    const response = await fetch('/v1/me')
    return response.ok ? ((await response.json()) as { display_name: string }).display_name : null
  })

describe('local users', () => {
  it('a silo that is not local-only says why it has none, and offers no user', async () => {
    await openUsers(SILO_SEED.research)
    await expectShown('research has no local users')
    await expectShown(/Its identity mode is SAML JIT: its users and groups come from its identity/)
    expect(await screen().queryByRole('button', { name: 'New local user' })).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it('creates a user who signs in with the password; invalidated, it signs in no more', async () => {
    const password = 'correct horse battery staple'
    await openUsers()
    await screen().findByText('No local users')
    await openCreateForm()
    await expectNoSeriousA11yViolations()
    await retype(await usernameField(), 'e2e-bot')
    await retype(await passwordField('Password'), password)
    await retype(await passwordField('Confirm password'), password)
    // never echoed: the fields hide what is typed
    await expect(await passwordField('Password')).toHaveAttribute('type', 'password')
    await expect(await passwordField('Confirm password')).toHaveAttribute('type', 'password')
    await press('Create local user')
    await expectToast('Local user e2e-bot created')
    await waitForListed('e2e-bot', true)
    expect(await keptOnDevice()).not.toContain(password)
    await expectNoSeriousA11yViolations()

    // the user signs in to their silo with the password
    await signOut()
    await navigateInApp(pb.login({ silo: LOCAL_SILO }))
    await signIn('e2e-bot', password)
    await browser.waitUntil(async () => (await signedInAs()) === 'e2e-bot', {
      timeoutMsg: 'e2e-bot did not sign in',
    })
    expect(await keptOnDevice()).not.toContain(password)

    // the operator invalidates it
    await signOut()
    await navigateInApp(pb.login({ silo: SILO_SEED.defaultSilo }))
    await signIn(SEED_USERS.fleetAdmin.username, MOCK_PASSWORD)
    await browser.waitUntil(async () => (await signedInAs()) === SEED_USERS.fleetAdmin.displayName)
    await navigateInApp(USERS_PATH)
    await rowAction('e2e-bot', 'Invalidate password')
    await confirmDialog('Invalidate the password of e2e-bot', 'Invalidate password', {
      scan: true,
    })
    await expectToast('Password of e2e-bot invalidated')

    // and the password signs in no more
    await signOut()
    await navigateInApp(pb.login({ silo: LOCAL_SILO }))
    await signIn('e2e-bot', password)
    await expectShown(WRONG_CREDENTIALS)
    expect(await signedInAs()).toBeNull()
  })

  it('sets a new password, which then signs in, and deletes the user', async () => {
    await openUsers()
    await createUser('e2e-ops', '')
    await expectToast('Local user e2e-ops created')
    await rowAction('e2e-ops', 'Set password')
    await screen().findByRole('dialog', { name: 'Set password for e2e-ops' })
    await expectNoSeriousA11yViolations()
    const sentBefore = await mutations()
    await press('Set password')
    await expectFieldError(await passwordField('New password'), 'New password is required')
    await typeExactly(await passwordField('New password'), 'x'.repeat(513))
    await press('Set password')
    await expectFieldError(await passwordField('New password'), LENGTH)
    await typeExactly(await passwordField('New password'), 'n3w pass')
    await typeExactly(await passwordField('Confirm password'), 'n3w pass ')
    await press('Set password')
    await expectFieldError(await passwordField('Confirm password'), 'Passwords do not match')
    expect(await mutations()).toEqual(sentBefore)
    await retype(await passwordField('New password'), 'n3w pass')
    await retype(await passwordField('Confirm password'), 'n3w pass')
    await press('Set password')
    await expectToast('Password of e2e-ops set')
    expect(await keptOnDevice()).not.toContain('n3w pass')

    await rowAction('e2e-ops', 'Delete')
    await confirmDialog('Delete local user', 'Delete')
    await expectToast('Local user e2e-ops deleted')
    await waitForListed('e2e-ops', false)
  })

  it('refuses hostile usernames and passwords with their messages, and sends nothing', async () => {
    await openUsers()
    const sentBefore = await mutations()
    await openCreateForm()
    const username = await usernameField()
    for (const [value, message] of [
      ['', 'Username is required'],
      ['   ', 'Username is required'],
      ['Ada', 'Must start with a lowercase letter'],
      ['1ada', 'Must start with a lowercase letter'],
      ['<script>alert(1)</script>', 'Must start with a lowercase letter'],
      ['ada lovelace', 'Can only contain letters, numbers, and dashes'],
      ["ada';drop", 'Can only contain letters, numbers, and dashes'],
      ['adé', 'Can only contain letters, numbers, and dashes'],
      ['ada\u200b', 'Can only contain letters, numbers, and dashes'],
      ['ada-', 'Must end with a letter or number'],
      [`a${'b'.repeat(63)}`, 'Can be at most 63 characters'],
      ['f0a6b36a-3a8e-4c4b-9d4e-1a2b3c4d5e6f', 'Cannot be a UUID'],
    ]) {
      await enter(username, value)
      await press('Create local user')
      await expectFieldError(username, message, `username ${JSON.stringify(value)}`)
    }
    await retype(username, 'valid-name')

    const password = await passwordField('Password')
    const repeat = await passwordField('Confirm password')
    for (const [typed, again, field, message] of [
      ['x'.repeat(513), 'x'.repeat(513), password, LENGTH],
      ['é'.repeat(257), 'é'.repeat(257), password, LENGTH],
      ['correct horse', 'correct hors', repeat, 'Passwords do not match'],
      ['pw', 'pw ', repeat, 'Passwords do not match'],
      ['', 'pw', repeat, 'Passwords do not match'],
      ['pw', '', repeat, 'Passwords do not match'],
    ] as const) {
      await typeExactly(password, typed)
      await typeExactly(repeat, again)
      await press('Create local user')
      await expectFieldError(field, message, `password ${JSON.stringify(typed.slice(0, 20))}`)
    }
    expect(await mutations()).toEqual(sentBefore)
    // what was typed stays out of the device's storage while the form is open, too
    expect(await keptOnDevice()).not.toContain('correct horse')
  })

  it('says why create failed, and a taken username on its field', async () => {
    await openUsers()
    await createUser('e2e-twin', 'pw')
    await expectToast('Local user e2e-twin created')
    await createUser('e2e-twin', 'pw')
    await expectFieldError(await usernameField(), 'Silo user name already exists')

    await addFaults({ method: 'POST', path: LOCAL_USERS_API, status: 500 })
    await retype(await usernameField(), 'e2e-other')
    await press('Create local user')
    await expectShown('Internal Server Error')
    // the form keeps what was typed
    await expect(await usernameField()).toHaveValue('e2e-other')
  })

  it('says why setting a password, invalidating it and deleting failed', async () => {
    await openUsers()
    await createUser('e2e-fail', 'pw')
    await expectToast('Local user e2e-fail created')
    const row = await screen().findByRole('rowheader', { name: 'e2e-fail' })
    await expect(row).toBeDisplayed()
    const userId = await browser.execute(async (silo) => {
      const response = await fetch(`/v1/system/users?silo=${silo}`)
      const { items } = (await response.json()) as { items: { id: string; display_name: string }[] }
      return items.find((user) => user.display_name === 'e2e-fail')?.id ?? ''
    }, LOCAL_SILO)
    await addFaults(
      { method: 'POST', path: `${LOCAL_USERS_API}/${userId}/set-password`, status: 500 },
      { method: 'DELETE', path: `${LOCAL_USERS_API}/${userId}`, status: 500 },
    )

    await rowAction('e2e-fail', 'Set password')
    await retype(await passwordField('New password'), 'pw2')
    await retype(await passwordField('Confirm password'), 'pw2')
    await press('Set password')
    await expectShown('Internal Server Error')
    await press('Cancel')

    await rowAction('e2e-fail', 'Invalidate password')
    await confirmDialog('Invalidate the password of e2e-fail', 'Invalidate password')
    await expectToast('Could not invalidate password')

    await rowAction('e2e-fail', 'Delete')
    await confirmDialog('Delete local user', 'Delete')
    await expectToast('Could not delete local user')
    await waitForListed('e2e-fail', true)
  })

  it('says this rack’s API does not offer it where it answers 501', async () => {
    await openFailing(USERS_PATH, { method: 'POST', path: LOCAL_USERS_API, status: 501 })
    await createUser('e2e-new', 'pw')
    await expectShown(
      /^This rack’s API does not offer the management of local users: the server answered 501/,
    )
    expect(await screen().queryByRole('button', { name: 'New local user' })).toBeNull()
    await expectPath(USERS_PATH)
    await expectNoSeriousA11yViolations()
  })
})
