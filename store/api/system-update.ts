/**
 * The system-update area's endpoints and their cache tags (tags.ts; docs/architecture.md), and
 * the upload of a release repository: its body is the zip's bytes (the contract's
 * `application/octet-stream`), sent by `putBytes` for its upload progress, past the store.
 */
import { generatedApi } from './__generated__/system-update'
import type { TufRepoUpload } from './__generated__/types'
import { LIST, listTags } from './tags'
import { putBytes, type UploadProgress } from './transport'

export * from './__generated__/system-update'

const updateApi = generatedApi.enhanceEndpoints({
  endpoints: {
    systemUpdateStatus: { providesTags: ['UpdateStatus'] },
    systemUpdateRepositoryList: { providesTags: ['UpdateStatus'] },
    systemUpdateRepositoryView: { providesTags: ['UpdateStatus'] },
    targetReleaseUpdate: { invalidatesTags: ['UpdateStatus', 'AuditLog'] },
    systemUpdateTrustRootList: { providesTags: (result) => listTags('TrustRoot', result) },
    systemUpdateTrustRootCreate: { invalidatesTags: [{ type: 'TrustRoot', id: LIST }, 'AuditLog'] },
    systemUpdateTrustRootDelete: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'TrustRoot', id: LIST },
        { type: 'TrustRoot', id: arg.trustRootId },
        'AuditLog',
      ],
    },
  },
})

/**
 * Uploads a release repository's zip (system_update_repository_upload), its name as `file_name`;
 * resolves with the server's verdict, rejects with the ApiError (or the signal's reason).
 */
export const uploadReleaseRepository = (
  file: File,
  options: { onProgress(progress: UploadProgress): void; signal?: AbortSignal },
) =>
  putBytes(
    'systemUpdateRepositoryUpload',
    {
      url: '/v1/system/update/repositories',
      method: 'PUT',
      params: { fileName: file.name },
      body: file,
    },
    options,
  ) as Promise<TufRepoUpload>

/** The tags an upload's verdict makes stale: the releases and the audit log. */
export const invalidateAfterUpload = () =>
  updateApi.util.invalidateTags(['UpdateStatus', 'AuditLog'])
