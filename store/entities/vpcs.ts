import type { Vpc } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const { vpcList, vpcView, vpcCreate, vpcUpdate, vpcDelete } = endpoints

/** VPCs by id; names are unique within a project. */
export const vpcs = createResourceSlice<Vpc>({
  name: 'vpcs',
  lists: [vpcList],
  items: [vpcView, vpcCreate, vpcUpdate],
  deletes: [{ endpoint: vpcDelete, key: (arg: { vpc: string }) => arg.vpc }],
  updates: [
    {
      endpoint: vpcUpdate,
      key: (arg: { vpc: string }) => arg.vpc,
      patch: ({
        vpcUpdate,
      }: {
        vpcUpdate: { name?: string | null; description?: string | null; dnsName?: string | null }
      }) => ({
        ...(vpcUpdate.name ? { name: vpcUpdate.name } : {}),
        ...(typeof vpcUpdate.description === 'string'
          ? { description: vpcUpdate.description }
          : {}),
        ...(vpcUpdate.dnsName ? { dnsName: vpcUpdate.dnsName } : {}),
      }),
    },
  ],
  scope: 'projectId',
})
