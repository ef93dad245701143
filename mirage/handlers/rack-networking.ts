/**
 * The rack's own network (`/v1/system/networking/…`): address lots and their blocks, loopback
 * addresses, BGP (configurations, announce sets, the sessions' status, routes and messages),
 * BFD sessions and the fleet-wide networking settings. The rules are the contract's: a block's
 * first and last addresses are inclusive (AddressLotBlockCreate), so the first is of the same IP
 * version and not past the last; a loopback address is pulled from the named lot
 * (LoopbackAddressCreate.address_lot), so it lies in one of the lot's blocks, and its mask is a
 * prefix length of its version; imported routes and message history are per ASN (`asn` is
 * required); a BFD session is one per remote address and switch (BfdSessionDisable names it so).
 * Lots whose blocks something draws from (a loopback, an announcement, a port's address) stay.
 * A BGP configuration names its announce set (BgpConfigCreate.bgp_announce_set_id), which must
 * exist; an announce set's PUT creates it or replaces it whole (networking_bgp_announce_set_update),
 * each announcement's network inside a block of the address lot it names
 * (BgpAnnouncementCreate: "a BGP announcement tied to a particular address lot block"). What
 * others still use stays: a configuration a port's BGP peer names, an announce set a
 * configuration announces.
 */
import type {
  AddressLotBlockRecord,
  BfdSessionRecord,
  BgpConfigRecord,
  MockDb,
  Schemas,
} from '../db'
import { alreadyExists, badBody, badQuery, invalidRequest, notFound } from '../errors'
import { liveContext } from '../factories'
import { identityCreate } from '../identity-fields'
import { addressToNumber } from '../ip-allocation'
import { isUuid, lookupRack, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateById, paginateByNameOrId } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { MAX_PREFIX_LENGTH, netSize, networkOf, parseNet } from '../subnet-pools'
import { booleanField, nameField, requireBody, stringField } from '../validate'

type IpVersion = Schemas['IpVersion']
type SwitchSlot = Schemas['SwitchSlot']

export const SWITCH_SLOTS: readonly SwitchSlot[] = ['switch0', 'switch1']
export const LOT_IN_USE = 'address lot is in use: its addresses are assigned'
export const BLOCK_ORDER = 'first address of a block must not be after its last address'
export const BLOCK_VERSIONS = 'first and last address of a block must be of the same IP version'
export const BGP_CONFIG_IN_USE = 'BGP configuration is in use: a switch port setting peers with it'
export const ANNOUNCE_SET_IN_USE = 'announce set is in use: a BGP configuration announces it'

const versionOf = (address: string): IpVersion => (address.includes(':') ? 'v6' : 'v4')

/** An address field as the server's parser reads it: IPv4 or IPv6, or the body is refused. */
export function addressField(body: unknown, field: string, label = field) {
  const value = stringField(body, field)
  const number = addressToNumber(value)
  if (number === undefined) throw badBody(`${label}: invalid IP address syntax`)
  return { text: value, version: versionOf(value), number }
}

/** A switch slot, refused as serde refuses an unknown variant. */
export function switchSlotValue(value: unknown, field: string, refuse = badBody): SwitchSlot {
  if (value === undefined || value === null) throw refuse(`missing field \`${field}\``)
  if (SWITCH_SLOTS.includes(value as SwitchSlot)) return value as SwitchSlot
  throw refuse(
    `${field}: unknown variant \`${String(value)}\`, expected \`switch0\` or \`switch1\``,
  )
}

export function integerField(body: unknown, field: string, min: number, max: number, type: string) {
  const value = requireBody(body)[field]
  if (value === undefined || value === null) throw badBody(`missing field \`${field}\``)
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badBody(`${field}: invalid value: ${JSON.stringify(value)}, expected ${type}`)
  }
  return value
}

export function lookupAddressLot(db: MockDb, selector: string) {
  const lot = isUuid(selector)
    ? db.addressLots.find(selector)
    : db.addressLots.findBy((row) => row.name === selector)
  if (!lot) throw notFound('address-lot', selector)
  return lot
}

