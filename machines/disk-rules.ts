/**
 * Which disk actions each disk state allows, as data (SPEC §4 "Disk states"), in the shape of
 * action-rules.ts. The disk machine's guards read `diskRules.can`; the disabled reason shown in
 * the UI is `diskRules.reason`, from the same rows.
 */
import type { DiskState } from '~/store/api'
import { defineActionRules, orList } from './action-rules'

export type DiskStateName = DiskState['state']

/** Every state of the contract's `DiskState`, in lifecycle order. */
export const diskStates = [
  'creating',
  'detached',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'maintenance',
  'attaching',
  'attached',
  'detaching',
  'destroyed',
  'faulted',
] as const satisfies readonly DiskStateName[]

/** SPEC §4: states the disk passes through on its own; lists poll while a disk is in one. */
export const transitionalDiskStates: readonly DiskStateName[] = [
  'attaching',
  'creating',
  'detaching',
  'finalizing',
]

export const isTransitionalDiskState = (state: DiskStateName) =>
  transitionalDiskStates.includes(state)

export type DiskAction = 'delete' | 'snapshot' | 'attach' | 'detach' | 'setBootDisk'

const SOURCE = 'SPEC §4 Disk states'

/** 'creating or detached', 'attached, detached or faulted'. */
export function listStates(states: readonly DiskStateName[]) {
  return orList(states.map((state) => state.replaceAll('_', ' ')))
}

/** A row: the states that allow the action, and 'Only … disks can be <pastTense>'. */
const only = (states: readonly DiskStateName[], pastTense: string, source = SOURCE) => ({
  states,
  reason: `Only ${listStates(states)} disks can be ${pastTense}`,
  source,
})

/** SPEC §4, the disk table, row by row. */
export const diskRules = defineActionRules<DiskAction, DiskStateName>({
  delete: only(['detached', 'faulted'], 'deleted'),
  snapshot: only(['attached', 'detached'], 'snapshotted'),
  attach: only(['creating', 'detached'], 'attached'),
  detach: only(['attached'], 'detached'),
  setBootDisk: only(['attached'], 'set as boot disk'),
})
