import { useCallback, useState } from 'react'
import { PAGE_SIZE } from '~/lib/constants'

/**
 * Token-based pages (SPEC §7: `limit` and `page_token`). The stack holds the token of every page
 * before the current one, so Previous needs no extra request beyond the cached page.
 */
export function usePagination(pageSize = PAGE_SIZE) {
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined])
  const pageToken = tokens[tokens.length - 1]
  const next = useCallback((nextPage: string) => setTokens((stack) => [...stack, nextPage]), [])
  const previous = useCallback(
    () => setTokens((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)),
    [],
  )
  const reset = useCallback(() => setTokens([undefined]), [])
  return { limit: pageSize, pageToken, pageIndex: tokens.length - 1, next, previous, reset }
}

export type Pagination = ReturnType<typeof usePagination>
