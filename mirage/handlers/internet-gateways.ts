/**
 * A VPC's internet gateways and the IP pools and addresses attached to them, with the server's
 * rules: names unique in their VPC (gateways) or gateway (attachments), 409 otherwise; a silo pool
 * is attached to a gateway once; an address must parse as an IP; and the contract's `cascade` on
 * delete: without it a gateway that still has pools or addresses is refused, with it they are
 * detached and the routes of the VPC's routers that target the gateway are deleted too.
 */
import type { MockDb, Schemas, Table } from '../db'
import { alreadyExists, badBody, badQuery, invalidRequest } from '../errors'
import {
  internetGatewayFactory,
  internetGatewayIpAddressFactory,
  internetGatewayIpPoolFactory,
  liveContext,
} from '../factories'
import { identityCreate } from '../identity-fields'
import { addressToNumber, numberToAddress, projectSiloId } from '../ip-allocation'
import {
  lookupInternetGateway,
  lookupInternetGatewayIpAddress,
  lookupInternetGatewayIpPool,
  lookupIpPool,
  lookupVpc,
} from '../lookup'
import type { HandlerMap } from '../operation'
import { type PageQuery, paginateChildren } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { stringField } from '../validate'

type Gateway = Schemas['InternetGateway']

/** Why a gateway with attachments is not deleted without `cascade` (the contract's rule). */
export const gatewayHasAttachmentsMessage = (name: string) =>
  `internet gateway "${name}" has attached IP pools or IP addresses; detach them first or delete it with cascade`

/** The second attachment of one silo pool to the same gateway. */
export const poolAlreadyAttachedMessage = (pool: string, gateway: string) =>
  `IP pool "${pool}" is already attached to internet gateway "${gateway}"`

/** A body address that is no IP: dropshot's 400 before the handler runs (Rust's AddrParseError). */
export const invalidAddressMessage = 'unable to parse JSON body: address: invalid IP address syntax'

/** `cascade` as dropshot parses a boolean query parameter: absent is false. */
function cascadeParam(value: string | undefined) {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  throw badQuery(`cascade: invalid value: "${value}", expected a boolean`)
}

/** The address in its canonical text, as the server stores an `IpAddr`. */
function addressField(body: unknown) {
  const text = stringField(body, 'address')
  const value = addressToNumber(text)
  if (value === undefined) throw badBody('address: invalid IP address syntax')
  return numberToAddress(value, text.includes(':') ? 'v6' : 'v4')
}

const poolsOf = (db: MockDb, gateway: Gateway) =>
  db.internetGatewayIpPools.where((row) => row.internet_gateway_id === gateway.id)
const addressesOf = (db: MockDb, gateway: Gateway) =>
  db.internetGatewayIpAddresses.where((row) => row.internet_gateway_id === gateway.id)

/** The routes, in any router of the gateway's VPC, whose target is this gateway. */
function routesTargeting(db: MockDb, gateway: Gateway) {
  const routerIds = new Set(
    db.vpcRouters.where((router) => router.vpc_id === gateway.vpc_id).map((router) => router.id),
  )
  return db.vpcRouterRoutes.where(
    (route) =>
      routerIds.has(route.vpc_router_id) &&
      route.target.type === 'internet_gateway' &&
      route.target.value === gateway.name,
  )
}

/** The page of the IP pools or addresses attached to the gateway the query names. */
const attachmentsPage = <T extends { id: string; name: string; internet_gateway_id: string }>(
  db: MockDb,
  table: Table<T>,
  query: PageQuery & { gateway?: string; vpc?: string; project?: string },
) => paginateChildren(table, 'internet_gateway_id', lookupInternetGateway(db, query).id, query)

/**
 * Detaching an IP pool or address from its gateway: `cascade` is in the contract here too and must
 * parse (before the look-up, as dropshot parses the query first), but an attachment has no children.
 */
function detach<T extends { id: string }>(
  table: Table<T>,
  cascade: string | undefined,
  attachment: () => T,
) {
  cascadeParam(cascade)
  table.remove(attachment().id)
}

