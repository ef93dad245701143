/** VPCs and their subnets: enough to list them and to empty a project. */
import { invalidRequest } from '../errors'
import { lookupProject, lookupVpc, lookupVpcSubnet } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'

export const vpcHandlers = {
  vpc_list: ({ db, query }) => {
    const project = lookupProject(db, query.project)
    return paginateByNameOrId(
      db.vpcs.where((vpc) => vpc.project_id === project.id),
      query,
    )
  },

  vpc_view: ({ db, params, query }) => lookupVpc(db, { vpc: params.vpc, project: query.project }),

  vpc_delete: ({ db, params, query }) => {
    const vpc = lookupVpc(db, { vpc: params.vpc, project: query.project })
    if (db.vpcSubnets.findBy((subnet) => subnet.vpc_id === vpc.id)) {
      throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    db.vpcs.remove(vpc.id)
  },

  vpc_subnet_list: ({ db, query }) => {
    const vpc = lookupVpc(db, { vpc: query.vpc, project: query.project })
    return paginateByNameOrId(
      db.vpcSubnets.where((subnet) => subnet.vpc_id === vpc.id),
      query,
    )
  },

  vpc_subnet_view: ({ db, params, query }) =>
    lookupVpcSubnet(db, { subnet: params.subnet, vpc: query.vpc, project: query.project }),

  vpc_subnet_delete: ({ db, params, query }) => {
    const subnet = lookupVpcSubnet(db, {
      subnet: params.subnet,
      vpc: query.vpc,
      project: query.project,
    })
    db.vpcSubnets.remove(subnet.id)
  },
} satisfies HandlerMap
