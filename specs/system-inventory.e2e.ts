import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { sentRequests } from './helpers/requests'
import { rowAction, rowActionItem, rowText, waitForRow } from './helpers/rows'
import { confirmDialog, expectPath, screen, switchScope } from './helpers/screen'

const SLEDS = pb.sledInventory()
/** The seeded rack (mirage/seeds/hardware-seeds.ts): cubby 0 runs web-05, cubby 14 is expunged. */
const SLED = 'BRM42220004'
const EXPUNGED_SLED = 'BRM42220046'
const NON_PROVISIONABLE_SLED = 'BRM42220037'
const SLED_PAGE = /^\/system\/inventory\/sleds\/[0-9a-f-]{36}\/instances$/

/** The text of the table row whose row header is `name`. */

async function rowHeaders() {
  const cells = await screen().findAllByRole('rowheader')
  return Promise.all(cells.map((cell) => cell.getText()))
}

const policyWrites = () => sentRequests(/^PUT .*\/provision-policy$/)

async function waitForPath(pattern: RegExp) {
  await browser.waitUntil(async () => pattern.test(new URL(await browser.getUrl()).pathname), {
    timeoutMsg: `expected a path like ${pattern}`,
  })
}

describe('system inventory', () => {
  it('is reached from the System navigation and lists the rack’s sleds', async () => {
    await openApp(pb.projects())
    await switchScope('System')
    await (await screen().findByRole('link', { name: 'Inventory' })).click()
    await expectPath(SLEDS)
    await expect(
      await screen().findByRole('heading', { name: 'Inventory', level: 1 }),
    ).toBeDisplayed()
    await expect(browser).toHaveTitle(/^Sleds \/ Inventory \//)
    await expect(
      await screen().findByRole('tab', { name: 'Sleds', selected: true }),
    ).toBeDisplayed()
    await screen().findByRole('rowheader', { name: SLED })
    // the rack's 16 sleds, then the one sled not yet in the rack (its own table below)
    expect(await rowHeaders()).toHaveLength(17)

    const sled = await rowText(SLED)
    for (const text of ['913-0000019', '128 vCPU', '1,024 GiB', 'In service', 'active']) {
      expect(sled).toContain(text)
    }
    expect(await rowText(NON_PROVISIONABLE_SLED)).toContain('Not provisionable')
    const expunged = await rowText(EXPUNGED_SLED)
    expect(expunged).toContain('Expunged')
    expect(expunged).toContain('decommissioned')
    await expectNoSeriousA11yViolations()

    // sorted by serial, both ways (the sleds' table is the first with a Serial column)
    const [serial] = await screen().findAllByRole('columnheader', { name: 'Serial' })
    await serial.click()
    await browser.waitUntil(async () => (await rowHeaders())[0] === SLED, {
      timeoutMsg: 'not sorted by serial',
    })
    await serial.click()
    await browser.waitUntil(async () => (await rowHeaders())[0] === 'BRM42220049', {
      timeoutMsg: 'not sorted by serial, descending',
    })
  })

  it('marks a sled non-provisionable and back through the confirm dialog', async () => {
    await openApp(SLEDS)
    await screen().findByRole('rowheader', { name: SLED })

    await rowAction(SLED, 'Mark non-provisionable')
    // the question's text, hyphenated words kept whole in boxes of their own (ConfirmDialogView.tsx)
    await expect(await screen().findByRole('alertdialog')).toHaveText(
      expect.stringContaining(
        `Are you sure you want to mark the sled ${SLED} non-provisionable? No new instances will be placed on it; the instances it runs stay until they are moved off.`,
      ),
    )
    await expectNoSeriousA11yViolations()
    await confirmDialog('Mark sled non-provisionable', 'Mark non-provisionable')
    await expect(await screen().findByText(`Sled ${SLED} marked non-provisionable`)).toBeDisplayed()
    await waitForRow(SLED, (text) => text.includes('Not provisionable'), 'still provisionable')

    await rowAction(SLED, 'Mark provisionable')
    await confirmDialog('Mark sled provisionable', 'Mark provisionable')
    await waitForRow(
      SLED,
      (text) => text.includes('In service') && !text.includes('Not provisionable'),
      'still not provisionable',
    )
    expect(await policyWrites()).toHaveLength(2)
  })

  it('offers no provision policy change for the expunged sled, and says why', async () => {
    await openApp(SLEDS)
    await screen().findByRole('rowheader', { name: EXPUNGED_SLED })
    const item = await rowActionItem(EXPUNGED_SLED, 'Mark non-provisionable')
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await expect(item).toHaveText(/An expunged sled is permanently out of service/)
    await browser.keys('Escape')
    expect(await policyWrites()).toHaveLength(0)
  })

  it('opens a sled with its instances and follows one to its page', async () => {
    await openApp(SLEDS)
    await (await screen().findByRole('link', { name: SLED })).click()
    await waitForPath(SLED_PAGE)
    await expect(await screen().findByRole('heading', { name: SLED, level: 1 })).toBeDisplayed()
    await expect(
      await screen().findByRole('tab', { name: 'Instances', selected: true }),
    ).toBeDisplayed()
    await screen().findByRole('rowheader', { name: 'web-05' })
    const instance = await rowText('web-05')
    for (const text of ['default-silo', 'mock-project', 'running']) expect(instance).toContain(text)
    await expectNoSeriousA11yViolations()

    // the header's menu changes the policy too, and the properties follow
    await (await screen().findByRole('button', { name: `Actions for sled ${SLED}` })).click()
    await (await screen().findByRole('menuitem', { name: 'Mark non-provisionable' })).click()
    await confirmDialog('Mark sled non-provisionable', 'Mark non-provisionable')
    // the provision policy, and the vCPUs and memory, which say the sled now takes no instances
    await browser.waitUntil(
      async () => (await screen().queryAllByText('Not provisionable')).length === 3,
      { timeoutMsg: 'the sled page does not say it is not provisionable' },
    )
    // its instances stay where they are
    await screen().findByRole('rowheader', { name: 'web-05' })

    await (await screen().findByRole('link', { name: 'web-05' })).click()
    await expectPath(pb.instanceStorage({ project: 'mock-project', instance: 'web-05' }))
  })

  it('lists the physical disks with their sleds linked', async () => {
    await openApp(SLEDS)
    await (await screen().findByRole('tab', { name: 'Disks' })).click()
    await expectPath(pb.diskInventory())
    await screen().findByRole('table', { name: 'Physical disks' })
    const sledLink = { name: /^BRM4222\d{4}$/ }
    // the rows arrive a page at a time: wait for more than one sled's drives
    await browser.waitUntil(
      async () => (await screen().queryAllByRole('link', sledLink)).length > 10,
      { timeoutMsg: 'fewer than 11 drives listed with their sled' },
    )
    const sledLinks = await screen().findAllByRole('link', sledLink)
    const firstRow = await (await screen().findAllByRole('row'))[1].getText()
    for (const text of ['WUS4C6432DSP3X3', 'U.2']) expect(firstRow).toContain(text)
    await expectNoSeriousA11yViolations()

    const sled = await sledLinks[0].getText()
    await sledLinks[0].click()
    await waitForPath(SLED_PAGE)
    await expect(await screen().findByRole('heading', { name: sled, level: 1 })).toBeDisplayed()
  })

  it('lists the rack’s switches', async () => {
    await openApp(SLEDS)
    await (await screen().findByRole('tab', { name: 'Switches' })).click()
    await expectPath(pb.switchInventory())
    for (const serial of ['BRM44220011', 'BRM44220012']) {
      await screen().findByRole('rowheader', { name: serial })
      expect(await rowText(serial)).toContain('913-0000006')
    }
    await expectNoSeriousA11yViolations()
    // each switch leads to the switches' ports, under Rack Networking
    const [ports] = await screen().findAllByRole('link', { name: 'Switch ports' })
    await ports.click()
    await expectPath(pb.switchPorts())
    await expect(
      await screen().findByRole('tab', { name: 'Switch Ports', selected: true }),
    ).toBeDisplayed()
  })

  it('opens the rack a sled and a switch name, with what is in it', async () => {
    await openApp(SLEDS)
    await (await screen().findByRole('link', { name: SLED })).click()
    await waitForPath(SLED_PAGE)
    const { rackId, sleds } = await browser.execute(async () => {
      const read = async (path: string) =>
        ((await (await fetch(path)).json()) as { items: { id: string }[] }).items
      const [racks, sleds] = await Promise.all([
        read('/v1/system/hardware/racks'),
        read('/v1/system/hardware/sleds?limit=1000'),
      ])
      return { rackId: racks[0]?.id ?? '', sleds: sleds.length }
    })
    await (await screen().findByRole('link', { name: rackId })).click()
    await expectPath(pb.rack({ rackId }))
    await expect(await screen().findByRole('heading', { name: rackId, level: 1 })).toBeDisplayed()
    // the rack's page reads rack_view, and counts the inventory's sleds and switches in the rack
    await browser.waitUntil(
      async () => {
        const text = await (await screen().findByLabelText('Properties')).getText()
        return new RegExp(`Sleds\\s+${sleds}\\b`).test(text) && /Switches\s+2\b/.test(text)
      },
      { timeoutMsg: `the rack's page does not count ${sleds} sleds and 2 switches` },
    )
    await expect(await screen().findByLabelText('Rack membership')).toHaveText(
      expect.stringContaining('Committed'),
    )
    await expectNoSeriousA11yViolations()

    // a switch names the same rack
    await openApp(pb.switchInventory())
    await screen().findByRole('rowheader', { name: 'BRM44220011' })
    const [rackLink] = await screen().findAllByRole('link', { name: rackId })
    await rackLink.click()
    await expectPath(pb.rack({ rackId }))
    await expect(await screen().findByRole('heading', { name: rackId, level: 1 })).toBeDisplayed()
  })

  it('says a rack the server does not know is not found', async () => {
    await openApp(pb.rack({ rackId: '00000000-0000-4000-8000-000000000000' }))
    await expect(await screen().findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
  })

  it('shows the server’s refusal to an operator who may only look', async () => {
    // ada, a silo admin, is given the fleet viewer role elsewhere; she then signs in here
    await openApp(pb.projects())
    const status = await browser.execute(async () => {
      const users = (await (await fetch('/v1/users')).json()) as {
        items: { id: string; display_name: string }[]
      }
      const ada = users.items.find((user) => user.display_name === 'Ada Lovelace')
      const policy = (await (await fetch('/v1/system/policy')).json()) as {
        role_assignments: object[]
      }
      const reply = await fetch('/v1/system/policy', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          role_assignments: [
            ...policy.role_assignments,
            { identity_id: ada?.id, identity_type: 'silo_user', role_name: 'viewer' },
          ],
        }),
      })
      return reply.status
    })
    expect(status).toBe(200)
    await (await screen().findByRole('button', { name: 'Mock session' })).click()
    await (await screen().findByRole('menuitem', { name: 'Sign in as Ada Lovelace' })).click()
    await expectPath(pb.projects())
    await switchScope('System')
    await (await screen().findByRole('link', { name: 'Inventory' })).click()
    await screen().findByRole('rowheader', { name: SLED })

    await rowAction(SLED, 'Mark non-provisionable')
    await confirmDialog('Mark sled non-provisionable', 'Mark non-provisionable')
    await expect(await screen().findByText('Could not mark sled non-provisionable')).toBeDisplayed()
    await expect(await screen().findByText('Action not authorized')).toBeDisplayed()
    expect(await rowText(SLED)).not.toContain('Not provisionable')
    expect(await policyWrites()).toHaveLength(1)
  })
})
