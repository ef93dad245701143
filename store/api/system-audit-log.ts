/** The system-audit-log area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { CREATE_WINDOW_MS, type ResourceRef, resourceEntries } from '~/lib/audit-match'
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
  resource: ResourceRef
}

export const withResourceActivity = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One resource's latest entries in the fleet's audit log, newest first: the log cannot be
     * asked for one resource (audit_log_list filters by time only), so its pages are read newest
     * first and the resource's entries kept (lib/audit-match.ts), up to ACTIVITY_ENTRIES of them
     * or ACTIVITY_PAGES pages, whichever comes first: a busy rack's log is long. It is read from
     * a moment before the resource's creation, so that its create is among the entries read.
     */
    resourceActivity: build.query<AuditLogEntry[], ResourceActivityArg>({
      queryFn: async ({ resource }, _api, _extraOptions, baseQuery) => {
        const startTime = new Date(
          Date.parse(resource.timeCreated) - CREATE_WINDOW_MS,
        ).toISOString()
        const read: AuditLogEntry[] = []
        const found = () => resourceEntries(read, resource)
        let pageToken: string | undefined
        try {
          for (
            let pages = 0;
            pages < ACTIVITY_PAGES && found().length < ACTIVITY_ENTRIES;
            pages++
          ) {
            const params: QueryParams = {
              ...wholeListArgs({ startTime, sortBy: 'time_and_id_descending' }),
              ...(pageToken ? { pageToken } : {}),
            }
            const result = await baseQuery({ url: '/v1/system/audit-log', params })
            if (result.error) return { error: result.error as ApiError }
            const page = result.data as AuditLogEntryResultsPage
            read.push(...page.items)
            pageToken = page.nextPage ?? undefined
            if (!pageToken) break
          }
        } catch (error) {
          return { error: error as ApiError }
        }
        return { data: found().slice(0, ACTIVITY_ENTRIES) }
      },
      providesTags: ['AuditLog'],
    }),
  }),
})

export const { useResourceActivityQuery } = withResourceActivity
