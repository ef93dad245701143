/**
 * The switches' ports (`/v1/system/hardware/switch-port…`) and the settings applied to them
 * (`/v1/system/networking/switch-port-settings`). A port is named by its rack, its switch's slot
 * and its name, each required. A port's link status is the contract's free-form SwitchLinkState,
 * answered as Omicron does: `{ link, monitors }`, the link being the data plane daemon's view
 * (db.ts SwitchPortLink). Applying settings enables the port's link; clearing them takes it down.
 * Settings applied to a port are not deleted. A link's LLDP service is written whole
 * (LldpLinkConfig: `enabled` and `id` required, each TLV nullable, the management address an IP);
 * it keeps its id, the service instance's. New settings (SwitchPortSettingsCreate) are read as
 * the server parses them: the geometry, speeds and error corrections by their variants, an MTU a
 * u16, VLAN ids u16 at most 4095 (SwitchInterfaceKind: "a maximum value of 4095"), each address
 * inside a block of its lot, each BGP peer's configuration an existing one; names are unique.
 */
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, badQuery, invalidRequest, notFound } from '../errors'
import { liveContext } from '../factories'
import { identityCreate } from '../identity-fields'
import { isUuid, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateById, paginateByNameOrId } from '../pagination'
import { parseNet } from '../subnet-pools'
import { booleanField, nameField, requireBody, stringField } from '../validate'
import {
  addressField,
  blockHolding,
  integerField,
  lookupAddressLot,
  lookupBgpConfig,
  switchSlotValue,
} from './rack-networking'

export const SETTINGS_IN_USE = 'switch port settings are applied to a port'

interface PortSelector {
  port: string
  rack_id?: string
  switch_slot?: string
}

function lookupSwitchPort(db: MockDb, { port, rack_id, switch_slot }: PortSelector) {
  if (rack_id === undefined) throw badQuery('missing field `rack_id`')
  const rackId = uuidParam(rack_id, 'rack_id')
  const slot = switchSlotValue(switch_slot, 'switch_slot', badQuery)
  const row = db.switchPorts.findBy(
    (candidate) =>
      candidate.rack_id === rackId &&
      candidate.switch_slot === slot &&
      candidate.port_name === port,
  )
  if (!row) throw notFound('switch-port', port)
  return row
}

function lookupPortSettings(db: MockDb, selector: string) {
  const settings = isUuid(selector)
    ? db.switchPortSettings.find(selector)
    : db.switchPortSettings.findBy((row) => row.name === selector)
  if (!settings) throw notFound('switch-port-settings', selector)
  return settings
}

const LLDP_TEXT_FIELDS = [
  'chassis_id',
  'link_description',
  'link_name',
  'system_description',
  'system_name',
] as const

