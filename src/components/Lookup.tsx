/**
 * A page's secondary look-ups (names by id for a column, a picker's options, one value in a
 * header) and what each shows while it loads, once it failed and once it is in. A failed request
 * ends the indicator waiting on it and says so where the value would be, with Retry (SPEC §8:
 * every failure is shown; SPEC §9: no retries of its own, so the user asks again); the page
 * around it stays usable.
 */
import { Button } from '@react-spectrum/s2/Button'
import { QueryStatus } from '@reduxjs/toolkit/query'
import type { ReactNode } from 'react'
import { shallowEqual } from 'react-redux'
import { useAppDispatch, useAppSelector } from '~/store'
import { api, type EndpointDefinitions, FRESH_READ } from '~/store/api'

/** The part of an RTK Query hook's result a look-up reads. */
export interface LookupQuery<T> {
  data?: T
  error?: unknown
  isFetching: boolean
  refetch: () => unknown
}

type LookupPhase = 'loading' | 'failed' | 'ready'

/**
 * Data in wins (an answer shown while it is asked again, even when that fails); a failure with
 * nothing to show is 'failed' until a retry is on its way; anything else is still loading.
 */
export function lookupPhase({
  data,
  error,
  isFetching,
}: Omit<LookupQuery<unknown>, 'refetch'>): LookupPhase {
  if (data !== undefined) return 'ready'
  if (error !== undefined && !isFetching) return 'failed'
  return 'loading'
}

/** 'Could not load pools' with Retry, in place of what the look-up would have shown. */
export function LookupFailed({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <span className="lookup-failed">
      <span role="status">Could not load {what}</span>
      <Button variant="secondary" size="S" onPress={() => void onRetry()}>
        Retry
      </Button>
    </span>
  )
}

/**
 * What a value shows in its place while its look-up runs: a short grey bar, shimmering unless the
 * user asks for less motion, named for assistive technology ('Loading external IPs'); not a '…',
 * which users read as broken. Busy while a request for it is on its way; `busy={false}` for a
 * value not asked for yet (a long list's row not yet settled in view): no indicator is left
 * waiting on a request that is not there (SPEC §8).
 */
export function LookupPending({ what, busy = true }: { what?: string; busy?: boolean }) {
  return (
    <span
      role="img"
      aria-label={what ? `Loading ${what}` : 'Loading'}
      aria-busy={busy || undefined}
      className="lookup-pending"
    />
  )
}

/** One value that needs its own request: pending, failed with Retry, or `children` of the data. */
export function Lookup<T>({
  query,
  what,
  children,
}: {
  query: LookupQuery<T>
  /** What it loads, for 'Could not load …': 'VPC', 'boot disk'. */
  what: string
  children: (data: T) => ReactNode
}) {
  const phase = lookupPhase(query)
  if (phase === 'loading') return <LookupPending what={what} />
  if (phase === 'failed') return <LookupFailed what={what} onRetry={query.refetch} />
  return children(query.data as T)
}

/**
 * The look-ups a table's columns read, each failed one said once above the table (not in every
 * row); the cells say 'Not loaded' meanwhile (`lookedUp`).
 */
export function LookupNotices({ lookups }: { lookups: [what: string, LookupQuery<unknown>][] }) {
  const failed = lookups.filter(([, query]) => lookupPhase(query) === 'failed')
  if (failed.length === 0) return null
  return (
    <div className="lookup-notices">
      {failed.map(([what, query]) => (
        <LookupFailed key={what} what={what} onRetry={query.refetch} />
      ))}
    </div>
  )
}

/**
 * A cell that reads a look-up: `found` once it is in (`missing` when it has no entry for the
 * row), pending while it loads, and 'Not loaded' once it failed: a '—' would read as none, a
 * 'Deleted disk' as gone. LookupNotices says why, with Retry.
 */
export function lookedUp(query: LookupQuery<unknown>, found: ReactNode, missing: ReactNode) {
  const phase = lookupPhase(query)
  if (phase === 'loading') return <LookupPending />
  if (phase === 'failed') return 'Not loaded'
  return found ?? missing
}

/**
 * A value each row of a table asks for by itself (a VPC's firewall rule count): the bar while it
 * loads, 'Not loaded' once it failed, `children` of the data. A Retry does not fit a cell (the
 * next column covers it): the table's RowLookupNotice says what failed, once, with one Retry.
 */
export function RowLookup<T>({
  query,
  what,
  children,
}: {
  query: Omit<LookupQuery<T>, 'refetch'>
  /** What it loads, for the bar's name: 'firewall rules'. */
  what: string
  children: (data: T) => ReactNode
}) {
  const phase = lookupPhase(query)
  if (phase === 'loading') return <LookupPending what={what} />
  if (phase === 'failed') return 'Not loaded'
  return children(query.data as T)
}

type QueryName = keyof EndpointDefinitions

/**
 * Above a table whose rows each ask for a value (RowLookup): 'Could not load firewall rules' once,
 * however many rows' requests failed, and a Retry that asks again for every one of them.
 * `matches` keeps the requests of this table's rows (by their arguments) from others'.
 */
export function RowLookupNotice<Args>({
  endpoint,
  what,
  matches,
}: {
  endpoint: QueryName
  what: string
  matches: (args: Args) => boolean
}) {
  const dispatch = useAppDispatch()
  const failedArgs = useAppSelector(
    (state) =>
      Object.values(state.api.queries)
        .filter(
          (entry) =>
            entry?.endpointName === endpoint &&
            entry.status === QueryStatus.rejected &&
            matches(entry.originalArgs as Args),
        )
        .map((entry) => entry?.originalArgs),
    shallowEqual,
  )
  if (failedArgs.length === 0) return null
  const retry = () => {
    const { initiate } = api.endpoints[endpoint] as unknown as {
      initiate: (args: unknown, options: typeof FRESH_READ) => Parameters<typeof dispatch>[0]
    }
    for (const args of failedArgs) dispatch(initiate(args, FRESH_READ))
  }
  return (
    <div className="lookup-notices">
      <LookupFailed what={what} onRetry={retry} />
    </div>
  )
}
