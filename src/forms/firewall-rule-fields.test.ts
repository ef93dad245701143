import { validateYupSchema } from 'formik'
import type { VpcFirewallRuleUpdate } from '~/store/api'
import {
  blankRuleValues,
  cloneName,
  type FirewallRuleValues,
  firewallRuleSchema,
  icmpCodeProblem,
  icmpTypeProblem,
  portDraftProblem,
  protocolDraftProblem,
  ruleToValues,
  targetDraftProblem,
  unaddedEntry,
  valuesToRule,
} from './firewall-rule-fields'

const rule: VpcFirewallRuleUpdate = {
  name: 'allow-web',
  description: 'web',
  status: 'disabled',
  action: 'deny',
  direction: 'outbound',
  priority: 7,
  targets: [{ type: 'subnet', value: 'web' }],
  filters: {
    hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }],
    protocols: [
      { type: 'tcp' },
      { type: 'icmp', value: { icmpType: 8, code: '0-3' } },
      { type: 'icmp6', value: null },
    ],
    ports: ['80', '8000-8080'],
  },
}

describe('ruleToValues / valuesToRule', () => {
  it('round-trips a rule', () => {
    expect(valuesToRule(ruleToValues(rule))).toEqual(rule)
  })
  it('sends empty lists as none and trims', () => {
    const values: FirewallRuleValues = {
      ...blankRuleValues(),
      name: 'x',
      description: '  d ',
      ports: [' 22 '],
    }
    expect(valuesToRule(values).filters).toEqual({ hosts: null, protocols: null, ports: ['22'] })
    expect(valuesToRule(values).description).toBe('d')
  })
})

describe('targetDraftProblem', () => {
  it.each([
    [{ type: 'ip', value: '10.0.0.300' }, [], 'Not a valid IP address'],
    [{ type: 'ip', value: '' }, [], 'IP address is required'],
    [
      { type: 'ip_net', value: '10.0.0.0' },
      [],
      'Must contain an IP address and a width, separated by a /',
    ],
    [{ type: 'ip_net', value: '10.0.0.0/x' }, [], 'Width must be an integer'],
    [{ type: 'ip_net', value: '10.0.0.0/33' }, [], 'Max width for IPv4 is 32'],
    [{ type: 'ip_net', value: 'fd00::/129' }, [], 'Max width for IPv6 is 128'],
    [{ type: 'vpc', value: '' }, [], 'VPC name is required'],
    [
      { type: 'ip', value: ' 10.0.0.1 ' },
      [{ type: 'ip', value: '10.0.0.1' }],
      'Items must be unique',
    ],
    [{ type: 'ip', value: '10.0.0.1' }, [{ type: 'ip_net', value: '10.0.0.1' }], undefined],
    [{ type: 'subnet', value: 'web' }, [], undefined],
  ] as const)('%j in %j → %s', (draft, items, message) => {
    expect(targetDraftProblem({ ...draft }, [...items])).toBe(message)
  })
})

describe('portDraftProblem', () => {
  it.each([
    ['', [], 'Port is required'],
    ['80-', [], 'Must be a port like 80 or a range like 8000-8080'],
    ['123456', [], 'Must be a port like 80 or a range like 8000-8080'],
    ['a', [], 'Must be a port like 80 or a range like 8000-8080'],
    ['90-80', [], 'The end of a range must not be below its start'],
    [' 443 ', ['443'], 'Items must be unique'],
    [' 8000-8080 ', ['80'], undefined],
  ])('%j in %j → %s', (draft, items, message) => {
    expect(portDraftProblem(draft, items)).toBe(message)
  })
})

describe('ICMP type and code', () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    ['255', undefined],
    ['256', 'ICMP type must be a whole number from 0 to 255'],
    ['x', 'ICMP type must be a whole number from 0 to 255'],
  ])('type %j → %s', (type, message) => {
    expect(icmpTypeProblem(type)).toBe(message)
  })
  it.each([
    ['', '8', undefined],
    ['3', '8', undefined],
    ['0-3', '8', undefined],
    ['4-2', '8', 'The end of a range must not be below its start'],
    ['0-256', '8', 'Code must be a number from 0 to 255 or a range like 0-3'],
    ['1-2-3', '8', 'Code must be a number from 0 to 255 or a range like 0-3'],
    ['3', '', 'A code needs an ICMP type'],
  ])('code %j with type %j → %s', (code, type, message) => {
    expect(icmpCodeProblem(code, type)).toBe(message)
  })
})

