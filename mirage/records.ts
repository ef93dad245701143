/**
 * Creations that bring children with them, shared by seeds and handlers so a seeded project looks
 * exactly like one created through the API.
 */
import type { MockDb, Schemas } from './db'
import {
  type FactoryContext,
  ipv6Subnet64,
  projectFactory,
  vpcFactory,
  vpcSubnetFactory,
} from './factories'

type Input<T, Required extends keyof T> = Pick<T, Required> & Partial<T>

/** Like Nexus, a new VPC gets its `default` subnet (172.30.0.0/22 and a /64 of the VPC's /48). */
export function insertVpc(
  db: MockDb,
  context: FactoryContext,
  input: Input<Schemas['Vpc'], 'project_id' | 'name'>,
) {
  const vpc = db.vpcs.insert(vpcFactory(context, input))
  db.vpcSubnets.insert(
    vpcSubnetFactory(context, {
      vpc_id: vpc.id,
      name: 'default',
      description: `The default subnet for ${vpc.name}`,
      ipv6_block: ipv6Subnet64(vpc.ipv6_prefix, context.ids),
    }),
  )
  return vpc
}

/** Like Nexus, a new project gets a VPC named `default` (with its default subnet). */
export function insertProject(
  db: MockDb,
  context: FactoryContext,
  input: Input<Schemas['Project'], 'name'>,
) {
  const project = db.projects.insert(projectFactory(context, input))
  insertVpc(db, context, { project_id: project.id, name: 'default', description: 'Default VPC' })
  return project
}
