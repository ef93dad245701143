/**
 * The row of an action-rule table that decided an event (DESIGN "Machines": the machines' guards
 * read the tables of SPEC §4): for `instance.stop` sent to an instance in `running`, the row
 * `stop` of instance-rules.ts, which allows it, and where the row comes from.
 */
import type { StateValue } from 'xstate'
import type { ActionRule, ActionRules } from '~/machines/action-rules'
import { diskRules } from '~/machines/disk-rules'
import { instanceRules } from '~/machines/instance-rules'

export interface RuleDecision {
  action: string
  allowed: boolean
  rule: ActionRule<string>
}

/** A table's decision for an event `<prefix><action>` in a state of its machine. */
function decider<Action extends string, State extends string>(
  prefix: string,
  table: ActionRules<Action, State>,
) {
  return (eventType: string, state: string): RuleDecision | undefined => {
    const action = eventType.slice(prefix.length) as Action
    if (!eventType.startsWith(prefix) || !table.actions.includes(action)) return undefined
    // the machine's state is one of the table's: the machines have a state per row state
    return { action, allowed: table.can(action, state as State), rule: table.rules[action] }
  }
}

/** Each lifecycle machine (by id) and its table, read for its action events. */
const deciders = new Map([
  ['instance', decider('instance.', instanceRules)],
  ['disk', decider('disk.', diskRules)],
])

/** The decision for `eventType` in `stateBefore`, if the machine decides it by a rule table. */
export function ruleDecision(
  machineId: string | undefined,
  eventType: string,
  stateBefore: StateValue | undefined,
): RuleDecision | undefined {
  const decide = machineId === undefined ? undefined : deciders.get(machineId)
  return decide && typeof stateBefore === 'string' ? decide(eventType, stateBefore) : undefined
}
