// @vitest-environment node
/**
 * Every look-up of lookup.ts against the seeds: found by name and by id, and each refusal the
 * handlers answer with, as the exact Error body (less its request id): an unknown selector is the
 * 404 in the real server's words (errors.ts), a name without the parent it needs the 400.
 */
import { MockApiError } from './errors'
import {
  lookupAccessToken,
  lookupAffinityGroup,
  lookupAntiAffinityGroup,
  lookupDisk,
  lookupDiskForInstance,
  lookupFloatingIp,
  lookupFloatingIpOfProject,
  lookupImage,
  lookupInstance,
  lookupInternetGateway,
  lookupInternetGatewayIpAddress,
  lookupInternetGatewayIpPool,
  lookupIpPool,
  lookupNetworkInterface,
  lookupPhysicalDisk,
  lookupProject,
  lookupRack,
  lookupRouterForSubnet,
  lookupRouterRoute,
  lookupSamlProvider,
  lookupSignInProvider,
  lookupSilo,
  lookupSiloGroup,
  lookupSled,
  lookupSnapshot,
  lookupSourceImage,
  lookupSourceSnapshot,
  lookupSshKey,
  lookupSwitch,
  lookupSystemIpPool,
  lookupUpdateRepository,
  lookupVpc,
  lookupVpcRouter,
  lookupVpcSubnet,
  parentFor,
} from './lookup'
import type { MockSession } from './operation'
import { seedDefault } from './seeds/seeds'

const db = seedDefault()
const session: MockSession = { userId: db.session.userId, signIn() {}, signOut() {} }

/** An id no record has: the 404 then speaks of an id. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

function first<T>(rows: T[], what: string): T {
  const [row] = rows
  if (row === undefined) throw new Error(`the seeds have no ${what}`)
  return row
}

/** The Error body a look-up answers with, as the handler's reply carries it. */
function refusal(lookup: () => unknown) {
  try {
    lookup()
  } catch (error) {
    if (!(error instanceof MockApiError)) throw error
    const { request_id: _, ...body } = error.toBody()
    return { status: error.status, ...body }
  }
  throw new Error('the look-up found a record')
}

const notFound = (message: string) => ({ status: 404, error_code: 'ObjectNotFound', message })
const invalidRequest = (message: string) => ({ status: 400, error_code: 'InvalidRequest', message })
const invalidValue = (message: string) => ({ status: 400, error_code: 'InvalidValue', message })

// one record of each kind, with the parents that name it
const user = first(
  db.users.where((row) => row.id === session.userId),
  'signed-in user',
)
const nameOf = (row: { name: string } | undefined) => row?.name ?? 'seeds-changed'
const instance = first(
  db.instances.where((row) => db.networkInterfaces.all().some((nic) => nic.instance_id === row.id)),
  'instance with an interface',
)
const project = nameOf(db.projects.find(instance.project_id))
const nic = first(
  db.networkInterfaces.where((row) => row.instance_id === instance.id),
  'interface',
)
const disk = first(db.disks.all(), 'disk')
const snapshot = first(db.snapshots.all(), 'snapshot')
const projectImage = first(
  db.images.where((row) => row.project_id !== null),
  'project image',
)
const siloImage = first(
  db.images.where((row) => row.project_id === null),
  'silo image',
)
const floatingIp = first(db.floatingIps.all(), 'floating IP')
const affinityGroup = first(db.affinityGroups.all(), 'affinity group')
const antiAffinityGroup = first(db.antiAffinityGroups.all(), 'anti-affinity group')
const route = first(
  db.vpcRouterRoutes.where((row) => db.vpcRouters.find(row.vpc_router_id)?.kind === 'custom'),
  'custom route',
)
const router = first(
  db.vpcRouters.where((row) => row.id === route.vpc_router_id),
  'router',
)
const vpc = first(
  db.vpcs.where((row) => row.id === router.vpc_id),
  'vpc',
)
const vpcProject = nameOf(db.projects.find(vpc.project_id))
const subnet = first(
  db.vpcSubnets.where((row) => row.vpc_id === vpc.id),
  'subnet',
)
const gatewayPool = first(db.internetGatewayIpPools.all(), 'gateway IP pool')
const gatewayAddress = first(db.internetGatewayIpAddresses.all(), 'gateway IP address')
const gateway = first(
  db.internetGateways.where((row) => row.id === gatewayPool.internet_gateway_id),
  'gateway',
)
/** The `gateway`, `vpc` and `project` that name a gateway. */
function scopeOf(gatewayId: string) {
  const row = first(
    db.internetGateways.where((candidate) => candidate.id === gatewayId),
    'gateway',
  )
  const inVpc = first(
    db.vpcs.where((candidate) => candidate.id === row.vpc_id),
    'gateway vpc',
  )
  return { gateway: row.name, vpc: inVpc.name, project: nameOf(db.projects.find(inVpc.project_id)) }
}
const gatewayScope = scopeOf(gateway.id)
const silo = first(
  db.silos.where((row) => row.id === user.silo_id),
  'silo',
)
const group = first(
  db.groups.where((row) => row.silo_id === silo.id),
  'group',
)
const otherSiloGroup = first(
  db.groups.where((row) => row.silo_id !== silo.id),
  'group of another silo',
)
const provider = first(db.identityProviders.all(), 'identity provider')
const saml = first(
  db.samlIdentityProviders.where((row) => row.id === provider.id),
  'SAML provider',
)
const providerSilo = nameOf(db.silos.find(provider.silo_id))
const systemPool = first(db.ipPools.all(), 'IP pool')
const siloPool = first(
  db.ipPools.where((row) =>
    db.ipPoolSiloLinks.all().some((link) => link.ip_pool_id === row.id && link.silo_id === silo.id),
  ),
  'pool linked to the silo',
)
const sshKey = first(
  db.sshKeys.where((row) => row.silo_user_id === user.id),
  'SSH key',
)
const token = first(
  db.accessTokens.where((row) => row.silo_user_id === user.id),
  'access token',
)
const rack = first(db.racks.all(), 'rack')
const sled = first(db.sleds.all(), 'sled')
const physicalDisk = first(db.physicalDisks.all(), 'physical disk')
const networkSwitch = first(db.switches.all(), 'switch')
const { id: repositoryVersion, ...repository } = first(
  db.updateRepositories.all(),
  'update repository',
)

