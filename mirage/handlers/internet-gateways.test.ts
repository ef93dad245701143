import type { MockDb } from '../db'
import { IP_SEED } from '../seeds/ip-seeds'
import { VPC_SEED } from '../seeds/vpc-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import {
  gatewayHasAttachmentsMessage,
  invalidAddressMessage,
  poolAlreadyAttachedMessage,
} from './internet-gateways'

const P = `?project=${VPC_SEED.project}`
const IN_VPC = `${P}&vpc=${VPC_SEED.vpc}`
const OF_GATEWAY = `${IN_VPC}&gateway=${VPC_SEED.gateway}`

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

interface Named {
  id: string
  name: string
}
const namesOf = async (url: string) =>
  ((await call('GET', url)).body as { items: Named[] }).items.map((item) => item.name)
const messageOf = (body: unknown) => (body as { message: string }).message

describe('internet_gateway_list / view', () => {
  it('lists the VPC’s gateways by name', async () => {
    expect(await namesOf(`/v1/internet-gateways${IN_VPC}`)).toEqual(['default', VPC_SEED.gateway])
  })

  it.each([
    ['without a VPC', `/v1/internet-gateways${P}`, 400, 'vpc must be specified'],
    [
      'of a VPC that does not exist',
      `/v1/internet-gateways${P}&vpc=nope`,
      404,
      'not found: vpc with name "nope"',
    ],
    [
      'a gateway that does not exist',
      `/v1/internet-gateways/nope${IN_VPC}`,
      404,
      'not found: internet-gateway with name "nope"',
    ],
    [
      'a gateway by name without its VPC',
      `/v1/internet-gateways/default${P}`,
      400,
      'vpc is required when internet gateway is specified by name',
    ],
  ])('refuses %s', async (_, url, status, message) => {
    const reply = await call('GET', url)
    expect(reply.status).toBe(status)
    expect(messageOf(reply.body)).toBe(message)
  })

  it('finds a gateway by id alone', async () => {
    const gateway = db.internetGateways.findBy((row) => row.name === VPC_SEED.gateway)
    const reply = await call('GET', `/v1/internet-gateways/${gateway?.id}`)
    expect(reply.status).toBe(200)
    expect((reply.body as Named).name).toBe(VPC_SEED.gateway)
  })
})

describe('internet_gateway_create', () => {
  const create = (name: string) =>
    call('POST', `/v1/internet-gateways${IN_VPC}`, { name, description: 'made in a test' })

  it('makes a gateway with nothing attached', async () => {
    const reply = await create('edge')
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ name: 'edge', description: 'made in a test' })
    expect(await namesOf(`/v1/internet-gateway-ip-pools${IN_VPC}&gateway=edge`)).toEqual([])
  })

  it.each([
    ['a name taken in the VPC', 'default', 409, 'already exists: internet-gateway "default"'],
    [
      'a name that breaks the rules',
      'Edge',
      400,
      'unable to parse JSON body: name: name must begin with an ASCII lowercase character',
    ],
  ])('refuses %s', async (_, name, status, message) => {
    const reply = await create(name)
    expect(reply.status).toBe(status)
    expect(messageOf(reply.body)).toBe(message)
  })

  it('allows a name another VPC uses', async () => {
    const reply = await call('POST', `/v1/internet-gateways${P}&vpc=default`, {
      name: VPC_SEED.gateway,
      description: '',
    })
    expect(reply.status).toBe(201)
  })
})

describe('internet_gateway_delete', () => {
  const routeNames = () => db.vpcRouterRoutes.all().map((route) => route.name)

  it('refuses a gateway with attachments without cascade, and changes nothing', async () => {
    const reply = await call('DELETE', `/v1/internet-gateways/${VPC_SEED.gateway}${IN_VPC}`)
    expect(reply.status).toBe(400)
    expect(messageOf(reply.body)).toBe(gatewayHasAttachmentsMessage(VPC_SEED.gateway))
    expect(await namesOf(`/v1/internet-gateways${IN_VPC}`)).toContain(VPC_SEED.gateway)
  })

  it('with cascade detaches its pools and addresses and deletes the routes targeting it', async () => {
    const gateway = db.internetGateways.findBy((row) => row.name === VPC_SEED.gateway)
    const reply = await call(
      'DELETE',
      `/v1/internet-gateways/${VPC_SEED.gateway}${IN_VPC}&cascade=true`,
    )
    expect(reply.status).toBe(204)
    expect(await namesOf(`/v1/internet-gateways${IN_VPC}`)).toEqual(['default'])
    const left = (row: { internet_gateway_id: string }) => row.internet_gateway_id === gateway?.id
    expect(db.internetGatewayIpPools.where(left)).toEqual([])
    expect(db.internetGatewayIpAddresses.where(left)).toEqual([])
    expect(routeNames()).not.toContain('to-services-gateway')
    // the default gateway's routes (same name in every VPC's system router) stay
    expect(routeNames()).toContain('default-v4')
  })

  it('deletes a gateway with nothing attached without cascade', async () => {
    await call('POST', `/v1/internet-gateways${IN_VPC}`, { name: 'bare', description: '' })
    const reply = await call('DELETE', `/v1/internet-gateways/bare${IN_VPC}`)
    expect(reply.status).toBe(204)
  })

  it('refuses a cascade that is not a boolean', async () => {
    const reply = await call('DELETE', `/v1/internet-gateways/default${IN_VPC}&cascade=yes`)
    expect(reply.status).toBe(400)
  })
})

