/**
 * A project's floating IPs: created (from a pool, or a chosen address), listed, looked up,
 * renamed, attached to and detached from instances, and deleted once detached. Instance create
 * attaches them through `floatingIpToAttach` (external-ips.ts), with the server's checks.
 */
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, invalidRequest } from '../errors'
import { floatingIpFactory, liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import {
  addressToNumber,
  externalAddressesInUse,
  nextFreeAddress,
  numberToAddress,
  projectSiloId,
  siloIpPools,
} from '../ip-allocation'
import { lookupFloatingIp, lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateInProject } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { requireBody, stringField } from '../validate'
import {
  externalIpList,
  MAX_EXTERNAL_IPS_PER_INSTANCE,
  requireSteadyForExternalIp,
} from './external-ips'
import { instanceToAttach, instanceToDetach } from './instance-attachables'
import { resolvePoolSelector } from './ip-pools'

type SiloIpPool = Schemas['SiloIpPool']

/** Nexus's words when an explicit address is taken (or lies in no pool of the silo). */
export const ADDRESS_NOT_AVAILABLE = 'Requested external IP address not available'
/** Nexus refuses to delete a floating IP that an instance still holds. */
export const DELETE_ATTACHED_MESSAGE = 'Floating IP cannot be deleted while attached to an instance'

const floatingIpNamed = (db: MockDb, projectId: string, name: string) =>
  db.floatingIps.findBy((row) => row.project_id === projectId && row.name === name)

/**
 * The silo's pool whose ranges hold `value` (ranges never overlap, so at most one pool holds it;
 * a pool not linked to the silo cannot give the silo its address).
 */
function poolHolding(
  db: MockDb,
  siloId: string,
  value: bigint,
  version: 'v4' | 'v6',
): SiloIpPool | undefined {
  const range = db.ipPoolRanges.findBy((row) => {
    if (row.range.first.includes(':') !== (version === 'v6')) return false
    const [first, last] = [addressToNumber(row.range.first), addressToNumber(row.range.last)]
    return first !== undefined && last !== undefined && first <= value && value <= last
  })
  return range ? siloIpPools(db, siloId).find((pool) => pool.id === range.ip_pool_id) : undefined
}

/**
 * Where the new floating IP's address comes from (contract AddressAllocator): `explicit` reserves
 * the address given, its pool inferred from the ranges; `auto` (the default) takes the next free
 * address of the pool its PoolSelector picks (ip-pools.ts), a 507 when that pool is exhausted.
 */
function allocateAddress(
  db: MockDb,
  siloId: string,
  allocator: unknown,
): { ip: string; pool: SiloIpPool } {
  const given = (allocator ?? { type: 'auto' }) as Record<string, unknown>
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw badBody('address_allocator: invalid type: expected an object')
  }
  if (given.type === 'auto') {
    const pool = resolvePoolSelector(
      db,
      siloId,
      given.pool_selector,
      'address_allocator.pool_selector',
    )
    return { ip: nextFreeAddress(db, pool.id), pool }
  }
  if (given.type !== 'explicit') {
    throw badBody(
      `address_allocator: unknown variant \`${String(given.type)}\`, expected \`explicit\` or \`auto\``,
    )
  }
  const text = stringField(given, 'ip')
  const version = text.includes(':') ? 'v6' : 'v4'
  const value = addressToNumber(text)
  // an address that does not parse fails deserialization, before the handler runs
  if (value === undefined) throw badBody('address_allocator.ip: invalid IP address syntax')
  const ip = numberToAddress(value, version)
  const pool = poolHolding(db, siloId, value, version)
  if (!pool || externalAddressesInUse(db).has(ip)) throw invalidRequest(ADDRESS_NOT_AVAILABLE)
  return { ip, pool }
}

export const floatingIpHandlers = {
  floating_ip_list: ({ db, query }) => paginateInProject(db, db.floatingIps, query),

  floating_ip_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    failOnSentinelName(name)
    if (floatingIpNamed(db, project.id, name)) throw alreadyExists('floating-ip', name)
    const { ip, pool } = allocateAddress(
      db,
      projectSiloId(db, project.id),
      requireBody(body).address_allocator,
    )
    return db.floatingIps.insert(
      floatingIpFactory(liveContext, {
        project_id: project.id,
        name,
        description,
        ip,
        ip_pool_id: pool.id,
      }),
    )
  },

  floating_ip_view: ({ db, params, query }) =>
    lookupFloatingIp(db, { ...query, floatingIp: params.floating_ip }),

  floating_ip_update: ({ db, params, query, body }) => {
    const floatingIp = lookupFloatingIp(db, { ...query, floatingIp: params.floating_ip })
    const patch = identityPatch(floatingIp, identityUpdate(body), 'floating-ip', (name) =>
      Boolean(floatingIpNamed(db, floatingIp.project_id, name)),
    )
    return db.floatingIps.update(floatingIp.id, patch)
  },

  floating_ip_delete: ({ db, params, query }) => {
    const floatingIp = lookupFloatingIp(db, { ...query, floatingIp: params.floating_ip })
    if (floatingIp.instance_id) throw invalidRequest(DELETE_ATTACHED_MESSAGE)
    db.floatingIps.remove(floatingIp.id)
  },

  floating_ip_attach: ({ db, params, query, body }) => {
    const floatingIp = lookupFloatingIp(db, { ...query, floatingIp: params.floating_ip })
    const kind = stringField(body, 'kind')
    if (kind !== 'instance') {
      throw badBody(`kind: unknown variant \`${kind}\`, expected \`instance\``)
    }
    const instance = instanceToAttach(db, floatingIp, stringField(body, 'parent'), 'floating IP')
    // attaching to the instance it is already attached to is a no-op in Nexus
    if (floatingIp.instance_id === instance.id) return floatingIp
    requireSteadyForExternalIp(instance, 'attach')
    if (externalIpList(db, instance).length >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
      throw invalidRequest(
        `an instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
      )
    }
    return db.floatingIps.update(floatingIp.id, { instance_id: instance.id })
  },

  floating_ip_detach: ({ db, params, query }) => {
    const floatingIp = lookupFloatingIp(db, { ...query, floatingIp: params.floating_ip })
    requireSteadyForExternalIp(instanceToDetach(db, floatingIp, 'Floating IP'), 'detach')
    return db.floatingIps.update(floatingIp.id, { instance_id: null })
  },
} satisfies HandlerMap
