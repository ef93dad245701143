/** The tokens area's endpoints, with their cache tags (DESIGN.md, tags.ts). */
import { generatedApi } from './__generated__/tokens'
import { LIST, listTags } from './tags'

export * from './__generated__/tokens'

generatedApi.enhanceEndpoints({
  endpoints: {
    currentUserAccessTokenList: { providesTags: (result) => listTags('AccessToken', result) },
    currentUserAccessTokenDelete: { invalidatesTags: [{ type: 'AccessToken', id: LIST }] },
  },
})
