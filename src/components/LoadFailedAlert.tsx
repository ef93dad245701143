/**
 * A part of a page whose request failed (a section, a panel's table, one value a tab is built
 * around), in the place of what it would have shown: what could not be loaded and the server's
 * words (SPEC §8), never an empty state that reads as 'there is none'. With Retry where asking
 * again is all it takes (SPEC §9: no retries of its own, so the user asks). The rest of the page
 * stays usable; a page that depends on the request as a whole raises SPEC §8's page instead
 * (`queryFailure`). What this rack's API does not offer at all says so in the same place.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import type { ReactNode } from 'react'
import { errorMessage } from '~/lib/error-message'
import { isNotOffered } from '~/store/api/errors'
import { type LookupQuery, lookupPhase } from './Lookup'
import { NotOfferedNotice } from './NotOffered'

export function LoadFailedAlert({
  title,
  error,
  level,
  onRetry,
}: {
  /** 'Could not load members': what the part would have shown. */
  title: string
  error: unknown
  /** One below the heading of the section the alert is in. */
  level: 2 | 3 | 4
  onRetry?: () => unknown
}) {
  // an operation this rack's API lacks is no failure to retry: it says so instead (NotOffered.tsx)
  if (isNotOffered(error)) {
    return (
      <NotOfferedNotice
        what="what this part of the page shows"
        statusCode={error.statusCode}
        level={level}
      />
    )
  }
  return (
    <InlineAlert variant="negative" UNSAFE_className="load-failed">
      <Heading level={level}>{title}</Heading>
      <Content>
        <p>{errorMessage(error)}</p>
        {onRetry && (
          <Button variant="secondary" size="S" onPress={() => void onRetry()}>
            Retry
          </Button>
        )}
      </Content>
    </InlineAlert>
  )
}

/**
 * `children` (the table, list or value `query` feeds), or in its place, while the query has failed
 * with nothing to show (`lookupPhase`), its LoadFailedAlert with Retry.
 */
export function UnlessLoadFailed({
  query,
  title,
  level,
  children,
}: {
  query: LookupQuery<unknown>
  title: string
  level: 2 | 3 | 4
  children: ReactNode
}) {
  if (lookupPhase(query) !== 'failed') return children
  return <LoadFailedAlert title={title} error={query.error} level={level} onRetry={query.refetch} />
}
