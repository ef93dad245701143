/**
 * The support bundles area (the contract's experimental `/experimental/v1/system/support-bundles`)
 * with its cache tags (tags.ts; docs/architecture.md). The contract answers a bundle's download,
 * one file of it and its index with bytes, not JSON (`*∕*`): those go through `fetchRaw`, and the
 * index, the bundle's files one path a line, is read into a list here. The index names files
 * only; a file's size is the Content-Length of its HEAD (support_bundle_head_file).
 */

import { generatedApi } from './__generated__/experimental'
import { baseApi } from './base-api'
import type { ApiError } from './errors'
import { LIST, listTags } from './tags'
import { fetchRaw } from './transport'

export {
  useSupportBundleCreateMutation,
  useSupportBundleDeleteMutation,
  useSupportBundleListQuery,
  useSupportBundleUpdateMutation,
  useSupportBundleViewQuery,
} from './__generated__/experimental'

const bundlePath = (bundleId: string) =>
  `/experimental/v1/system/support-bundles/${encodeURIComponent(bundleId)}`

/** The bundle's zip (support_bundle_download), its bytes unread; rejects with the ApiError. */
export const fetchSupportBundle = (bundleId: string) =>
  fetchRaw('supportBundleDownload', { url: `${bundlePath(bundleId)}/download` })

/** One file of the bundle by its path in the index (support_bundle_download_file). */
export const fetchSupportBundleFile = (bundleId: string, file: string) =>
  fetchRaw('supportBundleDownloadFile', {
    url: `${bundlePath(bundleId)}/download/${encodeURIComponent(file)}`,
  })

/** The index's lines that name a file: a zip's directory entries end in '/' and hold nothing. */
export const indexFiles = (index: string) =>
  index
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.endsWith('/'))

const withIndex = baseApi.injectEndpoints({
  // the generated support_bundle_index reads its answer as JSON (apiBaseQuery); it is text, and
  // support_bundle_head_file's answer is its headers
  overrideExisting: true,
  endpoints: (build) => ({
    /** The files of an active bundle, as paths. */
    supportBundleIndex: build.query<string[], { bundleId: string }>({
      queryFn: async ({ bundleId }) => {
        try {
          const response = await fetchRaw('supportBundleIndex', {
            url: `${bundlePath(bundleId)}/index`,
          })
          return { data: indexFiles(await response.text()) }
        } catch (error) {
          // fetchRaw rejects with the ApiError
          return { error: error as ApiError }
        }
      },
      providesTags: (_result, _error, { bundleId }) => [{ type: 'SupportBundle', id: bundleId }],
    }),
    /**
     * A file's size in bytes, from its HEAD's Content-Length (the contract's
     * support_bundle_head_file, which answers no body); null when the server names none.
     */
    supportBundleHeadFile: build.query<number | null, { bundleId: string; file: string }>({
      queryFn: async ({ bundleId, file }) => {
        try {
          const response = await fetchRaw('supportBundleHeadFile', {
            url: `${bundlePath(bundleId)}/download/${encodeURIComponent(file)}`,
            method: 'HEAD',
          })
          const length = response.headers.get('Content-Length')
          return { data: length === null || length === '' ? null : Number(length) }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      providesTags: (_result, _error, { bundleId }) => [{ type: 'SupportBundle', id: bundleId }],
    }),
  }),
})

export const { useSupportBundleIndexQuery, useSupportBundleHeadFileQuery } = withIndex

generatedApi.enhanceEndpoints({
  endpoints: {
    supportBundleList: { providesTags: (result) => listTags('SupportBundle', result) },
    supportBundleView: {
      providesTags: (result) => (result ? [{ type: 'SupportBundle', id: result.id }] : []),
    },
    supportBundleCreate: { invalidatesTags: [{ type: 'SupportBundle', id: LIST }] },
    supportBundleUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'SupportBundle', id: LIST },
              { type: 'SupportBundle', id: result.id },
            ]
          : [],
    },
    // the bundle stays, destroying, until its storage is freed: the list and its view say so
    supportBundleDelete: {
      invalidatesTags: (_result, _error, { bundleId }) => [
        { type: 'SupportBundle', id: LIST },
        { type: 'SupportBundle', id: bundleId },
      ],
    },
  },
})
