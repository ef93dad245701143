// @vitest-environment node
import { planUpdate } from '@/components/form/changed-fields'
import type { InstanceNetworkInterfaceUpdate, IpNet, PrivateIpStack } from '~/store/api'
import {
  type NicEditValues,
  nicEditBody,
  nicEditValues,
  nicPrimaryBody,
  transitIpsOf,
} from './network-interfaces'

const v4 = (transitIps: IpNet[]) => ({ ip: '172.30.0.5', transitIps })
const v6 = (transitIps: IpNet[]) => ({ ip: 'fd00::5', transitIps })

describe('transit IPs as the update’s one list', () => {
  it.each<[string, PrivateIpStack, IpNet[]]>([
    ['IPv4 only', { type: 'v4', value: v4(['10.9.0.0/24']) }, ['10.9.0.0/24']],
    ['IPv6 only', { type: 'v6', value: v6(['fd00:9::/64']) }, ['fd00:9::/64']],
    [
      'dual stack: IPv4 first',
      { type: 'dual_stack', value: { v4: v4(['10.9.0.0/24']), v6: v6(['fd00:9::/64']) } },
      ['10.9.0.0/24', 'fd00:9::/64'],
    ],
    ['none', { type: 'dual_stack', value: { v4: v4([]), v6: v6([]) } }, []],
  ])('%s', (_case, stack, expected) => {
    expect(transitIpsOf(stack)).toEqual(expected)
  })
})

const nic = (transitIps: IpNet[], name = 'net0', description = 'front end') => ({
  name,
  description,
  ipStack: { type: 'v4' as const, value: v4(transitIps) },
})

describe('the edit’s body: the user’s changes, and the transit IPs the server has now', () => {
  const opened = nicEditValues(nic([]))
  it.each<[string, Partial<NicEditValues>, ReturnType<typeof nic>, InstanceNetworkInterfaceUpdate]>(
    [
      ['a rename', { name: 'net9' }, nic([]), { name: 'net9', transitIps: [] }],
      [
        'a rename, with transit IPs set elsewhere since',
        { name: 'net9' },
        nic(['10.9.0.0/24']),
        { name: 'net9', transitIps: ['10.9.0.0/24'] },
      ],
      [
        'a description, with the name changed elsewhere',
        { description: 'db' },
        nic(['10.9.0.0/24'], 'eth0'),
        { description: 'db', transitIps: ['10.9.0.0/24'] },
      ],
      ['a description emptied', { description: '' }, nic([]), { description: '', transitIps: [] }],
    ],
  )('%s', (_case, edit, latest, body) => {
    const plan = planUpdate(opened, { ...opened, ...edit }, nicEditValues(latest))
    expect(plan.kind).toBe('send')
    if (plan.kind !== 'send') return
    expect(nicEditBody(plan.values, plan.changes)).toEqual(body)
  })
})

describe('Make primary’s body', () => {
  it.each<[string, IpNet[]]>([
    ['keeps the transit IPs the server has', ['10.9.0.0/24', '10.8.0.0/16']],
    ['sends an empty list when it has none', []],
  ])('%s', (_case, transitIps) => {
    expect(nicPrimaryBody(nic(transitIps))).toEqual({ primary: true, transitIps })
  })
})
