/**
 * Resolving the contract's `NameOrId` selectors the way Nexus does: an id stands alone, a name is
 * looked up inside its parent, which the caller must then name too.
 */
import type { MockDb, Table } from './db'
import { invalidRequest, notFound } from './errors'
import { UUID_PATTERN } from './ids'

export const isUuid = (selector: string) => UUID_PATTERN.test(selector)

export function lookupProject(db: MockDb, selector: string | undefined) {
  if (!selector) throw invalidRequest('project must be specified')
  const project = isUuid(selector)
    ? db.projects.find(selector)
    : db.projects.findBy((row) => row.name === selector)
  if (!project) throw notFound('project', selector)
  return project
}

/** How a child resource is named in messages and found inside its parent. */
export interface ChildOf<T> {
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
export function lookupChild<T extends { id: string; name: string }>(
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

/** The `of` of a child that lives in a project (most of them). */
export const inProject = <T extends { project_id: string }>(
  db: MockDb,
  project: string | undefined,
  child: string,
  type?: string,
): ChildOf<T> => ({
  child,
  type,
  parent: 'project',
  parentId: () => lookupProject(db, project).id,
  inParent: (row, projectId) => row.project_id === projectId,
})

export const lookupVpc = (db: MockDb, { vpc, project }: { vpc?: string; project?: string }) =>
  lookupChild(db.vpcs, { key: vpc, parentKey: project }, inProject(db, project, 'vpc'))

export const lookupVpcSubnet = (
  db: MockDb,
  { subnet, vpc, project }: { subnet?: string; vpc?: string; project?: string },
) =>
  lookupChild(
    db.vpcSubnets,
    { key: subnet, parentKey: vpc },
    {
      child: 'subnet',
      type: 'vpc-subnet',
      parent: 'vpc',
      parentId: () => lookupVpc(db, { vpc, project }).id,
      inParent: (row, vpcId) => row.vpc_id === vpcId,
    },
  )

export const lookupVpcRouter = (
  db: MockDb,
  { router, vpc, project }: { router?: string; vpc?: string; project?: string },
) =>
  lookupChild(
    db.vpcRouters,
    { key: router, parentKey: vpc },
    {
      child: 'router',
      type: 'vpc-router',
      parent: 'vpc',
      parentId: () => lookupVpc(db, { vpc, project }).id,
      inParent: (row, vpcId) => row.vpc_id === vpcId,
    },
  )

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
  { gateway, vpc, project }: { gateway?: string; vpc?: string; project?: string },
) =>
  lookupChild(
    db.internetGateways,
    { key: gateway, parentKey: vpc },
    {
      child: 'internet gateway',
      type: 'internet-gateway',
      parent: 'vpc',
      parentId: () => lookupVpc(db, { vpc, project }).id,
      inParent: (row, vpcId) => row.vpc_id === vpcId,
    },
  )
