/** The system-hardware area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/system-hardware'
import { LIST, listTags } from './tags'

export * from './__generated__/system-hardware'

generatedApi.enhanceEndpoints({
  endpoints: {
    sledList: { providesTags: (result) => listTags('Sled', result) },
    sledView: { providesTags: (result) => (result ? [{ type: 'Sled', id: result.id }] : []) },
    sledSetProvisionPolicy: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Sled', id: LIST },
        { type: 'Sled', id: arg.sledId },
      ],
    },
    sledInstanceList: { providesTags: ['Sled'] },
    physicalDiskList: { providesTags: (result) => listTags('PhysicalDisk', result) },
    sledPhysicalDiskList: { providesTags: (result) => listTags('PhysicalDisk', result) },
    switchList: { providesTags: (result) => listTags('Switch', result) },
  },
})
