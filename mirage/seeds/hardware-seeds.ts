/**
 * The rack the instances run on: one Oxide rack with 16 Gimlet compute sleds (a few taken out of
 * provisioning by the operator, one expunged), 10 U.2 NVMe drives in each, and its two Sidecar
 * switches. Baseboard parts, serials and drive models read like a real rack's inventory.
 */
import type { MockDb, Schemas } from '../db'
import type { FactoryContext, SeededContext } from '../factories'
import { placeInstances, placeOn, sledRoomsOf } from '../handlers/hardware'
import { insertInstance, insertProject } from '../records'
import { SILO_SEED } from './silo-seeds'

const GiB = 1024 ** 3

/** What a Gimlet sled reports as usable (128 threads of its 64-core CPU, 1 TiB of its DRAM). */
export const GIMLET = {
  part: '913-0000019',
  revision: 6,
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * GiB,
} as const

export const SIDECAR = { part: '913-0000006', revision: 4 } as const

/** A U.2 drive as the sled reports it (PCI vendor id, model number). */
const U2_DRIVE = { vendor: '1b96', model: 'WUS4C6432DSP3X3' } as const

export const HARDWARE_SEED = {
  sledCount: 16,
  disksPerSled: 10,
  /** Sled serials by cubby: BRM42220004, BRM42220007, … (not consecutive, as built). */
  sledSerial: (cubby: number) => `BRM4222${String(4 + cubby * 3).padStart(4, '0')}`,
  /** Cubbies the operator marked non-provisionable (still in service, holding what they hold). */
  nonProvisionableCubbies: [5, 11] as readonly number[],
  /** The cubby of the sled taken out of service for good. */
  expungedCubby: 14,
  /** Cubbies with one drive expunged (the first still active, the second decommissioned). */
  expungedDriveCubbies: [2, 9] as readonly number[],
  switchSerials: ['BRM44220011', 'BRM44220012'] as readonly string[],
  /** Drives just put in the first sled's free bays, which the control plane has not adopted. */
  unadoptedDrives: [
    { slot: 10, serial: 'A084B1F2' },
    { slot: 11, serial: 'A084B1F5' },
  ] as readonly { slot: number; serial: string }[],
  /** A sled just slid into the free cubby, not yet a member of the rack. */
  uninitializedSled: { cubby: 16, serial: 'BRM42220052' },
  /** The project of the `hpc` silo whose jobs are the rack's steady load. */
  loadProject: 'simulations',
  /**
   * The vCPUs left free on each sled that takes new instances, in id order (cycled): none has the
   * 64 of the largest instance, and they differ, so the fleet's picture shows fragmentation and
   * the largest instance that fits is 60 vCPUs (README "The preview").
   */
  freeThreadsBySled: [48, 40, 56, 32, 44, 24, 60, 36, 52, 28] as readonly number[],
  /** A job's memory per vCPU (GiB), and the most vCPUs one job takes. */
  loadMemoryPerCpu: 2,
  loadJobMaxCpus: 32,
} as const

const driveSerial = (cubby: number, slot: number) =>
  `A0${(0x84a700 + cubby * 0x40 + slot * 3).toString(16).toUpperCase()}`

function sledPolicy(cubby: number): Schemas['SledPolicy'] {
  if (cubby === HARDWARE_SEED.expungedCubby) return { kind: 'expunged' }
  return {
    kind: 'in_service',
    provision_policy: HARDWARE_SEED.nonProvisionableCubbies.includes(cubby)
      ? 'non_provisionable'
      : 'provisionable',
  }
}

function drive(
  context: FactoryContext,
  sled: Schemas['Sled'],
  cubby: number,
  slot: number,
): Schemas['PhysicalDisk'] {
  const time = context.now()
  const sledGone = sled.policy.kind === 'expunged'
  // the last drive of a listed sled was pulled; the first sled's is still being drained
  const driveGone =
    slot === HARDWARE_SEED.disksPerSled - 1 && HARDWARE_SEED.expungedDriveCubbies.includes(cubby)
  const drained = sledGone || (driveGone && cubby === HARDWARE_SEED.expungedDriveCubbies[1])
  return {
    id: context.ids.uuid(),
    ...U2_DRIVE,
    serial: driveSerial(cubby, slot),
    form_factor: 'u2',
    sled_id: sled.id,
    policy: { kind: sledGone || driveGone ? 'expunged' : 'in_service' },
    state: drained ? 'decommissioned' : 'active',
    time_created: time,
    time_modified: time,
  }
}

/** Each record's id to the id it gets so the ids ascend in the records' order. */
export function inIdOrder(records: readonly { id: string }[]) {
  const ascending = records.map((record) => record.id).sort()
  return new Map(records.map((record, index) => [record.id, ascending[index]]))
}

/** The rack was installed before any silo or project existed (seeds.ts SEEDED_CLOCK: 330 days). */
const RACK_AGE_MS = 340 * 24 * 60 * 60_000

