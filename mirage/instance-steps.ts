/**
 * Instances' run states moving on their own, as on the real rack: an action puts an instance in
 * its first state now and schedules the rest (create → starting → running, stop → stopping →
 * stopped, …) over a few seconds. Steps are applied lazily when an instance is read, against the
 * server's clock (`db.timing`), so tests move time without timers.
 */
import type { MockDb, Schemas } from './db'

type RunState = Schemas['InstanceState']

/** How long each automatic step takes (ms): "over a few seconds". */
export const STEP_MS = { creating: 1000, starting: 1500, stopping: 1500, rebooting: 1500 } as const

interface Step {
  state: RunState
  at: number
}
/** Pending automatic transitions per database, per instance; seeds have none and stay put. */
const pendingSteps = new WeakMap<MockDb, Map<string, Step[]>>()

/**
 * `?mock-instance-step=4000` (`db.timing.instanceStepMs`, settings.ts) makes every automatic step
 * take that long instead, longer than the pages' poll, so QA and the e2e specs see each state.
 */
export function schedule(db: MockDb, instanceId: string, states: RunState[]) {
  // an action of the user's takes the instance out of its loop (a stop, say)
  bootLoops.get(db)?.delete(instanceId)
  let at = db.timing.now()
  const steps = states.map((state, index) => {
    const from = index === 0 ? undefined : states[index - 1]
    at +=
      from && from in STEP_MS
        ? (db.timing.instanceStepMs ?? STEP_MS[from as keyof typeof STEP_MS])
        : 0
    return { state, at }
  })
  const byDb = pendingSteps.get(db) ?? new Map<string, Step[]>()
  pendingSteps.set(db, byDb)
  // the first step is the state the action puts the instance in now
  const [now, ...later] = steps
  setRunState(db, instanceId, now.state)
  if (later.length > 0) byDb.set(instanceId, later)
  else byDb.delete(instanceId)
}

function setRunState(db: MockDb, id: string, run_state: RunState, at = db.timing.now()) {
  const time = new Date(at).toISOString()
  return db.instances.update(id, { run_state, time_run_state_updated: time, time_modified: time })
}

/**
 * An instance in a reboot loop (issue 49's guest that panics on every boot): it runs for
 * `BOOT_LOOP_RUN_MS`, its kernel panics, it is rebooting for `STEP_MS.rebooting`, and it runs
 * again, for ever. The reboot is an automatic step (`?mock-instance-step=` paces it); the run
 * is not, so the specs that make steps instant do not see the instance flicker.
 */
export const BOOT_LOOP_RUN_MS = 20_000

/** The loops per database: each instance's first boot, from which its cycles are counted. */
const bootLoops = new WeakMap<MockDb, Map<string, number>>()

/** Puts an instance that booted at `firstBootAt` (ms) in a reboot loop from that boot on. */
export function startBootLoop(db: MockDb, instanceId: string, firstBootAt: number) {
  const byDb = bootLoops.get(db) ?? new Map<string, number>()
  bootLoops.set(db, byDb)
  byDb.set(instanceId, firstBootAt)
}

export interface BootCycle {
  /** Running until `panicAt`, then rebooting until the next boot. */
  state: 'running' | 'rebooting'
  /** When this boot began (ms): its output is counted from here. */
  bootedAt: number
  /** When this boot's kernel panics and the instance starts rebooting. */
  panicAt: number
  /** When the next boot begins. */
  nextBootAt: number
}

/** Where a looping instance is in its cycle at `now`; undefined for any other instance. */
export function bootCycle(db: MockDb, instanceId: string, now = db.timing.now()) {
  const firstBoot = bootLoops.get(db)?.get(instanceId)
  if (firstBoot === undefined) return undefined
  const runMs = BOOT_LOOP_RUN_MS
  const rebootMs = db.timing.instanceStepMs ?? STEP_MS.rebooting
  const period = runMs + rebootMs
  const bootedAt = firstBoot + Math.floor((now - firstBoot) / period) * period
  const panicAt = bootedAt + runMs
  const cycle: BootCycle = {
    state: now < panicAt ? 'running' : 'rebooting',
    bootedAt,
    panicAt,
    nextBootAt: bootedAt + period,
  }
  return cycle
}

/** Puts each looping instance in its cycle's state, changed at the moment the cycle changed it. */
function settleBootLoops(db: MockDb) {
  for (const [id] of bootLoops.get(db) ?? []) {
    const instance = db.instances.find(id)
    const cycle = bootCycle(db, id)
    if (!instance || !cycle) {
      bootLoops.get(db)?.delete(id)
      continue
    }
    // a boot no one read the reboot before is a change of state all the same
    const since = cycle.state === 'running' ? cycle.bootedAt : cycle.panicAt
    if (instance.run_state !== cycle.state || Date.parse(instance.time_run_state_updated) < since) {
      setRunState(db, id, cycle.state, since)
    }
  }
}

/** Applies every step that is due by now. */
export function settleInstances(db: MockDb) {
  settleBootLoops(db)
  const byDb = pendingSteps.get(db)
  if (!byDb) return
  const now = db.timing.now()
  for (const [id, steps] of byDb) {
    if (!db.instances.find(id)) {
      byDb.delete(id)
      continue
    }
    let due = steps[0]
    while (due && due.at <= now) {
      setRunState(db, id, due.state, due.at)
      steps.shift()
      due = steps[0]
    }
    if (steps.length === 0) byDb.delete(id)
  }
}
