/**
 * The fleet's support bundles: two an operator asked for (one collected, one whose collection
 * failed) and one the rack made by itself after a sled agent fault, so the list shows the states
 * a bundle rests in and both kinds of reason. None is collecting or destroying: those move on
 * by themselves (handlers/support-bundles.ts), which the specs start from the console.
 */
import type { MockDb } from '../db'
import type { SeededContext } from '../factories'
import { API_CREATION_REASON } from '../handlers/support-bundles'

const DAY = 24 * 60 * 60_000

export const SUPPORT_BUNDLE_SEED = {
  /** Active: downloadable, its files listed. */
  active: '3f9c2a71-5d0e-4b8a-9c61-0e7d2b4a8f13',
  /** Failed: only deleted. */
  failed: 'a81e4f09-2c37-4d5b-8e90-6b1f3c7d2e45',
  /** Active, made by the rack itself (no comment). */
  automatic: 'd4570b6e-98a1-4f2c-b3d7-51e0c9a6f28b',
  activeComment: 'Sled BRM42220031 rebooted during the 17.0 update',
} as const

export function seedSupportBundles(db: MockDb, context: SeededContext) {
  db.supportBundles.insert({
    id: SUPPORT_BUNDLE_SEED.automatic,
    reason_for_creation: 'Sled agent on BRM42220016 restarted after a fault',
    reason_for_failure: null,
    state: 'active',
    time_created: context.at(41 * DAY).now(),
    user_comment: null,
    time_settles: null,
  })
  db.supportBundles.insert({
    id: SUPPORT_BUNDLE_SEED.failed,
    reason_for_creation: API_CREATION_REASON,
    reason_for_failure: 'Bundle lost its backing storage: the disk holding it was expunged',
    state: 'failed',
    time_created: context.at(12 * DAY).now(),
    user_comment: 'Instances on sled 14 slow to start',
    time_settles: null,
  })
  db.supportBundles.insert({
    id: SUPPORT_BUNDLE_SEED.active,
    reason_for_creation: API_CREATION_REASON,
    reason_for_failure: null,
    state: 'active',
    time_created: context.at(3 * DAY).now(),
    user_comment: SUPPORT_BUNDLE_SEED.activeComment,
    time_settles: null,
  })
}
