/**
 * An IP pool's ranges as the console checks and counts them: each end a valid address (SPEC §5)
 * of the pool's IP version, the first not after the last (the contract's Ipv4Range/Ipv6Range:
 * "non-decreasing"), and address counts readable when an IPv6 range holds 2^64 of them.
 * Whether a range overlaps another pool's is the server's answer.
 */
import type { IpVersion } from '~/store/api'
import { ipVersionLabel } from './ip-pools'
import { ipVersion, messages } from './validation'

export const rangeMessages = {
  wrongVersion: (pool: IpVersion) =>
    `Must be an ${ipVersionLabel[pool]} address, the pool's IP version`,
  order: 'The first address must not be after the last',
} as const

const v4Value = (address: string) =>
  address.split('.').reduce((value, octet) => value * 256n + BigInt(octet), 0n)

/** Eight groups (an IPv4 tail counts as two), '::' filled with zero groups. */
function v6Value(address: string) {
  const groupsOf = (half: string) =>
    half === ''
      ? []
      : half.split(':').flatMap((group) => {
          if (!group.includes('.')) return [BigInt(`0x${group}`)]
          const tail = v4Value(group)
          return [tail >> 16n, tail & 0xffffn]
        })
  const [head, tail] = address.split('::').map(groupsOf)
  const zeros = tail ? Array<bigint>(8 - head.length - tail.length).fill(0n) : []
  return [...head, ...zeros, ...(tail ?? [])].reduce((value, group) => value * 0x10000n + group, 0n)
}

/** A valid address's version and value (for ordering and counting); undefined otherwise. */
export function parseAddress(text: string): { version: IpVersion; value: bigint } | undefined {
  const address = text.trim()
  const version = ipVersion(address)
  if (version === 4) return { version: 'v4', value: v4Value(address) }
  if (version === 6) return { version: 'v6', value: v6Value(address) }
  return undefined
}

/** One end of a range: 'Not a valid IP address', or not the pool's IP version. */
export function rangeEndProblem(text: string, pool: IpVersion): string | undefined {
  if (!text.trim()) return undefined
  const address = parseAddress(text)
  if (!address) return messages.ip
  return address.version === pool ? undefined : rangeMessages.wrongVersion(pool)
}

/** The range's order, once both ends are valid addresses of one version. */
export function rangeOrderProblem(first: string, last: string): string | undefined {
  const [from, to] = [parseAddress(first), parseAddress(last)]
  if (!from || !to || from.version !== to.version) return undefined
  return from.value > to.value ? rangeMessages.order : undefined
}

/** Counts above this read as powers of ten: an IPv6 count's digits mean nothing to a reader. */
const GROUPED_MAX = 1e12
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'

/**
 * An address count (the contract's IpPoolUtilization doubles): '65,526' in full below a
 * trillion, '1.8 × 10¹⁹' above, where a /64 sits.
 */
export function formatAddressCount(count: number): string {
  if (count < GROUPED_MAX) return Math.round(count).toLocaleString('en-US')
  let exponent = Math.floor(Math.log10(count))
  let mantissa = Number((count / 10 ** exponent).toFixed(1))
  // 9.96 rounds up to the next power
  if (mantissa >= 10) {
    mantissa /= 10
    exponent += 1
  }
  const power = [...String(exponent)].map((digit) => SUPERSCRIPT[Number(digit)]).join('')
  return `${mantissa} × 10${power}`
}

/** 'remaining / capacity', for a pool's utilization. */
export const formatUtilization = ({
  remaining,
  capacity,
}: {
  remaining: number
  capacity: number
}) => `${formatAddressCount(remaining)} / ${formatAddressCount(capacity)}`
