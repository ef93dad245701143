import { Content, Heading, IllustratedMessage } from '@react-spectrum/s2/IllustratedMessage'
import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react'
import { useMinimumDisplay } from '@/hooks/use-minimum-display'
import type { Pagination as PaginationState } from '@/hooks/use-pagination'
import { useScrollOverflow } from '@/hooks/use-scroll-overflow'
import { useThrottledValue } from '@/hooks/use-throttled-value'
import { lazyWithPreload } from '@/lazy-with-preload'
import { spinnerDelay } from '@/navigation-clock'
import { PAGE_SIZE } from '~/lib/constants'
import { ActionsMenu, type RowAction } from './ActionsMenu'
import { Pagination } from './Pagination'
import StaticTableView from './StaticTableView'
import {
  ACTIONS_COLUMN,
  type Selection,
  type SortDescriptor,
  type TableColumn,
  type TableViewProps,
  tableMinWidth,
} from './table-types'

/** A row's actions and the columns are the table kit's: pages name them. */
export type { RowAction, TableColumn }

/** Beyond the default page size, only the rows in view are rendered; its code loads then. */
const VirtualTableView = lazyWithPreload(() => import('./VirtualTableView')) as unknown as <
  T extends { id: string },
>(
  // React's lazy keeps a component's props but not its type parameter: this gives it back
  props: TableViewProps<T>,
) => ReactNode

interface Props<T extends { id: string }> {
  label: string
  columns: TableColumn<T>[]
  items: T[]
  isLoading?: boolean
  rowActions?: (item: T) => RowAction[]
  empty: { title: string; body: string }
  pagination?: { state: PaginationState; nextPage: string | null | undefined }
  selectionMode?: 'none' | 'multiple'
  selectedKeys?: Selection
  onSelectionChange?: (keys: Selection) => void
}

/**
 * Rows change at most this often: a bulk action's answers each update a row, and each change
 * renders the table's collection again, a long task for a thousand rows.
 */
const ROW_UPDATE_INTERVAL_MS = 250

/** How long a row created a moment ago is marked as new (the mark fades out in ResourceTable.css). */
export const JUST_CREATED_MS = 10_000

/**
 * Whether a row's resource was created a moment ago (`createdAt`: its creation time in ms, as the
 * list's Created column sorts it): the one a create form just made, which the list marks briefly
 * so the eye finds it among the others (and a toast names it).
 */
export function justCreated(createdAt: number | string | undefined, now = Date.now()) {
  return typeof createdAt === 'number' && now - createdAt < JUST_CREATED_MS
}

/**
 * The one table: sortable columns, row actions, selection, empty state, pagination. A page of up
 * to the default size has every row in the document; a larger page is virtualized.
 */
export function ResourceTable<T extends { id: string }>(props: Props<T>) {
  const { columns, rowActions, empty, pagination } = props
  // a list that shows when its rows were created marks the ones created a moment ago
  const createdAt = columns.find((column) => column.id === 'created')?.sortValue
  const [sort, setSort] = useState<SortDescriptor | undefined>()
  // SPEC §9: the loading spinner, once shown, stays 500 ms; rows that come sooner wait for it.
  // It shows only once the wait for the page's first data has outlasted the navigation's cap
  // (spinnerDelay); until then the body stays blank (neither a spinner nor the empty state)
  const loadingFirst = Boolean(props.isLoading) && props.items.length === 0
  const [delayMs, setDelayMs] = useState(spinnerDelay)
  const [wasLoadingFirst, setWasLoadingFirst] = useState(loadingFirst)
  if (loadingFirst !== wasLoadingFirst) {
    // another first load (the next page of the list): its own wait
    setWasLoadingFirst(loadingFirst)
    if (loadingFirst) setDelayMs(spinnerDelay())
  }
  const showSpinner = useMinimumDisplay(loadingFirst, { delayMs })
  const awaitingSpinner = loadingFirst && !showSpinner
  const throttledItems = useThrottledValue(props.items, ROW_UPDATE_INTERVAL_MS)
  // the first rows show at once: only changes to rows already shown wait. A list asked for again
  // while loading (a new empty array each render) would otherwise hold its first rows back for up
  // to the interval, its empty state showing meanwhile
  const latestItems = throttledItems.length === 0 ? props.items : throttledItems
  const items = showSpinner ? [] : latestItems

  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === sort?.column)
    if (!column?.sortValue) return items
    const value = column.sortValue
    const direction = sort?.direction === 'descending' ? -1 : 1
    return [...items].sort((a, b) =>
      value(a) > value(b) ? direction : value(a) < value(b) ? -direction : 0,
    )
  }, [items, columns, sort])

  // rows are rendered again when these change, so they change only with the page's columns and
  // row actions: a page passing the same ones keeps its rendered rows across its re-renders
  const allColumns = useMemo(
    () =>
      rowActions
        ? [...columns, { id: ACTIONS_COLUMN, name: 'Actions', cell: () => null } as TableColumn<T>]
        : columns,
    [columns, rowActions],
  )
  const renderCell = useCallback(
    (item: T, column: TableColumn<T>) =>
      column.id === ACTIONS_COLUMN && rowActions ? (
        <RowActions item={item} actions={rowActions(item)} />
      ) : (
        column.cell(item)
      ),
    [rowActions],
  )
  const isJustCreated = useCallback((item: T) => justCreated(createdAt?.(item)), [createdAt])
  const { title: emptyTitle, body: emptyBody } = empty
  const emptyState = useMemo(
    () =>
      awaitingSpinner ? null : (
        <IllustratedMessage>
          {/* right under the page's h1: the default h3 would skip a level */}
          <Heading level={2}>{emptyTitle}</Heading>
          <Content>{emptyBody}</Content>
        </IllustratedMessage>
      ),
    [awaitingSpinner, emptyTitle, emptyBody],
  )
  // S2's table was in the tab order itself; a plain one scrolled sideways on a narrow screen is
  // reached through its scroll box
  const markOverflow = useScrollOverflow<HTMLDivElement>({ regionLabel: props.label })
  const minWidth = tableMinWidth(allColumns, props.selectionMode === 'multiple')

  const view: TableViewProps<T> = {
    label: props.label,
    columns: allColumns,
    rows: sorted,
    sort,
    onSortChange: setSort,
    selectionMode: props.selectionMode ?? 'none',
    selectedKeys: props.selectedKeys,
    onSelectionChange: props.onSelectionChange,
    showSpinner,
    emptyState,
    renderCell,
    isJustCreated,
    minWidth,
  }
  const firstRows = { ...view, rows: sorted.slice(0, PAGE_SIZE) }
  return (
    <div className="resource-table">
      {/* on a narrow screen the table keeps readable columns and scrolls sideways on its own */}
      <div className="resource-table-frame">
        <div className="resource-table-scroll" ref={markOverflow}>
          {sorted.length > PAGE_SIZE ? (
            // while its code loads, the page's first rows
            <Suspense fallback={<StaticTableView {...firstRows} />}>
              <VirtualTableView {...view} />
            </Suspense>
          ) : (
            <StaticTableView {...view} />
          )}
        </div>
      </div>
      {pagination && (
        <Pagination
          label={props.label}
          pagination={pagination.state}
          itemCount={items.length}
          nextPage={pagination.nextPage}
          isLoading={props.isLoading}
        />
      )}
    </div>
  )
}

function RowActions<T extends { id: string }>({
  item,
  actions,
}: {
  item: T
  actions: RowAction[]
}) {
  return (
    <ActionsMenu
      label={`Actions for ${(item as { name?: string }).name ?? item.id}`}
      actions={actions}
      isQuiet
    />
  )
}
