/** The subnet-pools area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/subnet-pools'

export * from './__generated__/subnet-pools'

generatedApi.enhanceEndpoints({
  endpoints: {
    // the silo's own view of its subnet pools (`/v1/subnet-pools`) follows its links
    subnetPoolList: { providesTags: ['SubnetPoolSiloLink'] },
    subnetPoolView: { providesTags: ['SubnetPoolSiloLink'] },
  },
})
