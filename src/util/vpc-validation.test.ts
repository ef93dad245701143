// @vitest-environment node
import { parseIpv6 } from '~/lib/ipv6-prefix'
import { messages } from './validation'
import {
  subnetIpv4BlockProblem,
  subnetIpv4Messages,
  validateVpcIpv6Prefix,
  vpcIpv6PrefixSchema,
  vpcPrefixMessages,
} from './vpc-validation'

describe('a VPC IPv6 prefix: a unique local /48 inside fd00::/8', () => {
  test.each([
    ['fd12:3456:789a::/48', undefined],
    ['fd00::/48', undefined],
    ['FDFF:FFFF:FFFF::/48', undefined],
    ['fd12:3456:789a:0:0:0:0:0/48', undefined],
    ['', undefined],
    ['2001:db8::/48', vpcPrefixMessages.notUla],
    ['fc00::/48', vpcPrefixMessages.notUla],
    ['fd00::/64', vpcPrefixMessages.width],
    ['fd00::/8', vpcPrefixMessages.width],
    ['fd12:3456:789a:1::/48', vpcPrefixMessages.hostBits],
    ['10.0.0.0/8', vpcPrefixMessages.ipv4],
    ['garbage', messages.cidrShape],
    ['fd12::', messages.cidrShape],
    ['fd12::/48/1', messages.cidrShape],
    ['fdxx::/48', messages.ip],
    ['fd12:::/48', messages.ip],
    ['fd12::/4.8', messages.cidrWidthInteger],
    ['fd12::/129', messages.cidrMaxV6],
  ])('%s → %s', (value, message) => {
    expect(validateVpcIpv6Prefix(value)).toBe(message)
  })

  test('the schema is optional and trims', async () => {
    const schema = vpcIpv6PrefixSchema()
    expect(await schema.isValid('')).toBe(true)
    expect(await schema.isValid(undefined)).toBe(true)
    expect(await schema.validate(' fd12:3456:789a::/48 ')).toBe('fd12:3456:789a::/48')
    await expect(schema.validate('2001:db8::/48')).rejects.toThrow(vpcPrefixMessages.notUla)
  })
})

describe("a subnet's IPv4 block: inside an RFC 1918 range, given by its first address", () => {
  const { notPrivate, hostBits } = subnetIpv4Messages
  test.each([
    ['10.1.2.0/24', undefined],
    ['10.0.0.0/8', undefined],
    ['172.16.0.0/12', undefined],
    ['172.31.255.0/24', undefined],
    ['192.168.0.0/16', undefined],
    ['192.168.1.128/25', undefined],
    ['10.1.2.255/32', undefined],
    ['0.0.0.0/0', notPrivate],
    ['8.8.8.0/24', notPrivate],
    ['172.32.0.0/16', notPrivate],
    ['192.169.0.0/16', notPrivate],
    // wider than the range it starts in
    ['10.0.0.0/7', notPrivate],
    ['172.16.0.0/11', notPrivate],
    // its first address is outside the private ranges, whatever the address typed
    ['192.168.1.1/8', notPrivate],
    ['10.1.2.3/24', hostBits('10.1.2.0/24')],
    ['10.1.2.3/16', hostBits('10.1.0.0/16')],
    ['172.20.5.9/12', hostBits('172.16.0.0/12')],
    ['192.168.1.129/25', hostBits('192.168.1.128/25')],
    // left to SPEC §5's CIDR rule and the version check
    ['', undefined],
    ['10.1.2.3', undefined],
    ['fd00::/64', undefined],
  ])('%s → %s', (value, message) => {
    expect(subnetIpv4BlockProblem(value)).toBe(message)
  })
})

describe('parseIpv6', () => {
  test.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['fd12:3456:789a::', [0xfd12, 0x3456, 0x789a, 0, 0, 0, 0, 0]],
    ['::ffff:1.2.3.4', [0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1:2:3:4:5:6:7', undefined],
    ['1::2::3', undefined],
    ['1:2:3:4:5:6:7:8::', undefined],
    ['12345::', undefined],
  ])('%s', (text, groups) => {
    expect(parseIpv6(text)).toEqual(groups)
  })
})
