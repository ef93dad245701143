/** The tokens area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/tokens'
import { LIST, listTags } from './tags'

export * from './__generated__/tokens'

generatedApi.enhanceEndpoints({
  endpoints: {
    currentUserAccessTokenList: { providesTags: (result) => listTags('AccessToken', result) },
    currentUserAccessTokenDelete: { invalidatesTags: [{ type: 'AccessToken', id: LIST }] },
  },
})
