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

/** Applies every step that is due by now. */
export function settleInstances(db: MockDb) {
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
