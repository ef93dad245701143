/**
 * Which snapshot actions each snapshot state allows, as data, with the reason shown when one is
 * not. SPEC §4 has no snapshot table; these are the server's rules: a snapshot becomes an image
 * or a disk only once ready, and cannot be deleted while it is still being created.
 */
import type { SnapshotState } from '~/store/api'

/** Every state of the contract's `SnapshotState`. */
export const snapshotStates = [
  'creating',
  'ready',
  'faulted',
  'destroyed',
] as const satisfies readonly SnapshotState[]

export type SnapshotAction = 'createImage' | 'createDisk' | 'delete'

export const snapshotActionRules: Record<
  SnapshotAction,
  { states: readonly SnapshotState[]; reason: string }
> = {
  createImage: { states: ['ready'], reason: 'Only ready snapshots can become images' },
  createDisk: { states: ['ready'], reason: 'Only ready snapshots can become disks' },
  delete: {
    states: ['ready', 'faulted', 'destroyed'],
    reason: 'A snapshot cannot be deleted while it is being created',
  },
}

/** The reason `action` is not allowed in `state`, or undefined when it is. */
export const snapshotActionDisabledReason = (action: SnapshotAction, state: SnapshotState) =>
  snapshotActionRules[action].states.includes(state)
    ? undefined
    : snapshotActionRules[action].reason

/** A snapshot being created changes on its own; lists poll while one is. */
export const isTransitionalSnapshotState = (state: SnapshotState) => state === 'creating'
