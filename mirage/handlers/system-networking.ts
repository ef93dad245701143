/**
 * The rack's network access (`/v1/system/networking/allow-list` and `/inbound-icmp`): one
 * setting each, replaced whole by its PUT. The allow list's body is read as the contract's
 * AllowedSourceIps says, `{ allow: 'any' }` or `{ allow: 'list', ips: IpNet[] }`, each entry
 * refused unless the Ipv4Net or Ipv6Net pattern takes it, as the server's parser does; the
 * update answers the list with its new `time_modified`. Inbound ICMP is a required boolean,
 * answered 204.
 */
import type { Schemas } from '../db'
import { badBody, internalError } from '../errors'
import type { HandlerMap } from '../operation'
import { FAILING_ALLOW_LIST_ENTRY } from '../sentinels'
import { parseNet } from '../subnet-pools'
import { requireBody } from '../validate'

type AllowedSourceIps = Schemas['AllowedSourceIps']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** AllowListUpdate's `allowed_ips`, refused in the words of the server's JSON parser. */
function allowedIpsField(body: unknown): AllowedSourceIps {
  const value = requireBody(body).allowed_ips
  if (value === undefined) throw badBody('missing field `allowed_ips`')
  if (!isRecord(value)) throw badBody('allowed_ips: invalid type: expected an object')
  if (value.allow === 'any') return { allow: 'any' }
  if (value.allow !== 'list') {
    throw badBody(
      `allowed_ips: unknown variant \`${String(value.allow)}\`, expected \`any\` or \`list\``,
    )
  }
  if (value.ips === undefined) throw badBody('allowed_ips: missing field `ips`')
  if (!Array.isArray(value.ips)) throw badBody('allowed_ips.ips: invalid type: expected a sequence')
  const ips = value.ips.map((entry: unknown, index) => {
    if (typeof entry !== 'string' || !parseNet(entry)) {
      throw badBody(`allowed_ips.ips[${index}]: invalid IP network syntax`)
    }
    return entry
  })
  return { allow: 'list', ips }
}

function enabledField(body: unknown): boolean {
  const value = requireBody(body).enabled
  if (value === undefined) throw badBody('missing field `enabled`')
  if (typeof value !== 'boolean') throw badBody('enabled: invalid type: expected a boolean')
  return value
}

export const systemNetworkingHandlers = {
  networking_allow_list_view: ({ db }) => db.allowList,

  networking_allow_list_update: ({ db, body }) => {
    const allowed_ips = allowedIpsField(body)
    if (allowed_ips.allow === 'list' && allowed_ips.ips.includes(FAILING_ALLOW_LIST_ENTRY)) {
      throw internalError()
    }
    db.allowList = {
      ...db.allowList,
      allowed_ips,
      time_modified: new Date(db.timing.now()).toISOString(),
    }
    return db.allowList
  },

  networking_inbound_icmp_view: ({ db }) => db.inboundIcmp,

  networking_inbound_icmp_update: ({ db, body }) => {
    db.inboundIcmp = { enabled: enabledField(body) }
  },
} satisfies HandlerMap
