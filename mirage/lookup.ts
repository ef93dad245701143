/**
 * Every look-up of the mock, each once: a selector from a path, a query or a body resolved to its
 * record, or the real server's refusal (errors.ts words). The contract's `NameOrId` is resolved
 * the way Nexus does: an id stands alone (ids are unique everywhere) and must come without its
 * parent; a name is looked up inside its parent, which the caller must then name too (400); no
 * such record is a 404. Hardware is named by id and update repositories by version only.
 */

import type { IdentityProviderRecord, MockDb, Schemas, Table } from './db'
import { settleDisks } from './disk-steps'
import { badBody, badQuery, invalidRequest, MockApiError, notFound } from './errors'
import { UUID_PATTERN } from './ids'
import { settleInstances } from './instance-steps'
import { siloIpPools } from './ip-allocation'
import type { MockSession } from './operation'
import { currentUser } from './session-access'
import { siloSubnetPools } from './subnet-pools'

export const isUuid = (selector: string) => UUID_PATTERN.test(selector)

/**
 * The parent to send with a key a body gives where the request implies the parent (an instance
 * joining its group's project, a disk of the snapshot's project): none with an id, which must
 * stand alone, the implied one with a name.
 */
export const parentFor = <P>(key: string, parent: P) => (isUuid(key) ? undefined : parent)

/**
 * A row by `NameOrId` among `rows`: an id anywhere in them, a name among those `inScope` keeps;
 * the 404 of `type` when none.
 */
function lookupNameOrId<T extends { id: string; name: string }>(
  rows: readonly T[],
  type: string,
  key: string,
  inScope: (row: T) => boolean = () => true,
): T {
  const row = rows.find((candidate) =>
    isUuid(key) ? candidate.id === key : candidate.name === key && inScope(candidate),
  )
  if (!row) throw notFound(type, key)
  return row
}

export function lookupProject(db: MockDb, selector: string | undefined) {
  if (!selector) throw invalidRequest('project must be specified')
  return lookupNameOrId(db.projects.all(), 'project', selector)
}

/** How a child resource is named in messages and found inside its parent. */
interface ChildOf<T> {
  /** The child and its parent as the server's messages name them ('floating IP', 'project'). */
  child: string
  parent: string
  /** The 404's resource type when it is not `child` ('floating-ip'). */
  type?: string
  /** The parent's id, for a child named by name (resolving it may 404 in turn). */
  parentId: () => string
  /** Whether a row belongs to that parent. */
  inParent: (row: T, parentId: string) => boolean
}

/**
 * A child resource by `NameOrId` (Nexus's rule): an id stands alone and must come without its
 * parent; a name needs its parent and is looked up inside it; 404 when there is no such child.
 */
function lookupChild<T extends { id: string; name: string }>(
  table: Table<T>,
  selector: { key?: string; parentKey?: string },
  of: ChildOf<T>,
): T {
  const { key, parentKey } = selector
  if (!key) throw invalidRequest(`${of.child} must be specified`)
  if (isUuid(key) && parentKey) {
    throw invalidRequest(`when providing ${of.child} as an ID ${of.parent} should not be specified`)
  }
  if (!isUuid(key) && !parentKey) {
    throw invalidRequest(`${of.parent} is required when ${of.child} is specified by name`)
  }
  let row: T | undefined
  if (isUuid(key)) row = table.find(key)
  else {
    const parentId = of.parentId()
    row = table.findBy((candidate) => candidate.name === key && of.inParent(candidate, parentId))
  }
  if (!row) throw notFound(of.type ?? of.child, key)
  return row
}

/** A child that lives in a project (most of them), named `child` in messages and `type` in 404s. */
const lookupInProject = <T extends { id: string; name: string; project_id: string }>(
  db: MockDb,
  table: Table<T>,
  { key, project }: { key?: string; project?: string },
  child: string,
  type?: string,
) =>
  lookupChild(
    table,
    { key, parentKey: project },
    {
      child,
      type,
      parent: 'project',
      parentId: () => lookupProject(db, project).id,
      inParent: (row, projectId) => row.project_id === projectId,
    },
  )

/** A child that lives in a VPC (named by `vpc` and, with a VPC name, `project`). */
const lookupInVpc = <T extends { id: string; name: string; vpc_id: string }>(
  db: MockDb,
  table: Table<T>,
  { key, vpc, project }: { key?: string; vpc?: string; project?: string },
  child: string,
  type: string,
) =>
  lookupChild(
    table,
    { key, parentKey: vpc },
    {
      child,
      type,
      parent: 'vpc',
      parentId: () => lookupVpc(db, { vpc, project }).id,
      inParent: (row, vpcId) => row.vpc_id === vpcId,
    },
  )

