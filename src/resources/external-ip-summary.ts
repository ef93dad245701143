/**
 * How an instance's external IPs read in a list's cell: each address with its kind, the
 * addresses others reach the instance at first (floating, then ephemeral), the outbound-only
 * SNAT address last; the first in the cell, the rest behind '+N'.
 */
import type { ExternalIp } from '~/store/api/index'

const kindOrder: Record<ExternalIp['kind'], number> = { floating: 0, ephemeral: 1, snat: 2 }

const kindLabels: Record<ExternalIp['kind'], string> = {
  floating: 'floating',
  ephemeral: 'ephemeral',
  snat: 'SNAT',
}

export const externalIpKindLabel = (ip: ExternalIp) => kindLabels[ip.kind]

/** 'floating' first, then 'ephemeral', then 'SNAT'; the server's order within a kind. */
export const byReachability = (ips: readonly ExternalIp[]) =>
  [...ips].sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind])

/** '192.0.2.5 (SNAT)': an address and its kind, for the '+N' tooltip and its accessible name. */
export const externalIpLabel = (ip: ExternalIp) => `${ip.ip} (${externalIpKindLabel(ip)})`
