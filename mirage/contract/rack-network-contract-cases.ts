/**
 * The rack's own network (`/v1/system/networking/…`, the switch ports under
 * `/v1/system/hardware/…`): rack-networking.ts and switch-ports.ts, against the seeds of
 * rack-network-seeds.ts.
 */
import { RACK_NETWORK_SEED } from '../seeds/rack-network-seeds'
import { seedDefault } from '../seeds/seeds'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const seeded = seedDefault()
const rackId = seeded.racks.all()[0]?.id ?? 'seeds-changed'
const portId = seeded.switchPorts.all()[0]?.id ?? 'seeds-changed'
const lotId =
  seeded.addressLots.findBy((row) => row.name === RACK_NETWORK_SEED.infraLot)?.id ?? 'seeds-changed'
/** A well-formed id that names nothing. */
const MISSING = '00000000-0000-4000-8000-000000000000'
const NET = '/v1/system/networking'
const HW = '/v1/system/hardware'
const SEED = RACK_NETWORK_SEED
const [uplink] = SEED.uplinks
const [loopback] = SEED.loopbacks
const [bfd] = SEED.bfd
/** A port of the seeds with no settings applied. */
const BARE_PORT = 'qsfp5'

const at = (slot: string = uplink.slot, rack = rackId) => `rack_id=${rack}&switch_slot=${slot}`

const lotCreate = (name: string, blocks: unknown) => ({
  name,
  description: 'Addresses for a second uplink',
  kind: 'infra',
  blocks,
})

const loopbackCreate = (address: string, fields: Record<string, unknown> = {}) => ({
  address_lot: SEED.infraLot,
  rack_id: rackId,
  switch_slot: 'switch0',
  address,
  mask: 32,
  anycast: false,
  ...fields,
})

const bfdEnable = (remote: string, fields: Record<string, unknown> = {}) => ({
  remote,
  local: null,
  switch_slot: 'switch0',
  mode: 'single_hop',
  detection_threshold: 3,
  required_rx: 300_000,
  ...fields,
})

const bgpConfigCreate = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  description: 'A second speaker',
  asn: 65020,
  bgp_announce_set_id: SEED.announceSet,
  ...fields,
})

const announceSet = (name: string, announcement: unknown) => ({
  name,
  description: 'Prefixes for a second pool',
  announcement,
})

const uplinkLink = {
  link_name: 'phy0',
  autoneg: false,
  fec: 'rs',
  mtu: 1500,
  speed: 'speed100_g',
  lldp: { enabled: true },
}
const vlanInterface = (vid: number) => ({
  link_name: 'phy0',
  kind: { type: 'vlan', vid },
  v6_enabled: false,
})
const settingsAddresses = (address: string) => [
  { link_name: 'phy0', addresses: [{ address, address_lot: SEED.infraLot, vlan_id: 300 }] },
]
const settingsPeers = (bgpConfig: string) => [
  {
    link_name: 'phy0',
    peers: [
      {
        addr: { type: 'numbered', ip: '198.51.100.5' },
        bgp_config: bgpConfig,
        allowed_export: { type: 'no_filtering' },
        allowed_import: { type: 'allow', value: ['0.0.0.0/0'] },
        communities: [],
        connect_retry: 3,
        delay_open: 0,
        enforce_first_as: false,
        hold_time: 6,
        idle_hold_time: 3,
        keepalive: 2,
        remote_asn: 65001,
        vlan_id: 300,
      },
    ],
  },
]

/** Port settings for one 100G link on VLAN 300 with an address, a default route and a BGP peer. */
const settingsCreate = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  description: 'A second uplink',
  port_config: { geometry: 'qsfp28x1' },
  links: [uplinkLink],
  interfaces: [vlanInterface(300)],
  addresses: settingsAddresses('198.51.100.6/30'),
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '198.51.100.5', vid: 300 }] }],
  bgp_peers: settingsPeers(SEED.bgpConfig),
  ...fields,
})

