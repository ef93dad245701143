import { ActionButton } from '@react-spectrum/s2/ActionButton'
import type { Pagination as PaginationState } from '../hooks/use-pagination'

interface Props {
  pagination: PaginationState
  itemCount: number
  nextPage: string | null | undefined
  /** The page is still on its way: no count to report yet. */
  isLoading?: boolean
}

/** What the footer says of the rows shown: nothing while they load, never 'No items' then. */
export function pageSummary(
  pageIndex: number,
  limit: number,
  itemCount: number,
  isLoading = false,
) {
  if (isLoading && itemCount === 0) return 'Loading…'
  const first = pageIndex * limit
  return itemCount === 0 ? 'No items' : `Showing ${first + 1}–${first + itemCount}`
}

/** Page size with previous and next (SPEC §2). */
export function Pagination({ pagination, itemCount, nextPage, isLoading }: Props) {
  return (
    <nav className="pagination" aria-label="Pagination">
      <span>Page size {pagination.limit}</span>
      <span aria-live="polite">
        {pageSummary(pagination.pageIndex, pagination.limit, itemCount, isLoading)}
      </span>
      <span className="pagination-buttons">
        <ActionButton isQuiet isDisabled={pagination.pageIndex === 0} onPress={pagination.previous}>
          Previous
        </ActionButton>
        <ActionButton
          isQuiet
          isDisabled={!nextPage}
          onPress={() => nextPage && pagination.next(nextPage)}
        >
          Next
        </ActionButton>
      </span>
    </nav>
  )
}
