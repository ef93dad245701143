/**
 * Which routes apply to traffic leaving a NIC, and which one decides where a packet to a given
 * address goes, computed in the browser from the routes as the contract describes them
 * (docs/architecture.md, "Routes that apply"):
 * - a NIC's subnet is routed by the VPC's system router (`Vpc.system_router_id`, "where subnet
 *   default routes are registered") and, when the subnet has one, its custom router
 *   (`VpcSubnet.custom_router_id`);
 * - a route applies to traffic "destined for" its destination (RouteDestination): an address, a
 *   network, a subnet (its IPv4 and IPv6 blocks) or a VPC (its subnets' IPv4 blocks and its IPv6
 *   prefix; a VPC other than the NIC's is not known here, so it covers nothing we can name);
 * - the most specific route wins: the longest prefix holding the address; on an equal prefix the
 *   custom router's, which "apply in addition to the VPC-wide system router, and have higher
 *   priority than the system router for an otherwise equal-prefix-length match" (the contract,
 *   VpcSubnetCreate `custom_router`);
 * - no route holding the address: the packet has nowhere to go, and is dropped.
 */
import type { RouteDestination, RouterRoute, VpcRouter, VpcSubnet } from '~/store/api'
import { inNetwork } from './firewall-reach'
import { parseAddress } from './ip-ranges'

/** The VPC the routes are read in: its name, IPv6 prefix and subnets' blocks. */
export interface RoutingVpc {
  name: string
  ipv6Prefix: string
  subnets: readonly Pick<VpcSubnet, 'name' | 'ipv4Block' | 'ipv6Block'>[]
}

/** A router with its routes. */
export interface RouterWithRoutes {
  router: VpcRouter
  routes: readonly RouterRoute[]
}

/** The routers of a NIC's subnet: the VPC's system router and, when attached, a custom one. */
export interface SubnetRouters {
  system: RouterWithRoutes
  custom?: RouterWithRoutes
}

/** A route that applies to a NIC's traffic: its router and the networks its destination covers. */
export interface ApplyingRoute {
  route: RouterRoute
  router: VpcRouter
  networks: string[]
}

/** The networks a destination covers, as `address/width`; none when they are not known here. */
export function destinationNetworks(destination: RouteDestination, vpc: RoutingVpc): string[] {
  switch (destination.type) {
    case 'ip': {
      const address = parseAddress(destination.value)
      if (!address) return []
      return [`${destination.value}/${address.version === 'v4' ? 32 : 128}`]
    }
    case 'ip_net':
      return [destination.value]
    case 'subnet': {
      const subnet = vpc.subnets.find((candidate) => candidate.name === destination.value)
      return subnet ? [subnet.ipv4Block, subnet.ipv6Block] : []
    }
    case 'vpc':
      return destination.value === vpc.name
        ? [...vpc.subnets.map((subnet) => subnet.ipv4Block), vpc.ipv6Prefix]
        : []
  }
}

const prefixLength = (network: string) => Number(network.split('/')[1])

/** The routes of the subnet's routers, the custom router's first, each router's by name. */
export function routesThatApply(routers: SubnetRouters, vpc: RoutingVpc): ApplyingRoute[] {
  return [routers.custom, routers.system].flatMap((owner) =>
    owner
      ? [...owner.routes]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((route) => ({
            route,
            router: owner.router,
            networks: destinationNetworks(route.destination, vpc),
          }))
      : [],
  )
}

/** The route that decides a packet to an address, and the network of it that holds the address. */
export interface RouteVerdict {
  decider: ApplyingRoute
  network: string
}

/**
 * Where a packet to `address` goes: the applying route whose network holding it is the longest
 * prefix, the custom router's on a tie (then the first in `applying`'s order); undefined when
 * no route holds it (the packet is dropped).
 */
export function routeFor(
  address: string,
  applying: readonly ApplyingRoute[],
): RouteVerdict | undefined {
  let best: RouteVerdict | undefined
  const rank = ({ decider, network }: RouteVerdict) =>
    prefixLength(network) * 2 + (decider.router.kind === 'custom' ? 1 : 0)
  for (const decider of applying) {
    for (const network of decider.networks) {
      if (!inNetwork(address.trim(), network)) continue
      const candidate = { decider, network }
      if (!best || rank(candidate) > rank(best)) best = candidate
    }
  }
  return best
}

/** The internet gateways the routes lead to, by name, each once, in the routes' order. */
export const gatewaysLedTo = (applying: readonly ApplyingRoute[]): string[] => [
  ...new Set(
    applying.flatMap(({ route }) =>
      route.target.type === 'internet_gateway' ? [route.target.value] : [],
    ),
  ),
]

const destinationLabels: Record<RouteDestination['type'], string> = {
  ip: 'IP',
  ip_net: 'IP subnet',
  vpc: 'VPC',
  subnet: 'Subnet',
}

/** 'IP subnet 0.0.0.0/0', 'Subnet web': the kind says how to read the value. */
export const destinationText = (destination: RouteDestination) =>
  `${destinationLabels[destination.type]} ${destination.value}`
