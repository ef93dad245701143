import type { RouteDestination, RouterRoute, RouteTarget, VpcRouter } from '~/store/api'
import {
  destinationNetworks,
  destinationText,
  gatewaysLedTo,
  type RoutingVpc,
  routeFor,
  routesThatApply,
  type SubnetRouters,
} from './vpc-routes'

const vpc: RoutingVpc = {
  name: 'prod-net',
  ipv6Prefix: 'fd00:1000:2000::/48',
  subnets: [
    { name: 'web', ipv4Block: '10.10.1.0/24', ipv6Block: 'fd00:1000:2000:1::/64' },
    { name: 'db', ipv4Block: '10.10.2.0/24', ipv6Block: 'fd00:1000:2000:2::/64' },
  ],
}

const router = (name: string, kind: VpcRouter['kind']): VpcRouter => ({
  id: `router-${name}`,
  name,
  kind,
  description: '',
  vpcId: 'vpc-prod-net',
  timeCreated: '2026-01-01T00:00:00Z',
  timeModified: '2026-01-01T00:00:00Z',
})

const route = (
  name: string,
  destination: RouteDestination,
  target: RouteTarget,
  kind: RouterRoute['kind'] = 'custom',
): RouterRoute => ({
  id: `route-${name}`,
  name,
  kind,
  description: '',
  destination,
  target,
  vpcRouterId: '',
  timeCreated: '2026-01-01T00:00:00Z',
  timeModified: '2026-01-01T00:00:00Z',
})

const system = {
  router: router('system', 'system'),
  routes: [
    route(
      'default-v4',
      { type: 'ip_net', value: '0.0.0.0/0' },
      { type: 'internet_gateway', value: 'default' },
      'default',
    ),
    route(
      'default-v6',
      { type: 'ip_net', value: '::/0' },
      { type: 'internet_gateway', value: 'default' },
      'default',
    ),
    route('web', { type: 'subnet', value: 'web' }, { type: 'subnet', value: 'web' }, 'vpc_subnet'),
    route('db', { type: 'subnet', value: 'db' }, { type: 'subnet', value: 'db' }, 'vpc_subnet'),
  ],
}

const custom = {
  router: router('egress', 'custom'),
  routes: [
    route(
      'to-services',
      { type: 'ip_net', value: '0.0.0.0/0' },
      { type: 'internet_gateway', value: 'public-services' },
    ),
    route(
      'partner-vpn',
      { type: 'ip_net', value: '192.168.100.0/24' },
      { type: 'ip', value: '10.10.1.254' },
    ),
    route('metrics-host', { type: 'ip', value: '172.20.0.15' }, { type: 'instance', value: 'db1' }),
    route('own-vpc', { type: 'vpc', value: 'prod-net' }, { type: 'vpc', value: 'prod-net' }),
    route('peer-vpc', { type: 'vpc', value: 'default' }, { type: 'vpc', value: 'default' }),
    route('blackhole', { type: 'ip_net', value: '203.0.113.0/24' }, { type: 'drop' }),
    route(
      'v6-partner',
      { type: 'ip', value: '2001:db8::7' },
      { type: 'ip', value: 'fd00:1000:2000:1::fe' },
    ),
  ],
}

const withCustom = routesThatApply({ system, custom }, vpc)
const systemOnly = routesThatApply({ system }, vpc)

describe('the networks a route’s destination covers', () => {
  it.each<[string, RouteDestination, string[]]>([
    ['an IPv4 address: itself', { type: 'ip', value: '172.20.0.15' }, ['172.20.0.15/32']],
    ['an IPv6 address: itself', { type: 'ip', value: '2001:db8::7' }, ['2001:db8::7/128']],
    ['a network: itself', { type: 'ip_net', value: '10.0.0.0/8' }, ['10.0.0.0/8']],
    [
      'a subnet: its blocks',
      { type: 'subnet', value: 'db' },
      ['10.10.2.0/24', 'fd00:1000:2000:2::/64'],
    ],
    ['a subnet not in the VPC: none', { type: 'subnet', value: 'dmz' }, []],
    [
      'its own VPC: its subnets and its IPv6 prefix',
      { type: 'vpc', value: 'prod-net' },
      ['10.10.1.0/24', '10.10.2.0/24', 'fd00:1000:2000::/48'],
    ],
    ['another VPC: not known here', { type: 'vpc', value: 'default' }, []],
  ])('%s', (_, destination, expected) => {
    expect(destinationNetworks(destination, vpc)).toEqual(expected)
  })
})

