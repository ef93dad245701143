/**
 * External addresses from an IP pool, as Nexus hands them out (its `NextExternalIp` query): the
 * first address of the pool's ranges, in the ranges' order, that no external IP holds. What is in
 * use is read from the records every time, so a detach frees its address for the next attach.
 */
import type { MockDb, Schemas } from './db'
import { insufficientCapacity } from './errors'

type IpVersion = 'v4' | 'v6'

const V4_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function v4ToNumber(address: string): bigint | undefined {
  const octets = V4_PATTERN.exec(address)?.slice(1).map(Number)
  if (!octets || octets.some((octet) => octet > 255)) return undefined
  return octets.reduce((value, octet) => value * 256n + BigInt(octet), 0n)
}

function v6ToNumber(address: string): bigint | undefined {
  const halves = address.toLowerCase().split('::')
  if (halves.length > 2) return undefined
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'))
  const [head, tail = []] = halves.map(groupsOf)
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.reduce((value, group) => value * 0x10000n + BigInt(`0x${group}`), 0n)
}

const versionOf = (address: string): IpVersion => (address.includes(':') ? 'v6' : 'v4')

/** An address as a number, for stepping through a range; undefined when it does not parse. */
export function addressToNumber(address: string): bigint | undefined {
  return versionOf(address) === 'v6' ? v6ToNumber(address) : v4ToNumber(address)
}

/** An address in its canonical text (RFC 5952 for IPv6: the longest zero run as `::`). */
export function numberToAddress(value: bigint, version: IpVersion): string {
  if (version === 'v4') {
    return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
  }
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
    Number((value >> shift) & 0xffffn),
  )
  let best = { start: -1, length: 0 }
  for (let start = 0; start < 8; start++) {
    let length = 0
    while (start + length < 8 && groups[start + length] === 0) length++
    if (length > best.length) best = { start, length }
  }
  const hex = groups.map((group) => group.toString(16))
  // RFC 5952 §4.2.2: a single zero group is not shortened
  if (best.length < 2) return hex.join(':')
  const head = hex.slice(0, best.start).join(':')
  const tail = hex.slice(best.start + best.length).join(':')
  return `${head}::${tail}`
}

const canonical = (address: string) => {
  const value = addressToNumber(address)
  return value === undefined ? address : numberToAddress(value, versionOf(address))
}

/**
 * Every external address an instance or project holds: ephemeral and floating IPs. (The mock
 * gives instances no SNAT address; one it gave would belong here too.)
 */
export function externalAddressesInUse(db: MockDb): Set<string> {
  return new Set(
    [...db.ephemeralIps.all(), ...db.floatingIps.all()].map((record) => canonical(record.ip)),
  )
}

/** The server's answer when a pool has no address left. */
export const noExternalIpAddresses = () =>
  insufficientCapacity('No external IP addresses available')

/** The first free address of the pool's ranges; the server's 507 when there is none. */
export function nextFreeAddress(db: MockDb, poolId: string): string {
  const inUse = externalAddressesInUse(db)
  for (const { range } of db.ipPoolRanges.where((row) => row.ip_pool_id === poolId)) {
    const version = versionOf(range.first)
    const [first, last] = [addressToNumber(range.first), addressToNumber(range.last)]
    if (first === undefined || last === undefined) continue
    // at most one step more than the addresses in use before a free one (or the range's end)
    for (let value = first; value <= last; value++) {
      const address = numberToAddress(value, version)
      if (!inUse.has(address)) return address
    }
  }
  throw noExternalIpAddresses()
}

/** The pools linked to a silo, each with whether it is that silo's default. */
export function siloIpPools(db: MockDb, siloId: string): Schemas['SiloIpPool'][] {
  return db.ipPoolSiloLinks
    .where((link) => link.silo_id === siloId)
    .flatMap((link) => {
      const pool = db.ipPools.find(link.ip_pool_id)
      if (!pool) return []
      const { assignment: _assignment, ...view } = pool
      return [{ ...view, is_default: link.is_default }]
    })
}

/**
 * The silo a project belongs to (records.ts `insertProject` notes it). Every seeded project is
 * the default silo's; the first silo stands in for a project the map does not know.
 */
export function projectSiloId(db: MockDb, projectId: string): string {
  return db.projectSilos.get(projectId) ?? db.silos.all()[0]?.id ?? ''
}

/** The silo's default unicast pools (at most one per IP version, SiloIpPool.is_default). */
export const defaultUnicastPools = (db: MockDb, siloId: string) =>
  siloIpPools(db, siloId).filter((pool) => pool.is_default && pool.pool_type === 'unicast')
