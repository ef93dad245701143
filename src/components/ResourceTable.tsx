import { Content, Heading, IllustratedMessage } from '@react-spectrum/s2/IllustratedMessage'
import {
  Cell,
  Column,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
  TableView,
} from '@react-spectrum/s2/TableView'
import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react'
import { useMinimumDisplay } from '@/hooks/use-minimum-display'
import type { Pagination as PaginationState } from '@/hooks/use-pagination'
import { useScrollOverflow } from '@/hooks/use-scroll-overflow'
import { useThrottledValue } from '@/hooks/use-throttled-value'
import { spinnerDelay } from '@/route-queries'
import { PAGE_SIZE } from '~/lib/constants'
import { ActionsMenu, type RowAction } from './ActionsMenu'
import { Pagination } from './Pagination'
import { tableMetrics } from './table-metrics'

/** A row's actions are the table kit's: pages name them beside their columns. */
export type { RowAction }

export interface TableColumn<T> {
  id: string
  name: string
  cell: (item: T) => ReactNode
  /** Sort key; the column is sortable when given. */
  sortValue?: (item: T) => string | number
  isRowHeader?: boolean
  /** The least width (px) the column shrinks to; names get more so they never truncate early. */
  minWidth?: number
  /** Its share of the room beyond the minimums ('2fr': twice the others'); 1fr by default. */
  defaultWidth?: `${number}fr`
  /**
   * For content of a bounded width (a count, a size, a date): the column stays this wide (px),
   * and the room beyond goes to the columns that share it (names, descriptions).
   */
  width?: number
}

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

const touchScaleQuery = 'not ((hover: hover) and (pointer: fine))'
/** The table's top and bottom border. */
const BORDERS = 2
/** The height, in rows, of the empty state's message (and the loading spinner). */
const EMPTY_STATE_ROWS = 4
/** Narrower than this a column truncates most of what it holds. */
const MIN_COLUMN_WIDTH = 130
/** The row actions' menu button and its padding. */
const ACTIONS_WIDTH = 64
/** A large page's table is never shorter than this… */
const MIN_SCROLL_HEIGHT = 400
/** …and otherwise leaves this much of the window to the top bar, header and pagination. */
const WINDOW_MARGIN = 220

function useTableMetrics() {
  const isTouchScale = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(touchScaleQuery)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(touchScaleQuery).matches,
  )
  return tableMetrics[isTouchScale ? 'large' : 'medium']
}

/**
 * Rows change at most this often: a bulk action's answers each update a row, and each change
 * renders the table's collection again, a long task for a thousand rows.
 */
const ROW_UPDATE_INTERVAL_MS = 250

/** The one table: sortable columns, row actions, selection, empty state, pagination (virtualized). */
/** How long a row created a moment ago is marked as new (the mark fades out in app.css). */
export const JUST_CREATED_MS = 10_000

/**
 * Whether a row's resource was created a moment ago (`createdAt`: its creation time in ms, as the
 * list's Created column sorts it): the one a create form just made, which the list marks briefly
 * so the eye finds it among the others (and a toast names it).
 */
export function justCreated(createdAt: number | string | undefined, now = Date.now()) {
  return typeof createdAt === 'number' && now - createdAt < JUST_CREATED_MS
}

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
  const latestItems = useThrottledValue(props.items, ROW_UPDATE_INTERVAL_MS)
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
        ? [...columns, { id: '__actions', name: 'Actions', cell: () => null } as TableColumn<T>]
        : columns,
    [columns, rowActions],
  )
  // virtualized, so it needs a height: as tall as its rows up to the default page size, so the
  // page scrolls as one and every row is in the document for find-in-page; a larger page the user
  // chose scrolls within the window's height, so only the rows in view are rendered
  const metrics = useTableMetrics()
  const markOverflow = useScrollOverflow<HTMLDivElement>()
  const tableMinWidth = allColumns.reduce(
    (sum, column) =>
      sum + (column.id === '__actions' ? ACTIONS_WIDTH : (column.minWidth ?? MIN_COLUMN_WIDTH)),
    0,
  )
  // an empty or loading table keeps room for its message; otherwise exactly its rows
  const rowsHigh = items.length > 0 ? items.length : EMPTY_STATE_ROWS
  const fullHeight = metrics.header + rowsHigh * metrics.row + BORDERS
  // S2's virtualizer lays its rows out again when its width changes, not its height: a page of
  // another length (the last page, a row deleted) would keep the last layout's content, scroll
  // inside a table now shorter and leave an empty band under the last row. Up to a page, where the
  // table is exactly its rows and never scrolls inside, each length is a table of its own
  const layoutKey = items.length > PAGE_SIZE ? 'scrolling' : `rows-${rowsHigh}`
  const height =
    items.length > PAGE_SIZE
      ? `min(${fullHeight}px, max(${MIN_SCROLL_HEIGHT}px, 100dvh - ${WINDOW_MARGIN}px))`
      : fullHeight

  // the table renders again only when what it shows changes: each render of it changes the
  // contexts every row reads, so a page re-rendering for any other reason (a bulk action's
  // answers landing one by one) would render every row again
  const { label, selectionMode = 'none', selectedKeys, onSelectionChange } = props
  const { title: emptyTitle, body: emptyBody } = empty
  const table = useMemo(
    () => (
      <TableView
        key={layoutKey}
        aria-label={label}
        sortDescriptor={sort}
        onSortChange={setSort}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        loadingState={showSpinner ? 'loading' : 'idle'}
        UNSAFE_style={{ height, minWidth: tableMinWidth }}
      >
        <TableHeader columns={allColumns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={Boolean(column.sortValue)}
              align={column.id === '__actions' ? 'end' : 'start'}
              width={column.id === '__actions' ? ACTIONS_WIDTH : undefined}
              minWidth={column.id === '__actions' ? undefined : column.minWidth}
              defaultWidth={
                column.id === '__actions' ? undefined : (column.width ?? column.defaultWidth)
              }
            >
              {column.id === '__actions' ? (
                <span className="visually-hidden">Actions</span>
              ) : (
                column.name
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={sorted}
          dependencies={[allColumns]}
          renderEmptyState={() =>
            awaitingSpinner ? null : (
              <IllustratedMessage>
                {/* right under the page's h1: the default h3 would skip a level */}
                <Heading level={2}>{emptyTitle}</Heading>
                <Content>{emptyBody}</Content>
              </IllustratedMessage>
            )
          }
        >
          {(item) => (
            <Row
              id={item.id}
              columns={allColumns}
              data-just-created={justCreated(createdAt?.(item)) || undefined}
            >
              {(column) => (
                <Cell>
                  {column.id === '__actions' && rowActions ? (
                    <RowActions item={item} actions={rowActions(item)} />
                  ) : (
                    column.cell(item)
                  )}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </TableView>
    ),
    [
      label,
      sort,
      selectionMode,
      selectedKeys,
      onSelectionChange,
      showSpinner,
      awaitingSpinner,
      height,
      layoutKey,
      tableMinWidth,
      allColumns,
      sorted,
      emptyTitle,
      emptyBody,
      rowActions,
      createdAt,
    ],
  )

  return (
    <div className="resource-table">
      {/* on a narrow screen the table keeps readable columns and scrolls sideways on its own */}
      <div className="resource-table-frame">
        <div className="resource-table-scroll" ref={markOverflow}>
          {table}
        </div>
      </div>
      {pagination && (
        <Pagination
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
