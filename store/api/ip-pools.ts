/** The ip-pools area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/ip-pools'

export * from './__generated__/ip-pools'

generatedApi.enhanceEndpoints({
  endpoints: {
    // the silo's own view of its pools (`/v1/ip-pools`) follows its links
    ipPoolList: { providesTags: ['IpPoolSiloLink'] },
  },
})
