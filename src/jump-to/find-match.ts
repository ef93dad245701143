/**
 * Find anything in the Jump to palette: what the user typed read as an ID (a UUID), an IP address
 * (IPv4, IPv6 full or compressed), a MAC address (colon, dash, dotted or bare hex, any case) or a
 * name, and the silo's resources it finds. Pure: the palette (find-index.ts) gives it the entries
 * the crawl has gathered.
 */
import { inProject, type JumpTarget } from './jump-targets'

/** An entry of the index: one resource, where it goes, and the addresses it can be found by. */
export interface FindEntry {
  /** Its kind as results show it ('Instance', 'Disk'). */
  kind: string
  id: string
  name: string
  project: string
  href: string
  /** IP addresses it holds: an instance's interfaces' and external IPs, a floating IP's own. */
  addresses: readonly string[]
  /** Its interfaces' MAC addresses. */
  macs: readonly string[]
}

export type FindQuery =
  | { kind: 'id'; id: string }
  | { kind: 'ip'; ip: string }
  /** Bare hex is both a MAC and a name ('decafbad0042' is a valid Name): `text` keeps the name. */
  | { kind: 'mac'; mac: string; text: string }
  | { kind: 'name'; text: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An IPv4 address's canonical form (no leading zeros), or undefined when `text` is not one. */
function canonicalIpv4(text: string): string | undefined {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined
  const octets = parts.map(Number)
  return octets.every((octet) => octet <= 255) ? octets.join('.') : undefined
}

/**
 * An IPv6 address's canonical form for comparing (eight groups of four lowercase hex digits,
 * RFC 4291 §2.2's three notations read: full, `::` compressed, an IPv4 tail), or undefined.
 */
function canonicalIpv6(text: string): string | undefined {
  if (!text.includes(':')) return undefined
  let body = text.toLowerCase()
  const ipv4Tail = body.match(/:(\d+\.\d+\.\d+\.\d+)$/)
  if (ipv4Tail) {
    const ipv4 = canonicalIpv4(ipv4Tail[1])
    if (!ipv4) return undefined
    const [a, b, c, d] = ipv4.split('.').map(Number)
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
    body = `${body.slice(0, -ipv4Tail[1].length)}${hex(a, b)}:${hex(c, d)}`
  }
  const halves = body.split('::')
  if (halves.length > 2) return undefined
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groupsOf(halves[0])
  const tail = halves.length === 2 ? groupsOf(halves[1]) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => group.padStart(4, '0')).join(':')
}

/** An address's canonical form, IPv4 or IPv6, to compare what was typed with what is held. */
export const canonicalIp = (text: string) => canonicalIpv4(text) ?? canonicalIpv6(text)

/**
 * A MAC address's canonical form (six lowercase colon-separated pairs), from any of its common
 * notations: `a8:40:25:f0:00:01`, `A8-40-25-F0-00-01`, `a840.25f0.0001`, `a84025f00001`.
 */
export function canonicalMac(text: string): string | undefined {
  const notations = [
    /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/i,
    /^[0-9a-f]{2}(-[0-9a-f]{2}){5}$/i,
    /^[0-9a-f]{4}(\.[0-9a-f]{4}){2}$/i,
    /^[0-9a-f]{12}$/i,
  ]
  if (!notations.some((notation) => notation.test(text))) return undefined
  const hex = text.replace(/[:.-]/g, '').toLowerCase()
  return hex.match(/../g)?.join(':')
}

/** What the user typed, read as the most specific thing it can be. */
export function classifyQuery(typed: string): FindQuery {
  const text = typed.trim()
  if (UUID.test(text)) return { kind: 'id', id: text.toLowerCase() }
  // a MAC before an IPv6 address: six colon-separated pairs are no IPv6 address, and bare hex
  // is no address at all
  const mac = canonicalMac(text)
  if (mac) return { kind: 'mac', mac, text }
  const ip = canonicalIp(text)
  if (ip) return { kind: 'ip', ip }
  return { kind: 'name', text }
}

/** The result of an entry: its name, and its kind and project (and what matched, when not the name). */
const targetOf = (entry: FindEntry, matched?: string): JumpTarget => ({
  label: entry.name,
  detail: [inProject(entry.kind, entry.project), matched].filter(Boolean).join(' · '),
  href: entry.href,
})

/**
 * What `typed` finds among `entries`: `held`, the resources with that ID, holding that address
 * or with an interface of that MAC; and `named`, every entry as a target by its name, for the
 * palette to rank with its other resources (jump-targets.ts `jumpGroups`) when `typed` can be a
 * name (bare hex is a MAC and a name).
 */
export function findTargets(
  typed: string,
  entries: readonly FindEntry[],
): { held: JumpTarget[]; named: JumpTarget[] } {
  const query = classifyQuery(typed)
  const named = () => entries.map((entry) => targetOf(entry))
  /** The entries holding `wanted` among what `held` picks, compared in `canonical` form. */
  const holding = (
    what: string,
    held: (entry: FindEntry) => readonly string[],
    canonical: (text: string) => string | undefined,
    wanted: string,
  ) =>
    entries.flatMap((entry) => {
      const value = held(entry).find((text) => canonical(text) === wanted)
      return value ? [targetOf(entry, `${what} ${value}`)] : []
    })
  const lower = (text: string) => text.toLowerCase()
  switch (query.kind) {
    case 'id':
      return { held: holding('ID', (entry) => [entry.id], lower, query.id), named: [] }
    case 'ip':
      return { held: holding('IP', (entry) => entry.addresses, canonicalIp, query.ip), named: [] }
    case 'mac':
      return {
        held: holding('MAC', (entry) => entry.macs, canonicalMac, query.mac),
        named: named(),
      }
    case 'name':
      return { held: [], named: query.text === '' ? [] : named() }
  }
}