const blocksOf = (db: MockDb, lotId: string) =>
  db.addressLotBlocks.where((block) => block.address_lot_id === lotId)

const blockView = ({ address_lot_id: _, ...block }: AddressLotBlockRecord) => block

/** The blocks of AddressLotCreate, each checked as the contract's inclusive bounds require. */
function blocksField(body: unknown) {
  const value = requireBody(body).blocks
  if (value === undefined) throw badBody('missing field `blocks`')
  if (!Array.isArray(value)) throw badBody('blocks: invalid type: expected a sequence')
  return value.map((block: unknown, index) => {
    const first = addressField(block, 'first_address', `blocks[${index}].first_address`)
    const last = addressField(block, 'last_address', `blocks[${index}].last_address`)
    if (first.version !== last.version) throw invalidRequest(BLOCK_VERSIONS)
    if (first.number > last.number) throw invalidRequest(BLOCK_ORDER)
    return { first_address: first.text, last_address: last.text }
  })
}

function kindField(body: unknown): Schemas['AddressLotKind'] {
  const value = requireBody(body).kind
  if (value === undefined) throw badBody('missing field `kind`')
  if (value === 'infra' || value === 'pool') return value
  throw badBody(`kind: unknown variant \`${String(value)}\`, expected \`infra\` or \`pool\``)
}

/** Whether anything draws addresses from one of the lot's blocks. */
function lotInUse(db: MockDb, lotId: string) {
  const blockIds = new Set(blocksOf(db, lotId).map((block) => block.id))
  return (
    db.loopbackAddresses.all().some((row) => blockIds.has(row.address_lot_block_id)) ||
    db.bgpAnnouncements.all().some((row) => blockIds.has(row.address_lot_block_id)) ||
    db.switchPortSettings
      .all()
      .some((settings) => settings.addresses.some((row) => row.address_lot_id === lotId))
  )
}

/** The block of the lot that holds the address, if any. */
export function blockHolding(
  db: MockDb,
  lotId: string,
  address: { version: IpVersion; number: bigint },
) {
  return blocksOf(db, lotId).find((block) => {
    if (versionOf(block.first_address) !== address.version) return false
    const first = addressToNumber(block.first_address) ?? 0n
    const last = addressToNumber(block.last_address) ?? 0n
    return first <= address.number && address.number <= last
  })
}

function requiredQuery(value: string | undefined, field: string) {
  if (value === undefined) throw badQuery(`missing field \`${field}\``)
  const number = Number(value)
  if (!/^\d+$/.test(value) || number > 0xffffffff) {
    throw badQuery(`${field}: invalid digit found in string`)
  }
  return number
}

export function lookupBgpConfig(db: MockDb, selector: string) {
  const config = isUuid(selector)
    ? db.bgpConfigs.find(selector)
    : db.bgpConfigs.findBy((row) => row.name === selector)
  if (!config) throw notFound('bgp-config', selector)
  return config
}

function lookupAnnounceSet(db: MockDb, selector: string) {
  const set = isUuid(selector)
    ? db.bgpAnnounceSets.find(selector)
    : db.bgpAnnounceSets.findBy((row) => row.name === selector)
  if (!set) throw notFound('bgp-announce-set', selector)
  return set
}

const bgpConfigView = ({ bgp_announce_set_id: _, ...config }: BgpConfigRecord) => config

/** BgpConfigCreate.max_paths: MaxPathConfig, 1 to 32, 1 when left out. */
function maxPathsField(body: unknown) {
  const value = requireBody(body).max_paths
  if (value === undefined || value === null) return 1
  return integerField(body, 'max_paths', 1, 32, 'an integer from 1 to 32')
}

/** Whether a switch port setting's BGP peer names the configuration, by name or id. */
const bgpConfigInUse = (db: MockDb, config: BgpConfigRecord) =>
  db.switchPortSettings
    .all()
    .some((settings) =>
      settings.bgp_peers.some((peer) => [config.id, config.name].includes(peer.bgp_config)),
    )

/**
 * BgpAnnounceSetCreate.announcement: each a network (IpNet) inside a block of the address lot
 * its `address_lot_block` names (by name or id, "Address lot this announcement is drawn from").
 */