export function seedHardware(db: MockDb, seeded: SeededContext) {
  // every part came with the rack, a second apart
  const context = seeded.at(RACK_AGE_MS)
  const rackTime = context.now()
  const rack = db.racks.insert({
    id: context.ids.uuid(),
    time_created: rackTime,
    time_modified: rackTime,
  })
  // the API lists sleds, their drives and the switches by id (IdSortMode): each kind's ids, drawn
  // as before, go out in ascending order, so those lists read in cubby and slot order as a rack's
  // inventory does (the ids stay the seeded ones, only which part holds which changes)
  const sleds: Schemas['Sled'][] = []
  const drives: Schemas['PhysicalDisk'][] = []
  for (let cubby = 0; cubby < HARDWARE_SEED.sledCount; cubby++) {
    const time = context.now()
    const policy = sledPolicy(cubby)
    const sled: Schemas['Sled'] = {
      id: context.ids.uuid(),
      rack_id: rack.id,
      baseboard: {
        part: GIMLET.part,
        revision: GIMLET.revision,
        serial: HARDWARE_SEED.sledSerial(cubby),
      },
      policy,
      state: policy.kind === 'expunged' ? 'decommissioned' : 'active',
      usable_hardware_threads: GIMLET.usableHardwareThreads,
      usable_physical_ram: GIMLET.usablePhysicalRam,
      time_created: time,
      time_modified: time,
    }
    sleds.push(sled)
    for (let slot = 0; slot < HARDWARE_SEED.disksPerSled; slot++) {
      drives.push(drive(context, sled, cubby, slot))
    }
  }
  const switches = HARDWARE_SEED.switchSerials.map((serial): Schemas['Switch'] => {
    const time = context.now()
    return {
      id: context.ids.uuid(),
      rack_id: rack.id,
      baseboard: { part: SIDECAR.part, revision: SIDECAR.revision, serial },
      time_created: time,
      time_modified: time,
    }
  })
  const sledIds = inIdOrder(sleds)
  for (const sled of sleds) db.sleds.insert({ ...sled, id: sledIds.get(sled.id) ?? sled.id })
  const driveIds = inIdOrder(drives)
  for (const drive of drives) {
    db.physicalDisks.insert({
      ...drive,
      id: driveIds.get(drive.id) ?? drive.id,
      sled_id: (drive.sled_id && sledIds.get(drive.sled_id)) ?? drive.sled_id,
    })
  }
  const switchIds = inIdOrder(switches)
  for (const row of switches) db.switches.insert({ ...row, id: switchIds.get(row.id) ?? row.id })
  seedIntake(db, rack, seeded)
  // the seeded instances were started before anyone changed a sled's policy
  placeInstances(db)
}

/**
 * What the rack sees but does not use yet: two drives in the first sled's free bays, a sled in
 * the free cubby; and the membership the rack was set up with, every sled in service a member.
 */
function seedIntake(db: MockDb, rack: Schemas['Rack'], seeded: SeededContext) {
  const firstSled = db.sleds.findBy((sled) => sled.baseboard.serial === HARDWARE_SEED.sledSerial(0))
  if (!firstSled) throw new Error('the first sled is seeded above')
  for (const { slot, serial } of HARDWARE_SEED.unadoptedDrives) {
    db.unadoptedDisks.insert({
      id: serial,
      disk_id: { ...U2_DRIVE, serial },
      sled_id: firstSled.id,
      slot,
      variant: 'u2',
    })
  }
  const { cubby, serial } = HARDWARE_SEED.uninitializedSled
  db.uninitializedSleds.insert({
    id: serial,
    rack_id: rack.id,
    cubby,
    baseboard: { part: GIMLET.part, revision: GIMLET.revision, serial },
  })
  const members = db.sleds
    .where((sled) => sled.policy.kind === 'in_service')
    .map((sled) => ({ part_number: sled.baseboard.part, serial_number: sled.baseboard.serial }))
  db.rackMemberships.insert({
    id: `${rack.id}/1`,
    rack_id: rack.id,
    version: 1,
    state: 'committed',
    members,
    unacknowledged_members: [],
    added: members,
    time_created: rack.time_created,
    time_aborted: null,
    time_committed: seeded.at(RACK_AGE_MS - 60_000).now(),
  })
}

/**
 * The rack's steady load: `hpc`'s simulation jobs, running on every sled that takes new
 * instances until only its share of HARDWARE_SEED.freeThreadsBySled is free. After the rack and
 * every other seed's instances, which it fills around. A silo's quota can
 * have room for an instance that no single sled has room for (lib/sled-fit.ts): the preview shows
 * that on the first try.
 */
export function seedRackLoad(db: MockDb, context: FactoryContext) {
  const silo = db.silos.findBy((row) => row.name === SILO_SEED.hpc)
  if (!silo) return
  const project = insertProject(
    db,
    context,
    { name: HARDWARE_SEED.loadProject, description: 'Finite-element and CFD batch jobs' },
    silo.id,
  )
  const { freeThreadsBySled, loadJobMaxCpus, loadMemoryPerCpu } = HARDWARE_SEED
  let job = 0
  for (const [index, room] of sledRoomsOf(db)
    .filter((sled) => sled.takesNew)
    .entries()) {
    let toTake = room.freeThreads - freeThreadsBySled[index % freeThreadsBySled.length]
    while (toTake > 0) {
      const ncpus = Math.min(toTake, loadJobMaxCpus)
      toTake -= ncpus
      job += 1
      const name = `sim-${String(job).padStart(2, '0')}`
      const instance = insertInstance(
        db,
        context,
        {
          project_id: project.id,
          name,
          description: 'Simulation job',
          ncpus,
          memory: ncpus * loadMemoryPerCpu * GiB,
          run_state: 'running',
        },
        {
          disks: [{ type: 'create', name: `${name}-boot`, description: '', size: 32 * GiB }],
          bootDisk: true,
          nics: 'default',
          ephemeralIpPoolIds: [],
        },
      )
      placeOn(db, instance.id, room.id)
    }
  }
}
