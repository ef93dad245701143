/**
 * A VPC subnet's IPv4 block, which the contract's VpcSubnetCreate.ipv4_block says "must be
 * allocated from an RFC 1918 private address range". Shared by the console's form validation and
 * the mock's handler, so both take and refuse the same blocks. Addresses are their 32-bit values.
 */

/** The first address of the block `address`/`width`: the address with its host bits cleared. */
export const ipv4NetworkOf = (address: bigint, width: number) => {
  const hostBits = BigInt(32 - width)
  return (address >> hostBits) << hostBits
}

/** Dotted-quad text of a 32-bit value. */
export const ipv4Text = (value: bigint) =>
  [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 0xffn).join('.')

/** RFC 1918's ranges: 10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16. */
const PRIVATE_RANGES = [
  { first: 0x0a000000n, width: 8 },
  { first: 0xac100000n, width: 12 },
  { first: 0xc0a80000n, width: 16 },
]

/** Whether every address of the block `address`/`width` is inside one RFC 1918 range. */
export const isPrivateIpv4Block = (address: bigint, width: number) =>
  PRIVATE_RANGES.some(
    (range) => width >= range.width && ipv4NetworkOf(address, range.width) === range.first,
  )
