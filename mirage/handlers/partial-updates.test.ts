/**
 * The contract's optional update fields: a PUT that omits one leaves it as it is, as the server
 * does (ProjectUpdate, VpcUpdate, VpcRouterUpdate, VpcSubnetUpdate's identity, SiloQuotasUpdate:
 * "If a value is omitted it will not be updated"). The console's edit forms send only the fields
 * the user changed (src/components/form/save-changes.ts), so the mock must not reset the rest.
 */
import { SILO_SEED } from '../seeds/silo-seeds'
import { VPC_SEED } from '../seeds/vpc-seeds'
import { call, startTestServer, stopTestServer } from '../testing'

beforeEach(() => {
  startTestServer()
})
afterEach(stopTestServer)

const inVpc = `project=${VPC_SEED.project}&vpc=${VPC_SEED.vpc}`

describe.each([
  ['a project', `/v1/projects/${VPC_SEED.project}`, { description: 'changed' }, ['name']],
  [
    'a VPC',
    `/v1/vpcs/${VPC_SEED.vpc}?project=${VPC_SEED.project}`,
    { description: 'changed' },
    ['name', 'dns_name'],
  ],
  [
    'a router',
    `/v1/vpc-routers/${VPC_SEED.routers.egress}?${inVpc}`,
    { description: 'changed' },
    ['name'],
  ],
  [
    'a subnet',
    `/v1/vpc-subnets/${VPC_SEED.subnets.web}?${inVpc}`,
    { description: 'changed' },
    ['name'],
  ],
  [
    'a silo’s quotas',
    `/v1/system/silos/${SILO_SEED.research}/quotas`,
    { storage: 8 * 1024 ** 4 },
    ['cpus', 'memory'],
  ],
])('%s', (_what, url, body, kept) => {
  it('keeps every field the PUT omits', async () => {
    const before = (await call('GET', url)).body as Record<string, unknown>
    const reply = await call('PUT', url, body)
    expect(reply.status).toBe(200)
    const after = reply.body as Record<string, unknown>
    for (const field of kept) expect(after[field]).toEqual(before[field])
    expect(after).toMatchObject(body)
  })
})

it('refuses a PUT whose only field is a bad value, with the server’s message, and changes nothing', async () => {
  const url = `/v1/projects/${VPC_SEED.project}`
  const before = (await call('GET', url)).body
  const reply = await call('PUT', url, { name: 'Not A Name' })
  expect(reply.status).toBe(400)
  expect((await call('GET', url)).body).toEqual(before)
})
