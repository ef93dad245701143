/**
 * The certificates area's endpoints and their cache tags (tags.ts; docs/architecture.md): the
 * signed-in silo's TLS certificates, whose operations the contract tags `silos` with the other
 * silo-scope ones (silos.ts), so this module takes only those.
 */
import { generatedApi } from './__generated__/silos'
import { LIST, listTags } from './tags'

export {
  useCertificateCreateMutation,
  useCertificateDeleteMutation,
  useCertificateListQuery,
} from './__generated__/silos'

generatedApi.enhanceEndpoints({
  endpoints: {
    certificateList: { providesTags: (result) => listTags('Certificate', result) },
    certificateView: {
      providesTags: (result) => (result ? [{ type: 'Certificate', id: result.id }] : []),
    },
    certificateCreate: { invalidatesTags: [{ type: 'Certificate', id: LIST }] },
    certificateDelete: { invalidatesTags: [{ type: 'Certificate', id: LIST }] },
  },
})
