// @vitest-environment node
import type { VpcFirewallRule } from '~/store/api'
import { byPriority, filterSummary, protocolLabel, targetLabel } from './firewall-rule-summary'

test.each([
  [{ type: 'vpc', value: 'default' }, 'VPC default'],
  [{ type: 'subnet', value: 'web' }, 'Subnet web'],
  [{ type: 'instance', value: 'db1' }, 'Instance db1'],
  [{ type: 'ip', value: '10.0.0.1' }, 'IP 10.0.0.1'],
  [{ type: 'ip_net', value: '10.0.0.0/8' }, 'IP subnet 10.0.0.0/8'],
] as const)('target %o reads %s', (target, label) => {
  expect(targetLabel(target)).toBe(label)
})

test.each([
  [{ type: 'tcp' }, 'TCP'],
  [{ type: 'udp' }, 'UDP'],
  [{ type: 'icmp', value: null }, 'ICMP'],
  [{ type: 'icmp', value: { icmpType: 8 } }, 'ICMP type 8'],
  [{ type: 'icmp6', value: { icmpType: 128, code: '0' } }, 'ICMPv6 type 128 code 0'],
] as const)('protocol %o reads %s', (protocol, label) => {
  expect(protocolLabel(protocol)).toBe(label)
})

test('filters read as hosts, protocols and ports; none is an empty list', () => {
  expect(filterSummary({ hosts: null, ports: null, protocols: null })).toEqual([])
  expect(
    filterSummary({
      hosts: [{ type: 'subnet', value: 'web' }],
      protocols: [{ type: 'tcp' }],
      ports: ['80', '8000-8080'],
    }),
  ).toEqual(['Hosts: Subnet web', 'Protocols: TCP', 'Ports: 80, 8000-8080'])
})

test('rules sort by priority, then name', () => {
  const rule = (name: string, priority: number) => ({ name, priority }) as VpcFirewallRule
  const sorted = [rule('b', 65534), rule('z', 10), rule('a', 65534)].sort(byPriority)
  expect(sorted.map((r) => r.name)).toEqual(['z', 'a', 'b'])
})
