// @vitest-environment node
import type { ExternalIp } from '~/store/api/index'
import { byReachability, externalIpLabel } from './external-ip-summary'

const ip = (kind: ExternalIp['kind'], address: string) => ({ kind, ip: address }) as ExternalIp

test.each([
  ['none', [], []],
  ['one ephemeral', [ip('ephemeral', '192.0.2.10')], ['192.0.2.10 (ephemeral)']],
  [
    'floating before ephemeral before SNAT',
    [ip('snat', '192.0.2.1'), ip('ephemeral', '192.0.2.10'), ip('floating', '192.0.2.64')],
    ['192.0.2.64 (floating)', '192.0.2.10 (ephemeral)', '192.0.2.1 (SNAT)'],
  ],
  [
    'the same address as SNAT and ephemeral, each labelled',
    [ip('snat', '192.0.2.10'), ip('ephemeral', '192.0.2.10')],
    ['192.0.2.10 (ephemeral)', '192.0.2.10 (SNAT)'],
  ],
  [
    'two of a kind in the server’s order',
    [ip('floating', '192.0.2.65'), ip('floating', '192.0.2.64')],
    ['192.0.2.65 (floating)', '192.0.2.64 (floating)'],
  ],
] as const)('%s reads %o', (_, ips, labels) => {
  expect(byReachability(ips).map(externalIpLabel)).toEqual(labels)
})
