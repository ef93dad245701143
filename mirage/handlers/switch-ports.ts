/**
 * The switches' ports (`/v1/system/hardware/switch-port…`) and the settings applied to them
 * (`/v1/system/networking/switch-port-settings`). A port is named by its rack, its switch's slot
 * and its name, each required. A port's link status is the contract's free-form SwitchLinkState,
 * answered as Omicron does: `{ link, monitors }`, the link being the data plane daemon's view
 * (db.ts SwitchPortLink). Applying settings enables the port's link; clearing them takes it down.
 * Settings applied to a port are not deleted. A link's LLDP service is written whole
 * (LldpLinkConfig: `enabled` and `id` required, each TLV nullable, the management address an IP);
 * it keeps its id, the service instance's.
 */
import type { MockDb } from '../db'
import { badBody, badQuery, invalidRequest, notFound } from '../errors'
import { isUuid, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateById, paginateByNameOrId } from '../pagination'
import { booleanField, requireBody, stringField } from '../validate'
import { addressField, switchSlotValue } from './rack-networking'

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
