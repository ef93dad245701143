// The console's speed, measured in headless Chromium over the Chrome DevTools Protocol. Figures
// only: it prints a table per mode and asserts nothing (performance is measured here,
// never with timed assertions in tests).
//
//   node scripts/bench.mjs [--runs=5] [--delay=MS|MIN-MAX] [--mode=production|preview] [--profile]
//   node scripts/bench.mjs --reference [--runs=5] [--reference-api=URL] [--reference-dist=DIR]
//   node scripts/bench.mjs --reference --mode=preview [--runs=5] [--reference-mock-dist=DIR]
//
// --delay: the API's latency per request, fixed (30) or drawn uniformly from a range (100-200).
//   By default the production build's API answers in 150 ± 50 ms (100-200, a rack's latency), the
//   preview's in-browser mock in 30 ms.
// --only=projects|instances|scale|walk: only that scenario's figures (instances: both clicks).
// --waterfall: instead of the figures, one cold /projects, its warm reload and the hovered
//   instance click per mode, every request the page made until the row (resource timing: start,
//   end, from the cache or not), to see what the row waits for.
// --profile: instead of the figures, one cold /projects per mode under the sampling profiler,
//   its main-thread self time attributed through the source maps to packages and our
//   directories, and the functions that took most. --profile=scale: the same for the 1,000-row
//   list's scroll and for its bulk stop (production: and its idle polling, every row moving);
//   --profile=click: for the hovered instance click;
//   --profile=warm: for the warm reload of /projects (after an unprofiled cold load);
//   --profile=timeline: one cold /projects under Chrome's tracing, each main-thread task until
//   the first row with what it spent its time on (module evaluation by file, HTML, style,
//   layout, animation frames): where the profiler's "(program)" time goes.
//   --profile=timeline-warm: the same for the warm reload of /projects (after an untraced cold
//   load).
// --reference: our production build against the official Oxide console's (../shared/reference,
//   started by its up.sh), A/B: both served by its serve-proxy.mjs against its mock API server
//   (--reference-api, default http://127.0.0.1:12230; its build: --reference-dist, default
//   /tmp/oxide-reference/dist), through a proxy here that holds every API request for the
//   latency (150 ± 50 ms unless --delay says otherwise). --runs=N pairs of loads in ABBA order
//   (ours, theirs, theirs, ours, …), a fresh profile each: cold /projects (main-thread CPU, first
//   row, JS, JS heap at the row), its warm reload, cold instances and the hovered click to a
//   storage row, and the click with no hover on a cold load of its own. Each figure: the two medians and the median of the per-pair ratio (ours /
//   theirs), against the targets in REFERENCE_TARGETS (bench/config.mjs). The consoles' DOMs
//   differ, so a "data row" there is a table row (tr or role=row) holding the text of a record
//   the API has (the project mock-project, the instance db1, db1's disks). With --waterfall: one of each per console.
//   With --profile=timeline: --runs=N traced cold /projects per console in ABBA order, the main
//   thread's self time by kind of work (trace event) until the first row, medians side by side.
// --reference --mode=preview: the same A/B of cold /projects loads between the two consoles'
//   in-browser mock builds: our preview build and the official console's msw build
//   (--reference-mock-dist, default /tmp/oxide-reference/dist-msw; built by `API_MODE=msw npx
//   vite build` in its checkout), each served statically with the history fallback, the
//   official's Mock Service Worker at /mockServiceWorker.js (copied there from its msw package
//   when missing). Both mocks at their own default latency: each API call held uniformly
//   200–400 ms (ours: no `?mock-delay=`; theirs: its msw handlers'), so --delay does not apply.
//   One unmeasured load of each first checks that it shows mock-project's row. Per pair: cold
//   /projects (main-thread CPU, first contentful paint, first row, when the first API call was
//   sent, JS, JS heap at the row; no warm reload: the preview keeps nothing), and, the
//   official's, when it registered its service worker and when the worker took control.
//
// production: the production build behind the API proxy (what `npm start -- --prod` serves)
//   against the HTTP mock server (scripts/mock-server.mjs) with the latency of --delay.
// preview: the preview build (the in-browser mock) served statically, with `?mock-delay=`.
// Both by default. Every run is a cold start: a fresh Chromium profile, so nothing is cached.
// Each run waits, up to 90 s, for the load average to fall below 2, and prints it (with a warning
// above 2).
//
// Each run measures, from navigation start (the page's performance.now()):
//   - cold /projects and cold /projects/mock-project/instances: first contentful paint, the
//     first data row (a MutationObserver installed before the page's own scripts sees it), the
//     main thread's CPU until then (Performance.getMetrics TaskDuration in thread time, taken
//     when the page reports the row: stable under machine load) and the JS heap used right then
//     (JSHeapUsedSize of the same call, no garbage collection first: one would move the figures
//     after it), and, once the network is quiet, the gzip -9 size of every JS and CSS response
//     body (the servers do not compress) and the number of requests (the preview's API calls
//     stay in the page and are not counted);
//   - warm reload of /projects (the same profile, reloaded): navigation start to the first row,
//     and to the first row of the console's own render (a last screen painted from the device,
//     boot/last-screen.ts, shows rows before the console has rendered them);
//   - instance click: from the click on db1's link in the instances list to a row in the
//     instance's Storage section, the pointer first resting on the link as a user's does (the
//     console prefetches on that intent); and, on another cold load, the same click with no
//     rest before it (the pointer arrives and presses at once: nothing prefetched);
//   - the 1,000 instances of `scale-test` (the `large` scenario) at the largest page size the
//     list's Page size picker offers: the list response's arrival to the first row, a scroll
//     from top to bottom (a rAF loop moving the page's scroller; frame times and long tasks),
//     a sort by name descending (header click to the first row changing, long tasks), and a
//     bulk stop of 200: sorted by state, a press on the first row and a Shift+press on the
//     200th (from that press to '200 selected': time, long tasks), then Stop selected and its
//     confirm (the long tasks and the instance list GETs the page sends until the stop's toast);
//   - production only, the same list idle with every row moving (the mock puts each of the 1,000
//     in a transitional state that stays, so the page polls every TRANSITION_POLL_MS and each
//     answer is a new response with the same rows): over SCALE.idleMs, the list GETs sent, the long
//     tasks (count, total, longest) and the React components rendered (counted through React's
//     DevTools hook, which a production build also calls on every commit);
//   - production only, the walk: from /projects through five lists as a user clicks links
//     (mock-project's instances, then the side navigation's Disks, Snapshots, Images and VPCs;
//     client-side navigations, the pointer resting on each link first): each click to the new
//     list's first row, and whether a list's loading spinner (a role=progressbar inside a grid
//     or table, seen by a MutationObserver installed before the page's scripts) appeared between
//     the click and the next one.
//
// This file parses the options and runs the modes; the rest is in scripts/bench/: args.mjs (the
// options), config.mjs (targets and settings), page-script.js (what runs in the page, installed
// before its scripts), browser.mjs (Chromium over CDP), targets.mjs (the builds and servers a
// mode loads), scenarios/ (what a run does in the page), modes.mjs (a mode's runs),
// reference.mjs (the A/B against the official console), load.mjs (waiting for a quiet machine),
// analysis.mjs (the figures from what was recorded), report.mjs and figures.mjs (the tables'
// rows) and print.mjs (what is printed).
import { parseBenchArgs } from './bench/args.mjs'
import { closeOpenBrowsers } from './bench/browser.mjs'
import { REFERENCE } from './bench/config.mjs'
import { benchMode } from './bench/modes.mjs'
import { printResults } from './bench/print.mjs'
import { mockReferenceMissing, referenceMissing } from './bench/reference.mjs'
import { ensureBrowser } from './browser-kit.mjs'

async function main() {
  const options = parseBenchArgs(process.argv.slice(2))
  if (options.reference?.mode === 'preview') {
    const missing = await mockReferenceMissing(options.reference)
    if (missing) {
      console.error(`The official console's msw build is missing: ${missing}`)
      process.exit(2)
    }
  } else if (options.reference) {
    const missing = await referenceMissing(options.reference)
    if (missing) {
      console.error(
        `The official console is not running (${missing}). Start it with:\n` +
          `  REFERENCE_REPO=${REFERENCE.repo} ${REFERENCE.upScript}\n` +
          `(or pass --reference-api=URL and --reference-dist=DIR)`,
      )
      process.exit(2)
    }
  }
  ensureBrowser()
  const cleanups = []
  const cleanUp = async () => {
    await closeOpenBrowsers()
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)))
  }
  const results = []
  try {
    for (const mode of options.modes) results.push(await benchMode(mode, options, cleanups))
  } finally {
    await cleanUp()
  }
  printResults(options, results)
}

main().catch((err) => {
  // esbuild has printed its own errors already
  if (!err.errors) console.error(err.stack ?? err)
  process.exit(1)
})
