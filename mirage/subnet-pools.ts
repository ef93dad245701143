/**
 * Subnets as the subnet pools hold them: the contract's IpNet ("an IPv4 subnet, including prefix
 * and prefix length") read as its IP version, first address and width, whether two subnets
 * overlap, how many addresses one holds, and the pools linked to a silo (SiloSubnetPool, with the
 * link's `is_default`). What allocates external subnets from the pools reads the same records.
 */
import type { MockDb, Schemas } from './db'
import { addressToNumber, numberToAddress } from './ip-allocation'

type IpVersion = Schemas['IpVersion']

/** The widest prefix length of each version (SubnetPoolMemberAdd: "0-32 for IPv4, 0-128 for IPv6"). */
export const MAX_PREFIX_LENGTH: Record<IpVersion, number> = { v4: 32, v6: 128 }

export interface Net {
  version: IpVersion
  /** The subnet's address as written, as a number: host bits may be set. */
  address: bigint
  width: number
}

/** Dotted quad without leading zeros, as the contract's Ipv4Net pattern has it. */
const V4_ADDRESS = /^(0|[1-9][0-9]{0,2})(\.(0|[1-9][0-9]{0,2})){3}$/

/** An IpNet's text as a subnet; undefined when the contract's patterns refuse it. */
export function parseNet(text: string): Net | undefined {
  const parts = text.split('/')
  if (parts.length !== 2 || !/^(0|[1-9][0-9]{0,2})$/.test(parts[1])) return undefined
  const [addressText, widthText] = parts
  const version: IpVersion = addressText.includes(':') ? 'v6' : 'v4'
  if (version === 'v4' && !V4_ADDRESS.test(addressText)) return undefined
  const address = addressToNumber(addressText)
  const width = Number(widthText)
  if (address === undefined || width > MAX_PREFIX_LENGTH[version]) return undefined
  return { version, address, width }
}

const hostBitCount = (net: Net) => BigInt(MAX_PREFIX_LENGTH[net.version] - net.width)

/** The subnet's first address: its address with the host bits cleared. */
export const networkOf = (net: Net) => (net.address >> hostBitCount(net)) << hostBitCount(net)

export const hasHostBits = (net: Net) => networkOf(net) !== net.address

/** How many addresses the subnet holds. */
export const netSize = (net: Net) => 1n << hostBitCount(net)

/** The subnet in canonical text: its first address (RFC 5952 for IPv6) and width. */
export const netText = (net: Net) => `${numberToAddress(networkOf(net), net.version)}/${net.width}`

/** Whether two subnets share an address. */
export function netsOverlap(a: Net, b: Net) {
  if (a.version !== b.version) return false
  const [aFirst, bFirst] = [networkOf(a), networkOf(b)]
  return aFirst < bFirst + netSize(b) && bFirst < aFirst + netSize(a)
}

/** A stored member's subnet; stored members always parse (the add handler checked them). */
export const memberNet = (member: Schemas['SubnetPoolMember']): Net =>
  parseNet(member.subnet) ?? { version: 'v4', address: 0n, width: 32 }

export const membersOf = (db: MockDb, poolId: string) =>
  db.subnetPoolMembers.where((member) => member.subnet_pool_id === poolId)

/** The subnet pools linked to a silo, each with whether it is that silo's default. */
export function siloSubnetPools(db: MockDb, siloId: string): Schemas['SiloSubnetPool'][] {
  return db.subnetPoolSiloLinks
    .where((link) => link.silo_id === siloId)
    .flatMap((link) => {
      const pool = db.subnetPools.find(link.subnet_pool_id)
      return pool ? [{ ...pool, is_default: link.is_default }] : []
    })
}

/** The subnets allocated from the pools: every project's external subnets, each as a Net. */
export const allocatedNets = (db: MockDb) =>
  db.externalSubnets.all().map((row) => ({ row, net: parseNet(row.subnet) as Net }))

/** What the pool's allocated external subnets take of its members (the utilization's used part). */
export const allocatedSize = (db: MockDb, poolId: string) =>
  allocatedNets(db)
    .filter(({ row }) => row.subnet_pool_id === poolId)
    .reduce((sum, { net }) => sum + netSize(net), 0n)

/**
 * The first free subnet of `prefixLength` in the pool (ExternalSubnetAllocator `auto`): the
 * pool's members whose prefix-length bounds allow it, in the order they were added, each walked
 * in aligned blocks of that size from its first address; a block overlapping an allocated subnet
 * skips past it. Undefined when no member has room.
 */
export function nextFreeSubnet(db: MockDb, poolId: string, prefixLength: number) {
  const taken = allocatedNets(db).map(({ net }) => net)
  for (const member of membersOf(db, poolId)) {
    if (prefixLength < member.min_prefix_length || prefixLength > member.max_prefix_length) continue
    const within = memberNet(member)
    const block: Net = { version: within.version, address: networkOf(within), width: prefixLength }
    const size = netSize(block)
    const end = networkOf(within) + netSize(within)
    while (block.address + size <= end) {
      const clash = taken.find((net) => netsOverlap(net, block))
      if (!clash) return { member, net: { ...block } }
      // the next aligned block past the allocation it met
      const past = networkOf(clash) + netSize(clash)
      block.address = ((past + size - 1n) / size) * size
    }
  }
  return undefined
}
