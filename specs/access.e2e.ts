import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults } from './helpers/faults'
import { chooseOption, clickLabelOf } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { expectNoRow, expectRowCells, rowAction, rowActionItem } from './helpers/rows'
import { expectHeading, screen } from './helpers/screen'

/** Opens the console as a seeded user (README "The preview"); hannah is fleet and silo admin. */
const open = (path: string, user = 'hannah') => openApp(`${path}?mock-user=${user}`)

const PROJECT = pb.projectAccess({ project: 'mock-project' })
const SILO = pb.siloAccess()
const FLEET = pb.systemAccess()

async function openAddForm() {
  await (await screen().findByRole('button', { name: 'Add user or group' })).click()
  return screen().findByRole('dialog', { name: 'Add user or group' })
}

async function add(identity: string, role: string) {
  const dialog = await openAddForm()
  await chooseOption(/User or group/, identity)
  await clickLabelOf('radio', role)
  await (await screen().getByRole('button', { name: 'Add' })).click()
  await expect(dialog).not.toBeDisplayed()
}

async function changeRole(identity: string, role: string) {
  await rowAction(identity, 'Change role')
  const dialog = await screen().findByRole('dialog', { name: 'Change role' })
  await clickLabelOf('radio', role)
  await (await screen().getByRole('button', { name: 'Save role' })).click()
  await expect(dialog).not.toBeDisplayed()
}

/**
 * The user's role does not allow changing the policy: Add and the rows' Change role show disabled
 * with `reason` (docs/architecture.md, Permissions).
 */
async function expectChangesRefused(row: string, reason: string) {
  const addButton = await screen().findByRole('button', {
    name: 'Add user or group',
    description: reason,
  })
  await expect(addButton).toBeDisabled()
  const item = await rowActionItem(row, 'Change role')
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toHaveText(expect.stringContaining(reason))
  await browser.keys('Escape')
}

const policyWrites = () => sentRequests(/^PUT \/v1\/(.*\/)?policy$/)

/** Another tab (or the CLI) gives a user a role on the project while this one has a form open. */
const assignElsewhere = (url: string, displayName: string, role: string) =>
  browser.execute(
    async (policyUrl: string, name: string, roleName: string) => {
      const users = (await (await fetch('/v1/users')).json()) as {
        items: { id: string; display_name: string }[]
      }
      const user = users.items.find((candidate) => candidate.display_name === name)
      const policy = (await (await fetch(policyUrl)).json()) as {
        role_assignments: { identity_id: string }[]
      }
      const others = policy.role_assignments.filter((a) => a.identity_id !== user?.id)
      const reply = await fetch(policyUrl, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          role_assignments: [
            ...others,
            { identity_id: user?.id, identity_type: 'silo_user', role_name: roleName },
          ],
        }),
      })
      return reply.status
    },
    url,
    displayName,
    role,
  )

