/**
 * How a firewall rule's targets and filters read in a table cell: each item as its kind and
 * value ('Subnet web', 'IP subnet 10.0.0.0/8'), protocols by name ('ICMP type 8').
 */
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

/** 'Hosts …', 'Protocols …', 'Ports …' for the filters the rule has; empty when it has none. */
export function filterSummary(filters: VpcFirewallRule['filters']): string[] {
  const parts: string[] = []
  if (filters.hosts?.length) parts.push(`Hosts: ${filters.hosts.map(targetLabel).join(', ')}`)
  if (filters.protocols?.length) {
    parts.push(`Protocols: ${filters.protocols.map(protocolLabel).join(', ')}`)
  }
  if (filters.ports?.length) parts.push(`Ports: ${filters.ports.join(', ')}`)
  return parts
}

/** By priority (lower first, as the firewall applies them), then by name. */
export const byPriority = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
