import type { MockDb } from '../db'
import { VPC_SEED } from '../seeds/vpc-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import {
  MIXED_IP_VERSIONS_MESSAGE,
  SYSTEM_ROUTE_CREATE_MESSAGE,
  SYSTEM_ROUTE_DELETE_MESSAGE,
  SYSTEM_ROUTE_UPDATE_MESSAGE,
  SYSTEM_ROUTER_DELETE_MESSAGE,
  SYSTEM_ROUTER_UPDATE_MESSAGE,
} from './vpc-routers'

const IN_PROD = `?project=${VPC_SEED.project}&vpc=${VPC_SEED.vpc}`
const { egress, dbIsolation } = VPC_SEED.routers

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const messageOf = (reply: { body: unknown }) => (reply.body as { message: string }).message
const createRoute = (router: string, fields: Record<string, unknown> = {}) =>
  call('POST', `/v1/vpc-router-routes${IN_PROD}&router=${router}`, {
    name: 'new-route',
    description: 'made in a test',
    destination: { type: 'ip_net', value: '10.99.0.0/16' },
    target: { type: 'ip', value: '10.10.1.9' },
    ...fields,
  })

describe('routers', () => {
  it('creates, renames and deletes a custom router', async () => {
    const created = await call('POST', `/v1/vpc-routers${IN_PROD}`, {
      name: 'made',
      description: 'a test router',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'made', kind: 'custom' })

    const renamed = await call('PUT', `/v1/vpc-routers/made${IN_PROD}`, {
      name: 'remade',
      description: 'renamed',
    })
    expect(renamed.body).toMatchObject({ name: 'remade', description: 'renamed' })
    expect((await call('DELETE', `/v1/vpc-routers/remade${IN_PROD}`)).status).toBe(204)
  })

  it('detaches a deleted router from the subnets that used it, and drops its routes', async () => {
    const router = db.vpcRouters.all().find((row) => row.name === dbIsolation)
    expect((await call('DELETE', `/v1/vpc-routers/${dbIsolation}${IN_PROD}`)).status).toBe(204)
    const dbSubnet = await call('GET', `/v1/vpc-subnets/${VPC_SEED.subnets.db}${IN_PROD}`)
    expect(dbSubnet.body).toMatchObject({ custom_router_id: null })
    expect(db.vpcRouterRoutes.where((route) => route.vpc_router_id === router?.id)).toEqual([])
  })

  it.each([
    ['PUT', { description: 'x' }, 400, SYSTEM_ROUTER_UPDATE_MESSAGE],
    ['DELETE', undefined, 400, SYSTEM_ROUTER_DELETE_MESSAGE],
  ])('refuses to %s the system router', async (method, body, status, message) => {
    const reply = await call(method, `/v1/vpc-routers/system${IN_PROD}`, body)
    expect(reply.status).toBe(status)
    expect(messageOf(reply)).toBe(message)
  })

  it.each([
    ['POST', '', { name: egress, description: '' }, 409],
    ['POST', '', { name: 'Bad_Name', description: '' }, 400],
    ['PUT', `/${egress}`, { name: dbIsolation }, 409],
    ['PUT', '/missing', { name: 'x' }, 404],
  ])('%s /v1/vpc-routers%s refuses with %i', async (method, path, body, status) => {
    expect((await call(method, `/v1/vpc-routers${path}${IN_PROD}`, body)).status).toBe(status)
  })
})

describe('routes', () => {
  it.each([
    ['an IP target', { type: 'ip', value: 'fd00::1' }, { type: 'ip_net', value: 'fd00::/64' }],
    ['an instance target', { type: 'instance', value: 'db1' }, undefined],
    ['a gateway target', { type: 'internet_gateway', value: 'default' }, undefined],
    ['a drop target', { type: 'drop' }, undefined],
    ['a subnet destination', { type: 'drop' }, { type: 'subnet', value: 'web' }],
  ])('creates a custom route with %s', async (_, target, destination) => {
    const reply = await createRoute(egress, destination ? { target, destination } : { target })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ name: 'new-route', kind: 'custom', target })
  })

  it('updates a custom route', async () => {
    const reply = await call(
      'PUT',
      `/v1/vpc-router-routes/partner-vpn${IN_PROD}&router=${egress}`,
      {
        name: 'partner-link',
        destination: { type: 'ip', value: '192.168.100.7' },
        target: { type: 'drop' },
      },
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      name: 'partner-link',
      destination: { type: 'ip', value: '192.168.100.7' },
      target: { type: 'drop' },
    })
    expect(
      (await call('DELETE', `/v1/vpc-router-routes/partner-link${IN_PROD}&router=${egress}`))
        .status,
    ).toBe(204)
  })

  it.each([
    ['a bad IP', { target: { type: 'ip', value: '10.1.1' } }, 400],
    ['a bad network', { destination: { type: 'ip_net', value: '10.0.0.0/40' } }, 400],
    ['an unknown target type', { target: { type: 'router', value: 'x' } }, 400],
    ['a target without a value', { target: { type: 'instance' } }, 400],
    ['a taken name', { name: 'partner-vpn' }, 409],
  ])('refuses %s', async (_, fields, status) => {
    expect((await createRoute(egress, fields)).status).toBe(status)
  })

  it('refuses IPv4 and IPv6 on either side', async () => {
    const reply = await createRoute(egress, { target: { type: 'ip', value: 'fd00::1' } })
    expect(reply.status).toBe(400)
    expect(messageOf(reply)).toBe(MIXED_IP_VERSIONS_MESSAGE)
  })

  it('leaves the system router’s routes to the system', async () => {
    const created = await createRoute('system')
    expect(messageOf(created)).toBe(SYSTEM_ROUTE_CREATE_MESSAGE)
    const updated = await call('PUT', `/v1/vpc-router-routes/default-v4${IN_PROD}&router=system`, {
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'drop' },
    })
    expect(updated.status).toBe(400)
    expect(messageOf(updated)).toBe(SYSTEM_ROUTE_UPDATE_MESSAGE)
    const deleted = await call('DELETE', `/v1/vpc-router-routes/web${IN_PROD}&router=system`)
    expect(deleted.status).toBe(400)
    expect(messageOf(deleted)).toBe(SYSTEM_ROUTE_DELETE_MESSAGE)
  })
})
