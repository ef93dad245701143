// @vitest-environment node
import type { VpcFirewallRule } from '~/store/api'
import { byPriority, filterBadges, protocolLabel, targetLabel } from './firewall-rule-summary'

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

const none = { hosts: null, protocols: null, ports: null }

test.each([
  ['no filters', none, [], []],
  ['empty lists as none', { hosts: [], protocols: [], ports: [] }, [], []],
  ['one port', { ...none, ports: ['443'] }, ['Port 443'], []],
  ['a port range', { ...none, ports: ['8000-8080'] }, ['Ports 8000-8080'], []],
  [
    'one of each kind, a subnet host by its address',
    {
      hosts: [{ type: 'ip_net', value: '192.168.0.0/16' }],
      protocols: [{ type: 'tcp' }],
      ports: ['8080-8090'],
    },
    ['192.168.0.0/16', 'TCP', 'Ports 8080-8090'],
    [],
  ],
  [
    'a named host with its kind',
    { ...none, hosts: [{ type: 'subnet', value: 'web' }] },
    ['Subnet web'],
    [],
  ],
  [
    'the first of each kind, the rest with their kinds',
    {
      hosts: [
        { type: 'ip_net', value: '10.0.0.0/8' },
        { type: 'ip', value: 'fd00::10' },
        { type: 'vpc', value: 'default' },
      ],
      protocols: [{ type: 'udp' }, { type: 'icmp', value: { icmpType: 8 } }],
      ports: ['161-162'],
    },
    ['10.0.0.0/8', 'UDP', 'Ports 161-162'],
    ['IP fd00::10', 'VPC default', 'ICMP type 8'],
  ],
  [
    'ports without hosts: each port after the first is in the rest',
    { ...none, protocols: [{ type: 'tcp' }], ports: ['25', '465', '587'] },
    ['TCP', 'Port 25'],
    ['Port 465', 'Port 587'],
  ],
] as const)('filters with %s show %o, the rest %o', (_, filters, shown, rest) => {
  expect(filterBadges(filters as VpcFirewallRule['filters'])).toEqual({ shown, rest })
})

test('rules sort by priority, then name', () => {
  const rule = (name: string, priority: number) => ({ name, priority }) as VpcFirewallRule
  const sorted = [rule('b', 65534), rule('z', 10), rule('a', 65534)].sort(byPriority)
  expect(sorted.map((r) => r.name)).toEqual(['z', 'a', 'b'])
})
