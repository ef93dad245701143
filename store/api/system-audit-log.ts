/** The system-audit-log area's endpoints, with their cache tags (DESIGN.md, tags.ts). */
import { generatedApi } from './__generated__/system-audit-log'

export * from './__generated__/system-audit-log'

generatedApi.enhanceEndpoints({
  endpoints: {
    auditLogList: { providesTags: ['AuditLog'] },
  },
})
