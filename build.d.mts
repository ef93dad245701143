/** Types for build.mjs, so TypeScript tests can import it. */
import type { FirstRequestRoute } from './boot/first-requests'

/** Every route's first requests, as the production build records them. */
export declare function recordFirstRequests(): Promise<FirstRequestRoute[]>
