import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults } from './helpers/faults'
import { clickLabelOf, enter, errorOf, expectFieldError } from './helpers/field-input'
import type { HostileValue } from './helpers/hostile-input'
import { lastSentJson, mutations } from './helpers/requests'
import { dismissToast, expectPath, expectShown, expectToast, press, screen } from './helpers/screen'

const PAGE = pb.networkAccess()
const ALLOW_LIST_API = '/v1/system/networking/allow-list'
const ICMP_API = '/v1/system/networking/inbound-icmp'
/** The seeded list (mirage/seeds/network-access-seeds.ts). */
const SEEDED = ['10.100.0.0/16', '172.20.8.0/24', '2001:db8:8a00::/40']
const ENTRY = 'IP address or network'

/**
 * Expects the list named `name` to show `items`, one a line. It waits, as an opening dialog's
 * list has no rendered text until its entrance has begun and a saved list comes back from the
 * server after the toast.
 */
async function expectListItems(name: string, items: string[]) {
  await expect(await screen().findByRole('list', { name })).toHaveText(items.join('\n'))
}

async function openForm() {
  await (await screen().findByRole('link', { name: 'Edit allow list' })).click()
  await expectPath(pb.allowListEdit())
  return screen().findByRole('dialog', { name: 'Edit allow list' })
}

async function addEntry(value: string) {
  await enter(await screen().getByRole('textbox', { name: ENTRY }), value)
  await press('Add entry')
}

/** The open confirm dialog, found by its title. */
const confirmDialog = (title: string) => screen().findByRole('alertdialog', { name: title })

/** Every way the entry field can be wrong, with its exact message (SPEC §5 where it has one). */
const hostileEntries: HostileValue[] = [
  { why: 'empty', value: '', message: 'IP address or network is required' },
  { why: 'whitespace only', value: '   ', message: 'IP address or network is required' },
  { why: 'an octet past 255', value: '10.0.0.300', message: 'Not a valid IP address' },
  { why: 'markup', value: '<script>alert(1)</script>', message: 'Not a valid IP address' },
  { why: 'SQL', value: "'; DROP TABLE allow_list; --", message: 'Not a valid IP address' },
  { why: 'full-width digits', value: '１０.0.0.1', message: 'Not a valid IP address' },
  { why: 'an IPv6 zone', value: 'fe80::1%eth0', message: 'Not a valid IP address' },
  { why: 'a host name', value: 'office.example.com/24', message: 'Not a valid IP address' },
  { why: 'a very long value', value: '1'.repeat(500), message: 'Not a valid IP address' },
  {
    why: 'no width after the slash',
    value: '10.0.0.0/',
    message: 'Must contain an IP address and a width, separated by a /',
  },
  {
    why: 'two slashes',
    value: '10.0.0.0/8/8',
    message: 'Must contain an IP address and a width, separated by a /',
  },
  { why: 'a width in words', value: '10.0.0.0/eight', message: 'Width must be an integer' },
  { why: 'an IPv4 width past 32', value: '10.0.0.0/33', message: 'Max width for IPv4 is 32' },
  { why: 'an IPv6 width past 128', value: 'fd00::/129', message: 'Max width for IPv6 is 128' },
  {
    why: 'every address',
    value: '0.0.0.0/0',
    message: 'Width must be at least 1: to allow every source, choose Any source',
  },
  { why: 'a seeded network again', value: SEEDED[0], message: 'Items must be unique' },
  {
    why: 'a seeded network in capitals',
    value: '2001:DB8:8A00::/40',
    message: 'Items must be unique',
  },
]