/** Instances first move on to the run state they have reached by now (instance-steps.ts). */
export function lookupInstance(
  db: MockDb,
  { instance, project }: { instance?: string; project?: string },
) {
  settleInstances(db)
  return lookupInProject(db, db.instances, { key: instance, project }, 'instance')
}

export const lookupNetworkInterface = (
  db: MockDb,
  selector: { interface?: string; instance?: string; project?: string },
) =>
  lookupChild(
    db.networkInterfaces,
    { key: selector.interface, parentKey: selector.instance },
    {
      child: 'interface',
      type: 'network-interface',
      parent: 'instance',
      parentId: () => lookupInstance(db, selector).id,
      inParent: (row, instanceId) => row.instance_id === instanceId,
    },
  )

/** Disks first move on to the state they have reached by now (disk-steps.ts). */
export function lookupDisk(db: MockDb, { disk, project }: { disk?: string; project?: string }) {
  settleDisks(db)
  return lookupInProject(db, db.disks, { key: disk, project }, 'disk')
}

/** A disk an instance's body names (`disk`, `boot_disk`): by id, or by name in its project. */
export const lookupDiskForInstance = (db: MockDb, instance: Schemas['Instance'], key: string) =>
  lookupNameOrId(db.disks.all(), 'disk', key, (disk) => disk.project_id === instance.project_id)

export const lookupSnapshot = (
  db: MockDb,
  { snapshot, project }: { snapshot?: string; project?: string },
) => lookupInProject(db, db.snapshots, { key: snapshot, project }, 'snapshot')

/** The snapshot a disk or an image is made from, by its id: the project's own, 404 otherwise. */
export function lookupSourceSnapshot(db: MockDb, projectId: string, id: string) {
  const snapshot = db.snapshots.find(id)
  if (!snapshot || snapshot.project_id !== projectId) throw notFound('snapshot', id)
  return snapshot
}

/** An image by id, or by name among the project's images (project given) or the silo's. */
export function lookupImage(db: MockDb, selector: { image?: string; project?: string }) {
  const { image, project } = selector
  if (!image) throw invalidRequest('image must be specified')
  if (isUuid(image) && project) {
    throw invalidRequest('when providing image as an ID project should not be specified')
  }
  const projectId = project ? lookupProject(db, project).id : null
  return lookupNameOrId(db.images.all(), 'image', image, (row) => row.project_id === projectId)
}

/** The image a disk is made from, by its id: the project's own or a silo image, 404 otherwise. */
export function lookupSourceImage(db: MockDb, projectId: string, id: string) {
  const image = db.images.find(id)
  if (!image || (image.project_id !== null && image.project_id !== projectId)) {
    throw notFound('image', id)
  }
  return image
}

export const lookupFloatingIp = (
  db: MockDb,
  { floatingIp, project }: { floatingIp?: string; project?: string },
) => lookupInProject(db, db.floatingIps, { key: floatingIp, project }, 'floating IP', 'floating-ip')

export const lookupExternalSubnet = (
  db: MockDb,
  { externalSubnet, project }: { externalSubnet?: string; project?: string },
) =>
  lookupInProject(
    db,
    db.externalSubnets,
    { key: externalSubnet, project },
    'external subnet',
    'external-subnet',
  )

/** A floating IP an instance create names: by id or by name, and the project's own either way. */
export function lookupFloatingIpOfProject(db: MockDb, projectId: string, key: string) {
  const floatingIp = lookupNameOrId(
    db.floatingIps.all(),
    'floating-ip',
    key,
    (row) => row.project_id === projectId,
  )
  if (floatingIp.project_id !== projectId) throw notFound('floating-ip', key)
  return floatingIp
}

/** Affinity and anti-affinity groups are found alike: the look-up of one kind of them. */
const groupLookup =
  (table: (db: MockDb) => Table<Schemas['AffinityGroup']>, child: string, type: string) =>
  (db: MockDb, { group, project }: { group?: string; project?: string }) =>
    lookupInProject(db, table(db), { key: group, project }, child, type)

export const lookupAffinityGroup = groupLookup(
  (db) => db.affinityGroups,
  'affinity group',
  'affinity-group',
)

export const lookupAntiAffinityGroup = groupLookup(
  (db) => db.antiAffinityGroups,
  'anti-affinity group',
  'anti-affinity-group',
)

export const lookupVpc = (db: MockDb, { vpc, project }: { vpc?: string; project?: string }) =>
  lookupInProject(db, db.vpcs, { key: vpc, project }, 'vpc')

export const lookupVpcSubnet = (
  db: MockDb,
  { subnet, ...parent }: { subnet?: string; vpc?: string; project?: string },
) => lookupInVpc(db, db.vpcSubnets, { ...parent, key: subnet }, 'subnet', 'vpc-subnet')

