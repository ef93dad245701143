/**
 * The rack's hardware as an operator sees it (contract tag system/hardware): racks, sleds with
 * the instances running on them, physical disks and switches, all paged by id; and the one write,
 * a sled's provision policy. Hardware ids are UUIDs in the contract's paths, so anything else is
 * refused while parsing the URL, before a lookup, as the real server does (lookup.ts).
 */

import { type AntiAffinityConstraint, type SledRoom, sledsThatFit } from '~/lib/sled-fit'
import type { MockDb, Schemas } from '../db'
import { badBody, insufficientCapacity, invalidRequest } from '../errors'
import { settleInstances } from '../instance-steps'
import { projectSiloId } from '../ip-allocation'
import { lookupPhysicalDisk, lookupRack, lookupSled, lookupSwitch, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateById } from '../pagination'
import { holdsVmm } from '../utilization'
import { requireBody } from '../validate'

type Sled = Schemas['Sled']
type Instance = Schemas['Instance']
type ProvisionPolicy = Schemas['SledProvisionPolicy']

/** Nexus refuses to change an expunged sled: expunging is terminal (contract SledPolicy). */
export const EXPUNGED_SLED_MESSAGE =
  'cannot change the provision policy of an expunged sled: it has been permanently removed from service'

const PROVISION_POLICIES: readonly ProvisionPolicy[] = ['provisionable', 'non_provisionable']

/** A sled that takes new instances: in service, provisionable, active (contract SledPolicy). */
const takesNew = (sled: Sled) =>
  sled.policy.kind === 'in_service' &&
  sled.policy.provision_policy === 'provisionable' &&
  sled.state === 'active'

/** FNV-1a of the id: the same instance lands on the same sled on every start. */
function hashOf(id: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * Where each instance's VMM runs. An instance is placed when it starts (or, seeded, when first
 * seen holding a VMM) and stays there while it does, so marking its sled non-provisionable later
 * leaves it where it is (as on the real rack: only new placements avoid the sled); a stopped
 * instance has no sled.
 */
const placements = new WeakMap<MockDb, Map<string, string>>()

function placementsOf(db: MockDb) {
  let byInstance = placements.get(db)
  if (!byInstance) {
    byInstance = new Map()
    placements.set(db, byInstance)
  }
  return byInstance
}

/**
 * Whether an instance placed on a sled holds its room: while it holds a VMM, and while it is being
 * created to start there (instance_create with start reserves the sled before the create ends).
 */
const holdsRoom = (instance: Instance) => holdsVmm(instance) || instance.run_state === 'creating'

/** The instances placed on a sled that still hold their room there, `except` one. */
function placedInstances(db: MockDb, except?: string) {
  return [...placementsOf(db)].flatMap(([instanceId, sledId]) => {
    const instance = instanceId === except ? undefined : db.instances.find(instanceId)
    return instance && holdsRoom(instance) ? [{ instance, sledId }] : []
  })
}

/** Each sled's room: what it can run less what the instances placed on it take. */
function sledRooms(db: MockDb, except?: string): SledRoom[] {
  const used = new Map<string, { threads: number; memory: number }>()
  for (const { instance, sledId } of placedInstances(db, except)) {
    const taken = used.get(sledId) ?? { threads: 0, memory: 0 }
    used.set(sledId, {
      threads: taken.threads + instance.ncpus,
      memory: taken.memory + instance.memory,
    })
  }
  return db.sleds
    .all()
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((sled) => ({
      id: sled.id,
      takesNew: takesNew(sled),
      freeThreads: sled.usable_hardware_threads - (used.get(sled.id)?.threads ?? 0),
      freeMemory: sled.usable_physical_ram - (used.get(sled.id)?.memory ?? 0),
    }))
}

/** The anti-affinity groups the instance is in, as the sleds their other members run on. */
function antiAffinityOf(db: MockDb, instance: Instance): AntiAffinityConstraint[] {
  const placed = placedInstances(db, instance.id)
  return db.antiAffinityMemberships
    .where((membership) => membership.instance_id === instance.id)
    .flatMap((membership) => {
      const group = db.antiAffinityGroups.find(membership.group_id)
      if (!group) return []
      const members = new Set(
        db.antiAffinityMemberships
          .where((other) => other.group_id === group.id)
          .map((other) => other.instance_id),
      )
      const memberSledIds = new Set(
        placed.filter(({ instance }) => members.has(instance.id)).map(({ sledId }) => sledId),
      )
      return [{ policy: group.policy, memberSledIds }]
    })
}

/**
 * A sled for the instance: one that takes new instances with its vCPUs and memory free, honouring
 * its anti-affinity groups (sled-fit.ts); the same one for the same instance while the fleet is
 * unchanged. Undefined when no sled can take it.
 */
function chooseSled(db: MockDb, instance: Instance): string | undefined {
  const fitting = sledsThatFit(sledRooms(db, instance.id), instance, antiAffinityOf(db, instance))
  return fitting.length === 0 ? undefined : fitting[hashOf(instance.id) % fitting.length].id
}