export const internetGatewayHandlers = {
  internet_gateway_list: ({ db, query }) =>
    paginateChildren(db.internetGateways, 'vpc_id', lookupVpc(db, query).id, query),

  internet_gateway_view: ({ db, params, query }) =>
    lookupInternetGateway(db, { ...query, gateway: params.gateway }),

  internet_gateway_create: ({ db, query, body }) => {
    const vpc = lookupVpc(db, query)
    const { name, description } = identityCreate(body)
    failOnSentinelName(name)
    if (db.internetGateways.findBy((row) => row.vpc_id === vpc.id && row.name === name)) {
      throw alreadyExists('internet-gateway', name)
    }
    return db.internetGateways.insert(
      internetGatewayFactory(liveContext, { vpc_id: vpc.id, name, description }),
    )
  },

  internet_gateway_delete: ({ db, params, query }) => {
    const gateway = lookupInternetGateway(db, { ...query, gateway: params.gateway })
    const cascade = cascadeParam(query.cascade)
    const pools = poolsOf(db, gateway)
    const addresses = addressesOf(db, gateway)
    if (!cascade && (pools.length > 0 || addresses.length > 0)) {
      throw invalidRequest(gatewayHasAttachmentsMessage(gateway.name))
    }
    if (cascade) {
      for (const pool of pools) db.internetGatewayIpPools.remove(pool.id)
      for (const address of addresses) db.internetGatewayIpAddresses.remove(address.id)
      for (const route of routesTargeting(db, gateway)) db.vpcRouterRoutes.remove(route.id)
    }
    db.internetGateways.remove(gateway.id)
  },

  internet_gateway_ip_pool_list: ({ db, query }) =>
    attachmentsPage(db, db.internetGatewayIpPools, query),

  internet_gateway_ip_pool_create: ({ db, query, body }) => {
    const gateway = lookupInternetGateway(db, query)
    const { name, description } = identityCreate(body)
    const vpc = db.vpcs.find(gateway.vpc_id)
    const pool = lookupIpPool(
      db,
      projectSiloId(db, vpc?.project_id ?? ''),
      stringField(body, 'ip_pool'),
    )
    const attached = poolsOf(db, gateway)
    if (attached.some((row) => row.name === name)) {
      throw alreadyExists('internet-gateway-ip-pool', name)
    }
    if (attached.some((row) => row.ip_pool_id === pool.id)) {
      // a refusal of this request, not a taken name: the console shows the message as it is
      throw invalidRequest(poolAlreadyAttachedMessage(pool.name, gateway.name))
    }
    return db.internetGatewayIpPools.insert(
      internetGatewayIpPoolFactory(liveContext, {
        internet_gateway_id: gateway.id,
        ip_pool_id: pool.id,
        name,
        description,
      }),
    )
  },

  internet_gateway_ip_pool_delete: ({ db, params, query }) => {
    detach(db.internetGatewayIpPools, query.cascade, () =>
      lookupInternetGatewayIpPool(db, params.pool, query),
    )
  },

  internet_gateway_ip_address_list: ({ db, query }) =>
    attachmentsPage(db, db.internetGatewayIpAddresses, query),

  internet_gateway_ip_address_create: ({ db, query, body }) => {
    const gateway = lookupInternetGateway(db, query)
    const { name, description } = identityCreate(body)
    const address = addressField(body)
    if (addressesOf(db, gateway).some((row) => row.name === name)) {
      throw alreadyExists('internet-gateway-ip-address', name)
    }
    return db.internetGatewayIpAddresses.insert(
      internetGatewayIpAddressFactory(liveContext, {
        internet_gateway_id: gateway.id,
        address,
        name,
        description,
      }),
    )
  },

  internet_gateway_ip_address_delete: ({ db, params, query }) => {
    detach(db.internetGatewayIpAddresses, query.cascade, () =>
      lookupInternetGatewayIpAddress(db, params.address, query),
    )
  },
} satisfies HandlerMap