function announcementsField(db: MockDb, body: unknown) {
  const value = requireBody(body).announcement
  if (value === undefined) throw badBody('missing field `announcement`')
  if (!Array.isArray(value)) throw badBody('announcement: invalid type: expected a sequence')
  return value.map((item: unknown, index) => {
    const networkText = stringField(item, 'network')
    const net = parseNet(networkText)
    if (!net) throw badBody(`announcement[${index}].network: invalid IP network syntax`)
    const lot = lookupAddressLot(db, stringField(item, 'address_lot_block'))
    const first = networkOf(net)
    const last = first + netSize(net) - 1n
    const block = blocksOf(db, lot.id).find(
      (candidate) =>
        versionOf(candidate.first_address) === net.version &&
        (addressToNumber(candidate.first_address) ?? 0n) <= first &&
        last <= (addressToNumber(candidate.last_address) ?? 0n),
    )
    if (!block) throw invalidRequest(`network ${networkText} is not in address lot ${lot.name}`)
    return { address_lot_block_id: block.id, network: networkText }
  })
}

const bfdKey = (session: { peer: string; switch_slot: SwitchSlot }) =>
  `${session.switch_slot}/${session.peer}`

function bfdSessionOf(db: MockDb, remote: string, slot: SwitchSlot) {
  return db.bfdSessions.findBy((row) => bfdKey(row) === bfdKey({ peer: remote, switch_slot: slot }))
}

