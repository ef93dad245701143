// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isTransitionalSnapshotState,
  type SnapshotAction,
  snapshotRules,
  snapshotStates,
} from './snapshot-rules'

// every action in every state: allowed (✓) or not
const table: Record<SnapshotAction, Record<(typeof snapshotStates)[number], boolean>> = {
  createImage: { creating: false, ready: true, faulted: false, destroyed: false },
  createDisk: { creating: false, ready: true, faulted: false, destroyed: false },
  delete: { creating: false, ready: true, faulted: true, destroyed: true },
}

describe('snapshot action rules', () => {
  const cells = Object.entries(table).flatMap(([action, row]) =>
    snapshotStates.map((state) => [action as SnapshotAction, state, row[state]] as const),
  )
  it('covers every action of the rules', () => {
    expect(Object.keys(table)).toEqual([...snapshotRules.actions])
  })

  it.each(cells)('%s in %s: allowed %s', (action, state, allowed) => {
    expect(snapshotRules.can(action, state)).toBe(allowed)
    const reason = snapshotRules.reason(action, state)
    if (allowed) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/\w/)
  })

  it('says why a snapshot being created cannot be deleted', () => {
    expect(snapshotRules.reason('delete', 'creating')).toBe(
      'A snapshot cannot be deleted while it is being created',
    )
  })

  it.each(snapshotStates.map((state) => [state, state === 'creating'] as const))(
    '%s is transitional: %s',
    (state, transitional) => expect(isTransitionalSnapshotState(state)).toBe(transitional),
  )
})
