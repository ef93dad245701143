/** The system-audit-log area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/system-audit-log'

export * from './__generated__/system-audit-log'

generatedApi.enhanceEndpoints({
  endpoints: {
    auditLogList: { providesTags: ['AuditLog'] },
  },
})
