/**
 * Hardware the rack sees but does not use yet (contract tags system/hardware and experimental):
 * drives not adopted, with the operator's adoption requests; sleds in a cubby that are no member
 * of the rack, and the rack's membership changes that add them. A membership change moves one
 * new member to acknowledged per `MEMBERSHIP_STEP_MS` (or `?mock-membership-step`, settings.ts),
 * applied when it is read, and is committed
 * once every new member has acknowledged it; the added sleds then join the sled list.
 */
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, badQuery, invalidRequest, notFound } from '../errors'
import { randomUuid } from '../ids'
import { lookupRack, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate, paginateById } from '../pagination'
import { GIMLET } from '../seeds/hardware-seeds'
import { requireBody, stringField } from '../validate'

/** A membership version and the sleds its change adds, which acknowledge it one by one. */
type Membership = Schemas['RackMembershipStatus'] & { id: string; added: BaseboardId[] }
type BaseboardId = Schemas['BaseboardId']

/** How long each new member takes to acknowledge a membership change, unless the mock is told. */
export const MEMBERSHIP_STEP_MS = 2000
const membershipStepMs = (db: MockDb) => db.timing.membershipStepMs ?? MEMBERSHIP_STEP_MS

/** What abort answers when the latest change has ended (contract: rack_membership_abort). */
export const NO_CHANGE_IN_PROGRESS = 'there is no rack membership change in progress'
/** What add answers while a change is still in progress. */
export const CHANGE_IN_PROGRESS = 'a rack membership change is already in progress'
export const notUninitialized = (serial: string) =>
  `sled ${serial} is not an uninitialized sled of this rack`

const membershipId = (rackId: string, version: number) => `${rackId}/${version}`
const sameBoard = (a: BaseboardId, b: BaseboardId) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number

/** A rack's latest membership change, its new members' acknowledgements brought up to now. */
function latestMembership(db: MockDb, rackId: string): Membership | undefined {
  const latest = db.rackMemberships
    .where((row) => row.rack_id === rackId)
    .sort((a, b) => b.version - a.version)[0]
  if (latest?.state !== 'in_progress') return latest
  const stepMs = membershipStepMs(db)
  const steps = Math.floor((db.timing.now() - Date.parse(latest.time_created)) / stepMs)
  const pending = latest.added.slice(Math.max(0, steps))
  if (pending.length > 0) {
    return db.rackMemberships.update(latest.id, { unacknowledged_members: pending })
  }
  const committed = new Date(
    Date.parse(latest.time_created) + latest.added.length * stepMs,
  ).toISOString()
  admitSleds(db, latest, committed)
  return db.rackMemberships.update(latest.id, {
    unacknowledged_members: [],
    state: 'committed',
    time_committed: committed,
  })
}

/** The committed change's new members leave the uninitialized sleds and join the rack's sleds. */
function admitSleds(db: MockDb, membership: Membership, time: string) {
  for (const member of membership.added) {
    const sled = db.uninitializedSleds.find(member.serial_number)
    if (!sled) continue
    db.uninitializedSleds.remove(sled.id)
    db.sleds.insert({
      id: randomUuid(),
      rack_id: sled.rack_id,
      baseboard: sled.baseboard,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      usable_hardware_threads: GIMLET.usableHardwareThreads,
      usable_physical_ram: GIMLET.usablePhysicalRam,
      time_created: time,
      time_modified: time,
    })
  }
}

/** A membership without the mock's own id: the contract's RackMembershipStatus. */
const wire = ({ id: _, added: __, ...status }: Membership): Schemas['RackMembershipStatus'] =>
  status

/** Sleds a change in progress is adding: no longer offered to add. */
function joining(db: MockDb, rackId: string) {
  const latest = latestMembership(db, rackId)
  return latest?.state === 'in_progress' ? latest.unacknowledged_members : []
}

function baseboardIds(body: unknown): BaseboardId[] {
  const ids = requireBody(body).sled_ids
  if (ids === undefined) throw badBody('missing field `sled_ids`')
  if (!Array.isArray(ids)) throw badBody('sled_ids: invalid type: expected a sequence')
  return ids.map((id) => ({
    part_number: stringField(id, 'part_number'),
    serial_number: stringField(id, 'serial_number'),
  }))
}

function diskIdentity(body: unknown): Schemas['PhysicalDiskManufacturerIdentity'] {
  return {
    model: stringField(body, 'model'),
    serial: stringField(body, 'serial'),
    vendor: stringField(body, 'vendor'),
  }
}

