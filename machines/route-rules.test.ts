// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { InstanceState } from '~/store/api'
import { instanceRunStates } from './instance-rules'
import { routeTargetRules } from './route-rules'

// every run state of the contract: whether a route may target an instance in it
const targetable: Record<InstanceState, boolean> = {
  creating: false,
  starting: true,
  running: true,
  stopping: true,
  stopped: true,
  rebooting: true,
  migrating: true,
  repairing: true,
  failed: false,
  destroyed: false,
}

describe("a route's instance target", () => {
  it('covers every run state of the contract', () => {
    expect(Object.keys(targetable)).toEqual([...instanceRunStates])
  })

  it.each(instanceRunStates)('%s', (state) => {
    expect(routeTargetRules.can('target', state)).toBe(targetable[state])
    expect(routeTargetRules.reason('target', state)).toBe(
      targetable[state]
        ? undefined
        : "Creating, failed and destroyed instances cannot be a route's target",
    )
  })
})
