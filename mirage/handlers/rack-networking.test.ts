import type { MockDb } from '../db'
import { RACK_NETWORK_SEED } from '../seeds/rack-network-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { BLOCK_ORDER, BLOCK_VERSIONS, LOT_IN_USE } from './rack-networking'
import { SETTINGS_IN_USE } from './switch-ports'

const NET = '/v1/system/networking'
const PORTS = '/v1/system/hardware/switch-port'

let db: MockDb
let rackId: string
beforeEach(() => {
  db = startTestServer().db
  rackId = db.racks.all()[0].id
})
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message
const items = <T>(reply: { body: unknown }) => (reply.body as { items: T[] }).items

describe('the seeded rack network', () => {
  it('has two switches of 32 ports each, in switch and port order', async () => {
    const reply = await call('GET', `${PORTS}?limit=100`)
    const ports = items<{ switch_slot: string; port_name: string }>(reply)
    expect(ports).toHaveLength(64)
    expect(ports.slice(0, 2).map((port) => port.port_name)).toEqual(['qsfp0', 'qsfp1'])
    expect(ports[32]).toMatchObject({ switch_slot: 'switch1', port_name: 'qsfp0' })
  })

  it.each([
    ['switch0', 'qsfp0', { enabled: true, link_state: 'Up' }],
    ['switch1', 'qsfp1', { enabled: true, link_state: 'Down' }],
    ['switch0', 'qsfp9', { enabled: false, link_state: 'Down' }],
  ])("answers %s %s's link", async (slot, port, link) => {
    const reply = await call('GET', `${PORTS}/${port}/status?rack_id=${rackId}&switch_slot=${slot}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ link, monitors: null })
  })

  it('has one established and one idle BGP peer, each with a duration', async () => {
    const reply = await call('GET', `${NET}/bgp-status`)
    const peers = reply.body as { state: string; state_duration_millis: number }[]
    expect(peers.map((peer) => peer.state)).toEqual(['established', 'idle'])
    for (const peer of peers) expect(peer.state_duration_millis).toBeGreaterThan(0)
  })

  it('answers imported routes and message history per ASN', async () => {
    const imported = await call('GET', `${NET}/bgp-imported?asn=${RACK_NETWORK_SEED.localAsn}`)
    expect((imported.body as unknown[]).length).toBe(3)
    expect((await call('GET', `${NET}/bgp-imported?asn=1`)).body).toEqual([])
    const history = await call(
      'GET',
      `${NET}/bgp-message-history?asn=${RACK_NETWORK_SEED.localAsn}`,
    )
    expect(history.body).toMatchObject({
      switch_histories: [
        { switch: 'switch0', history: { '198.51.100.1': { received: expect.any(Array) } } },
        { switch: 'switch1', history: { '198.51.100.5': { sent: expect.any(Array) } } },
      ],
    })
  })

  it.each([
    ['bgp-imported', ''],
    ['bgp-message-history', ''],
  ])('refuses %s without an asn', async (path) => {
    const reply = await call('GET', `${NET}/${path}`)
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe('unable to parse query string: missing field `asn`')
  })
})

describe('address lots', () => {
  const lot = (blocks: unknown[]) => ({ name: 'new-lot', description: '', kind: 'infra', blocks })

  it('creates a lot with its blocks', async () => {
    const reply = await call(
      'POST',
      `${NET}/address-lot`,
      lot([{ first_address: '10.1.0.1', last_address: '10.1.0.9' }]),
    )
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      lot: { name: 'new-lot', kind: 'infra' },
      blocks: [{ first_address: '10.1.0.1', last_address: '10.1.0.9' }],
    })
    const view = await call('GET', `${NET}/address-lot/new-lot/blocks`)
    expect(items(view)).toHaveLength(1)
  })

  it.each([
    [
      'a first address that is not one',
      [{ first_address: '10.1.0', last_address: '10.1.0.9' }],
      400,
      'unable to parse JSON body: blocks[0].first_address: invalid IP address syntax',
    ],
    [
      'a first address after the last',
      [{ first_address: '10.1.0.9', last_address: '10.1.0.1' }],
      400,
      BLOCK_ORDER,
    ],
    [
      'mixed versions',
      [{ first_address: '10.1.0.1', last_address: '2001:db8::1' }],
      400,
      BLOCK_VERSIONS,
    ],
  ])('refuses %s', async (_, blocks, status, text) => {
    const reply = await call('POST', `${NET}/address-lot`, lot(blocks))
    expect(reply.status).toBe(status)
    expect(message(reply)).toBe(text)
    expect(db.addressLots.findBy((row) => row.name === 'new-lot')).toBeUndefined()
  })

  it('refuses a taken name', async () => {
    const reply = await call('POST', `${NET}/address-lot`, {
      ...lot([]),
      name: RACK_NETWORK_SEED.infraLot,
    })
    expect(reply.status).toBe(409)
  })

  it('keeps a lot something draws from, and deletes one nothing does', async () => {
    const inUse = await call('DELETE', `${NET}/address-lot/${RACK_NETWORK_SEED.infraLot}`)
    expect(inUse.status).toBe(400)
    expect(message(inUse)).toBe(LOT_IN_USE)
    await call('POST', `${NET}/address-lot`, lot([]))
    expect((await call('DELETE', `${NET}/address-lot/new-lot`)).status).toBe(204)
    expect((await call('GET', `${NET}/address-lot/new-lot`)).status).toBe(404)
  })
})

describe('loopback addresses', () => {
  // the rack's id is the seeded one, known once the server has started
  const loopback =
    (address: string, mask = 32) =>
    () => ({
      address,
      mask,
      anycast: false,
      address_lot: RACK_NETWORK_SEED.infraLot,
      rack_id: rackId,
      switch_slot: 'switch0',
    })

  it('creates one from a block of the lot and deletes it by its path', async () => {
    const reply = await call('POST', `${NET}/loopback-address`, loopback('203.0.113.20')())
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ address: '203.0.113.20/32', switch_slot: 'switch0' })
    const path = `${NET}/loopback-address/${rackId}/switch0/203.0.113.20/32`
    expect((await call('DELETE', path)).status).toBe(204)
    expect((await call('DELETE', path)).status).toBe(404)
  })

  it.each([
    [
      'an address outside the lot',
      loopback('10.9.9.9'),
      400,
      'address 10.9.9.9 is not in address lot uplink-infra',
    ],
    ['a mask past 32', loopback('203.0.113.20', 33), 400, 'mask 33 is too long for an v4 address'],
    [
      'a bad address',
      loopback('203.0.113'),
      400,
      'unable to parse JSON body: address: invalid IP address syntax',
    ],
    [
      'a taken address',
      loopback('203.0.113.10'),
      409,
      'already exists: loopback-address "203.0.113.10/32"',
    ],
  ])('refuses %s', async (_, body, status, text) => {
    const reply = await call('POST', `${NET}/loopback-address`, body())
    expect(reply.status).toBe(status)
    expect(message(reply)).toBe(text)
  })
})

describe('BFD sessions', () => {
  const session = {
    remote: '198.51.100.9',
    switch_slot: 'switch0',
    mode: 'single_hop',
    detection_threshold: 3,
    required_rx: 300000,
  }

  it('enables a session, which starts down, and disables it', async () => {
    expect((await call('POST', `${NET}/bfd-enable`, session)).status).toBe(204)
    const status = (await call('GET', `${NET}/bfd-status`)).body as {
      peer: string
      state: string
    }[]
    expect(status.find((row) => row.peer === session.remote)?.state).toBe('down')
    expect((await call('POST', `${NET}/bfd-enable`, session)).status).toBe(409)
    const off = { remote: session.remote, switch_slot: 'switch0' }
    expect((await call('POST', `${NET}/bfd-disable`, off)).status).toBe(204)
    expect((await call('POST', `${NET}/bfd-disable`, off)).status).toBe(404)
  })

  it.each([
    ['a bad remote', { ...session, remote: 'peer' }, 'remote: invalid IP address syntax'],
    [
      'a bad mode',
      { ...session, mode: 'hop' },
      'mode: unknown variant `hop`, expected `single_hop` or `multi_hop`',
    ],
    [
      'a bad slot',
      { ...session, switch_slot: 'switch2' },
      'switch_slot: unknown variant `switch2`, expected `switch0` or `switch1`',
    ],
  ])('refuses %s', async (_, body, text) => {
    const reply = await call('POST', `${NET}/bfd-enable`, body)
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe(`unable to parse JSON body: ${text}`)
  })
})

describe('switch port settings', () => {
  const port = (name: string, slot = 'switch0') =>
    `${PORTS}/${name}/settings?rack_id=${rackId}&switch_slot=${slot}`

  it('clearing takes the link down; applying brings it up', async () => {
    expect((await call('DELETE', port('qsfp0'))).status).toBe(204)
    const status = `${PORTS}/qsfp0/status?rack_id=${rackId}&switch_slot=switch0`
    expect((await call('GET', status)).body).toMatchObject({ link: { link_state: 'Down' } })
    const apply = await call('POST', port('qsfp0'), {
      port_settings: RACK_NETWORK_SEED.uplinkSettings,
    })
    expect(apply.status).toBe(204)
    expect((await call('GET', status)).body).toMatchObject({ link: { link_state: 'Up' } })
  })

  it('keeps settings applied to a port', async () => {
    const reply = await call(
      'DELETE',
      `/v1/system/networking/switch-port-settings?port_settings=${RACK_NETWORK_SEED.uplinkSettings}`,
    )
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe(SETTINGS_IN_USE)
  })

  it.each([
    ['no rack', `${PORTS}/qsfp0/status?switch_slot=switch0`, 400],
    ['an unknown port', `${PORTS}/qsfp99/status?rack_id=RACK&switch_slot=switch0`, 404],
  ])('refuses a status with %s', async (_, path, status) => {
    expect((await call('GET', path.replace('RACK', rackId))).status).toBe(status)
  })

  it("answers a port's LLDP neighbors", async () => {
    const reply = await call(
      'GET',
      `/v1/system/hardware/rack-switch-port/${rackId}/switch0/qsfp0/lldp/neighbors`,
    )
    expect(items(reply)).toEqual([expect.objectContaining({ system_name: 'edge-router-a' })])
  })
})
