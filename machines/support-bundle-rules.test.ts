// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isTransitionalSupportBundleState,
  type SupportBundleAction,
  supportBundleRules,
  supportBundleStates,
} from './support-bundle-rules'

type State = (typeof supportBundleStates)[number]

// every action in every state: allowed, or the reason shown
const table: Record<SupportBundleAction, Record<State, true | string>> = {
  download: {
    collecting: 'Only an active bundle can be downloaded',
    active: true,
    destroying: 'Only an active bundle can be downloaded',
    failed: 'Only an active bundle can be downloaded',
  },
  browse: {
    collecting: 'Only an active bundle’s files can be listed',
    active: true,
    destroying: 'Only an active bundle’s files can be listed',
    failed: 'Only an active bundle’s files can be listed',
  },
  update: {
    collecting: true,
    active: true,
    destroying: 'Only a collecting or active bundle’s comment can be edited',
    failed: 'Only a collecting or active bundle’s comment can be edited',
  },
  delete: {
    collecting: true,
    active: true,
    destroying: 'This bundle is already being deleted',
    failed: true,
  },
}

describe('support bundle action rules', () => {
  const cells = Object.entries(table).flatMap(([action, row]) =>
    supportBundleStates.map((state) => [action as SupportBundleAction, state, row[state]] as const),
  )

  it('covers every action of the rules', () => {
    expect(Object.keys(table)).toEqual([...supportBundleRules.actions])
  })

  it.each(cells)('%s in %s: %s', (action, state, expected) => {
    expect(supportBundleRules.can(action, state)).toBe(expected === true)
    expect(supportBundleRules.reason(action, state)).toBe(expected === true ? undefined : expected)
  })

  it.each(
    supportBundleStates.map(
      (state) => [state, state === 'collecting' || state === 'destroying'] as const,
    ),
  )('%s is transitional: %s', (state, transitional) =>
    expect(isTransitionalSupportBundleState(state)).toBe(transitional),
  )
})
