/**
 * Actions that know who the user is (docs/architecture.md, Permissions): an action the signed-in
 * user's role does not allow shows disabled with the reason, before anything is sent. The
 * preview's users (mirage/seeds/seed-users.ts): alan a silo viewer, grace a collaborator on
 * mock-project only (directly and through a group), hannah a fleet and silo admin.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import type { Schemas } from '~/mirage/db'
import { MOCK_PASSWORD, SEED_USERS } from '~/mirage/seeds/seed-users'
import { callTheApi, navigateInApp, openApp, signIn } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { emulateColorScheme } from './helpers/display'
import { clickLabelOf } from './helpers/field-input'
import { mutations } from './helpers/requests'
import { rowActionItem } from './helpers/rows'
import { screen } from './helpers/screen'

/** Opens the console as `user`: the preview keeps the user a page was opened as for the tab. */
const open = (path: string, user: string) => openApp(`${path}?mock-user=${user}`)

const instances = (project: string) => pb.instances({ project })

const VIEWER_ON_PROJECT = 'Needs the limited collaborator role on mock-project; you are a viewer'

/** The page's 'New X', disabled, and the reason beside it that describes it. */
async function expectCreateRefused(label: string, reason: string) {
  const button = await screen().findByRole('button', { name: label, description: reason })
  await expect(button).toBeDisabled()
  // beside it on the page (the bulk actions' buttons carry it too, for screen readers only)
  const shown = await Promise.all(
    (await screen().findAllByText(reason)).map((text) => text.isDisplayed()),
  )
  expect(shown).toContain(true)
}

/** The row's action, disabled in its menu with the reason under it. */
async function expectRowActionRefused(row: string, action: string, reason: string) {
  const item = await rowActionItem(row, action)
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toHaveText(expect.stringContaining(reason))
  await browser.keys('Escape')
}

/** A button of a tab or section, disabled, with the reason on the page. */
async function expectButtonRefused(label: string, reason: string) {
  await expect(await screen().findByRole('button', { name: label })).toBeDisabled()
  // the section's text (a sentence of its own, or with the state's reason's place)
  const texts = await screen().findAllByText(reason, { exact: false })
  expect(await Promise.all(texts.map((text) => text.isDisplayed()))).toContain(true)
}

/** A form opened by its URL: the submit disabled with the reason, and Enter sends nothing. */
async function expectFormRefused(path: string, user: string, submit: string, reason: string) {
  await open(path, user)
  const { findByRole, getByRole } = screen()
  await findByRole('dialog', { name: submit })
  const name = await getByRole('textbox', { name: 'Name' })
  await name.setValue('refused-disk')
  const button = await findByRole('button', { name: submit, description: reason })
  await expect(button).toBeDisabled()
  await name.click()
  await browser.keys('Enter')
  await button.click({ x: 1, y: 1 }).catch(() => undefined)
  expect(await mutations()).toEqual([])
}

const STOPPED = { project: 'mock-project', instance: 'state-stopped' }
const GROUP = { project: 'mock-project', antiAffinityGroup: 'web-spread' }

async function expectCreateOffered(label: string) {
  await expect(await screen().findByRole('link', { name: label })).toBeDisplayed()
  expect(await screen().queryByRole('button', { name: label })).toBeNull()
}

async function expectActionOffered(row: string, action: string) {
  const item = await rowActionItem(row, action)
  await expect(item).not.toHaveAttribute('aria-disabled', 'true')
  await browser.keys('Escape')
}

describe('a silo viewer (alan)', () => {
  it('may not create a project: New project is disabled with the reason', async () => {
    await open(pb.projects(), 'alan')
    await expectCreateRefused(
      'New project',
      'Needs the limited collaborator role on the silo; you are a viewer',
    )
    await expectNoSeriousA11yViolations()
    expect(await mutations()).toEqual([])
  })

  it('may not create, stop or delete an instance, and nothing is sent', async () => {
    await open(instances('mock-project'), 'alan')
    await expectCreateRefused('New instance', VIEWER_ON_PROJECT)
    await expectRowActionRefused('db1', 'Delete', VIEWER_ON_PROJECT)

    await clickLabelOf('checkbox', 'Select state-running')
    const { findByRole } = screen()
    const stop = await findByRole('button', { name: 'Stop selected' })
    await expect(stop).toBeDisabled()
    await (await findByRole('button', { name: 'Stop unavailable Help' })).click()
    await expect(await findByRole('dialog', { name: 'Stop unavailable' })).toHaveText(
      expect.stringContaining(VIEWER_ON_PROJECT),
    )
    await browser.keys('Escape')
    // a press on the disabled button sends nothing either
    await stop.click({ x: 1, y: 1 }).catch(() => undefined)
    expect(await mutations()).toEqual([])

    await expectNoSeriousA11yViolations()
    await emulateColorScheme('dark')
    await expectNoSeriousA11yViolations()
    await emulateColorScheme('light')
  })

  it('may not attach a disk to an instance, nor add one to a group, and nothing is sent', async () => {
    await open(pb.instanceStorage(STOPPED), 'alan')
    await expectButtonRefused('Attach disk', VIEWER_ON_PROJECT)
    await expectButtonRefused('Create disk', VIEWER_ON_PROJECT)
    await expectNoSeriousA11yViolations()

    await open(pb.antiAffinityGroup(GROUP), 'alan')
    await expectButtonRefused('Add instance', VIEWER_ON_PROJECT)
    await expectRowActionRefused('web-02', 'Remove', VIEWER_ON_PROJECT)
    expect(await mutations()).toEqual([])
  })

  it('sees the submit of a form opened by its URL disabled with the reason, and nothing is sent', async () => {
    await expectFormRefused(
      pb.disksNew({ project: 'mock-project' }),
      'alan',
      'Create disk',
      VIEWER_ON_PROJECT,
    )
    await expectNoSeriousA11yViolations()
  })
})

