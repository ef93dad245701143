/**
 * The VPC form's own rule: the optional IPv6 prefix (contract VpcCreate.ipv6_prefix, a unique
 * local /48 inside fd00::/8). The CIDR shape comes first with SPEC §5's messages, then what makes
 * a network a VPC prefix.
 */
import { parseIpv6, vpcPrefixProblem } from '~/lib/ipv6-prefix'
import { parseCidr, stringSchema, type Validator } from './validation'

export const vpcPrefixMessages = {
  ipv4: 'Must be an IPv6 prefix, like fd12:3456:789a::/48',
  width: 'Must be a /48 prefix',
  notUla: 'Must be a unique local address range inside fd00::/8',
  hostBits: 'Only the first 48 bits may be set, like fd12:3456:789a::/48',
} as const

export const validateVpcIpv6Prefix: Validator = (value) => {
  if (!value) return undefined
  const cidr = parseCidr(value.trim())
  if (!cidr.ok) return cidr.message
  if (cidr.value.version === 4) return vpcPrefixMessages.ipv4
  const groups = parseIpv6(cidr.value.address)
  // parseCidr accepted it as IPv6, so it parses
  if (!groups) return vpcPrefixMessages.ipv4
  switch (vpcPrefixProblem(groups, cidr.value.width)) {
    case 'width':
      return vpcPrefixMessages.width
    case 'not-ula':
      return vpcPrefixMessages.notUla
    case 'host-bits':
      return vpcPrefixMessages.hostBits
    default:
      return undefined
  }
}

export const vpcIpv6PrefixSchema = (label = 'IPv6 prefix') =>
  stringSchema(label, validateVpcIpv6Prefix, { required: false }).trim()
