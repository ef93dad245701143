/**
 * System → Networking → Rack Networking as an operator uses it: the BGP peers and their state,
 * a peer's imported routes and messages, a switch port's link and LLDP neighbor, a loopback
 * address created and deleted, an address lot's bad block refused before anything is sent, and
 * a peer that is down listed on System → Issues. What the seeds make of the rack:
 * mirage/seeds/rack-network-seeds.ts.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, expectFieldError, retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction, waitForListed, waitForRow } from './helpers/rows'
import {
  confirmDialog,
  expectHeading,
  expectPath,
  expectToast,
  openForm,
  press,
  screen,
} from './helpers/screen'

describe('rack networking', () => {
  it('lists the BGP peers with their state and how long in it', async () => {
    await openApp(pb.bgp())
    await expectHeading('Rack Networking')
    await expect(browser).toHaveTitle('BGP / Networking / Oxide Console')
    await waitForRow(
      '198.51.100.1',
      (text) => /Switch 0\s+established\s+3w/.test(text),
      'established for 3w',
    )
    await waitForRow('198.51.100.5', (text) => /Switch 1\s+idle\s+3h/.test(text), 'idle for 3h')
    await expectNoSeriousA11yViolations()
  })

  it('shows a peer’s imported routes and message history', async () => {
    await openApp(pb.bgp())
    await (await screen().findByRole('link', { name: '198.51.100.1' })).click()
    await expectPath(pb.bgpPeer({ switchSlot: 'switch0', peer: '198.51.100.1' }))
    await expectHeading('198.51.100.1')
    await expect(await screen().findByRole('region', { name: 'Imported routes' })).toBeDisplayed()
    await waitForRow('0.0.0.0/0', (text) => text.includes('198.51.100.1'), 'via the peer')
    await waitForRow('203.0.113.128/25', (text) => text.includes('198.51.100.1'), 'via the peer')
    await waitForRow('100.64.0.0/16', (text) => text.includes('198.51.100.1'), 'via the peer')
    const history = await screen().findByRole('region', { name: 'Message history' })
    await browser.waitUntil(async () => (await history.getText()).includes('Keepalive'), {
      timeoutMsg: 'no Keepalive in the history',
    })
    await expectNoSeriousA11yViolations()
  })

  it('shows a port’s link and its LLDP neighbor', async () => {
    await openApp(pb.switchPorts())
    // both switches have a qsfp0; switch 0's is listed first
    const [port] = await screen().findAllByRole('link', { name: 'qsfp0' })
    await port.click()
    await expectPath(pb.switchPort({ switchSlot: 'switch0', port: 'qsfp0' }))
    await expectHeading('Switch 0 qsfp0')
    await expect(await screen().findByText('up')).toBeDisplayed()
    const neighbors = await screen().findByRole('region', { name: 'LLDP neighbors' })
    await browser.waitUntil(async () => (await neighbors.getText()).includes('edge-router-a'), {
      timeoutMsg: 'the neighbor is not listed',
    })
    await expect(neighbors).toHaveText(expect.stringContaining('Ethernet49/1'))
    await expectNoSeriousA11yViolations()
  })

  it('creates a loopback address and deletes it', async () => {
    await openApp(pb.loopbacks())
    await openForm('New loopback address', pb.loopbacksNew(), 'Create loopback address')
    await chooseOption(/^(?!Actions for).*Switch/, 'Switch 0')
    await chooseOption(/Address lot/, 'uplink-infra')
    await retype(await screen().getByRole('textbox', { name: 'Address' }), '203.0.113.20')
    await press('Create loopback address')
    await expectToast('Loopback address 203.0.113.20/32 created')
    await expectPath(pb.loopbacks())
    await waitForListed('203.0.113.20/32', true)

    await rowAction('203.0.113.20/32 on Switch 0', 'Delete')
    await confirmDialog('Delete loopback address', 'Delete', { scan: true })
    await expectToast('Loopback address 203.0.113.20/32 deleted')
    await waitForListed('203.0.113.20/32', false)
    await expectNoSeriousA11yViolations()
  })

  it('refuses an address lot’s bad block without sending it', async () => {
    await openApp(pb.addressLots())
    await openForm('New address lot', pb.addressLotsNew(), 'Create address lot')
    await retype(await screen().getByRole('textbox', { name: 'Name' }), 'e2e-lot')
    await chooseOption(/Kind/, 'Infrastructure')
    const first = await screen().getByRole('textbox', { name: 'First address' })
    const last = await screen().getByRole('textbox', { name: 'Last address' })
    const tries: [first: string, last: string, field: WebdriverIO.Element, message: string][] = [
      ['10.1.0.9', '10.1.0.1', last, 'The first address must not be after the last'],
      ['10.1.0.1', '2001:db8::1', last, 'Must be an IPv4 address, as the first address is'],
      ['10.1.0.1', '10.1.0', last, 'Not a valid IP address'],
      ['10.1.0', '10.1.0.9', first, 'Not a valid IP address'],
    ]
    for (const [firstValue, lastValue, field, message] of tries) {
      await retype(first, firstValue)
      await retype(last, lastValue)
      await press('Create address lot')
      await expectFieldError(field, message, `${firstValue} – ${lastValue}`)
    }
    expect(await sentRequests('POST /v1/system/networking/address-lot')).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('lists a BGP peer that is down on System → Issues', async () => {
    await openApp(pb.systemIssues())
    await expect(await screen().findByRole('region', { name: 'BGP peers (1)' })).toBeDisplayed()
    const link = await screen().findByRole('link', {
      name: 'BGP peer 198.51.100.5 on Switch 1 is idle',
    })
    await expect(link).toHaveAttribute(
      'href',
      pb.bgpPeer({ switchSlot: 'switch1', peer: '198.51.100.5' }),
    )
    await expect(await screen().findByRole('region', { name: 'Switch ports (1)' })).toBeDisplayed()
    await expect(await screen().findByRole('region', { name: 'BFD sessions (1)' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })
})
