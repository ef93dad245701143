/**
 * The columns every resource has, for `ResourceTable`. A list page names its columns with these
 * and writes only what is its own (a disk's state, an instance's CPU):
 *
 *   columns={[nameColumn((d) => pb.disk(…)), sizeColumn(), createdColumn()]}
 */
import { Link } from '@react-spectrum/s2/Link'
import { formatBytes } from '../util/units'
import { RelativeTime } from './RelativeTime'
import type { TableColumn } from './ResourceTable'

/** Room for a typical resource name (most are under 24 characters) before it truncates. */
const NAME_MIN_WIDTH = 200

/** The row's name, the row header; a link to the resource's page when it has one. */
export function nameColumn<T extends { name: string }>(
  href?: (row: T) => string,
  label?: (row: T) => string,
): TableColumn<T> {
  return {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    minWidth: NAME_MIN_WIDTH,
    sortValue: (row) => row.name,
    cell: (row) =>
      href ? (
        <Link href={href(row)} aria-label={label?.(row)}>
          {row.name}
        </Link>
      ) : (
        row.name
      ),
  }
}

export function descriptionColumn<T extends { description: string }>(): TableColumn<T> {
  return {
    id: 'description',
    name: 'Description',
    sortValue: (row) => row.description,
    cell: (row) => row.description,
  }
}

/** A byte count in binary units ('10 GiB'). */
export function sizeColumn<T extends { size: number }>(): TableColumn<T> {
  return {
    id: 'size',
    name: 'Size',
    sortValue: (row) => row.size,
    cell: (row) => formatBytes(row.size),
  }
}

/** When it was created: relative in the cell, the full date on hover or focus. */
export function createdColumn<T extends { timeCreated: Date }>(): TableColumn<T> {
  return {
    id: 'created',
    name: 'Created',
    sortValue: (row) => row.timeCreated.getTime(),
    cell: (row) => <RelativeTime date={row.timeCreated} />,
  }
}