/** The sled the instance runs on; undefined when it holds no VMM (or no sled can take it). */
export function instanceSledId(db: MockDb, instance: Instance): string | undefined {
  const byInstance = placementsOf(db)
  if (!holdsVmm(instance)) {
    // a reservation for an instance still being created stays; a stopped one's room is free
    if (!holdsRoom(instance)) byInstance.delete(instance.id)
    return undefined
  }
  const placed = byInstance.get(instance.id)
  if (placed && db.sleds.find(placed)?.policy.kind === 'in_service') return placed
  const sledId = chooseSled(db, instance)
  if (sledId) byInstance.set(instance.id, sledId)
  else byInstance.delete(instance.id)
  return sledId
}

/** What Nexus answers when no sled can take an instance it is asked to start (its 507). */
export const NO_SLED_FITS = 'No sleds can fit the requested instance'

/**
 * Places an instance that is starting, as Nexus reserves a sled before it starts one: a 507 when
 * no sled that takes new instances has its vCPUs and memory free, within its anti-affinity
 * groups whose policy is `fail`.
 */
export function reserveSled(db: MockDb, instance: Instance) {
  const sledId = chooseSled(db, instance)
  if (!sledId) throw insufficientCapacity(NO_SLED_FITS)
  placementsOf(db).set(instance.id, sledId)
}

/** Puts a seeded instance on a given sled (the rack's steady load, hardware-seeds.ts). */
export function placeOn(db: MockDb, instanceId: string, sledId: string) {
  placementsOf(db).set(instanceId, sledId)
}

/** Each sled's room now, as the seeds and the handlers see it (sled-fit.ts). */
export const sledRoomsOf = (db: MockDb) => sledRooms(db)

/** Places every instance holding a VMM now (the seeds: before any sled's policy changes). */
export function placeInstances(db: MockDb) {
  for (const instance of db.instances.all()) instanceSledId(db, instance)
}

function sledInstances(db: MockDb, sled: Sled): Schemas['SledInstance'][] {
  settleInstances(db)
  return db.instances
    .where((instance) => instanceSledId(db, instance) === sled.id)
    .flatMap((instance) => {
      const project = db.projects.find(instance.project_id)
      const silo = project && db.silos.find(projectSiloId(db, project.id))
      if (!project || !silo) return []
      return [
        {
          id: instance.id,
          name: instance.name,
          active_sled_id: sled.id,
          migration_id: null,
          memory: instance.memory,
          ncpus: instance.ncpus,
          project_name: project.name,
          silo_name: silo.name,
          state: instance.run_state,
          time_created: instance.time_created,
          time_modified: instance.time_modified,
        },
      ]
    })
}

function provisionPolicyField(body: unknown): ProvisionPolicy {
  const state = requireBody(body).state
  if (state === undefined) throw badBody('missing field `state`')
  if (!PROVISION_POLICIES.includes(state as ProvisionPolicy)) {
    throw badBody(
      `state: unknown variant \`${String(state)}\`, expected \`provisionable\` or \`non_provisionable\``,
    )
  }
  return state as ProvisionPolicy
}

export const hardwareHandlers = {
  rack_list: ({ db, query }) => paginateById(db.racks.all(), query),

  rack_view: ({ db, params }) => lookupRack(db, params.rack_id),

  sled_list: ({ db, query }) => paginateById(db.sleds.all(), query),

  sled_view: ({ db, params }) => lookupSled(db, params.sled_id),

  sled_physical_disk_list: ({ db, params, query }) => {
    const sled = lookupSled(db, params.sled_id)
    return paginateById(
      db.physicalDisks.where((disk) => disk.sled_id === sled.id),
      query,
    )
  },

  sled_instance_list: ({ db, params, query }) =>
    paginateById(sledInstances(db, lookupSled(db, params.sled_id)), query),

  sled_set_provision_policy: ({ db, params, body }) => {
    // the URL and the body are parsed before the sled is looked up
    uuidParam(params.sled_id, 'sled_id')
    const next = provisionPolicyField(body)
    const sled = lookupSled(db, params.sled_id)
    if (sled.policy.kind === 'expunged') throw invalidRequest(EXPUNGED_SLED_MESSAGE)
    const previous = sled.policy.provision_policy
    db.sleds.update(sled.id, {
      policy: { kind: 'in_service', provision_policy: next },
      time_modified: new Date(db.timing.now()).toISOString(),
    })
    return { old_state: previous, new_state: next }
  },

  physical_disk_list: ({ db, query }) => paginateById(db.physicalDisks.all(), query),

  physical_disk_view: ({ db, params }) => lookupPhysicalDisk(db, params.disk_id),

  switch_list: ({ db, query }) => paginateById(db.switches.all(), query),

  switch_view: ({ db, params }) => lookupSwitch(db, params.switch_id),
} satisfies HandlerMap
