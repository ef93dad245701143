import { createDb, type MockDb } from '../db'
import { projectFactory, vpcFactory } from '../factories'
import { handlers } from '../handlers'
import { seedDefault, seededContext } from '../seeds/seeds'
import { call, callForm, startTestServer, stopTestServer } from '../testing'
import { contractRoutes } from './__generated__/contract-routes'
import { affinityContractCases } from './affinity-contract-cases'
import { alertContractCases } from './alert-contract-cases'
import { authContractCases } from './auth-contract-cases'
import { certificateContractCases } from './certificate-contract-cases'
import { type ContractCase, operationCases } from './contract-case'
import { createContractValidator, loadContract } from './contract-validator'
import { firewallRuleContractCases } from './firewall-rule-contract-cases'
import { hardwareContractCases } from './hardware-contract-cases'
import { hardwareIntakeContractCases } from './hardware-intake-contract-cases'
import { instanceContractCases } from './instance-contract-cases'
import { internetGatewayContractCases } from './internet-gateway-contract-cases'
import { ipContractCases } from './ip-contract-cases'
import { metricContractCases } from './metric-contract-cases'
import { networkAccessContractCases } from './network-access-contract-cases'
import { policyContractCases } from './policy-contract-cases'
import { rackNetworkContractCases } from './rack-network-contract-cases'
import { siloContractCases } from './silo-contract-cases'
import { storageContractCases } from './storage-contract-cases'
import { subnetContractCases } from './subnet-contract-cases'
import { supportBundleContractCases } from './support-bundle-contract-cases'
import { systemIpPoolContractCases } from './system-ip-pool-contract-cases'
import { updateContractCases } from './update-contract-cases'
import { utilizationContractCases } from './utilization-contract-cases'
import { vpcContractCases } from './vpc-contract-cases'
import { vpcRouterContractCases } from './vpc-router-contract-cases'

const contract = loadContract()
const validator = createContractValidator(contract)

afterEach(stopTestServer)

describe('the contract validator', () => {
  const project = {
    id: '6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f',
    name: 'web-frontend',
    description: 'a project',
    time_created: '2024-01-15T09:00:00.000Z',
    time_modified: '2024-01-15T09:00:00.000Z',
  }

  test('accepts a well-formed Project', () => {
    expect(validator.validateResponse('project_view', 200, project)).toEqual([])
  })

  test.each([
    ['a missing required field', { ...project, time_created: undefined }],
    ['a camelCase key', { ...project, timeCreated: project.time_created }],
    ['a name breaking the Name pattern', { ...project, name: 'Web_Frontend' }],
    ['a name longer than 63', { ...project, name: `p${'a'.repeat(63)}` }],
    ['a bad uuid', { ...project, id: 'not-a-uuid' }],
    ['a bad timestamp', { ...project, time_created: 'yesterday' }],
    ['a wrong type', { ...project, description: 42 }],
  ])('rejects a broken Project: %s', (_, broken) => {
    expect(
      validator.validateResponse('project_view', 200, JSON.parse(JSON.stringify(broken))),
    ).not.toEqual([])
  })

  test('rejects a results page without items and an Error without request_id', () => {
    expect(validator.validateResponse('project_list', 200, { next_page: null })).not.toEqual([])
    expect(validator.validateResponse('project_view', 404, { message: 'x' })).not.toEqual([])
  })

  test('knows 204 responses have no body', () => {
    expect(validator.responseSchema('project_delete', 204)).toBeNull()
    expect(validator.validateResponse('project_delete', 204, {})).not.toEqual([])
  })
})

test('the generated route table matches the contract', () => {
  const expected = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const success = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code))
      return [operation.operationId, method, path, success ? Number(success) : null]
    }),
  )
  expect(contractRoutes).toEqual(expected)
})

test('every handler is for an operation of the contract', () => {
  const operationIds = new Set(contractRoutes.map(([operationId]) => operationId))
  for (const operationId of Object.keys(handlers)) expect(operationIds).toContain(operationId)
})

