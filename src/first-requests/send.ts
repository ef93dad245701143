/**
 * index.html's first script, in the production build only (build.mjs): sends the first load's
 * requests, and asks for its page's code, while the console's code is still arriving
 * (lib/first-requests.ts). The preview has no
 * server to send them to until its mock has started.
 */
import { type FirstRequestRoute, sendFirstRequests } from '~/lib/first-requests'
import { preloadChunksOf } from '../chunk-preload'

declare const __FIRST_REQUESTS__: FirstRequestRoute[]

// the page's chunks too: otherwise they are asked for only once the entry module has run
// (main.tsx preloadLocation); index.html names its chunk list ahead of this script
sendFirstRequests(__FIRST_REQUESTS__, window.location.pathname, window, preloadChunksOf)
// when they left, for the benchmark's waterfall and the first-load spec
performance.mark('first requests sent')