const sameDisk = (
  a: Schemas['PhysicalDiskManufacturerIdentity'],
  b: Schemas['PhysicalDiskManufacturerIdentity'],
) => a.model === b.model && a.serial === b.serial && a.vendor === b.vendor

export const hardwareIntakeHandlers = {
  physical_disk_list_unadopted: ({ db, query }) =>
    paginate(
      db.unadoptedDisks.all().map(({ id: _, ...disk }) => disk),
      query,
      { serial: { key: (disk) => disk.disk_id.serial } },
    ),

  physical_disk_list_adoption_requests: ({ db, query }) =>
    paginateById(db.diskAdoptionRequests.all(), query),

  physical_disk_enable_adoption: ({ db, body }) => {
    const identity = diskIdentity(body)
    if (db.diskAdoptionRequests.findBy((request) => sameDisk(request.disk_id, identity))) {
      throw alreadyExists('physical disk adoption request', identity.serial)
    }
    return db.diskAdoptionRequests.insert({
      id: randomUuid(),
      disk_id: identity,
      time_created: new Date(db.timing.now()).toISOString(),
    })
  },

  physical_disk_disable_adoption: ({ db, params }) => {
    const id = uuidParam(params.physical_disk_adoption_req_id, 'physical_disk_adoption_req_id')
    if (!db.diskAdoptionRequests.find(id)) throw notFound('physical disk adoption request', id)
    db.diskAdoptionRequests.remove(id)
  },

  sled_list_uninitialized: ({ db, query }) => {
    const sleds = db.uninitializedSleds.all().filter((sled) => {
      const adding = joining(db, sled.rack_id)
      return !adding.some((member) => member.serial_number === sled.baseboard.serial)
    })
    return paginate(
      sleds.map(({ id: _, ...sled }) => sled),
      query,
      { cubby: { key: (sled) => String(sled.cubby).padStart(5, '0') } },
    )
  },

  rack_membership_status: ({ db, params, query }) => {
    const rack = lookupRack(db, params.rack_id)
    const latest = latestMembership(db, rack.id)
    if (query.version === undefined) {
      if (!latest) throw notFound('rack membership', rack.id)
      return wire(latest)
    }
    if (!/^\d+$/.test(query.version)) throw badQuery('version: invalid digit found in string')
    const version = Number(query.version)
    const found = db.rackMemberships.find(membershipId(rack.id, version))
    if (!found) throw notFound('rack membership version', String(version))
    return wire(found)
  },

  rack_membership_add_sleds: ({ db, params, body }) => {
    const rack = lookupRack(db, params.rack_id)
    const added = baseboardIds(body)
    if (added.length === 0) throw invalidRequest('sled_ids: at least one sled is required')
    const latest = latestMembership(db, rack.id)
    if (latest?.state === 'in_progress') throw invalidRequest(CHANGE_IN_PROGRESS)
    for (const board of added) {
      const sled = db.uninitializedSleds.find(board.serial_number)
      if (!sled || sled.rack_id !== rack.id || sled.baseboard.part !== board.part_number) {
        throw invalidRequest(notUninitialized(board.serial_number))
      }
    }
    // an aborted change's members never joined: the new version builds on the last committed one
    const members =
      db.rackMemberships
        .where((row) => row.rack_id === rack.id && row.state === 'committed')
        .sort((a, b) => b.version - a.version)[0]?.members ?? []
    const version = (latest?.version ?? 0) + 1
    return wire(
      db.rackMemberships.insert({
        id: membershipId(rack.id, version),
        rack_id: rack.id,
        version,
        state: 'in_progress',
        members: [
          ...members.filter((member) => !added.some((a) => sameBoard(a, member))),
          ...added,
        ],
        unacknowledged_members: added,
        added,
        time_created: new Date(db.timing.now()).toISOString(),
        time_aborted: null,
        time_committed: null,
      }),
    )
  },

  rack_membership_abort: ({ db, params }) => {
    const rack = lookupRack(db, params.rack_id)
    const latest = latestMembership(db, rack.id)
    if (latest?.state !== 'in_progress') throw invalidRequest(NO_CHANGE_IN_PROGRESS)
    return wire(
      db.rackMemberships.update(latest.id, {
        state: 'aborted',
        time_aborted: new Date(db.timing.now()).toISOString(),
      }),
    )
  },
} satisfies HandlerMap
