/**
 * A project's external subnets: allocated from a subnet pool the project's silo is linked to
 * (contract ExternalSubnetAllocator: `auto` takes the first free subnet of a prefix length from
 * the pool its PoolSelector picks; `explicit` reserves the subnet given, its pool the one whose
 * member holds it), listed, looked up, renamed, attached to and detached from an instance of the
 * project, and deleted once detached. The server's rules: names unique in the project; a subnet
 * lies inside one member and within its prefix-length bounds and overlaps no allocated subnet; a
 * pool with no room left is out of capacity (507), as an IP pool is; a subnet attaches to one
 * instance at a time, only while the instance's run state allows it (machines/external-subnet-rules.ts,
 * the table the console reads too), and is deleted only once detached.
 */
import { instanceSubnetRules } from '~/machines/external-subnet-rules'
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, insufficientCapacity, invalidRequest } from '../errors'
import { externalSubnetFactory, liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { projectSiloId } from '../ip-allocation'
import { lookupExternalSubnet, lookupInstance, lookupProject, lookupSubnetPool } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateInProject } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import {
  allocatedNets,
  hasHostBits,
  MAX_PREFIX_LENGTH,
  memberNet,
  membersOf,
  type Net,
  netsOverlap,
  netText,
  networkOf,
  nextFreeSubnet,
  parseNet,
  siloSubnetPools,
} from '../subnet-pools'
import { requireBody, stringField } from '../validate'
import { instanceToAttach, instanceToDetach } from './instance-attachables'
import { selectPool } from './ip-pools'

type ExternalSubnet = Schemas['ExternalSubnet']
type SubnetPoolMember = Schemas['SubnetPoolMember']

/** A subnet pool with no free subnet of the length asked, worded like an exhausted IP pool. */
export const noExternalSubnets = (prefixLength: number) =>
  insufficientCapacity(`No external subnets of prefix length ${prefixLength} available`)

/** The server refuses to delete an external subnet an instance still holds. */
export const DELETE_ATTACHED_MESSAGE =
  'External subnet cannot be deleted while attached to an instance'

const subnetNamed = (db: MockDb, projectId: string, name: string) =>
  db.externalSubnets.findBy((row) => row.project_id === projectId && row.name === name)

/** The auto allocator's `prefix_length`, the contract's uint8, as the body is parsed. */
function prefixLengthField(allocator: Record<string, unknown>) {
  const value = allocator.prefix_length
  if (value === undefined || value === null) {
    throw badBody('allocator: missing field `prefix_length`')
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255) {
    throw badBody(`allocator.prefix_length: invalid value: ${JSON.stringify(value)}, expected u8`)
  }
  return value
}

/** The silo's pool member holding `net`, with its pool; members never overlap, so one at most. */
function memberHolding(db: MockDb, siloId: string, net: Net) {
  for (const pool of siloSubnetPools(db, siloId)) {
    const member = membersOf(db, pool.id).find((row) => {
      const within = memberNet(row)
      return (
        within.version === net.version &&
        within.width <= net.width &&
        networkOf({ ...net, width: within.width }) === networkOf(within)
      )
    })
    if (member) return member
  }
  return undefined
}

/** The subnet the explicit allocator names: in a member of the silo's pools, and free. */
function reserveSubnet(db: MockDb, siloId: string, text: string) {
  const net = parseNet(text)
  // a subnet that does not parse fails deserialization, before the handler runs
  if (!net) throw badBody('allocator.subnet: invalid IP network syntax')
  const subnet = netText(net)
  if (hasHostBits(net)) {
    throw invalidRequest(`The subnet has host bits set: did you mean ${subnet}?`)
  }
  const member = memberHolding(db, siloId, net)
  if (!member) {
    throw invalidRequest(`The subnet ${subnet} is not in any subnet pool available to this silo`)
  }
  if (net.width < member.min_prefix_length || net.width > member.max_prefix_length) {
    throw invalidRequest(
      `The subnet ${subnet} must have a prefix length from ${member.min_prefix_length} to ${member.max_prefix_length} in its pool`,
    )
  }
  const clash = allocatedNets(db).find((allocated) => netsOverlap(allocated.net, net))
  if (clash) {
    throw invalidRequest(
      `The subnet ${subnet} overlaps with ${clash.row.subnet}, an allocated external subnet`,
    )
  }
  return { member, subnet }
}

