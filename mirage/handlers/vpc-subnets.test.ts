import type { MockDb } from '../db'
import { VPC_SEED } from '../seeds/vpc-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import {
  parseNet,
  ROUTER_OTHER_VPC_MESSAGE,
  SUBNET_HAS_INTERFACES_MESSAGE,
  SUBNET_IPV4_PRIVATE_MESSAGE,
  SUBNET_IPV4_WIDTH_MESSAGE,
  SYSTEM_ROUTER_ATTACH_MESSAGE,
  subnetIpv6Message,
  subnetOverlapMessage,
} from './vpc-subnets'

const P = `?project=${VPC_SEED.project}`
const IN_PROD = `${P}&vpc=${VPC_SEED.vpc}`

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

interface Subnet {
  id: string
  name: string
  description: string
  ipv4_block: string
  ipv6_block: string
  custom_router_id?: string | null
}
interface Route {
  name: string
  kind: string
  destination: { type: string; value: string }
  target: { type: string; value: string }
}

const prodNet = () => db.vpcs.all().find((vpc) => vpc.name === VPC_SEED.vpc)
const createSubnet = (fields: Record<string, unknown> = {}) =>
  call('POST', `/v1/vpc-subnets${IN_PROD}`, {
    name: 'cache',
    description: 'the cache tier',
    ipv4_block: '10.10.3.0/24',
    ...fields,
  })
const systemRoutes = async () =>
  (
    (await call('GET', `/v1/vpc-router-routes${IN_PROD}&router=system`)).body as {
      items: Route[]
    }
  ).items

describe('parseNet', () => {
  it.each([
    ['10.1.2.0/24', 4, 24],
    ['10.1.2.3/24', 4, 24],
    ['fd00:1:2:3::/64', 6, 64],
    ['::/0', 6, 0],
  ])('reads %s', (text, version, width) => {
    expect(parseNet(text)).toMatchObject({ version, width })
  })
  it.each(['10.1.2.0', '10.1.2.0/33', 'fd00::/129', 'nope/8', '10.1.2.0/x', '1.2.3.4/8/9'])(
    'refuses %s',
    (text) => {
      expect(parseNet(text)).toBeUndefined()
    },
  )
})

describe('vpc_subnet_create', () => {
  it('makes the subnet, a /64 of the VPC for IPv6, and its route in the system router', async () => {
    const reply = await createSubnet()
    expect(reply.status).toBe(201)
    const subnet = reply.body as Subnet
    expect(subnet).toMatchObject({ name: 'cache', ipv4_block: '10.10.3.0/24' })
    const prefix = (prodNet()?.ipv6_prefix ?? '').replace(/::\/48$/, '')
    expect(subnet.ipv6_block.startsWith(`${prefix}:`)).toBe(true)
    expect(subnet.ipv6_block.endsWith('::/64')).toBe(true)
    expect(await systemRoutes()).toContainEqual(
      expect.objectContaining({
        name: 'cache',
        kind: 'vpc_subnet',
        destination: { type: 'subnet', value: 'cache' },
      }),
    )
  })

  it('keeps a given /64 of the VPC and attaches a custom router by name', async () => {
    const prefix = (prodNet()?.ipv6_prefix ?? '').replace(/::\/48$/, '')
    const block = `${prefix}:abcd::/64`
    const reply = await createSubnet({ ipv6_block: block, custom_router: 'egress' })
    expect(reply.status).toBe(201)
    const egress = db.vpcRouters.all().find((router) => router.name === 'egress')
    expect(reply.body).toMatchObject({ ipv6_block: block, custom_router_id: egress?.id })
  })

  it.each([
    ['a public IPv4 block', { ipv4_block: '8.8.8.0/24' }, SUBNET_IPV4_PRIVATE_MESSAGE],
    ['every IPv4 address', { ipv4_block: '0.0.0.0/0' }, SUBNET_IPV4_PRIVATE_MESSAGE],
    [
      'a block straddling a private range',
      { ipv4_block: '172.0.0.0/8' },
      SUBNET_IPV4_PRIVATE_MESSAGE,
    ],
    ['too narrow an IPv4 block', { ipv4_block: '10.10.3.0/28' }, SUBNET_IPV4_WIDTH_MESSAGE],
    [
      'an IPv4 block overlapping web',
      { ipv4_block: '10.10.0.0/16' },
      subnetOverlapMessage('10.10.0.0/16'),
    ],
    ['an IPv6 block outside the VPC', { ipv6_block: 'fd99::/64' }, null],
    ['a system router', { custom_router: 'system' }, SYSTEM_ROUTER_ATTACH_MESSAGE],
  ])('refuses %s with 400', async (_, fields, message) => {
    const reply = await createSubnet(fields)
    expect(reply.status).toBe(400)
    const expected =
      message ?? subnetIpv6Message(String(fields.ipv6_block), prodNet()?.ipv6_prefix ?? '')
    expect((reply.body as { message: string }).message).toBe(expected)
  })

  it('refuses an IPv6 block another subnet holds', async () => {
    const web = db.vpcSubnets.all().find((subnet) => subnet.name === VPC_SEED.subnets.web)
    const reply = await createSubnet({ ipv6_block: web?.ipv6_block })
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(
      subnetOverlapMessage(web?.ipv6_block ?? ''),
    )
  })

  it('refuses a router of another VPC given by id', async () => {
    const other = db.vpcRouters.all().find((router) => router.vpc_id !== prodNet()?.id)
    const reply = await createSubnet({ custom_router: other?.id })
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(ROUTER_OTHER_VPC_MESSAGE)
  })

  it.each([
    ['an IPv6 network as the IPv4 block', { ipv4_block: 'fd00::/64' }, 400],
    ['a missing IPv4 block', { ipv4_block: undefined }, 400],
    ['a taken name', { name: VPC_SEED.subnets.web }, 409],
    ['a missing router', { custom_router: 'nope' }, 404],
  ])('refuses %s', async (_, fields, status) => {
    expect((await createSubnet(fields)).status).toBe(status)
  })
})

