/** The snapshots area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/snapshots'
import { LIST, listTags } from './tags'

export * from './__generated__/snapshots'

generatedApi.enhanceEndpoints({
  endpoints: {
    snapshotList: { providesTags: (result) => listTags('Snapshot', result) },
    snapshotView: {
      providesTags: (result) => (result ? [{ type: 'Snapshot', id: result.id }] : []),
    },
    snapshotCreate: { invalidatesTags: [{ type: 'Snapshot', id: LIST }, 'SiloUtilization'] },
    snapshotDelete: { invalidatesTags: [{ type: 'Snapshot', id: LIST }, 'SiloUtilization'] },
  },
})
