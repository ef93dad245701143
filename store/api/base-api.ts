import { createApi } from '@reduxjs/toolkit/query/react'
import { apiBaseQuery } from './transport'

/** The one RTK Query api; generated endpoints are injected into it (SPEC §9 query settings). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  endpoints: () => ({}),
})
