/**
 * The rack's own network as an initialized rack has it: both switches' 32 QSFP ports, the first
 * two of each carrying an uplink (one of them without link), the address lots the uplinks and
 * loopbacks draw from, a BGP configuration with its announce set, a session per switch (one
 * established, one idle, as a peer whose router is down leaves it) and a BFD session down. The
 * addresses are the documentation ranges (RFC 5737, RFC 3849) and private ASNs (RFC 6996).
 */
import type { MockDb, Schemas } from '../db'
import type { SeededContext } from '../factories'
import { inIdOrder } from './hardware-seeds'

type SwitchSlot = Schemas['SwitchSlot']

const SWITCH_SLOTS: readonly SwitchSlot[] = ['switch0', 'switch1']
const PORTS_PER_SWITCH = 32

export const RACK_NETWORK_SEED = {
  portsPerSwitch: PORTS_PER_SWITCH,
  uplinkSettings: 'uplink-100g',
  /** The ports carrying an uplink, and whether each has link. */
  uplinks: [
    { slot: 'switch0', port: 'qsfp0', up: true },
    { slot: 'switch0', port: 'qsfp1', up: true },
    { slot: 'switch1', port: 'qsfp0', up: true },
    { slot: 'switch1', port: 'qsfp1', up: false },
  ] as const,
  infraLot: 'uplink-infra',
  poolLot: 'instance-pool',
  localAsn: 65010,
  bgpConfig: 'as65010',
  announceSet: 'rack-prefixes',
  peers: [
    {
      slot: 'switch0',
      addr: '198.51.100.1',
      port: 'qsfp0',
      remote_asn: 65001,
      state: 'established',
    },
    { slot: 'switch1', addr: '198.51.100.5', port: 'qsfp0', remote_asn: 65001, state: 'idle' },
  ] as const,
  bfd: [
    { slot: 'switch0', peer: '198.51.100.1', state: 'up' },
    { slot: 'switch1', peer: '198.51.100.5', state: 'down' },
  ] as const,
  loopbacks: [
    { slot: 'switch0', address: '203.0.113.10/32' },
    { slot: 'switch1', address: '203.0.113.11/32' },
  ] as const,
} as const

const HOUR_MS = 60 * 60_000

