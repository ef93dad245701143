import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { PAGE_SIZES, type Pagination as PaginationState } from '../hooks/use-pagination'

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

/** A page size as the picker names it: '1,000', not '1000'. */
export const pageSizeLabel = (size: number) => size.toLocaleString('en-US')

/** Page size with previous and next (SPEC §2); the size is the user's choice. */
export function Pagination({ pagination, itemCount, nextPage, isLoading }: Props) {
  return (
    <nav className="pagination" aria-label="Pagination">
      <Picker
        label="Page size"
        labelPosition="side"
        size="S"
        isQuiet
        selectedKey={String(pagination.limit)}
        onSelectionChange={(key) => key !== null && pagination.setLimit(Number(key))}
      >
        {PAGE_SIZES.map((size) => (
          <PickerItem key={size} id={String(size)} textValue={pageSizeLabel(size)}>
            {pageSizeLabel(size)}
          </PickerItem>
        ))}
      </Picker>
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
