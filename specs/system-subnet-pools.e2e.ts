import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults, failsThenWorks, liftFaults } from './helpers/faults'
import {
  chooseOption,
  clickLabelOf,
  expectFieldError,
  expectRefusedAsTyped,
  fillAndSubmit,
  retype,
} from './helpers/field-input'
import { mutations } from './helpers/requests'
import {
  expectActionRefused,
  expectNoRow,
  rowAction,
  rowActionItem,
  rowText,
  waitForRow,
} from './helpers/rows'
import {
  confirmDialog,
  expectPath,
  expectShown,
  expectToast,
  openForm,
  screen,
} from './helpers/screen'

const SUBNET_POOLS = pb.subnetPools()
const POOLS_API = '/v1/system/subnet-pools'

/**
 * In the open pool form `form`, whose button is `submit`: `taken`, another pool's name, is refused
 * on the Name field and kept as typed; then the form saves as `pool`, the toast says it was
 * `done`, the form closes and the pool's page opens.
 */
async function saveAfterTakenName(
  form: WebdriverIO.Element,
  submit: string,
  taken: string,
  pool: string,
  done: 'created' | 'updated',
) {
  await expectRefusedAsTyped({ Name: taken }, submit, 'Subnet pool name already exists', {
    on: 'Name',
  })
  await fillAndSubmit({ Name: pool }, submit)
  await expectToast(`Subnet pool ${pool} ${done}`)
  await expect(form).not.toBeDisplayed()
  await expectPath(pb.subnetPool({ pool }))
}

