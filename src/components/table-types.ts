/**
 * What `ResourceTable` hands to the view that draws it: all rows in the document for a page of
 * up to the default size (`StaticTableView`), S2's virtualized table beyond it
 * (`VirtualTableView`). Apart from both, so neither imports the other or the table itself.
 */
import type { Selection, SortDescriptor } from '@react-spectrum/s2/TableView'
import type { ReactNode } from 'react'

export type { Selection, SortDescriptor }

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

/** The id of the last column, which holds each row's actions menu. */
export const ACTIONS_COLUMN = '__actions'
/** The row actions' menu button and its padding. */
export const ACTIONS_WIDTH = 64
/** Narrower than this a column truncates most of what it holds. */
export const MIN_COLUMN_WIDTH = 130
/** The selection checkbox's column. */
export const SELECTION_WIDTH = 48
/** A table's two borders, top and bottom or left and right (StaticTableView.css, S2's table). */
export const TABLE_BORDERS = 2

/**
 * The least width of the table: its columns' least widths, the selection's included, and its
 * borders. Narrower, the table scrolls sideways in its own box; a least width short of that would
 * cut the last column off instead (the table clips what overflows its rounded border).
 */
export function tableMinWidth<T>(columns: TableColumn<T>[], selectable: boolean) {
  return columns.reduce(
    (sum, column) =>
      sum + (column.id === ACTIONS_COLUMN ? ACTIONS_WIDTH : (column.minWidth ?? MIN_COLUMN_WIDTH)),
    TABLE_BORDERS + (selectable ? SELECTION_WIDTH : 0),
  )
}

export interface TableViewProps<T extends { id: string }> {
  label: string
  /** The page's columns, and the actions column last when rows have actions. */
  columns: TableColumn<T>[]
  /** In the order shown (sorted). */
  rows: T[]
  sort: SortDescriptor | undefined
  onSortChange: (sort: SortDescriptor) => void
  selectionMode: 'none' | 'multiple'
  selectedKeys: Selection | undefined
  onSelectionChange: ((keys: Selection) => void) | undefined
  /** The first load has outlasted its wait: the body shows a spinner (SPEC §9). */
  showSpinner: boolean
  /** What an empty body shows; null while the first load is still within its wait. */
  emptyState: ReactNode
  /** A cell's content, the actions column's included. */
  renderCell: (item: T, column: TableColumn<T>) => ReactNode
  /** A row marked as just created (ResourceTable's `justCreated`). */
  isJustCreated: (item: T) => boolean
  /** The sum of the columns' least widths: narrower, the table scrolls sideways. */
  minWidth: number
}
