/** The system-update area's endpoints, with their cache tags (DESIGN.md, tags.ts). */
import { generatedApi } from './__generated__/system-update'

export * from './__generated__/system-update'

generatedApi.enhanceEndpoints({
  endpoints: {
    systemUpdateStatus: { providesTags: ['UpdateStatus'] },
    systemUpdateRepositoryList: { providesTags: ['UpdateStatus'] },
    targetReleaseUpdate: { invalidatesTags: ['UpdateStatus', 'AuditLog'] },
  },
})