describe('subnet pools', () => {
  it('lists the fleet’s pools with what each holds, and why a pool with members stays', async () => {
    await openApp(SUBNET_POOLS)
    await screen().findByRole('rowheader', { name: 'tenant-v6' })
    await expect(browser).toHaveTitle('Subnet Pools / Networking / Oxide Console')
    // mock-project's seeded external subnets take a /24 and a /28 of it
    await waitForRow('tenant-v4', (text) => text.includes('4,848 / 5,120'), 'no utilization')
    expect(await rowText('tenant-v4')).toContain('IPv4')
    // a /36 of IPv6: readable, not 28 digits
    await waitForRow('tenant-v6', (text) => text.includes('5 × 10²⁷'), 'no utilization')
    await expectNoSeriousA11yViolations()

    await expectActionRefused('tenant-v4', 'Delete', 'Remove its members first')

    await (await screen().findByRole('link', { name: 'tenant-v4' })).click()
    await expectPath(pb.subnetPool({ pool: 'tenant-v4' }))
    await expect(await screen().findByRole('rowheader', { name: '198.18.0.0/20' })).toBeDisplayed()
    expect(await rowText('198.18.0.0/20')).toMatch(/\/24\s+\/28/)
    await expectNoSeriousA11yViolations()
  })

  it('creates a pool, checks each member it is given, adds and removes one, then deletes it', async () => {
    await openApp(SUBNET_POOLS)
    const createDialog = await openForm(
      'New subnet pool',
      pb.subnetPoolsNew(),
      'Create subnet pool',
    )
    await saveAfterTakenName(createDialog, 'Create subnet pool', 'tenant-v4', 'e2e-pool', 'created')
    await expectShown('No members')

    const dialog = await openForm(
      'Add member',
      pb.subnetPoolMembersAdd({ pool: 'e2e-pool' }),
      'Add member',
    )
    const { getByRole } = screen()
    const subnet = await getByRole('textbox', { name: 'Subnet' })
    const min = await getByRole('textbox', { name: 'Minimum prefix length (Optional)' })
    const max = await getByRole('textbox', { name: 'Maximum prefix length (Optional)' })
    const submit = await getByRole('button', { name: 'Add member' })
    const sentBefore = await mutations()

    await subnet.setValue('192.0.2.1/24')
    await submit.click()
    await expectFieldError(subnet, 'Must be the first address of the subnet, with no host bits set')
    await retype(subnet, '2001:db8::/48')
    await submit.click()
    await expectFieldError(subnet, "Must be an IPv4 subnet, the pool's IP version")
    await retype(subnet, '192.0.2.0/24')
    await retype(min, '16')
    await submit.click()
    await expectFieldError(min, 'Minimum prefix length must be from 24 to 32')
    await retype(min, '28')
    await retype(max, '26')
    await submit.click()
    await expectFieldError(max, 'Maximum prefix length must be from 28 to 32')
    expect(await mutations()).toEqual(sentBefore)

    // inside the seeded tenant-v4's 198.18.0.0/20: the server's refusal, the form as typed
    await expectRefusedAsTyped(
      {
        Subnet: '198.18.4.0/24',
        'Minimum prefix length (Optional)': '',
        'Maximum prefix length (Optional)': '',
      },
      'Add member',
      'The subnet 198.18.4.0/24 overlaps with 198.18.0.0/20, a member of a subnet pool',
      { on: 'Subnet' },
    )
    await expect(dialog).toBeDisplayed()

    await retype(subnet, '192.0.2.0/24')
    await retype(min, '26')
    await retype(max, '30')
    await submit.click()
    await expectToast('Subnet 192.0.2.0/24 added to e2e-pool')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(pb.subnetPool({ pool: 'e2e-pool' }))
    await waitForRow('192.0.2.0/24', (text) => /\/26\s+\/30/.test(text), 'not its bounds')
    await expectShown('256 / 256')

    // the pool cannot go while it has a member: the menu says why
    await expectActionRefused('subnet pool e2e-pool', 'Delete')

    const remove = {
      method: 'POST',
      path: `${POOLS_API}/e2e-pool/members/remove`,
      status: 500,
    } as const
    await addFaults(remove)
    await rowAction('192.0.2.0/24', 'Remove')
    await confirmDialog('Remove member', 'Remove', { scan: true })
    await expectToast('Could not remove member')
    await expect(await screen().findByRole('rowheader', { name: '192.0.2.0/24' })).toBeDisplayed()
    await liftFaults()
    await rowAction('192.0.2.0/24', 'Remove')
    await confirmDialog('Remove member', 'Remove')
    await expectToast('Subnet 192.0.2.0/24 removed from e2e-pool')
    await expectShown('No members')

    const allowed = await rowActionItem('subnet pool e2e-pool', 'Delete')
    await browser.waitUntil(async () => (await allowed.getAttribute('aria-disabled')) !== 'true', {
      timeoutMsg: 'Delete is still disabled',
    })
    await addFaults({ method: 'DELETE', path: `${POOLS_API}/e2e-pool`, status: 500 })
    await allowed.click()
    await confirmDialog('Delete subnet pool', 'Delete')
    await expectToast('Could not delete subnet pool')
    await liftFaults()
    await rowAction('subnet pool e2e-pool', 'Delete')
    await confirmDialog('Delete subnet pool', 'Delete')
    await expectToast('Subnet pool e2e-pool deleted')
    await expectPath(SUBNET_POOLS)
    await expectNoRow('e2e-pool')
  })

  it('links a silo on the pool’s Linked silos tab, makes it default and unlinks it', async () => {
    await openApp(pb.subnetPool({ pool: 'lab-v4' }))
    await (await screen().findByRole('tab', { name: 'Linked silos' })).click()
    await browser.waitUntil(async () => (await browser.getUrl()).includes('tab=silos'), {
      timeoutMsg: 'the tab is not in the URL',
    })
    await expectShown('No linked silos')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('button', { name: 'Link silo' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Link silo' })
    await expectNoSeriousA11yViolations()
    const submit = await dialog.$('button[type="submit"]')
    const sentBefore = await mutations()
    await submit.click()
    await expectShown('Silo is required')
    expect(await mutations()).toEqual(sentBefore)

    await chooseOption(/^Select a silo/, 'default-silo')
    await addFaults({ method: 'POST', path: `${POOLS_API}/lab-v4/silos`, status: 500 })
    await submit.click()
    await expectShown('Internal Server Error')
    await expect(dialog).toBeDisplayed()
    await liftFaults()
    await submit.click()
    await expectToast('Silo default-silo linked to lab-v4')
    await expect(dialog).not.toBeDisplayed()
    await waitForRow('default-silo', (text) => /\bNo\b/.test(text), 'not linked')

    await rowAction('default-silo', 'Make default')
    await confirmDialog('Make default subnet pool', 'Make default')
    await expectToast('lab-v4 is now the default subnet pool of default-silo')
    await waitForRow('default-silo', (text) => /\bYes\b/.test(text), 'not the default')

    await failsThenWorks({
      row: 'default-silo',
      action: 'Unlink',
      title: 'Unlink subnet pool',
      fault: { method: 'DELETE', path: `${POOLS_API}/lab-v4/silos/default-silo`, status: 500 },
      failed: 'Could not unlink the subnet pool',
      done: 'Subnet pool lab-v4 unlinked from default-silo',
    })
    await expectShown('No linked silos')
  })

  it('links a pool on the silo’s Subnet pools tab, moves the default and unlinks it', async () => {
    await openApp(pb.siloSubnetPools({ silo: 'default-silo' }))
    await waitForRow('tenant-v4', (text) => /\bYes\b/.test(text), 'not the default')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('button', { name: 'Link subnet pool' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Link subnet pool' })
    await chooseOption(/^Select a pool/, 'lab-v4 (IPv4)')
    await clickLabelOf('switch', 'Make default')
    await (await dialog.$('button[type="submit"]')).click()
    await expectToast('Subnet pool lab-v4 linked to default-silo')
    await expect(dialog).not.toBeDisplayed()
    // one default per IP version: the IPv4 default moves, the IPv6 one stays
    await waitForRow('lab-v4', (text) => /\bYes\b/.test(text), 'not the default')
    await waitForRow('tenant-v4', (text) => /\bNo\b/.test(text), 'still the default')
    expect(await rowText('tenant-v6')).toMatch(/\bYes\b/)

    await rowAction('lab-v4', 'Clear default')
    await confirmDialog('Clear default subnet pool', 'Clear default')
    await waitForRow('lab-v4', (text) => /\bNo\b/.test(text), 'still the default')

    await rowAction('lab-v4', 'Unlink')
    await confirmDialog('Unlink subnet pool', 'Unlink')
    await expectToast('Subnet pool lab-v4 unlinked from default-silo')
    await expectNoRow('lab-v4')
  })

  it('renames a pool through its edit form after refusing a taken name', async () => {
    await openApp(SUBNET_POOLS)
    await rowAction('lab-v4', 'Edit')
    await expectPath(pb.subnetPoolEdit({ pool: 'lab-v4' }))
    const dialog = await screen().findByRole('dialog', { name: 'Edit subnet pool' })
    await saveAfterTakenName(dialog, 'Update subnet pool', 'tenant-v6', 'lab-two', 'updated')
  })
})
