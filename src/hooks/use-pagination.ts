import { useCallback, useState } from 'react'
import { storedPageSize, storePageSize } from '@/util/list-pages'
import { useCurrentRoute } from './use-route'

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
  // a token already asked for is the page on its way (the list still shows the one before, with
  // the same next token): a second press while it loads must not count a page twice
  const next = useCallback(
    (nextPage: string) =>
      setTokens((stack) => (stack.includes(nextPage) ? stack : [...stack, nextPage])),
    [],
  )
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