test('every seeded record matches its schema', () => {
  const db = seedDefault()
  const tables: [string, unknown[]][] = [
    ['Silo', db.silos.all()],
    ['User', db.users.all()],
    ['Group', db.groups.all()],
    ['SiloRolePolicy', [...db.siloPolicies.values()]],
    ['Project', db.projects.all()],
    ['Vpc', db.vpcs.all()],
    ['VpcSubnet', db.vpcSubnets.all()],
    ['VpcFirewallRule', db.vpcFirewallRules.all()],
    ['VpcRouter', db.vpcRouters.all()],
    ['RouterRoute', db.vpcRouterRoutes.all()],
    ['InternetGateway', db.internetGateways.all()],
    ['InternetGatewayIpPool', db.internetGatewayIpPools.all()],
    ['InternetGatewayIpAddress', db.internetGatewayIpAddresses.all()],
    ['AffinityGroup', db.affinityGroups.all()],
    ['SshKey', db.sshKeys.all()],
    ['IdentityProvider', db.identityProviders.all().map(({ silo_id: _, ...idp }) => idp)],
    [
      'DeviceAccessToken',
      db.accessTokens.all().map(({ id, time_created, time_expires }) => ({
        id,
        time_created,
        time_expires,
      })),
    ],
    ['FleetRolePolicy', [db.fleetPolicy]],
    ['ProjectRolePolicy', [...db.projectPolicies.values()]],
    ['Disk', db.disks.all()],
    ['Snapshot', db.snapshots.all()],
    ['Image', db.images.all()],
    ['Instance', db.instances.all()],
    ['InstanceNetworkInterface', db.networkInterfaces.all()],
    ['IpPool', db.ipPools.all()],
    ['IpPoolSiloLink', db.ipPoolSiloLinks.all().map(({ id: _, ...link }) => link)],
    ['IpPoolRange', db.ipPoolRanges.all()],
    ['AllowList', [db.allowList]],
    ['ServiceIcmpConfig', [db.inboundIcmp]],
    ['SiloQuotas', [...db.siloQuotas.values()]],
    ['Certificate', db.certificates.all().map(({ silo_id: _, ...certificate }) => certificate)],
    ['SamlIdentityProvider', db.samlIdentityProviders.all()],
    ['Rack', db.racks.all()],
    ['Sled', db.sleds.all()],
    ['PhysicalDisk', db.physicalDisks.all()],
    ['Switch', db.switches.all()],
    ['TufRepo', db.updateRepositories.all().map(({ id: _, ...repo }) => repo)],
    ['AuditLogEntry', db.auditLog.all()],
    ['FloatingIp', db.floatingIps.all()],
    ['AntiAffinityGroup', db.antiAffinityGroups.all()],
  ]
  for (const [schema, records] of tables) {
    expect(records.length, schema).toBeGreaterThan(0)
    for (const record of records)
      expect(validator.validateSchema(schema, record), schema).toEqual([])
  }
})

/** A case here may build its URL from the ids of the data `caseDb` adds to the seeds. */
type Case = ContractCase<string | ((ids: Ids) => string)>

interface Ids {
  projectId: string
  vpcId: string
  subnetId: string
  emptyProject: string
  emptyVpc: string
}

/** The seeds plus a project with no VPC and a VPC with no subnet, to reach the 204 deletes. */
function caseDb(): { db: MockDb; ids: Ids } {
  const db = seedDefault(createDb())
  const context = seededContext(7)
  const project = db.projects.findBy((row) => row.name === 'mock-project')
  const vpc = db.vpcs.findBy((row) => row.project_id === project?.id)
  const subnet = db.vpcSubnets.findBy((row) => row.vpc_id === vpc?.id)
  if (!project || !vpc || !subnet) throw new Error('seeds changed')
  const empty = db.projects.insert(projectFactory(context, { name: 'empty-project' }))
  const emptyVpc = db.vpcs.insert(
    vpcFactory(context, { project_id: project.id, name: 'no-subnets' }),
  )
  return {
    db,
    ids: {
      projectId: project.id,
      vpcId: vpc.id,
      subnetId: subnet.id,
      emptyProject: empty.name,
      emptyVpc: emptyVpc.id,
    },
  }
}

