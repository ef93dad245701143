import { VPC_SEED } from '../seeds/vpc-seeds'
import { call, firewallRuleUpdate, startTestServer, stopTestServer } from '../testing'
import { MAX_FILTERS_PER_KIND, MAX_RULES, MAX_TARGETS } from './vpc-firewall-rules'

const URL = `/v1/vpc-firewall-rules?project=${VPC_SEED.project}&vpc=${VPC_SEED.vpc}`

beforeEach(() => {
  startTestServer()
})
afterEach(stopTestServer)

interface Rule {
  id: string
  name: string
  vpc_id: string
  priority: number
  time_created: string
  filters: { ports: string[] | null }
}

const rule = firewallRuleUpdate
const withFilters = (filters: Record<string, unknown>) =>
  rule({ filters: { hosts: null, protocols: null, ports: null, ...filters } })
const many = <T>(count: number, item: (i: number) => T) =>
  Array.from({ length: count }, (_, i) => item(i))

const currentRules = async () => ((await call('GET', URL)).body as { rules: Rule[] }).rules

describe('vpc_firewall_rules_update', () => {
  it('replaces the whole list, with fresh ids and times, and answers it', async () => {
    const before = await currentRules()
    const kept = before.find((r) => r.name === VPC_SEED.rules[1])
    if (!kept) throw new Error('seed rule missing')
    const {
      id: _,
      vpc_id: __,
      time_created: ___,
      ...keptUpdate
    } = kept as Rule & {
      time_modified: string
    }
    const reply = await call('PUT', URL, { rules: [keptUpdate, rule()] })
    expect(reply.status).toBe(200)
    const rules = (reply.body as { rules: Rule[] }).rules
    expect(rules.map((r) => r.name)).toEqual(['allow-https', 'allow-web'])
    const again = rules.find((r) => r.name === kept.name)
    expect(again?.id).not.toBe(kept.id)
    expect(again?.vpc_id).toBe(kept.vpc_id)
    expect(await currentRules()).toEqual(rules)
  })

  it('empties the list', async () => {
    expect((await call('PUT', URL, { rules: [] })).status).toBe(200)
    expect(await currentRules()).toEqual([])
  })

  it.each([
    [
      'duplicate names',
      { rules: [rule(), rule({ priority: 5 })] },
      'unsupported value for "rules": Rule names must be unique. Duplicates: ["allow-web"]',
    ],
    [
      'too many rules',
      { rules: many(MAX_RULES + 1, (i) => rule({ name: `rule-${i}` })) },
      `unsupported value for "rules": max length ${MAX_RULES}`,
    ],
    [
      'too many targets',
      {
        rules: [
          rule({
            targets: many(MAX_TARGETS + 1, (i) => ({
              type: 'ip',
              value: `10.0.${i >> 8}.${i & 255}`,
            })),
          }),
        ],
      },
      `unsupported value for "targets": max length ${MAX_TARGETS}`,
    ],
    [
      'too many hosts',
      {
        rules: [
          withFilters({
            hosts: many(MAX_FILTERS_PER_KIND + 1, (i) => ({
              type: 'ip',
              value: `10.1.${i >> 8}.${i & 255}`,
            })),
          }),
        ],
      },
      `unsupported value for "hosts": max length ${MAX_FILTERS_PER_KIND}`,
    ],
    [
      'too many ports',
      { rules: [withFilters({ ports: many(MAX_FILTERS_PER_KIND + 1, (i) => String(i + 1)) })] },
      `unsupported value for "ports": max length ${MAX_FILTERS_PER_KIND}`,
    ],
    [
      'too many protocols',
      {
        rules: [
          withFilters({ protocols: many(MAX_FILTERS_PER_KIND + 1, () => ({ type: 'tcp' })) }),
        ],
      },
      `unsupported value for "protocols": max length ${MAX_FILTERS_PER_KIND}`,
    ],
    [
      'an invalid name',
      { rules: [rule({ name: 'Web' })] },
      'unable to parse JSON body: rules[0].name: name must begin with an ASCII lowercase character',
    ],
    [
      'a priority above 65535',
      { rules: [rule({ priority: 65536 })] },
      'unable to parse JSON body: rules[0].priority: invalid value: 65536, expected u16',
    ],
    [
      'a negative priority',
      { rules: [rule({ priority: -1 })] },
      'unable to parse JSON body: rules[0].priority: invalid value: -1, expected u16',
    ],
    [
      'an unknown action',
      { rules: [rule({ action: 'drop' })] },
      'unable to parse JSON body: rules[0].action: unknown variant `drop`, expected one of `allow`, `deny`',
    ],
    [
      'a missing field',
      { rules: [{ ...rule(), direction: undefined }] },
      'unable to parse JSON body: rules[0]: missing field `direction`',
    ],
    [
      'a target IP that is not one',
      { rules: [rule({ targets: [{ type: 'ip', value: '10.0.0.256' }] })] },
      'unable to parse JSON body: rules[0].targets[0].value: invalid IP address "10.0.0.256"',
    ],
    [
      'a host IP network that is not one',
      { rules: [withFilters({ hosts: [{ type: 'ip_net', value: '10.0.0.0/33' }] })] },
      'unable to parse JSON body: rules[0].filters.hosts[0].value: invalid IP network "10.0.0.0/33"',
    ],
    [
      'a malformed port range',
      { rules: [withFilters({ ports: ['80-'] })] },
      'unable to parse JSON body: rules[0].filters.ports[0]: invalid port range "80-"',
    ],
    [
      'a reversed port range',
      { rules: [withFilters({ ports: ['90-80'] })] },
      'unable to parse JSON body: rules[0].filters.ports[0]: range has larger start value than end value "90-80"',
    ],
    [
      'a port above 65535',
      { rules: [withFilters({ ports: ['70000'] })] },
      'unable to parse JSON body: rules[0].filters.ports[0]: port "70000" is out of range (at most 65535)',
    ],
    [
      'an ICMP type above 255',
      { rules: [withFilters({ protocols: [{ type: 'icmp', value: { icmp_type: 256 } }] })] },
      'unable to parse JSON body: rules[0].filters.protocols[0].value.icmp_type: invalid value: 256, expected u8',
    ],
    [
      'a reversed ICMP code range',
      {
        rules: [
          withFilters({ protocols: [{ type: 'icmp6', value: { icmp_type: 1, code: '4-2' } }] }),
        ],
      },
      'unable to parse JSON body: rules[0].filters.protocols[0].value.code: range has larger start value than end value "4-2"',
    ],
  ])('refuses %s with a 400', async (_, body, message) => {
    const before = await currentRules()
    const reply = await call('PUT', URL, body)
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(message)
    expect(await currentRules()).toEqual(before)
  })

  it('keeps ICMP filters with and without a code', async () => {
    const protocols = [
      { type: 'icmp', value: { icmp_type: 8, code: '0' } },
      { type: 'icmp6', value: { icmp_type: 128, code: null } },
      { type: 'icmp', value: null },
    ]
    const reply = await call('PUT', URL, { rules: [withFilters({ protocols })] })
    expect(reply.status).toBe(200)
    const [saved] = (reply.body as { rules: { filters: { protocols: unknown } }[] }).rules
    expect(saved.filters.protocols).toEqual(protocols)
  })

  it('fails a new rule named like the sentinel, keeping the list', async () => {
    const before = await currentRules()
    const reply = await call('PUT', URL, { rules: [rule({ name: 'fail-500' })] })
    expect(reply.status).toBe(500)
    expect(await currentRules()).toEqual(before)
  })

  it('answers 404 for a VPC that does not exist', async () => {
    const reply = await call(
      'PUT',
      `/v1/vpc-firewall-rules?project=${VPC_SEED.project}&vpc=missing`,
      { rules: [] },
    )
    expect(reply.status).toBe(404)
    expect((reply.body as { message: string }).message).toBe('not found: vpc with name "missing"')
  })
})