export const rackNetworkingHandlers = {
  networking_address_lot_list: ({ db, query }) => paginateByNameOrId(db.addressLots.all(), query),

  networking_address_lot_view: ({ db, params }) => {
    const lot = lookupAddressLot(db, params.address_lot)
    return { lot, blocks: blocksOf(db, lot.id).map(blockView) }
  },

  networking_address_lot_block_list: ({ db, params, query }) => {
    const lot = lookupAddressLot(db, params.address_lot)
    const page = paginateById(blocksOf(db, lot.id), query)
    return { ...page, items: page.items.map(blockView) }
  },

  networking_address_lot_create: ({ db, body }) => {
    const { name, description } = identityCreate(body)
    const kind = kindField(body)
    const blocks = blocksField(body)
    failOnSentinelName(name)
    if (db.addressLots.findBy((row) => row.name === name)) throw alreadyExists('address-lot', name)
    const now = liveContext.now()
    const lot = db.addressLots.insert({
      id: liveContext.ids.uuid(),
      name,
      description,
      kind,
      time_created: now,
      time_modified: now,
    })
    const created = blocks.map((block) =>
      db.addressLotBlocks.insert({ id: liveContext.ids.uuid(), address_lot_id: lot.id, ...block }),
    )
    return { lot, blocks: created.map(blockView) }
  },

  networking_address_lot_delete: ({ db, params }) => {
    const lot = lookupAddressLot(db, params.address_lot)
    if (lotInUse(db, lot.id)) throw invalidRequest(LOT_IN_USE)
    for (const block of blocksOf(db, lot.id)) db.addressLotBlocks.remove(block.id)
    db.addressLots.remove(lot.id)
  },

  networking_loopback_address_list: ({ db, query }) =>
    paginateById(db.loopbackAddresses.all(), query),

  networking_loopback_address_create: ({ db, body }) => {
    const fields = requireBody(body)
    const rack = lookupRack(db, uuidParam(stringField(body, 'rack_id'), 'rack_id'))
    const switch_slot = switchSlotValue(fields.switch_slot, 'switch_slot')
    const address = addressField(body, 'address')
    const mask = integerField(body, 'mask', 0, 255, 'u8')
    booleanField(body, 'anycast')
    if (mask > MAX_PREFIX_LENGTH[address.version]) {
      throw invalidRequest(`mask ${mask} is too long for an ${address.version} address`)
    }
    const lot = lookupAddressLot(db, stringField(body, 'address_lot'))
    const block = blockHolding(db, lot.id, address)
    if (!block) {
      throw invalidRequest(`address ${address.text} is not in address lot ${lot.name}`)
    }
    const net = `${address.text}/${mask}`
    const taken = db.loopbackAddresses.findBy(
      (row) =>
        row.rack_id === rack.id &&
        row.switch_slot === switch_slot &&
        row.address.split('/')[0] === address.text,
    )
    if (taken) throw alreadyExists('loopback-address', net)
    return db.loopbackAddresses.insert({
      id: liveContext.ids.uuid(),
      address: net,
      address_lot_block_id: block.id,
      rack_id: rack.id,
      switch_slot,
    })
  },

  networking_loopback_address_delete: ({ db, params }) => {
    const rackId = uuidParam(params.rack_id, 'rack_id')
    const slot = switchSlotValue(params.switch_slot, 'switch_slot', badQuery)
    const net = `${params.address}/${params.subnet_mask}`
    const row = db.loopbackAddresses.findBy(
      (candidate) =>
        candidate.rack_id === rackId && candidate.switch_slot === slot && candidate.address === net,
    )
    if (!row) throw notFound('loopback-address', net)
    db.loopbackAddresses.remove(row.id)
  },

  networking_bgp_config_list: ({ db, query }) => {
    const page = paginateByNameOrId(db.bgpConfigs.all(), query)
    return { ...page, items: page.items.map(bgpConfigView) }
  },

  networking_bgp_config_create: ({ db, body }) => {
    const { name, description } = identityCreate(body)
    const asn = integerField(body, 'asn', 0, 0xffffffff, 'u32')
    const max_paths = maxPathsField(body)
    const fields = requireBody(body)
    const vrf = fields.vrf === undefined || fields.vrf === null ? null : nameField(body, 'vrf')
    const set = lookupAnnounceSet(db, stringField(body, 'bgp_announce_set_id'))
    failOnSentinelName(name)
    if (db.bgpConfigs.findBy((row) => row.name === name)) throw alreadyExists('bgp-config', name)
    const now = liveContext.now()
    const config = db.bgpConfigs.insert({
      id: liveContext.ids.uuid(),
      name,
      description,
      asn,
      max_paths,
      vrf,
      bgp_announce_set_id: set.id,
      time_created: now,
      time_modified: now,
    })
    return bgpConfigView(config)
  },

  networking_bgp_config_delete: ({ db, query }) => {
    if (query.name_or_id === undefined) throw badQuery('missing field `name_or_id`')
    const config = lookupBgpConfig(db, query.name_or_id)
    if (bgpConfigInUse(db, config)) throw invalidRequest(BGP_CONFIG_IN_USE)
    db.bgpConfigs.remove(config.id)
  },

  networking_bgp_announce_set_list: ({ db, query }) =>
    paginateByNameOrId(db.bgpAnnounceSets.all(), query).items,

  // "If the announce set exists, this endpoint replaces the existing announce set with the one
  // specified": its id and creation stay, its announcements are the body's
  networking_bgp_announce_set_update: ({ db, body }) => {
    const { name, description } = identityCreate(body)
    const announcements = announcementsField(db, body)
    failOnSentinelName(name)
    const now = liveContext.now()
    const existing = db.bgpAnnounceSets.findBy((row) => row.name === name)
    const set = existing
      ? db.bgpAnnounceSets.update(existing.id, { description, time_modified: now })
      : db.bgpAnnounceSets.insert({
          id: liveContext.ids.uuid(),
          name,
          description,
          time_created: now,
          time_modified: now,
        })
    for (const row of db.bgpAnnouncements.where((row) => row.announce_set_id === set.id)) {
      db.bgpAnnouncements.remove(row.id)
    }
    for (const announcement of announcements) {
      db.bgpAnnouncements.insert({
        id: liveContext.ids.uuid(),
        announce_set_id: set.id,
        ...announcement,
      })
    }
    return set
  },

  networking_bgp_announce_set_delete: ({ db, params }) => {
    const set = lookupAnnounceSet(db, params.announce_set)
    if (db.bgpConfigs.all().some((config) => config.bgp_announce_set_id === set.id)) {
      throw invalidRequest(ANNOUNCE_SET_IN_USE)
    }
    for (const row of db.bgpAnnouncements.where((row) => row.announce_set_id === set.id)) {
      db.bgpAnnouncements.remove(row.id)
    }
    db.bgpAnnounceSets.remove(set.id)
  },

  networking_bgp_announcement_list: ({ db, params }) => {
    const set = lookupAnnounceSet(db, params.announce_set)
    return db.bgpAnnouncements
      .where((row) => row.announce_set_id === set.id)
      .map(({ id: _, ...announcement }) => announcement)
  },

  networking_bgp_status: ({ db }) =>
    db.bgpPeers.all().map(({ id: _, state_since, history: __, ...peer }) => ({
      ...peer,
      state_duration_millis: Math.max(0, db.timing.now() - Date.parse(state_since)),
    })),

  networking_bgp_imported: ({ db, query }) => {
    const asn = requiredQuery(query.asn, 'asn')
    return db.bgpImported.where((row) => row.asn === asn).map((row) => row.route)
  },

  // what each established session announces: every announcement of the rack's announce sets
  networking_bgp_exported: ({ db }) =>
    db.bgpPeers
      .where((peer) => peer.state === 'established')
      .flatMap((peer) =>
        db.bgpAnnouncements
          .all()
          .map((row) => ({ peer_id: peer.addr, prefix: row.network, switch: peer.switch })),
      ),

  networking_bgp_message_history: ({ db, query }) => {
    const asn = requiredQuery(query.asn, 'asn')
    return {
      switch_histories: SWITCH_SLOTS.map((slot) => ({
        switch: slot,
        history: Object.fromEntries(
          db.bgpPeers
            .where((peer) => peer.switch === slot && peer.local_asn === asn)
            .map((peer) => [peer.addr, peer.history]),
        ),
      })),
    }
  },

  networking_bfd_status: ({ db }) => db.bfdSessions.all().map(({ id: _, ...session }) => session),

  networking_bfd_enable: ({ db, body }) => {
    const fields = requireBody(body)
    const remote = addressField(body, 'remote').text
    const local =
      fields.local === undefined || fields.local === null ? null : addressField(body, 'local').text
    const switch_slot = switchSlotValue(fields.switch_slot, 'switch_slot')
    const detection_threshold = integerField(body, 'detection_threshold', 0, 255, 'u8')
    const required_rx = integerField(body, 'required_rx', 0, Number.MAX_SAFE_INTEGER, 'u64')
    const mode = fields.mode
    if (mode !== 'single_hop' && mode !== 'multi_hop') {
      throw badBody(
        mode === undefined
          ? 'missing field `mode`'
          : `mode: unknown variant \`${String(mode)}\`, expected \`single_hop\` or \`multi_hop\``,
      )
    }
    if (bfdSessionOf(db, remote, switch_slot)) throw alreadyExists('bfd-session', remote)
    const session: BfdSessionRecord = {
      id: liveContext.ids.uuid(),
      peer: remote,
      local,
      mode,
      detection_threshold,
      required_rx,
      // RFC 5880 §6.2: a session begins Down until the remote system answers
      state: 'down',
      switch_slot,
    }
    db.bfdSessions.insert(session)
  },

  networking_bfd_disable: ({ db, body }) => {
    const remote = addressField(body, 'remote').text
    const switch_slot = switchSlotValue(requireBody(body).switch_slot, 'switch_slot')
    const session = bfdSessionOf(db, remote, switch_slot)
    if (!session) throw notFound('bfd-session', remote)
    db.bfdSessions.remove(session.id)
  },

  system_networking_settings_view: ({ db }) => db.networkingSettings,

  system_networking_settings_update: ({ db, body }) => {
    const value = requireBody(body).external_jumbo_frames_opt_in_enabled
    if (value !== undefined && value !== null && typeof value !== 'boolean') {
      throw badBody('external_jumbo_frames_opt_in_enabled: invalid type: expected a boolean')
    }
    if (typeof value === 'boolean') {
      db.networkingSettings = { external_jumbo_frames_opt_in_enabled: value }
    }
    return db.networkingSettings
  },
} satisfies HandlerMap
