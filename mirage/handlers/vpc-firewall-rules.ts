/**
 * A VPC's firewall rules: read as one list, replaced as one list (PUT), with the server's rules.
 * The PUT checks what dropshot checks while parsing the body (types, enums, ranges, the
 * contract's patterns: 400 `unable to parse JSON body: …`) and then what Nexus checks
 * (`unsupported value for "rules": …`): at most 1024 rules with unique names, at most 256
 * targets and 256 filters of each kind. Like Nexus, the new list replaces the old one whole: every
 * rule gets a fresh id and fresh times, even one that did not change.
 */
import type { MockDb, Schemas } from '../db'
import { badBody, invalidValue } from '../errors'
import { liveContext } from '../factories'
import { addressToNumber } from '../ip-allocation'
import { lookupVpc } from '../lookup'
import type { HandlerMap } from '../operation'
import { failOnSentinelName } from '../sentinels'
import { nameProblem, requireBody } from '../validate'

type RuleUpdate = Schemas['VpcFirewallRuleUpdate']
type Target = Schemas['VpcFirewallRuleTarget']
type Protocol = Schemas['VpcFirewallRuleProtocol']

/** The contract's maxItems on the rule list, and on targets and each kind of filter. */
export const MAX_RULES = 1024
export const MAX_TARGETS = 256
export const MAX_FILTERS_PER_KIND = 256

/** Rules in the order the server lists them: by name. */
export const rulesOf = (db: MockDb, vpcId: string) =>
  db.vpcFirewallRules
    .where((rule) => rule.vpc_id === vpcId)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A parse failure at `path` (`rules[2].targets[0].value`), in dropshot's words. */
const parseError = (path: string, detail: string) => badBody(`${path}: ${detail}`)

function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw parseError(
      path,
      `unknown variant \`${String(value)}\`, expected one of ${allowed.map((v) => `\`${v}\``).join(', ')}`,
    )
  }
  return value as T
}

function stringAt(value: unknown, path: string): string {
  if (typeof value !== 'string') throw parseError(path, 'invalid type: expected a string')
  return value
}

function integerAt(value: unknown, path: string, max: number, typeName: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw parseError(path, `invalid value: ${JSON.stringify(value)}, expected ${typeName}`)
  }
  return value
}

/** An optional list (absent or null is none) of at most `max` items. */
function listAt(value: unknown, path: string, max: number, label: string): unknown[] | null {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value)) throw parseError(path, 'invalid type: expected a sequence')
  if (value.length > max) throw invalidValue(label, `max length ${max}`)
  return value
}

const isIp = (text: string) => addressToNumber(text) !== undefined

/** `address/width`, the width within the address's version (an IpNet). */
function isIpNet(text: string) {
  const [address, width, ...rest] = text.split('/')
  if (rest.length > 0 || !address || !isIp(address) || !/^[0-9]{1,3}$/.test(width ?? '')) {
    return false
  }
  return Number(width) <= (address.includes(':') ? 128 : 32)
}

const NAMED_KINDS = ['vpc', 'subnet', 'instance'] as const
const TARGET_KINDS = [...NAMED_KINDS, 'ip', 'ip_net'] as const

/** A target or host filter: a Name for the named kinds, an IP or an IpNet for the others. */
function targetAt(value: unknown, path: string): Target {
  if (!isRecord(value)) throw parseError(path, 'invalid type: expected an object')
  const type = oneOf(value.type, TARGET_KINDS, `${path}.type`)
  const text = stringAt(value.value, `${path}.value`)
  if (type === 'ip') {
    if (!isIp(text)) throw parseError(`${path}.value`, `invalid IP address "${text}"`)
  } else if (type === 'ip_net') {
    if (!isIpNet(text)) throw parseError(`${path}.value`, `invalid IP network "${text}"`)
  } else {
    const problem = nameProblem(text)
    if (problem) throw parseError(`${path}.value`, problem)
  }
  return { type, value: text } as Target
}

/** `start` or `start-end`, each at most `max`, end not below start (L4PortRange, IcmpParamRange). */
function rangeAt(value: unknown, path: string, digits: number, max: number, what: string): string {
  const text = stringAt(value, path)
  const match = new RegExp(`^([0-9]{1,${digits}})(?:-([0-9]{1,${digits}}))?$`).exec(text)
  if (!match) throw parseError(path, `invalid ${what} range "${text}"`)
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > max || end > max) {
    throw parseError(path, `${what} "${text}" is out of range (at most ${max})`)
  }
  if (end < start) throw parseError(path, `range has larger start value than end value "${text}"`)
  return text
}

function protocolAt(value: unknown, path: string): Protocol {
  if (!isRecord(value)) throw parseError(path, 'invalid type: expected an object')
  const type = oneOf(value.type, ['tcp', 'udp', 'icmp', 'icmp6'] as const, `${path}.type`)
  if (type === 'tcp' || type === 'udp') return { type }
  const filter = value.value
  if (filter === undefined || filter === null) return { type, value: null }
  if (!isRecord(filter)) throw parseError(`${path}.value`, 'invalid type: expected an object')
  const icmp_type = integerAt(filter.icmp_type, `${path}.value.icmp_type`, 255, 'u8')
  const code =
    filter.code === undefined || filter.code === null
      ? null
      : rangeAt(filter.code, `${path}.value.code`, 3, 255, 'ICMP code')
  return { type, value: { icmp_type, code } }
}

/** One rule of the body, checked as dropshot parses a VpcFirewallRuleUpdate. */
function ruleAt(value: unknown, path: string): RuleUpdate {
  if (!isRecord(value)) throw parseError(path, 'invalid type: expected an object')
  for (const field of [
    'name',
    'description',
    'status',
    'action',
    'direction',
    'priority',
    'targets',
    'filters',
  ]) {
    if (value[field] === undefined) throw parseError(path, `missing field \`${field}\``)
  }
  const name = stringAt(value.name, `${path}.name`)
  const problem = nameProblem(name)
  if (problem) throw parseError(`${path}.name`, problem)
  const filters = value.filters
  if (!isRecord(filters)) throw parseError(`${path}.filters`, 'invalid type: expected an object')
  const hosts = listAt(filters.hosts, `${path}.filters.hosts`, MAX_FILTERS_PER_KIND, 'hosts')
  const protocols = listAt(
    filters.protocols,
    `${path}.filters.protocols`,
    MAX_FILTERS_PER_KIND,
    'protocols',
  )
  const ports = listAt(filters.ports, `${path}.filters.ports`, MAX_FILTERS_PER_KIND, 'ports')
  const targets = listAt(value.targets, `${path}.targets`, MAX_TARGETS, 'targets') ?? []
  return {
    name,
    description: stringAt(value.description, `${path}.description`),
    status: oneOf(value.status, ['enabled', 'disabled'] as const, `${path}.status`),
    action: oneOf(value.action, ['allow', 'deny'] as const, `${path}.action`),
    direction: oneOf(value.direction, ['inbound', 'outbound'] as const, `${path}.direction`),
    priority: integerAt(value.priority, `${path}.priority`, 65535, 'u16'),
    targets: targets.map((target, i) => targetAt(target, `${path}.targets[${i}]`)),
    filters: {
      hosts: hosts?.map((host, i) => targetAt(host, `${path}.filters.hosts[${i}]`)) ?? null,
      protocols:
        protocols?.map((protocol, i) => protocolAt(protocol, `${path}.filters.protocols[${i}]`)) ??
        null,
      ports:
        ports?.map((port, i) => rangeAt(port, `${path}.filters.ports[${i}]`, 5, 65535, 'port')) ??
        null,
    },
  }
}

