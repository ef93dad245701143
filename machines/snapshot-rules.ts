/**
 * Which snapshot actions each snapshot state allows, as data, with the reason shown when one is
 * not. SPEC §4 has no snapshot table; these are the server's rules: a snapshot becomes an image
 * or a disk only once ready, and cannot be deleted while it is still being created.
 */
import type { SnapshotState } from '~/store/api'
import { defineActionRules } from './action-rules'

/** Every state of the contract's `SnapshotState`. */
export const snapshotStates = [
  'creating',
  'ready',
  'faulted',
  'destroyed',
] as const satisfies readonly SnapshotState[]

export type SnapshotAction = 'createImage' | 'createDisk' | 'delete'

const SOURCE = 'server behaviour: snapshot image/disk creation and deletion'

export const snapshotRules = defineActionRules<SnapshotAction, SnapshotState>({
  createImage: {
    states: ['ready'],
    reason: 'Only ready snapshots can become images',
    source: SOURCE,
  },
  createDisk: {
    states: ['ready'],
    reason: 'Only ready snapshots can become disks',
    source: SOURCE,
  },
  delete: {
    states: ['ready', 'faulted', 'destroyed'],
    reason: 'A snapshot cannot be deleted while it is being created',
    source: SOURCE,
  },
})

/** A snapshot being created changes on its own; lists poll while one is. */
export const isTransitionalSnapshotState = (state: SnapshotState) => state === 'creating'