describe('a collaborator on one project (grace)', () => {
  it('may act on mock-project', async () => {
    await open(instances('mock-project'), 'grace')
    await expectCreateOffered('New instance')
    await expectActionOffered('db1', 'Delete')
    await clickLabelOf('checkbox', 'Select state-running')
    await expect(await screen().findByRole('button', { name: 'Stop selected' })).toBeEnabled()
  })

  it('may not act on another project', async () => {
    await open(instances('payments'), 'grace')
    const reason = 'Needs the limited collaborator role on payments; you have no role on payments'
    await expectCreateRefused('New instance', reason)
    await expectRowActionRefused('payments-api-1', 'Delete', reason)
    expect(await mutations()).toEqual([])
  })
})

describe('a fleet and silo admin (hannah)', () => {
  it('may do everything', async () => {
    await open(pb.projects(), 'hannah')
    await expectCreateOffered('New project')
    await open(instances('mock-project'), 'hannah')
    await expectCreateOffered('New instance')
    await expectActionOffered('db1', 'Delete')
    await clickLabelOf('checkbox', 'Select state-running')
    await expect(await screen().findByRole('button', { name: 'Stop selected' })).toBeEnabled()
  })

  it('may attach a disk, add to a group and submit a form', async () => {
    await open(pb.instanceStorage(STOPPED), 'hannah')
    await expect(await screen().findByRole('button', { name: 'Create disk' })).toBeEnabled()
    expect(await screen().queryByText(/^Needs /)).toBeNull()
    await open(pb.antiAffinityGroup(GROUP), 'hannah')
    await expect(await screen().findByRole('button', { name: 'Add instance' })).toBeEnabled()
    await open(pb.disksNew({ project: 'mock-project' }), 'hannah')
    await expect(await screen().findByRole('button', { name: 'Create disk' })).toBeEnabled()
  })
})

/**
 * The fleet's policy, read right before writing, with the user named `displayName` added as a
 * fleet viewer.
 */
async function makeFleetViewer(displayName: string) {
  const users = (await callTheApi('GET', '/v1/users')).json as Schemas['UserResultsPage']
  const user = users.items.find((item) => item.display_name === displayName)
  if (!user) throw new Error(`no user ${displayName}`)
  const policy = (await callTheApi('GET', '/v1/system/policy')).json as Schemas['FleetRolePolicy']
  const assignment: Schemas['FleetRolePolicy']['role_assignments'][number] = {
    identity_id: user.id,
    identity_type: 'silo_user',
    role_name: 'viewer',
  }
  const written = await callTheApi('PUT', '/v1/system/policy', {
    role_assignments: [...policy.role_assignments, assignment],
  })
  expect(written.status).toBe(200)
}

describe('a fleet viewer (alan, made one by hannah)', () => {
  const FLEET_VIEWER = 'Needs a fleet collaborator role; you are a fleet viewer'

  it("sees the System pages' actions disabled with the reason, and nothing is sent", async () => {
    await open(pb.silos(), 'hannah')
    await makeFleetViewer(SEED_USERS.viewer.displayName)
    // signing in again, in the same tab: the mock keeps what hannah changed
    await navigateInApp(pb.login({ silo: 'default-silo' }))
    await screen().findByRole('heading', { name: 'Sign in', level: 1 })
    await signIn(SEED_USERS.viewer.username, MOCK_PASSWORD)
    await screen().findByRole('heading', { name: 'Projects', level: 1 })
    const sentBefore = await mutations()

    await navigateInApp(pb.silos())
    await expectCreateRefused('New silo', FLEET_VIEWER)
    await navigateInApp(pb.ipPool({ pool: 'default' }))
    await expectButtonRefused('Add range', FLEET_VIEWER)
    await expectRowActionRefused('192.0.2.64 – 192.0.2.127', 'Remove', FLEET_VIEWER)
    await expectNoSeriousA11yViolations()
    expect(await mutations()).toEqual(sentBefore)
  })
})
