import type { AnyObjectSchema } from 'yup'
import { addressLotSchema } from './address-lot-create'
import { bfdSessionSchema } from './bfd-session-enable'
import { announceSetSchema } from './bgp-announce-set-form'
import { bgpConfigSchema } from './bgp-config-create'
import { lldpConfigSchema } from './lldp-config-edit'
import { loopbackSchema } from './loopback-create'
import {
  initialPortSettings,
  newPeer,
  portSettingsSchema,
  settingsBody,
} from './switch-port-settings-create'

/** The message the schema gives `field` for `values`, or undefined when it takes them. */
async function messageFor(schema: AnyObjectSchema, values: object, field: string) {
  try {
    await schema.validateAt(field, values)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

const loopback = {
  switch: 'rack/switch0',
  addressLot: 'uplink-infra',
  address: '203.0.113.20',
  mask: '32',
  anycast: false,
}

describe('loopback address form', () => {
  test.each([
    ['address', { address: '' }, 'Address is required'],
    ['address', { address: '203.0.113' }, 'Not a valid IP address'],
    ['address', { address: '203.0.113.20/32' }, 'Not a valid IP address'],
    ['mask', { mask: '' }, 'Prefix length is required'],
    ['mask', { mask: '33' }, 'Max width for IPv4 is 32'],
    ['mask', { mask: '129', address: '2001:db8::1' }, 'Max width for IPv6 is 128'],
    ['mask', { mask: 'x' }, 'Width must be an integer'],
    ['switch', { switch: '' }, 'Switch is required'],
    ['addressLot', { addressLot: '' }, 'Address lot is required'],
    ['mask', { mask: '64', address: '2001:db8::1' }, undefined],
  ])('%s %j', async (field, patch, message) => {
    expect(await messageFor(loopbackSchema, { ...loopback, ...patch }, field)).toBe(message)
  })
})

const lot = {
  name: 'edge',
  description: '',
  kind: 'infra',
  firstAddress: '10.1.0.1',
  lastAddress: '10.1.0.9',
}

describe('address lot form', () => {
  test.each([
    ['name', { name: 'Edge' }, 'Must start with a lowercase letter'],
    ['kind', { kind: '' }, 'Kind is required'],
    ['firstAddress', { firstAddress: '10.1.0' }, 'Not a valid IP address'],
    ['lastAddress', { lastAddress: '' }, 'Last address is required'],
    ['lastAddress', { lastAddress: '10.1.0.0' }, 'The first address must not be after the last'],
    [
      'lastAddress',
      { lastAddress: '2001:db8::1' },
      'Must be an IPv4 address, as the first address is',
    ],
    ['lastAddress', {}, undefined],
  ])('%s %j', async (field, patch, message) => {
    expect(await messageFor(addressLotSchema, { ...lot, ...patch }, field)).toBe(message)
  })
})

const session = {
  remote: '198.51.100.9',
  local: '',
  switchSlot: 'switch0',
  mode: 'single_hop',
  detectionThreshold: '3',
  requiredRx: '300000',
}

describe('BFD session form', () => {
  test.each([
    ['remote', { remote: '' }, 'Peer address is required'],
    ['remote', { remote: 'peer-1' }, 'Not a valid IP address'],
    ['local', { local: '198.51.100' }, 'Not a valid IP address'],
    ['local', { local: '' }, undefined],
    ['switchSlot', { switchSlot: '' }, 'Switch is required'],
    ['detectionThreshold', { detectionThreshold: '0' }, 'Must be a whole number from 1 to 255'],
    ['detectionThreshold', { detectionThreshold: '256' }, 'Must be a whole number from 1 to 255'],
    ['requiredRx', { requiredRx: '-5' }, 'Must be a whole number from 1 to 3,600,000,000'],
    ['requiredRx', { requiredRx: '' }, 'Required receive interval is required'],
  ])('%s %j', async (field, patch, message) => {
    expect(await messageFor(bfdSessionSchema, { ...session, ...patch }, field)).toBe(message)
  })
})

const bgpConfig = {
  name: 'as65020',
  description: '',
  asn: '65020',
  announceSet: 'rack-prefixes',
  maxPaths: '1',
  vrf: '',
}

describe('BGP configuration form', () => {
  test.each([
    ['asn', { asn: '' }, 'ASN is required'],
    ['asn', { asn: '0' }, 'Enter an ASN from 1 to 4294967295'],
    ['asn', { asn: '4294967296' }, 'Enter an ASN from 1 to 4294967295'],
    ['asn', { asn: 'AS65020' }, 'Enter an ASN from 1 to 4294967295'],
    ['asn', { asn: '4294967295' }, undefined],
    ['announceSet', { announceSet: '' }, 'Announce set is required'],
    ['maxPaths', { maxPaths: '0' }, 'Must be a whole number from 1 to 32'],
    ['maxPaths', { maxPaths: '33' }, 'Must be a whole number from 1 to 32'],
    ['vrf', { vrf: 'Red' }, 'Must start with a lowercase letter'],
    ['vrf', { vrf: '' }, undefined],
    ['name', { name: '' }, 'Name is required'],
  ])('%s %j', async (field, patch, message) => {
    expect(await messageFor(bgpConfigSchema, { ...bgpConfig, ...patch }, field)).toBe(message)
  })
})

const announceSet = (announcements: { addressLot: string; network: string }[]) => ({
  name: 'more-prefixes',
  description: '',
  announcements,
})

describe('announce set form', () => {
  const row = { addressLot: 'instance-pool', network: '192.0.2.0/25' }
  test.each([
    ['announcements[0].network', [{ ...row, network: '' }], 'Network is required'],
    [
      'announcements[0].network',
      [{ ...row, network: '192.0.2.0' }],
      'Must contain an IP address and a width, separated by a /',
    ],
    ['announcements[0].network', [{ ...row, network: '192.0.2.0/33' }], 'Max width for IPv4 is 32'],
    ['announcements[0].network', [{ ...row, network: '192.0.2.0/x' }], 'Width must be an integer'],
    ['announcements[0].addressLot', [{ ...row, addressLot: '' }], 'Address lot is required'],
    ['announcements', [row, row], 'Items must be unique'],
    ['announcements', [row], undefined],
    ['announcements', [], undefined],
  ])('%s %j', async (field, announcements, message) => {
    expect(await messageFor(announceSetSchema, announceSet(announcements), field)).toBe(message)
  })
})

const lldp = {
  enabled: true,
  systemName: 'switch0',
  systemDescription: '',
  chassisId: '',
  linkName: 'qsfp0',
  linkDescription: '',
  managementIp: '198.51.100.2',
}

describe('LLDP configuration form', () => {
  test.each([
    ['managementIp', { managementIp: 'switch0.local' }, 'Not a valid IP address'],
    ['managementIp', { managementIp: '198.51.100.2/30' }, 'Not a valid IP address'],
    ['managementIp', { managementIp: '' }, undefined],
    ['managementIp', { managementIp: '2001:db8::2' }, undefined],
    ['systemName', { systemName: '' }, undefined],
  ])('%s %j', async (field, patch, message) => {
    expect(await messageFor(lldpConfigSchema, { ...lldp, ...patch }, field)).toBe(message)
  })
})

/** A peer as the form adds it (its timers the usual ones), with `patch`. */
const peer = (patch: Partial<ReturnType<typeof newPeer>>) => ({ ...newPeer(), ...patch })
const uplinkPeer = { address: '198.51.100.5', bgpConfig: 'as65010', remoteAsn: '65001' }

const portSettings = {
  ...initialPortSettings,
  name: 'uplink-second',
  addresses: [{ addressLot: 'uplink-infra', address: '198.51.100.6/30' }],
  routes: [{ destination: '0.0.0.0/0', gateway: '198.51.100.5' }],
  peers: [peer({ address: '198.51.100.5', bgpConfig: 'as65010', remoteAsn: '65001' })],
}

describe('port settings form', () => {
  const vlan = 'Enter a VLAN ID from 1 to 4094'
  const asn = 'Enter an ASN from 1 to 4294967295'
  test.each([
    ['vlan', { vlan: '0' }, vlan],
    ['vlan', { vlan: '4095' }, vlan],
    ['vlan', { vlan: 'ten' }, vlan],
    ['vlan', { vlan: '' }, undefined],
    ['vlan', { vlan: '300' }, undefined],
    ['mtu', { mtu: '0' }, 'Must be a whole number from 1 to 65,535'],
    ['mtu', { mtu: '65536' }, 'Must be a whole number from 1 to 65,535'],
    ['mtu', { mtu: '' }, 'MTU is required'],
    [
      'addresses[0].address',
      { addresses: [{ addressLot: 'uplink-infra', address: '198.51.100.6' }] },
      'Must contain an IP address and a width, separated by a /',
    ],
    [
      'addresses[0].addressLot',
      { addresses: [{ addressLot: '', address: '198.51.100.6/30' }] },
      'Address lot is required',
    ],
    [
      'routes[0].gateway',
      { routes: [{ destination: '0.0.0.0/0', gateway: '198.51.100' }] },
      'Not a valid IP address',
    ],
    [
      'routes[0].destination',
      { routes: [{ destination: '0.0.0.0/33', gateway: '198.51.100.5' }] },
      'Max width for IPv4 is 32',
    ],
    [
      'peers[0].remoteAsn',
      { peers: [peer({ address: '198.51.100.5', bgpConfig: 'as65010', remoteAsn: '0' })] },
      asn,
    ],
    [
      'peers[0].remoteAsn',
      { peers: [peer({ address: '198.51.100.5', bgpConfig: 'as65010', remoteAsn: '' })] },
      undefined,
    ],
    [
      'addresses[0].address',
      { addresses: [{ addressLot: 'uplink-infra', address: '2001:db8:100::6/64' }] },
      undefined,
    ],
    [
      'addresses[0].address',
      { addresses: [{ addressLot: 'uplink-infra', address: '2001:db8:100::6/129' }] },
      'Max width for IPv6 is 128',
    ],
    ['routes[0].gateway', { routes: [{ destination: '::/0', gateway: 'fe80::1' }] }, undefined],
    ['peers[0].address', { peers: [peer({ ...uplinkPeer, address: '2001:db8::5' })] }, undefined],
    [
      'peers[0].bgpConfig',
      { peers: [peer({ address: '198.51.100.5', bgpConfig: '', remoteAsn: '' })] },
      'BGP configuration is required',
    ],
  ])('%s %j', async (field, patch, message) => {
    expect(await messageFor(portSettingsSchema, { ...portSettings, ...patch }, field)).toBe(message)
  })

  test.each([
    ['holdSeconds', '0', undefined],
    ['holdSeconds', '90', undefined],
    ['holdSeconds', '2', 'Enter 0, or from 3 to 65,535 seconds'],
    ['holdSeconds', '65536', 'Enter 0, or from 3 to 65,535 seconds'],
    ['holdSeconds', '', 'Hold time is required'],
    ['keepalive', '6', 'Must be less than the hold time'],
    ['keepalive', '1.5', 'Must be a whole number from 0 to 65,535'],
    ['keepalive', '', 'Keepalive is required'],
    ['idleHoldSeconds', '-1', 'Must be a whole number from 0 to 65,535'],
    ['idleHoldSeconds', '', 'Idle hold time is required'],
    ['connectRetry', '65536', 'Must be a whole number from 0 to 65,535'],
    ['connectRetry', '', 'Connect retry is required'],
    ['delayOpen', 'soon', 'Must be a whole number from 0 to 65,535'],
    ['delayOpen', '', 'Delay open is required'],
    ['delayOpen', '5', undefined],
  ])('a peer’s %s of %j', async (timer, value, message) => {
    const values = { ...portSettings, peers: [peer({ ...uplinkPeer, [timer]: value })] }
    expect(await messageFor(portSettingsSchema, values, `peers[0].${timer}`)).toBe(message)
  })

  it('tags the interface, addresses, routes and peers with the VLAN', () => {
    const body = settingsBody({ ...portSettings, vlan: '300', fec: 'rs' })
    expect(body.interfaces).toEqual([
      { linkName: 'phy0', kind: { type: 'vlan', vid: 300 }, v6Enabled: false },
    ])
    expect(body.links[0]).toMatchObject({ fec: 'rs', mtu: 1500, speed: 'speed100_g' })
    expect(body.addresses[0].addresses[0]).toEqual({
      address: '198.51.100.6/30',
      addressLot: 'uplink-infra',
      vlanId: 300,
    })
    expect(body.routes?.[0].routes[0]).toEqual({
      dst: '0.0.0.0/0',
      gw: '198.51.100.5',
      vid: 300,
    })
    expect(body.bgpPeers?.[0].peers[0]).toMatchObject({
      addr: { type: 'numbered', ip: '198.51.100.5' },
      bgpConfig: 'as65010',
      remoteAsn: 65001,
      vlanId: 300,
    })
  })

  it('sends the peers’ timers as entered, and IPv6 on the interface when asked', () => {
    const body = settingsBody({
      ...portSettings,
      v6Enabled: true,
      peers: [
        peer({
          ...uplinkPeer,
          holdSeconds: ' 90 ',
          keepalive: '30',
          idleHoldSeconds: '10',
          connectRetry: '5',
          delayOpen: '1',
        }),
      ],
    })
    expect(body.interfaces?.[0].v6Enabled).toBe(true)
    expect(body.bgpPeers?.[0].peers[0]).toMatchObject({
      holdTime: 90,
      keepalive: 30,
      idleHoldTime: 10,
      connectRetry: 5,
      delayOpen: 1,
    })
  })

  it('leaves an untagged link primary, error correction to the media and no peers', () => {
    const body = settingsBody({ ...initialPortSettings, name: 'bare' })
    expect(body.interfaces?.[0].kind).toEqual({ type: 'primary' })
    expect(body.links[0].fec).toBeNull()
    expect(body.bgpPeers).toEqual([])
  })
})
