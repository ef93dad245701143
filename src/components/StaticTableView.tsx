// biome-ignore-all lint/a11y/noRedundantRoles: laid out as a grid (StaticTableView.css), a table loses its own semantics in some browsers; the roles say them again
// biome-ignore-all lint/a11y/useSemanticElements: these are the semantic elements, with their roles said again (above)
/**
 * A page of up to the default page size, every row in the document: a table the browser lays
 * out in one pass with its data. S2's table is virtualized, so its first render has no size and
 * no rows, and the rows come a frame later once it has measured itself; on a list of a few dozen
 * rows that costs more than it saves (docs/architecture.md, "Pages and forms").
 *
 * The look follows S2's table: its row heights by scale (table-metrics.ts), sortable headers with
 * S2's sort icons, S2's checkboxes for selection.
 */
import { Checkbox } from '@react-spectrum/s2/Checkbox'
import SortDown from '@react-spectrum/s2/icons/SortDown'
import SortUp from '@react-spectrum/s2/icons/SortUp'
import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import {
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import {
  ACTIONS_COLUMN,
  ACTIONS_WIDTH,
  SELECTION_WIDTH,
  type Selection,
  type TableColumn,
  type TableViewProps,
} from './table-types'

/**
 * A column without a least width of its own gives up its room to the others down to this, as in
 * S2's table (react-stately's default least width); the table itself scrolls sideways sooner
 * (MIN_COLUMN_WIDTH a column, ResourceTable.tsx).
 */
const COLUMN_FLOOR = 75

/** A column's track in the table's grid: a fixed width, or a share of the room with a least. */
export function columnTrack<T>(column: TableColumn<T>) {
  if (column.id === ACTIONS_COLUMN) return `${ACTIONS_WIDTH}px`
  if (column.width !== undefined) return `${column.width}px`
  return `minmax(${column.minWidth ?? COLUMN_FLOOR}px, ${column.defaultWidth ?? '1fr'})`
}

/** The selection after a row's checkbox is toggled ('all' stands for every row shown). */
export function toggledSelection(selection: Selection | undefined, id: string, allIds: string[]) {
  const next = new Set(selection === 'all' ? allIds : (selection ?? []))
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** Whether none, some or all of the rows shown are selected. */
export function selectionExtent(selection: Selection | undefined, allIds: string[]) {
  if (allIds.length === 0) return 'none'
  if (selection === 'all') return 'all'
  const count = allIds.filter((id) => selection?.has(id)).length
  return count === 0 ? 'none' : count === allIds.length ? 'all' : 'some'
}

/** A press on a row's own surface, not on a link, button or field inside it. */
const pressedRowSurface = (event: MouseEvent) =>
  event.target instanceof Element &&
  !event.target.closest('a, button, input, label, [role="button"], [role="menuitem"]')

export default function StaticTableView<T extends { id: string }>(props: TableViewProps<T>) {
  const { label, columns, rows, sort, onSortChange, renderCell, isJustCreated } = props
  const { selectionMode, selectedKeys, onSelectionChange } = props
  const tableId = useId()
  const selectable = selectionMode === 'multiple'
  const allIds = rows.map((row) => row.id)
  const extent = selectionExtent(selectedKeys, allIds)
  const isSelected = (id: string) => selectedKeys === 'all' || Boolean(selectedKeys?.has(id))
  // the same function across renders, so a row whose own props are unchanged is not rendered
  // again when another row's selection changes (StaticRow)
  const selection = useRef({ selectedKeys, allIds, onSelectionChange })
  useLayoutEffect(() => {
    selection.current = { selectedKeys, allIds, onSelectionChange }
  })
  const toggle = useCallback((id: string) => {
    const { selectedKeys, allIds, onSelectionChange } = selection.current
    onSelectionChange?.(toggledSelection(selectedKeys, id, allIds))
  }, [])
  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0]
  const rowHeaderId = (item: T) => `${tableId}-${item.id}`
  const span = columns.length + (selectable ? 1 : 0)
  const template = [selectable ? `${SELECTION_WIDTH}px` : '', ...columns.map(columnTrack)]
    .join(' ')
    .trim()

  let body: ReactNode
  if (props.showSpinner || rows.length === 0) {
    body = (
      <tr role="row" className="static-table-message">
        <td role="cell" style={{ gridColumn: `span ${span}` }}>
          {props.showSpinner ? (
            <ProgressCircle aria-label="Loading…" isIndeterminate />
          ) : (
            props.emptyState
          )}
        </td>
      </tr>
    )
  } else {
    body = rows.map((item) => (
      <StaticRow
        key={item.id}
        item={item}
        columns={columns}
        rowHeader={rowHeader}
        rowHeaderId={rowHeaderId(item)}
        selectable={selectable}
        isSelected={selectable && isSelected(item.id)}
        justCreated={isJustCreated(item)}
        renderCell={renderCell}
        onToggle={toggle}
      />
    ))
  }

  return (
    <table
      role="table"
      aria-label={label}
      className="static-table"
      data-selectable={selectable || undefined}
      style={{ gridTemplateColumns: template, minWidth: props.minWidth }}
    >
      <thead role="rowgroup">
        <tr role="row">
          {selectable && (
            <th role="columnheader" className="static-table-select">
              <Checkbox
                aria-label="Select all"
                isSelected={extent === 'all'}
                isIndeterminate={extent === 'some'}
                isDisabled={rows.length === 0}
                onChange={(checked) => onSelectionChange?.(checked ? 'all' : new Set())}
              />
            </th>
          )}
          {columns.map((column) => {
            if (column.id === ACTIONS_COLUMN) {
              return (
                <th role="columnheader" key={column.id}>
                  <span className="visually-hidden">Actions</span>
                </th>
              )
            }
            if (!column.sortValue) {
              return (
                <th role="columnheader" key={column.id}>
                  <span className="static-table-content">{column.name}</span>
                </th>
              )
            }
            const direction = sort?.column === column.id ? sort.direction : undefined
            return (
              <th role="columnheader" key={column.id} aria-sort={direction ?? 'none'}>
                <button
                  type="button"
                  className="static-table-sort"
                  onClick={() =>
                    onSortChange({
                      column: column.id,
                      direction: direction === 'ascending' ? 'descending' : 'ascending',
                    })
                  }
                >
                  <span className="static-table-content">{column.name}</span>
                  {direction === 'ascending' && <SortUp aria-hidden />}
                  {direction === 'descending' && <SortDown aria-hidden />}
                </button>
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody role="rowgroup">{body}</tbody>
    </table>
  )
}

interface StaticRowProps<T extends { id: string }> {
  item: T
  columns: TableColumn<T>[]
  rowHeader: TableColumn<T> | undefined
  rowHeaderId: string
  selectable: boolean
  isSelected: boolean
  justCreated: boolean
  renderCell: TableViewProps<T>['renderCell']
  onToggle: (id: string) => void
}

function StaticRowView<T extends { id: string }>(props: StaticRowProps<T>) {
  const { item, columns, rowHeader, rowHeaderId, selectable, isSelected, renderCell, onToggle } =
    props
  return (
    <tr
      role="row"
      aria-labelledby={rowHeaderId}
      data-just-created={props.justCreated || undefined}
      data-selected={isSelected || undefined}
      // as in S2's table, a press anywhere on a selectable row toggles it; the checkbox is the
      // way for the keyboard and for screen readers
      onClick={selectable ? (event) => pressedRowSurface(event) && onToggle(item.id) : undefined}
    >
      {selectable && (
        <td role="cell" className="static-table-select">
          {/* named 'Select db1': the word, then the row's name */}
          <span id={`${rowHeaderId}-select`} hidden>
            Select
          </span>
          <Checkbox
            aria-labelledby={`${rowHeaderId}-select ${rowHeaderId}`}
            isSelected={isSelected}
            onChange={() => onToggle(item.id)}
          />
        </td>
      )}
      {columns.map((column) =>
        column === rowHeader ? (
          <th role="rowheader" scope="row" key={column.id} id={rowHeaderId}>
            <span className="static-table-content">{renderCell(item, column)}</span>
          </th>
        ) : (
          <td
            role="cell"
            key={column.id}
            className={column.id === ACTIONS_COLUMN ? 'static-table-actions' : undefined}
          >
            {column.id === ACTIONS_COLUMN ? (
              renderCell(item, column)
            ) : (
              <span className="static-table-content">{renderCell(item, column)}</span>
            )}
          </td>
        ),
      )}
    </tr>
  )
}

/**
 * A row renders again only when its own props change: its resource, its selection, the page's
 * columns or row actions. A list of 50 rows with a checkbox and a menu each is otherwise a long
 * render on every change of one of them (a selection, a bulk action's answer).
 */
const StaticRow = memo(StaticRowView) as typeof StaticRowView
