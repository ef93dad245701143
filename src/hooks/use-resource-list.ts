/**
 * The data half of every list page: a page of rows from the normalized store in the query's
 * order, with loading and pagination, asked again often while any row is moving and slowly
 * otherwise (listSubscription). A failed list is not an empty table: a 404 (e.g. the project in
 * the URL does not exist) shows 'Page not found', any other failure 'Something went wrong'
 * (SPEC §8); a 401 is the transport's, which goes to sign-in.
 *
 *   const list = useResourceList(disks, useDiskListQuery, { project }, { isMoving })
 *   <ResourceTable {...list} … />
 */
import { useState } from 'react'
import { shallowEqual } from 'react-redux'
import { NotFoundError } from '@/components/ErrorBoundary'
import { NotOfferedError } from '@/components/NotOffered'
import { listPageArgs } from '@/util/list-pages'
import { IDLE_LIST_POLL_MS, TRANSITION_POLL_MS } from '~/lib/constants'
import { useAppSelector } from '~/store'
import { type Revived, reviveDates } from '~/store/api'
import { isNotOffered } from '~/store/api/errors'
import type { createResourceSlice, Named } from '~/store/entities/resource-slice'
import { type Pagination, usePagination } from './use-pagination'

type ResourceSlice<E extends Named> = ReturnType<typeof createResourceSlice<E>>

interface ListQueryState {
  data?: { items: { id: string }[]; nextPage?: string | null }
  isLoading: boolean
  error?: unknown
}
type ListQueryHook<Arg> = (
  arg: Arg & { limit?: number; pageToken?: string },
  options: ListSubscription,
) => ListQueryState

export interface ResourceList<Row> {
  items: Row[]
  isLoading: boolean
  pagination: { state: Pagination; nextPage: string | null | undefined }
}

/**
 * What a failed query raises to its page's error boundary (SPEC §8): the not-found page for a
 * 404, the error page otherwise, and nothing for a 401, which the transport answers by sending
 * the user to sign in; an error page shown meanwhile would say the page failed. An operation this
 * rack's API does not have (a 501, a bare 404) is no failure: the page says so in place
 * (NotOffered.tsx).
 */
export function queryFailure(error: unknown): Error | undefined {
  if (!error) return undefined
  const status = (error as { statusCode?: number }).statusCode
  if (status === 401) return undefined
  if (isNotOffered(error)) return new NotOfferedError(error.statusCode)
  if (status === 404) return new NotFoundError((error as { message?: string }).message)
  return error instanceof Error ? error : Object.assign(new Error('query failed'), error)
}

/** How a list on screen is asked again (listSubscription). */
export interface ListSubscription {
  pollingInterval: number
  skipPollingIfUnfocused: boolean
  refetchOnFocus: boolean
}

/**
 * How a list on screen keeps up with the rack: every TRANSITION_POLL_MS while a row on the page is
 * moving, every IDLE_LIST_POLL_MS otherwise, so a row another client deleted or changed leaves or
 * changes within that time; never while the page holds the polling. RTK Query pauses the polling
 * while the tab is hidden (`skipPollingIfUnfocused`, from the visibility events store/index.ts's
 * `setupListeners` follows) and asks again when the user comes back to the window. That is a list's
 * own exception to SPEC §9's "no refetch on window focus", which every other query keeps
 * (store/api/base-api.ts): a list the user returns to shows what is there now.
 */
export const listSubscription = ({
  moving,
  paused,
}: {
  moving: boolean
  paused: boolean
}): ListSubscription => ({
  pollingInterval: paused ? 0 : moving ? TRANSITION_POLL_MS : IDLE_LIST_POLL_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
})

export function useResourceList<E extends Named, Arg extends object>(
  resource: ResourceSlice<E>,
  useListQuery: ListQueryHook<Arg>,
  arg: Arg,
  options: {
    isMoving?: (row: Revived<E>) => boolean
    /**
     * Holds the polling: while a bulk action runs, each answer updates its own row, and asking
     * for the whole page again (a thousand rows) every 2 s would only slow the action down.
     */
    pausePolling?: boolean
  } = {},
): ResourceList<Revived<E>> {
  const pagination = usePagination()
  const [polling, setPolling] = useState(false)
  const { data, isLoading, error } = useListQuery(
    listPageArgs(arg, pagination),
    // only this page is asked again: often while something on it moves, slowly otherwise
    listSubscription({ moving: polling, paused: Boolean(options.pausePolling) }),
  )
  // rows come from the normalized store, so optimistic edits and deletes show at once
  const items = useAppSelector(
    (state) =>
      (data?.items ?? [])
        .map((item) => resource.selectors.byId(state, item.id))
        .filter((row): row is Revived<E> => row !== undefined),
    shallowEqual,
  )
  const moving = options.isMoving ? items.some(options.isMoving) : false
  if (moving !== polling) setPolling(moving)
  const failure = queryFailure(error)
  if (failure) throw failure
  return { items, isLoading, pagination: { state: pagination, nextPage: data?.nextPage } }
}

interface PagedQueryState<Item> {
  data?: { items: Item[]; nextPage?: string | null }
  isLoading: boolean
  error?: unknown
}
export type PagedQueryHook<Arg, Item> = (
  arg: Arg & { limit?: number; pageToken?: string },
  options?: ListSubscription,
) => PagedQueryState<Item>

/**
 * One page of a list that has no entity slice (hardware, which has no names to look up by; a
 * silo's providers and pools; the user's tokens: nothing else reads them), with its pagination,
 * dates revived; a failed list raises the not-found or error page like every list.
 */
export function usePagedList<Arg extends object, Item>(
  useListQuery: PagedQueryHook<Arg, Item>,
  arg: Arg,
  /** The list's name, where a page has two lists (usePagination). */
  list?: string,
  /** Whether a row is moving: the page is asked again often while one is, as `useResourceList` does. */
  options: { isMoving?: (row: Revived<Item>) => boolean } = {},
): ResourceList<Revived<Item>> {
  const pagination = usePagination(list)
  const [polling, setPolling] = useState(false)
  const { data, isLoading, error } = useListQuery(
    { ...arg, limit: pagination.limit, pageToken: pagination.pageToken },
    listSubscription({ moving: polling, paused: false }),
  )
  const items = (data?.items ?? []).map((item) => reviveDates(item))
  const moving = options.isMoving ? items.some(options.isMoving) : false
  if (moving !== polling) setPolling(moving)
  const failure = queryFailure(error)
  if (failure) throw failure
  return { items, isLoading, pagination: { state: pagination, nextPage: data?.nextPage } }
}

/**
 * A list the server sends whole, without pages (a silo's SCIM tokens, an alert receiver's
 * secrets): its rows with dates revived, for `ResourceTable`; a failed list raises the not-found
 * or error page like every list.
 */
export function unpagedList<
  Result extends { data?: unknown; isLoading: boolean; error?: unknown },
  Item,
>(result: Result, itemsOf: (data: NonNullable<Result['data']>) => Item[]) {
  const failure = queryFailure(result.error)
  if (failure) throw failure
  const { data, isLoading } = result
  const items = data ? itemsOf(data).map((item) => reviveDates(item)) : []
  return { items, isLoading }
}
