/**
 * Which of a VPC's firewall rules apply to one instance, and which of them decides whether a
 * given packet reaches it (or leaves it), computed in the browser from the rules as the contract
 * describes them:
 * - a rule is in effect only while its status is `enabled`;
 * - its targets are additive: it applies to an instance that matches ANY target (by name, by its
 *   VPC, by a subnet it has a NIC in, by an address of one of its NICs or a network holding one);
 *   a rule with no targets applies to no instance;
 * - its filters narrow it: a packet must match ALL of them (hosts: the other end of the traffic,
 *   the source of an inbound packet and the destination of an outbound one; ports: the
 *   destination port; protocols, with an ICMP type and code range when given);
 * - the lower priority number wins; between rules of equal priority, deny first (the cautious
 *   choice, docs/architecture.md "Firewall rules that apply");
 * - no rule matching: inbound is denied and outbound allowed, the defaults the rack's packet
 *   layer (OPTE) applies.
 */
import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '~/store/api'
import { parseAddress } from './ip-ranges'

/** What the rules' targets are matched against: the instance, its VPC and its NICs. */
export interface InstanceNetwork {
  name: string
  vpc: string
  nics: readonly { name: string; subnet: string; ips: readonly string[] }[]
}

/** A rule that applies to the instance, with why: one reason per target that matches. */
export interface ApplyingRule {
  rule: VpcFirewallRule
  reasons: string[]
}

/** Whether an address is in a network written as `address/width`. */
export function inNetwork(ip: string, network: string): boolean {
  const [base, widthText] = network.split('/')
  const address = parseAddress(ip)
  const start = parseAddress(base ?? '')
  const width = Number(widthText)
  if (!address || !start || address.version !== start.version || !Number.isInteger(width)) {
    return false
  }
  const bits = address.version === 'v4' ? 32n : 128n
  if (width < 0 || BigInt(width) > bits) return false
  const shift = bits - BigInt(width)
  return address.value >> shift === start.value >> shift
}

const sameAddress = (a: string, b: string) => {
  const [left, right] = [parseAddress(a), parseAddress(b)]
  return Boolean(left && right && left.version === right.version && left.value === right.value)
}

/** Why `target` takes in the instance, or undefined when it does not. */
function targetReason(target: VpcFirewallRuleTarget, instance: InstanceNetwork) {
  switch (target.type) {
    case 'instance':
      return target.value === instance.name ? `target: instance ${target.value}` : undefined
    case 'vpc':
      return target.value === instance.vpc ? `target: VPC ${target.value}, its VPC` : undefined
    case 'subnet': {
      const nic = instance.nics.find((candidate) => candidate.subnet === target.value)
      return nic ? `target: subnet ${target.value}, which holds ${nic.name}` : undefined
    }
    case 'ip':
    case 'ip_net': {
      for (const nic of instance.nics) {
        const ip = nic.ips.find((address) =>
          target.type === 'ip'
            ? sameAddress(address, target.value)
            : inNetwork(address, target.value),
        )
        if (ip)
          return `target: ${target.type === 'ip' ? 'IP' : 'IP network'} ${target.value}, ${nic.name}’s ${ip}`
      }
      return undefined
    }
  }
}

/** The order the rules are weighed in: lower priority number first, deny before allow on a tie. */
export const byPrecedence = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  a.priority - b.priority || (a.action === b.action ? 0 : a.action === 'deny' ? -1 : 1)

/** The enabled rules whose targets take in the instance, in the order they are weighed (by name on a tie). */
export function rulesThatApply(
  rules: readonly VpcFirewallRule[],
  instance: InstanceNetwork,
): ApplyingRule[] {
  return rules
    .filter((rule) => rule.status === 'enabled')
    .flatMap((rule) => {
      const reasons = rule.targets.flatMap((target) => targetReason(target, instance) ?? [])
      return reasons.length > 0 ? [{ rule, reasons }] : []
    })
    .sort((a, b) => byPrecedence(a.rule, b.rule) || a.rule.name.localeCompare(b.rule.name))
}

export type ReachProtocol = 'tcp' | 'udp' | 'icmp' | 'icmp6'

/**
 * A packet to weigh: its direction from the instance's side, protocol, destination port (TCP,
 * UDP) or ICMP type and code, and the other end: its address and, when known, the instance,
 * subnet and VPC that address belongs to (host filters name those).
 */
export interface Packet {
  direction: 'inbound' | 'outbound'
  protocol: ReachProtocol
  port?: number
  icmpType?: number
  icmpCode?: number
  peer: { ip: string; instance?: string; subnet?: string; vpc?: string }
}

/** `80` or `8000-8080` (the contract's L4PortRange and IcmpParamRange): does it hold `value`? */
export function inRange(range: string, value: number): boolean {
  const [first, last = first] = range.split('-').map(Number)
  return value >= first && value <= last
}

function hostMatches(host: VpcFirewallRuleHostFilter, peer: Packet['peer']) {
  switch (host.type) {
    case 'ip':
      return sameAddress(peer.ip, host.value)
    case 'ip_net':
      return inNetwork(peer.ip, host.value)
    case 'instance':
      return peer.instance === host.value
    case 'subnet':
      return peer.subnet === host.value
    case 'vpc':
      return peer.vpc === host.value
  }
}

function protocolMatches(protocol: VpcFirewallRuleProtocol, packet: Packet) {
  if (protocol.type !== packet.protocol) return false
  if (protocol.type === 'tcp' || protocol.type === 'udp' || !protocol.value) return true
  if (packet.icmpType !== protocol.value.icmpType) return false
  const { code } = protocol.value
  return !code || (packet.icmpCode !== undefined && inRange(code, packet.icmpCode))
}

/** Whether the rule's direction and every filter it has match the packet. */
export function ruleMatches(rule: VpcFirewallRule, packet: Packet): boolean {
  if (rule.direction !== packet.direction) return false
  const { hosts, ports, protocols } = rule.filters
  if (hosts && !hosts.some((host) => hostMatches(host, packet.peer))) return false
  if (protocols && !protocols.some((protocol) => protocolMatches(protocol, packet))) return false
  if (ports) {
    // a port filter takes in only packets that have a destination port
    const hasPort = packet.protocol === 'tcp' || packet.protocol === 'udp'
    if (!hasPort || packet.port === undefined) return false
    const { port } = packet
    if (!ports.some((range) => inRange(range, port))) return false
  }
  return true
}

/** What decides a packet: the first applying rule that matches it, or the default. */
export type ReachVerdict =
  | { action: 'allow' | 'deny'; rule: VpcFirewallRule }
  | { action: 'allow' | 'deny'; rule: undefined }

export function reach(applying: readonly ApplyingRule[], packet: Packet): ReachVerdict {
  const decider = applying.find(({ rule }) => ruleMatches(rule, packet))
  if (decider) return { action: decider.rule.action, rule: decider.rule }
  return { action: packet.direction === 'inbound' ? 'deny' : 'allow', rule: undefined }
}