/** The LLDP service as the update writes it whole; its id is any service's (a UUID). */
const lldpConfig = (fields: Record<string, unknown> = {}) => ({
  id: MISSING,
  enabled: true,
  chassis_id: null,
  link_description: 'Uplink to edge-router-a',
  link_name: 'qsfp0',
  management_ip: '198.51.100.2',
  system_description: null,
  system_name: 'switch0',
  ...fields,
})

const [loopbackAddress, loopbackMask] = loopback.address.split('/')

export const rackNetworkContractCases: ContractCase[] = [
  // address lots
  ...operationCases('networking_address_lot_list', 'GET', [
    [200, `${NET}/address-lot`],
    [200, `${NET}/address-lot?limit=1&sort_by=name_descending`],
    [400, `${NET}/address-lot?limit=0`],
  ]),
  refusedToSiloAdmin('networking_address_lot_list', 'GET', `${NET}/address-lot`),
  ...operationCases('networking_address_lot_view', 'GET', [
    [200, `${NET}/address-lot/${SEED.infraLot}`],
    [200, `${NET}/address-lot/${lotId}`],
    [404, `${NET}/address-lot/no-such-lot`],
    [404, `${NET}/address-lot/${MISSING}`],
  ]),
  ...operationCases('networking_address_lot_block_list', 'GET', [
    [200, `${NET}/address-lot/${SEED.poolLot}/blocks`],
    [200, `${NET}/address-lot/${SEED.poolLot}/blocks?limit=1`],
    [404, `${NET}/address-lot/no-such-lot/blocks`],
    [400, `${NET}/address-lot/${SEED.poolLot}/blocks?page_token=garbage`],
  ]),
  ...operationCases('networking_address_lot_create', 'POST', [
    [
      201,
      `${NET}/address-lot`,
      lotCreate('uplink-infra-2', [
        { first_address: '198.51.101.0', last_address: '198.51.101.255' },
        { first_address: '2001:db8:5f00::', last_address: '2001:db8:5f00::ff' },
      ]),
    ],
    [
      409,
      `${NET}/address-lot`,
      lotCreate(SEED.infraLot, [{ first_address: '198.51.101.0', last_address: '198.51.101.255' }]),
    ],
    [
      400,
      `${NET}/address-lot`,
      lotCreate('backwards', [{ first_address: '198.51.101.255', last_address: '198.51.101.0' }]),
    ],
    [
      400,
      `${NET}/address-lot`,
      lotCreate('mixed', [{ first_address: '198.51.101.0', last_address: '2001:db8::ff' }]),
    ],
    [
      400,
      `${NET}/address-lot`,
      lotCreate('bad-address', [{ first_address: '198.51.101', last_address: '198.51.101.9' }]),
    ],
    [400, `${NET}/address-lot`, { name: 'no-kind', description: '', blocks: [] }],
  ]),
  refusedToSiloAdmin(
    'networking_address_lot_create',
    'POST',
    `${NET}/address-lot`,
    lotCreate('uplink-infra-2', []),
  ),
  {
    operationId: 'networking_address_lot_delete',
    method: 'DELETE',
    url: `${NET}/address-lot/unused-lot`,
    status: 204,
    setup: (db) => {
      const now = new Date(0).toISOString()
      db.addressLots.insert({
        id: '6a0b3c1e-7d1f-4c55-9b0e-1f2a3b4c5d6e',
        name: 'unused-lot',
        description: 'Drawn from by nothing',
        kind: 'pool',
        time_created: now,
        time_modified: now,
      })
    },
  },
  ...operationCases('networking_address_lot_delete', 'DELETE', [
    // its blocks hold the loopback addresses and the uplinks' addresses
    [400, `${NET}/address-lot/${SEED.infraLot}`],
    [404, `${NET}/address-lot/no-such-lot`],
  ]),

  // loopback addresses
  ...operationCases('networking_loopback_address_list', 'GET', [
    [200, `${NET}/loopback-address`],
    [200, `${NET}/loopback-address?limit=1`],
    [400, `${NET}/loopback-address?sort_by=name_ascending`],
  ]),
  ...operationCases('networking_loopback_address_create', 'POST', [
    [201, `${NET}/loopback-address`, loopbackCreate('203.0.113.12')],
    // the seeded switch0 loopback
    [409, `${NET}/loopback-address`, loopbackCreate(loopbackAddress ?? '')],
    // not in any block of the lot
    [400, `${NET}/loopback-address`, loopbackCreate('203.0.113.200')],
    [400, `${NET}/loopback-address`, loopbackCreate('203.0.113.12', { mask: 33 })],
    [400, `${NET}/loopback-address`, loopbackCreate('203.0.113.12', { switch_slot: 'switch2' })],
    [404, `${NET}/loopback-address`, loopbackCreate('203.0.113.12', { address_lot: 'no-lot' })],
    [404, `${NET}/loopback-address`, loopbackCreate('203.0.113.12', { rack_id: MISSING })],
  ]),
  refusedToSiloAdmin(
    'networking_loopback_address_create',
    'POST',
    `${NET}/loopback-address`,
    loopbackCreate('203.0.113.12'),
  ),
  ...operationCases('networking_loopback_address_delete', 'DELETE', [
    [204, `${NET}/loopback-address/${rackId}/${loopback.slot}/${loopbackAddress}/${loopbackMask}`],
    [404, `${NET}/loopback-address/${rackId}/${loopback.slot}/203.0.113.30/32`],
    [400, `${NET}/loopback-address/${rackId}/switch2/${loopbackAddress}/${loopbackMask}`],
    [400, `${NET}/loopback-address/rack-1/${loopback.slot}/${loopbackAddress}/${loopbackMask}`],
  ]),

  // BGP
  ...operationCases('networking_bgp_config_list', 'GET', [
    [200, `${NET}/bgp`],
    [200, `${NET}/bgp?limit=1`],
    [400, `${NET}/bgp?limit=zero`],
  ]),
  refusedToSiloAdmin('networking_bgp_config_list', 'GET', `${NET}/bgp`),
  ...operationCases('networking_bgp_config_create', 'POST', [
    [201, `${NET}/bgp`, bgpConfigCreate('as65020')],
    [201, `${NET}/bgp`, bgpConfigCreate('as65020', { max_paths: 4, vrf: 'red' })],
    [409, `${NET}/bgp`, bgpConfigCreate(SEED.bgpConfig)],
    [404, `${NET}/bgp`, bgpConfigCreate('as65020', { bgp_announce_set_id: 'no-such-set' })],
    [400, `${NET}/bgp`, bgpConfigCreate('as65020', { asn: 4_294_967_296 })],
    [400, `${NET}/bgp`, bgpConfigCreate('as65020', { max_paths: 33 })],
    [400, `${NET}/bgp`, bgpConfigCreate('as65020', { asn: undefined })],
  ]),
  refusedToSiloAdmin('networking_bgp_config_create', 'POST', `${NET}/bgp`, bgpConfigCreate('x')),
  {
    operationId: 'networking_bgp_config_delete',
    method: 'DELETE',
    url: `${NET}/bgp?name_or_id=${SEED.bgpConfig}`,
    status: 204,
    // once no port's BGP peer names it
    setup: (db) => {
      for (const settings of db.switchPortSettings.all()) {
        db.switchPortSettings.update(settings.id, { bgp_peers: [] })
      }
    },
  },
  ...operationCases('networking_bgp_config_delete', 'DELETE', [
    // the uplink settings' peer uses it
    [400, `${NET}/bgp?name_or_id=${SEED.bgpConfig}`],
    [404, `${NET}/bgp?name_or_id=no-such-config`],
    [400, `${NET}/bgp`],
  ]),
  ...operationCases('networking_bgp_announce_set_update', 'PUT', [
    [
      200,
      `${NET}/bgp-announce-set`,
      announceSet('more-prefixes', [
        { address_lot_block: SEED.poolLot, network: '192.0.2.128/25' },
      ]),
    ],
    // replacing the seeded set, its announcements the body's
    [200, `${NET}/bgp-announce-set`, announceSet(SEED.announceSet, [])],
    [
      400,
      `${NET}/bgp-announce-set`,
      announceSet('outside', [{ address_lot_block: SEED.poolLot, network: '198.18.0.0/24' }]),
    ],
    [
      400,
      `${NET}/bgp-announce-set`,
      announceSet('bad-net', [{ address_lot_block: SEED.poolLot, network: '192.0.2.0/33' }]),
    ],
    [
      404,
      `${NET}/bgp-announce-set`,
      announceSet('no-lot', [{ address_lot_block: 'no-such-lot', network: '192.0.2.0/25' }]),
    ],
    [400, `${NET}/bgp-announce-set`, { name: 'no-announcements', description: '' }],
  ]),
  refusedToSiloAdmin(
    'networking_bgp_announce_set_update',
    'PUT',
    `${NET}/bgp-announce-set`,
    announceSet('more-prefixes', []),
  ),
  {
    operationId: 'networking_bgp_announce_set_delete',
    method: 'DELETE',
    url: `${NET}/bgp-announce-set/${SEED.announceSet}`,
    status: 204,
    // once no BGP configuration announces it
    setup: (db) => {
      for (const config of db.bgpConfigs.all()) db.bgpConfigs.remove(config.id)
    },
  },
  ...operationCases('networking_bgp_announce_set_delete', 'DELETE', [
    // the seeded configuration announces it
    [400, `${NET}/bgp-announce-set/${SEED.announceSet}`],
    [404, `${NET}/bgp-announce-set/no-such-set`],
  ]),
  ...operationCases('networking_bgp_announce_set_list', 'GET', [
    [200, `${NET}/bgp-announce-set`],
    [400, `${NET}/bgp-announce-set?limit=0`],
  ]),
  ...operationCases('networking_bgp_announcement_list', 'GET', [
    [200, `${NET}/bgp-announce-set/${SEED.announceSet}/announcement`],
    [404, `${NET}/bgp-announce-set/no-such-set/announcement`],
  ]),
  { operationId: 'networking_bgp_status', method: 'GET', url: `${NET}/bgp-status`, status: 200 },
  refusedToSiloAdmin('networking_bgp_status', 'GET', `${NET}/bgp-status`),
  ...operationCases('networking_bgp_imported', 'GET', [
    [200, `${NET}/bgp-imported?asn=${SEED.localAsn}`],
    [200, `${NET}/bgp-imported?asn=65099`],
    [400, `${NET}/bgp-imported`],
    [400, `${NET}/bgp-imported?asn=as65010`],
  ]),
  {
    operationId: 'networking_bgp_exported',
    method: 'GET',
    url: `${NET}/bgp-exported`,
    status: 200,
  },
  refusedToSiloAdmin('networking_bgp_exported', 'GET', `${NET}/bgp-exported`),
  ...operationCases('networking_bgp_message_history', 'GET', [
    [200, `${NET}/bgp-message-history?asn=${SEED.localAsn}`],
    [400, `${NET}/bgp-message-history`],
    [400, `${NET}/bgp-message-history?asn=-1`],
  ]),

  // BFD
  { operationId: 'networking_bfd_status', method: 'GET', url: `${NET}/bfd-status`, status: 200 },
  refusedToSiloAdmin('networking_bfd_status', 'GET', `${NET}/bfd-status`),
  ...operationCases('networking_bfd_enable', 'POST', [
    [204, `${NET}/bfd-enable`, bfdEnable('198.51.100.9')],
    [204, `${NET}/bfd-enable`, bfdEnable('198.51.100.9', { local: '198.51.100.2' })],
    // the seeded switch0 session
    [409, `${NET}/bfd-enable`, bfdEnable(bfd.peer, { switch_slot: bfd.slot })],
    [400, `${NET}/bfd-enable`, bfdEnable('198.51.100.9', { mode: 'triple_hop' })],
    [400, `${NET}/bfd-enable`, bfdEnable('198.51.100.9', { detection_threshold: 256 })],
    [400, `${NET}/bfd-enable`, bfdEnable('not-an-address')],
  ]),
  refusedToSiloAdmin(
    'networking_bfd_enable',
    'POST',
    `${NET}/bfd-enable`,
    bfdEnable('198.51.100.9'),
  ),
  ...operationCases('networking_bfd_disable', 'POST', [
    [204, `${NET}/bfd-disable`, { remote: bfd.peer, switch_slot: bfd.slot }],
    [404, `${NET}/bfd-disable`, { remote: '198.51.100.9', switch_slot: 'switch0' }],
    [400, `${NET}/bfd-disable`, { remote: bfd.peer }],
  ]),

  // fleet-wide settings
  {
    operationId: 'system_networking_settings_view',
    method: 'GET',
    url: `${NET}/settings`,
    status: 200,
  },
  refusedToSiloAdmin('system_networking_settings_view', 'GET', `${NET}/settings`),
  ...operationCases('system_networking_settings_update', 'PUT', [
    [200, `${NET}/settings`, { external_jumbo_frames_opt_in_enabled: true }],
    [200, `${NET}/settings`, {}],
    [400, `${NET}/settings`, { external_jumbo_frames_opt_in_enabled: 'yes' }],
  ]),
  refusedToSiloAdmin('system_networking_settings_update', 'PUT', `${NET}/settings`, {
    external_jumbo_frames_opt_in_enabled: true,
  }),

  // switch ports
  ...operationCases('networking_switch_port_list', 'GET', [
    [200, `${HW}/switch-port`],
    [200, `${HW}/switch-port?limit=4`],
    [200, `${HW}/switch-port?switch_port_id=${portId}`],
    [400, `${HW}/switch-port?switch_port_id=qsfp0`],
    [400, `${HW}/switch-port?limit=0`],
  ]),
  refusedToSiloAdmin('networking_switch_port_list', 'GET', `${HW}/switch-port`),
  ...operationCases('networking_switch_port_status', 'GET', [
    [200, `${HW}/switch-port/${uplink.port}/status?${at()}`],
    [200, `${HW}/switch-port/${BARE_PORT}/status?${at()}`],
    [404, `${HW}/switch-port/qsfp99/status?${at()}`],
    [404, `${HW}/switch-port/${uplink.port}/status?${at(uplink.slot, MISSING)}`],
    [400, `${HW}/switch-port/${uplink.port}/status?rack_id=${rackId}`],
    [400, `${HW}/switch-port/${uplink.port}/status?${at('switch2')}`],
  ]),
  ...operationCases('networking_switch_port_lldp_neighbors', 'GET', [
    [200, `${HW}/rack-switch-port/${rackId}/${uplink.slot}/${uplink.port}/lldp/neighbors`],
    [200, `${HW}/rack-switch-port/${rackId}/${uplink.slot}/${BARE_PORT}/lldp/neighbors`],
    [404, `${HW}/rack-switch-port/${rackId}/${uplink.slot}/qsfp99/lldp/neighbors`],
    [400, `${HW}/rack-switch-port/${rackId}/switch2/${uplink.port}/lldp/neighbors`],
  ]),
  ...operationCases('networking_switch_port_lldp_config_view', 'GET', [
    [200, `${HW}/switch-port/${uplink.port}/lldp/config?${at()}`],
    [404, `${HW}/switch-port/qsfp99/lldp/config?${at()}`],
    [400, `${HW}/switch-port/${uplink.port}/lldp/config`],
  ]),
  ...operationCases('networking_switch_port_lldp_config_update', 'POST', [
    [204, `${HW}/switch-port/${uplink.port}/lldp/config?${at()}`, lldpConfig()],
    [
      204,
      `${HW}/switch-port/${uplink.port}/lldp/config?${at()}`,
      lldpConfig({ enabled: false, management_ip: null, system_name: null }),
    ],
    [404, `${HW}/switch-port/qsfp99/lldp/config?${at()}`, lldpConfig()],
    [400, `${HW}/switch-port/${uplink.port}/lldp/config?${at()}`, lldpConfig({ enabled: 'yes' })],
    [
      400,
      `${HW}/switch-port/${uplink.port}/lldp/config?${at()}`,
      lldpConfig({ management_ip: 'switch0.local' }),
    ],
    [400, `${HW}/switch-port/${uplink.port}/lldp/config`, lldpConfig()],
  ]),
  refusedToSiloAdmin(
    'networking_switch_port_lldp_config_update',
    'POST',
    `${HW}/switch-port/${uplink.port}/lldp/config?${at()}`,
    lldpConfig(),
  ),
  ...operationCases('networking_switch_port_apply_settings', 'POST', [
    [
      204,
      `${HW}/switch-port/${BARE_PORT}/settings?${at()}`,
      { port_settings: SEED.uplinkSettings },
    ],
    [404, `${HW}/switch-port/${BARE_PORT}/settings?${at()}`, { port_settings: 'no-such-settings' }],
    [404, `${HW}/switch-port/qsfp99/settings?${at()}`, { port_settings: SEED.uplinkSettings }],
    [400, `${HW}/switch-port/${BARE_PORT}/settings?${at()}`, {}],
  ]),
  refusedToSiloAdmin(
    'networking_switch_port_apply_settings',
    'POST',
    `${HW}/switch-port/${BARE_PORT}/settings?${at()}`,
    { port_settings: SEED.uplinkSettings },
  ),
  ...operationCases('networking_switch_port_clear_settings', 'DELETE', [
    [204, `${HW}/switch-port/${uplink.port}/settings?${at()}`],
    [404, `${HW}/switch-port/qsfp99/settings?${at()}`],
    [400, `${HW}/switch-port/${uplink.port}/settings?switch_slot=${uplink.slot}`],
  ]),
  ...operationCases('networking_switch_port_settings_list', 'GET', [
    [200, `${NET}/switch-port-settings`],
    [200, `${NET}/switch-port-settings?port_settings=${SEED.uplinkSettings}`],
    [400, `${NET}/switch-port-settings?limit=0`],
  ]),
  ...operationCases('networking_switch_port_settings_create', 'POST', [
    [201, `${NET}/switch-port-settings`, settingsCreate('uplink-second')],
    [
      201,
      `${NET}/switch-port-settings`,
      settingsCreate('bare-link', {
        interfaces: undefined,
        routes: undefined,
        bgp_peers: undefined,
        addresses: [],
      }),
    ],
    [409, `${NET}/switch-port-settings`, settingsCreate(SEED.uplinkSettings)],
    [
      400,
      `${NET}/switch-port-settings`,
      settingsCreate('vlan-too-high', { interfaces: [vlanInterface(4096)] }),
    ],
    [
      400,
      `${NET}/switch-port-settings`,
      settingsCreate('outside-lot', { addresses: settingsAddresses('10.9.9.1/30') }),
    ],
    [
      400,
      `${NET}/switch-port-settings`,
      settingsCreate('bad-speed', { links: [{ ...uplinkLink, speed: 'speed100g' }] }),
    ],
    [
      404,
      `${NET}/switch-port-settings`,
      settingsCreate('no-config', { bgp_peers: settingsPeers('no-such-config') }),
    ],
  ]),
  refusedToSiloAdmin(
    'networking_switch_port_settings_create',
    'POST',
    `${NET}/switch-port-settings`,
    settingsCreate('uplink-second'),
  ),
  ...operationCases('networking_switch_port_settings_view', 'GET', [
    [200, `${NET}/switch-port-settings/${SEED.uplinkSettings}`],
    [404, `${NET}/switch-port-settings/no-such-settings`],
  ]),
  ...operationCases('networking_switch_port_settings_delete', 'DELETE', [
    // applied to the uplink ports
    [400, `${NET}/switch-port-settings?port_settings=${SEED.uplinkSettings}`],
    [404, `${NET}/switch-port-settings?port_settings=no-such-settings`],
    [400, `${NET}/switch-port-settings`],
  ]),
  {
    operationId: 'networking_switch_port_settings_delete',
    method: 'DELETE',
    url: `${NET}/switch-port-settings?port_settings=${SEED.uplinkSettings}`,
    status: 204,
    // once no port carries them
    setup: (db) => {
      for (const port of db.switchPorts.all()) {
        db.switchPorts.update(port.id, { port_settings_id: null })
      }
    },
  },
]
