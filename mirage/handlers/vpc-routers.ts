/**
 * A VPC's routers and their routes, with the server's rules: names unique in the VPC (routers)
 * and in the router (routes), 409 otherwise; the system router and its routes are the system's,
 * so they cannot be created, edited or deleted (400); a route's destination and target must parse
 * as the contract's RouteDestination and RouteTarget, and explicit addresses on both sides must be
 * of one IP version, like Nexus.
 *
 * Deleting a custom router that subnets use detaches it from them (their `custom_router_id` goes
 * back to null), as Nexus does: the contract states no refusal, and the console's cache tags
 * refetch the subnets after a router delete.
 */
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, invalidRequest } from '../errors'
import { liveContext, routerRouteFactory, vpcRouterFactory } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { lookupRouterRoute, lookupVpc, lookupVpcRouter } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateChildren } from '../pagination'
import { nameProblem, requireBody } from '../validate'
import { parseAddress, parseNet } from './vpc-subnets'

export const SYSTEM_ROUTER_UPDATE_MESSAGE = 'cannot update system router'
export const SYSTEM_ROUTER_DELETE_MESSAGE = 'cannot delete system router'
export const SYSTEM_ROUTE_CREATE_MESSAGE = 'user-provided routes cannot be added to a system router'
export const SYSTEM_ROUTE_UPDATE_MESSAGE =
  'routes of the system router are managed by the system and cannot be modified'
export const SYSTEM_ROUTE_DELETE_MESSAGE =
  'routes of the system router are managed by the system and cannot be deleted'
export const MIXED_IP_VERSIONS_MESSAGE =
  'cannot mix explicit IPv4 and IPv6 addresses between destination and target'

type Destination = Schemas['RouteDestination']
type Target = Schemas['RouteTarget']

const DESTINATION_TYPES = ['ip', 'ip_net', 'vpc', 'subnet'] as const
const TARGET_TYPES = ['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop'] as const

/** A `{ type, value }` field checked the way serde would: a known tag and a value of its shape. */
function typedValueField<Type extends string>(
  body: unknown,
  field: string,
  types: readonly Type[],
): { type: Type; value?: string } {
  const raw = requireBody(body)[field]
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badBody(`${field}: invalid type: expected an object`)
  }
  const { type, value } = raw as { type?: unknown; value?: unknown }
  if (typeof type !== 'string' || !types.includes(type as Type)) {
    throw badBody(
      `${field}: unknown variant \`${String(type)}\`, expected one of ${types.map((t) => `\`${t}\``).join(', ')}`,
    )
  }
  if (type === 'drop') return { type: type as Type }
  if (typeof value !== 'string') throw badBody(`${field}: missing field \`value\``)
  const problem =
    type === 'ip'
      ? parseAddress(value)
        ? undefined
        : `invalid IP address "${value}"`
      : type === 'ip_net'
        ? parseNet(value)
          ? undefined
          : `invalid IP network "${value}"`
        : nameProblem(value)
  if (problem) throw badBody(`${field}: ${problem}`)
  return { type: type as Type, value }
}

/** The IP version of an explicit address or network; undefined for named kinds and drop. */
function explicitVersion({ type, value }: { type: string; value?: string }) {
  if (value === undefined) return undefined
  if (type === 'ip') return parseAddress(value)?.version
  if (type === 'ip_net') return parseNet(value)?.version
  return undefined
}

function routeFields(body: unknown): { destination: Destination; target: Target } {
  const destination = typedValueField(body, 'destination', DESTINATION_TYPES) as Destination
  const target = typedValueField(body, 'target', TARGET_TYPES) as Target
  const [from, to] = [explicitVersion(destination), explicitVersion(target)]
  if (from !== undefined && to !== undefined && from !== to) {
    throw invalidRequest(MIXED_IP_VERSIONS_MESSAGE)
  }
  return { destination, target }
}

const routerNamed = (db: MockDb, vpcId: string, name: string) =>
  db.vpcRouters.findBy((row) => row.vpc_id === vpcId && row.name === name)

