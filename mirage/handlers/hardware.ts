/**
 * The rack's hardware as an operator sees it (contract tag system/hardware): racks, sleds with
 * the instances running on them, physical disks and switches, all paged by id; and the one write,
 * a sled's provision policy. Hardware ids are UUIDs in the contract's paths, so anything else is
 * refused while parsing the URL, before a lookup, as the real server does (lookup.ts).
 */
import type { MockDb, Schemas } from '../db'
import { badBody, invalidRequest } from '../errors'
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

/** Sleds that take new instances: in service, provisionable, active. */
const provisionableSleds = (db: MockDb) =>
  db.sleds
    .where(
      (sled) =>
        sled.policy.kind === 'in_service' &&
        sled.policy.provision_policy === 'provisionable' &&
        sled.state === 'active',
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1))

/** FNV-1a of the id: the same instance lands on the same sled on every start. */
function hashOf(id: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * Where each instance's VMM runs. An instance is placed when it is first seen holding a VMM and
 * stays there while it does, so marking its sled non-provisionable later leaves it where it is
 * (as on the real rack: only new placements avoid the sled); a stopped instance has no sled.
 */
const placements = new WeakMap<MockDb, Map<string, string>>()

/** The sled the instance runs on; undefined when it holds no VMM (or no sled can take it). */
export function instanceSledId(db: MockDb, instance: Instance): string | undefined {
  let byInstance = placements.get(db)
  if (!byInstance) {
    byInstance = new Map()
    placements.set(db, byInstance)
  }
  if (!holdsVmm(instance)) {
    byInstance.delete(instance.id)
    return undefined
  }
  const placed = byInstance.get(instance.id)
  if (placed && db.sleds.find(placed)?.policy.kind === 'in_service') return placed
  const candidates = provisionableSleds(db)
  if (candidates.length === 0) return undefined
  const sledId = candidates[hashOf(instance.id) % candidates.length].id
  byInstance.set(instance.id, sledId)
  return sledId
}

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