export function seedRackNetwork(db: MockDb, context: SeededContext) {
  const rack = db.racks.all()[0]
  if (!rack) return
  const now = context.now()
  const seed = RACK_NETWORK_SEED

  const infraLot = db.addressLots.insert({
    id: context.ids.uuid(),
    name: seed.infraLot,
    description: 'Uplink and loopback addresses',
    kind: 'infra',
    time_created: now,
    time_modified: now,
  })
  const infraBlock = db.addressLotBlocks.insert({
    id: context.ids.uuid(),
    address_lot_id: infraLot.id,
    first_address: '198.51.100.0',
    last_address: '198.51.100.255',
  })
  const loopbackBlock = db.addressLotBlocks.insert({
    id: context.ids.uuid(),
    address_lot_id: infraLot.id,
    first_address: '203.0.113.0',
    last_address: '203.0.113.31',
  })
  const poolLot = db.addressLots.insert({
    id: context.ids.uuid(),
    name: seed.poolLot,
    description: 'Addresses announced for the instances’ IP pools',
    kind: 'pool',
    time_created: now,
    time_modified: now,
  })
  const poolBlock = db.addressLotBlocks.insert({
    id: context.ids.uuid(),
    address_lot_id: poolLot.id,
    first_address: '192.0.2.0',
    last_address: '192.0.2.255',
  })
  db.addressLotBlocks.insert({
    id: context.ids.uuid(),
    address_lot_id: poolLot.id,
    first_address: '2001:db8:4f00::',
    last_address: '2001:db8:4f00::ffff',
  })

  for (const { slot, address } of seed.loopbacks) {
    db.loopbackAddresses.insert({
      id: context.ids.uuid(),
      address,
      address_lot_block_id: loopbackBlock.id,
      rack_id: rack.id,
      switch_slot: slot,
    })
  }

  const announceSet = db.bgpAnnounceSets.insert({
    id: context.ids.uuid(),
    name: seed.announceSet,
    description: 'The instances’ external addresses',
    time_created: now,
    time_modified: now,
  })
  db.bgpAnnouncements.insert({
    id: context.ids.uuid(),
    announce_set_id: announceSet.id,
    address_lot_block_id: poolBlock.id,
    network: '192.0.2.0/24',
  })
  db.bgpConfigs.insert({
    id: context.ids.uuid(),
    name: seed.bgpConfig,
    description: 'The rack’s BGP speaker towards the upstream routers',
    asn: seed.localAsn,
    max_paths: 1,
    vrf: null,
    bgp_announce_set_id: announceSet.id,
    time_created: now,
    time_modified: now,
  })

  const settings = db.switchPortSettings.insert(
    uplinkSettings(context.ids.uuid(), now, infraLot, infraBlock),
  )

  const ports: Schemas['SwitchPort'][] = SWITCH_SLOTS.flatMap((slot) =>
    Array.from({ length: PORTS_PER_SWITCH }, (_, index) => {
      const port_name = `qsfp${index}`
      const uplink = seed.uplinks.find((row) => row.slot === slot && row.port === port_name)
      return {
        id: context.ids.uuid(),
        port_name,
        rack_id: rack.id,
        switch_slot: slot,
        port_settings_id: uplink ? settings.id : null,
      }
    }),
  )
  // listed by id (IdSortMode): ids ascending in switch and port order, as the switches number them
  const portIds = inIdOrder(ports)
  for (const port of ports) {
    const row = db.switchPorts.insert({ ...port, id: portIds.get(port.id) ?? port.id })
    const uplink = seed.uplinks.find(
      (candidate) => candidate.slot === row.switch_slot && candidate.port === row.port_name,
    )
    db.switchPortLinks.set(row.id, {
      enabled: Boolean(uplink),
      link_state: uplink?.up ? 'Up' : 'Down',
      speed: uplink ? 'Speed100G' : 'Speed0G',
      fec: uplink ? 'RS' : 'None',
      autoneg: false,
      media: uplink ? 'Optical' : 'None',
    })
    db.lldpConfigs.set(row.id, {
      id: context.ids.uuid(),
      enabled: Boolean(uplink),
      link_name: uplink ? `${row.switch_slot}/${row.port_name}` : null,
      system_name: uplink ? `oxide-${row.switch_slot}` : null,
      chassis_id: null,
      link_description: null,
      management_ip: null,
      system_description: null,
    })
    if (uplink?.up) {
      db.lldpNeighbors.insert({
        id: context.ids.uuid(),
        port_id: row.id,
        chassis_id: `0c:42:a1:5e:${row.switch_slot === 'switch0' ? '10' : '11'}:${row.port_name === 'qsfp0' ? '00' : '01'}`,
        system_name: `edge-router-${row.switch_slot === 'switch0' ? 'a' : 'b'}`,
        system_description: 'Arista EOS 4.31.2F',
        link_name: `Ethernet${row.port_name === 'qsfp0' ? 49 : 50}/1`,
        link_description: `to oxide ${row.switch_slot} ${row.port_name}`,
        local_port: row.port_name,
        management_ip: [{ addr: { ip_addr: '198.51.100.250' }, interface_num: { if_index: 49 } }],
        first_seen: context.at(30 * 24 * HOUR_MS).now(),
        last_seen: context.at(60_000).now(),
      })
    }
  }

  for (const [index, peer] of seed.peers.entries()) {
    const established = peer.state === 'established'
    db.bgpPeers.insert({
      id: context.ids.uuid(),
      addr: peer.addr,
      local_asn: seed.localAsn,
      remote_asn: peer.remote_asn,
      peer_id: peer.port,
      state: peer.state,
      switch: peer.slot,
      // established for weeks; idle since its router went away this morning
      state_since: context.at((established ? 21 * 24 : 3) * HOUR_MS).now(),
      history: {
        received: established
          ? [message(context, 'Open', 21 * 24 * HOUR_MS), message(context, 'Update', HOUR_MS)]
          : [message(context, 'Notification', 3 * HOUR_MS)],
        sent: established
          ? [message(context, 'Open', 21 * 24 * HOUR_MS), message(context, 'Keepalive', 60_000)]
          : [message(context, 'Open', 3 * HOUR_MS + index * 1000)],
      },
    })
  }
  const imported = [
    ['0.0.0.0/0', '198.51.100.1'],
    ['203.0.113.128/25', '198.51.100.1'],
    ['100.64.0.0/16', '198.51.100.1'],
  ] as const
  for (const [prefix, nexthop] of imported) {
    db.bgpImported.insert({
      id: context.ids.uuid(),
      asn: seed.localAsn,
      // the originating router's BGP identifier: its router id, 198.51.100.1, as a number
      route: { id: 3325256705, prefix, nexthop, switch: 'switch0' },
    })
  }
  for (const { slot, peer, state } of seed.bfd) {
    db.bfdSessions.insert({
      id: context.ids.uuid(),
      peer,
      local: null,
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      state,
      switch_slot: slot,
    })
  }
}

const message = (context: SeededContext, type: string, ageMs: number) => ({
  timestamp: context.at(ageMs).now(),
  message: { type },
})

function uplinkSettings(
  id: string,
  now: string,
  lot: Schemas['AddressLot'],
  block: Schemas['AddressLotBlock'],
): Schemas['SwitchPortSettings'] {
  return {
    id,
    name: RACK_NETWORK_SEED.uplinkSettings,
    description: 'A 100G uplink to the upstream routers, peering BGP',
    time_created: now,
    time_modified: now,
    port: { geometry: 'qsfp28x1', port_settings_id: id },
    links: [
      {
        link_name: 'phy0',
        autoneg: false,
        fec: 'rs',
        mtu: 1500,
        speed: 'speed100_g',
        port_settings_id: id,
        lldp_link_config: null,
        tx_eq_config: null,
      },
    ],
    interfaces: [],
    addresses: [
      {
        address: '198.51.100.2/30',
        address_lot_block_id: block.id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: 'phy0',
        port_settings_id: id,
        vlan_id: null,
      },
    ],
    routes: [
      {
        dst: '0.0.0.0/0',
        gw: '198.51.100.1',
        interface_name: 'phy0',
        port_settings_id: id,
        rib_priority: null,
        vlan_id: null,
      },
    ],
    // the upstream router the uplink peers with, under the rack's BGP configuration
    bgp_peers: [
      {
        addr: { type: 'numbered', ip: '198.51.100.1' },
        bgp_config: RACK_NETWORK_SEED.bgpConfig,
        allowed_export: { type: 'no_filtering' },
        allowed_import: { type: 'no_filtering' },
        communities: [],
        connect_retry: 3,
        delay_open: 0,
        enforce_first_as: false,
        hold_time: 6,
        idle_hold_time: 3,
        keepalive: 2,
        remote_asn: 65001,
      },
    ],
    groups: [],
  }
}