const cases: Case[] = [
  ...storageContractCases,
  ...instanceContractCases,
  ...ipContractCases,
  ...networkAccessContractCases,
  ...vpcContractCases,
  ...firewallRuleContractCases,
  ...vpcRouterContractCases,
  ...internetGatewayContractCases,
  ...affinityContractCases,
  ...subnetContractCases,
  ...supportBundleContractCases,
  { operationId: 'ping', method: 'GET', url: '/v1/ping', status: 200 },
  { operationId: 'current_user_view', method: 'GET', url: '/v1/me', status: 200 },
  ...operationCases('current_user_groups', 'GET', [
    [200, '/v1/me/groups'],
    [200, '/v1/me/groups?limit=1'],
  ]),
  { operationId: 'policy_view', method: 'GET', url: '/v1/policy', status: 200 },
  ...operationCases('project_list', 'GET', [
    [200, '/v1/projects'],
    [200, '/v1/projects?limit=50'],
    [200, '/v1/projects?sort_by=name_descending'],
    [200, '/v1/projects?sort_by=id_ascending'],
    [400, '/v1/projects?limit=0'],
    [400, '/v1/projects?sort_by=size'],
    [400, '/v1/projects?page_token=nope'],
  ]),
  ...operationCases('project_create', 'POST', [
    [201, '/v1/projects', { name: 'new-project', description: 'made in a test' }],
    [409, '/v1/projects', { name: 'mock-project', description: '' }],
    [400, '/v1/projects', { name: 'Bad_Name', description: '' }],
    [400, '/v1/projects', { name: `p${'a'.repeat(63)}`, description: '' }],
    [400, '/v1/projects', { name: 'no-description' }],
    [500, '/v1/projects', { name: 'fail-500', description: '' }],
  ]),
  { operationId: 'project_view', method: 'GET', url: '/v1/projects/mock-project', status: 200 },
  {
    operationId: 'project_view',
    method: 'GET',
    url: ({ projectId }) => `/v1/projects/${projectId}`,
    status: 200,
  },
  { operationId: 'project_view', method: 'GET', url: '/v1/projects/missing', status: 404 },
  ...operationCases('project_update', 'PUT', [
    [200, '/v1/projects/mock-project', { name: 'renamed', description: 'new words' }],
    [409, '/v1/projects/mock-project', { name: 'web-frontend' }],
    [404, '/v1/projects/missing', { description: 'x' }],
    [400, '/v1/projects/mock-project', { name: '-bad' }],
  ]),
  {
    operationId: 'project_delete',
    method: 'DELETE',
    url: ({ emptyProject }) => `/v1/projects/${emptyProject}`,
    status: 204,
  },
  ...operationCases('project_delete', 'DELETE', [
    [400, '/v1/projects/mock-project'],
    [404, '/v1/projects/missing'],
  ]),
  ...operationCases('vpc_list', 'GET', [
    [200, '/v1/vpcs?project=mock-project'],
    [404, '/v1/vpcs?project=missing'],
    [400, '/v1/vpcs'],
  ]),
  {
    operationId: 'vpc_view',
    method: 'GET',
    url: '/v1/vpcs/default?project=mock-project',
    status: 200,
  },
  { operationId: 'vpc_view', method: 'GET', url: ({ vpcId }) => `/v1/vpcs/${vpcId}`, status: 200 },
  ...operationCases('vpc_view', 'GET', [
    [400, '/v1/vpcs/default'],
    [404, '/v1/vpcs/missing?project=mock-project'],
  ]),
  {
    operationId: 'vpc_delete',
    method: 'DELETE',
    url: '/v1/vpcs/default?project=mock-project',
    status: 400,
  },
  {
    operationId: 'vpc_delete',
    method: 'DELETE',
    url: ({ emptyVpc }) => `/v1/vpcs/${emptyVpc}`,
    status: 204,
  },
  {
    operationId: 'vpc_subnet_list',
    method: 'GET',
    url: '/v1/vpc-subnets?project=mock-project&vpc=default',
    status: 200,
  },
  {
    operationId: 'vpc_subnet_list',
    method: 'GET',
    url: ({ vpcId }) => `/v1/vpc-subnets?vpc=${vpcId}`,
    status: 200,
  },
  ...operationCases('vpc_subnet_list', 'GET', [
    [400, '/v1/vpc-subnets?vpc=default'],
    [404, '/v1/vpc-subnets?project=mock-project&vpc=missing'],
  ]),
  ...operationCases('vpc_subnet_view', 'GET', [
    [404, '/v1/vpc-subnets/missing?project=mock-project&vpc=default'],
    [200, '/v1/vpc-subnets/default?project=mock-project&vpc=default'],
  ]),
  {
    operationId: 'vpc_subnet_view',
    method: 'GET',
    url: ({ subnetId }) => `/v1/vpc-subnets/${subnetId}`,
    status: 200,
  },
  {
    operationId: 'vpc_subnet_delete',
    method: 'DELETE',
    url: '/v1/vpc-subnets/missing?project=mock-project&vpc=default',
    status: 404,
  },
  {
    // an operation nobody mocks yet: an explicit 501 with an Error body, never a silent 404
    operationId: 'multicast_group_list',
    method: 'GET',
    url: '/v1/multicast-groups',
    status: 501,
  },
  ...authContractCases,
  ...policyContractCases,
  ...utilizationContractCases,
  ...siloContractCases,
  ...certificateContractCases,
  ...systemIpPoolContractCases,
  ...hardwareContractCases,
  ...updateContractCases,
  ...metricContractCases,
  ...alertContractCases,
  ...rackNetworkContractCases,
  ...hardwareIntakeContractCases,
]

