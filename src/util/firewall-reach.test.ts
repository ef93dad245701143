import type { VpcFirewallRule } from '~/store/api'
import {
  type InstanceNetwork,
  inNetwork,
  type Packet,
  reach,
  rulesThatApply,
} from './firewall-reach'

const web: InstanceNetwork = {
  name: 'web-01',
  vpc: 'default',
  nics: [
    { name: 'nic0', subnet: 'default', ips: ['172.30.0.5', 'fd00:1122:3344:100::5'] },
    { name: 'nic1', subnet: 'backend', ips: ['10.1.0.7'] },
  ],
}

let ruleCount = 0
const rule = (overrides: Partial<VpcFirewallRule>): VpcFirewallRule => {
  ruleCount += 1
  return {
    id: `rule-${ruleCount}`,
    name: `rule-${ruleCount}`,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 65534,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: {},
    timeCreated: '2026-01-01T00:00:00Z',
    timeModified: '2026-01-01T00:00:00Z',
    vpcId: 'vpc-default',
    ...overrides,
  }
}

describe('the rules that apply to an instance, and why', () => {
  it.each<[string, Partial<VpcFirewallRule>, string[]]>([
    [
      'by its name',
      { targets: [{ type: 'instance', value: 'web-01' }] },
      ['target: instance web-01'],
    ],
    ['not another instance', { targets: [{ type: 'instance', value: 'web-02' }] }, []],
    [
      'by its VPC',
      { targets: [{ type: 'vpc', value: 'default' }] },
      ['target: VPC default, its VPC'],
    ],
    ['not another VPC', { targets: [{ type: 'vpc', value: 'other' }] }, []],
    [
      'by a subnet one of its NICs is in',
      { targets: [{ type: 'subnet', value: 'backend' }] },
      ['target: subnet backend, which holds nic1'],
    ],
    ['not a subnet none of its NICs is in', { targets: [{ type: 'subnet', value: 'dmz' }] }, []],
    [
      'by a NIC’s address',
      { targets: [{ type: 'ip', value: '10.1.0.7' }] },
      ['target: IP 10.1.0.7, nic1’s 10.1.0.7'],
    ],
    [
      'by a NIC’s IPv6 address, however it is written',
      { targets: [{ type: 'ip', value: 'fd00:1122:3344:0100:0:0:0:5' }] },
      ['target: IP fd00:1122:3344:0100:0:0:0:5, nic0’s fd00:1122:3344:100::5'],
    ],
    ['not another address', { targets: [{ type: 'ip', value: '10.1.0.8' }] }, []],
    [
      'by a network holding a NIC’s address',
      { targets: [{ type: 'ip_net', value: '172.30.0.0/22' }] },
      ['target: IP network 172.30.0.0/22, nic0’s 172.30.0.5'],
    ],
    ['not a network holding none', { targets: [{ type: 'ip_net', value: '192.168.0.0/16' }] }, []],
    [
      'targets are additive: every one that matches says so',
      {
        targets: [
          { type: 'instance', value: 'web-02' },
          { type: 'instance', value: 'web-01' },
          { type: 'subnet', value: 'default' },
        ],
      },
      ['target: instance web-01', 'target: subnet default, which holds nic0'],
    ],
    ['no targets: no instance', { targets: [] }, []],
    ['a disabled rule is not in effect', { status: 'disabled' }, []],
  ])('%s', (_, overrides, reasons) => {
    const applying = rulesThatApply([rule(overrides)], web)
    expect(applying.flatMap((entry) => entry.reasons)).toEqual(reasons)
  })

  it('weighs them lower priority number first, deny before allow on a tie', () => {
    const rules = [
      rule({ name: 'late', priority: 100 }),
      rule({ name: 'tie-allow', priority: 10, action: 'allow' }),
      rule({ name: 'tie-deny', priority: 10, action: 'deny' }),
      rule({ name: 'first', priority: 0 }),
    ]
    expect(rulesThatApply(rules, web).map(({ rule }) => rule.name)).toEqual([
      'first',
      'tie-deny',
      'tie-allow',
      'late',
    ])
  })
})

