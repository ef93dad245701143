/**
 * Which disk actions each disk state allows, as data (SPEC §4 "Disk states"). The disk machine's
 * guards read these tables; the disabled reason shown in the UI comes from the same rows.
 */
import type { DiskState } from '~/store/api'

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

interface Rule {
  /** States in which the action is allowed. */
  states: readonly DiskStateName[]
  /** How the action reads in 'Only … disks can be <pastTense>'. */
  pastTense: string
}

/** SPEC §4, the disk table, row by row. */
export const diskActionRules: Record<DiskAction, Rule> = {
  delete: { states: ['detached', 'faulted'], pastTense: 'deleted' },
  snapshot: { states: ['attached', 'detached'], pastTense: 'snapshotted' },
  attach: { states: ['creating', 'detached'], pastTense: 'attached' },
  detach: { states: ['attached'], pastTense: 'detached' },
  setBootDisk: { states: ['attached'], pastTense: 'set as boot disk' },
}

export const diskActions = Object.keys(diskActionRules) as DiskAction[]

/**
 * The bulk-write import (SPEC §7 "Disk import") as the server enforces it: start and finalize
 * need an import-ready disk, writes and stop need one that is importing from bulk writes.
 */
export type DiskImportStep = 'importStart' | 'importWrite' | 'importStop' | 'finalize'

export const diskImportRules: Record<DiskImportStep, Rule> = {
  importStart: { states: ['import_ready'], pastTense: 'started importing' },
  importWrite: { states: ['importing_from_bulk_writes'], pastTense: 'written to' },
  importStop: { states: ['importing_from_bulk_writes'], pastTense: 'stopped importing' },
  finalize: { states: ['import_ready'], pastTense: 'finalized' },
}

/** 'creating or detached', 'attached, detached or faulted'. */
export function listStates(states: readonly DiskStateName[]) {
  const words = states.map((state) => state.replaceAll('_', ' '))
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0]
}

/** The reason an action is not allowed, e.g. 'Only detached or faulted disks can be deleted'. */
export const disallowedReason = (rule: Rule) =>
  `Only ${listStates(rule.states)} disks can be ${rule.pastTense}`

export const isDiskActionAllowed = (action: DiskAction, state: DiskStateName) =>
  diskActionRules[action].states.includes(state)
