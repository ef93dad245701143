/**
 * Which instances a router route may send traffic to, as data with the reason shown when one may
 * not. The contract's RouteTarget ("Forward traffic to a specific instance") and the route
 * operations say nothing of the instance's run state, and SPEC §4 has no row for routes, so this
 * is the console's rule: a route targets an instance that exists and is neither still being
 * created nor failed. Any other state (running, stopped, or on the way between them) keeps the
 * instance, and its interfaces, for the route to reach.
 */
import type { InstanceState } from '~/store/api'
import { defineActionRules } from './action-rules'
import { instanceRunStates } from './instance-rules'

const NOT_TARGETED: readonly InstanceState[] = ['creating', 'failed', 'destroyed']

export const routeTargetRules = defineActionRules<'target', InstanceState>({
  target: {
    states: instanceRunStates.filter((state) => !NOT_TARGETED.includes(state)),
    reason: "Creating, failed and destroyed instances cannot be a route's target",
    source: "console rule: the contract's RouteTarget names an instance without a run state rule",
  },
})
