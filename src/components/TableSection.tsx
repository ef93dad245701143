import { type ReactNode, useId } from 'react'
import { LoadFailedAlert } from './LoadFailedAlert'
import { SectionHeader } from './SectionHeader'

/**
 * A titled section of a page built around one table of one query: its heading with its actions,
 * then the table, or in its place, while the query has failed, what could not be loaded with
 * Retry (LoadFailedAlert: SPEC §8's words, SPEC §9's retry the user asks for); the rest of the
 * page stays usable. `after` follows the table inside the section either way.
 */
export function TableSection({
  title,
  level = 2,
  actions,
  failure,
  failedTitle,
  children,
  after,
}: {
  title: string
  level?: 2 | 3
  /** The heading's buttons ('Add trust root'). */
  actions?: ReactNode
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