describe('network access', () => {
  beforeEach(async () => {
    await openApp(PAGE)
    await screen().findByRole('heading', { name: 'Network Access', level: 1 })
  })

  it('shows the allow list and inbound ICMP, linked from the side navigation', async () => {
    await expect(browser).toHaveTitle('Network Access / Networking / Oxide Console')
    await expectListItems('Allowed sources', SEEDED)
    await expect(await screen().findByText('Keep your own address in the list')).toBeDisplayed()
    await expect(await screen().getByRole('switch', { name: 'Allow inbound ICMP' })).toBeSelected()
    await expect(await screen().getByRole('link', { name: 'Network Access' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoSeriousA11yViolations()
  })

  it('refuses every bad entry on its field with nothing sent, then saves an edit after confirming the whole list', async () => {
    await openForm()
    // the page's warning, and the form's
    expect(await screen().findAllByText('Keep your own address in the list')).toHaveLength(2)
    await expectNoSeriousA11yViolations()
    const sentBefore = await mutations()
    const entry = await screen().getByRole('textbox', { name: ENTRY })
    for (const { value, message, why } of hostileEntries) {
      await addEntry(value)
      await expectFieldError(entry, message).catch((error) => {
        throw new Error(`${why}: ${error}`)
      })
    }
    // a good entry typed but not added is not lost: the save says so on the field
    await enter(entry, '203.0.113.7')
    await press('Save allow list')
    await expectFieldError(entry, 'Add this entry with Add entry, or clear it')
    expect(await mutations()).toEqual(sentBefore)

    // an address alone stands for itself
    await press('Add entry')
    await expect(await screen().findByText('203.0.113.7/32')).toBeDisplayed()
    await press('Remove 172.20.8.0/24')
    await press('Save allow list')
    const dialog = await confirmDialog('Confirm the new allow list')
    await expectListItems('New allow list', [
      '10.100.0.0/16',
      '2001:db8:8a00::/40',
      '203.0.113.7/32',
    ])
    await expect(dialog).toHaveText(/If the address you connect from is not in it/)
    await expectNoSeriousA11yViolations()
    await (await dialog.$('aria/Save allow list')).click()
    await expectToast('Allow list saved')
    await expectPath(PAGE)
    expect(await lastSentJson(`PUT ${ALLOW_LIST_API}`)).toEqual({
      allowed_ips: {
        allow: 'list',
        ips: ['10.100.0.0/16', '2001:db8:8a00::/40', '203.0.113.7/32'],
      },
    })
    await expectListItems('Allowed sources', [
      '10.100.0.0/16',
      '2001:db8:8a00::/40',
      '203.0.113.7/32',
    ])
  })

  it('adds a corrected entry with one pointer click on Add entry', async () => {
    await openForm()
    const entry = await screen().getByRole('textbox', { name: ENTRY })
    await addEntry('bogus')
    await expectFieldError(entry, 'Not a valid IP address')
    await enter(entry, '198.51.100.7')
    // WebDriver's element click is a real pointer press and release: the field's blur between
    // them checks the corrected entry, and the button must still be under the pointer after it
    await press('Add entry')
    await expect(
      await screen().findByRole('button', { name: 'Remove 198.51.100.7/32' }),
    ).toBeDisplayed()
    await expect(entry).toHaveValue('')

    // the same, checked as a layout: the blur alone, by Tab, leaves the button where it was
    await addEntry('bogus')
    await expectFieldError(entry, 'Not a valid IP address')
    await enter(entry, '198.51.100.8')
    const addButton = await screen().getByRole('button', { name: 'Add entry' })
    const before = await addButton.getLocation()
    await browser.keys('Tab')
    await browser.waitUntil(async () => (await errorOf(entry)) === null, {
      timeoutMsg: 'the corrected entry still showed its message after the blur',
    })
    expect(await addButton.getLocation()).toEqual(before)
  })

  it('keeps what someone else saved meanwhile and says so in the confirmation', async () => {
    await openForm()
    await addEntry('203.0.113.0/24')
    // a CLI user adds the office network and drops the bastion subnet while the form is open
    expect(
      await behindTheConsole('PUT', ALLOW_LIST_API, {
        allowed_ips: {
          allow: 'list',
          ips: ['10.100.0.0/16', '2001:db8:8a00::/40', '198.51.100.0/24'],
        },
      }),
    ).toBe(200)
    await press('Save allow list')
    const dialog = await confirmDialog('Confirm the new allow list')
    await expect(dialog).toHaveText(
      /The allow list changed on the server since this page loaded: 198\.51\.100\.0\/24 added; 172\.20\.8\.0\/24 removed\./,
    )
    const saved = ['10.100.0.0/16', '2001:db8:8a00::/40', '198.51.100.0/24', '203.0.113.0/24']
    await expectListItems('New allow list', saved)
    await (await dialog.$('aria/Save allow list')).click()
    await expectToast('Allow list saved')
    await expectListItems('Allowed sources', saved)
  })

  it('writes nothing when the list changes again while the user is confirming', async () => {
    await openForm()
    await addEntry('203.0.113.0/24')
    await press('Save allow list')
    const dialog = await confirmDialog('Confirm the new allow list')
    // someone narrows the list to the VPN alone: what the dialog shows is no longer the outcome
    await behindTheConsole('PUT', ALLOW_LIST_API, {
      allowed_ips: { allow: 'list', ips: ['10.100.0.0/16'] },
    })
    const puts = (await mutations()).length
    await (await dialog.$('aria/Save allow list')).click()
    await expectToast(
      'The allow list changed on the server while you were confirming. Nothing was saved: review the list and save again.',
    )
    expect(await mutations()).toHaveLength(puts)
    await expect(await screen().getByRole('dialog', { name: 'Edit allow list' })).toBeDisplayed()
  })

  it('switches to any source, and refuses a list left empty', async () => {
    await openForm()
    for (const net of SEEDED) await press(`Remove ${net}`)
    const sentBefore = await mutations()
    await press('Save allow list')
    await expectShown('Add at least one IP address or network, or choose Any source')
    expect(await mutations()).toEqual(sentBefore)

    await clickLabelOf('radio', 'Any source')
    await expect(await screen().queryByRole('textbox', { name: ENTRY })).toBeNull()
    await press('Save allow list')
    const dialog = await confirmDialog('Confirm the new allow list')
    await expect(dialog).toHaveText(/Any source will be able to reach the API and this console/)
    await (await dialog.$('aria/Save allow list')).click()
    await expectToast('Allow list saved')
    expect(await lastSentJson(`PUT ${ALLOW_LIST_API}`)).toEqual({ allowed_ips: { allow: 'any' } })
    await expect(await screen().findByText('Any source')).toBeDisplayed()
  })

  it('keeps the form as it was when a save fails', async () => {
    await openForm()
    // the mock fails a list holding this documentation address (mirage/sentinels.ts)
    await addEntry('192.0.2.13')
    await press('Save allow list')
    await (
      await (await confirmDialog('Confirm the new allow list')).$('aria/Save allow list')
    ).click()
    await expectToast('Could not save allow list')
    await dismissToast('Internal Server Error')
    await expect(await screen().getByRole('dialog', { name: 'Edit allow list' })).toBeDisplayed()
    await expect(await screen().findByText('192.0.2.13/32')).toBeDisplayed()

    // the fresh read before the confirmation fails: said in the form, nothing sent
    await addFaults({ method: 'GET', path: ALLOW_LIST_API, status: 500 })
    const sentBefore = await mutations()
    await press('Save allow list')
    await expectShown('Internal Server Error')
    expect(await screen().queryByRole('alertdialog')).toBeNull()
    expect(await mutations()).toEqual(sentBefore)
  })

  it('blocks inbound ICMP after confirming and allows it again, each failure putting the switch back', async () => {
    const icmp = () => screen().getByRole('switch', { name: 'Allow inbound ICMP' })
    await clickLabelOf('switch', 'Allow inbound ICMP')
    const dialog = await confirmDialog('Block inbound ICMP')
    await expectNoSeriousA11yViolations()
    await (await dialog.$('aria/Block')).click()
    await expectToast('Inbound ICMP blocked')
    await expect(await icmp()).not.toBeSelected()
    expect(await lastSentJson(`PUT ${ICMP_API}`)).toEqual({ enabled: false })

    await clickLabelOf('switch', 'Allow inbound ICMP')
    await expectToast('Inbound ICMP allowed')
    await expect(await icmp()).toBeSelected()
    expect(await lastSentJson(`PUT ${ICMP_API}`)).toEqual({ enabled: true })

    await addFaults({ method: 'PUT', path: ICMP_API, status: 500 })
    await clickLabelOf('switch', 'Allow inbound ICMP')
    await (await (await confirmDialog('Block inbound ICMP')).$('aria/Block')).click()
    await expectToast('Could not change inbound ICMP')
    await expect(await icmp()).toBeSelected()
  })
})