describe('protocolDraftProblem', () => {
  const tcp = { type: 'tcp', icmpType: '', code: '' } as const
  it.each([
    [tcp, [], undefined],
    [tcp, [tcp], { field: 'type', message: 'Items must be unique' }],
    [{ type: 'icmp', icmpType: '8', code: '' }, [tcp], undefined],
    [
      { type: 'icmp', icmpType: '8', code: '' },
      [{ type: 'icmp', icmpType: ' 8', code: '' }],
      { field: 'type', message: 'Items must be unique' },
    ],
    [
      { type: 'icmp', icmpType: '300', code: '' },
      [],
      { field: 'icmpType', message: 'ICMP type must be a whole number from 0 to 255' },
    ],
  ] as const)('%j in %j → %j', (draft, items, problem) => {
    expect(
      protocolDraftProblem(
        { ...draft },
        items.map((item) => ({ ...item })),
      ),
    ).toEqual(problem)
  })
})

describe('unaddedEntry', () => {
  it.each([
    [{}, undefined],
    [{ portDraft: '22' }, 'portDraft'],
    [{ targetDraft: { type: 'ip', value: '10.0.0.1' } }, 'targetDraft.value'],
    [{ hostDraft: { type: 'ip_net', value: '10.0.0.0/8' } }, 'hostDraft.value'],
    [{ protocolDraft: { type: 'icmp', icmpType: '8', code: '' } }, 'protocolDraft.icmpType'],
  ] as const)('%j → %s', (fields, field) => {
    expect(unaddedEntry({ ...blankRuleValues(), ...fields } as FirewallRuleValues)?.field).toBe(
      field,
    )
  })
})

describe('cloneName', () => {
  it.each([
    ['web', [], 'web-copy'],
    ['web', ['web-copy'], 'web-copy-2'],
    ['web', ['web-copy', 'web-copy-2'], 'web-copy-3'],
    ['a'.repeat(63), [], `${'a'.repeat(58)}-copy`],
    [`${'a'.repeat(57)}-bbbbb`, [], `${'a'.repeat(57)}-copy`],
  ])('%s (taken %j) → %s', (name, taken, clone) => {
    expect(cloneName(name, taken)).toBe(clone)
    expect(clone.length).toBeLessThanOrEqual(63)
  })
})

describe('firewallRuleSchema', () => {
  const valid = { ...ruleToValues(rule) }
  const errorOf = async (values: Partial<FirewallRuleValues>) => {
    try {
      await firewallRuleSchema.validate({ ...valid, ...values }, { abortEarly: true })
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  }
  it.each([
    [{}, undefined],
    [{ priority: Number.NaN }, 'Priority is required'],
    [{ priority: 65536 }, 'Priority must be from 0 to 65535'],
    [{ priority: -1 }, 'Priority must be from 0 to 65535'],
    [{ priority: 1.5 }, 'Priority must be a whole number'],
    [{ name: '' }, 'Name is required'],
    [{ ports: ['80', '80'] }, 'Items must be unique'],
    [{ portDraft: '90-80' }, 'The end of a range must not be below its start'],
    [{ portDraft: '80' }, 'Items must be unique'],
    [{ targetDraft: { type: 'ip', value: '1.2.3' } }, 'Not a valid IP address'],
    [{ hostDraft: { type: 'ip_net', value: '10.0.0.0/8' } }, 'Items must be unique'],
    [{ protocolDraft: { type: 'icmp', icmpType: '', code: '1' } }, 'A code needs an ICMP type'],
  ] as const)('%j → %s', async (values, message) => {
    expect(await errorOf(values as Partial<FirewallRuleValues>)).toBe(message)
  })

  it('validates as formik runs it, every empty string as undefined (a UDP and a code-less ICMP protocol)', async () => {
    const opened = ruleToValues({
      ...rule,
      filters: {
        ...rule.filters,
        protocols: [{ type: 'udp' }, { type: 'icmp', value: { icmpType: 8, code: null } }],
      },
    })
    await expect(validateYupSchema(opened, firewallRuleSchema)).resolves.toBeDefined()
    const duplicated = { ...opened, protocols: [...opened.protocols, opened.protocols[1]] }
    await expect(validateYupSchema(duplicated, firewallRuleSchema)).rejects.toMatchObject({
      errors: ['Items must be unique'],
    })
  })
})
