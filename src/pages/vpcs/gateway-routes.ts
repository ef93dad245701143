/**
 * The routes that send traffic to an internet gateway (SPEC §7): the contract has no "routes of a
 * gateway" operation, so the console lists every router of the VPC, then each router's routes,
 * and keeps those whose target is the gateway. A route names its gateway target by name, and
 * gateway names are unique in a VPC, so the name is the match.
 */
import type { RouteDestination, RouterRoute } from '~/store/api'

/**
 * What one router's route list holds; `routes` is undefined while it is loading and once it
 * failed, when `error` says why.
 */
export interface RouterRoutes {
  router: { id: string; name: string }
  routes: Pick<RouterRoute, 'id' | 'name' | 'destination' | 'target'>[] | undefined
  error?: unknown
}

/** A route targeting the gateway, with the router it belongs to. */
export interface GatewayRoute {
  id: string
  /** The route's name: the row header. */
  name: string
  routerName: string
  destination: RouteDestination
}

export interface GatewayRoutes {
  routes: GatewayRoute[]
  /** Whether some router's routes have not arrived yet, so the list may still grow. */
  isLoading: boolean
  /**
   * Why a router's routes could not be read: the routes found are not all there are, so the
   * panel says so rather than show an incomplete list as the whole one (SPEC §8).
   */
  error?: unknown
}

export function routesTargetingGateway(gateway: string, routers: RouterRoutes[]): GatewayRoutes {
  const routes = routers.flatMap(({ router, routes: ofRouter }) =>
    (ofRouter ?? [])
      .filter((route) => route.target.type === 'internet_gateway' && route.target.value === gateway)
      .map((route) => ({
        id: route.id,
        name: route.name,
        routerName: router.name,
        destination: route.destination,
      })),
  )
  return {
    routes,
    isLoading: routers.some((entry) => entry.routes === undefined && entry.error === undefined),
    error: routers.find((entry) => entry.error !== undefined)?.error,
  }
}
