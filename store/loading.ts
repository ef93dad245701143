/**
 * Whether a page's data is loading (SPEC §4 loading bar: "starts after 20 ms of route loading and
 * completes when loading ends"): some query has been asked for and has no answer yet. A refetch
 * of data already shown (polling, a stale query asked again) does not count: the page is there.
 */
interface QueryEntry {
  status: string
  data?: unknown
}

/** The part of the store the selector reads: RTK Query's cache under the API's reducer path. */
export interface QueriesState {
  api: { queries: Record<string, QueryEntry | undefined> }
}

export const selectIsLoadingData = (state: QueriesState) =>
  Object.values(state.api.queries).some(
    (query) => query?.status === 'pending' && query.data === undefined,
  )
