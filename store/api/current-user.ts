/** The current-user area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { sessionSilo } from '~/lib/session-silo'
import { generatedApi } from './__generated__/current-user'
import { LIST, listTags } from './tags'

export * from './__generated__/current-user'

generatedApi.enhanceEndpoints({
  endpoints: {
    currentUserView: {
      providesTags: ['CurrentUser'],
      // where this tab signs in again once its session is over (lib/session-silo.ts)
      onQueryStarted: async (_, { queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) sessionSilo.remember(data.siloName)
      },
    },

    // settings: the user's own SSH keys and device access tokens
    currentUserSshKeyList: { providesTags: (result) => listTags('SshKey', result) },
    currentUserSshKeyView: {
      providesTags: (result) => (result ? [{ type: 'SshKey', id: result.id }] : []),
    },
    currentUserSshKeyCreate: { invalidatesTags: [{ type: 'SshKey', id: LIST }] },

    // the deleted key leaves the store optimistically (entities slice); lists refetch after
    currentUserSshKeyDelete: { invalidatesTags: [{ type: 'SshKey', id: LIST }] },
    currentUserGroups: { providesTags: ['CurrentUser'] },
  },
})
