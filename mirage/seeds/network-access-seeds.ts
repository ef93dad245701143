/**
 * The rack's network access as an operator would have set it up: the user-facing services'
 * allow list restricted to the operators' own networks (a VPN range, the bastion hosts' subnet
 * and an IPv6 office prefix from the documentation range, RFC 3849), set when the rack was set
 * up and changed since, and inbound ICMP taken, so the services can discover the path MTU.
 */
import type { MockDb } from '../db'
import type { SeededContext } from '../factories'

export const NETWORK_ACCESS_SEED = {
  allowList: ['10.100.0.0/16', '172.20.8.0/24', '2001:db8:8a00::/40'],
  inboundIcmp: true,
} as const

export function seedNetworkAccess(db: MockDb, context: SeededContext) {
  // the first record of a seeded context is its oldest
  const created = context.now()
  db.allowList = {
    allowed_ips: { allow: 'list', ips: [...NETWORK_ACCESS_SEED.allowList] },
    time_created: created,
    time_modified: context.at(3 * 24 * 60 * 60_000).now(),
  }
  db.inboundIcmp = { enabled: NETWORK_ACCESS_SEED.inboundIcmp }
}