describe('where a packet to an address goes', () => {
  it.each<
    [
      string,
      SubnetRouters['custom'] | 'system only',
      string,
      string | undefined,
      string | undefined,
    ]
  >([
    // why, routers, address, the deciding route, the network of it that holds the address
    [
      'the internet, system router only: its default route',
      'system only',
      '8.8.8.8',
      'default-v4',
      '0.0.0.0/0',
    ],
    [
      'the internet over IPv6, system router only',
      'system only',
      '2606:4700::1111',
      'default-v6',
      '::/0',
    ],
    ['a subnet of its VPC: the subnet’s route', 'system only', '10.10.2.9', 'db', '10.10.2.0/24'],
    ['a subnet’s IPv6 block', 'system only', 'fd00:1000:2000:1::9', 'web', 'fd00:1000:2000:1::/64'],
    [
      'the custom router wins an equal prefix (0.0.0.0/0)',
      custom,
      '8.8.8.8',
      'to-services',
      '0.0.0.0/0',
    ],
    [
      'the system router’s IPv6 default when the custom has none',
      custom,
      '2606:4700::1111',
      'default-v6',
      '::/0',
    ],
    [
      'a longer prefix beats the custom default',
      custom,
      '192.168.100.20',
      'partner-vpn',
      '192.168.100.0/24',
    ],
    ['next to that network: the default', custom, '192.168.101.20', 'to-services', '0.0.0.0/0'],
    [
      'an address destination is the longest prefix',
      custom,
      '172.20.0.15',
      'metrics-host',
      '172.20.0.15/32',
    ],
    ['the address’s neighbour: the default', custom, '172.20.0.16', 'to-services', '0.0.0.0/0'],
    ['an IPv6 address destination', custom, '2001:db8::7', 'v6-partner', '2001:db8::7/128'],
    [
      'the same /24 in both routers (its VPC’s, its subnet’s): the custom router’s',
      custom,
      '10.10.1.5',
      'own-vpc',
      '10.10.1.0/24',
    ],
    [
      'its own VPC’s IPv6 prefix loses to the subnet’s longer /64',
      custom,
      'fd00:1000:2000:2::5',
      'db',
      'fd00:1000:2000:2::/64',
    ],
    [
      'its own VPC’s IPv6 prefix outside any subnet',
      custom,
      'fd00:1000:2000:9::5',
      'own-vpc',
      'fd00:1000:2000::/48',
    ],
    ['a drop route decides, and drops', custom, '203.0.113.9', 'blackhole', '203.0.113.0/24'],
    [
      'another VPC’s route covers nothing known: the default',
      custom,
      '172.30.0.5',
      'to-services',
      '0.0.0.0/0',
    ],
    [
      'an address written with spaces around it',
      'system only',
      ' 10.10.1.5 ',
      'web',
      '10.10.1.0/24',
    ],
    ['an IPv4-mapped IPv6 address is IPv6', 'system only', '::ffff:8.8.8.8', 'default-v6', '::/0'],
  ])('%s', (_, routers, address, name, network) => {
    const verdict = routeFor(address, routers === 'system only' ? systemOnly : withCustom)
    expect(verdict?.decider.route.name).toBe(name)
    expect(verdict?.network).toBe(network)
  })

  it.each<[string, RouterRoute[], string]>([
    ['no IPv6 route: an IPv6 packet is dropped', [system.routes[0]], '2606:4700::1111'],
    ['no IPv4 route: an IPv4 packet is dropped', [system.routes[1]], '8.8.8.8'],
    ['no routes at all', [], '10.10.1.5'],
    ['not an address', system.routes, 'example.com'],
  ])('no route: %s', (_, routes, address) => {
    expect(routeFor(address, routesThatApply({ system: { ...system, routes } }, vpc))).toBe(
      undefined,
    )
  })
})

describe('the routes that apply to a NIC', () => {
  it('are the custom router’s, then the system router’s, each by name', () => {
    expect(withCustom.map(({ router: owner, route: { name } }) => `${owner.name}/${name}`)).toEqual(
      [
        'egress/blackhole',
        'egress/metrics-host',
        'egress/own-vpc',
        'egress/partner-vpn',
        'egress/peer-vpc',
        'egress/to-services',
        'egress/v6-partner',
        'system/db',
        'system/default-v4',
        'system/default-v6',
        'system/web',
      ],
    )
  })

  it.each([
    ['system router only: its default gateway', systemOnly, ['default']],
    ['with the custom router: its gateway first', withCustom, ['public-services', 'default']],
  ])('lead to the internet gateways, each once: %s', (_, applying, expected) => {
    expect(gatewaysLedTo(applying)).toEqual(expected)
  })
})

describe('destinationText', () => {
  it.each<[RouteDestination, string]>([
    [{ type: 'ip', value: '10.0.0.5' }, 'IP 10.0.0.5'],
    [{ type: 'ip_net', value: '::/0' }, 'IP subnet ::/0'],
    [{ type: 'vpc', value: 'prod-net' }, 'VPC prod-net'],
    [{ type: 'subnet', value: 'web' }, 'Subnet web'],
  ])('%o → %s', (destination, text) => {
    expect(destinationText(destination)).toBe(text)
  })
})
