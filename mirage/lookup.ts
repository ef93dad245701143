/**
 * Resolving the contract's `NameOrId` selectors the way Nexus does: an id stands alone, a name is
 * looked up inside its parent, which the caller must then name too.
 */
import type { MockDb } from './db'
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

/** A child named by id must come without its parent; named by name, it needs the parent. */
function checkParent(child: string, selector: string, parent: string, parentSelector?: string) {
  if (isUuid(selector) && parentSelector) {
    throw invalidRequest(`when providing ${child} as an ID ${parent} should not be specified`)
  }
  if (!isUuid(selector) && !parentSelector) {
    throw invalidRequest(`${parent} is required when ${child} is specified by name`)
  }
}

export function lookupVpc(db: MockDb, selector: { vpc?: string; project?: string }) {
  const { vpc: vpcSelector, project } = selector
  if (!vpcSelector) throw invalidRequest('vpc must be specified')
  checkParent('vpc', vpcSelector, 'project', project)
  const vpc = isUuid(vpcSelector)
    ? db.vpcs.find(vpcSelector)
    : db.vpcs.findBy(
        (row) => row.name === vpcSelector && row.project_id === lookupProject(db, project).id,
      )
  if (!vpc) throw notFound('vpc', vpcSelector)
  return vpc
}

export function lookupVpcSubnet(
  db: MockDb,
  selector: { subnet?: string; vpc?: string; project?: string },
) {
  const { subnet: subnetSelector, vpc, project } = selector
  if (!subnetSelector) throw invalidRequest('subnet must be specified')
  checkParent('subnet', subnetSelector, 'vpc', vpc)
  const subnet = isUuid(subnetSelector)
    ? db.vpcSubnets.find(subnetSelector)
    : db.vpcSubnets.findBy(
        (row) => row.name === subnetSelector && row.vpc_id === lookupVpc(db, { vpc, project }).id,
      )
  if (!subnet) throw notFound('vpc-subnet', subnetSelector)
  return subnet
}
