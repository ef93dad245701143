/** The policy area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/policy'

export * from './__generated__/policy'

generatedApi.enhanceEndpoints({
  endpoints: {
    systemPolicyView: { providesTags: ['Policy'] },
    systemPolicyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },
  },
})
