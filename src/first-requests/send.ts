/**
 * index.html's first script, in the production build only (build.mjs): sends the first load's
 * requests while the console's code is still arriving (lib/first-requests.ts). The preview has no
 * server to send them to until its mock has started.
 */
import { type FirstRequestRoute, sendFirstRequests } from '~/lib/first-requests'

declare const __FIRST_REQUESTS__: FirstRequestRoute[]

sendFirstRequests(__FIRST_REQUESTS__, window.location.pathname, window)
// when they left, for the benchmark's waterfall and the first-load spec
performance.mark('first requests sent')
