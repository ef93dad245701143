/** The images area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/images'
import { LIST, listTags } from './tags'

export * from './__generated__/images'

generatedApi.enhanceEndpoints({
  endpoints: {
    imageList: { providesTags: (result) => listTags('Image', result) },
    imageView: { providesTags: (result) => (result ? [{ type: 'Image', id: result.id }] : []) },
    imageCreate: { invalidatesTags: [{ type: 'Image', id: LIST }] },
    imageDelete: { invalidatesTags: [{ type: 'Image', id: LIST }] },
    imagePromote: { invalidatesTags: [{ type: 'Image', id: LIST }] },
    imageDemote: { invalidatesTags: [{ type: 'Image', id: LIST }] },
  },
})