describe('vpc_subnet_update', () => {
  it('renames the subnet and its system route, and sets and clears the custom router', async () => {
    const renamed = await call('PUT', `/v1/vpc-subnets/web${IN_PROD}`, {
      name: 'frontend',
      description: 'renamed',
      custom_router: 'egress',
    })
    expect(renamed.status).toBe(200)
    const egress = db.vpcRouters.all().find((router) => router.name === 'egress')
    expect(renamed.body).toMatchObject({
      name: 'frontend',
      description: 'renamed',
      custom_router_id: egress?.id,
      ipv4_block: '10.10.1.0/24',
    })
    const routes = await systemRoutes()
    expect(routes.map((route) => route.name)).toContain('frontend')
    expect(routes.map((route) => route.name)).not.toContain('web')
    expect(routes.find((route) => route.name === 'frontend')?.target).toEqual({
      type: 'subnet',
      value: 'frontend',
    })

    const cleared = await call('PUT', `/v1/vpc-subnets/frontend${IN_PROD}`, {
      custom_router: null,
    })
    expect(cleared.body).toMatchObject({ name: 'frontend', custom_router_id: null })
  })

  it.each([
    ['a taken name', { name: VPC_SEED.subnets.db }, 409],
    ['the system router', { custom_router: 'system' }, 400],
    ['a bad name', { name: 'Bad_Name' }, 400],
  ])('refuses %s', async (_, body, status) => {
    expect((await call('PUT', `/v1/vpc-subnets/web${IN_PROD}`, body)).status).toBe(status)
  })
})

describe('vpc_subnet_delete', () => {
  it('refuses a subnet that network interfaces use', async () => {
    const reply = await call('DELETE', `/v1/vpc-subnets/default${P}&vpc=default`)
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(SUBNET_HAS_INTERFACES_MESSAGE)
  })

  it('deletes an unused subnet with its system route', async () => {
    expect((await call('DELETE', `/v1/vpc-subnets/web${IN_PROD}`)).status).toBe(204)
    expect((await call('GET', `/v1/vpc-subnets/web${IN_PROD}`)).status).toBe(404)
    expect((await systemRoutes()).map((route) => route.name)).not.toContain('web')
  })
})
