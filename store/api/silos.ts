/** The silos area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/silos'

export * from './__generated__/silos'

generatedApi.enhanceEndpoints({
  endpoints: {
    policyView: { providesTags: ['Policy'] },

    // access: a change at any level changes what the others show as inherited, so
    // every policy write refetches every policy; a silo or fleet role changes /v1/me's flags
    policyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },
    utilizationView: { providesTags: ['SiloUtilization'] },
  },
})
