/**
 * The columns every resource has, for `ResourceTable`. A list page names its columns with these
 * and writes only what is its own (a disk's state, an instance's CPU):
 *
 *   columns={[nameColumn((d) => pb.disk(…)), sizeColumn(), createdColumn()]}
 */
import { Link } from '@react-spectrum/s2/Link'
import type { ReactNode } from 'react'
import { useIdleCodePreload, useIntentPrefetch } from '@/hooks/use-prefetch'
import { formatBytes } from '@/util/units'
import { RelativeTime } from './RelativeTime'
import { Truncated } from './Truncated'
import type { TableColumn } from './table-types'

/** Room for a typical resource name (most are under 24 characters) before it truncates. */
const NAME_MIN_WIDTH = 180
/** Room for the longest state ('importing from bulk writes') or a state and how long it has held. */
const STATE_MIN_WIDTH = 210
/** Room for 'Sep 27, 2026'. */
const CREATED_MIN_WIDTH = 140
/** Room for a short sentence of a description before the row's other columns take the rest. */
const DESCRIPTION_MIN_WIDTH = 260
/**
 * Characters of a description a list shows: a typical one (a sentence of up to 80 characters)
 * whole; longer text is cut here, narrower columns cut by width (Truncated).
 */
const DESCRIPTION_MAX_LENGTH = 80
/** Room for '1023.5 GiB'. */
const SIZE_MIN_WIDTH = 100

/**
 * The row's name, the row header; a link to the resource's page when it has one, whose code and
 * first rows start loading when the user shows intent to open it (its code before that).
 */
export function nameColumn<T extends { name: string }>(
  href?: (row: T) => string,
  options: { label?: (row: T) => string } = {},
): TableColumn<T> {
  const { label } = options
  return {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    minWidth: NAME_MIN_WIDTH,
    // a name gets the room other columns do not need before anything truncates
    defaultWidth: '2fr',
    sortValue: (row) => row.name,
    cell: (row) =>
      href ? (
        <IntentLink href={href(row)} label={label?.(row)}>
          {row.name}
        </IntentLink>
      ) : (
        row.name
      ),
  }
}

/**
 * A link that starts loading its page on hover, press or focus (S2's Link takes no hover handlers),
 * and its page's code once the list has settled.
 */
function IntentLink({
  href,
  label,
  children,
}: {
  href: string
  label?: string
  children: ReactNode
}) {
  const intent = useIntentPrefetch(href)
  useIdleCodePreload(href)
  return (
    <span {...intent}>
      <Link href={href} aria-label={label}>
        {children}
      </Link>
    </span>
  )
}

/**
 * A description is free text of any length (a pasted log, a 10,000-character line): the cell
 * shows its start, the whole of it in a tooltip (SPEC §9), so no row grows past the others.
 */
export function descriptionColumn<T extends { description: string }>(): TableColumn<T> {
  return {
    id: 'description',
    name: 'Description',
    minWidth: DESCRIPTION_MIN_WIDTH,
    // names are short (63 characters at most, most far fewer), descriptions are sentences: where
    // both are, the description gets most of the room the other columns leave
    defaultWidth: '6fr',
    sortValue: (row) => row.description,
    cell: (row) => <Truncated text={row.description} maxLength={DESCRIPTION_MAX_LENGTH} />,
  }
}

/** A byte count in binary units ('10 GiB'). */
export function sizeColumn<T extends { size: number }>(): TableColumn<T> {
  return {
    id: 'size',
    name: 'Size',
    minWidth: SIZE_MIN_WIDTH,
    width: SIZE_MIN_WIDTH,
    sortValue: (row) => row.size,
    cell: (row) => formatBytes(row.size),
  }
}

/** When it was created: the date in the cell; the time and how long ago on hover or focus. */
export function createdColumn<T extends { timeCreated: Date }>(): TableColumn<T> {
  return {
    id: 'created',
    name: 'Created',
    minWidth: CREATED_MIN_WIDTH,
    width: CREATED_MIN_WIDTH,
    sortValue: (row) => row.timeCreated.getTime(),
    cell: (row) => <RelativeTime date={row.timeCreated} show="date" />,
  }
}

/** The resource's state as its badge, sorted by the state's name. */
export function stateColumn<T>(
  state: (row: T) => string,
  badge: (row: T) => ReactNode,
): TableColumn<T> {
  return { id: 'state', name: 'State', minWidth: STATE_MIN_WIDTH, sortValue: state, cell: badge }
}

/**
 * A column that shows a value as it is and sorts by it ('DNS name', 'Version'); `sizing` for a
 * bounded one (`{ width: 90 }`).
 */
export function textColumn<T>(
  id: string,
  name: string,
  value: (item: T) => string | number,
  sizing: Pick<TableColumn<T>, 'minWidth' | 'width' | 'defaultWidth'> = {},
): TableColumn<T> {
  return { id, name, ...sizing, sortValue: value, cell: value }
}
