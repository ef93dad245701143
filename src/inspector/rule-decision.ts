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
  /** What the table is about: 'instance', 'disk'. */
  subject: string
  action: string
  allowed: boolean
  rule: ActionRule<string>
}

/** A table's decision for an event `<prefix><action>` in a state of its machine. */
function decider<Action extends string, State extends string>(
  subject: string,
  table: ActionRules<Action, State>,
) {
  const prefix = `${subject}.`
  return (eventType: string, state: string): RuleDecision | undefined => {
    const action = eventType.slice(prefix.length) as Action
    if (!eventType.startsWith(prefix) || !table.actions.includes(action)) return undefined
    // the machine's state is one of the table's: the machines have a state per row state
    return {
      subject,
      action,
      allowed: table.can(action, state as State),
      rule: table.rules[action],
    }
  }
}

/** Each lifecycle machine (by id) and its table, read for its action events. */
const deciders = new Map([
  ['instance', decider('instance', instanceRules)],
  ['disk', decider('disk', diskRules)],
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

/** 'running, starting or failed'. */
const eitherOf = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** 'updateBootDisk' → 'update boot disk'. */
const inWords = (action: string) => action.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)

/**
 * A decision as QA reads it in the inspector's log: the rule in words and the state it was asked
 * in, the reason when it refused, and where the rule comes from as a reference, not as the rule.
 */
export function decisionInWords({ subject, action, allowed, rule }: RuleDecision, state: string) {
  const needs = `To ${inWords(action)}, the ${subject} must be ${eitherOf(rule.states)}; it was ${state}.`
  return {
    verdict: allowed ? 'Allowed' : 'Refused',
    text: allowed ? needs : `${needs} ${rule.reason}`,
    reference: `Rule from ${rule.source}`,
  }
}