describe('internet gateway IP pools', () => {
  const attach = (fields: Record<string, unknown>) =>
    call('POST', `/v1/internet-gateway-ip-pools${OF_GATEWAY}`, {
      name: 'extra',
      description: '',
      ip_pool: IP_SEED.defaultPool,
      ...fields,
    })

  it('lists the attached pools and attaches another silo pool under a name', async () => {
    expect(await namesOf(`/v1/internet-gateway-ip-pools${OF_GATEWAY}`)).toEqual([IP_SEED.otherPool])
    const reply = await attach({})
    expect(reply.status).toBe(201)
    const pool = db.ipPools.findBy((row) => row.name === IP_SEED.defaultPool)
    expect(reply.body).toMatchObject({ name: 'extra', ip_pool_id: pool?.id })
    expect(await namesOf(`/v1/internet-gateway-ip-pools${OF_GATEWAY}`)).toEqual([
      'extra',
      IP_SEED.otherPool,
    ])
  })

  it.each([
    [
      'the same pool twice',
      { ip_pool: IP_SEED.otherPool },
      400,
      poolAlreadyAttachedMessage(IP_SEED.otherPool, VPC_SEED.gateway),
    ],
    [
      'a name taken on the gateway',
      { name: IP_SEED.otherPool },
      409,
      `already exists: internet-gateway-ip-pool "${IP_SEED.otherPool}"`,
    ],
    [
      'a pool the silo does not have',
      { ip_pool: 'nope' },
      404,
      'not found: ip-pool with name "nope"',
    ],
  ])('refuses %s', async (_, fields, status, message) => {
    const reply = await attach(fields)
    expect(reply.status).toBe(status)
    expect(messageOf(reply.body)).toBe(message)
  })

  it('detaches a pool by name in its gateway, and 404s once it is gone', async () => {
    const url = `/v1/internet-gateway-ip-pools/${IP_SEED.otherPool}${OF_GATEWAY}`
    expect((await call('DELETE', url)).status).toBe(204)
    expect(await namesOf(`/v1/internet-gateway-ip-pools${OF_GATEWAY}`)).toEqual([])
    expect((await call('DELETE', url)).status).toBe(404)
  })
})

describe('internet gateway IP addresses', () => {
  const attach = (fields: Record<string, unknown>) =>
    call('POST', `/v1/internet-gateway-ip-addresses${OF_GATEWAY}`, {
      name: 'extra',
      description: '',
      address: '203.0.113.7',
      ...fields,
    })

  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, kept canonical', 'FD00:0:0::1', 'fd00::1'],
  ])('attaches %s', async (_, address, stored) => {
    const reply = await attach({ address })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ name: 'extra', address: stored })
  })

  it.each([
    ['an address that is no IP', { address: '10.0.0.300' }, 400, invalidAddressMessage],
    [
      'a missing address',
      { address: undefined },
      400,
      'unable to parse JSON body: missing field `address`',
    ],
    [
      'a name taken on the gateway',
      { name: 'services-egress' },
      409,
      'already exists: internet-gateway-ip-address "services-egress"',
    ],
  ])('refuses %s', async (_, fields, status, message) => {
    const reply = await attach(fields)
    expect(reply.status).toBe(status)
    expect(messageOf(reply.body)).toBe(message)
  })

  it('detaches an address by id alone', async () => {
    const address = db.internetGatewayIpAddresses.findBy((row) => row.name === 'services-egress')
    const reply = await call('DELETE', `/v1/internet-gateway-ip-addresses/${address?.id}`)
    expect(reply.status).toBe(204)
    expect(await namesOf(`/v1/internet-gateway-ip-addresses${OF_GATEWAY}`)).toEqual([])
  })

  it('refuses a detach by name without its gateway', async () => {
    const reply = await call('DELETE', `/v1/internet-gateway-ip-addresses/services-egress${IN_VPC}`)
    expect(reply.status).toBe(400)
    expect(messageOf(reply.body)).toBe(
      'internet gateway is required when IP address is specified by name',
    )
  })
})
