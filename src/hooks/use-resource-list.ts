/**
 * The data half of every paginated list (docs/architecture.md, "From the contract to a page"): a
 * page of rows, from the normalized store in the query's order or as the server sent them, with
 * loading and pagination, asked again often while any row is moving and slowly otherwise
 * (listSubscription). A failed list is not an empty table: a 404 (e.g. the project in the URL
 * does not exist) shows 'Page not found', any other failure 'Something went wrong' (SPEC §8); a
 * 401 is the transport's, which goes to sign-in.
 *
 *   const list = useResourceList(useDiskListQuery, { project }, { entities: disks, isMoving })
 *   <ResourceTable {...list} … />
 */
import { useMemo, useState } from 'react'
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

type Page<Item> = { items: Item[]; nextPage?: string | null }

/** What the kit reads of a generated list query's result. */
interface ListQueryState<Item> {
  data?: Page<Item>
  currentData?: Page<Item>
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}
export type ListQueryHook<Arg, Item> = (
  arg: Arg & { limit?: number; pageToken?: string },
  options: ListSubscription,
) => ListQueryState<Item>

export interface ResourceList<Row> {
  items: Row[]
  isLoading: boolean
  pagination: { state: Pagination; nextPage: string | null | undefined }
  /** Asks the server again for the page shown. */
  refetch: () => void
  /** The list's failure, where the list shows it in place (`failsInPlace`); else it is raised. */
  error?: unknown
}

/** How a list page's list behaves, beyond its query and arguments. */
export interface ListOptions<Row> {
  /** Whether a row is moving: the page is asked again often while one is (listSubscription). */
  isMoving?: (row: Row) => boolean
  /**
   * Holds the polling: while a bulk action runs, each answer updates its own row, and asking
   * for the whole page again (a thousand rows) every 2 s would only slow the action down; a
   * list the user refreshes by hand holds it for good.
   */
  pausePolling?: boolean
  /** The list's name, where a page has two lists (usePagination). */
  list?: string
  /**
   * The list is a part of its page (docs/architecture.md, "Pages and forms"): its failure is
   * returned for the part to show in place, and the rest of the page stays.
   */
  failsInPlace?: boolean
  /**
   * Rows of the arguments asked for only: while another page or filter loads, the list is
   * loading with no rows, where the rows of the one before would read as the new one's.
   */
  currentRowsOnly?: boolean
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

/**
 * One page of a list, with its pagination, polling and failure. With `entities`, its slice, the
 * rows are read from the normalized store in the query's order, so optimistic edits and deletes
 * show at once; without (a list no other page looks up by name: hardware, a silo's providers and
 * pools, the user's tokens), they are the answer's, dates revived.
 */
export function useResourceList<Arg extends object, E extends Named>(
  useListQuery: ListQueryHook<Arg, { id: string }>,
  arg: Arg,
  options: ListOptions<Revived<E>> & { entities: ResourceSlice<E> },
): ResourceList<Revived<E>>
export function useResourceList<Arg extends object, Item>(
  useListQuery: ListQueryHook<Arg, Item>,
  arg: Arg,
  options?: ListOptions<Revived<Item>> & { entities?: undefined },
): ResourceList<Revived<Item>>
export function useResourceList<Arg extends object, Row extends { id: string }>(
  useListQuery: ListQueryHook<Arg, Row>,
  arg: Arg,
  options: ListOptions<Row> & { entities?: ResourceSlice<Row & Named> } = {},
): ResourceList<Row> {
  const { entities, isMoving, pausePolling, list, failsInPlace, currentRowsOnly } = options
  const pagination = usePagination(list)
  const [polling, setPolling] = useState(false)
  const query = useListQuery(
    listPageArgs(arg, pagination),
    // only this page is asked again: often while something on it moves, slowly otherwise
    listSubscription({ moving: polling, paused: Boolean(pausePolling) }),
  )
  const page = currentRowsOnly ? query.currentData : query.data
  const fromStore = useAppSelector(
    (state) =>
      entities
        ? (page?.items ?? [])
            .map((item) => entities.selectors.byId(state, item.id))
            .filter((row) => row !== undefined)
        : NO_ROWS,
    shallowEqual,
  )
  // the answer's rows, the same objects while the answer is
  const answered = useMemo(
    () => (entities ? NO_ROWS : (page?.items ?? []).map((item) => reviveDates(item))),
    [entities, page],
  )
  const items = (entities ? fromStore : answered) as Row[]
  const moving = isMoving ? items.some(isMoving) : false
  if (moving !== polling) setPolling(moving)
  const failure = failsInPlace ? undefined : queryFailure(query.error)
  if (failure) throw failure
  return {
    items,
    isLoading: currentRowsOnly ? query.isFetching : query.isLoading,
    pagination: { state: pagination, nextPage: page?.nextPage },
    refetch: query.refetch,
    error: failsInPlace ? query.error : undefined,
  }
}

/** What the store's selector gives a list without a slice: one array, so nothing re-renders. */
const NO_ROWS: never[] = []

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
