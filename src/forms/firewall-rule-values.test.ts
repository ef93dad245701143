// @vitest-environment node
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
  protocolValueLabel,
  refuseUnaddedEntries,
  ruleFieldForError,
  ruleToValues,
  takePortDraft,
  takeProtocolDraft,
  takeTargetDraft,
  targetDraftProblem,
  targetLabel,
  unaddedEntry,
  valuesToRule,
} from './firewall-rule-values'

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
    [{ type: 'subnet', value: ' ' }, [], 'Subnet name is required'],
    [{ type: 'instance', value: '' }, [], 'Instance name is required'],
    [{ type: 'ip_net', value: 'fd00::/64' }, [], undefined],
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
    ['65536', [], 'A port can be at most 65535'],
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
    [
      { type: 'icmp6', icmpType: '1', code: '3-2' },
      [],
      { field: 'code', message: 'The end of a range must not be below its start' },
    ],
    // TCP and UDP carry no ICMP type or code: what was typed for ICMP before does not count
    [
      { type: 'udp', icmpType: 'x', code: 'y' },
      [{ type: 'udp', icmpType: '', code: '' }],
      { field: 'type', message: 'Items must be unique' },
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

  it.each([
    [
      { targetDraft: { type: 'ip', value: '10.0.0.1' } },
      'Add this target with Add target, or clear it',
    ],
    [
      { hostDraft: { type: 'ip', value: '10.0.0.1' } },
      'Add this host with Add host filter, or clear it',
    ],
    [{ portDraft: '22' }, 'Add this port with Add port, or clear it'],
    [
      { protocolDraft: { type: 'icmp', icmpType: '', code: '1' } },
      'Add this protocol with Add protocol, or clear its type and code',
    ],
    // a blank entry is no entry
    [{ portDraft: '  ', targetDraft: { type: 'vpc', value: ' ' } }, undefined],
  ] as const)('%j says %s, and stops the submit before any request', (fields, message) => {
    const values = { ...blankRuleValues(), ...fields } as FirewallRuleValues
    expect(unaddedEntry(values)?.message).toBe(message)
    if (message === undefined) {
      expect(() => refuseUnaddedEntries(values)).not.toThrow()
      return
    }
    let refusal: unknown
    try {
      refuseUnaddedEntries(values)
    } catch (caught) {
      refusal = caught
    }
    expect(refusal).toMatchObject({ message, errorCode: 'UnaddedEntry' })
    expect(ruleFieldForError(refusal as { errorCode: string })).toBe(unaddedEntry(values)?.field)
  })
})

describe('ruleFieldForError', () => {
  it.each([
    [{ errorCode: 'ObjectAlreadyExists' }, 'name'],
    [{ errorCode: 'UnaddedEntry', field: 'portDraft' }, 'portDraft'],
    [{ errorCode: 'FirewallRuleConflict' }, undefined],
    [{}, undefined],
  ])('%j → %s', (error, field) => {
    expect(ruleFieldForError(error)).toBe(field)
  })
})

describe('adding an entry', () => {
  it.each([
    [
      { type: 'ip', value: ' 10.0.0.1 ' },
      { type: 'ip', value: '10.0.0.1' },
      { type: 'ip', value: '' },
    ],
    [
      { type: 'subnet', value: 'web' },
      { type: 'subnet', value: 'web' },
      { type: 'subnet', value: '' },
    ],
  ] as const)('target %j → %j, next %j', (draft, item, next) => {
    expect(takeTargetDraft({ ...draft })).toEqual({ item, next })
  })

  it.each([
    [
      { type: 'icmp', icmpType: '8', code: '0-3' },
      { type: 'icmp', icmpType: '8', code: '0-3' },
      { type: 'icmp', icmpType: '', code: '' },
    ],
    [
      { type: 'tcp', icmpType: '8', code: '1' },
      { type: 'tcp', icmpType: '', code: '' },
      { type: 'tcp', icmpType: '', code: '' },
    ],
  ] as const)('protocol %j → %j, next %j', (draft, item, next) => {
    expect(takeProtocolDraft({ ...draft })).toEqual({ item, next })
  })

  it('port: trimmed, the next empty', () => {
    expect(takePortDraft(' 443 ')).toEqual({ item: '443', next: '' })
  })

  it.each([
    [{ type: 'ip_net', value: ' 10.0.0.0/8 ' }, 'IP subnet 10.0.0.0/8'],
    [{ type: 'subnet', value: 'web' }, 'VPC subnet web'],
  ] as const)('target %j reads %s', (target, label) => {
    expect(targetLabel({ ...target })).toBe(label)
  })

  it.each([
    [{ type: 'tcp', icmpType: '', code: '' }, 'TCP'],
    [{ type: 'icmp', icmpType: '', code: '' }, 'ICMP'],
    [{ type: 'icmp', icmpType: '8', code: '' }, 'ICMP type 8'],
    [{ type: 'icmp6', icmpType: ' 1 ', code: '0-3' }, 'ICMPv6 type 1 code 0-3'],
  ] as const)('protocol %j reads %s', (protocol, label) => {
    expect(protocolValueLabel({ ...protocol })).toBe(label)
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
    [{ name: 'Web' }, 'Must start with a lowercase letter'],
    [{ name: 'web_1' }, 'Can only contain lower-case letters, numbers, and dashes'],
    [{ name: 'web-' }, 'Must end with a letter or number'],
    [{ ports: ['80', '80'] }, 'Items must be unique'],
    [{ ports: Array.from({ length: 257 }, (_, i) => String(i + 1)) }, 'At most 256 ports'],
    [
      {
        targets: [
          { type: 'vpc', value: 'a' },
          { type: 'vpc', value: ' a' },
        ],
      },
      'Items must be unique',
    ],
    [
      { targets: Array.from({ length: 257 }, (_, i) => ({ type: 'vpc', value: `v${i}` })) },
      'At most 256 targets',
    ],
    [
      { hosts: Array.from({ length: 257 }, (_, i) => ({ type: 'vpc', value: `v${i}` })) },
      'At most 256 host filters',
    ],
    [
      {
        protocols: [
          { type: 'tcp', icmpType: '', code: '' },
          { type: 'tcp', icmpType: '', code: '' },
        ],
      },
      'Items must be unique',
    ],
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
