/**
 * The user-facing services' source allow list (the contract's AllowList, AllowedSourceIps) as the
 * console reads and checks it: either any source, or a list of IpNet ("an IPv4 subnet, including
 * prefix and prefix length"; the same for IPv6). An entry is typed as an address or a network and
 * checked with SPEC §5's address and CIDR rules; an address alone stands for itself (/32 or /128,
 * since IpNet always carries a prefix length); a /0 is every address of its version, which is what
 * Any source says plainly; and no network twice ('Items must be unique', SPEC §5), however it is
 * written.
 */
import { parseAddress } from '@/util/ip-ranges'
import { ipVersion, messages, parseCidr, requiredMessage } from '@/util/validation'
import type { AllowedSourceIps, IpNet } from '~/store/api'

/** The entry field's label, also the subject of its required message. */
export const ENTRY_LABEL = 'IP address or network'

export const allowListMessages = {
  /** A /0 entry is the whole address space of its version. */
  wholeSpace: 'Width must be at least 1: to allow every source, choose Any source',
  /** "Only these sources" with none would shut every client out. */
  emptyList: 'Add at least one IP address or network, or choose Any source',
  /** An entry typed but never added would silently be lost on save. */
  unadded: 'Add this entry with Add entry, or clear it',
} as const

/** Width of a lone address: the address itself (IpNet has no form without a prefix length). */
const HOST_WIDTH = { 4: 32, 6: 128 } as const

/** The typed entry as the contract's IpNet, or the message saying why it is not one. */
export function entryToIpNet(
  text: string,
): { ok: true; net: IpNet } | { ok: false; message: string } {
  const entry = text.trim()
  if (!entry) return { ok: false, message: requiredMessage(ENTRY_LABEL) }
  if (!entry.includes('/')) {
    const version = ipVersion(entry)
    return version
      ? { ok: true, net: `${entry}/${HOST_WIDTH[version]}` }
      : { ok: false, message: messages.ip }
  }
  const cidr = parseCidr(entry)
  if (!cidr.ok) return cidr
  if (cidr.value.width === 0) return { ok: false, message: allowListMessages.wholeSpace }
  return { ok: true, net: `${cidr.value.address}/${cidr.value.width}` }
}

/**
 * One key per network however it is written: '2001:DB8::/48' and '2001:db8:0::/48' are the same
 * entry, and so are what the console sent and what the server lists back.
 */
export function netKey(net: IpNet): string {
  const [address, width] = net.split('/')
  const parsed = parseAddress(address)
  return parsed ? `${parsed.version}:${parsed.value}/${width}` : net
}

/** Why `text` cannot join `added`; undefined when it can. */
export function entryProblem(text: string, added: readonly IpNet[]): string | undefined {
  const entry = entryToIpNet(text)
  if (!entry.ok) return entry.message
  const key = netKey(entry.net)
  return added.some((net) => netKey(net) === key) ? messages.unique : undefined
}

/** The entries of a list, none for any source. */
export const entriesOf = (ips: AllowedSourceIps): IpNet[] => (ips.allow === 'list' ? ips.ips : [])

/** Whether two settings allow the same sources; the order of a list does not matter. */
export function sameSources(a: AllowedSourceIps, b: AllowedSourceIps): boolean {
  if (a.allow !== b.allow) return false
  const keys = (ips: AllowedSourceIps) => entriesOf(ips).map(netKey).sort().join(' ')
  return keys(a) === keys(b)
}

export const ANY_SOURCE = 'Any source'
