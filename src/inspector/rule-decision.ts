/**
 * The row of an action-rule table that decided an event (DESIGN "Machines": the machines' guards
 * read the tables of SPEC §4): for `instance.stop` sent to an instance in `running`, the row
 * `stop` of instance-rules.ts, which allows it, and where the row comes from.
 */
import type { StateValue } from 'xstate'
import type { ActionRule, ActionRules } from '~/machines/action-rules'
import { diskRules } from '~/machines/disk-rules'
import { instanceRules } from '~/machines/instance-rules'

/** Each lifecycle machine (by id) with its table and the prefix of its action events. */
const tables: Record<string, { prefix: string; table: ActionRules<string, string> }> = {
  instance: { prefix: 'instance.', table: instanceRules },
  disk: { prefix: 'disk.', table: diskRules },
}

export interface RuleDecision {
  action: string
  allowed: boolean
  rule: ActionRule<string>
}

/** The decision for `eventType` in `stateBefore`, if the machine decides it by a rule table. */
export function ruleDecision(
  machineId: string | undefined,
  eventType: string,
  stateBefore: StateValue | undefined,
): RuleDecision | undefined {
  const entry = machineId === undefined ? undefined : tables[machineId]
  if (!entry || !eventType.startsWith(entry.prefix) || typeof stateBefore !== 'string') {
    return undefined
  }
  const action = eventType.slice(entry.prefix.length)
  if (!entry.table.actions.includes(action)) return undefined
  return {
    action,
    allowed: entry.table.can(action, stateBefore),
    rule: entry.table.rules[action],
  }
}
