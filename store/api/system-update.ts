/** The system-update area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/system-update'

export * from './__generated__/system-update'

generatedApi.enhanceEndpoints({
  endpoints: {
    systemUpdateStatus: { providesTags: ['UpdateStatus'] },
    systemUpdateRepositoryList: { providesTags: ['UpdateStatus'] },
    targetReleaseUpdate: { invalidatesTags: ['UpdateStatus', 'AuditLog'] },
  },
})