export const lookupVpcRouter = (
  db: MockDb,
  { router, ...parent }: { router?: string; vpc?: string; project?: string },
) => lookupInVpc(db, db.vpcRouters, { ...parent, key: router }, 'router', 'vpc-router')

/** A subnet's `custom_router` (a body's name or id): by id, or by name in the subnet's VPC. */
export const lookupRouterForSubnet = (db: MockDb, vpc: Schemas['Vpc'], key: string) =>
  lookupNameOrId(db.vpcRouters.all(), 'vpc-router', key, (router) => router.vpc_id === vpc.id)

export const lookupRouterRoute = (
  db: MockDb,
  {
    route,
    router,
    vpc,
    project,
  }: { route?: string; router?: string; vpc?: string; project?: string },
) =>
  lookupChild(
    db.vpcRouterRoutes,
    { key: route, parentKey: router },
    {
      child: 'route',
      type: 'router-route',
      parent: 'router',
      parentId: () => lookupVpcRouter(db, { router, vpc, project }).id,
      inParent: (row, routerId) => row.vpc_router_id === routerId,
    },
  )

export const lookupInternetGateway = (
  db: MockDb,
  { gateway, ...parent }: { gateway?: string; vpc?: string; project?: string },
) =>
  lookupInVpc(
    db,
    db.internetGateways,
    { ...parent, key: gateway },
    'internet gateway',
    'internet-gateway',
  )

interface GatewayAttachmentSelector {
  gateway?: string
  vpc?: string
  project?: string
}

/** An IP pool or address attached to a gateway: an id stands alone, a name is the gateway's. */
const gatewayAttachmentLookup =
  <T extends { id: string; name: string; internet_gateway_id: string }>(
    table: (db: MockDb) => Table<T>,
    child: string,
    type: string,
  ) =>
  (db: MockDb, key: string | undefined, { gateway, vpc, project }: GatewayAttachmentSelector) =>
    lookupChild(
      table(db),
      { key, parentKey: gateway },
      {
        child,
        type,
        parent: 'internet gateway',
        parentId: () => lookupInternetGateway(db, { gateway, vpc, project }).id,
        inParent: (row, gatewayId) => row.internet_gateway_id === gatewayId,
      },
    )

export const lookupInternetGatewayIpPool = gatewayAttachmentLookup(
  (db) => db.internetGatewayIpPools,
  'IP pool',
  'internet-gateway-ip-pool',
)

export const lookupInternetGatewayIpAddress = gatewayAttachmentLookup(
  (db) => db.internetGatewayIpAddresses,
  'IP address',
  'internet-gateway-ip-address',
)

/** A silo by name or id; the operations that take it in their query require it (dropshot's 400). */
export function lookupSilo(db: MockDb, selector: string | undefined) {
  if (selector === undefined) throw badQuery('missing field `silo`')
  return lookupNameOrId(db.silos.all(), 'silo', selector)
}

/**
 * An alert receiver by name or id (the fleet's, like silos); the operations that take it in their
 * query require it (dropshot's 400).
 */
export function lookupAlertReceiver(db: MockDb, selector: string | undefined) {
  if (selector === undefined) throw badQuery('missing field `receiver`')
  return lookupNameOrId(db.alertReceivers.all(), 'alert-receiver', selector)
}

/** A group of the silo by its id (the user list's `group`), 404 for another silo's. */
export function lookupSiloGroup(db: MockDb, siloId: string, id: string) {
  if (!isUuid(id)) throw badBody(`group: UUID parsing failed: invalid character`)
  const group = db.groups.find(id)
  if (!group || group.silo_id !== siloId) throw notFound('silo-group', id)
  return group
}

/** A user of the silo by the path's `user_id`, 404 for another silo's (it is not theirs to see). */
export function lookupSiloUser(db: MockDb, siloId: string, id: string) {
  const user = db.users.find(uuidParam(id, 'user_id'))
  if (!user || user.silo_id !== siloId) throw notFound('silo-user', id)
  return user
}

/** A group of the silo by the path's `group_id`, 404 for another silo's. */
export function lookupSiloGroupParam(db: MockDb, siloId: string, id: string) {
  const group = db.groups.find(uuidParam(id, 'group_id'))
  if (!group || group.silo_id !== siloId) throw notFound('silo-group', id)
  return group
}

/** A SAML identity provider by id, or by name in the silo its `silo` query names. */
export function lookupSamlProvider(db: MockDb, provider: string, silo: string | undefined) {
  let found: Schemas['SamlIdentityProvider'] | undefined
  if (isUuid(provider)) found = db.samlIdentityProviders.find(provider)
  else {
    const siloId = lookupSilo(db, silo).id
    const row = db.identityProviders.findBy(
      (idp) => idp.silo_id === siloId && idp.name === provider,
    )
    found = row && db.samlIdentityProviders.find(row.id)
  }
  if (!found) throw notFound('saml-identity-provider', provider)
  return found
}