describe('project access', () => {
  beforeEach(() => open(PROJECT))

  it('shows each identity’s role here, its silo role and the strongest of them', async () => {
    await expectHeading('Project Access')
    await expect(browser).toHaveTitle(/^Project Access \/ mock-project/)
    await expectRowCells('Grace Hopper', ['User', 'Collaborator', '—', 'Collaborator'])
    // a group's assignment
    await expectRowCells('kernel-devs', ['Group', 'Viewer', '—', 'Viewer'])
    // roles inherited from the silo
    await expectRowCells('Alan Turing', ['User', '—', 'Viewer', 'Viewer'])
    await expectRowCells('platform-admins', ['Group', '—', 'Admin', 'Admin'])
    await expectRowCells('web-devs', ['Group', '—', 'Collaborator', 'Collaborator'])
    await expectNoSeriousA11yViolations()
  })

  it('adds a user, refusing an empty form first', async () => {
    await openAddForm()
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Add' })).click()
    // on the field, and no summary: every error shows at its field (SPEC §2)
    const required = await screen().findAllByText('User or group is required')
    await expect(required[0]).toBeDisplayed()
    expect(await screen().queryByRole('link', { name: 'User or group' })).toBeNull()
    expect(await policyWrites()).toEqual([])
    await chooseOption(/User or group/, 'Ada Lovelace (user)')
    await clickLabelOf('radio', 'Limited collaborator')
    await (await screen().getByRole('button', { name: 'Add' })).click()
    await expect(
      await screen().findByText(
        'Ada Lovelace is now Limited collaborator on the project mock-project',
      ),
    ).toBeDisplayed()
    await expectRowCells('Ada Lovelace', [
      'User',
      'Limited collaborator',
      '—',
      'Limited collaborator',
    ])
    // the existing assignments are still there
    await expectRowCells('Grace Hopper', ['User', 'Collaborator', '—', 'Collaborator'])
  })

  it('offers only users and groups without a role here', async () => {
    await openAddForm()
    const picker = await screen().getByRole('button', { name: /User or group/ })
    await picker.click()
    await screen().findByRole('option', { name: 'Ada Lovelace (user)' })
    // Alan's role is the silo's, not the project's: he can still be given one here
    await screen().findByRole('option', { name: 'Alan Turing (user)' })
    expect(await screen().queryByRole('option', { name: 'Grace Hopper (user)' })).toBe(null)
    expect(await screen().queryByRole('option', { name: 'kernel-devs (group)' })).toBe(null)
  })

  it('changes a group’s role and removes a user through the confirm dialog', async () => {
    await changeRole('kernel-devs', 'Collaborator')
    await expectRowCells('kernel-devs', ['Group', 'Collaborator', '—', 'Collaborator'])
    // a role given here to an identity with only a silo role
    await rowAction('Alan Turing', 'Assign role here')
    await screen().findByRole('dialog', { name: 'Change role' })
    await expectNoSeriousA11yViolations()
    await clickLabelOf('radio', 'Admin')
    await (await screen().getByRole('button', { name: 'Save role' })).click()
    await expectRowCells('Alan Turing', ['User', 'Admin', 'Viewer', 'Admin'])

    await rowAction('Grace Hopper', 'Remove')
    const dialog = await screen().findByRole('alertdialog', { name: 'Remove role assignment' })
    await expect(
      await screen().findByText(/remove the Collaborator role of Grace Hopper on the project/),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Remove' })).click()
    await expect(dialog).not.toBeDisplayed()
    await expect(
      await screen().findByText('Grace Hopper removed from the project mock-project'),
    ).toBeDisplayed()
    await expectNoRow('Grace Hopper')
  })

  it('keeps an assignment made in another tab while the form was open', async () => {
    await openAddForm()
    await chooseOption(/User or group/, 'Ada Lovelace (user)')
    await clickLabelOf('radio', 'Viewer')
    expect(
      await assignElsewhere('/v1/projects/mock-project/policy', 'Alan Turing', 'collaborator'),
    ).toBe(200)
    await (await screen().getByRole('button', { name: 'Add' })).click()
    await expectRowCells('Ada Lovelace', ['User', 'Viewer', '—', 'Viewer'])
    await expectRowCells('Alan Turing', ['User', 'Collaborator', 'Viewer', 'Collaborator'])
    await expectRowCells('Grace Hopper', ['User', 'Collaborator', '—', 'Collaborator'])
  })

  it('says so when the identity’s role was changed elsewhere meanwhile', async () => {
    await rowAction('Grace Hopper', 'Change role')
    await screen().findByRole('dialog', { name: 'Change role' })
    await clickLabelOf('radio', 'Viewer')
    expect(await assignElsewhere('/v1/projects/mock-project/policy', 'Grace Hopper', 'admin')).toBe(
      200,
    )
    await (await screen().getByRole('button', { name: 'Save role' })).click()
    await expect(
      await screen().findByText(
        /Grace Hopper's role on the project mock-project was changed by someone else meanwhile \(to Admin\)/,
      ),
    ).toBeDisplayed()
    await expectRowCells('Grace Hopper', ['User', 'Viewer', '—', 'Viewer'])
  })

  it('is read-only with the reason for a collaborator, before they try', async () => {
    await open(PROJECT, 'grace')
    const reason = 'Needs the admin role on mock-project; you are a collaborator'
    await expectChangesRefused('Grace Hopper', reason)
    expect(await policyWrites()).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('is read-only with the reason when the server refuses a change (a role lost meanwhile)', async () => {
    await open(PROJECT)
    await addFaults({ method: 'PUT', path: '/v1/projects/mock-project/policy', status: 403 })
    await add('Ada Lovelace (user)', 'Viewer')
    const notice = await screen().findByRole('heading', {
      name: 'This policy is read-only for you',
      level: 2,
    })
    await expect(notice).toBeDisplayed()
    await expect(
      await screen().findByText(/takes the admin role on the project or on its silo/),
    ).toBeDisplayed()
    await expect(await screen().getByRole('button', { name: 'Add user or group' })).toBeDisabled()
    await expectNoRow('Ada Lovelace')
    await expectNoSeriousA11yViolations()
  })
})

describe('silo access', () => {
  beforeEach(() => open(SILO))

  it('shows the fleet roles silo roles confer', async () => {
    await expectHeading('Silo Access')
    await expectRowCells('platform-admins', ['Group', 'Admin', '—', 'Admin'])
    await expectRowCells('Alan Turing', ['User', 'Viewer', '—', 'Viewer'])
    // the silo maps its collaborator role to the fleet viewer role
    await expectRowCells('web-devs', ['Group', 'Collaborator', 'Viewer', 'Collaborator'])
    await expectNoSeriousA11yViolations()
  })

  it('adds a group, changes a user’s role and removes one’s own group with a warning', async () => {
    await add('kernel-devs (group)', 'Limited collaborator')
    await expectRowCells('kernel-devs', [
      'Group',
      'Limited collaborator',
      '—',
      'Limited collaborator',
    ])
    await changeRole('Alan Turing', 'Collaborator')
    await expectRowCells('Alan Turing', ['User', 'Collaborator', 'Viewer', 'Collaborator'])

    // hannah is in platform-admins: removing it lowers her own access to the silo
    await rowAction('platform-admins', 'Remove')
    // read from the dialog's text: its hyphenated names sit in boxes of their own
    const dialog = await screen().findByRole('alertdialog', { name: 'Remove role assignment' })
    await expect(dialog).toHaveText(
      expect.stringContaining(
        'Warning: this lowers your own access. Your effective role on the silo default-silo goes from Admin to Collaborator (you are in platform-admins)',
      ),
    )
    await (await screen().getByRole('button', { name: 'Remove' })).click()
    await expectNoRow('platform-admins')
    await expectRowCells('web-devs', ['Group', 'Collaborator', 'Viewer', 'Collaborator'])
  })

  it('warns in the form when a change lowers one’s own access', async () => {
    await rowAction('platform-admins', 'Change role')
    await screen().findByRole('dialog', { name: 'Change role' })
    expect(await screen().queryByText('This lowers your own access')).toBe(null)
    await clickLabelOf('radio', 'Viewer')
    await expect(await screen().findByText('This lowers your own access')).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('a silo viewer sees the policy read-only with the reason before they try', async () => {
    await open(SILO, 'alan')
    // no fleet roles column: they are left out
    await expectRowCells('platform-admins', ['Group', 'Admin', 'Admin'])
    // a silo viewer has no fleet role: the silo's mapped fleet roles are left out, with a note
    await expect(
      await screen().findByText(/reading the silo’s settings takes a fleet role/),
    ).toBeDisplayed()
    await expectChangesRefused('Alan Turing', 'Needs the admin role on the silo; you are a viewer')
    expect(await policyWrites()).toEqual([])
    await expectNoSeriousA11yViolations()
  })
})

describe('fleet access', () => {
  beforeEach(() => open(FLEET))

  it('adds a user, changes their role and removes one’s own with a warning', async () => {
    await expectHeading('Fleet Access')
    await expect(browser).toHaveTitle(/^Fleet Access \//)
    await expectRowCells('Hannah Arendt', ['User', 'Admin', 'Admin'])
    await expectNoSeriousA11yViolations()

    await openAddForm()
    // the fleet has no limited collaborator role
    expect(await screen().queryByRole('radio', { name: 'Limited collaborator' })).toBe(null)
    await expectNoSeriousA11yViolations()
    await chooseOption(/User or group/, 'Ada Lovelace (user)')
    await clickLabelOf('radio', 'Viewer')
    await (await screen().getByRole('button', { name: 'Add' })).click()
    await expectRowCells('Ada Lovelace', ['User', 'Viewer', 'Viewer'])
    await changeRole('Ada Lovelace', 'Collaborator')
    await expectRowCells('Ada Lovelace', ['User', 'Collaborator', 'Collaborator'])

    await rowAction('Hannah Arendt', 'Remove')
    await expect(await screen().findByRole('alertdialog')).toHaveText(
      expect.stringContaining(
        'Warning: this lowers your own access. Your effective role on the fleet goes from Admin to None,',
      ),
    )
    await (await screen().getByRole('button', { name: 'Remove' })).click()
    await expectNoRow('Hannah Arendt')
    await expectRowCells('Ada Lovelace', ['User', 'Collaborator', 'Collaborator'])
  })

  it('keeps an assignment made in another tab', async () => {
    await openAddForm()
    await chooseOption(/User or group/, 'kernel-devs (group)')
    expect(await assignElsewhere('/v1/system/policy', 'Grace Hopper', 'viewer')).toBe(200)
    await (await screen().getByRole('button', { name: 'Add' })).click()
    await expectRowCells('kernel-devs', ['Group', 'Viewer', 'Viewer'])
    await expectRowCells('Grace Hopper', ['User', 'Viewer', 'Viewer'])
    await expectRowCells('Hannah Arendt', ['User', 'Admin', 'Admin'])
  })

  it('is reached from the system navigation', async () => {
    await open(pb.silos())
    await (await screen().findByRole('link', { name: 'Fleet Access' })).click()
    await expectHeading('Fleet Access')
  })
})
