import type { MockDb } from '../db'
import { VPC_SEED } from '../seeds/vpc-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { VPC_HAS_SUBNETS_MESSAGE, VPC_PREFIX_MESSAGE } from './vpcs'

const P = `?project=${VPC_SEED.project}`

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

interface Vpc {
  id: string
  name: string
  description: string
  dns_name: string
  ipv6_prefix: string
}
interface Rule {
  name: string
  priority: number
  targets: { type: string; value: string }[]
}

const createVpc = (fields: Record<string, unknown> = {}) =>
  call('POST', `/v1/vpcs${P}`, {
    name: 'made',
    description: 'a test VPC',
    dns_name: 'made',
    ...fields,
  })
const rulesOf = async (vpc: string) =>
  ((await call('GET', `/v1/vpc-firewall-rules${P}&vpc=${vpc}`)).body as { rules: Rule[] }).rules

describe('vpc_create', () => {
  it('makes a VPC with its default subnet and the default firewall rules, like Nexus', async () => {
    const reply = await createVpc()
    expect(reply.status).toBe(201)
    const vpc = reply.body as Vpc
    expect(vpc).toMatchObject({ name: 'made', description: 'a test VPC', dns_name: 'made' })
    expect(vpc.ipv6_prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/)

    const subnets = (await call('GET', `/v1/vpc-subnets${P}&vpc=made`)).body as {
      items: { name: string; ipv4_block: string }[]
    }
    expect(subnets.items).toEqual([expect.objectContaining({ name: 'default' })])
    // RFC 1918
    expect(subnets.items[0].ipv4_block).toMatch(/^(10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.)/)

    const rules = await rulesOf('made')
    expect(rules.map((rule) => rule.name).sort()).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
    for (const rule of rules) expect(rule.targets).toEqual([{ type: 'vpc', value: 'made' }])
  })

  it('keeps a given unique local /48 prefix', async () => {
    const reply = await createVpc({ ipv6_prefix: 'fd12:3456:789a::/48' })
    expect(reply.status).toBe(201)
    expect((reply.body as Vpc).ipv6_prefix).toBe('fd12:3456:789a::/48')
  })

  it.each([
    ['outside fd00::/8', '2001:db8::/48', 400, VPC_PREFIX_MESSAGE],
    ['not a /48', 'fd00::/64', 400, VPC_PREFIX_MESSAGE],
    ['host bits set', 'fd12:3456:789a:1::/48', 400, VPC_PREFIX_MESSAGE],
    [
      'not a network',
      'garbage',
      400,
      'unable to parse JSON body: ipv6_prefix: invalid IPv6 network "garbage"',
    ],
  ])('refuses an IPv6 prefix %s', async (_, prefix, status, message) => {
    const reply = await createVpc({ ipv6_prefix: prefix })
    expect(reply.status).toBe(status)
    expect(reply.body).toMatchObject({ message })
    expect(db.vpcs.findBy((row) => row.name === 'made')).toBeUndefined()
  })

  it('refuses a name taken in the project with 409 ObjectAlreadyExists', async () => {
    const reply = await createVpc({ name: VPC_SEED.vpc })
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: `already exists: vpc "${VPC_SEED.vpc}"`,
    })
  })

  it('takes a name used in another project', async () => {
    const reply = await call('POST', '/v1/vpcs?project=web-frontend', {
      name: VPC_SEED.vpc,
      description: '',
      dns_name: VPC_SEED.vpc,
    })
    expect(reply.status).toBe(201)
  })

  it('checks the DNS name like a name', async () => {
    const reply = await createVpc({ dns_name: 'Not_A_Name' })
    expect(reply.status).toBe(400)
  })
})

describe('vpc_update', () => {
  it('changes the name, description and DNS name', async () => {
    const reply = await call('PUT', `/v1/vpcs/${VPC_SEED.vpc}${P}`, {
      name: 'renamed',
      description: 'new words',
      dns_name: 'renamed-dns',
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      name: 'renamed',
      description: 'new words',
      dns_name: 'renamed-dns',
    })
    expect((await call('GET', `/v1/vpcs/renamed${P}`)).status).toBe(200)
  })

  it('leaves absent fields and refuses a taken name', async () => {
    const before = (await call('GET', `/v1/vpcs/${VPC_SEED.vpc}${P}`)).body as Vpc
    const reply = await call('PUT', `/v1/vpcs/${VPC_SEED.vpc}${P}`, { description: 'only this' })
    expect(reply.body).toMatchObject({ name: before.name, dns_name: before.dns_name })
    const taken = await call('PUT', `/v1/vpcs/${VPC_SEED.vpc}${P}`, { name: 'default' })
    expect(taken.status).toBe(409)
  })
})

describe('vpc_delete', () => {
  it('refuses a VPC that still has subnets, in the server’s words', async () => {
    const reply = await call('DELETE', `/v1/vpcs/${VPC_SEED.vpc}${P}`)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: VPC_HAS_SUBNETS_MESSAGE,
    })
  })

  it('deletes a VPC without subnets, and its rules with it', async () => {
    const vpc = (await createVpc()).body as Vpc
    for (const subnet of db.vpcSubnets.where((row) => row.vpc_id === vpc.id)) {
      db.vpcSubnets.remove(subnet.id)
    }
    expect((await call('DELETE', `/v1/vpcs/made${P}`)).status).toBe(204)
    expect(db.vpcFirewallRules.where((row) => row.vpc_id === vpc.id)).toEqual([])
    expect((await call('GET', `/v1/vpcs/made${P}`)).status).toBe(404)
  })
})

describe('vpc_firewall_rules_view', () => {
  it('lists the seeded VPC’s rules, custom and default', async () => {
    const rules = await rulesOf(VPC_SEED.vpc)
    expect(rules.map((rule) => rule.name)).toEqual(
      expect.arrayContaining([...VPC_SEED.rules, 'allow-ssh', 'allow-icmp']),
    )
  })

  it('needs the project for a VPC named by name', async () => {
    const reply = await call('GET', `/v1/vpc-firewall-rules?vpc=${VPC_SEED.vpc}`)
    expect(reply.status).toBe(400)
  })
})
