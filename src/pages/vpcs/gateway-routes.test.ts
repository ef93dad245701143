// @vitest-environment node
import type { RouteDestination, RouteTarget } from '~/store/api'
import { type RouterRoutes, routesTargetingGateway } from './gateway-routes'

const route = (name: string, target: RouteTarget, destination?: RouteDestination) => ({
  id: `id-${name}`,
  name,
  destination: destination ?? { type: 'ip_net' as const, value: '0.0.0.0/0' },
  target,
})
const toGateway = (gateway: string) => ({ type: 'internet_gateway' as const, value: gateway })
const system = { id: 'r-system', name: 'system' }
const egress = { id: 'r-egress', name: 'egress' }

describe('routesTargetingGateway', () => {
  it.each<[string, RouterRoutes[], { names: string[]; isLoading: boolean }]>([
    ['no routers', [], { names: [], isLoading: false }],
    [
      'routes to this gateway in two routers, in router order',
      [
        { router: system, routes: [route('default-v4', toGateway('default'))] },
        { router: egress, routes: [route('out', toGateway('default'))] },
      ],
      { names: ['system/default-v4', 'egress/out'], isLoading: false },
    ],
    [
      'routes to another gateway, of another target type or dropping traffic',
      [
        {
          router: egress,
          routes: [
            route('services', toGateway('public-services')),
            route('vpn', { type: 'ip', value: '10.0.0.1' }),
            // an instance named like the gateway is not the gateway
            route('appliance', { type: 'instance', value: 'default' }),
            route('blackhole', { type: 'drop' }),
          ],
        },
      ],
      { names: [], isLoading: false },
    ],
    [
      'a router whose routes are still loading',
      [
        { router: system, routes: [route('default-v6', toGateway('default'))] },
        { router: egress, routes: undefined },
      ],
      { names: ['system/default-v6'], isLoading: true },
    ],
  ])('%s', (_, routers, expected) => {
    const result = routesTargetingGateway('default', routers)
    expect(result.routes.map((r) => `${r.routerName}/${r.name}`)).toEqual(expected.names)
    expect(result.isLoading).toBe(expected.isLoading)
  })

  it('a router whose routes failed: not loading any more, and the failure said, not none', () => {
    const failure = { statusCode: 500, message: 'Internal Server Error' }
    const result = routesTargetingGateway('default', [
      { router: system, routes: [route('default-v4', toGateway('default'))] },
      { router: egress, routes: undefined, error: failure },
    ])
    expect(result.isLoading).toBe(false)
    expect(result.error).toBe(failure)
  })

  it('every router’s routes in: no failure', () => {
    const result = routesTargetingGateway('default', [
      { router: system, routes: [route('default-v4', toGateway('default'))] },
    ])
    expect(result.error).toBeUndefined()
  })

  it('keeps the route’s id and destination', () => {
    const destination = { type: 'subnet' as const, value: 'web' }
    const result = routesTargetingGateway('default', [
      { router: system, routes: [route('to-web', toGateway('default'), destination)] },
    ])
    expect(result.routes).toEqual([
      { id: 'id-to-web', name: 'to-web', routerName: 'system', destination },
    ])
  })
})
