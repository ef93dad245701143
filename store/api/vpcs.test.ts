// @vitest-environment node
import { makeStore } from '..'
import { page, stubFetch } from './stub-fetch-testing'
import { withVpcRouting } from './vpcs'

const routing = withVpcRouting.endpoints.vpcRouting
const arg = { project: 'p1', vpc: 'prod-net' }
const stamps = { time_created: '2026-01-01T00:00:00Z', time_modified: '2026-01-01T00:00:00Z' }
const router = {
  id: 'r-1',
  name: 'system',
  kind: 'system',
  vpc_id: 'v-1',
  description: '',
  ...stamps,
}
const route = {
  id: 'rt-1',
  name: 'default-v4',
  kind: 'default',
  description: '',
  vpc_router_id: 'r-1',
  destination: { type: 'ip_net', value: '0.0.0.0/0' },
  target: { type: 'internet_gateway', value: 'default' },
  ...stamps,
}
const gateway = { id: 'g-1', name: 'default', vpc_id: 'v-1', description: '', ...stamps }
const pool = {
  id: 'gp-1',
  name: 'default',
  internet_gateway_id: 'g-1',
  ip_pool_id: 'ip-1',
  description: '',
  ...stamps,
}
const address = {
  id: 'ga-1',
  name: 'egress',
  internet_gateway_id: 'g-1',
  address: '198.51.100.20',
  description: '',
  ...stamps,
}

const lists = {
  '/v1/vpc-routers': page([router]),
  '/v1/vpc-router-routes': page([route]),
  '/v1/internet-gateways': page([gateway]),
  '/v1/internet-gateway-ip-pools': page([pool]),
  '/v1/internet-gateway-ip-addresses': page([address]),
}

beforeEach(() => {
  // every failed call is logged (SPEC §8); one here fails on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a VPC’s routing: its routers’ routes and its gateways’ pools and addresses', () => {
  it('reads every router, then each router’s routes, and each gateway’s pools and addresses', async () => {
    const asked = stubFetch(lists)
    const { data } = await makeStore().dispatch(routing.initiate(arg))
    expect(
      data?.routers.map(({ router: r, routes }) => [r.name, routes.map((x) => x.name)]),
    ).toEqual([['system', ['default-v4']]])
    expect(
      data?.gateways.map(({ gateway: g, pools, addresses }) => [
        g.name,
        pools.map((p) => p.name),
        addresses.map((a) => a.address),
      ]),
    ).toEqual([['default', ['default'], ['198.51.100.20']]])
    // SPEC §7: a route list takes project, VPC and router; a gateway's lists project, VPC, gateway
    const urls = asked.map(({ url }) => url)
    expect(urls.find((url) => url.startsWith('/v1/vpc-router-routes'))).toContain(
      'project=p1&vpc=prod-net&router=system',
    )
    expect(urls.find((url) => url.startsWith('/v1/internet-gateway-ip-pools'))).toContain(
      'project=p1&vpc=prod-net&gateway=default',
    )
  })

  it.each(Object.keys(lists))("fails with the server's error when %s fails", async (failing) => {
    stubFetch({ ...lists, [failing]: { status: 500, body: { message: 'boom' } } })
    const result = await makeStore().dispatch(routing.initiate(arg))
    expect(result.error).toMatchObject({ statusCode: 500 })
  })
})
