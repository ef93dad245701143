/**
 * A page of rows larger than the default page size, in S2's virtualized table: only the rows in
 * view are in the document, so a page of 1,000 renders as fast as one of 20. Loaded when a list
 * first has that many rows (ResourceTable.tsx).
 */
import { Cell, Column, Row, TableBody, TableHeader, TableView } from '@react-spectrum/s2/TableView'
import { useMemo, useSyncExternalStore } from 'react'
import { tableMetrics } from './table-metrics'
import { ACTIONS_COLUMN, ACTIONS_WIDTH, TABLE_BORDERS, type TableViewProps } from './table-types'

const touchScaleQuery = 'not ((hover: hover) and (pointer: fine))'
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

export default function VirtualTableView<T extends { id: string }>(props: TableViewProps<T>) {
  const { columns, rows, renderCell, isJustCreated, emptyState } = props
  // virtualized, so it needs a height: a page this large scrolls within the window's height
  const metrics = useTableMetrics()
  const fullHeight = metrics.header + rows.length * metrics.row + TABLE_BORDERS
  const height = `min(${fullHeight}px, max(${MIN_SCROLL_HEIGHT}px, 100dvh - ${WINDOW_MARGIN}px))`

  // the table renders again only when what it shows changes: each render of it changes the
  // contexts every row reads, so a page re-rendering for any other reason (a bulk action's
  // answers landing one by one) would render every row again
  const { label, sort, onSortChange, selectionMode, selectedKeys, onSelectionChange } = props
  const { showSpinner, minWidth } = props
  return useMemo(
    () => (
      <TableView
        aria-label={label}
        sortDescriptor={sort}
        onSortChange={onSortChange}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        loadingState={showSpinner ? 'loading' : 'idle'}
        UNSAFE_style={{ height, minWidth }}
      >
        <TableHeader columns={columns}>
          {(column) => {
            const isActions = column.id === ACTIONS_COLUMN
            return (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={Boolean(column.sortValue)}
                align={isActions ? 'end' : 'start'}
                width={isActions ? ACTIONS_WIDTH : undefined}
                minWidth={isActions ? undefined : column.minWidth}
                defaultWidth={isActions ? undefined : (column.width ?? column.defaultWidth)}
              >
                {isActions ? <span className="visually-hidden">Actions</span> : column.name}
              </Column>
            )
          }}
        </TableHeader>
        <TableBody items={rows} dependencies={[columns]} renderEmptyState={() => emptyState}>
          {(item) => (
            <Row
              id={item.id}
              columns={columns}
              data-just-created={isJustCreated(item) || undefined}
            >
              {(column) => <Cell>{renderCell(item, column)}</Cell>}
            </Row>
          )}
        </TableBody>
      </TableView>
    ),
    [
      label,
      sort,
      onSortChange,
      selectionMode,
      selectedKeys,
      onSelectionChange,
      showSpinner,
      height,
      minWidth,
      columns,
      rows,
      emptyState,
      renderCell,
      isJustCreated,
    ],
  )
}
