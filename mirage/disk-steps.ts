/**
 * Disks moving on by themselves: a disk a handler (disks.ts, or another, e.g. an instance
 * attaching it) put in a transitional state settles `DISK_SETTLE_MS` after its `time_modified`
 * (creating → detached, attaching → attached, detaching → detached, finalizing → detached), or
 * after `?mock-disk-step=MS` (`db.timing.diskStepMs`, settings.ts), as `?mock-instance-step`
 * paces instances (instance-steps.ts), so QA and the e2e specs see the transitional state however
 * late they look. Seeded disks are older than any disk still due to settle and keep their state,
 * so every state stays visible in the preview.
 */
import type { MockDb, Schemas } from './db'

type Disk = Schemas['Disk']
type DiskStateName = Schemas['DiskState']['state']

export const DISK_SETTLE_MS = 1500
/**
 * A disk settles only within this long after it came due (see above); the seeds are older than
 * this plus the longest step (seeds.ts SEEDED_CLOCK, settings.ts MAX_MOCK_STEP_MS).
 */
const SETTLE_WINDOW_MS = 60_000

/** How long a transitional disk takes to settle on this server. */
const diskSettleMs = (db: MockDb) => db.timing.diskStepMs ?? DISK_SETTLE_MS

const restingState: Partial<Record<DiskStateName, DiskStateName>> = {
  creating: 'detached',
  attaching: 'attached',
  detaching: 'detached',
  finalizing: 'detached',
}

/** The state a disk reaches by itself, with the instance it keeps when attached. */
function settled(disk: Disk): Schemas['DiskState'] | undefined {
  const next = restingState[disk.state.state]
  if (!next) return undefined
  if (next === 'attached' && 'instance' in disk.state) {
    return { state: 'attached', instance: disk.state.instance }
  }
  return { state: next } as Schemas['DiskState']
}

/** Moves every recently changed transitional disk on once its time has come. */
export function settleDisks(db: MockDb, now = Date.now()) {
  const settleMs = diskSettleMs(db)
  for (const disk of db.disks.all()) {
    const state = settled(disk)
    if (!state) continue
    const age = now - Date.parse(disk.time_modified)
    if (age < settleMs || age > settleMs + SETTLE_WINDOW_MS) continue
    db.disks.update(disk.id, { state, time_modified: new Date(now).toISOString() })
  }
}