/** A look-up that is refused, and the Error body (with its status) it is refused with. */
type Refusal = [() => unknown, { status: number; error_code: string; message: string }]

interface LookupCase {
  lookup: string
  /** What the look-up finds, by name (or the key the kind is named by) and by id. */
  found: { byName?: unknown; byId?: unknown; expected: unknown }
  /** An unknown selector, and the handlers' 404 for it. */
  unknown: Refusal
  /** A name whose parent is unknown, and the parent's 404. */
  unknownParent?: Refusal
  /** A name without the parent it needs (or no selector at all), and the handlers' 400. */
  noParent?: Refusal
  /** An id sent with a parent, which Nexus refuses. */
  idWithParent?: Refusal
  /** A kind named by id only, given something else. */
  notAnId?: Refusal
}

const cases: LookupCase[] = [
  {
    lookup: 'lookupProject',
    found: {
      byName: lookupProject(db, project).id,
      byId: lookupProject(db, instance.project_id).id,
      expected: instance.project_id,
    },
    unknown: [() => lookupProject(db, 'nope'), notFound('not found: project with name "nope"')],
    noParent: [() => lookupProject(db, undefined), invalidRequest('project must be specified')],
  },
  {
    lookup: 'lookupInstance',
    found: {
      byName: lookupInstance(db, { instance: instance.name, project }).id,
      byId: lookupInstance(db, { instance: instance.id }).id,
      expected: instance.id,
    },
    unknown: [
      () => lookupInstance(db, { instance: 'nope', project }),
      notFound('not found: instance with name "nope"'),
    ],
    noParent: [
      () => lookupInstance(db, { instance: instance.name }),
      invalidRequest('project is required when instance is specified by name'),
    ],
    idWithParent: [
      () => lookupInstance(db, { instance: instance.id, project }),
      invalidRequest('when providing instance as an ID project should not be specified'),
    ],
  },
  {
    lookup: 'lookupNetworkInterface',
    found: {
      byName: lookupNetworkInterface(db, {
        interface: nic.name,
        instance: instance.name,
        project,
      }).id,
      byId: lookupNetworkInterface(db, { interface: nic.id }).id,
      expected: nic.id,
    },
    unknown: [
      () => lookupNetworkInterface(db, { interface: 'nope', instance: instance.id }),
      notFound('not found: network-interface with name "nope"'),
    ],
    noParent: [
      () => lookupNetworkInterface(db, { interface: nic.name }),
      invalidRequest('instance is required when interface is specified by name'),
    ],
    idWithParent: [
      () => lookupNetworkInterface(db, { interface: nic.id, instance: instance.name, project }),
      invalidRequest('when providing interface as an ID instance should not be specified'),
    ],
  },
  {
    lookup: 'lookupDisk',
    found: {
      byName: lookupDisk(db, { disk: disk.name, project: disk.project_id }).id,
      byId: lookupDisk(db, { disk: disk.id }).id,
      expected: disk.id,
    },
    unknown: [
      () => lookupDisk(db, { disk: UNKNOWN_ID }),
      notFound(`not found: disk with id "${UNKNOWN_ID}"`),
    ],
    noParent: [
      () => lookupDisk(db, { disk: disk.name }),
      invalidRequest('project is required when disk is specified by name'),
    ],
    idWithParent: [
      () => lookupDisk(db, { disk: disk.id, project }),
      invalidRequest('when providing disk as an ID project should not be specified'),
    ],
  },
  {
    lookup: 'lookupDiskForInstance',
    found: {
      byName: lookupDiskForInstance(db, { ...instance, project_id: disk.project_id }, disk.name).id,
      byId: lookupDiskForInstance(db, instance, disk.id).id,
      expected: disk.id,
    },
    unknown: [
      () => lookupDiskForInstance(db, instance, 'nope'),
      notFound('not found: disk with name "nope"'),
    ],
  },
  {
    lookup: 'lookupSnapshot',
    found: {
      byName: lookupSnapshot(db, { snapshot: snapshot.name, project: snapshot.project_id }).id,
      byId: lookupSnapshot(db, { snapshot: snapshot.id }).id,
      expected: snapshot.id,
    },
    unknown: [
      () => lookupSnapshot(db, { snapshot: 'nope', project }),
      notFound('not found: snapshot with name "nope"'),
    ],
    noParent: [
      () => lookupSnapshot(db, { snapshot: snapshot.name }),
      invalidRequest('project is required when snapshot is specified by name'),
    ],
  },
  {
    lookup: 'lookupSourceSnapshot',
    found: {
      byId: lookupSourceSnapshot(db, snapshot.project_id, snapshot.id).id,
      expected: snapshot.id,
    },
    unknown: [
      () => lookupSourceSnapshot(db, UNKNOWN_ID, snapshot.id),
      notFound(`not found: snapshot with id "${snapshot.id}"`),
    ],
  },
  {
    lookup: 'lookupImage',
    found: {
      byName: lookupImage(db, {
        image: projectImage.name,
        project: projectImage.project_id ?? undefined,
      }).id,
      byId: lookupImage(db, { image: projectImage.id }).id,
      expected: projectImage.id,
    },
    // without a project a name is looked up among the silo's images
    unknown: [
      () => lookupImage(db, { image: projectImage.name }),
      notFound(`not found: image with name "${projectImage.name}"`),
    ],
    idWithParent: [
      () => lookupImage(db, { image: projectImage.id, project }),
      invalidRequest('when providing image as an ID project should not be specified'),
    ],
  },
  {
    lookup: 'lookupImage (silo image)',
    found: {
      byName: lookupImage(db, { image: siloImage.name }).id,
      byId: lookupImage(db, { image: siloImage.id }).id,
      expected: siloImage.id,
    },
    unknown: [
      () => lookupImage(db, { image: siloImage.name, project }),
      notFound(`not found: image with name "${siloImage.name}"`),
    ],
    noParent: [() => lookupImage(db, {}), invalidRequest('image must be specified')],
  },
  {
    lookup: 'lookupSourceImage',
    found: {
      byId: lookupSourceImage(db, UNKNOWN_ID, siloImage.id).id,
      expected: siloImage.id,
    },
    unknown: [
      () => lookupSourceImage(db, UNKNOWN_ID, projectImage.id),
      notFound(`not found: image with id "${projectImage.id}"`),
    ],
  },
  {
    lookup: 'lookupFloatingIp',
    found: {
      byName: lookupFloatingIp(db, {
        floatingIp: floatingIp.name,
        project: floatingIp.project_id,
      }).id,
      byId: lookupFloatingIp(db, { floatingIp: floatingIp.id }).id,
      expected: floatingIp.id,
    },
    unknown: [
      () => lookupFloatingIp(db, { floatingIp: 'nope', project }),
      notFound('not found: floating-ip with name "nope"'),
    ],
    noParent: [
      () => lookupFloatingIp(db, { floatingIp: floatingIp.name }),
      invalidRequest('project is required when floating IP is specified by name'),
    ],
  },
  {
    lookup: 'lookupFloatingIpOfProject',
    found: {
      byName: lookupFloatingIpOfProject(db, floatingIp.project_id, floatingIp.name).id,
      byId: lookupFloatingIpOfProject(db, floatingIp.project_id, floatingIp.id).id,
      expected: floatingIp.id,
    },
    unknown: [
      () => lookupFloatingIpOfProject(db, UNKNOWN_ID, floatingIp.id),
      notFound(`not found: floating-ip with id "${floatingIp.id}"`),
    ],
  },
  {
    lookup: 'lookupAffinityGroup',
    found: {
      byName: lookupAffinityGroup(db, {
        group: affinityGroup.name,
        project: affinityGroup.project_id,
      }).id,
      byId: lookupAffinityGroup(db, { group: affinityGroup.id }).id,
      expected: affinityGroup.id,
    },
    unknown: [
      () => lookupAffinityGroup(db, { group: 'nope', project }),
      notFound('not found: affinity-group with name "nope"'),
    ],
    noParent: [
      () => lookupAffinityGroup(db, { group: affinityGroup.name }),
      invalidRequest('project is required when affinity group is specified by name'),
    ],
  },
  {
    lookup: 'lookupAntiAffinityGroup',
    found: {
      byName: lookupAntiAffinityGroup(db, {
        group: antiAffinityGroup.name,
        project: parentFor(antiAffinityGroup.name, antiAffinityGroup.project_id),
      }).id,
      byId: lookupAntiAffinityGroup(db, {
        group: antiAffinityGroup.id,
        project: parentFor(antiAffinityGroup.id, antiAffinityGroup.project_id),
      }).id,
      expected: antiAffinityGroup.id,
    },
    unknown: [
      () => lookupAntiAffinityGroup(db, { group: 'nope', project }),
      notFound('not found: anti-affinity-group with name "nope"'),
    ],
    noParent: [
      () => lookupAntiAffinityGroup(db, { group: '' }),
      invalidRequest('anti-affinity group must be specified'),
    ],
  },
  {
    lookup: 'lookupVpc',
    found: {
      byName: lookupVpc(db, { vpc: vpc.name, project: vpcProject }).id,
      byId: lookupVpc(db, { vpc: vpc.id }).id,
      expected: vpc.id,
    },
    unknown: [
      () => lookupVpc(db, { vpc: 'nope', project: vpcProject }),
      notFound('not found: vpc with name "nope"'),
    ],
    unknownParent: [
      () => lookupVpc(db, { vpc: vpc.name, project: 'nope' }),
      notFound('not found: project with name "nope"'),
    ],
    noParent: [
      () => lookupVpc(db, { vpc: vpc.name }),
      invalidRequest('project is required when vpc is specified by name'),
    ],
  },
  {
    lookup: 'lookupVpcSubnet',
    found: {
      byName: lookupVpcSubnet(db, { subnet: subnet.name, vpc: vpc.name, project: vpcProject }).id,
      byId: lookupVpcSubnet(db, { subnet: subnet.id }).id,
      expected: subnet.id,
    },
    unknown: [
      () => lookupVpcSubnet(db, { subnet: 'nope', vpc: vpc.id }),
      notFound('not found: vpc-subnet with name "nope"'),
    ],
    noParent: [
      () => lookupVpcSubnet(db, { subnet: subnet.name, project: vpcProject }),
      invalidRequest('vpc is required when subnet is specified by name'),
    ],
    idWithParent: [
      () => lookupVpcSubnet(db, { subnet: subnet.id, vpc: vpc.id }),
      invalidRequest('when providing subnet as an ID vpc should not be specified'),
    ],
  },
  {
    lookup: 'lookupVpcRouter',
    found: {
      byName: lookupVpcRouter(db, { router: router.name, vpc: vpc.name, project: vpcProject }).id,
      byId: lookupVpcRouter(db, { router: router.id }).id,
      expected: router.id,
    },
    unknown: [
      () => lookupVpcRouter(db, { router: 'nope', vpc: vpc.id }),
      notFound('not found: vpc-router with name "nope"'),
    ],
    noParent: [
      () => lookupVpcRouter(db, { router: router.name }),
      invalidRequest('vpc is required when router is specified by name'),
    ],
  },
  {
    lookup: 'lookupRouterForSubnet',
    found: {
      byName: lookupRouterForSubnet(db, vpc, router.name).id,
      byId: lookupRouterForSubnet(db, vpc, router.id).id,
      expected: router.id,
    },
    unknown: [
      () => lookupRouterForSubnet(db, vpc, 'nope'),
      notFound('not found: vpc-router with name "nope"'),
    ],
  },
  {
    lookup: 'lookupRouterRoute',
    found: {
      byName: lookupRouterRoute(db, {
        route: route.name,
        router: router.name,
        vpc: vpc.name,
        project: vpcProject,
      }).id,
      byId: lookupRouterRoute(db, { route: route.id }).id,
      expected: route.id,
    },
    unknown: [
      () => lookupRouterRoute(db, { route: 'nope', router: router.id }),
      notFound('not found: router-route with name "nope"'),
    ],
    noParent: [
      () => lookupRouterRoute(db, { route: route.name, vpc: vpc.id }),
      invalidRequest('router is required when route is specified by name'),
    ],
  },
  {
    lookup: 'lookupInternetGateway',
    found: {
      byName: lookupInternetGateway(db, gatewayScope).id,
      byId: lookupInternetGateway(db, { gateway: gateway.id }).id,
      expected: gateway.id,
    },
    unknown: [
      () => lookupInternetGateway(db, { ...gatewayScope, gateway: 'nope' }),
      notFound('not found: internet-gateway with name "nope"'),
    ],
    noParent: [
      () => lookupInternetGateway(db, { gateway: gateway.name }),
      invalidRequest('vpc is required when internet gateway is specified by name'),
    ],
  },
  {
    lookup: 'lookupInternetGatewayIpPool',
    found: {
      byName: lookupInternetGatewayIpPool(db, gatewayPool.name, gatewayScope).id,
      byId: lookupInternetGatewayIpPool(db, gatewayPool.id, {}).id,
      expected: gatewayPool.id,
    },
    unknown: [
      () => lookupInternetGatewayIpPool(db, 'nope', gatewayScope),
      notFound('not found: internet-gateway-ip-pool with name "nope"'),
    ],
    noParent: [
      () => lookupInternetGatewayIpPool(db, gatewayPool.name, {}),
      invalidRequest('internet gateway is required when IP pool is specified by name'),
    ],
  },
  {
    lookup: 'lookupInternetGatewayIpAddress',
    found: {
      byName: lookupInternetGatewayIpAddress(
        db,
        gatewayAddress.name,
        scopeOf(gatewayAddress.internet_gateway_id),
      ).id,
      byId: lookupInternetGatewayIpAddress(db, gatewayAddress.id, {}).id,
      expected: gatewayAddress.id,
    },
    unknown: [
      () => lookupInternetGatewayIpAddress(db, UNKNOWN_ID, {}),
      notFound(`not found: internet-gateway-ip-address with id "${UNKNOWN_ID}"`),
    ],
    idWithParent: [
      () => lookupInternetGatewayIpAddress(db, gatewayAddress.id, { gateway: 'g' }),
      invalidRequest('when providing IP address as an ID internet gateway should not be specified'),
    ],
  },
  {
    lookup: 'lookupSilo',
    found: {
      byName: lookupSilo(db, silo.name).id,
      byId: lookupSilo(db, silo.id).id,
      expected: silo.id,
    },
    unknown: [() => lookupSilo(db, 'nope'), notFound('not found: silo with name "nope"')],
    noParent: [
      () => lookupSilo(db, undefined),
      invalidValue('unable to parse query string: missing field `silo`'),
    ],
  },
  {
    lookup: 'lookupSiloGroup',
    found: { byId: lookupSiloGroup(db, silo.id, group.id).id, expected: group.id },
    unknown: [
      () => lookupSiloGroup(db, silo.id, otherSiloGroup.id),
      notFound(`not found: silo-group with id "${otherSiloGroup.id}"`),
    ],
    notAnId: [
      () => lookupSiloGroup(db, silo.id, group.display_name),
      invalidValue('unable to parse JSON body: group: UUID parsing failed: invalid character'),
    ],
  },
  {
    lookup: 'lookupSamlProvider',
    found: {
      byName: lookupSamlProvider(db, provider.name, providerSilo).id,
      byId: lookupSamlProvider(db, provider.id, undefined).id,
      expected: saml.id,
    },
    unknown: [
      () => lookupSamlProvider(db, 'nope', providerSilo),
      notFound('not found: saml-identity-provider with name "nope"'),
    ],
    noParent: [
      () => lookupSamlProvider(db, provider.name, undefined),
      invalidValue('unable to parse query string: missing field `silo`'),
    ],
  },
  {
    lookup: 'lookupSignInProvider',
    found: {
      byName: lookupSignInProvider(db, providerSilo, provider.name).provider.id,
      expected: provider.id,
    },
    unknown: [
      () => lookupSignInProvider(db, providerSilo, 'nope'),
      notFound('not found: identity provider with name "nope"'),
    ],
    unknownParent: [
      () => lookupSignInProvider(db, 'nope', provider.name),
      notFound('not found: silo with name "nope"'),
    ],
  },
  {
    lookup: 'lookupSystemIpPool',
    found: {
      byName: lookupSystemIpPool(db, systemPool.name).id,
      byId: lookupSystemIpPool(db, systemPool.id).id,
      expected: systemPool.id,
    },
    unknown: [
      () => lookupSystemIpPool(db, 'nope'),
      notFound('not found: ip-pool with name "nope"'),
    ],
  },
  {
    lookup: 'lookupIpPool',
    found: {
      byName: lookupIpPool(db, silo.id, siloPool.name).id,
      byId: lookupIpPool(db, silo.id, siloPool.id).id,
      expected: siloPool.id,
    },
    // a pool not linked to the silo is not found
    unknown: [
      () => lookupIpPool(db, UNKNOWN_ID, siloPool.name),
      notFound(`not found: ip-pool with name "${siloPool.name}"`),
    ],
  },
  {
    lookup: 'lookupSshKey',
    found: {
      byName: lookupSshKey(db, session, sshKey.name).id,
      byId: lookupSshKey(db, session, sshKey.id).id,
      expected: sshKey.id,
    },
    unknown: [
      () => lookupSshKey(db, session, 'nope'),
      notFound('not found: ssh-key with name "nope"'),
    ],
  },
  {
    lookup: 'lookupAccessToken',
    found: { byId: lookupAccessToken(db, session, token.id).id, expected: token.id },
    unknown: [
      () => lookupAccessToken(db, session, UNKNOWN_ID),
      notFound(`not found: device access token with id "${UNKNOWN_ID}"`),
    ],
  },
  ...(
    [
      ['lookupRack', lookupRack, rack.id, 'rack', 'rack_id'],
      ['lookupSled', lookupSled, sled.id, 'sled', 'sled_id'],
      ['lookupPhysicalDisk', lookupPhysicalDisk, physicalDisk.id, 'physical disk', 'disk_id'],
      ['lookupSwitch', lookupSwitch, networkSwitch.id, 'switch', 'switch_id'],
    ] as const
  ).map(
    ([lookup, find, id, type, param]): LookupCase => ({
      lookup,
      found: { byId: find(db, id).id, expected: id },
      unknown: [() => find(db, UNKNOWN_ID), notFound(`not found: ${type} with id "${UNKNOWN_ID}"`)],
      // hardware is named by id only: a name is refused while parsing the URL
      notAnId: [
        () => find(db, 'by-name'),
        invalidValue(
          `bad parameter in URL path: unable to parse "by-name" as ${param}: UUID parsing failed`,
        ),
      ],
    }),
  ),
  {
    lookup: 'lookupUpdateRepository',
    found: { byName: lookupUpdateRepository(db, repositoryVersion), expected: repository },
    unknown: [
      () => lookupUpdateRepository(db, '99.0.0'),
      notFound('not found: tuf repo with version "99.0.0"'),
    ],
  },
]

describe.each(cases)('$lookup', ({ found, ...refusals }) => {
  test('finds the record by name and by id', () => {
    if (found.byName !== undefined) expect(found.byName).toEqual(found.expected)
    if (found.byId !== undefined) expect(found.byId).toEqual(found.expected)
  })

  const refused = Object.entries(refusals).flatMap(([kind, row]) =>
    row && typeof row !== 'string' ? [{ kind, lookup: row[0], body: row[1] }] : [],
  )
  test.each(refused)("refuses $kind with the handlers' answer", ({ lookup, body }) => {
    expect(refusal(lookup)).toEqual(body)
  })
})

test('parentFor: a name takes the implied parent, an id stands alone', () => {
  expect(parentFor('web', 'mock-project')).toBe('mock-project')
  expect(parentFor(UNKNOWN_ID, 'mock-project')).toBeUndefined()
})
