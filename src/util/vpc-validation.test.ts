// @vitest-environment node
import { parseIpv6 } from '~/lib/ipv6-prefix'
import { messages } from './validation'
import { validateVpcIpv6Prefix, vpcIpv6PrefixSchema, vpcPrefixMessages } from './vpc-validation'

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
