import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import { createApi } from '@reduxjs/toolkit/query/react'
import { STALE_TIME_MS } from '~/lib/constants'
import type { ApiError } from './errors'
import { tagTypes } from './tags'
import { type ApiRequest, apiBaseQuery } from './transport'

/** Where the store keeps RTK Query's state. */
const reducerPath = 'api'

/** Each query's last failure, by RTK Query's cache key, and when it came. */
const failures = new Map<string, { at: number; error: ApiError }>()

/** The error the store holds for a query: its last answer's, until a success or a reset. */
const heldError = (state: unknown, key: string) =>
  (
    state as Record<
      typeof reducerPath,
      { queries: Record<string, { error?: unknown } | undefined> }
    >
  )[reducerPath].queries[key]?.error

/**
 * A failure is an answer for SPEC §9's stale time, as a success is. RTK Query asks again whenever
 * a component subscribes to a query that has no successful answer, and a page's components
 * subscribe only once its route load's requests are answered (docs/architecture.md, Loading): a
 * failed one went out a second time as the page mounted, a retry SPEC §9 rules out. Such a
 * subscription now reads the failure unsent, while the store still holds it; a forced request
 * asks the server: Retry, a tag's invalidation, polling, the next navigation's load (a prefetch
 * of a query with no answer is one).
 */
const failureFreshQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  request,
  api,
  extraOptions,
) => {
  const key = api.type === 'query' ? api.queryCacheKey : undefined
  if (key !== undefined && !api.forced) {
    const failure = failures.get(key)
    const fresh = failure && performance.now() - failure.at < STALE_TIME_MS
    if (fresh && heldError(api.getState(), key) === failure.error) return { error: failure.error }
  }
  const result = await apiBaseQuery(request, api, extraOptions)
  if (key !== undefined) {
    if (result.error) failures.set(key, { at: performance.now(), error: result.error })
    else failures.delete(key)
  }
  return result
}

/**
 * The one RTK Query api; each area's generated endpoints are injected into it when a page first
 * imports the area (store/api/index.ts). SPEC §9: data is stale after
 * 2 s (a query mounting later refetches), no retries (RTK Query retries nothing by default), no
 * refetch on window focus.
 */
export const baseApi = createApi({
  reducerPath,
  baseQuery: failureFreshQuery,
  refetchOnMountOrArgChange: STALE_TIME_MS / 1000,
  refetchOnFocus: false,
  tagTypes,
  endpoints: () => ({}),
})
