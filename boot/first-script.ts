/**
 * index.html's first script, in the production build only (build.mjs): sends the first load's
 * requests, asks for its page's code, reads the device's copy of the lists and paints the last
 * screen the user saw, while the console's code is still arriving (first-requests.ts,
 * warm-start-record.ts, last-screen.ts beside it). The preview has no server to send them to
 * until its mock has started, and keeps nothing on the device.
 */

import { preloadChunksOf } from './chunk-preload'
import { CURRENT_USER_URL, type FirstRequestRoute, sendFirstRequests } from './first-requests'
import { paintLastScreen } from './last-screen'
import { inRecordStore, openRecordDatabase, startEarlyRead } from './warm-start-record'

declare const __FIRST_REQUESTS__: FirstRequestRoute[]

// the page's chunks too: otherwise they are asked for only once the entry module has run
// (main.tsx preloadLocation); index.html names its chunk list ahead of this script
const sent = sendFirstRequests(
  __FIRST_REQUESTS__,
  window.location.pathname,
  window,
  preloadChunksOf,
)
// when they left, for the benchmark's waterfall and the first-load spec
performance.mark('first requests sent')
// and the device's copy of the lists, read while the code arrives rather than once it has run
// (store/persist.ts takes it)
const reading = startEarlyRead(window, window.localStorage, (key) =>
  inRecordStore(openRecordDatabase(), 'readonly', (store) => store.get(key)),
)
// for specs/production/warm-start
if (reading) performance.mark('warm start: read from the first script')
// and the last screen, once this page's /v1/me has said the session is still its user's and the
// parser has made the root: the last-known rows show while the code above is on its way
paintLastScreen(document, window.localStorage, sent.get(CURRENT_USER_URL))
