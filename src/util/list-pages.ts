/**
 * A list page's pages: the sizes it offers, the size the user chose for it and the arguments of
 * its list query for one page. Read by the list's pagination (hooks/use-pagination.ts) and by
 * the route table's first-page query (route-queries.ts), which must ask for the same page.
 */
import { PAGE_SIZE } from '~/lib/constants'

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

/** Remembers the page size the user chose for the list at `path`, where storage allows. */
export function storePageSize(path: string, list: string | undefined, size: number) {
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
