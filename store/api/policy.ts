/** The policy area's endpoints, with their cache tags (DESIGN.md, tags.ts). */
import { generatedApi } from './__generated__/policy'

export * from './__generated__/policy'

generatedApi.enhanceEndpoints({
  endpoints: {
    systemPolicyView: { providesTags: ['Policy'] },
    systemPolicyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },
  },
})
