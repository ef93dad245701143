/**
 * The one shape of an action-rule table (docs/architecture.md, Machines): for each action of a
 * stateful resource, the states that allow it, the reason shown when the state does not, and where
 * the rule comes from. Instances, disks and snapshots all declare theirs with `defineActionRules`,
 * and everyone asks `can` and `reason` the same way; machine guards read `can`.
 */

export interface ActionRule<State extends string> {
  /** The states in which the action is allowed. */
  states: readonly State[]
  /** Why the action is not allowed, shown in the UI when the state does not allow it. */
  reason: string
  /** Where the rule comes from: 'SPEC §4 Instance run states', 'server behaviour: …'. */
  source: string
}

export type ActionRuleTable<Action extends string, State extends string> = Record<
  Action,
  ActionRule<State>
>

export interface ActionRules<Action extends string, State extends string> {
  /** The table itself, as data (e.g. for the mock server, which enforces the same rules). */
  rules: ActionRuleTable<Action, State>
  /** Every action of the table, in its order. */
  actions: readonly Action[]
  /** Whether `state` allows `action`. */
  can: (action: Action, state: State) => boolean
  /** Why `state` does not allow `action`; undefined when it does. */
  reason: (action: Action, state: State) => string | undefined
}

export function defineActionRules<Action extends string, State extends string>(
  rules: ActionRuleTable<Action, State>,
): ActionRules<Action, State> {
  const can = (action: Action, state: State) => rules[action].states.includes(state)
  return {
    rules,
    actions: Object.keys(rules) as Action[],
    can,
    reason: (action, state) => (can(action, state) ? undefined : rules[action].reason),
  }
}

/** 'a', 'a or b', 'a, b or c': how a rule's states read in its reason. */
export function orList(items: readonly string[]) {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}