describe('whether a packet gets through, and which rule decides', () => {
  const fromOutside = (protocol: Packet['protocol'], port?: number): Packet => ({
    direction: 'inbound',
    protocol,
    port,
    peer: { ip: '203.0.113.9' },
  })
  const https = rule({
    name: 'allow-https',
    priority: 100,
    filters: { protocols: [{ type: 'tcp' }], ports: ['443'] },
  })
  const noSsh = rule({
    name: 'deny-ssh-outside',
    priority: 50,
    action: 'deny',
    filters: {
      protocols: [{ type: 'tcp' }],
      ports: ['22'],
      hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }],
    },
  })
  const sshInside = rule({
    name: 'allow-ssh-inside',
    priority: 10,
    filters: { ports: ['22'], hosts: [{ type: 'vpc', value: 'default' }] },
  })
  const high = rule({
    name: 'allow-high-udp',
    filters: { protocols: [{ type: 'udp' }], ports: ['8000-8100'] },
  })
  const ping = rule({
    name: 'allow-ping',
    filters: { protocols: [{ type: 'icmp', value: { icmpType: 8, code: '0' } }] },
  })
  const anyIcmp6 = rule({
    name: 'allow-icmp6',
    filters: { protocols: [{ type: 'icmp6', value: null }] },
  })
  const outboundDeny = rule({
    name: 'no-smtp-out',
    direction: 'outbound',
    action: 'deny',
    filters: { ports: ['25'] },
  })
  const fromInstance = rule({
    name: 'from-db',
    priority: 5,
    action: 'deny',
    filters: { hosts: [{ type: 'instance', value: 'db1' }] },
  })
  const fromSubnet = rule({
    name: 'from-dmz',
    priority: 6,
    action: 'deny',
    filters: { hosts: [{ type: 'subnet', value: 'dmz' }] },
  })
  const fromHost = rule({
    name: 'from-one-host',
    priority: 7,
    action: 'deny',
    filters: { hosts: [{ type: 'ip', value: '198.51.100.1' }] },
  })
  const disabled = rule({ name: 'off', priority: 0, action: 'deny', status: 'disabled' })
  const elsewhere = rule({
    name: 'other-instance',
    priority: 0,
    action: 'deny',
    targets: [{ type: 'instance', value: 'web-02' }],
  })
  const applying = rulesThatApply(
    [
      https,
      noSsh,
      sshInside,
      high,
      ping,
      anyIcmp6,
      outboundDeny,
      fromInstance,
      fromSubnet,
      fromHost,
      disabled,
      elsewhere,
    ],
    web,
  )

  it.each<[string, Packet, 'allow' | 'deny', string | undefined]>([
    ['443 from outside: allowed by its rule', fromOutside('tcp', 443), 'allow', 'allow-https'],
    ['22 from outside: denied by its rule', fromOutside('tcp', 22), 'deny', 'deny-ssh-outside'],
    [
      '22 from inside the VPC: the lower number wins',
      { ...fromOutside('tcp', 22), peer: { ip: '172.30.0.9', vpc: 'default' } },
      'allow',
      'allow-ssh-inside',
    ],
    ['443 over UDP: no rule, inbound denied', fromOutside('udp', 443), 'deny', undefined],
    ['8080 over UDP: in a port range', fromOutside('udp', 8080), 'allow', 'allow-high-udp'],
    ['8101 over UDP: past the range', fromOutside('udp', 8101), 'deny', undefined],
    [
      'ICMP echo (type 8, code 0)',
      { ...fromOutside('icmp'), icmpType: 8, icmpCode: 0 },
      'allow',
      'allow-ping',
    ],
    [
      'ICMP of another type',
      { ...fromOutside('icmp'), icmpType: 3, icmpCode: 0 },
      'deny',
      undefined,
    ],
    [
      'ICMP of the type with another code',
      { ...fromOutside('icmp'), icmpType: 8, icmpCode: 1 },
      'deny',
      undefined,
    ],
    [
      'ICMPv6 of any type, the rule naming none',
      { ...fromOutside('icmp6'), icmpType: 128 },
      'allow',
      'allow-icmp6',
    ],
    ['a port filter takes in no ICMP', { ...fromOutside('icmp'), icmpType: 0 }, 'deny', undefined],
    [
      'outbound, no rule: allowed',
      { direction: 'outbound', protocol: 'tcp', port: 443, peer: { ip: '203.0.113.9' } },
      'allow',
      undefined,
    ],
    [
      'outbound 25: denied by the outbound rule',
      { direction: 'outbound', protocol: 'tcp', port: 25, peer: { ip: '203.0.113.9' } },
      'deny',
      'no-smtp-out',
    ],
    [
      'an inbound rule never decides outbound traffic',
      { direction: 'outbound', protocol: 'tcp', port: 22, peer: { ip: '203.0.113.9' } },
      'allow',
      undefined,
    ],
    [
      'from an instance a host filter names',
      { ...fromOutside('tcp', 443), peer: { ip: '172.30.0.20', instance: 'db1' } },
      'deny',
      'from-db',
    ],
    [
      'from a subnet a host filter names',
      { ...fromOutside('tcp', 443), peer: { ip: '172.30.4.2', subnet: 'dmz' } },
      'deny',
      'from-dmz',
    ],
    [
      'from the one host a filter names',
      { ...fromOutside('tcp', 443), peer: { ip: '198.51.100.1' } },
      'deny',
      'from-one-host',
    ],
    [
      'a disabled rule and another instance’s rule decide nothing',
      fromOutside('tcp', 443),
      'allow',
      'allow-https',
    ],
  ])('%s', (_, packet, action, decider) => {
    const verdict = reach(applying, packet)
    expect(verdict.action).toBe(action)
    expect(verdict.rule?.name).toBe(decider)
  })

  it('with no rules at all: inbound denied, outbound allowed', () => {
    expect(reach([], fromOutside('tcp', 80))).toEqual({ action: 'deny', rule: undefined })
    expect(reach([], { ...fromOutside('tcp', 80), direction: 'outbound' })).toEqual({
      action: 'allow',
      rule: undefined,
    })
  })
})

describe('an address in a network', () => {
  it.each([
    ['10.1.0.7', '10.0.0.0/8', true],
    ['11.1.0.7', '10.0.0.0/8', false],
    ['10.1.0.7', '0.0.0.0/0', true],
    ['10.1.0.7', '10.1.0.7/32', true],
    ['10.1.0.8', '10.1.0.7/32', false],
    ['fd00::1', 'fd00::/8', true],
    ['fe00::1', 'fd00::/8', false],
    ['10.1.0.7', 'fd00::/8', false],
    ['10.1.0.7', 'not-a-network', false],
    ['10.1.0.7', '10.0.0.0/33', false],
  ] as const)('%s in %s: %s', (ip, network, expected) => {
    expect(inNetwork(ip, network)).toBe(expected)
  })
})
