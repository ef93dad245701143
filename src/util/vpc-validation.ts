/**
 * The VPC forms' own rules: the VPC's optional IPv6 prefix (contract VpcCreate.ipv6_prefix, a
 * unique local /48 inside fd00::/8) and a subnet's IPv4 block (VpcSubnetCreate.ipv4_block, inside
 * an RFC 1918 range). The CIDR shape comes first with SPEC §5's messages, then what makes a
 * network a VPC prefix or a subnet's block.
 */
import { parseIpv6, vpcPrefixProblem } from '~/lib/ipv6-prefix'
import { ipv4NetworkOf, ipv4Text, isPrivateIpv4Block } from '~/lib/private-ipv4'
import { parseAddress } from './ip-ranges'
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

export const subnetIpv4Messages = {
  notPrivate: 'Must be a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)',
  hostBits: (network: string) => `Host bits must be zero: use ${network}`,
} as const

/**
 * What is wrong with a valid IPv4 CIDR as a subnet's block: outside the private ranges the
 * contract requires, or not given by its first address (10.1.2.3/24 is an address inside
 * 10.1.2.0/24, not a block; the message names the block meant). Anything but a valid IPv4 CIDR
 * is left to SPEC §5's CIDR rule and the version check before it.
 */
export const subnetIpv4BlockProblem: Validator = (value) => {
  const cidr = parseCidr(value)
  const address = cidr.ok ? parseAddress(cidr.value.address) : undefined
  if (!cidr.ok || address?.version !== 'v4') return undefined
  const { width } = cidr.value
  if (!isPrivateIpv4Block(address.value, width)) return subnetIpv4Messages.notPrivate
  const network = ipv4NetworkOf(address.value, width)
  return network === address.value
    ? undefined
    : subnetIpv4Messages.hostBits(`${ipv4Text(network)}/${width}`)
}