/** A nullable TLV: a string, or null when left out. */
function optionalText(body: unknown, field: string) {
  const value = requireBody(body)[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw badBody(`${field}: invalid type: expected a string`)
  return value
}

/** A value of one of `variants`, refused as serde refuses an unknown variant. */
function variantOf<T extends string>(value: unknown, field: string, variants: readonly T[]): T {
  if (value === undefined) throw badBody(`missing field \`${field}\``)
  if (variants.includes(value as T)) return value as T
  throw badBody(`${field}: unknown variant \`${String(value)}\``)
}

const GEOMETRIES = ['qsfp28x1', 'qsfp28x2', 'sfp28x4'] as const
const SPEEDS = [
  'speed0_g',
  'speed1_g',
  'speed10_g',
  'speed25_g',
  'speed40_g',
  'speed50_g',
  'speed100_g',
  'speed200_g',
  'speed400_g',
] as const
const FECS = ['firecode', 'none', 'rs'] as const
/** SwitchInterfaceKind.vid: "a maximum value of 4095 as 802.1Q tags are twelve bits". */
const MAX_VID = 4095

/** An array field, or [] when left out and `fallback` (the contract's `default: []`). */
function listField(body: unknown, field: string, optional = false): unknown[] {
  const value = requireBody(body)[field]
  if (value === undefined && optional) return []
  if (value === undefined) throw badBody(`missing field \`${field}\``)
  if (!Array.isArray(value)) throw badBody(`${field}: invalid type: expected a sequence`)
  return value
}

const nullableInteger = (body: unknown, field: string, max: number, type: string) => {
  const value = requireBody(body)[field]
  return value === undefined || value === null ? null : integerField(body, field, 0, max, type)
}

/** ImportExportPolicy: no filtering, or only the listed prefixes. */
function policyField(body: unknown, field: string): Schemas['ImportExportPolicy'] {
  const policy = requireBody(requireBody(body)[field])
  const type = variantOf(policy.type, 'type', ['no_filtering', 'allow'] as const)
  if (type === 'no_filtering') return { type }
  return { type, value: listField(policy, 'value').map((_, index) => netText(policy, index)) }
}

const netText = (policy: Record<string, unknown>, index: number) => {
  const text = (policy.value as unknown[])[index]
  if (typeof text !== 'string' || !parseNet(text)) {
    throw badBody(`value[${index}]: invalid IP network syntax`)
  }
  return text
}

function netField(body: unknown, field: string) {
  const text = stringField(body, field)
  const net = parseNet(text)
  if (!net) throw badBody(`${field}: invalid IP network syntax`)
  return { text, net }
}

/** SwitchPortSettingsCreate read into the settings the view answers (SwitchPortSettings). */
function settingsFromCreate(db: MockDb, body: unknown): Schemas['SwitchPortSettings'] {
  const { name, description } = identityCreate(body)
  const id = liveContext.ids.uuid()
  const now = liveContext.now()
  const portConfig = requireBody(body).port_config
  const geometry = variantOf(requireBody(portConfig).geometry, 'geometry', GEOMETRIES)
  const links = listField(body, 'links').map((link) => {
    const lldp = requireBody(requireBody(link).lldp)
    const fec = requireBody(link).fec
    return {
      link_name: nameField(link, 'link_name'),
      autoneg: booleanField(link, 'autoneg'),
      mtu: integerField(link, 'mtu', 0, 65535, 'u16'),
      speed: variantOf(requireBody(link).speed, 'speed', SPEEDS),
      fec: fec === undefined || fec === null ? null : variantOf(fec, 'fec', FECS),
      port_settings_id: id,
      lldp_link_config: {
        id: liveContext.ids.uuid(),
        enabled: booleanField(lldp, 'enabled'),
        chassis_id: null,
        link_description: null,
        link_name: null,
        management_ip: null,
        system_description: null,
        system_name: null,
      },
      tx_eq_config: null,
    }
  })
  const interfaces = listField(body, 'interfaces', true).map((item) => {
    const kind = requireBody(requireBody(item).kind)
    const type = variantOf(kind.type, 'type', ['primary', 'vlan', 'loopback'] as const)
    return {
      id: liveContext.ids.uuid(),
      interface_name: nameField(item, 'link_name'),
      kind:
        type === 'vlan'
          ? { type, vid: integerField(kind, 'vid', 0, MAX_VID, 'a VLAN id up to 4095') }
          : { type },
      port_settings_id: id,
      v6_enabled: booleanField(item, 'v6_enabled'),
    }
  })
  const addresses = listField(body, 'addresses').flatMap((config) => {
    const interface_name = nameField(config, 'link_name')
    return listField(config, 'addresses').map((item) => {
      const { text, net } = netField(item, 'address')
      const lot = lookupAddressLot(db, stringField(item, 'address_lot'))
      const block = blockHolding(db, lot.id, { version: net.version, number: net.address })
      if (!block) throw invalidRequest(`address ${text} is not in address lot ${lot.name}`)
      return {
        address: text,
        address_lot_block_id: block.id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name,
        port_settings_id: id,
        vlan_id: nullableInteger(item, 'vlan_id', MAX_VID, 'a VLAN id up to 4095'),
      }
    })
  })
  const routes = listField(body, 'routes', true).flatMap((config) => {
    const interface_name = nameField(config, 'link_name')
    return listField(config, 'routes').map((item) => ({
      dst: netField(item, 'dst').text,
      gw: addressField(item, 'gw').text,
      interface_name,
      port_settings_id: id,
      rib_priority: nullableInteger(item, 'rib_priority', 255, 'u8'),
      vlan_id: nullableInteger(item, 'vid', MAX_VID, 'a VLAN id up to 4095'),
    }))
  })
  const bgp_peers = listField(body, 'bgp_peers', true).flatMap((config) =>
    listField(config, 'peers').map((peer) => {
      const fields = requireBody(peer)
      const addr = requireBody(fields.addr)
      if (addr.type !== 'numbered') throw invalidRequest('only numbered BGP peers are supported')
      const config = lookupBgpConfig(db, stringField(peer, 'bgp_config'))
      const u32 = (field: string) => integerField(peer, field, 0, 0xffffffff, 'u32')
      const bgpPeer: Schemas['BgpPeer'] = {
        addr: { type: 'numbered', ip: addressField(addr, 'ip').text },
        bgp_config: config.name,
        allowed_export: policyField(peer, 'allowed_export'),
        allowed_import: policyField(peer, 'allowed_import'),
        communities: listField(peer, 'communities').map((value, index) => {
          if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
            if (value <= 0xffffffff) return value
          }
          throw badBody(`communities[${index}]: invalid value, expected u32`)
        }),
        connect_retry: u32('connect_retry'),
        delay_open: u32('delay_open'),
        enforce_first_as: booleanField(peer, 'enforce_first_as'),
        hold_time: u32('hold_time'),
        idle_hold_time: u32('idle_hold_time'),
        keepalive: u32('keepalive'),
        remote_asn: nullableInteger(peer, 'remote_asn', 0xffffffff, 'u32'),
        vlan_id: nullableInteger(peer, 'vlan_id', MAX_VID, 'a VLAN id up to 4095'),
      }
      return bgpPeer
    }),
  )
  if (db.switchPortSettings.findBy((row) => row.name === name)) {
    throw alreadyExists('switch-port-settings', name)
  }
  return {
    id,
    name,
    description,
    time_created: now,
    time_modified: now,
    port: { geometry, port_settings_id: id },
    links,
    interfaces,
    addresses,
    routes,
    bgp_peers,
    groups: [],
  }
}

