/**
 * Which support bundle actions each bundle state allows, as data, with the reason shown when one
 * is not. SPEC §4 has no support bundle table; these come from the contract's `SupportBundleState`
 * descriptions: a bundle is ready for use only once `active`; a `collecting` bundle may be
 * cancelled (deleted); a `failed` bundle's "only valid operation … is to destroy" it; a
 * `destroying` bundle is already on its way out. The mock enforces the same table
 * (mirage/handlers/support-bundles.ts).
 */
import type { SupportBundleState } from '~/store/api'
import { defineActionRules } from './action-rules'

/** Every state of the contract's `SupportBundleState`. */
export const supportBundleStates = [
  'collecting',
  'active',
  'destroying',
  'failed',
] as const satisfies readonly SupportBundleState[]

export type SupportBundleAction = 'download' | 'browse' | 'update' | 'delete'

const SOURCE = 'contract: SupportBundleState descriptions'

export const supportBundleRules = defineActionRules<SupportBundleAction, SupportBundleState>({
  download: {
    states: ['active'],
    reason: 'Only an active bundle can be downloaded',
    source: SOURCE,
  },
  /** Its index, and each file of it. */
  browse: {
    states: ['active'],
    reason: 'Only an active bundle’s files can be listed',
    source: SOURCE,
  },
  update: {
    states: ['collecting', 'active'],
    reason: 'Only a collecting or active bundle’s comment can be edited',
    source: SOURCE,
  },
  delete: {
    states: ['collecting', 'active', 'failed'],
    reason: 'This bundle is already being deleted',
    source: SOURCE,
  },
})

/** A bundle being collected or destroyed changes on its own; lists poll while one is. */
export const isTransitionalSupportBundleState = (state: SupportBundleState) =>
  state === 'collecting' || state === 'destroying'