/** Where the new subnet comes from (contract ExternalSubnetAllocator). */
function allocate(
  db: MockDb,
  siloId: string,
  allocator: unknown,
): { member: SubnetPoolMember; subnet: string } {
  if (typeof allocator !== 'object' || allocator === null || Array.isArray(allocator)) {
    throw badBody(
      allocator === undefined
        ? 'missing field `allocator`'
        : 'allocator: invalid type: expected an object',
    )
  }
  const given = allocator as Record<string, unknown>
  if (given.type === 'explicit') return reserveSubnet(db, siloId, stringField(given, 'subnet'))
  if (given.type !== 'auto') {
    throw badBody(
      `allocator: unknown variant \`${String(given.type)}\`, expected \`explicit\` or \`auto\``,
    )
  }
  const prefixLength = prefixLengthField(given)
  const pool = selectPool(
    {
      lookup: (key) => lookupSubnetPool(db, siloId, key),
      defaults: () => siloSubnetPools(db, siloId).filter((row) => row.is_default),
      defaultNoun: (version) =>
        version ? `${version === 'v4' ? 'IPv4' : 'IPv6'} subnet pool` : 'subnet pool',
    },
    given.pool_selector,
    'allocator.pool_selector',
  )
  const widest = MAX_PREFIX_LENGTH[pool.ip_version]
  if (prefixLength > widest) {
    throw invalidRequest(
      `prefix_length must be at most ${widest} for an ${pool.ip_version === 'v4' ? 'IPv4' : 'IPv6'} subnet pool`,
    )
  }
  const free = nextFreeSubnet(db, pool.id, prefixLength)
  if (!free) throw noExternalSubnets(prefixLength)
  return { member: free.member, subnet: netText(free.net) }
}

/** An attach or detach refused while the instance's run state does not allow it. */
function requireMovable(instance: Schemas['Instance'], verb: 'attach' | 'detach') {
  if (instanceSubnetRules.can(verb, instance.run_state)) return
  throw invalidRequest(
    `cannot ${verb} an external subnet while the instance is ${instance.run_state}; it must be ${instanceSubnetRules.rules[verb].states.join(' or ')}`,
  )
}

const lookupFromPath = (
  db: MockDb,
  params: { external_subnet: string },
  query: { project?: string },
): ExternalSubnet => lookupExternalSubnet(db, { ...query, externalSubnet: params.external_subnet })

export const externalSubnetHandlers = {
  external_subnet_list: ({ db, query }) => paginateInProject(db, db.externalSubnets, query),

  external_subnet_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    failOnSentinelName(name)
    if (subnetNamed(db, project.id, name)) throw alreadyExists('external-subnet', name)
    const { member, subnet } = allocate(
      db,
      projectSiloId(db, project.id),
      requireBody(body).allocator,
    )
    return db.externalSubnets.insert(
      externalSubnetFactory(liveContext, {
        project_id: project.id,
        name,
        description,
        subnet,
        subnet_pool_id: member.subnet_pool_id,
        subnet_pool_member_id: member.id,
      }),
    )
  },

  external_subnet_view: ({ db, params, query }) => lookupFromPath(db, params, query),

  external_subnet_update: ({ db, params, query, body }) => {
    const externalSubnet = lookupFromPath(db, params, query)
    const patch = identityPatch(externalSubnet, identityUpdate(body), 'external-subnet', (name) =>
      Boolean(subnetNamed(db, externalSubnet.project_id, name)),
    )
    return db.externalSubnets.update(externalSubnet.id, patch)
  },

  external_subnet_delete: ({ db, params, query }) => {
    const externalSubnet = lookupFromPath(db, params, query)
    if (externalSubnet.instance_id) throw invalidRequest(DELETE_ATTACHED_MESSAGE)
    db.externalSubnets.remove(externalSubnet.id)
  },

  external_subnet_attach: ({ db, params, query, body }) => {
    const externalSubnet = lookupFromPath(db, params, query)
    const instance = instanceToAttach(
      db,
      externalSubnet,
      stringField(body, 'instance'),
      'external subnet',
    )
    // attaching to the instance that already holds it changes nothing
    if (externalSubnet.instance_id === instance.id) return externalSubnet
    requireMovable(instance, 'attach')
    return db.externalSubnets.update(externalSubnet.id, { instance_id: instance.id })
  },

  external_subnet_detach: ({ db, params, query }) => {
    const externalSubnet = lookupFromPath(db, params, query)
    requireMovable(instanceToDetach(db, externalSubnet, 'External subnet'), 'detach')
    return db.externalSubnets.update(externalSubnet.id, { instance_id: null })
  },

  // the contract pages nothing here: every subnet the instance holds, in one list
  instance_external_subnet_list: ({ db, params, query }) => {
    const instance = lookupInstance(db, { ...query, instance: params.instance })
    return {
      items: db.externalSubnets
        .where((row) => row.instance_id === instance.id)
        .sort((a, b) => a.name.localeCompare(b.name)),
      next_page: null,
    }
  },
} satisfies HandlerMap
