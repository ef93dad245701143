import { useCallback, useState } from 'react'
import { PAGE_SIZE } from '~/lib/constants'
import { useCurrentRoute } from './use-route'

/** The page sizes the footer offers; the first is the default (SPEC §9). */
export const PAGE_SIZES = [PAGE_SIZE, 100, 250, 500, 1000] as const

/**
 * A list's page size lives in the tab's sessionStorage, per list: a viewing preference that
 * should survive going to a row and back, but not a URL the user shares (whoever opens it picks
 * their own) nor other tabs. A list is named by its path, plus a name where a page has two lists.
 */
const storageKey = (path: string, list?: string) =>
  `oxide.pageSize:${path}${list ? `#${list}` : ''}`

/** The page size chosen for the list at `path`, or the default; anything unknown is the default. */
export function storedPageSize(path: string, list?: string): number {
  let stored: string | null = null
  try {
    stored = window.sessionStorage.getItem(storageKey(path, list))
  } catch {
    // storage refused (a privacy setting): the default
  }
  const size = Number(stored)
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE
}

function storePageSize(path: string, list: string | undefined, size: number) {
  try {
    window.sessionStorage.setItem(storageKey(path, list), String(size))
  } catch {
    // not remembered, still applied
  }
}

/**
 * The arguments of a list query for one page. The list page and a link that prefetches the list
 * both build them here: the cache key must match exactly or the prefetch is wasted.
 */
export const listPageArgs = <Arg extends object>(
  arg: Arg,
  page: { limit: number; pageToken?: string },
) => ({ ...arg, limit: page.limit, pageToken: page.pageToken })

/**
 * Token-based pages (SPEC §7: `limit` and `page_token`). The stack holds the token of every page
 * before the current one, so Previous needs no extra request beyond the cached page. A new page
 * size starts again at the first page: the tokens belong to the old size's pages.
 */
export function usePagination(list?: string) {
  // the path the page is shown at, not the browser's: while the next page loads the list stays
  // on screen (routes.tsx useShownLocation), and neither re-renders with the location that is
  // coming nor files a size chosen meanwhile under it
  const { location: path } = useCurrentRoute()
  const [limit, setLimitState] = useState(() => storedPageSize(path, list))
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined])
  const pageToken = tokens[tokens.length - 1]
  const next = useCallback((nextPage: string) => setTokens((stack) => [...stack, nextPage]), [])
  const previous = useCallback(
    () => setTokens((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)),
    [],
  )
  const reset = useCallback(() => setTokens([undefined]), [])
  const setLimit = useCallback(
    (size: number) => {
      storePageSize(path, list, size)
      setLimitState(size)
      setTokens([undefined])
    },
    [path, list],
  )
  return { limit, setLimit, pageToken, pageIndex: tokens.length - 1, next, previous, reset }
}

export type Pagination = ReturnType<typeof usePagination>
