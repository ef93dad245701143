/** The console-auth area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/console-auth'
import { LIST } from './tags'

export * from './__generated__/console-auth'

generatedApi.enhanceEndpoints({
  endpoints: {
    // a confirmed device code makes a new access token
    deviceAuthConfirm: { invalidatesTags: [{ type: 'AccessToken', id: LIST }] },
  },
})
