import { lazy, Suspense } from 'react'
import { type RootState, useAppSelector } from '~/store'
import type { ApiError } from '~/store/api'

const ForbiddenNoticeView = lazy(() => import('./ForbiddenNoticeView'))

const isForbidden = (entry: { status?: string; error?: unknown } | undefined) =>
  entry?.status === 'rejected' && (entry.error as ApiError | undefined)?.statusCode === 403

/** Whether any request the console made was forbidden (RTK Query keeps the last outcome of each). */
const selectSawForbidden = (state: RootState) =>
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