/**
 * The silo and identity provider a SAML sign-in path names (`/login/{silo_name}/saml/
 * {provider_name}`), both by name; the real server's 404 when either is unknown.
 */
export function lookupSignInProvider(
  db: MockDb,
  siloName: string,
  providerName: string,
): { silo: Schemas['Silo']; provider: IdentityProviderRecord } {
  const silo = db.silos.findBy((row) => row.name === siloName)
  if (!silo) throw notFound('silo', siloName)
  const provider = db.identityProviders.findBy(
    (row) => row.silo_id === silo.id && row.name === providerName,
  )
  if (!provider) throw notFound('identity provider', providerName)
  return { silo, provider }
}

/** A fleet pool by name or id, as an operator looks it up (`/v1/system/ip-pools/{pool}`). */
export const lookupSystemIpPool = (db: MockDb, selector: string): Schemas['IpPool'] =>
  lookupNameOrId(db.ipPools.all(), 'ip-pool', selector)

/** A pool the silo may allocate from, by name or id; a pool not linked to it is not found. */
export const lookupIpPool = (db: MockDb, siloId: string, selector: string) =>
  lookupNameOrId(siloIpPools(db, siloId), 'ip-pool', selector)

/** A fleet subnet pool by name or id (`/v1/system/subnet-pools/{pool}`). */
export const lookupSystemSubnetPool = (db: MockDb, selector: string): Schemas['SubnetPool'] =>
  lookupNameOrId(db.subnetPools.all(), 'subnet-pool', selector)

/** A subnet pool the silo may allocate from, by name or id; one not linked to it is not found. */
export const lookupSubnetPool = (db: MockDb, siloId: string, selector: string) =>
  lookupNameOrId(siloSubnetPools(db, siloId), 'subnet-pool', selector)

/** A key of the signed-in user by name or id; another user's key is as good as missing. */
export function lookupSshKey(db: MockDb, session: MockSession, selector: string) {
  const userId = currentUser(db, session).id
  return lookupNameOrId(
    db.sshKeys.where((key) => key.silo_user_id === userId),
    'ssh-key',
    selector,
  )
}

/** A TLS certificate of the signed-in user's silo by name or id; another silo's is missing. */
export function lookupCertificate(db: MockDb, session: MockSession, selector: string) {
  const siloId = currentUser(db, session).silo_id
  return lookupNameOrId(
    db.certificates.where((certificate) => certificate.silo_id === siloId),
    'certificate',
    selector,
  )
}

/** A device access token of the signed-in user by id; another user's is as good as missing. */
export function lookupAccessToken(db: MockDb, session: MockSession, id: string) {
  const userId = currentUser(db, session).id
  const token = db.accessTokens.find(id)
  if (!token || token.silo_user_id !== userId) throw notFound('device access token', id)
  return token
}

/** A path parameter the contract types as a UUID; dropshot rejects anything else with a 400. */
export function uuidParam(value: string, name: string): string {
  if (!isUuid(value)) {
    throw new MockApiError(
      400,
      'InvalidValue',
      `bad parameter in URL path: unable to parse "${value}" as ${name}: UUID parsing failed`,
    )
  }
  return value
}

/** Hardware by the id its path parameter `param` carries: a non-UUID is refused before the 404. */
function lookupHardware<T extends { id: string }>(
  table: Table<T>,
  type: string,
  id: string,
  param: string,
): T {
  const row = table.find(uuidParam(id, param))
  if (!row) throw notFound(type, id)
  return row
}

export const lookupRack = (db: MockDb, id: string) =>
  lookupHardware(db.racks, 'rack', id, 'rack_id')
export const lookupSled = (db: MockDb, id: string) =>
  lookupHardware(db.sleds, 'sled', id, 'sled_id')
export const lookupPhysicalDisk = (db: MockDb, id: string) =>
  lookupHardware(db.physicalDisks, 'physical disk', id, 'disk_id')
export const lookupSwitch = (db: MockDb, id: string) =>
  lookupHardware(db.switches, 'switch', id, 'switch_id')

/** An uploaded update repository by its system version, in its view (the table's id dropped). */
export function lookupUpdateRepository(db: MockDb, version: string): Schemas['TufRepo'] {
  const repository = db.updateRepositories.find(version)
  if (!repository) {
    throw new MockApiError(404, 'ObjectNotFound', `not found: tuf repo with version "${version}"`)
  }
  const { id: _, ...view } = repository
  return view
}
