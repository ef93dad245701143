/**
 * A subnet pool member as the add form checks it, beyond SPEC §5's CIDR shape: a subnet of the
 * pool's IP version (SubnetPoolCreate.ip_version: "All subnets in the pool must match this
 * version") given by its first address, and prefix-length bounds (SubnetPoolMemberAdd) within
 * the version's widths ("0-32 for IPv4, 0-128 for IPv6"), the minimum not shorter than the
 * subnet itself and the maximum not below the minimum. Whether it overlaps a member of any pool
 * is the server's answer.
 */
import type { IpVersion } from '~/store/api'
import { ipVersionLabel } from './ip-pools'
import { parseAddress } from './ip-ranges'
import { parseCidr } from './validation'

/** The widest prefix length of each version, also the contract's default maximum. */
export const MAX_PREFIX_LENGTH: Record<IpVersion, number> = { v4: 32, v6: 128 }

export const memberMessages = {
  wrongVersion: (pool: IpVersion) =>
    `Must be an ${ipVersionLabel[pool]} subnet, the pool's IP version`,
  hostBits: 'Must be the first address of the subnet, with no host bits set',
  whole: (label: string) => `${label} must be a whole number`,
  range: (label: string, lowest: number, widest: number) =>
    `${label} must be from ${lowest} to ${widest}`,
} as const

/** A valid CIDR's version and width, else undefined (SPEC §5's messages are the CIDR rule's). */
function parsedSubnet(text: string) {
  const cidr = parseCidr(text.trim())
  if (!cidr.ok) return undefined
  const address = parseAddress(cidr.value.address)
  return address && { ...address, width: cidr.value.width }
}

/** What is wrong with a valid CIDR as a member of a pool of `pool`'s version. */
export function memberSubnetProblem(text: string, pool: IpVersion): string | undefined {
  const subnet = parsedSubnet(text)
  if (!subnet) return undefined
  if (subnet.version !== pool) return memberMessages.wrongVersion(pool)
  const hostBits = BigInt(MAX_PREFIX_LENGTH[pool] - subnet.width)
  return subnet.value & ((1n << hostBits) - 1n) ? memberMessages.hostBits : undefined
}

/** The width of a valid member subnet of the pool's version; 0 (any width) until there is one. */
export function memberWidth(text: string, pool: IpVersion): number {
  const subnet = parsedSubnet(text)
  return subnet?.version === pool ? subnet.width : 0
}

/** A typed prefix length (NaN or undefined while empty, the contract's default then). */
const isGiven = (value: number | undefined): value is number =>
  value !== undefined && !Number.isNaN(value)

/**
 * A prefix-length bound from `lowest` to the version's `widest`; an empty one is left to the
 * server's default.
 */
export function prefixLengthProblem(
  label: string,
  value: number | undefined,
  lowest: number,
  widest: number,
): string | undefined {
  if (!isGiven(value)) return undefined
  if (!Number.isInteger(value)) return memberMessages.whole(label)
  return value < lowest || value > widest ? memberMessages.range(label, lowest, widest) : undefined
}

/**
 * Where the maximum may start: the minimum when it is a valid bound, else the subnet's own width
 * (the minimum's default).
 */
export function maxPrefixLowest(minimum: number | undefined, width: number, widest: number) {
  return isGiven(minimum) && Number.isInteger(minimum) && minimum >= width && minimum <= widest
    ? minimum
    : width
}

/** The body's optional bound: null leaves it to the server's default. */
export const prefixLengthBody = (value: number | undefined) => (isGiven(value) ? value : null)
