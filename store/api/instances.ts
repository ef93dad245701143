/** The instances area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/instances'
import type {
  InstanceSerialConsoleApiArg,
  InstanceSerialConsoleApiResponse,
} from './__generated__/types'
import { INSTANCE_GROUPS, LIST, listTags } from './tags'
import { fetchRaw, fromWireBody } from './transport'

export * from './__generated__/instances'

generatedApi.enhanceEndpoints({
  endpoints: {
    // instances: lifecycle calls answer with the instance, which the entity slice
    // takes in, so only creates and deletes refetch the list; polling refreshes transitions
    instanceList: { providesTags: (result) => listTags('Instance', result) },
    instanceView: {
      providesTags: (result) => (result ? [{ type: 'Instance', id: result.id }] : []),
    },

    // a create can attach floating IPs and join anti-affinity groups, a delete frees its IPs
    // and leaves its groups: either changes which IPs are free and what the groups hold
    instanceCreate: {
      invalidatesTags: [
        { type: 'Instance', id: LIST },
        { type: 'Disk', id: LIST },
        { type: 'FloatingIp', id: LIST },
        // the server detaches the instance's external subnets too
        { type: 'ExternalSubnet', id: LIST },
        'AffinityMember',
        'SiloUtilization',
      ],
    },
    instanceDelete: {
      invalidatesTags: [
        { type: 'Instance', id: LIST },
        { type: 'FloatingIp', id: LIST },
        'AffinityMember',
        'SiloUtilization',
      ],
    },
    // a start places the instance's VMM on a sled and a stop frees it: the sleds' instance
    // lists (the contract's sled_instance_list) and what they hold change
    instanceStart: { invalidatesTags: ['SiloUtilization', 'Sled'] },
    instanceStop: { invalidatesTags: ['SiloUtilization', 'Sled'] },

    // an instance's disks are disks: attaching or detaching changes every disk list
    instanceDiskList: { providesTags: (result) => listTags('Disk', result) },
    instanceDiskAttach: { invalidatesTags: [{ type: 'Disk', id: LIST }] },
    instanceDiskDetach: { invalidatesTags: [{ type: 'Disk', id: LIST }] },
    instanceNetworkInterfaceList: {
      providesTags: (result) => listTags('NetworkInterface', result),
    },
    instanceNetworkInterfaceCreate: { invalidatesTags: [{ type: 'NetworkInterface', id: LIST }] },
    instanceNetworkInterfaceUpdate: { invalidatesTags: [{ type: 'NetworkInterface', id: LIST }] },
    instanceNetworkInterfaceDelete: { invalidatesTags: [{ type: 'NetworkInterface', id: LIST }] },
    instanceExternalIpList: { providesTags: [{ type: 'ExternalIp', id: LIST }] },
    instanceEphemeralIpAttach: { invalidatesTags: [{ type: 'ExternalIp', id: LIST }] },
    instanceEphemeralIpDetach: { invalidatesTags: [{ type: 'ExternalIp', id: LIST }] },
    instanceExternalSubnetList: { providesTags: [{ type: 'ExternalSubnet', id: LIST }] },
    instanceAntiAffinityGroupList: {
      providesTags: [{ type: 'AffinityMember', id: INSTANCE_GROUPS }],
    },
  },
})

/**
 * The instance's buffered serial output (`instance_serial_console`), read past the store: every
 * query result is kept on the device for the warm start, and what an instance printed never is
 * (docs/architecture.md, "What is kept, for whom, and when it goes"). Rejects with the ApiError.
 */
export async function readSerialConsole({
  instance,
  ...params
}: InstanceSerialConsoleApiArg): Promise<InstanceSerialConsoleApiResponse> {
  const response = await fetchRaw('instanceSerialConsole', {
    url: `/v1/instances/${encodeURIComponent(String(instance))}/serial-console`,
    params,
  })
  return fromWireBody(await response.json()) as InstanceSerialConsoleApiResponse
}
