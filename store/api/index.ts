/**
 * The API's import surface. A page takes its hooks from the area that owns them,
 * `~/store/api/<area>` (the operation's contract tag, `system/ip-pools` → `system-ip-pools`):
 * importing an area injects its endpoints, with their cache tags, into the one api, so a page's
 * chunk carries only the areas it uses. From here come the app types, `api` (the one
 * api, typed with every area; an area's endpoints exist once something imports the area) and the
 * transport's helpers.
 */

import type { EndpointDefinitions } from './__generated__/definitions'
import { baseApi } from './base-api'

export type * from './__generated__/types'
export type { ApiError } from './errors'
export { type Revived, reviveDates } from './transport'
export type { EndpointDefinitions }

/**
 * A read that asks the server whatever the cache holds, and keeps no cache entry: what a write
 * reads right before it writes (docs/architecture.md), so it applies only the user's change.
 */
export const FRESH_READ = { forceRefetch: true, subscribe: false } as const

export const api = baseApi as unknown as ReturnType<
  typeof baseApi.injectEndpoints<EndpointDefinitions>
>
