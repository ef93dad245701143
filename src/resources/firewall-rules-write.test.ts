// @vitest-environment node
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/store/api'
import {
  planRuleWrite,
  RULE_CHANGED,
  RULE_NAME_TAKEN,
  RULE_VANISHED,
  type RuleChange,
  sameRule,
  toRuleUpdate,
  type WritePlan,
} from './firewall-rules-write'

const update = (
  name: string,
  fields: Partial<VpcFirewallRuleUpdate> = {},
): VpcFirewallRuleUpdate => ({
  name,
  description: '',
  status: 'enabled',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, protocols: null, ports: null },
  ...fields,
})

/** As the server lists it: with id, VPC id and times (fresh on every PUT). */
const onServer = (rule: VpcFirewallRuleUpdate, id = `${rule.name}-id`): VpcFirewallRule => ({
  ...rule,
  id,
  vpcId: 'vpc-id',
  timeCreated: '2025-01-01T00:00:00Z',
  timeModified: '2025-01-01T00:00:00Z',
})

const a = update('a')
const b = update('b', { priority: 200 })
const server = [onServer(a), onServer(b)]
const newRule = update('c', {
  filters: { hosts: null, protocols: [{ type: 'tcp' }], ports: ['22'] },
})

describe('toRuleUpdate', () => {
  it('drops id, VPC id and times, and sends an empty filter list as none', () => {
    const rule = onServer(update('x', { filters: { hosts: [], protocols: null, ports: ['80'] } }))
    expect(toRuleUpdate(rule)).toEqual(
      update('x', { filters: { hosts: null, protocols: null, ports: ['80'] } }),
    )
  })
})

describe('sameRule', () => {
  it.each([
    ['the same rule with other ids and times', onServer(a, 'other'), a, true],
    ['absent vs null filters', update('a', { filters: {} }), a, true],
    ['another priority', update('a', { priority: 5 }), a, false],
    ['another target', update('a', { targets: [{ type: 'ip', value: '10.0.0.1' }] }), a, false],
    ['a protocol more', update('a', { filters: { protocols: [{ type: 'udp' }] } }), a, false],
  ])('%s → %s', (_, left, right, same) => {
    expect(sameRule(left, right)).toBe(same)
  })
})

describe('planRuleWrite', () => {
  const cases: [string, VpcFirewallRule[], RuleChange, WritePlan][] = [
    [
      'create appends to the current list',
      server,
      { kind: 'create', rule: newRule },
      { ok: true, rules: [a, b, newRule] },
    ],
    [
      'create refuses a taken name',
      server,
      { kind: 'create', rule: update('b') },
      { ok: false, problem: 'name-taken', message: RULE_NAME_TAKEN },
    ],
    [
      'create keeps a rule someone else added meanwhile',
      [...server, onServer(update('theirs'))],
      { kind: 'create', rule: newRule },
      { ok: true, rules: [a, b, update('theirs'), newRule] },
    ],
    [
      'edit replaces the rule in place',
      server,
      { kind: 'edit', originalName: 'a', basis: a, rule: update('a', { priority: 7 }) },
      { ok: true, rules: [update('a', { priority: 7 }), b] },
    ],
    [
      'edit renames',
      server,
      { kind: 'edit', originalName: 'a', basis: a, rule: update('a2') },
      { ok: true, rules: [update('a2'), b] },
    ],
    [
      'edit refuses a rename onto another rule',
      server,
      { kind: 'edit', originalName: 'a', basis: a, rule: update('b') },
      { ok: false, problem: 'name-taken', message: RULE_NAME_TAKEN },
    ],
    [
      'edit ignores fresh ids and times from others’ saves',
      [onServer(a, 'new-id'), onServer(b, 'new-id-2')],
      { kind: 'edit', originalName: 'a', basis: a, rule: update('a', { priority: 7 }) },
      { ok: true, rules: [update('a', { priority: 7 }), b] },
    ],
    [
      'edit refuses a rule changed on the server',
      [onServer(update('a', { priority: 1 })), onServer(b)],
      { kind: 'edit', originalName: 'a', basis: a, rule: update('a', { priority: 7 }) },
      {
        ok: false,
        problem: 'changed',
        message: RULE_CHANGED,
        serverVersion: update('a', { priority: 1 }),
      },
    ],
    [
      'edit saves over the server version the user was told about',
      [onServer(update('a', { priority: 1 })), onServer(b)],
      {
        kind: 'edit',
        originalName: 'a',
        basis: update('a', { priority: 1 }),
        rule: update('a', { priority: 7 }),
      },
      { ok: true, rules: [update('a', { priority: 7 }), b] },
    ],
    [
      'edit refuses a rule deleted on the server',
      [onServer(b)],
      { kind: 'edit', originalName: 'a', basis: a, rule: a },
      { ok: false, problem: 'vanished', message: RULE_VANISHED, serverVersion: null },
    ],
    [
      'edit re-creates a deleted rule once the user was told',
      [onServer(b)],
      { kind: 'edit', originalName: 'a', basis: null, rule: a },
      { ok: true, rules: [b, a] },
    ],
    [
      'edit refuses a rule that came back after the user was told it was gone',
      server,
      { kind: 'edit', originalName: 'a', basis: null, rule: a },
      { ok: false, problem: 'changed', message: RULE_CHANGED, serverVersion: a },
    ],
    [
      'delete removes only that rule',
      server,
      { kind: 'delete', name: 'a' },
      { ok: true, rules: [b] },
    ],
    [
      'delete of a rule already gone sends nothing',
      [onServer(b)],
      { kind: 'delete', name: 'a' },
      { ok: true, rules: [b], unchanged: true },
    ],
  ]
  it.each(cases)('%s', (_, current, change, plan) => {
    expect(planRuleWrite(current, change)).toEqual(plan)
  })
})