describe('responses match the contract', () => {
  const label = (url: Case['url']) => (typeof url === 'string' ? url : url.toString())
  test.each(cases.map((c) => [c.operationId, c.method, label(c.url), c.status, c] as const))(
    '%s: %s %s → %i',
    async (operationId, method, _label, status, { url, body, user, form, setup }) => {
      const { db, ids } = caseDb()
      setup?.(db)
      startTestServer({ db, user })
      const path = typeof url === 'function' ? url(ids) : url
      const reply = form ? await callForm(path, form) : await call(method, path, body)
      expect(reply.status, reply.text).toBe(status)
      expect(validator.validateResponse(operationId, reply.status, reply.body)).toEqual([])
    },
    // a file's body (a release repository's zip) takes FILE_BODY_ARRIVAL_MS to arrive
    15_000,
  )

  /** Operations whose real server has no error a seeded request can reach. */
  const noErrorPath = new Set(['ping', 'current_user_view', 'current_user_groups', 'policy_view'])

  test('every handler has a success case and an error case above', () => {
    for (const operationId of Object.keys(handlers)) {
      const statuses = cases.filter((c) => c.operationId === operationId).map((c) => c.status)
      expect(
        // a redirect (the SAML login's 303) is that operation's success
        statuses.some((status) => status < 400),
        operationId,
      ).toBe(true)
      if (!noErrorPath.has(operationId)) {
        expect(
          statuses.some((status) => status >= 400),
          operationId,
        ).toBe(true)
      }
    }
  })

  test('a path outside the contract answers 404 with an Error body', async () => {
    startTestServer()
    for (const [method, url] of [
      ['GET', '/v1/no-such-thing'],
      ['POST', '/v1/projects/mock-project/nope'],
      ['GET', '/login/default-silo/nope'],
      ['POST', '/logout'],
    ]) {
      const reply = await call(method, url)
      expect(reply.status, url).toBe(404)
      expect(validator.validateSchema('Error', reply.body)).toEqual([])
    }
  })
})
