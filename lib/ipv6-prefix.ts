/**
 * A VPC's IPv6 prefix (the contract's VpcCreate.ipv6_prefix): a unique local address range, a /48
 * inside fd00::/8 (RFC 4193; oxnet's `is_vpc_prefix`). Shared by the console's form validation
 * and the mock's handler, so both read an address the same way.
 */

/** The eight 16-bit groups of an IPv6 address; undefined when it is not one. */
export function parseIpv6(text: string): number[] | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text)) return undefined
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const groupsOf = (half: string): number[] | undefined => {
    if (half === '') return []
    const groups: number[] = []
    const parts = half.split(':')
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes('.')) {
        const octets = part.split('.')
        if (octets.length !== 4 || !octets.every((o) => /^(0|[1-9][0-9]{0,2})$/.test(o))) {
          return undefined
        }
        const bytes = octets.map(Number)
        if (bytes.some((b) => b > 255)) return undefined
        groups.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3])
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        groups.push(Number.parseInt(part, 16))
      } else {
        return undefined
      }
    }
    return groups
  }
  const head = groupsOf(halves[0])
  const tail = halves.length === 2 ? groupsOf(halves[1]) : []
  if (!head || !tail) return undefined
  if (halves.length === 1) return head.length === 8 ? head : undefined
  const missing = 8 - head.length - tail.length
  if (missing < 1) return undefined
  return [...head, ...new Array<number>(missing).fill(0), ...tail]
}

/** Why an IPv6 network is not a VPC prefix; undefined when it is one. */
export type VpcPrefixProblem = 'width' | 'not-ula' | 'host-bits'

export const VPC_PREFIX_WIDTH = 48

export function vpcPrefixProblem(groups: number[], width: number): VpcPrefixProblem | undefined {
  if (width !== VPC_PREFIX_WIDTH) return 'width'
  if (groups[0] >> 8 !== 0xfd) return 'not-ula'
  // a /48 is its first three groups: anything after them would be a host inside the range
  if (groups.slice(3).some((group) => group !== 0)) return 'host-bits'
  return undefined
}