/** The body's rules, checked; Nexus's list rules (count, unique names) after parsing. */
export function parseRuleUpdates(body: unknown): RuleUpdate[] {
  const rules = requireBody(body).rules ?? []
  if (!Array.isArray(rules)) throw parseError('rules', 'invalid type: expected a sequence')
  const parsed = rules.map((rule, i) => ruleAt(rule, `rules[${i}]`))
  if (parsed.length > MAX_RULES) throw invalidValue('rules', `max length ${MAX_RULES}`)
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const { name } of parsed) (seen.has(name) ? duplicates : seen).add(name)
  if (duplicates.size > 0) {
    throw invalidValue(
      'rules',
      `Rule names must be unique. Duplicates: [${[...duplicates].map((n) => `"${n}"`).join(', ')}]`,
    )
  }
  return parsed
}

export const vpcFirewallRuleHandlers = {
  vpc_firewall_rules_view: ({ db, query }) => {
    const vpc = lookupVpc(db, query)
    return { rules: rulesOf(db, vpc.id) }
  },

  vpc_firewall_rules_update: ({ db, query, body }) => {
    const vpc = lookupVpc(db, query)
    const updates = parseRuleUpdates(body)
    // the preview's way to reach a failed save: a new rule named like the sentinel fails (500)
    const existing = new Set(rulesOf(db, vpc.id).map((rule) => rule.name))
    for (const rule of updates) if (!existing.has(rule.name)) failOnSentinelName(rule.name)
    for (const rule of rulesOf(db, vpc.id)) db.vpcFirewallRules.remove(rule.id)
    const now = liveContext.now()
    for (const rule of updates) {
      db.vpcFirewallRules.insert({
        ...rule,
        id: liveContext.ids.uuid(),
        vpc_id: vpc.id,
        time_created: now,
        time_modified: now,
      })
    }
    return { rules: rulesOf(db, vpc.id) }
  },
} satisfies HandlerMap
