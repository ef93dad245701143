import { ActionButton } from '@react-spectrum/s2/ActionButton'
import ChevronDown from '@react-spectrum/s2/icons/ChevronDown'
import { Menu, MenuItem, MenuTrigger } from '@react-spectrum/s2/Menu'
import { Text } from '@react-spectrum/s2/Text'
import type { Pagination as PaginationState } from '@/hooks/use-pagination'
import { PAGE_SIZES } from '@/util/list-pages'

interface Props {
  /** The list's name: a page with two paged lists has two navigations, told apart by it. */
  label: string
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

/**
 * Page size with previous and next (SPEC §2); the size is the user's choice. The size is a menu
 * of choices, as the top bar's theme is: S2's Picker would bring its list box and combo box code
 * to every list's first screen (~10 kB gzip) for the same choice.
 */
export function Pagination({ label, pagination, itemCount, nextPage, isLoading }: Props) {
  const size = pageSizeLabel(pagination.limit)
  return (
    <nav className="pagination" aria-label={`Pagination of ${label}`}>
      <span className="pagination-size">
        <span aria-hidden="true">Page size</span>
        <MenuTrigger>
          <ActionButton isQuiet size="S" aria-label={`Page size: ${size}`}>
            <Text>{size}</Text>
            <ChevronDown />
          </ActionButton>
          <Menu
            size="S"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[String(pagination.limit)]}
            onSelectionChange={(keys) => {
              const [choice] = keys === 'all' ? [] : [...keys]
              if (choice !== undefined) pagination.setLimit(Number(choice))
            }}
          >
            {PAGE_SIZES.map((choice) => (
              <MenuItem key={choice} id={String(choice)}>
                {pageSizeLabel(choice)}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </span>
      <span aria-live="polite">
        {pageSummary(pagination.pageIndex, pagination.limit, itemCount, isLoading)}
      </span>
      <span className="pagination-buttons">
        <ActionButton isQuiet isDisabled={pagination.pageIndex === 0} onPress={pagination.previous}>
          Previous
        </ActionButton>
        <ActionButton
          isQuiet
          // while the next page loads, the shown page's next token is the one already asked for
          isDisabled={!nextPage || nextPage === pagination.pageToken}
          onPress={() => nextPage && pagination.next(nextPage)}
        >
          Next
        </ActionButton>
      </span>
    </nav>
  )
}
