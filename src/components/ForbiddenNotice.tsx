import { lazy, Suspense } from 'react'
import { type RootState, useAppSelector } from '~/store'
import type { ApiError } from '~/store/api'

const ForbiddenNoticeView = lazy(() => import('./ForbiddenNoticeView'))

/**
 * A request whose last answer was a 403, including one asked again since: RTK Query keeps the
 * error while the request is pending and drops it with a success. Read while rejected only, the
 * notice went while /v1/me was asked again, and came back when the 403 did: its view, mounting,
 * subscribed to /v1/me, which RTK Query asks again for a query with no successful answer, so a
 * 403 on /v1/me asked for it without end, and the top bar showed neither the user nor
 * 'Could not load user' (docs/architecture.md, Pages and forms).
 */
const isForbidden = (entry: { error?: unknown } | undefined) =>
  (entry?.error as ApiError | undefined)?.statusCode === 403

/** Whether any request the console made was forbidden (RTK Query keeps the last outcome of each). */
export const selectSawForbidden = (state: RootState) =>
  Object.values(state.api.queries).some(isForbidden) ||
  Object.values(state.api.mutations).some(isForbidden)

/** SPEC §2, §7: shown in the main layout once a request was forbidden (403). */
export function ForbiddenNotice() {
  const sawForbidden = useAppSelector(selectSawForbidden)
  return sawForbidden ? (
    <Suspense fallback={null}>
      <ForbiddenNoticeView />
    </Suspense>
  ) : null
}
