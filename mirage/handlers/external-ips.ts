/**
 * What instances and floating IPs share about an instance's external IPs: the list, the state
 * rule for moving them and the checks on a floating IP an instance create attaches. Its own
 * module so that instances.ts and floating-ips.ts each import it rather than each other.
 */
import { instanceRules } from '~/machines/instance-rules'
import type { MockDb, Schemas } from '../db'
import { invalidRequest } from '../errors'
import { lookupFloatingIpOfProject } from '../lookup'

type Instance = Schemas['Instance']

/** Nexus's MAX_EXTERNAL_IPS_PER_INSTANCE: ephemeral and floating IPs together. */
export const MAX_EXTERNAL_IPS_PER_INSTANCE = 32

export function externalIpList(db: MockDb, instance: Instance): Schemas['ExternalIp'][] {
  const ephemeral = db.ephemeralIps
    .where((ip) => ip.instance_id === instance.id)
    .map((ip) => ({ kind: 'ephemeral' as const, ip: ip.ip, ip_pool_id: ip.ip_pool_id }))
  const floating = db.floatingIps
    .where((ip) => ip.instance_id === instance.id)
    .map((ip) => ({ kind: 'floating' as const, ...ip }))
  return [...ephemeral, ...floating]
}

/**
 * An instance's ephemeral IPs with the IP version of the pool each came from: an instance holds
 * at most one per version (the detach endpoint's `ip_version` tells them apart).
 */
export function ephemeralIpsOf(db: MockDb, instance: Instance) {
  return db.ephemeralIps
    .where((ip) => ip.instance_id === instance.id)
    .map((ip) => ({
      ...ip,
      version: db.ipPools.find(ip.ip_pool_id)?.ip_version ?? (ip.ip.includes(':') ? 'v6' : 'v4'),
    }))
}

export const ONE_EPHEMERAL_IP_PER_VERSION =
  'an instance may have at most one ephemeral IP of each IP version'

/**
 * Like Nexus, external IPs move only while the instance's run state allows it: the rule table's
 * `attachExternalIp` and `detachExternalIp` rows (instance-rules.ts), the ones the console's
 * pickers and buttons read, so a stale screen's request gets this refusal.
 */
export function requireSteadyForExternalIp(instance: Instance, verb: 'attach' | 'detach') {
  const action = verb === 'attach' ? 'attachExternalIp' : 'detachExternalIp'
  if (instanceRules.can(action, instance.run_state)) return
  throw invalidRequest(
    `cannot ${verb} an external IP while the instance is ${instance.run_state}; it must be ${instanceRules.rules[action].states.join(' or ')}`,
  )
}

/** The floating IP for an instance create, checked before anything is written. */
export function floatingIpToAttach(db: MockDb, projectId: string, key: string) {
  const floatingIp = lookupFloatingIpOfProject(db, projectId, key)
  if (floatingIp.instance_id) {
    throw invalidRequest(`floating IP ${floatingIp.name} is already attached to an instance`)
  }
  return floatingIp
}
