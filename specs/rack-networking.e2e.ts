/**
 * System → Networking → Rack Networking as an operator uses it: the BGP peers and their state,
 * a peer's imported routes and messages, a switch port's link and LLDP neighbor, a loopback
 * address created and deleted, an address lot's bad block refused before anything is sent, and
 * a peer that is down listed on System → Issues; BGP configurations and announce sets created,
 * refused on bad input without a request, and deleted (the server's refusal of one in use shown). What the seeds make of the rack:
 * mirage/seeds/rack-network-seeds.ts.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults } from './helpers/faults'
import { chooseOption, clickLabelOf, expectFieldError, retype } from './helpers/field-input'
import { lastSentJson, sentBodies, sentRequests } from './helpers/requests'
import { rowAction, waitForListed, waitForRow } from './helpers/rows'
import {
  confirmDialog,
  expectHeading,
  expectPath,
  expectShown,
  expectToast,
  openForm,
  press,
  screen,
} from './helpers/screen'

/** Switch 0's port `port`, from the switch ports tab (both switches have one of each name). */
async function openPort(port: string) {
  const [link] = await screen().findAllByRole('link', { name: port })
  await link.click()
  await expectPath(pb.switchPort({ switchSlot: 'switch0', port }))
}

/** Back to the switch ports tab by the port page's crumb. */
async function backToSwitchPorts() {
  await (await screen().findByRole('link', { name: 'Switch Ports' })).click()
  await expectPath(pb.switchPorts())
}

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

  it('refuses a bad management address without sending it, then saves a port’s LLDP service', async () => {
    await openApp(pb.switchPort({ switchSlot: 'switch0', port: 'qsfp0' }))
    await openForm(
      'Edit LLDP',
      pb.switchPortLldpEdit({ switchSlot: 'switch0', port: 'qsfp0' }),
      'Edit LLDP configuration',
    )
    const address = await screen().getByRole('textbox', { name: 'Management IP (Optional)' })
    for (const bad of ['switch0.local', '198.51.100.2/30', '198.51.100']) {
      await retype(address, bad)
      await press('Save LLDP configuration')
      await expectFieldError(address, 'Not a valid IP address', bad)
    }
    expect(await sentRequests(/^POST .*\/lldp\/config$/)).toEqual([])
    await retype(address, '198.51.100.2')
    await retype(
      await screen().getByRole('textbox', { name: 'System name (Optional)' }),
      'rack-switch-0',
    )
    await press('Save LLDP configuration')
    await expectToast('LLDP configuration of Switch 0 qsfp0 saved')
    const config = await screen().findByRole('region', { name: 'LLDP configuration' })
    await browser.waitUntil(async () => (await config.getText()).includes('rack-switch-0'), {
      timeoutMsg: 'the new system name is not shown',
    })
  })

  it('refuses a bad VLAN id without sending it, creates port settings, applies and deletes them', async () => {
    await openApp(pb.switchPorts())
    await openForm('New port settings', pb.switchPortSettingsNew(), 'Create port settings')
    await retype(await screen().getByRole('textbox', { name: 'Name' }), 'uplink-second')
    const vlan = await screen().getByRole('textbox', { name: 'VLAN ID (Optional)' })
    for (const bad of ['0', '4095', 'vlan300']) {
      await retype(vlan, bad)
      await press('Create port settings')
      await expectFieldError(vlan, 'Enter a VLAN ID from 1 to 4094', bad)
    }
    await retype(vlan, '300')
    await press('Add BGP peer')
    await retype(await screen().getByRole('textbox', { name: 'Peer address' }), '198.51.100.9')
    await chooseOption(/BGP configuration/, /^as65010/)
    const remoteAsn = await screen().getByRole('textbox', { name: 'Remote ASN (Optional)' })
    await retype(remoteAsn, '4294967296')
    await press('Create port settings')
    await expectFieldError(remoteAsn, 'Enter an ASN from 1 to 4294967295', '4294967296')
    expect(await sentRequests('POST /v1/system/networking/switch-port-settings')).toEqual([])
    await retype(remoteAsn, '65001')
    // the peer's timers: a hold time BGP refuses, a keepalive not below the hold time
    const holdTime = await screen().getByRole('textbox', { name: 'Hold time' })
    await expect(holdTime).toHaveValue('6')
    await retype(holdTime, '2')
    await press('Create port settings')
    await expectFieldError(holdTime, 'Enter 0, or from 3 to 65,535 seconds', 'a hold time of 2')
    await retype(holdTime, '90')
    const keepalive = await screen().getByRole('textbox', { name: 'Keepalive' })
    await retype(keepalive, '90')
    await press('Create port settings')
    await expectFieldError(keepalive, 'Must be less than the hold time', 'a keepalive of 90')
    expect(await sentRequests('POST /v1/system/networking/switch-port-settings')).toEqual([])
    await retype(keepalive, '30')
    await clickLabelOf('switch', 'IPv6 link-local address')
    await press('Create port settings')
    await expectToast('Port settings uplink-second created')
    const sent = await lastSentJson('POST /v1/system/networking/switch-port-settings')
    expect(sent.interfaces).toEqual([
      { link_name: 'phy0', kind: { type: 'vlan', vid: 300 }, v6_enabled: true },
    ])
    expect(sent.bgp_peers).toEqual([
      {
        link_name: 'phy0',
        peers: [expect.objectContaining({ hold_time: 90, keepalive: 30, remote_asn: 65001 })],
      },
    ])
    await expectPath(pb.switchPorts())
    await waitForListed('uplink-second', true)

    // the mock lives in the page: what was created stays only while the app does not reload
    await openPort('qsfp5')
    await openForm(
      'Apply settings',
      pb.switchPortApplySettings({ switchSlot: 'switch0', port: 'qsfp5' }),
      'Apply port settings',
    )
    await chooseOption(/Port settings/, 'uplink-second')
    await press('Apply settings')
    const dialog = await screen().findByRole('alertdialog', { name: 'Apply port settings' })
    await expect(dialog).toHaveText(expect.stringContaining('brings its link up'))
    await confirmDialog('Apply port settings', 'Apply settings', { scan: true })
    await expectToast('Settings uplink-second applied to Switch 0 qsfp5')
    await expectPath(pb.switchPort({ switchSlot: 'switch0', port: 'qsfp5' }))

    // carried by qsfp5, the settings cannot go; cleared, they can
    await backToSwitchPorts()
    await rowAction('uplink-second', 'Delete')
    await confirmDialog('Delete port settings', 'Delete')
    await expectToast('Switch port settings are applied to a port')
    await openPort('qsfp5')
    await press('Clear settings')
    await (await screen().findByRole('textbox', { name: 'Type qsfp5 to confirm' })).setValue(
      'qsfp5',
    )
    await confirmDialog('Clear port settings', 'Clear settings')
    await expectToast('Settings of qsfp5 cleared')
    await backToSwitchPorts()
    await rowAction('uplink-second', 'Delete')
    await confirmDialog('Delete port settings', 'Delete')
    await expectToast('Port settings uplink-second deleted')
    await waitForListed('uplink-second', false)
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

  it('refuses a bad ASN without sending it, creates a BGP configuration and deletes it by its typed name', async () => {
    await openApp(pb.bgp())
    await openForm('New BGP configuration', pb.bgpConfigsNew(), 'Create BGP configuration')
    await retype(await screen().getByRole('textbox', { name: 'Name' }), 'as65020')
    await chooseOption(/Announce set/, 'rack-prefixes')
    const asn = await screen().getByRole('textbox', { name: 'ASN' })
    for (const bad of ['0', '4294967296', 'AS65020', '-1']) {
      await retype(asn, bad)
      await press('Create BGP configuration')
      await expectFieldError(asn, 'Enter an ASN from 1 to 4294967295', bad)
    }
    expect(await sentRequests('POST /v1/system/networking/bgp')).toEqual([])
    await expectNoSeriousA11yViolations()
    await retype(asn, '65020')
    await press('Create BGP configuration')
    await expectToast('BGP configuration as65020 created')
    await expectPath(pb.bgp())
    await waitForRow('as65020', (text) => text.includes('65020'), 'its ASN')

    await rowAction('as65020', 'Delete')
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete BGP configuration' })
    await expect(dialog).toHaveText(expect.stringContaining('can be cut off from its uplinks'))
    const deleteButton = await screen().getByRole('button', { name: 'Delete' })
    await expect(deleteButton).toBeDisabled()
    await (await screen().getByRole('textbox', { name: 'Type as65020 to confirm' })).setValue(
      'as65020',
    )
    await deleteButton.click()
    await expectToast('BGP configuration as65020 deleted')
    await waitForListed('as65020', false)
  })

  it('shows the server’s refusal to delete a BGP configuration a port peers with', async () => {
    await openApp(pb.bgp())
    await rowAction('as65010', 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete BGP configuration' })
    await (await screen().getByRole('textbox', { name: 'Type as65010 to confirm' })).setValue(
      'as65010',
    )
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expectToast('Could not delete BGP configuration')
    await expectToast('BGP configuration is in use: a switch port setting peers with it')
    await waitForListed('as65010', true)
  })

  it('refuses a bad prefix without sending it, creates an announce set, edits and deletes it', async () => {
    await openApp(pb.bgp())
    await openForm('New announce set', pb.bgpAnnounceSetsNew(), 'Create announce set')
    await retype(await screen().getByRole('textbox', { name: 'Name' }), 'more-prefixes')
    await chooseOption(/Address lot/, 'instance-pool')
    const network = await screen().getByRole('textbox', { name: 'Network' })
    const tries: [string, string][] = [
      ['192.0.2.128', 'Must contain an IP address and a width, separated by a /'],
      ['192.0.2.128/33', 'Max width for IPv4 is 32'],
      ['192.0.2.128/x', 'Width must be an integer'],
      ['192.0.2/25', 'Not a valid IP address'],
    ]
    for (const [bad, message] of tries) {
      await retype(network, bad)
      await press('Create announce set')
      await expectFieldError(network, message, bad)
    }
    expect(await sentRequests('PUT /v1/system/networking/bgp-announce-set')).toEqual([])
    await expectNoSeriousA11yViolations()
    await retype(network, '192.0.2.128/25')
    await press('Create announce set')
    await expectToast('Announce set more-prefixes created')
    await waitForListed('more-prefixes', true)

    await rowAction('more-prefixes', 'Edit')
    await expectPath(pb.bgpAnnounceSetEdit({ announceSet: 'more-prefixes' }))
    const edited = await screen().findByRole('textbox', { name: 'Network' })
    await browser.waitUntil(async () => (await edited.getValue()) === '192.0.2.128/25', {
      timeoutMsg: 'the announcement is not in the form',
    })
    await retype(
      await screen().getByRole('textbox', { name: 'Description (Optional)' }),
      'Half the pool',
    )
    await press('Update announce set')
    await expectToast('Announce set more-prefixes updated')
    await waitForRow('more-prefixes', (text) => text.includes('Half the pool'), 'its description')

    await rowAction('more-prefixes', 'Delete')
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete announce set' })
    await expect(dialog).toHaveText(expect.stringContaining('withdrawn from every peer'))
    await confirmDialog('Delete announce set', 'Delete', { scan: true })
    await expectToast('Announce set more-prefixes deleted')
    await waitForListed('more-prefixes', false)
  })

  it('refuses a new announce set under a name that is taken, and shows a refused delete', async () => {
    await openApp(pb.bgp())
    await openForm('New announce set', pb.bgpAnnounceSetsNew(), 'Create announce set')
    const name = await screen().getByRole('textbox', { name: 'Name' })
    await retype(name, 'rack-prefixes')
    await chooseOption(/Address lot/, 'instance-pool')
    await retype(await screen().getByRole('textbox', { name: 'Network' }), '192.0.2.0/24')
    await press('Create announce set')
    await expectFieldError(name, 'Announce set name already exists', 'rack-prefixes')
    expect(await sentRequests('PUT /v1/system/networking/bgp-announce-set')).toEqual([])
    await press('Cancel')
    await expectPath(pb.bgp())

    await rowAction('rack-prefixes', 'Delete')
    await confirmDialog('Delete announce set', 'Delete')
    await expectToast('Could not delete announce set')
    await expectToast('Announce set is in use: a BGP configuration announces it')
    await waitForListed('rack-prefixes', true)
  })

  it('changes the fleet-wide networking settings, sending only the change', async () => {
    await openApp(pb.networkingSettings())
    await expect(await screen().findByText(/^Not allowed: every instance/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await openForm('Edit settings', pb.networkingSettingsEdit(), 'Edit networking settings')
    await clickLabelOf('switch', 'Let instances opt in to jumbo frames')
    await press('Save settings')
    await expectToast('Networking settings saved')
    await expectPath(pb.networkingSettings())
    await expect(await screen().findByText(/^Allowed: an instance may ask/)).toBeDisplayed()
    expect(await sentBodies('PUT /v1/system/networking/settings')).toEqual([
      JSON.stringify({ external_jumbo_frames_opt_in_enabled: true }),
    ])
  })

  it('keeps the settings form open with the server’s refusal', async () => {
    await openApp(pb.networkingSettingsEdit())
    await screen().findByRole('dialog', { name: 'Edit networking settings' })
    await addFaults({ method: 'PUT', path: '/v1/system/networking/settings', status: 500 })
    await clickLabelOf('switch', 'Let instances opt in to jumbo frames')
    await press('Save settings')
    await expectShown('Internal Server Error')
    await expect(
      await screen().findByRole('dialog', { name: 'Edit networking settings' }),
    ).toBeDisplayed()
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
