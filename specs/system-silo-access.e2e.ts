/**
 * A silo's Access tab on the system side (`/system/silos/{silo}/access`): a fleet operator sees
 * and changes who holds which role in a silo, through `/v1/system/silos/{silo}/policy`.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { liftFaults, openFailing } from './helpers/faults'
import { chooseOption, clickLabelOf } from './helpers/field-input'
import { mockRequests, sentRequests } from './helpers/requests'
import { expectNoRow, expectRowCells, rowAction } from './helpers/rows'
import { expectPath, expectShown, expectToast, press, screen } from './helpers/screen'

const SILO = pb.silo({ silo: 'default-silo' })
const TAB = pb.systemSiloAccess({ silo: 'default-silo' })
const POLICY = '/v1/system/silos/default-silo/policy'

/** SPEC §8: a 500's message is the server's, capitalised. */
const SERVER_ERROR = 'Internal Server Error'

/** hannah (README "The preview") is a fleet admin, and an admin of default-silo. */
const open = (path: string) => openApp(`${path}?mock-user=hannah`)

async function expectSeededRows() {
  await expectRowCells('platform-admins', ['Group', 'Admin', '—', 'Admin'])
  await expectRowCells('Alan Turing', ['User', 'Viewer', '—', 'Viewer'])
  // the silo maps its collaborator role to the fleet viewer role
  await expectRowCells('web-devs', ['Group', 'Collaborator', 'Viewer', 'Collaborator'])
}

async function openAddForm() {
  await press('Add user or group')
  return screen().findByRole('dialog', { name: 'Add user or group' })
}

/** The calls of the policy this tab reads and writes, in order. */
const policyCalls = () => sentRequests(new RegExp(` ${POLICY}$`))

describe('a silo’s Access tab', () => {
  it('is a tab of the silo and shows its assignments and the fleet roles they confer', async () => {
    await open(SILO)
    await (await screen().findByRole('tab', { name: 'Access' })).click()
    await expectPath(TAB)
    await expect(await screen().findByRole('heading', { name: 'Access', level: 2 })).toBeDisplayed()
    await expect(browser).toHaveTitle(/^Access \/ default-silo \/ Silos \//)
    await expectSeededRows()
    // the silo's users, by the system side's list, and its groups (hannah's own silo's)
    expect(await mockRequests()).toContain('GET /v1/system/users')
    await expectNoSeriousA11yViolations()
  })

  it('adds a role for a user of the silo, changes it and removes it with the confirm', async () => {
    await open(TAB)
    await expectSeededRows()
    const dialog = await openAddForm()
    await expectNoSeriousA11yViolations()
    await chooseOption(/User or group/, 'Grace Hopper (user)')
    await clickLabelOf('radio', 'Viewer')
    await press('Add')
    await expect(dialog).not.toBeDisplayed()
    await expectToast('Grace Hopper is now Viewer on the silo default-silo')
    await expectRowCells('Grace Hopper', ['User', 'Viewer', '—', 'Viewer'])

    await rowAction('Grace Hopper', 'Change role')
    const change = await screen().findByRole('dialog', { name: 'Change role' })
    await clickLabelOf('radio', 'Collaborator')
    await press('Save role')
    await expect(change).not.toBeDisplayed()
    await expectRowCells('Grace Hopper', ['User', 'Collaborator', 'Viewer', 'Collaborator'])

    await rowAction('Grace Hopper', 'Remove')
    const confirm = await screen().findByRole('alertdialog', { name: 'Remove role assignment' })
    await expect(confirm).toHaveText(
      expect.stringContaining(
        'Are you sure you want to remove the Collaborator role of Grace Hopper on the silo default-silo?',
      ),
    )
    await expectNoSeriousA11yViolations()
    await press('Remove')
    await expect(confirm).not.toBeDisplayed()
    await expectToast('Grace Hopper removed from the silo default-silo')
    await expectNoRow('Grace Hopper')
    // everyone else kept their role throughout
    await expectSeededRows()
    // each save read the policy right before writing it (docs/architecture.md, Pages and forms)
    const calls = await policyCalls()
    const writes = calls.flatMap((call, at) => (call.startsWith('PUT') ? [at] : []))
    expect(writes).toHaveLength(3)
    for (const at of writes) expect(calls[at - 1]).toBe(`GET ${POLICY}`)
  })

  it('a save the server fails says so, keeps the form as chosen and the policy as it was', async () => {
    await openFailing(TAB, { method: 'PUT', path: POLICY, status: 500 })
    await expectSeededRows()
    const dialog = await openAddForm()
    await chooseOption(/User or group/, 'Grace Hopper (user)')
    await clickLabelOf('radio', 'Limited collaborator')
    await press('Add')
    await expectShown(SERVER_ERROR)
    await expect(dialog).toBeDisplayed()
    await expect(await screen().getByRole('button', { name: /User or group/ })).toHaveText(
      /Grace Hopper \(user\)/,
    )
    await expect(await screen().getByRole('radio', { name: 'Limited collaborator' })).toBeSelected()
    await expectNoSeriousA11yViolations()

    // the server answers again: the same choice, sent again, is saved beside everyone else's
    await liftFaults()
    await press('Add')
    await expect(dialog).not.toBeDisplayed()
    await expectRowCells('Grace Hopper', [
      'User',
      'Limited collaborator',
      '—',
      'Limited collaborator',
    ])
    await expectSeededRows()
  })

  it('another silo: its groups go by id, only its users are offered, and the page says why', async () => {
    await open(pb.systemSiloAccess({ silo: 'research' }))
    await expect(
      await screen().findByText(/The API lists the users of another silo but not its groups/),
    ).toBeDisplayed()
    // research's admin group, seeded with the silo: admin, which research maps to fleet viewer
    const group = await screen().findByRole('row', { name: /^[0-9a-f-]{36}\b/ })
    await expect(group).toHaveText(expect.stringMatching(/Group[\s\S]*Admin[\s\S]*Viewer/))
    await openAddForm()
    await expect(
      await screen().findByText(
        'Every user of the silo has a role here already; its groups cannot be listed.',
      ),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  // SPEC §8: a 404 shows the not-found page; other errors, a 403 included, 'Something went wrong'
  for (const [status, heading] of [
    [404, 'Page not found'],
    [403, 'Something went wrong'],
    [500, 'Something went wrong'],
  ] as const) {
    it(`a policy that fails to load with a ${status} shows '${heading}'`, async () => {
      await openFailing(TAB, { method: 'GET', path: POLICY, status })
      await expect(await screen().findByRole('heading', { name: heading })).toBeDisplayed()
    })
  }

  it('an unknown silo is the not-found page', async () => {
    await open(pb.systemSiloAccess({ silo: 'no-such-silo' }))
    await expect(await screen().findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
  })
})