const portOf = (params: { port: string }, query: { rack_id?: string; switch_slot?: string }) => ({
  port: params.port,
  rack_id: query.rack_id,
  switch_slot: query.switch_slot,
})

export const switchPortHandlers = {
  // `switch_port_id` is a UUID (the contract's format): anything else fails to parse
  networking_switch_port_list: ({ db, query }) => {
    const id = query.switch_port_id
    if (id !== undefined && !isUuid(id)) {
      throw badQuery(`switch_port_id: UUID parsing failed: invalid character`)
    }
    return paginateById(
      db.switchPorts.where((port) => id === undefined || port.id === id),
      query,
    )
  },

  networking_switch_port_status: ({ db, params, query }) => {
    const port = lookupSwitchPort(db, portOf(params, query))
    const link = db.switchPortLinks.get(port.id)
    return { link: { port_id: port.port_name, link_id: 0, ...link }, monitors: null }
  },

  networking_switch_port_lldp_neighbors: ({ db, params, query }) => {
    const port = lookupSwitchPort(db, params)
    const page = paginateById(
      db.lldpNeighbors.where((row) => row.port_id === port.id),
      query,
    )
    return { ...page, items: page.items.map(({ id: _, port_id: __, ...neighbor }) => neighbor) }
  },

  networking_switch_port_lldp_config_view: ({ db, params, query }) => {
    const port = lookupSwitchPort(db, portOf(params, query))
    const config = db.lldpConfigs.get(port.id)
    if (!config) throw notFound('lldp-link-config', port.port_name)
    return config
  },

  networking_switch_port_lldp_config_update: ({ db, params, query, body }) => {
    const port = lookupSwitchPort(db, portOf(params, query))
    const enabled = booleanField(body, 'enabled')
    if (!isUuid(stringField(body, 'id'))) throw badBody('id: UUID parsing failed')
    const fields = requireBody(body)
    const management_ip =
      fields.management_ip === undefined || fields.management_ip === null
        ? null
        : addressField(body, 'management_ip').text
    const current = db.lldpConfigs.get(port.id)
    if (!current) throw notFound('lldp-link-config', port.port_name)
    const texts = Object.fromEntries(
      LLDP_TEXT_FIELDS.map((field) => [field, optionalText(body, field)]),
    ) as Record<(typeof LLDP_TEXT_FIELDS)[number], string | null>
    db.lldpConfigs.set(port.id, { id: current.id, enabled, management_ip, ...texts })
  },

  networking_switch_port_apply_settings: ({ db, params, query, body }) => {
    const port = lookupSwitchPort(db, portOf(params, query))
    const settings = lookupPortSettings(db, stringField(body, 'port_settings'))
    db.switchPorts.update(port.id, { port_settings_id: settings.id })
    const link = db.switchPortLinks.get(port.id)
    if (link) db.switchPortLinks.set(port.id, { ...link, enabled: true, link_state: 'Up' })
  },

  networking_switch_port_clear_settings: ({ db, params, query }) => {
    const port = lookupSwitchPort(db, portOf(params, query))
    db.switchPorts.update(port.id, { port_settings_id: null })
    const link = db.switchPortLinks.get(port.id)
    if (link) db.switchPortLinks.set(port.id, { ...link, enabled: false, link_state: 'Down' })
  },

  networking_switch_port_settings_list: ({ db, query }) =>
    paginateByNameOrId(
      db.switchPortSettings
        .where(
          (row) =>
            query.port_settings === undefined ||
            row.id === query.port_settings ||
            row.name === query.port_settings,
        )
        .map(({ id, name, description, time_created, time_modified }) => ({
          id,
          name,
          description,
          time_created,
          time_modified,
        })),
      query,
    ),

  networking_switch_port_settings_create: ({ db, body }) =>
    db.switchPortSettings.insert(settingsFromCreate(db, body)),

  networking_switch_port_settings_view: ({ db, params }) => lookupPortSettings(db, params.port),

  networking_switch_port_settings_delete: ({ db, query }) => {
    if (query.port_settings === undefined) throw badQuery('missing field `port_settings`')
    const settings = lookupPortSettings(db, query.port_settings)
    if (db.switchPorts.all().some((port) => port.port_settings_id === settings.id)) {
      throw invalidRequest(SETTINGS_IN_USE)
    }
    db.switchPortSettings.remove(settings.id)
  },
} satisfies HandlerMap
