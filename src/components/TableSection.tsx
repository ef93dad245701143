import { type ReactNode, useId } from 'react'
import { LoadFailedAlert } from './LoadFailedAlert'
import { type LookupQuery, lookupPhase } from './Lookup'
import { ResourceTable, type RowAction, type TableColumn } from './ResourceTable'
import { SectionHeader } from './SectionHeader'

/**
 * A titled section of a page built around one table of one query: its heading with its actions,
 * then the table, or in its place, while the query has failed, what could not be loaded with
 * Retry (LoadFailedAlert: SPEC §8's words, SPEC §9's retry the user asks for); the rest of the
 * page stays usable. `note` comes between the heading and the table, `after` follows the table,
 * inside the section either way.
 */
export function TableSection({
  title,
  level = 2,
  actions,
  note,
  failure,
  failedTitle,
  children,
  after,
}: {
  title: string
  level?: 2 | 3
  /** The heading's buttons ('Add trust root'). */
  actions?: ReactNode
  /** Why an action of the heading is refused (docs/architecture.md, Permissions). */
  note?: ReactNode
  /** The query the table shows; its `error`, when set, takes the table's place. */
  failure: { error?: unknown; refetch: () => unknown } | undefined
  /** 'Could not load trust roots'. */
  failedTitle: string
  children: ReactNode
  after?: ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <SectionHeader title={title} level={level} titleId={titleId}>
        {actions}
      </SectionHeader>
      {note}
      {failure?.error ? (
        <LoadFailedAlert
          title={failedTitle}
          error={failure.error}
          level={level === 2 ? 3 : 4}
          onRetry={failure.refetch}
        />
      ) : (
        children
      )}
      {after}
    </section>
  )
}

/**
 * A `TableSection` whose table is one query's rows, all of them (an unpaged answer): an answer
 * already shown stays while a refresh fails, and a retry on its way shows as loading
 * (`lookupPhase`).
 */
export function QueryTableSection<Row extends { id: string }>({
  title,
  level,
  failedTitle = `Could not load ${title.toLowerCase()}`,
  query,
  items,
  columns,
  empty,
  rowActions,
  children,
  note,
}: {
  title: string
  level?: 2 | 3
  /** What could not be loaded, where the title's lower case misspells it ('attached IP pools'). */
  failedTitle?: string
  query: LookupQuery<unknown> & { isLoading: boolean }
  items: Row[]
  columns: TableColumn<Row>[]
  empty: { title: string; body: string }
  rowActions?: (item: Row) => RowAction[]
  /** The section's actions, beside its title. */
  children?: ReactNode
  /** Why one of them is refused, under the title. */
  note?: ReactNode
}) {
  return (
    <TableSection
      title={title}
      level={level}
      actions={children}
      note={note}
      failure={lookupPhase(query) === 'failed' ? query : undefined}
      failedTitle={failedTitle}
    >
      <ResourceTable
        label={title}
        items={items}
        isLoading={query.isLoading}
        columns={columns}
        empty={empty}
        rowActions={rowActions}
      />
    </TableSection>
  )
}
