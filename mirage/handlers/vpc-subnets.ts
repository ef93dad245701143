/**
 * A VPC's subnets, with the server's rules (contract VpcSubnetCreate): names unique in the VPC
 * (409); an IPv4 block inside one RFC 1918 range; an IPv6 block that is a /64 of the VPC's /48
 * (one picked when absent); neither overlapping another subnet of the VPC; a custom router that is
 * a custom router of the same VPC. A subnet brings its route in the system router (records.ts),
 * which follows its renames and goes with it; one that network interfaces use cannot be deleted.
 */
import { isPrivateIpv4Block } from '~/lib/private-ipv4'
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, invalidRequest } from '../errors'
import { ipv6Subnet64, liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { addressToNumber } from '../ip-allocation'
import { lookupRouterForSubnet, lookupVpc, lookupVpcSubnet } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateChildren } from '../pagination'
import { insertVpcSubnet, subnetRoute } from '../records'
import { requireBody, stringField } from '../validate'

// Nexus's words for the rules it enforces on subnets
export const SUBNET_IPV4_PRIVATE_MESSAGE =
  'VPC Subnet IPv4 address ranges must be from a private range'
export const SUBNET_IPV4_WIDTH_MESSAGE =
  'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive'
export const subnetIpv6Message = (block: string, prefix: string) =>
  `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix '${prefix}'`
export const subnetOverlapMessage = (block: string) =>
  `IP address range '${block}' conflicts with an existing subnet`
export const SUBNET_HAS_INTERFACES_MESSAGE =
  'VPC Subnet cannot be deleted while network interfaces in the subnet exist'
export const SYSTEM_ROUTER_ATTACH_MESSAGE = 'cannot attach a system router to a VPC subnet'
export const ROUTER_OTHER_VPC_MESSAGE = 'router and subnet must belong to the same VPC'

/** An address range as numbers, first and last inclusive, with its IP version. */
export interface NetRange {
  version: 4 | 6
  first: bigint
  last: bigint
  width: number
}

/** An IPv4 or IPv6 address as a number and its version; undefined when it does not parse. */
export function parseAddress(text: string): { version: 4 | 6; value: bigint } | undefined {
  const version = text.includes(':') ? 6 : 4
  const value = addressToNumber(text)
  return value === undefined ? undefined : { version, value }
}

/** 'a.b.c.d/w' or 'x::/w' as the range it covers; undefined when it is not an IpNet. */
export function parseNet(text: string): NetRange | undefined {
  const [address, widthText, ...rest] = text.split('/')
  const parsed = parseAddress(address ?? '')
  if (!parsed || rest.length > 0 || !/^[0-9]{1,3}$/.test(widthText ?? '')) return undefined
  const width = Number(widthText)
  const bits = parsed.version === 4 ? 32 : 128
  if (width > bits) return undefined
  const hostBits = BigInt(bits - width)
  const first = (parsed.value >> hostBits) << hostBits
  return { version: parsed.version, first, last: first + (1n << hostBits) - 1n, width }
}

const overlaps = (a: NetRange, b: NetRange) =>
  a.version === b.version && a.first <= b.last && b.first <= a.last

const contains = (outer: NetRange, inner: NetRange) =>
  outer.version === inner.version && outer.first <= inner.first && inner.last <= outer.last

/** Nexus's limits on an IPv4 subnet's prefix length. */
const MIN_V4_WIDTH = 8
const MAX_V4_WIDTH = 26

/** A body field that must be an IpNet of one version: dropshot's 400 when it does not parse. */
function netField(body: unknown, field: string, version: 4 | 6, required: boolean) {
  const text = required ? stringField(body, field) : stringField(body, field, false)
  if (text === undefined) return undefined
  const range = parseNet(text)
  if (!range || range.version !== version) {
    throw badBody(`${field}: invalid IPv${version} network "${text}"`)
  }
  return { text, range }
}

/** The other subnets of the VPC whose block of that version overlaps `range`. */
function overlapsAnother(db: MockDb, vpcId: string, range: NetRange, except?: string) {
  return db.vpcSubnets
    .where((subnet) => subnet.vpc_id === vpcId && subnet.id !== except)
    .some((subnet) => {
      const other = parseNet(range.version === 4 ? subnet.ipv4_block : subnet.ipv6_block)
      return other !== undefined && overlaps(range, other)
    })
}

/** The IPv4 block as Nexus checks it: private, a sensible width, no overlap. */
function checkIpv4Block(db: MockDb, vpcId: string, text: string, range: NetRange) {
  // the same ranges the console's form holds to before sending (lib/private-ipv4.ts)
  if (!isPrivateIpv4Block(range.first, range.width)) {
    throw invalidRequest(SUBNET_IPV4_PRIVATE_MESSAGE)
  }
  if (range.width < MIN_V4_WIDTH || range.width > MAX_V4_WIDTH) {
    throw invalidRequest(SUBNET_IPV4_WIDTH_MESSAGE)
  }
  if (overlapsAnother(db, vpcId, range)) throw invalidRequest(subnetOverlapMessage(text))
}

