/** The disks area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/disks'
import { LIST, listTags } from './tags'

export * from './__generated__/disks'

generatedApi.enhanceEndpoints({
  endpoints: {
    // storage: a disk's state changes on the server, so its lists refetch after every
    // change; finalizing an import may create a snapshot, creating an image uses one
    diskList: { providesTags: (result) => listTags('Disk', result) },
    diskView: { providesTags: (result) => (result ? [{ type: 'Disk', id: result.id }] : []) },

    // disks, snapshots and running instances are what a silo has provisioned (utilization)
    diskCreate: { invalidatesTags: [{ type: 'Disk', id: LIST }, 'SiloUtilization'] },
    diskDelete: { invalidatesTags: [{ type: 'Disk', id: LIST }, 'SiloUtilization'] },
    diskFinalizeImport: {
      invalidatesTags: [
        { type: 'Disk', id: LIST },
        { type: 'Snapshot', id: LIST },
      ],
    },
  },
})