const routeNamed = (db: MockDb, routerId: string, name: string) =>
  db.vpcRouterRoutes.findBy((row) => row.vpc_router_id === routerId && row.name === name)

function routeWithRouter(
  db: MockDb,
  selector: { route?: string; router?: string; vpc?: string; project?: string },
) {
  const route = lookupRouterRoute(db, selector)
  const router = db.vpcRouters.find(route.vpc_router_id) as Schemas['VpcRouter']
  return { route, router }
}

export const vpcRouterHandlers = {
  vpc_router_list: ({ db, query }) =>
    paginateChildren(db.vpcRouters, 'vpc_id', lookupVpc(db, query).id, query),

  vpc_router_create: ({ db, query, body }) => {
    const vpc = lookupVpc(db, query)
    const { name, description } = identityCreate(body)
    if (routerNamed(db, vpc.id, name)) throw alreadyExists('vpc-router', name)
    return db.vpcRouters.insert(
      vpcRouterFactory(liveContext, { vpc_id: vpc.id, name, description, kind: 'custom' }),
    )
  },

  vpc_router_view: ({ db, params, query }) =>
    lookupVpcRouter(db, { ...query, router: params.router }),

  vpc_router_update: ({ db, params, query, body }) => {
    const router = lookupVpcRouter(db, { ...query, router: params.router })
    const update = identityUpdate(body)
    if (router.kind === 'system') throw invalidRequest(SYSTEM_ROUTER_UPDATE_MESSAGE)
    const patch = identityPatch(router, update, 'vpc-router', (name) =>
      Boolean(routerNamed(db, router.vpc_id, name)),
    )
    return db.vpcRouters.update(router.id, patch)
  },

  vpc_router_delete: ({ db, params, query }) => {
    const router = lookupVpcRouter(db, { ...query, router: params.router })
    if (router.kind === 'system') throw invalidRequest(SYSTEM_ROUTER_DELETE_MESSAGE)
    for (const subnet of db.vpcSubnets.where((row) => row.custom_router_id === router.id)) {
      db.vpcSubnets.update(subnet.id, { custom_router_id: null, time_modified: liveContext.now() })
    }
    for (const route of db.vpcRouterRoutes.where((row) => row.vpc_router_id === router.id)) {
      db.vpcRouterRoutes.remove(route.id)
    }
    db.vpcRouters.remove(router.id)
  },

  vpc_router_route_list: ({ db, query }) =>
    paginateChildren(db.vpcRouterRoutes, 'vpc_router_id', lookupVpcRouter(db, query).id, query),

  vpc_router_route_create: ({ db, query, body }) => {
    const router = lookupVpcRouter(db, query)
    const { name, description } = identityCreate(body)
    const { destination, target } = routeFields(body)
    if (router.kind === 'system') throw invalidRequest(SYSTEM_ROUTE_CREATE_MESSAGE)
    if (routeNamed(db, router.id, name)) throw alreadyExists('router-route', name)
    return db.vpcRouterRoutes.insert(
      routerRouteFactory(liveContext, {
        vpc_router_id: router.id,
        name,
        description,
        kind: 'custom',
        destination,
        target,
      }),
    )
  },

  vpc_router_route_view: ({ db, params, query }) =>
    lookupRouterRoute(db, { ...query, route: params.route }),

  vpc_router_route_update: ({ db, params, query, body }) => {
    const { route, router } = routeWithRouter(db, { ...query, route: params.route })
    const update = identityUpdate(body)
    const { destination, target } = routeFields(body)
    if (router.kind === 'system') throw invalidRequest(SYSTEM_ROUTE_UPDATE_MESSAGE)
    const patch = identityPatch(route, update, 'router-route', (name) =>
      Boolean(routeNamed(db, router.id, name)),
    )
    return db.vpcRouterRoutes.update(route.id, { ...patch, destination, target })
  },

  vpc_router_route_delete: ({ db, params, query }) => {
    const { route, router } = routeWithRouter(db, { ...query, route: params.route })
    if (router.kind === 'system') throw invalidRequest(SYSTEM_ROUTE_DELETE_MESSAGE)
    db.vpcRouterRoutes.remove(route.id)
  },
} satisfies HandlerMap
