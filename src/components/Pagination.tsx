import { ActionButton } from '@react-spectrum/s2/ActionButton'
import type { Pagination as PaginationState } from '../hooks/use-pagination'

interface Props {
  pagination: PaginationState
  itemCount: number
  nextPage: string | null | undefined
}

/** Page size with previous and next (SPEC §2). */
export function Pagination({ pagination, itemCount, nextPage }: Props) {
  const first = pagination.pageIndex * pagination.limit
  return (
    <nav className="pagination" aria-label="Pagination">
      <span>Page size {pagination.limit}</span>
      <span aria-live="polite">
        {itemCount === 0 ? 'No items' : `Showing ${first + 1}–${first + itemCount}`}
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
