/**
 * VPCs, with the server's rules: unique names in a project
 * (409), an IPv6 prefix that is a unique local /48 (contract VpcCreate.ipv6_prefix), and a VPC
 * that still has subnets (every instance's interface is in one) cannot be deleted.
 */
import { parseIpv6, vpcPrefixProblem } from '~/lib/ipv6-prefix'
import type { MockDb } from '../db'
import { alreadyExists, badBody, invalidRequest } from '../errors'
import { liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { lookupProject, lookupVpc } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateInProject } from '../pagination'
import { insertVpc } from '../records'
import { failOnSentinelName } from '../sentinels'
import { nameField, stringField } from '../validate'

/** Nexus's words for a prefix outside the unique local range (or not a /48). */
export const VPC_PREFIX_MESSAGE =
  'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48`'
export const VPC_HAS_SUBNETS_MESSAGE = 'VPC cannot be deleted while VPC Subnets exist'

const vpcNamed = (db: MockDb, projectId: string, name: string) =>
  db.vpcs.findBy((row) => row.project_id === projectId && row.name === name)

/** The body's `ipv6_prefix`: absent or null leaves the server to pick one. */
function ipv6PrefixField(body: unknown): string | undefined {
  const text = stringField(body, 'ipv6_prefix', false)
  if (text === undefined) return undefined
  const [address, width, ...rest] = text.split('/')
  const groups = parseIpv6(address ?? '')
  // the body does not parse as an Ipv6Net: dropshot's 400 before the handler runs
  if (!groups || rest.length > 0 || !/^[0-9]{1,3}$/.test(width ?? '') || Number(width) > 128) {
    throw badBody(`ipv6_prefix: invalid IPv6 network "${text}"`)
  }
  if (vpcPrefixProblem(groups, Number(width))) throw invalidRequest(VPC_PREFIX_MESSAGE)
  return text
}

/** What goes with a VPC: its rules, routers with their routes, gateways with their attachments. */
function removeVpcChildren(db: MockDb, vpcId: string) {
  for (const rule of db.vpcFirewallRules.where((row) => row.vpc_id === vpcId)) {
    db.vpcFirewallRules.remove(rule.id)
  }
  for (const router of db.vpcRouters.where((row) => row.vpc_id === vpcId)) {
    for (const route of db.vpcRouterRoutes.where((row) => row.vpc_router_id === router.id)) {
      db.vpcRouterRoutes.remove(route.id)
    }
    db.vpcRouters.remove(router.id)
  }
  for (const gateway of db.internetGateways.where((row) => row.vpc_id === vpcId)) {
    for (const pool of db.internetGatewayIpPools.where(
      (row) => row.internet_gateway_id === gateway.id,
    )) {
      db.internetGatewayIpPools.remove(pool.id)
    }
    for (const address of db.internetGatewayIpAddresses.where(
      (row) => row.internet_gateway_id === gateway.id,
    )) {
      db.internetGatewayIpAddresses.remove(address.id)
    }
    db.internetGateways.remove(gateway.id)
  }
}

export const vpcHandlers = {
  vpc_list: ({ db, query }) => paginateInProject(db, db.vpcs, query),

  vpc_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    const dns_name = nameField(body, 'dns_name')
    const ipv6_prefix = ipv6PrefixField(body)
    failOnSentinelName(name)
    if (vpcNamed(db, project.id, name)) throw alreadyExists('vpc', name)
    return insertVpc(db, liveContext, {
      project_id: project.id,
      name,
      description,
      dns_name,
      ...(ipv6_prefix ? { ipv6_prefix } : {}),
    })
  },

  vpc_view: ({ db, params, query }) => lookupVpc(db, { ...query, vpc: params.vpc }),

  vpc_update: ({ db, params, query, body }) => {
    const vpc = lookupVpc(db, { ...query, vpc: params.vpc })
    const update = identityUpdate(body)
    const dns_name = nameField(body, 'dns_name', false)
    const patch = identityPatch(vpc, update, 'vpc', (name) =>
      Boolean(vpcNamed(db, vpc.project_id, name)),
    )
    return db.vpcs.update(vpc.id, dns_name === undefined ? patch : { ...patch, dns_name })
  },

  vpc_delete: ({ db, params, query }) => {
    const vpc = lookupVpc(db, { ...query, vpc: params.vpc })
    // an instance's interface lives in a subnet, so this refuses a VPC with instances too
    if (db.vpcSubnets.findBy((subnet) => subnet.vpc_id === vpc.id)) {
      throw invalidRequest(VPC_HAS_SUBNETS_MESSAGE)
    }
    removeVpcChildren(db, vpc.id)
    db.vpcs.remove(vpc.id)
  },
} satisfies HandlerMap