/** The IPv6 block: a given one must be a /64 of the VPC's /48; an absent one is picked. */
function ipv6Block(db: MockDb, vpc: Schemas['Vpc'], body: unknown): string {
  const given = netField(body, 'ipv6_block', 6, false)
  if (!given) {
    // a random /64 of the /48, like Nexus, skipping any another subnet already holds
    for (;;) {
      const block = ipv6Subnet64(vpc.ipv6_prefix, liveContext.ids)
      const range = parseNet(block) as NetRange
      if (!overlapsAnother(db, vpc.id, range)) return block
    }
  }
  const prefix = parseNet(vpc.ipv6_prefix)
  if (!prefix || given.range.width !== 64 || !contains(prefix, given.range)) {
    throw invalidRequest(subnetIpv6Message(given.text, vpc.ipv6_prefix))
  }
  if (overlapsAnother(db, vpc.id, given.range)) {
    throw invalidRequest(subnetOverlapMessage(given.text))
  }
  return given.text
}

/**
 * The body's `custom_router` (name or id) as a router id: a custom router of the subnet's VPC.
 * Absent or null: no custom router (Nexus's update detaches then, as the field is an Option).
 */
function customRouterId(db: MockDb, vpc: Schemas['Vpc'], body: unknown): string | null {
  const selector = stringField(body, 'custom_router', false)
  if (selector === undefined) return null
  const router = lookupRouterForSubnet(db, vpc, selector)
  if (router.vpc_id !== vpc.id) throw invalidRequest(ROUTER_OTHER_VPC_MESSAGE)
  if (router.kind !== 'custom') throw invalidRequest(SYSTEM_ROUTER_ATTACH_MESSAGE)
  return router.id
}

const subnetNamed = (db: MockDb, vpcId: string, name: string) =>
  db.vpcSubnets.findBy((row) => row.vpc_id === vpcId && row.name === name)

export const vpcSubnetHandlers = {
  vpc_subnet_list: ({ db, query }) =>
    paginateChildren(db.vpcSubnets, 'vpc_id', lookupVpc(db, query).id, query),

  vpc_subnet_create: ({ db, query, body }) => {
    const vpc = lookupVpc(db, query)
    const { name, description } = identityCreate(body)
    const ipv4 = netField(body, 'ipv4_block', 4, true)
    if (!ipv4) throw badBody('missing field `ipv4_block`')
    if (subnetNamed(db, vpc.id, name)) throw alreadyExists('vpc-subnet', name)
    checkIpv4Block(db, vpc.id, ipv4.text, ipv4.range)
    const ipv6_block = ipv6Block(db, vpc, body)
    const custom_router_id = customRouterId(db, vpc, body)
    return insertVpcSubnet(db, liveContext, {
      vpc_id: vpc.id,
      name,
      description,
      ipv4_block: ipv4.text,
      ipv6_block,
      custom_router_id,
    })
  },

  vpc_subnet_view: ({ db, params, query }) =>
    lookupVpcSubnet(db, { ...query, subnet: params.subnet }),

  vpc_subnet_update: ({ db, params, query, body }) => {
    const subnet = lookupVpcSubnet(db, { ...query, subnet: params.subnet })
    requireBody(body)
    const vpc = db.vpcs.find(subnet.vpc_id) as Schemas['Vpc']
    const update = identityUpdate(body)
    const patch = identityPatch(subnet, update, 'vpc-subnet', (name) =>
      Boolean(subnetNamed(db, vpc.id, name)),
    )
    const { name } = update
    const custom_router_id = customRouterId(db, vpc, body)
    const route = subnetRoute(db, subnet)
    if (route && name !== undefined && name !== subnet.name) {
      // the system route is named for the subnet and points at it by name
      db.vpcRouterRoutes.update(route.id, {
        name,
        description: `VPC Subnet route for '${name}'`,
        destination: { type: 'subnet', value: name },
        target: { type: 'subnet', value: name },
        time_modified: liveContext.now(),
      })
    }
    return db.vpcSubnets.update(subnet.id, { ...patch, custom_router_id })
  },

  vpc_subnet_delete: ({ db, params, query }) => {
    const subnet = lookupVpcSubnet(db, { ...query, subnet: params.subnet })
    if (db.networkInterfaces.findBy((nic) => nic.subnet_id === subnet.id)) {
      throw invalidRequest(SUBNET_HAS_INTERFACES_MESSAGE)
    }
    const route = subnetRoute(db, subnet)
    if (route) db.vpcRouterRoutes.remove(route.id)
    db.vpcSubnets.remove(subnet.id)
  },
} satisfies HandlerMap
