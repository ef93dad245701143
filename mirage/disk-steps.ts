/**
 * Disks moving on by themselves: a disk a handler (disks.ts, or another, e.g. an instance
 * attaching it) put in a transitional state settles `DISK_SETTLE_MS` after its `time_modified`
 * (creating → detached, attaching → attached, detaching → detached, finalizing → detached).
 * Seeded disks are older than `SETTLE_WINDOW_MS` and keep their state, so every state stays
 * visible in the preview.
 */
import type { MockDb, Schemas } from './db'

type Disk = Schemas['Disk']
type DiskStateName = Schemas['DiskState']['state']

export const DISK_SETTLE_MS = 1500
/** Only disks changed this recently settle by themselves (see above). */
const SETTLE_WINDOW_MS = 60_000

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
  for (const disk of db.disks.all()) {
    const state = settled(disk)
    if (!state) continue
    const changed = Date.parse(disk.time_modified)
    if (now - changed > SETTLE_WINDOW_MS || now - changed < DISK_SETTLE_MS) continue
    db.disks.update(disk.id, { state, time_modified: new Date(now).toISOString() })
  }
}
