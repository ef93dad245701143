/**
 * Writing one change to a VPC's firewall rules. The API has no per-rule write: PUT replaces the
 * whole list. So every write reads the server's current list right before it (never a list loaded
 * minutes ago), applies only the user's change to it and sends the result; rules others saved
 * meanwhile survive. An edit whose rule changed or vanished on the server since the form opened
 * is not written over silently: the form says so, and only a second, deliberate submit against
 * that same server version saves over it.
 */
import { useCallback } from 'react'
import { useAppDispatch } from '~/store'
import {
  type ApiError,
  api,
  FRESH_READ,
  type VpcFirewallRule,
  type VpcFirewallRuleUpdate,
} from '~/store/api'
import { useVpcFirewallRulesUpdateMutation } from '~/store/api/vpcs'

type RuleUpdate = VpcFirewallRuleUpdate

/** A rule as the server lists it; dates may be revived or not, they are dropped anyway. */
type ServerRule = Omit<VpcFirewallRule, 'timeCreated' | 'timeModified'> & {
  timeCreated?: unknown
  timeModified?: unknown
}

/** The update shape of a rule: what the user controls, without id, VPC id and times. */
export function toRuleUpdate(rule: ServerRule | RuleUpdate): RuleUpdate {
  return {
    name: rule.name,
    description: rule.description,
    status: rule.status,
    action: rule.action,
    direction: rule.direction,
    priority: rule.priority,
    targets: rule.targets.map(({ type, value }) => ({ type, value }) as RuleUpdate['targets'][0]),
    filters: {
      hosts: rule.filters.hosts?.length ? rule.filters.hosts : null,
      protocols: rule.filters.protocols?.length ? rule.filters.protocols : null,
      ports: rule.filters.ports?.length ? rule.filters.ports : null,
    },
  }
}

/** Key order and absent-vs-null do not matter to equality; content does. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    )
  }
  return value
}

/**
 * Whether two rules say the same. Times are not compared: Nexus gives every rule fresh times (and
 * ids) on every PUT, so a rule nobody touched still looks new after someone else's save.
 */
export const sameRule = (a: ServerRule | RuleUpdate, b: ServerRule | RuleUpdate) =>
  JSON.stringify(canonical(toRuleUpdate(a))) === JSON.stringify(canonical(toRuleUpdate(b)))

export type RuleChange =
  | { kind: 'create'; rule: RuleUpdate }
  | {
      kind: 'edit'
      /** The rule's name when the form opened: the rule to replace. */
      originalName: string
      /**
       * The server version the user's edit is based on: the rule as the form opened it, or, after
       * a conflict the user was told about, the server's version then (`null`: it was gone).
       */
      basis: RuleUpdate | null
      rule: RuleUpdate
    }
  | { kind: 'delete'; name: string }

export const RULE_NAME_TAKEN = 'Firewall rule name already exists'
export const RULE_CHANGED =
  'This rule changed since you opened it: someone saved a different version. Your changes are ' +
  'not saved yet. Submit again to save your version over theirs, or cancel to keep theirs.'
export const RULE_VANISHED =
  'This rule was deleted since you opened it. Your changes are not saved yet. Submit again to ' +
  'create it again with your values, or cancel.'

export type WritePlan =
  /** `rules` is the whole new list; `unchanged` when there is nothing to send. */
  | { ok: true; rules: RuleUpdate[]; unchanged?: boolean }
  | { ok: false; problem: 'name-taken'; message: string }
  /** `serverVersion`: the basis of a deliberate second submit (null: the rule is gone). */
  | {
      ok: false
      problem: 'changed' | 'vanished'
      message: string
      serverVersion: RuleUpdate | null
    }

/** The new whole list: the server's current rules with only this change applied. */
export function planRuleWrite(current: readonly ServerRule[], change: RuleChange): WritePlan {
  const rules = current.map(toRuleUpdate)
  const named = (name: string) => rules.find((rule) => rule.name === name)
  switch (change.kind) {
    case 'create':
      if (named(change.rule.name)) {
        return { ok: false, problem: 'name-taken', message: RULE_NAME_TAKEN }
      }
      return { ok: true, rules: [...rules, change.rule] }
    case 'delete':
      if (!named(change.name)) return { ok: true, rules, unchanged: true }
      return { ok: true, rules: rules.filter((rule) => rule.name !== change.name) }
    case 'edit': {
      const onServer = named(change.originalName) ?? null
      if (change.basis && !onServer) {
        return { ok: false, problem: 'vanished', message: RULE_VANISHED, serverVersion: null }
      }
      if (onServer && (!change.basis || !sameRule(onServer, change.basis))) {
        return { ok: false, problem: 'changed', message: RULE_CHANGED, serverVersion: onServer }
      }
      const renamedOnto = change.rule.name !== change.originalName && named(change.rule.name)
      if (renamedOnto) return { ok: false, problem: 'name-taken', message: RULE_NAME_TAKEN }
      if (!onServer) return { ok: true, rules: [...rules, change.rule] }
      return {
        ok: true,
        rules: rules.map((rule) => (rule.name === change.originalName ? change.rule : rule)),
      }
    }
  }
}

/** Thrown for a write the console refuses before sending; the form shows it like a server error. */
export interface RuleWriteError extends ApiError {
  /** Set for a conflict: submit again with this as the edit's basis to save over it. */
  serverVersion?: RuleUpdate | null
}

/** Error codes of the console's own refusals (ObjectAlreadyExists lands on the Name field). */
export const RULE_CONFLICT_CODE = 'FirewallRuleConflict'

/**
 * `write(change)`: fresh GET of the VPC's rules, the plan, then the PUT. Rejects with the
 * server's ApiError, or a RuleWriteError for a refusal of the console's own.
 */
export function useFirewallRulesWrite({ project, vpc }: { project: string; vpc: string }) {
  const dispatch = useAppDispatch()
  const [update] = useVpcFirewallRulesUpdateMutation()
  return useCallback(
    async (change: RuleChange) => {
      const { rules: current } = await dispatch(
        api.endpoints.vpcFirewallRulesView.initiate({ project, vpc }, FRESH_READ),
      ).unwrap()
      const plan = planRuleWrite(current, change)
      if (!plan.ok) {
        const error: RuleWriteError = {
          message: plan.message,
          errorCode: plan.problem === 'name-taken' ? 'ObjectAlreadyExists' : RULE_CONFLICT_CODE,
          serverVersion: plan.problem === 'name-taken' ? undefined : plan.serverVersion,
        }
        throw error
      }
      if (plan.unchanged) return
      await update({ project, vpc, vpcFirewallRuleUpdateParams: { rules: plan.rules } }).unwrap()
    },
    [dispatch, update, project, vpc],
  )
}
