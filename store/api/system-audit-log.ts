/** The system-audit-log area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { type ResourceRef, touchesResource } from '~/lib/audit-match'
import { wholeListArgs } from '~/lib/whole-list'
import { generatedApi } from './__generated__/system-audit-log'
import type { AuditLogEntry, AuditLogEntryResultsPage } from './__generated__/types'
import { baseApi } from './base-api'
import type { ApiError } from './errors'
import type { QueryParams } from './transport'

export * from './__generated__/system-audit-log'

generatedApi.enhanceEndpoints({
  endpoints: {
    auditLogList: { providesTags: ['AuditLog'] },
  },
})

/** Pages of the audit log read, at most, looking for one resource's entries (newest first). */
export const ACTIVITY_PAGES = 5
/** Entries of one resource shown at most: its latest activity, not its whole history. */
export const ACTIVITY_ENTRIES = 50

export interface ResourceActivityArg {
  /** The log from this time on (the resource's creation), as the contract's `start_time`. */
  startTime: string
  resource: ResourceRef
}

export const withResourceActivity = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One resource's latest entries in the fleet's audit log, newest first: the log cannot be
     * asked for one resource (audit_log_list filters by time only), so its pages are read newest
     * first and the resource's entries kept (lib/audit-match.ts), up to ACTIVITY_ENTRIES of them
     * or ACTIVITY_PAGES pages, whichever comes first: a busy rack's log is long.
     */
    resourceActivity: build.query<AuditLogEntry[], ResourceActivityArg>({
      queryFn: async ({ startTime, resource }, _api, _extraOptions, baseQuery) => {
        const found: AuditLogEntry[] = []
        let pageToken: string | undefined
        try {
          for (let read = 0; read < ACTIVITY_PAGES && found.length < ACTIVITY_ENTRIES; read++) {
            const params: QueryParams = {
              ...wholeListArgs({ startTime, sortBy: 'time_and_id_descending' }),
              ...(pageToken ? { pageToken } : {}),
            }
            const result = await baseQuery({ url: '/v1/system/audit-log', params })
            if (result.error) return { error: result.error as ApiError }
            const page = result.data as AuditLogEntryResultsPage
            found.push(...page.items.filter((entry) => touchesResource(entry.requestUri, resource)))
            pageToken = page.nextPage ?? undefined
            if (!pageToken) break
          }
        } catch (error) {
          return { error: error as ApiError }
        }
        return { data: found.slice(0, ACTIVITY_ENTRIES) }
      },
      providesTags: ['AuditLog'],
    }),
  }),
})

export const { useResourceActivityQuery } = withResourceActivity
