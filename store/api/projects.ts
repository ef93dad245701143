/** The projects area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/projects'
import { LIST, listTags } from './tags'

export * from './__generated__/projects'

generatedApi.enhanceEndpoints({
  endpoints: {
    projectPolicyView: { providesTags: ['Policy'] },
    projectPolicyUpdate: { invalidatesTags: ['Policy'] },
    projectList: { providesTags: (result) => listTags('Project', result) },
    projectView: { providesTags: (result) => (result ? [{ type: 'Project', id: result.id }] : []) },
    projectCreate: { invalidatesTags: [{ type: 'Project', id: LIST }] },
    projectUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Project', id: LIST },
              { type: 'Project', id: result.id },
            ]
          : [],
    },

    // the deleted project leaves the store optimistically (entities slice); lists refetch after
    projectDelete: { invalidatesTags: [{ type: 'Project', id: LIST }] },
  },
})
