import { createApi } from '@reduxjs/toolkit/query/react'
import { STALE_TIME_MS } from '~/lib/constants'
import { tagTypes } from './tags'
import { apiBaseQuery } from './transport'

/**
 * The one RTK Query api; each area's generated endpoints are injected into it when a page first
 * imports the area (store/api/index.ts). SPEC §9: data is stale after
 * 2 s (a query mounting later refetches), no retries (RTK Query retries nothing by default), no
 * refetch on window focus.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  refetchOnMountOrArgChange: STALE_TIME_MS / 1000,
  refetchOnFocus: false,
  tagTypes,
  endpoints: () => ({}),
})
