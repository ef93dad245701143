import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, clickLabelOf, expectRefusedAsTyped, retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import {
  expectActionRefused,
  rowAction,
  rowActionItem,
  rowText,
  waitForListed,
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

const IP_POOLS = pb.ipPools()
const SILO_IP_POOLS = pb.siloIpPools({ silo: 'default-silo' })

const rangeAdds = (pool: string) => sentRequests(`POST /v1/system/ip-pools/${pool}/ranges/add`)

describe('IP pools', () => {
  it('lists the fleet’s pools with what each has left, and why a pool with ranges stays', async () => {
    await openApp(IP_POOLS)
    await screen().findByRole('rowheader', { name: 'public-v6' })
    await expect(browser).toHaveTitle('IP Pools / Networking / Oxide Console')
    // a /64 and a little more: readable, not 20 digits
    await waitForRow('public-v6', (text) => text.includes('1.8 × 10¹⁹'), 'no utilization')
    expect(await rowText('public-v6')).toContain('IPv6')
    await waitForRow('ci-egress', (text) => text.includes('8 / 8'), 'no utilization')
    await expectNoSeriousA11yViolations()

    await expectActionRefused('default', 'Delete', 'Remove its IP ranges first')

    await (await screen().findByRole('link', { name: 'public-v6' })).click()
    await expectPath(pb.ipPool({ pool: 'public-v6' }))
    await expect(await screen().findByRole('rowheader', { name: '2001:db8:100::' })).toBeDisplayed()
  })

  it('leads from a pool’s Networking crumb back to the pools', async () => {
    await openApp(pb.ipPool({ pool: 'public-v6' }))
    await expect(await screen().findByRole('navigation', { name: 'Breadcrumbs' })).toBeDisplayed()
    // the crumb: the side navigation names the section's page, IP Pools
    await (await screen().findByRole('link', { name: 'Networking' })).click()
    await expectPath(IP_POOLS)
    await expect(await screen().findByRole('rowheader', { name: 'public-v6' })).toBeDisplayed()
    await expect(await screen().queryByText('Page not found')).toBeNull()
  })

  it('creates a pool, checks each range it is given, adds and removes one, then deletes it', async () => {
    await openApp(IP_POOLS)
    const createDialog = await openForm('New IP pool', pb.ipPoolsNew(), 'Create IP pool')
    await (await screen().getByRole('textbox', { name: 'Name' })).setValue('e2e-pool')
    await (await screen().getByRole('textbox', { name: 'Description (Optional)' })).setValue(
      'made by the e2e spec',
    )
    await (await screen().getByRole('button', { name: 'Create IP pool' })).click()
    await expectToast('IP pool e2e-pool created')
    await expect(createDialog).not.toBeDisplayed()
    await expectPath(pb.ipPool({ pool: 'e2e-pool' }))
    await expectShown('No IP ranges')
    await expectNoSeriousA11yViolations()

    const dialog = await openForm(
      'Add range',
      pb.ipPoolRangesAdd({ pool: 'e2e-pool' }),
      'Add IP range',
    )
    const { getByRole, findAllByText } = screen()
    const first = await getByRole('textbox', { name: 'First address' })
    const last = await getByRole('textbox', { name: 'Last address' })
    const submit = await getByRole('button', { name: 'Add IP range' })

    await first.setValue('192.0.2.300')
    await last.setValue('192.0.2.210')
    await submit.click()
    await expectShown('Not a valid IP address')

    await retype(first, '2001:db8::1')
    await submit.click()
    await expect(
      (await findAllByText("Must be an IPv4 address, the pool's IP version"))[0],
    ).toBeDisplayed()

    await retype(first, '192.0.2.220')
    await submit.click()
    await expectShown('The first address must not be after the last')
    expect(await rangeAdds('e2e-pool')).toEqual([])

    // inside the default pool's 192.0.2.64–127: the server's refusal, naming the range it
    // overlaps and that range's pool, the form as typed
    await expectRefusedAsTyped(
      { 'First address': '192.0.2.100', 'Last address': '192.0.2.110' },
      'Add IP range',
      'The provided IP range 192.0.2.100-192.0.2.110 overlaps with an existing range: 192.0.2.64 – 192.0.2.127 in IP pool default',
    )
    await expect(dialog).toBeDisplayed()

    await retype(first, '192.0.2.200')
    await retype(last, '192.0.2.210')
    await submit.click()
    await expectShown('Range 192.0.2.200 – 192.0.2.210 added to e2e-pool')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(pb.ipPool({ pool: 'e2e-pool' }))
    await expect(await screen().findByRole('rowheader', { name: '192.0.2.200' })).toBeDisplayed()
    await expectShown('11 / 11')

    // the pool cannot go while it has a range: the menu says why
    await expectActionRefused('IP pool e2e-pool', 'Delete', 'Remove its IP ranges first')

    await rowAction('192.0.2.200 – 192.0.2.210', 'Remove')
    await confirmDialog('Remove IP range', 'Remove', { scan: true })
    await expectShown('Range 192.0.2.200 – 192.0.2.210 removed from e2e-pool')
    await expectShown('No IP ranges')

    const allowed = await rowActionItem('IP pool e2e-pool', 'Delete')
    await browser.waitUntil(async () => (await allowed.getAttribute('aria-disabled')) !== 'true', {
      timeoutMsg: 'Delete is still disabled',
    })
    await allowed.click()
    await confirmDialog('Delete IP pool', 'Delete', { scan: true })
    await expectToast('IP pool e2e-pool deleted')
    await expectPath(IP_POOLS)
    await waitForListed('e2e-pool', false)
  })

  it('refuses to remove a range whose addresses are in use', async () => {
    await openApp(pb.ipPool({ pool: 'default' }))
    await rowAction('192.0.2.64 – 192.0.2.127', 'Remove')
    await confirmDialog('Remove IP range', 'Remove', { scan: true })
    await expectShown(
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    )
    await expect(await screen().findByRole('rowheader', { name: '192.0.2.64' })).toBeDisplayed()
  })

  it('links a silo on the pool’s Linked silos tab, makes it default and unlinks it', async () => {
    await openApp(pb.ipPool({ pool: 'staging' }))
    await (await screen().findByRole('tab', { name: 'Linked silos' })).click()
    await browser.waitUntil(async () => (await browser.getUrl()).includes('tab=silos'), {
      timeoutMsg: 'the tab is not in the URL',
    })
    await expectShown('No linked silos')
    // the tab survives a reload
    await browser.refresh()
    await expect(await screen().findByRole('tab', { name: 'Linked silos' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expectShown('No linked silos')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('button', { name: 'Link silo' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Link silo' })
    await expectNoSeriousA11yViolations()
    await (await dialog.$('button[type="submit"]')).click()
    await expectShown('Silo is required')
    expect(await sentRequests('POST /v1/system/ip-pools/staging/silos')).toEqual([])

    await chooseOption(/^Select a silo/, 'default-silo')
    await (await dialog.$('button[type="submit"]')).click()
    await expectShown('Silo default-silo linked to staging')
    await expect(dialog).not.toBeDisplayed()
    await waitForRow('default-silo', (text) => /\bNo\b/.test(text), 'not linked')

    await rowAction('default-silo', 'Make default')
    await confirmDialog('Make default IP pool', 'Make default', { scan: true })
    await expectShown('staging is now the default IP pool of default-silo')
    await waitForRow('default-silo', (text) => /\bYes\b/.test(text), 'not the default')

    await rowAction('default-silo', 'Unlink')
    await confirmDialog('Unlink IP pool', 'Unlink', { scan: true })
    await expectShown('IP pool staging unlinked from default-silo')
    await expectShown('No linked silos')
  })

  it('links a pool on the silo’s IP pools tab, moves the default and unlinks it', async () => {
    await openApp(SILO_IP_POOLS)
    await screen().findByRole('rowheader', { name: 'secondary' })
    await waitForRow('default', (text) => /\bYes\b/.test(text), 'not the default')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('button', { name: 'Link IP pool' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Link IP pool' })
    await chooseOption(/^Select a pool/, 'staging (IPv4)')
    await clickLabelOf('switch', 'Make default')
    await expectNoSeriousA11yViolations()
    await (await dialog.$('button[type="submit"]')).click()
    await expectShown('IP pool staging linked to default-silo')
    await expect(dialog).not.toBeDisplayed()
    // one default per IP version: the IPv4 default moves, the IPv6 one stays
    await waitForRow('staging', (text) => /\bYes\b/.test(text), 'not the default')
    await waitForRow('default', (text) => /\bNo\b/.test(text), 'still the default')
    expect(await rowText('default-v6')).toMatch(/\bYes\b/)

    await rowAction('staging', 'Clear default')
    await confirmDialog('Clear default IP pool', 'Clear default', { scan: true })
    await waitForRow('staging', (text) => /\bNo\b/.test(text), 'still the default')

    await rowAction('staging', 'Unlink')
    await confirmDialog('Unlink IP pool', 'Unlink', { scan: true })
    await expectShown('IP pool staging unlinked from default-silo')
    await waitForListed('staging', false)

    // the silo's instances hold addresses of the default pool: the server refuses
    await rowAction('default', 'Unlink')
    await confirmDialog('Unlink IP pool', 'Unlink', { scan: true })
    await expectShown('IP addresses from this pool are in use in the linked silo')
    await expect(await screen().findByRole('rowheader', { name: 'default' })).toBeDisplayed()
  })

  it('renames a pool through its edit form after refusing a taken name', async () => {
    await openApp(IP_POOLS)
    await rowAction('staging', 'Edit')
    await expectPath(pb.ipPoolEdit({ pool: 'staging' }))
    const dialog = await screen().findByRole('dialog', { name: 'Edit IP pool' })
    await expectNoSeriousA11yViolations()
    const name = await screen().getByRole('textbox', { name: 'Name' })
    await retype(name, 'secondary')
    await (await screen().getByRole('button', { name: 'Update IP pool' })).click()
    await expectShown('IP pool name already exists')
    await expect(name).toHaveValue('secondary')

    await retype(name, 'staging-two')
    await (await screen().getByRole('button', { name: 'Update IP pool' })).click()
    await expectToast('IP pool staging-two updated')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(pb.ipPool({ pool: 'staging-two' }))
  })
})
