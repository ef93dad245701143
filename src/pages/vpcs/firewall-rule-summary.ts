/**
 * How a firewall rule's targets and filters read in a table cell: each item as its kind and
 * value ('Subnet web', 'IP subnet 10.0.0.0/8'), protocols by name ('ICMP type 8').
 */
import { byPrecedence } from '@/util/firewall-reach'
import type { VpcFirewallRule, VpcFirewallRuleProtocol } from '~/store/api'

type Target = VpcFirewallRule['targets'][number]

const kindLabels: Record<Target['type'], string> = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP subnet',
}

export const targetLabel = (target: Target) => `${kindLabels[target.type]} ${target.value}`

export function protocolLabel(protocol: VpcFirewallRuleProtocol) {
  switch (protocol.type) {
    case 'tcp':
      return 'TCP'
    case 'udp':
      return 'UDP'
    case 'icmp':
    case 'icmp6': {
      const name = protocol.type === 'icmp' ? 'ICMP' : 'ICMPv6'
      const filter = protocol.value
      if (!filter) return name
      return `${name} type ${filter.icmpType}${filter.code ? ` code ${filter.code}` : ''}`
    }
  }
}

type Filters = VpcFirewallRule['filters']

/** A port filter: 'Port 443', 'Ports 8000-8080'. */
const portLabel = (port: string) => (port.includes('-') ? `Ports ${port}` : `Port ${port}`)

/** A host in a badge: an address or a subnet needs no kind beside it, a named host does. */
const hostBadgeLabel = (host: Target) =>
  host.type === 'ip' || host.type === 'ip_net' ? host.value : targetLabel(host)

/**
 * A rule's filters as a table cell's badges: the first host, the first protocol and the first
 * port, so every kind the rule filters on shows at a glance, and the rest (each with its kind)
 * for the '+N' beside them.
 */
export function filterBadges(filters: Filters): { shown: string[]; rest: string[] } {
  const kinds = [
    (filters.hosts ?? []).map((host) => ({ badge: hostBadgeLabel(host), full: targetLabel(host) })),
    (filters.protocols ?? []).map((protocol) => {
      const label = protocolLabel(protocol)
      return { badge: label, full: label }
    }),
    (filters.ports ?? []).map((port) => {
      const label = portLabel(port)
      return { badge: label, full: label }
    }),
  ]
  return {
    shown: kinds.flatMap((items) => items.slice(0, 1).map((item) => item.badge)),
    rest: kinds.flatMap((items) => items.slice(1).map((item) => item.full)),
  }
}

/** In the order the firewall weighs them (util/firewall-reach.ts `byPrecedence`), then by name. */
export const byPriority = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  byPrecedence(a, b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
