// @vitest-environment node
import { type NetworkValue, networkValueProblem } from './network-target-values'

describe('a typed network value’s problem (SPEC §5 for addresses)', () => {
  it.each<[NetworkValue, string | undefined]>([
    [{ type: 'drop', value: '' }, undefined],
    [{ type: 'vpc', value: '' }, 'VPC name is required'],
    [{ type: 'subnet', value: '  ' }, 'Subnet name is required'],
    [{ type: 'instance', value: 'db1' }, undefined],
    [{ type: 'internet_gateway', value: '' }, 'Gateway name is required'],
    [{ type: 'ip', value: '' }, 'IP address is required'],
    [{ type: 'ip', value: '10.0.0.300' }, 'Not a valid IP address'],
    [{ type: 'ip', value: ' 10.0.0.3 ' }, undefined],
    [{ type: 'ip', value: 'fd00::1' }, undefined],
    [{ type: 'ip_net', value: '' }, 'IP subnet is required'],
    [
      { type: 'ip_net', value: '10.0.0.0' },
      'Must contain an IP address and a width, separated by a /',
    ],
    [{ type: 'ip_net', value: '10.0.0.0/x' }, 'Width must be an integer'],
    [{ type: 'ip_net', value: '10.0.0.0/33' }, 'Max width for IPv4 is 32'],
    [{ type: 'ip_net', value: 'fd00::/129' }, 'Max width for IPv6 is 128'],
    [{ type: 'ip_net', value: 'nope/8' }, 'Not a valid IP address'],
    [{ type: 'ip_net', value: '10.0.0.0/8' }, undefined],
  ])('%j → %s', (value, message) => expect(networkValueProblem(value)).toBe(message))
})
