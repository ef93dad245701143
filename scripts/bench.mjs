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
//   storage row. Each figure: the two medians and the median of the per-pair ratio (ours /
//   theirs), against the targets in REFERENCE_TARGETS. The consoles' DOMs differ, so a "data row"
//   there is a table row (tr or role=row) holding the text of a record the API has (the project
//   mock-project, the instance db1, db1's disks). With --waterfall: one of each per console.
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
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import WebSocket from 'ws'
import { build, cacheDir, root } from '../build.mjs'
import { proxyServer } from './api-proxy.mjs'
import { browsers, ensureBrowser, staticServer } from './browser-kit.mjs'
import { loadMockServer } from './mock-server.mjs'

/**
 * The issue's targets, per mode; a metric without one shows none. The warm start is the
 * production build's only, so the preview has no warm reload target.
 */
const TARGETS = {
  production: {
    projectsCpu: '≤ 200 ms',
    projectsJs: '≤ 150 kB',
    warmRow: '≤ 150 ms',
    storageRow: '≤ 150 ms',
    scaleDataToRow: '≤ 300 ms',
    scrollLongTasks: '0',
    idleLongestTask: '< 50 ms',
  },
  preview: {
    projectsCpu: '≤ 450 ms',
    projectsJs: '≤ 265 kB',
    storageRow: '≤ 150 ms',
    scaleDataToRow: '≤ 300 ms',
    scrollLongTasks: '0',
  },
}

const SCALE = {
  project: 'scale-test',
  /** The largest choice of src/hooks/use-pagination.ts's PAGE_SIZES. */
  pageSize: 1000,
  /**
   * Pixels the scroll moves per frame: a fling, a little under the list's visible height (about
   * 860 px at 1400×1000), so every row comes on screen once.
   */
  scrollStep: 800,
  /** Rows the bulk stop selects: the first by state, failed then running, all stoppable. */
  bulkRows: 200,
  /** How long the list stays idle, every row moving, while its polls are measured. */
  idleMs: 10_000,
}

/**
 * How long the pointer rests on a link before the hovered click: a user's hover, a little over
 * the console's intent delay (HOVER_INTENT_MS, src/hooks/use-prefetch.ts).
 */
const HOVER_REST_MS = 120

/** boot/warm-start-record.ts POINTER_KEY: set once the warm start's copy is written. */
const WARM_START_POINTER = 'oxide-console:warm-start'

/**
 * The API's latency per request when --delay does not say: a rack's for the production build
 * (and the A/B against the official console), uniform in [min, max]; the preview's in-browser
 * mock keeps the figure its targets were set at.
 */
const DEFAULT_DELAYS = { production: [100, 200], preview: 30, reference: [100, 200] }

/** The official console (../shared/reference/README.md): where up.sh starts it. */
const REFERENCE = {
  api: 'http://127.0.0.1:12230',
  dist: '/tmp/oxide-reference/dist',
  serveProxy: path.resolve(root, '../shared/reference/serve-proxy.mjs'),
  upScript: path.resolve(root, '../shared/reference/up.sh'),
  repo: path.resolve(root, '../.mirror/oxidecomputer+console/repo'),
  /** Records of its mock API's data whose rows the figures wait for. */
  project: 'mock-project',
  instance: 'db1',
  /** Its msw build (`API_MODE=msw`), for --reference --mode=preview, and how to make it. */
  mockDist: '/tmp/oxide-reference/dist-msw',
  mockBuild: (dist) =>
    `cd /tmp/oxide-reference/console && API_MODE=msw npx vite build --outDir ${dist}`,
  /** The Mock Service Worker of the msw package it was built with, served from the root. */
  mockWorker: '/tmp/oxide-reference/console/node_modules/msw/lib/mockServiceWorker.js',
}

/**
 * Both in-browser mocks' own latency per API call, uniform in [min, max]: ours without
 * `?mock-delay=` (mirage/conditions.ts DEFAULT_DELAY), the official msw build's handlers'.
 */
const MOCK_DEFAULT_DELAY = [200, 400]

/**
 * The A/B's targets: the median of the per-pair ratio ours / theirs at most `ratio`, and for the
 * warm reload also our median at most `ms`.
 */
const REFERENCE_TARGETS = {
  cpu: { ratio: 0.8 },
  row: { ratio: 0.7 },
  instancesRow: { ratio: 0.7 },
  storageRow: { ratio: 0.7 },
  js: { ratio: 0.9 },
  heap: { ratio: 1.0 },
  warmRow: { ratio: 0.3, ms: 150 },
}

/** The preview builds' A/B's targets (--reference --mode=preview), as REFERENCE_TARGETS. */
const REFERENCE_PREVIEW_TARGETS = {
  cpu: { ratio: 0.5 },
}

/**
 * The walk's clicks after the cold /projects: the project's link in the projects list, then
 * the side navigation's links, each a list page of mock-project.
 */
const WALK = [
  { what: '/projects → mock-project (instances)', row: 'mock-project' },
  { what: '→ Disks', nav: 'Disks' },
  { what: '→ Snapshots', nav: 'Snapshots' },
  { what: '→ Images', nav: 'Images' },
  { what: '→ VPCs', nav: 'VPCs' },
]

// ---- pure helpers (scripts/bench.test.ts) ----

/** `30` (fixed) or `100-200` (uniform in the range) milliseconds; undefined for anything else. */
export function parseDelay(raw) {
  const fixed = /^(\d+)$/.exec(raw ?? '')
  if (fixed) return Number(fixed[1])
  const range = /^(\d+)-(\d+)$/.exec(raw ?? '')
  if (!range || Number(range[1]) > Number(range[2])) return undefined
  return [Number(range[1]), Number(range[2])]
}

/** `30 ms`, or a range as its middle ± half its width: `150 ± 50 ms (uniform 100–200)`. */
export function formatDelay(delay) {
  if (typeof delay === 'number') return `${delay} ms`
  const [min, max] = delay
  return `${(min + max) / 2} ± ${(max - min) / 2} ms (uniform ${min}–${max})`
}

/** One request's delay: the fixed one, or uniform in [min, max) (`random` in [0, 1)). */
export function pickDelay(delay, random = Math.random) {
  if (typeof delay === 'number') return delay
  const [min, max] = delay
  return min + random() * (max - min)
}

/** The latency a mode runs at: --delay's, or the mode's default. */
export const delayFor = (mode, delay) => delay ?? DEFAULT_DELAYS[mode]

export function parseBenchArgs(argv) {
  const options = {
    runs: 5,
    delay: undefined,
    modes: ['production', 'preview'],
    profile: false,
    waterfall: false,
  }
  const scenarios = ['projects', 'instances', 'scale', 'walk']
  let reference
  const usage =
    `--runs=N (≥ 1) --delay=MS|MIN-MAX --mode=production|preview ` +
    `--only=${scenarios.join('|')} --profile[=scale|click|warm|timeline|timeline-warm] --waterfall ` +
    `--reference [--reference-api=URL] [--reference-dist=DIR] | ` +
    `--reference --mode=preview [--reference-mock-dist=DIR]`
  for (const arg of argv) {
    const [key, ...rest] = arg.replace(/^--/, '').split('=')
    const value = rest.length ? rest.join('=') : undefined
    if (key === 'runs' && Number(value) >= 1) options.runs = Math.floor(Number(value))
    else if (key === 'delay' && parseDelay(value) !== undefined) options.delay = parseDelay(value)
    else if (key === 'mode' && ['production', 'preview'].includes(value)) options.modes = [value]
    else if (key === 'only' && scenarios.includes(value)) options.only = value
    else if (key === 'waterfall' && value === undefined) options.waterfall = true
    else if (
      key === 'profile' &&
      [undefined, 'scale', 'click', 'warm', 'timeline', 'timeline-warm'].includes(value)
    ) {
      options.profile = value ?? 'projects'
    } else if (key === 'reference' && value === undefined) reference = { ...reference }
    else if (key === 'reference-api' && /^https?:\/\/[^/]+\/?$/.test(value ?? '')) {
      reference = { ...reference, api: value.replace(/\/$/, '') }
    } else if (key === 'reference-dist' && value) reference = { ...reference, dist: value }
    else if (key === 'reference-mock-dist' && value) reference = { ...reference, mockDist: value }
    else throw new Error(`bad option ${arg}: ${usage}`)
  }
  if (reference) {
    // the A/B is a mode of its own: of the production builds, the cold loads and the click
    // only; of the in-browser mock builds (--mode=preview), the cold /projects only, at the
    // mocks' own latency, against no API server
    const preview = argv.includes('--mode=preview')
    const clashes = preview
      ? /^--(mode=production|profile|only|waterfall|delay|reference-api|reference-dist)(=|$)/
      : /^--(mode|profile(?!=timeline$)|only=(scale|walk)|reference-mock-dist)(=|$)/
    const clash = argv.find((arg) => clashes.test(arg))
    if (clash?.startsWith('--reference-mock-dist')) {
      throw new Error(`bad option ${clash} without --mode=preview: ${usage}`)
    }
    if (clash) {
      const mode = preview ? '--reference --mode=preview' : '--reference'
      throw new Error(`bad option ${clash} with ${mode}: ${usage}`)
    }
    options.modes = ['reference']
    options.reference = preview
      ? { mode: 'preview', mockDist: REFERENCE.mockDist, ...reference }
      : { api: REFERENCE.api, dist: REFERENCE.dist, ...reference }
  }
  return options
}

/**
 * The A/B's loads in ABBA order: pair 0 ours then theirs, pair 1 theirs then ours, and so on,
 * so that neither console always runs first (a machine's drift counts for both alike).
 */
export function abbaOrder(pairs, [first, second] = ['ours', 'official']) {
  return Array.from({ length: pairs }, (_, pair) =>
    (pair % 2 === 0 ? [first, second] : [second, first]).map((who) => ({ pair, who })),
  ).flat()
}

const isFigure = (value) => typeof value === 'number' && Number.isFinite(value)

/** ours[i] / theirs[i] for each pair with both figures (and theirs not 0). */
export function pairRatios(ours, theirs) {
  return ours.flatMap((mine, i) =>
    isFigure(mine) && isFigure(theirs[i]) && theirs[i] > 0 ? [mine / theirs[i]] : [],
  )
}

/** The load average's line before a run, with a warning above 2 (the figures get noisy). */
export function describeLoad(load) {
  return load > 2 ? `load ${load.toFixed(1)}: above 2, figures noisy` : `load ${load.toFixed(1)}`
}

/** Below this 1-minute load average a run starts; above it the figures get noisy. */
const QUIET_LOAD = 2
/** The longest a run waits for the machine to get quiet before it starts anyway, noted so. */
const QUIET_WAIT_MS = 90_000

/**
 * Waits, before a run, until the load average is below QUIET_LOAD (the issue's measuring rule:
 * below 2 before each run): the bench's own browsers and servers push it to 3–4 on two cores, and
 * the 1-minute average takes 20–60 s to come down. Gives up after QUIET_WAIT_MS and says so in the
 * line it returns, which the run prints.
 */
export async function untilQuiet(
  load = () => os.loadavg()[0],
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => performance.now(),
) {
  const started = now()
  while (load() >= QUIET_LOAD && now() - started < QUIET_WAIT_MS) await sleep(2000)
  const waited = Math.round((now() - started) / 1000)
  const line = describeLoad(load())
  return waited > 0 ? `${line}, after ${waited} s waiting` : line
}

/** Nearest-rank percentile of `values` (0 < p ≤ 100); undefined for none. */
export function percentile(values, p) {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Median (the mean of the middle two for an even count), min and max; undefined ones dropped. */
export function summarize(values) {
  const present = values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  if (present.length === 0) return undefined
  const sorted = [...present].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { n: sorted.length, median, min: sorted[0], max: sorted[sorted.length - 1] }
}

const UNITS = {
  ms: (value) => `${Math.round(value)} ms`,
  kB: (value) => `${(value / 1024).toFixed(1)} kB`,
  count: (value) => String(Math.round(value)),
  px: (value) => `${Math.round(value)} px`,
  MB: (value) => `${(value / 1024 ** 2).toFixed(1)} MB`,
}

/** A table row: metric, median, min–max (or the one value when they agree), runs, target. */
export function formatRow(metric, values, unit, target = '') {
  const stats = summarize(values)
  const format = UNITS[unit]
  if (!stats) return [metric, 'n/a', '', '0', target]
  const range =
    format(stats.min) === format(stats.max)
      ? `${format(stats.min)}`
      : `${format(stats.min)} – ${format(stats.max)}`
  return [metric, format(stats.median), range, String(stats.n), target]
}

/** The long tasks that started in [from, to]: how many, the longest, and their total (ms). */
export function longTaskStats(tasks, from, to) {
  const within = tasks.filter((task) => task.start >= from && task.start <= to)
  return {
    count: within.length,
    longest: within.reduce((most, task) => Math.max(most, task.duration), 0),
    total: within.reduce((sum, task) => sum + task.duration, 0),
  }
}

/** How many of the page's API calls (`{ at, method, path }`) match and were sent in [from, to]. */
export function countRequests(requests, { method, path, from, to }) {
  return requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)) &&
      request.at >= from &&
      request.at <= to,
  ).length
}

/** Columns padded to their widest cell, numbers and ranges right-aligned. */
export function renderTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i].length)))
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** `≤ 0.7×`, `≤ 0.3× and ≤ 150 ms`. */
export function formatTarget(target) {
  if (!target) return ''
  const ratio = `≤ ${target.ratio.toFixed(1)}×`
  return target.ms === undefined ? ratio : `${ratio} and ≤ ${target.ms} ms`
}

/**
 * An A/B table row: figure, our median, theirs, the median of the per-pair ratios, the target,
 * whether it is met, and how many pairs had both figures. `ours` and `theirs` hold a figure (or
 * undefined, for a load that failed) per pair, in pair order.
 */
export function compareRow(metric, ours, theirs, unit, target) {
  const format = UNITS[unit]
  const mine = summarize(ours)
  const official = summarize(theirs)
  const ratio = summarize(pairRatios(ours, theirs))
  const met =
    target && ratio && mine
      ? ratio.median <= target.ratio && (target.ms === undefined || mine.median <= target.ms)
      : undefined
  return [
    metric,
    mine ? format(mine.median) : 'n/a',
    official ? format(official.median) : 'n/a',
    ratio ? `${ratio.median.toFixed(2)}×` : 'n/a',
    formatTarget(target),
    met === undefined ? '' : met ? 'yes' : 'no',
    String(ratio?.n ?? 0),
  ]
}

/**
 * For each of the walk's navigations (`{ from }`: the click), the list spinners (`{ at, inTable }`)
 * that appeared from its click until the next navigation's (the last's: until the walk's end).
 */
export function spinnersByNavigation(navigations, spinners) {
  return navigations.map((navigation, i) => {
    const until = navigations[i + 1]?.from ?? Number.POSITIVE_INFINITY
    return spinners.filter(
      (spinner) => spinner.inTable && spinner.at >= navigation.from && spinner.at < until,
    )
  })
}

/** `list spinners seen: 2 of 5 navigations`: the navigations with at least one. */
export function describeSpinners(counts) {
  const seen = counts.filter((count) => count > 0).length
  return `list spinners seen: ${seen} of ${counts.length} navigations`
}

/** The line above the tables: what was run, at what latency, and how the figures read. */
export function describeRuns(options, load) {
  const latency = options.modes
    .map((mode) => `${mode} ${formatDelay(delayFor(mode, options.delay))}`)
    .join(', ')
  const cpu = 'CPU in main-thread time'
  const bytes = 'bytes gzip -9 of the response bodies'
  const ratio = 'ratio: the median of the per-pair ratios ours / official'
  if (options.profile || options.waterfall) return `API latency: ${latency}; ${load}`
  if (options.reference?.mode === 'preview') {
    return (
      `${options.runs} pairs of cold /projects loads (ours, official) in ABBA order, fresh ` +
      `Chromium profile each; both in-browser mocks at their own default latency, each API call ` +
      `held ${formatDelay(MOCK_DEFAULT_DELAY)} (ours: no ?mock-delay=; theirs: its msw ` +
      `handlers'); times from navigation start; ${cpu} (a service worker's thread not ` +
      `counted); ${bytes}; ${ratio}; ${load}`
    )
  }
  if (options.reference) {
    return (
      `${options.runs} pairs of loads (ours, official) in ABBA order, fresh Chromium profile ` +
      `each; API latency ${formatDelay(delayFor('reference', options.delay))}; times from ` +
      `navigation start unless said; ${cpu}; ${bytes}; ${ratio}; ${load}`
    )
  }
  return (
    `${options.runs} cold runs per mode, fresh Chromium profile each; API latency: ${latency}; ` +
    `times from navigation start unless said; ${cpu}; ${bytes}; ${load}`
  )
}

// ---- the page side: installed before any of the console's scripts, on every document ----

/**
 * `rowNames`: per path, the names whose table row counts as the first data row (a console whose
 * DOM is not ours); `spinners`: record each loading spinner as it appears (for the walk only: it
 * looks through the document on every change); `worker`: record when the page registers a
 * service worker and when one takes control of it (the official msw build's mock).
 */
function pageScript({ pageSize, rowNames, spinners, worker, renders }) {
  return `(() => {
  const bench = (window.__bench = { marks: {}, armed: [], longTasks: [], responses: [], requests: [] })
  const pageSize = ${JSON.stringify(pageSize ?? null)}
  const rowNames = ${JSON.stringify(rowNames ?? {})}
  if (pageSize) {
    try { sessionStorage.setItem(pageSize.key, String(pageSize.value)) } catch {}
  }
  if (${Boolean(renders)}) {
    // React, production builds too, hands each commit to the DevTools hook. A component rendered
    // in it when its fiber is new or did work (React's PerformedWork flag); a fiber whose children
    // are the same objects as before was bailed out with its whole subtree, whose flags are left
    // over from an earlier commit, so the walk skips it (as React DevTools does)
    bench.renders = []
    const componentTags = new Set([0, 1, 11, 15]) // function, class, forwardRef, simple memo
    const performedWork = 1
    const renderedIn = (root) => {
      let count = 0
      const stack = [root]
      while (stack.length) {
        const fiber = stack.pop()
        const mounted = fiber.alternate === null
        if (componentTags.has(fiber.tag) && (mounted || fiber.flags & performedWork)) count++
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child && (mounted || fiber.child !== fiber.alternate.child)) stack.push(fiber.child)
      }
      return count
    }
    const renderers = new Map()
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject: (renderer) => { renderers.set(renderers.size + 1, renderer); return renderers.size },
      onCommitFiberRoot: (_, root) => bench.renders.push({ at: performance.now(), components: renderedIn(root.current) }),
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      checkDCE: () => {},
    }
  }
  if (${Boolean(worker)} && navigator.serviceWorker) {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args) {
      bench.workerRegisteredAt ??= performance.now()
      return register.apply(this, args)
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      bench.workerControlsAt ??= performance.now()
    })
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })

  // each API call as it is sent, and the time each list response of /v1/instances arrives, from
  // the console's fetch or the preview mock's replacement of it
  let inner = window.fetch
  const wrapped = new WeakMap()
  const wrap = (f) => {
    if (typeof f !== 'function') return f
    if (!wrapped.has(f)) {
      wrapped.set(f, (input, init) => {
        const url = new URL(typeof input === 'string' ? input : input.url ?? String(input), location.href)
        const method = (init?.method ?? (typeof input === 'object' ? input.method : undefined) ?? 'GET').toUpperCase()
        if (url.pathname.startsWith('/v1/')) bench.requests.push({ at: performance.now(), method, path: url.pathname })
        return f.call(window, input, init).then((response) => {
          if (url.pathname === '/v1/instances') bench.responses.push({ at: performance.now() })
          return response
        })
      })
    }
    return wrapped.get(f)
  }
  Object.defineProperty(window, 'fetch', { configurable: true, get: () => wrap(inner), set: (f) => { inner = f } })

  // a last screen painted from the device (boot/last-screen.ts) is a picture of the rows until the
  // console renders over it: a 'live' condition counts only the console's own rows
  const painted = (row) => row.closest('[data-last-screen]') !== null
  const dataRows = (scope, live = false) =>
    [...(scope ? document.querySelectorAll(scope + ' [role="row"]') : document.querySelectorAll('[role="row"]'))]
      .filter((row) => row.querySelector('[role="rowheader"]:not([aria-colspan])'))
      .filter((row) => !live || !painted(row))
  const rowIndex = (row) => Number(row.getAttribute('aria-rowindex') ?? 0)
  bench.dataRows = dataRows
  bench.firstRow = () => dataRows().sort((a, b) => rowIndex(a) - rowIndex(b))[0]
  bench.firstRowText = () => bench.firstRow()?.querySelector('[role="rowheader"]')?.textContent.trim()
  const met = {
    row: (c) => dataRows(c.scope, c.live).length > 0,
    selector: (c) => document.querySelector(c.selector) !== null,
    // a table row, any console's (tr or role=row), holding an element whose text is one of the names
    named: (c) => [...document.querySelectorAll('tr, [role="row"]')].some((row) =>
      !(c.live && painted(row)) &&
      c.names.some((name) => row.textContent.includes(name)) &&
      [...row.querySelectorAll('*')].some((el) => c.names.includes(el.textContent.trim()))),
    // a data row that was not in the document when armed, on another path: the next page's
    newRow: (c) => location.pathname !== c.fromPath && dataRows().some((row) => !c.seen.has(row)),
    firstRowNot: (c) => { const text = bench.firstRowText(); return text !== undefined && text !== c.text },
    // the first of the texts in the document, kept as the mark's outcome
    text: (c) => {
      const content = document.body.textContent
      const found = c.texts.find((text) => content.includes(text))
      if (found !== undefined) bench.outcomes[c.name] = found
      return found !== undefined
    },
  }
  bench.outcomes = {}
  const check = () => {
    for (const entry of [...bench.armed]) {
      if (!met[entry.condition.kind](entry.condition)) continue
      bench.marks[entry.name] = performance.now()
      bench.armed.splice(bench.armed.indexOf(entry), 1)
      window.__benchMark?.(entry.name)
    }
  }
  bench.arm = (name, condition) => { bench.armed.push({ name, condition: { name, ...condition } }); check() }
  new MutationObserver(() => { if (bench.armed.length) check() })
    .observe(document, { childList: true, subtree: true, characterData: true })
  const names = rowNames[location.pathname]
  bench.arm('row', names ? { kind: 'named', names } : { kind: 'row' })
  bench.arm('liveRow', names ? { kind: 'named', names, live: true } : { kind: 'row', live: true })
  // each loading spinner in the page's main content or in a table, from when it appears (at) to
  // when it goes (until); inTable: a list's own, in a grid or table but in none of its data rows
  // (a cell's spinner, waiting for that row's details, is not the list's)
  if (${Boolean(spinners)}) {
    bench.spinners = []
    const live = new Map()
    const spinner = 'main [role="progressbar"], [role="grid"] [role="progressbar"], [role="treegrid"] [role="progressbar"], table [role="progressbar"]'
    new MutationObserver(() => {
      const now = performance.now()
      for (const [el, record] of live) {
        if (el.isConnected && el.matches(spinner)) continue
        record.until = now
        live.delete(el)
      }
      for (const el of document.querySelectorAll(spinner)) {
        if (live.has(el)) continue
        const row = el.closest('[role="row"], tbody tr')
        const inRow = row !== null && row.querySelector('[role="rowheader"]:not([aria-colspan]), td:not([colspan])') !== null
        const inTable = !inRow && el.closest('[role="grid"], [role="treegrid"], table') !== null
        const record = { at: now, path: location.pathname, inTable, inRow, label: el.getAttribute('aria-label') }
        bench.spinners.push(record)
        live.set(el, record)
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] })
  }
  // milestones on the way to the first row, for --waterfall
  bench.arm('frame', { kind: 'selector', selector: 'nav' })
  bench.arm('heading', { kind: 'selector', selector: 'main h1' })
  bench.arm('table', { kind: 'selector', selector: 'main [role="grid"], main [role="table"]' })
  addEventListener('click', () => { bench.clickAt = performance.now() }, true)
  // a row selects on the press, before its click
  addEventListener('pointerdown', () => { bench.pressAt = performance.now() }, true)

  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
  // the ancestor with the most to scroll: the page's, not the table's own few pixels
  const scrollerOf = (element) => {
    let best = document.scrollingElement
    for (let el = element; el; el = el.parentElement) {
      if (!/auto|scroll/.test(getComputedStyle(el).overflowY)) continue
      if (el.scrollHeight - el.clientHeight > best.scrollHeight - best.clientHeight) best = el
    }
    return best
  }
  // the data row at 1-based position n, the table's scroller moved until it is rendered
  bench.rowAt = async (n) => {
    const scroller = scrollerOf(dataRows()[0])
    const find = () => dataRows().find((row) => rowIndex(row) === n + 1)
    while (!find() && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += scroller.clientHeight / 2
      await frame()
    }
    return Boolean(find())
  }
  bench.scroll = async (step) => {
    const scroller = scrollerOf(dataRows()[0])
    scroller.scrollTop = 0
    await frame()
    const started = await frame()
    const frames = []
    let last = started
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1 && last - started < 60000) {
      scroller.scrollTop += step
      const now = await frame()
      frames.push(now - last)
      last = now
    }
    const distance = scroller.scrollTop
    await new Promise((resolve) => setTimeout(resolve, 300))
    scroller.scrollTop = 0
    return { frames, distance, from: started, to: last, longTasks: bench.longTasks.filter((t) => t.start >= started && t.start <= last) }
  }
})()`
}

// ---- Chromium over CDP ----

class Cdp {
  constructor(socket) {
    this.socket = socket
    this.nextId = 1
    this.pending = new Map()
    this.listeners = new Set()
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.id) {
        const waiter = this.pending.get(message.id)
        this.pending.delete(message.id)
        if (message.error) waiter?.reject(new Error(`${waiter.method}: ${message.error.message}`))
        else waiter?.resolve(message.result)
      } else {
        for (const listener of this.listeners) listener(message)
      }
    })
    socket.on('close', () => {
      for (const waiter of this.pending.values()) waiter.reject(new Error('browser went away'))
      this.pending.clear()
    })
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, method, params, sessionId }))
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, method }))
  }

  /** The next event `method` (of `sessionId`) that `accept`s, within `timeoutMs`. */
  waitFor(method, { sessionId, accept = () => true, timeoutMs = 30_000, what = method } = {}) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener)
        reject(new Error(`timed out waiting for ${what}`))
      }, timeoutMs)
      const listener = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return
        if (!accept(message.params)) return
        clearTimeout(timer)
        this.listeners.delete(listener)
        resolve(message.params)
      }
      this.listeners.add(listener)
    })
  }
}

const [[chromiumPath]] = browsers
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** The browsers still open, each by its `close`: an interrupted run closes them too. */
const openBrowsers = new Set()

/** A headless Chromium on a fresh profile, and one page attached to it. */
async function launch() {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'oxide-bench-'))
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-extensions',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      '--window-size=1400,1000',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const running = () => child.exitCode === null && child.signalCode === null
  /** After Browser.close it exits by itself, its helper processes first; signals otherwise. */
  const close = async () => {
    await Promise.race([exited, sleep(5000)])
    if (running()) {
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(5000)])
      if (running()) {
        child.kill('SIGKILL')
        await exited
      }
    }
    // a helper process may still be finishing a write to the profile for a moment
    await fs
      .rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      .catch((err) => console.log(`left ${profile}: ${err.message}`))
  }
  try {
    const endpoint = await new Promise((resolve, reject) => {
      let text = ''
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${text}`)), 30_000)
      child.stderr.on('data', (chunk) => {
        text += chunk
        const found = /DevTools listening on (ws:\/\/\S+)/.exec(text)
        if (found) {
          clearTimeout(timer)
          resolve(found[1])
        }
      })
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)))
    })
    const socket = new WebSocket(endpoint, {
      perMessageDeflate: false,
      maxPayload: 512 * 1024 ** 2,
    })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const cdp = new Cdp(socket)
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
    const page = new Page(cdp, sessionId)
    const closeBrowser = async () => {
      openBrowsers.delete(closeBrowser)
      await cdp.send('Browser.close').catch(() => {})
      socket.close()
      await close()
    }
    openBrowsers.add(closeBrowser)
    return { page, close: closeBrowser }
  } catch (err) {
    await close()
    throw err
  }
}

class Page {
  constructor(cdp, sessionId) {
    this.cdp = cdp
    this.sessionId = sessionId
    this.requests = new Map()
    cdp.listeners.add((message) => {
      if (message.sessionId !== sessionId) return
      const { params } = message
      if (
        message.method === 'Network.requestWillBeSent' &&
        !params.request.url.startsWith('data:')
      ) {
        const known = this.requests.get(params.requestId)
        this.requests.set(params.requestId, { url: params.request.url, done: false, ...known })
      } else if (message.method === 'Network.responseReceived') {
        const request = this.requests.get(params.requestId)
        if (request) {
          request.type = params.type
          request.mimeType = params.response.mimeType
        }
      } else if (
        message.method === 'Network.loadingFinished' ||
        message.method === 'Network.loadingFailed'
      ) {
        const request = this.requests.get(params.requestId)
        if (request) {
          request.done = true
          request.failed = message.method === 'Network.loadingFailed'
        }
        this.lastNetworkEvent = performance.now()
      }
    })
  }

  send(method, params) {
    return this.cdp.send(method, params, this.sessionId)
  }

  async setUp({ pageSize, rowNames, spinners, worker, renders } = {}) {
    await this.send('Page.enable')
    await this.send('Runtime.enable')
    await this.send('Network.enable')
    // thread time, not wall time: the figure stays put while other processes take the CPU
    await this.send('Performance.enable', { timeDomain: 'threadTicks' })
    await this.send('Runtime.addBinding', { name: '__benchMark' })
    await this.send('Page.addScriptToEvaluateOnNewDocument', {
      source: pageScript({ pageSize, rowNames, spinners, worker, renders }),
    })
  }

  async evaluate(expression) {
    const { result, exceptionDetails } = await this.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    })
    if (exceptionDetails) {
      throw new Error(
        `in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      )
    }
    return result.value
  }

  /**
   * Resolves once the page reports `mark`, with the main thread's CPU time (ms) and the JS heap
   * in use (bytes) right then, from one Performance.getMetrics: the heap as it is, garbage
   * included (collecting it first would cost the page time the other figures would then show).
   */
  markWithMetrics(mark, timeoutMs = 90_000) {
    return this.cdp
      .waitFor('Runtime.bindingCalled', {
        sessionId: this.sessionId,
        accept: (params) => params.name === '__benchMark' && params.payload === mark,
        timeoutMs,
        what: `the page's mark '${mark}'`,
      })
      .then(() => this.send('Performance.getMetrics'))
      .then(({ metrics }) => {
        const metric = (name) => metrics.find((m) => m.name === name)?.value
        return { cpu: metric('TaskDuration') * 1000, heap: metric('JSHeapUsedSize') }
      })
  }

  /** Resolves once the page reports `mark`, with the main thread's CPU time (ms) right then. */
  markWithCpu(mark, timeoutMs = 90_000) {
    return this.markWithMetrics(mark, timeoutMs).then(({ cpu }) => cpu)
  }

  async navigate(url, mark = 'row') {
    this.requests.clear()
    const seen = this.markWithMetrics(mark)
    const { errorText } = await this.send('Page.navigate', { url })
    if (errorText) throw new Error(`${url}: ${errorText}`)
    const metrics = await seen
    return { ...metrics, ...(await this.timings(mark)) }
  }

  /** When the page reached `mark` (performance.now()), waiting for it up to `timeoutMs`. */
  async markAt(mark, timeoutMs = 30_000) {
    const started = Date.now()
    for (;;) {
      const at = await this.evaluate(`__bench.marks[${JSON.stringify(mark)}]`)
      if (at !== undefined) return at
      if (Date.now() - started > timeoutMs) throw new Error(`the page's mark '${mark}' never came`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async reload(mark = 'row') {
    this.requests.clear()
    const seen = this.markWithMetrics(mark)
    await this.send('Page.reload')
    const metrics = await seen
    return { ...metrics, ...(await this.timings(mark)) }
  }

  /**
   * The mark's time and the first contentful paint, which may come just after the mark: the
   * first paint can be the one that shows the row (waited for up to 2 s).
   */
  timings(mark) {
    return this.evaluate(`(async () => ({
      at: __bench.marks[${JSON.stringify(mark)}],
      fcp: await new Promise((resolve) => {
        const paintedAt = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        if (paintedAt() !== undefined) return resolve(paintedAt())
        new PerformanceObserver(() => resolve(paintedAt())).observe({ type: 'paint' })
        setTimeout(() => resolve(paintedAt()), 2000)
      }),
    }))()`)
  }

  /** Until no request has been in flight for `quietMs` (at most `maxMs`). */
  async networkIdle(quietMs = 500, maxMs = 8000) {
    const started = performance.now()
    this.lastNetworkEvent = performance.now()
    while (performance.now() - started < maxMs) {
      const busy = [...this.requests.values()].some((request) => !request.done)
      if (!busy && performance.now() - this.lastNetworkEvent >= quietMs) return
      await sleep(50)
    }
  }

  /** Until the page expression is true, checked every 100 ms. */
  async until(expression, timeoutMs = 60_000) {
    const started = performance.now()
    while (!(await this.evaluate(expression))) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`timed out waiting for ${expression}`)
      await sleep(100)
    }
  }

  /** Request count and gzip -9 bytes of the JS and CSS bodies fetched since the navigation. */
  async transfer() {
    const sizes = { js: 0, css: 0, requests: this.requests.size }
    for (const [requestId, request] of this.requests) {
      // by its type, or its content type (a module preloaded is not always typed a script)
      const mime = request.mimeType ?? ''
      const kind =
        request.type === 'Script' || /javascript/.test(mime)
          ? 'js'
          : request.type === 'Stylesheet' || mime === 'text/css'
            ? 'css'
            : null
      if (!kind || request.failed) continue
      const { body, base64Encoded } = await this.send('Network.getResponseBody', { requestId })
      sizes[kind] += gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), {
        level: 9,
      }).length
    }
    return sizes
  }

  /**
   * Clicks the middle of the element `find` (a page expression) returns, once it is there and
   * nothing covers it (a virtualized table moves its sticky header back a frame after a scroll).
   * The pointer moves there and presses at once, or rests there `restMs` first (a hover);
   * `shift` holds Shift through the press.
   */
  async click(find, { restMs = 0, shift = false, timeoutMs = 30_000 } = {}) {
    const started = performance.now()
    let point = null
    while (!point) {
      point = await this.evaluate(`(() => {
        const el = ${find}
        if (!el) return null
        el.scrollIntoView({ block: 'nearest' })
        const box = el.getBoundingClientRect()
        const x = box.x + box.width / 2
        const y = box.y + box.height / 2
        return el.contains(document.elementFromPoint(x, y)) ? { x, y } : null
      })()`)
      if (!point && performance.now() - started > timeoutMs) {
        throw new Error(`nothing to click: ${find}`)
      }
      if (!point) await sleep(100)
    }
    const event = { ...point, button: 'left', clickCount: 1, modifiers: shift ? 8 : 0 }
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
    if (restMs > 0) await sleep(restMs)
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...event })
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...event })
  }
}

// ---- the scenarios ----

async function withBrowser(work) {
  const browser = await launch()
  try {
    return await work(browser.page)
  } finally {
    await browser.close()
  }
}

async function coldProjects(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const cold = await page.navigate(target.url('/projects'))
    await page.networkIdle()
    const transfer = await page.transfer()
    if (target.warmStart !== false) await savedForWarmStart(page)
    const warm = await page.reload()
    return { cold, transfer, warm: { ...warm, liveAt: await page.markAt('liveRow') } }
  })
}

/**
 * Until the production build has kept its copy for the warm start (store/persist.ts writes a
 * second or so after the last fetch), so the reload measures a warm start rather than the race
 * with that write; at most 5 s. The preview keeps nothing.
 */
async function savedForWarmStart(page) {
  await page
    .until(`localStorage.getItem(${JSON.stringify(WARM_START_POINTER)}) !== null`, 5000)
    .catch(() => {})
}

const linkNamed = (name, scope = 'document') =>
  `[...${scope}.querySelectorAll('a')].find((a) => a.textContent.trim() === ${JSON.stringify(name)})`

/** Our instance page's Storage rows; a target of another console says what its are. */
const STORAGE_ROW = { kind: 'row', scope: 'section[aria-label="Storage"]' }

/** From the click on db1's link (resting on it `restMs` first) to its first Storage row. */
async function clickToStorage(page, restMs, storageRow = STORAGE_ROW) {
  const seen = page.markWithCpu('storage')
  await page.evaluate(`__bench.arm('storage', ${JSON.stringify(storageRow)})`)
  await page.click(linkNamed('db1'), { restMs })
  await seen
  return page.evaluate('__bench.marks.storage - __bench.clickAt')
}

async function coldInstances(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const cold = await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    const transfer = await page.transfer()
    const storage = await clickToStorage(page, HOVER_REST_MS, target.storageRow)
    return { cold, transfer, storage }
  })
}

/** The click with no hover before it, on a cold load of its own: nothing prefetched. */
async function clickWithoutHover(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    return { storage: await clickToStorage(page, 0) }
  })
}

const rowLinkNamed = (name) =>
  `[...document.querySelectorAll('[role="row"] a, tr a')].find((a) => a.textContent.trim() === ${JSON.stringify(name)})`
const SIDEBAR = `(document.querySelector('nav[aria-label="Sidebar"]') ?? document)`

/**
 * From a cold /projects through WALK's lists as a user clicks links: the network quiet before
 * each click (the user reads the list), the pointer resting on the link first; each click to
 * the next list's first data row, and the spinners the page saw, counted per navigation.
 */
async function walkLists(target) {
  return withBrowser(async (page) => {
    await target.prepare(page, { spinners: true })
    await page.navigate(target.url('/projects'))
    const navigations = []
    for (const [i, step] of WALK.entries()) {
      await page.networkIdle()
      const mark = `walk ${i + 1}`
      const seen = page.markWithCpu(mark)
      await page.evaluate(
        `__bench.arm(${JSON.stringify(mark)}, { kind: 'newRow', fromPath: location.pathname, seen: new WeakSet(__bench.dataRows()) })`,
      )
      const link = step.nav ? linkNamed(step.nav, SIDEBAR) : rowLinkNamed(step.row)
      await page.click(link, { restMs: HOVER_REST_MS })
      await seen
      navigations.push({
        what: step.what,
        ...(await page.evaluate(
          `({ from: __bench.clickAt, to: __bench.marks[${JSON.stringify(mark)}], path: location.pathname })`,
        )),
      })
    }
    await page.networkIdle()
    const spinners = await page.evaluate('__bench.spinners')
    const seen = spinnersByNavigation(navigations, spinners)
    return navigations.map((navigation, i) => ({
      ...navigation,
      ms: navigation.to - navigation.from,
      spinners: seen[i],
    }))
  })
}

const scaleListPath = `/projects/${SCALE.project}/instances`

/** The 1,000 instances of the `large` scenario, at the largest page size. */
async function openScaleList(target, page, options = {}) {
  await target.prepare(page, {
    ...options,
    scenario: 'large',
    // the Page size picker's remembered choice (src/hooks/use-pagination.ts)
    pageSize: { key: `oxide.pageSize:${scaleListPath}`, value: SCALE.pageSize },
  })
  await page.navigate(target.url(scaleListPath, 'large'))
}

/**
 * The 1,000-row list left idle with every row moving, for SCALE.idleMs once its load has settled:
 * the polls it sends (each answered with the same rows), the long tasks and the components React
 * rendered meanwhile.
 */
async function scaleIdlePolling(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page, { allMoving: true, renders: true })
    await page.networkIdle(500, 15_000)
    // the first poll's answer, so the window holds polls only, not the load's last renders
    const firstPoll = await page.evaluate('__bench.responses.length + 1')
    await page.until(`__bench.responses.length >= ${firstPoll}`, 10_000)
    await sleep(500)
    const from = await page.evaluate('performance.now()')
    await sleep(SCALE.idleMs)
    return page.evaluate(`(() => {
      const from = ${from}, to = performance.now()
      const within = (at) => at >= from && at <= to
      return {
        from,
        to,
        longTasks: __bench.longTasks,
        requests: __bench.requests,
        renders: __bench.renders.filter((commit) => within(commit.at)).reduce((sum, commit) => sum + commit.components, 0),
      }
    })()`)
  })
}

async function scaleList(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page)
    const dataToRow = await page.evaluate(`(() => {
      const list = __bench.responses.filter((r) => r.at <= __bench.marks.row).pop()
      return list && __bench.marks.row - list.at
    })()`)
    await page.networkIdle(500, 15_000)
    const { metrics } = await page.send('Performance.getMetrics')
    const load = {
      dataToRow,
      // the heap with the thousand rows in the store and on screen, garbage included
      heap: metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value,
      ...(await page.evaluate(`({
      pageRows: Number(/Showing 1–(\\d+)/.exec(document.body.textContent)?.[1]) || undefined,
      renderedRows: __bench.dataRows().length,
    })`)),
    }
    const scroll = await page.evaluate(`__bench.scroll(${SCALE.scrollStep})`)
    await page.networkIdle(500, 15_000)

    const nameHeader = `[...document.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent.trim().startsWith('Name'))`
    // the first click sorts ascending, the list's own order; the second (measured) descending
    await page.click(nameHeader)
    await page.until(`${nameHeader}?.getAttribute('aria-sort') === 'ascending'`)
    const before = await page.evaluate('__bench.firstRowText()')
    const seen = page.markWithCpu('sorted')
    await page.evaluate(
      `__bench.arm('sorted', { kind: 'firstRowNot', text: ${JSON.stringify(before)} })`,
    )
    await page.click(nameHeader)
    await seen
    await sleep(300)
    const sort = await page.evaluate(`({
      ms: __bench.marks.sorted - __bench.clickAt,
      longTasks: __bench.longTasks.filter((t) => t.start + t.duration >= __bench.clickAt),
    })`)
    // a bulk stop that fails (or outlasts its wait on a loaded machine) leaves the rest counted
    const bulk = await bulkStop(page).catch((err) => {
      console.log(`bulk stop failed: ${err.message}`)
      return undefined
    })
    return { load, scroll, sort, bulk, requests: await page.evaluate('__bench.requests') }
  })
}

const columnHeader = (name) =>
  `[...document.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent.trim().startsWith(${JSON.stringify(name)}))`
const buttonNamed = (name, scope = 'document') =>
  `[...${scope}.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)})`

/**
 * Selects the first SCALE.bulkRows rows by state as a user does a range (the first row pressed,
 * the list scrolled to the last, Shift and a press on it); from that press to '200 selected'.
 */
async function selectRows(page) {
  // failed first, then running: the first 200 all allow a stop
  await page.click(columnHeader('State'))
  await page.until(`${columnHeader('State')}?.getAttribute('aria-sort') === 'ascending'`)
  // a press on a row selects it: on its CPU cell, away from the name's link
  const cpuCell = (row) =>
    `[...(${row}?.querySelectorAll('[role="gridcell"]') ?? [])].find((c) => c.textContent.trim().endsWith('vCPU'))`
  await page.click(cpuCell('__bench.firstRow()'))
  await page.until(`document.body.textContent.includes('1 selected')`)
  if (!(await page.evaluate(`__bench.rowAt(${SCALE.bulkRows})`))) {
    throw new Error(`no row ${SCALE.bulkRows} to select to`)
  }
  const last = `__bench.dataRows().find((row) => row.getAttribute('aria-rowindex') === '${SCALE.bulkRows + 1}')`
  const selected = page.markWithCpu('selected', 180_000)
  await page.evaluate(
    `__bench.arm('selected', { kind: 'text', texts: ['${SCALE.bulkRows} selected'] })`,
  )
  await page.click(cpuCell(last), { shift: true })
  await selected
  return page.evaluate('({ from: __bench.pressAt, to: __bench.marks.selected })')
}

/** Stop selected, confirmed; from the confirm to the stop's toast. */
async function stopSelected(page) {
  await page.click(buttonNamed('Stop selected'))
  const dialog = `document.querySelector('[role="alertdialog"]')`
  await page.until(`Boolean(${dialog})`)
  const stopped = page.markWithCpu('stopped', 600_000)
  await page.evaluate(
    `__bench.arm('stopped', { kind: 'text', texts: ['Stopped ', 'Could not stop '] })`,
  )
  await page.click(buttonNamed('Stop', dialog))
  await stopped
  const stop = await page.evaluate(
    '({ from: __bench.clickAt, to: __bench.marks.stopped, outcome: __bench.outcomes.stopped })',
  )
  if (stop.outcome !== 'Stopped ') console.log('bulk stop: the console reported a failure')
  return stop
}

/**
 * The selection and the stop, each phase's window from its press to what the user waits for,
 * with the page's long tasks and API calls, for reportRows to count.
 */
async function bulkStop(page) {
  const select = await selectRows(page)
  const stop = await stopSelected(page)
  return { select, stop, longTasks: await page.evaluate('__bench.longTasks') }
}

/**
 * One cold /projects under the sampling profiler, from navigation to the first row: the main
 * thread's self time by where the code came from (the build's source maps: a package, or a
 * directory of ours), and the functions that took most.
 */
async function profileProjects(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    // the same origin first, so the navigation measured stays in the renderer being profiled
    await page.send('Page.navigate', { url: target.url('/favicon.ico') })
    await page.send('Profiler.enable')
    await page.send('Profiler.setSamplingInterval', { interval: 100 })
    await page.send('Profiler.start')
    await page.navigate(target.url('/projects'))
    const { profile } = await page.send('Profiler.stop')
    return attributeProfile(profile)
  })
}

/**
 * A cold /projects and its warm reload, and the hovered click from the instances list to a
 * Storage row: every resource the page fetched until the row, times from navigation start.
 */
async function waterfallProjects(target) {
  const requestsToRow = (mark = 'row', from = 'undefined') =>
    page.evaluate(`(() => {
      const row = __bench.marks[${JSON.stringify(mark)}]
      const from = ${from} ?? 0
      return {
        from,
        row,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        requests: performance.getEntriesByType('resource')
          .filter((e) => e.startTime >= from && e.startTime <= row)
          .map((e) => ({
            url: new URL(e.name).pathname,
            start: e.startTime,
            // when it went out on a connection: HTTP/1.1 gives a host six, and a request waits
            // for one behind those asked for before it (0 when the timing is not exposed)
            sent: e.requestStart || undefined,
            end: e.responseEnd,
            cached: e.transferSize === 0 && e.decodedBodySize > 0,
          })),
        longTasks: __bench.longTasks.filter((t) => t.start >= from && t.start <= row),
        marks: __bench.marks,
        measures: performance.getEntriesByType('measure').map((m) => m.name + ' ' + m.duration.toFixed(0) + ' ms'),
      }
    })()`)
  let page
  return withBrowser(async (opened) => {
    page = opened
    await target.prepare(page)
    await page.navigate(target.url('/projects'))
    const cold = await requestsToRow()
    await page.networkIdle()
    if (target.warmStart !== false) await savedForWarmStart(page)
    await page.reload()
    const warm = await requestsToRow()
    await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    await clickToStorage(page, HOVER_REST_MS, target.storageRow)
    return { cold, warm, click: await requestsToRow('storage', '__bench.pressAt') }
  })
}

function printWaterfall(what, { from, row, fcp, requests, longTasks, marks, measures }) {
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} ms`)
  console.log(
    from
      ? `\n${what}: pressed at ${ms(from)}, the row at ${ms(row)}`
      : `\n${what}: first contentful paint ${ms(fcp)}, first row ${ms(row)}`,
  )
  console.log(
    `first in the document: navigation ${ms(marks.frame)}, page heading ${ms(marks.heading)}, ` +
      `table ${ms(marks.table)}`,
  )
  console.log(`the page's own measures: ${measures.join(', ') || 'none'}\n`)
  const rows = requests
    .sort((a, b) => a.start - b.start)
    .map((r) => [
      r.url.replace(/-[A-Z0-9]{8}(\.\w+)$/, '$1'),
      ms(r.start),
      ms(r.sent),
      ms(r.end),
      r.cached ? 'cache' : '',
    ])
  console.log(renderTable(['request', 'start', 'sent', 'end', 'from'], rows))
  const tasks = longTasks.map((t) => `${ms(t.start)} (${ms(t.duration)})`).join(', ')
  console.log(`\nlong tasks until the first row: ${tasks || 'none'}`)
}

/**
 * The warm reload of /projects under the sampling profiler: a cold load first, unprofiled, then
 * from the reload's navigation to its first row (production: the device's code and copy).
 */
async function profileWarm(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    await page.navigate(target.url('/projects'))
    await page.networkIdle()
    if (target.warmStart !== false) await savedForWarmStart(page)
    await page.send('Profiler.enable')
    await page.send('Profiler.setSamplingInterval', { interval: 100 })
    await page.send('Profiler.start')
    await page.reload()
    const { profile } = await page.send('Profiler.stop')
    return attributeProfile(profile)
  })
}

/** The hovered click from the instances list to a Storage row, under the sampling profiler. */
async function profileClick(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    await page.send('Profiler.enable')
    await page.send('Profiler.setSamplingInterval', { interval: 100 })
    await page.send('Profiler.start')
    await clickToStorage(page, HOVER_REST_MS)
    const { profile } = await page.send('Profiler.stop')
    return attributeProfile(profile)
  })
}

/** The page's main thread under the sampling profiler while `work` runs. */
async function profiled(page, work) {
  await page.send('Profiler.enable')
  // a coarser interval than the cold load's: these run for seconds
  await page.send('Profiler.setSamplingInterval', { interval: 1000 })
  await page.send('Profiler.start')
  await work()
  const { profile } = await page.send('Profiler.stop')
  return attributeProfile(profile)
}

/** The 1,000-row list's scroll, then its bulk stop, each under the sampling profiler. */
async function profileScale(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page)
    await page.networkIdle(500, 15_000)
    const scroll = await profiled(page, () => page.evaluate(`__bench.scroll(${SCALE.scrollStep})`))
    await page.networkIdle(500, 15_000)
    await selectRows(page)
    const stop = await profiled(page, () => stopSelected(page))
    return { '1,000 instances: scroll': scroll, '1,000 instances: stop 200 selected': stop }
  })
}

/** The 1,000-row list idle with every row moving (scaleIdlePolling), under the profiler. */
async function profileScaleIdle(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page, { allMoving: true })
    await page.networkIdle(500, 15_000)
    return profiled(page, () => sleep(SCALE.idleMs))
  })
}

/** Self time (ms) per source bucket and per function, through each script's source map. */
/**
 * A cold /projects (`warm`: its reload) under Chrome's tracing: each main-thread task until the
 * first row (start, length) with what it spent its time on (script evaluation and compilation by
 * file, HTML parsing, style, layout, garbage collection), to see what the sampling profiler's
 * "(program)" and unattributed script time are.
 */
async function timelineProjects(target, { warm = false } = {}) {
  return traceProjects(target, mainThreadTasks, { warm })
}

/**
 * A cold /projects under Chrome's tracing, the trace's events then given to `analyse`; `warm`:
 * its reload instead, after an untraced cold load has left the code and the copy on the device.
 */
async function traceProjects(target, analyse, { warm = false } = {}) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    if (warm) {
      await page.navigate(target.url('/projects'))
      await page.networkIdle()
      if (target.warmStart !== false) await savedForWarmStart(page)
    } else {
      await page.send('Page.navigate', { url: target.url('/favicon.ico') })
    }
    const events = []
    const collect = (message) => {
      if (message.sessionId === page.sessionId && message.method === 'Tracing.dataCollected') {
        events.push(...message.params.value)
      }
    }
    page.cdp.listeners.add(collect)
    await page.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    })
    const { at } = warm ? await page.reload() : await page.navigate(target.url('/projects'))
    const complete = page.cdp.waitFor('Tracing.tracingComplete', {
      sessionId: page.sessionId,
      timeoutMs: 60_000,
    })
    await page.send('Tracing.end')
    await complete
    page.cdp.listeners.delete(collect)
    return analyse(events, at)
  })
}

const TIMELINE_TASK_MIN_MS = 4

/**
 * A cold /projects of each console under tracing, `pairs` times in ABBA order: per console, the
 * main thread's self time by kind of work until the first row, one figure per load.
 */
async function timelinePairs(pairs, targets) {
  const loads = { ours: [], official: [] }
  for (const { pair, who } of abbaOrder(pairs)) {
    console.log(`reference: timeline ${pair + 1}/${pairs}: ${who} (${await untilQuiet()})`)
    loads[who].push(await traceProjects(targets[who], selfTimeByKind))
  }
  return loads
}

/**
 * The main thread's self time (ms) per trace event name, from navigation start to `untilMs`:
 * each event's length less that of the events directly inside it, so the kinds add up to the
 * tasks' total (script evaluation, compilation, HTML parsing, style, layout, garbage collection).
 */
export function selfTimeByKind(events, untilMs) {
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.name === 'navigationStart' && n.pid === e.pid && n.tid === e.tid),
  )
  if (!main) return {}
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.tid === main.tid)
    .at(-1).ts
  const until = navigation + untilMs * 1000
  const onMain = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        (e.dur ?? 0) > 0 &&
        e.ts >= navigation &&
        e.ts + e.dur <= until,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const self = {}
  const open = []
  for (const e of onMain) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop()
    const parent = open.at(-1)
    if (parent) self[parent.name] -= e.dur / 1000
    self[e.name] = (self[e.name] ?? 0) + e.dur / 1000
    open.push(e)
  }
  return self
}

/** Each kind's median over the loads, ours against the official console's, largest first. */
function printTimelineKinds({ ours, official }) {
  const median = (values) => summarize(values)?.median ?? 0
  const sum = (values) => values.reduce((a, b) => a + b, 0)
  const total = (loads) => median(loads.map((kinds) => sum(Object.values(kinds))))
  const kinds = new Set([...ours, ...official].flatMap((kinds) => Object.keys(kinds)))
  const rows = [...kinds]
    .map((kind) => [
      kind,
      median(ours.map((k) => k[kind] ?? 0)),
      median(official.map((k) => k[kind] ?? 0)),
    ])
    .filter(([, a, b]) => a >= 1 || b >= 1)
    .sort((a, b) => Math.max(b[1], b[2]) - Math.max(a[1], a[2]))
  console.log(
    `\nreference: main thread's self time by kind until the first /projects row, median of ` +
      `${ours.length} traced loads each (tracing slows both alike)\n`,
  )
  console.log(
    renderTable(
      ['kind', 'ours', 'official', 'difference'],
      [['all', total(ours), total(official)], ...rows].map(([kind, a, b]) => [
        kind,
        `${a.toFixed(1)} ms`,
        `${b.toFixed(1)} ms`,
        `${(a - b).toFixed(1)} ms`,
      ]),
    ),
  )
}

/** The renderer main thread's tasks from navigation start to `untilMs`, each with its parts. */
export function mainThreadTasks(events, untilMs) {
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.name === 'navigationStart' && n.pid === e.pid && n.tid === e.tid),
  )
  if (!main) return { tasks: [], total: 0 }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.tid === main.tid)
    .at(-1).ts
  const until = navigation + untilMs * 1000
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= navigation && e.ts <= until)
    .sort((a, b) => a.ts - b.ts)
  const label = (e) => {
    const file = e.args?.data?.url || e.args?.fileName || e.args?.data?.fileName || ''
    const name = file ? new URL(file, 'http://x').pathname.replace(/-[A-Z0-9]{8}\.js$/, '.js') : ''
    return name ? `${e.name} ${name}` : e.name
  }
  const described = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    // the task's direct parts: events inside it not inside another of its events
    const inside = onMain
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 0,
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    const parts = new Map()
    let openUntil = -1
    for (const e of inside) {
      if (e.ts < openUntil) continue
      openUntil = e.ts + e.dur
      const key = label(e)
      parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000)
    }
    return {
      start: (task.ts - navigation) / 1000,
      ms: (task.dur ?? 0) / 1000,
      parts: [...parts].sort((a, b) => b[1] - a[1]),
    }
  })
  return {
    tasks: described.filter((t) => t.ms >= TIMELINE_TASK_MIN_MS),
    total: described.reduce((sum, t) => sum + t.ms, 0),
    row: untilMs,
  }
}

function printTimeline(what, { tasks, total, row }) {
  console.log(
    `\n${what} (row at ${row?.toFixed(0)} ms): main-thread tasks ${total.toFixed(0)} ms in all; those of ${TIMELINE_TASK_MIN_MS} ms or more:`,
  )
  for (const task of tasks) {
    console.log(`\n${task.start.toFixed(0).padStart(6)} ms  ${task.ms.toFixed(1).padStart(6)} ms`)
    for (const [name, ms] of task.parts.slice(0, 8)) {
      if (ms >= 0.5) console.log(`                      ${ms.toFixed(1).padStart(6)} ms  ${name}`)
    }
  }
}

async function attributeProfile(profile) {
  const selfMs = new Map()
  profile.samples.forEach((nodeId, i) => {
    selfMs.set(nodeId, (selfMs.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const maps = new Map()
  const mapOf = async (url) => {
    if (!maps.has(url)) {
      maps.set(
        url,
        fetch(`${url}.map`)
          .then((response) => (response.ok ? response.json() : undefined))
          .then((json) => json && new TraceMap(json))
          .catch(() => undefined),
      )
    }
    return maps.get(url)
  }
  const buckets = new Map()
  const functions = new Map()
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0
    if (ms === 0) continue
    const { url, lineNumber, columnNumber, functionName } = node.callFrame
    let source = url ? `(script ${url.replace(/^https?:\/\/[^/]+/, '')})` : `(${functionName})`
    let name = functionName || '(anonymous)'
    const map = /^https?:.*\.js$/.test(url) ? await mapOf(url) : undefined
    const original =
      map &&
      lineNumber >= 0 &&
      originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
    if (original?.source) {
      source = original.source.replace(/^(\.\.\/)+/, '')
      name = `${original.name ?? name} (${source.split('/').slice(-2).join('/')})`
    }
    add(buckets, sourceBucket(source), ms)
    add(functions, name, ms)
  }
  const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
  return { buckets: top(buckets, 25), functions: top(functions, 25) }
}

/** A package (`node_modules/@scope/name`), or our top directory and the one below it. */
export function sourceBucket(source) {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg) return pkg[1]
  if (source.startsWith('(')) return source
  return source.split('/').slice(0, 2).join('/')
}

function printProfile(what, { buckets, functions }) {
  const total = buckets.reduce((sum, [, ms]) => sum + ms, 0)
  const rows = (entries) =>
    entries.map(([name, ms]) => [
      name,
      `${ms.toFixed(1)} ms`,
      `${((ms / total) * 100).toFixed(1)} %`,
    ])
  console.log(`\n${what}, main-thread self time (${total.toFixed(0)} ms sampled)\n`)
  console.log(renderTable(['from', 'self', 'share'], rows(buckets)))
  console.log('')
  console.log(renderTable(['function', 'self', 'share'], rows(functions)))
}

// ---- the two modes ----

/** The production build behind the proxy to the HTTP mock, one mock per scenario. */
async function productionTarget({ delay }, cleanups) {
  const outdir = path.join(cacheDir, `bench-production-${process.pid}`)
  const mockBundle = path.join(cacheDir, `bench-mock-server-${process.pid}.mjs`)
  cleanups.push(() => fs.rm(mockBundle, { force: true }))
  const { createMockHttpServer } = await loadMockServer({ outfile: mockBundle })
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: false, outdir })
  const files = staticServer(outdir)
  await listen(files, cleanups)

  const origins = {}
  const serve = async (scenario) => {
    const mock = createMockHttpServer({ delay, scenario })
    const apiUrl = await mock.listen(0)
    cleanups.push(() => mock.close())
    const proxy = proxyServer({ apiUrl, appPort: files.address().port })
    await listen(proxy, cleanups)
    origins[scenario] = `http://127.0.0.1:${proxy.address().port}`
    return mock
  }
  await serve('default')
  return {
    url: (pathname, scenario = 'default') => `${origins[scenario]}${pathname}`,
    /**
     * Signed in as the README's hannah, the session cookie set for the console's origin. The
     * 1,000 instances start afresh for each run (as the preview's mock does on each load): a
     * run's bulk stop leaves its 200 stopped, which the next run would select and could not stop.
     * `allMoving`: every one of them in a transitional state, from the start.
     */
    async prepare(page, { scenario = 'default', allMoving = false, ...options } = {}) {
      await page.setUp(options)
      if (scenario === 'large') {
        const mock = await serve('large')
        if (allMoving) putScaleInstancesInTransition(mock.db)
      }
      const origin = origins[scenario]
      const response = await fetch(`${origin}/v1/login/default-silo/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'hannah', password: 'oxide' }),
      })
      const cookie = /^([^=]+)=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')
      if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`)
      await page.send('Network.setCookie', {
        name: cookie[1],
        value: cookie[2],
        url: origin,
        httpOnly: true,
      })
    },
    note: `production build behind the proxy, HTTP mock server, API latency ${formatDelay(delay)}`,
  }
}

/**
 * Every instance of scale-test stopping (those running or failed) or starting (those stopped),
 * written straight into the mock's records: no step is scheduled (mirage/instance-steps.ts), so
 * each stays in its state and every poll of the list answers with the same rows.
 */
function putScaleInstancesInTransition(db) {
  const project = db.projects.findBy((row) => row.name === SCALE.project)
  for (const instance of db.instances.where((row) => row.project_id === project?.id)) {
    const moving = instance.run_state === 'stopped' ? 'starting' : 'stopping'
    db.instances.update(instance.id, { run_state: moving })
  }
}

/** The preview build served statically; its mock's settings come from the first URL. */
async function previewTarget({ delay }, cleanups) {
  const outdir = path.join(cacheDir, `bench-preview-${process.pid}`)
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: true, outdir })
  const files = staticServer(outdir)
  await listen(files, cleanups)
  const origin = `http://127.0.0.1:${files.address().port}`
  // mirage/settings.ts parseDelay: `30` or `100-200`
  const mockDelay = typeof delay === 'number' ? String(delay) : delay.join('-')
  return {
    url: (pathname, scenario = 'default') =>
      `${origin}${pathname}?mock-delay=${mockDelay}&mock-scenario=${scenario}`,
    prepare: (page, { scenario: _, ...options } = {}) => page.setUp(options),
    note: `preview build (in-browser mock, API latency ${formatDelay(delay)}); API calls are not requests`,
  }
}

async function listen(server, cleanups) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => {
    server.closeAllConnections()
    server.close()
  })
}

// ---- the A/B against the official console ----

/** Why the A/B cannot run (the official console is not up), or undefined. */
async function referenceMissing({ api, dist }) {
  const problems = []
  if (!existsSync(REFERENCE.serveProxy)) problems.push(`no ${REFERENCE.serveProxy}`)
  if (!existsSync(path.join(dist, 'index.html'))) problems.push(`no build in ${dist}`)
  const answer = await fetch(`${api}/v1/projects`).catch(() => undefined)
  if (!answer?.ok) problems.push(`no API server answering at ${api}`)
  return problems.length > 0 ? problems.join('; ') : undefined
}

/** The records the figures wait for, in the official mock API's data: db1's disks by name. */
async function referenceData(api) {
  const names = async (pathname) => {
    const response = await fetch(`${api}${pathname}`)
    if (!response.ok) throw new Error(`${api}${pathname}: ${response.status}`)
    return (await response.json()).items.map((item) => item.name)
  }
  const { project, instance } = REFERENCE
  const instances = await names(`/v1/instances?project=${project}`)
  if (!instances.includes(instance)) {
    throw new Error(`the reference API has no instance ${instance} in ${project}`)
  }
  const disks = await names(`/v1/instances/${instance}/disks?project=${project}`)
  if (disks.length === 0) throw new Error(`the reference API's ${instance} has no disks`)
  return { disks }
}

/**
 * Holds every request it gets `pickDelay(delay)` ms, then forwards it to `apiUrl`: a rack's
 * latency in front of the official mock API (which answers at once), the same for both consoles.
 */
function delayingProxy(apiUrl, delay) {
  const api = new URL(apiUrl)
  return http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', (err) => {
        if (!res.headersSent) res.writeHead(502)
        res.end(String(err))
      })
      req.pipe(upstream)
    }, pickDelay(delay))
  })
}

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `dir` served by the reference's serve-proxy.mjs (its own process), the API at `apiOrigin`. */
async function serveProxy(dir, apiOrigin, cleanups) {
  const port = await freePort()
  const child = spawn(process.execPath, [REFERENCE.serveProxy, dir, String(port), apiOrigin], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => {
    errors += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const running = () => child.exitCode === null && child.signalCode === null
  cleanups.push(async () => {
    if (!running()) return
    child.kill()
    await exited
  })
  const origin = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 100 && running(); tries++) {
    if (
      await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return origin
    await sleep(100)
  }
  throw new Error(`serve-proxy.mjs did not start on ${origin}: ${errors}`)
}

/**
 * Our production build and the official one, each served by serve-proxy.mjs against one proxy
 * holding each API request for the latency, in front of the official mock API. A data row is a
 * table row holding a record's name: the consoles' DOMs differ.
 */
async function referenceTargets({ reference, delay }, cleanups) {
  const { disks } = await referenceData(reference.api)
  const api = delayingProxy(reference.api, delay)
  await listen(api, cleanups)
  const apiOrigin = `http://127.0.0.1:${api.address().port}`
  const outdir = path.join(cacheDir, `bench-reference-${process.pid}`)
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: false, outdir })
  const rowNames = {
    '/projects': [REFERENCE.project],
    [`/projects/${REFERENCE.project}/instances`]: [REFERENCE.instance],
  }
  const target = async (who, dir) => {
    const origin = await serveProxy(dir, apiOrigin, cleanups)
    return {
      url: (pathname) => `${origin}${pathname}`,
      // the official mock API asks for no session
      prepare: (page, options = {}) => page.setUp({ rowNames, ...options }),
      storageRow: { kind: 'named', names: disks },
      // the official console keeps nothing for a warm start to wait for
      warmStart: who === 'ours',
    }
  }
  return { ours: await target('ours', outdir), official: await target('official', reference.dist) }
}

async function benchReference(options, cleanups) {
  console.log('\nreference: building ours and starting the servers')
  const delay = delayFor('reference', options.delay)
  const targets = await referenceTargets({ ...options, delay }, cleanups)
  const note =
    `both production builds served by serve-proxy.mjs, the official mock API ` +
    `(${options.reference.api}) behind a proxy holding each API request ${formatDelay(delay)}`
  if (options.profile === 'timeline') {
    return { mode: 'reference', note, timelines: await timelinePairs(options.runs, targets) }
  }
  if (options.waterfall) {
    const waterfall = {}
    for (const who of ['ours', 'official']) {
      const { cold, warm, click } = await waterfallProjects(targets[who])
      waterfall[`${who}: cold /projects`] = cold
      waterfall[`${who}: warm reload`] = warm
      waterfall[`${who}: instance click → storage row`] = click
    }
    return { mode: 'reference', note, waterfall }
  }
  const scenarios = [
    ['projects', 'cold /projects, warm reload', coldProjects],
    ['instances', 'cold instances, hovered click to storage', coldInstances],
  ]
  return {
    mode: 'reference',
    note,
    pairs: await runPairs('reference', options, targets, scenarios),
  }
}

/**
 * The A/B's loads in ABBA order, each pair's `scenarios` (`[group, what, run]`, those --only
 * leaves) for each console; per console and group a figure per pair, undefined where a load
 * failed (its pair's ratio is left out). The load average is printed before each.
 */
async function runPairs(label, { runs, only }, targets, scenarios) {
  const perPair = () => Array.from({ length: runs }, () => undefined)
  const groups = () => Object.fromEntries(scenarios.map(([group]) => [group, perPair()]))
  const pairs = { ours: groups(), official: groups() }
  for (const { pair, who } of abbaOrder(runs)) {
    for (const [group, what, scenario] of scenarios) {
      if (only && only !== group) continue
      const run = `${label}: pair ${pair + 1}/${runs}: ${who}: ${what}`
      console.log(`${run} (${await untilQuiet()})`)
      try {
        pairs[who][group][pair] = await scenario(targets[who])
      } catch (err) {
        console.log(`${run} failed: ${err.message}`)
      }
    }
  }
  return pairs
}

function compareRows({ ours, official }) {
  const both = (group, get) => [
    ours[group].map((run) => run && get(run)),
    official[group].map((run) => run && get(run)),
  ]
  const targets = REFERENCE_TARGETS
  return [
    compareRow(
      'cold /projects: main-thread CPU to first row',
      ...both('projects', (r) => r.cold.cpu),
      'ms',
      targets.cpu,
    ),
    compareRow(
      'cold /projects: first contentful paint',
      ...both('projects', (r) => r.cold.fcp),
      'ms',
    ),
    compareRow(
      'cold /projects: first data row',
      ...both('projects', (r) => r.cold.at),
      'ms',
      targets.row,
    ),
    compareRow(
      'cold instances: first data row',
      ...both('instances', (r) => r.cold.at),
      'ms',
      targets.instancesRow,
    ),
    compareRow(
      `instance click → first storage row (${HOVER_REST_MS} ms hover first)`,
      ...both('instances', (r) => r.storage),
      'ms',
      targets.storageRow,
    ),
    compareRow(
      'cold /projects: JS (gzip)',
      ...both('projects', (r) => r.transfer.js),
      'kB',
      targets.js,
    ),
    compareRow('cold /projects: CSS (gzip)', ...both('projects', (r) => r.transfer.css), 'kB'),
    compareRow(
      'cold /projects: requests',
      ...both('projects', (r) => r.transfer.requests),
      'count',
    ),
    compareRow(
      'cold /projects: JS heap at first row (no GC)',
      ...both('projects', (r) => r.cold.heap),
      'MB',
      targets.heap,
    ),
    compareRow(
      'warm reload → first /projects row',
      ...both('projects', (r) => r.warm.at),
      'ms',
      targets.warmRow,
    ),
    compareRow(
      'warm reload → first live row (console rendered)',
      ...both('projects', (r) => r.warm.liveAt),
      'ms',
    ),
  ]
}

// ---- the A/B of the in-browser mock builds (--reference --mode=preview) ----

/**
 * Why the preview A/B cannot run (no msw build), or undefined. The build registers its Mock
 * Service Worker from /mockServiceWorker.js, which its build leaves out: copied into it from
 * the msw package it was built with when missing.
 */
async function mockReferenceMissing({ mockDist }) {
  if (!existsSync(path.join(mockDist, 'index.html'))) {
    return `no build in ${mockDist}. Build it with:\n  ${REFERENCE.mockBuild(mockDist)}`
  }
  const worker = path.join(mockDist, 'mockServiceWorker.js')
  if (existsSync(worker)) return undefined
  if (!existsSync(REFERENCE.mockWorker)) {
    return `no ${worker}, and no ${REFERENCE.mockWorker} to copy there`
  }
  await fs.copyFile(REFERENCE.mockWorker, worker)
  console.log(`copied ${REFERENCE.mockWorker} to ${worker}`)
  return undefined
}

/**
 * Our preview build and the official msw build, each served statically (the history fallback
 * for client-side routes) on an origin of its own; no API server: both mocks answer in the
 * page, at their own latency (no `?mock-delay=` on ours).
 */
async function mockReferenceTargets({ reference }, cleanups) {
  const outdir = path.join(cacheDir, `bench-reference-preview-${process.pid}`)
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: true, outdir })
  const rowNames = { '/projects': [REFERENCE.project] }
  const target = async (dir) => {
    const files = staticServer(path.resolve(dir))
    await listen(files, cleanups)
    const origin = `http://127.0.0.1:${files.address().port}`
    return {
      url: (pathname) => `${origin}${pathname}`,
      prepare: (page, options = {}) => page.setUp({ rowNames, worker: true, ...options }),
    }
  }
  return { ours: await target(outdir), official: await target(reference.mockDist) }
}

/** In the page: when it sent its first API call, registered a service worker, came under it. */
const LOAD_STARTS =
  '({ api: __bench.requests[0]?.at, registered: __bench.workerRegisteredAt, controls: __bench.workerControlsAt })'

/** `mock-project row at 1250 ms; first API call sent at 980 ms; service worker …`. */
export function describeStarts({ row, api, registered, controls }) {
  const ms = (value) => (isFigure(value) ? `${Math.round(value)} ms` : 'n/a')
  const worker =
    registered === undefined && controls === undefined
      ? 'no service worker'
      : `service worker registered at ${ms(registered)}, in control at ${ms(controls)}`
  return `${REFERENCE.project} row at ${ms(row)}; first API call sent at ${ms(api)}; ${worker}`
}

/**
 * One load of /projects, not counted, that must show mock-project's row within 30 s (the
 * official's mock answers only once its service worker is in control); what it shows instead
 * if not.
 */
async function checkMockLoad(target, who) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const seen = page.markWithMetrics('row', 30_000)
    await page.send('Page.navigate', { url: target.url('/projects') })
    try {
      await seen
    } catch {
      const state = await page
        .evaluate(`({
          text: document.body?.innerText.replace(/\\s+/g, ' ').slice(0, 300),
          controlled: Boolean(navigator.serviceWorker?.controller),
          ...${LOAD_STARTS},
        })`)
        .catch((err) => err.message)
      throw new Error(
        `${who}: no ${REFERENCE.project} row on /projects within 30 s: ${JSON.stringify(state)}`,
      )
    }
    return page.evaluate(`({ row: __bench.marks.row, ...${LOAD_STARTS} })`)
  })
}

/** A cold /projects, no warm reload (the preview keeps nothing for one). */
async function coldMockProjects(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const cold = await page.navigate(target.url('/projects'))
    const starts = await page.evaluate(LOAD_STARTS)
    await page.networkIdle()
    const transfer = await page.transfer()
    return { cold, starts, transfer }
  })
}

async function benchMockReference(options, cleanups) {
  const mode = 'reference (preview)'
  console.log(`\n${mode}: building ours and starting the servers`)
  const targets = await mockReferenceTargets(options, cleanups)
  for (const who of ['ours', 'official']) {
    const check = await checkMockLoad(targets[who], who)
    console.log(`${mode}: check, not counted: ${who}: ${describeStarts(check)}`)
  }
  // the worker's script is fetched by the worker, not the page: not in the page's JS figure
  const worker = await fs.readFile(path.join(options.reference.mockDist, 'mockServiceWorker.js'))
  const note =
    `our preview build and the official msw build (${options.reference.mockDist}), each ` +
    `served statically with the history fallback; API calls answered in the page (the ` +
    `official's through its service worker, whose mockServiceWorker.js, ` +
    `${UNITS.kB(gzipSync(worker, { level: 9 }).length)} gzip, is not in its JS)`
  const scenarios = [['projects', 'cold /projects', coldMockProjects]]
  const pairs = await runPairs(mode, options, targets, scenarios)
  return { mode, note, pairs, compare: compareMockRows, footer: describeWorkers(pairs) }
}

function compareMockRows({ ours, official }) {
  const both = (get) => [
    ours.projects.map((run) => run && get(run)),
    official.projects.map((run) => run && get(run)),
  ]
  const targets = REFERENCE_PREVIEW_TARGETS
  return [
    compareRow(
      'cold /projects: main-thread CPU to first row',
      ...both((r) => r.cold.cpu),
      'ms',
      targets.cpu,
    ),
    compareRow('cold /projects: first contentful paint', ...both((r) => r.cold.fcp), 'ms'),
    compareRow('cold /projects: first API call sent', ...both((r) => r.starts.api), 'ms'),
    compareRow('cold /projects: first data row', ...both((r) => r.cold.at), 'ms'),
    compareRow('cold /projects: JS (gzip)', ...both((r) => r.transfer.js), 'kB'),
    compareRow('cold /projects: JS heap at first row (no GC)', ...both((r) => r.cold.heap), 'MB'),
  ]
}

/** The consoles' service workers: the medians of their registration and of their control. */
function describeWorkers({ ours, official }) {
  const line = (who, runs) => {
    const registered = summarize(runs.map((run) => run?.starts.registered))
    const controls = summarize(runs.map((run) => run?.starts.controls))
    if (!registered && !controls) return `${who}: no service worker`
    const ms = (stats) => (stats ? `${Math.round(stats.median)} ms` : 'n/a')
    return (
      `${who}: service worker registered at ${ms(registered)}, in control of the page at ` +
      `${ms(controls)} (medians from navigation start)`
    )
  }
  return [line('ours', ours.projects), line('official', official.projects)].join('\n')
}

// ---- a mode's runs ----

async function benchMode(mode, options, cleanups) {
  if (mode === 'reference') {
    return options.reference.mode === 'preview'
      ? benchMockReference(options, cleanups)
      : benchReference(options, cleanups)
  }
  console.log(`\n${mode}: building and starting servers`)
  const delay = delayFor(mode, options.delay)
  const target =
    mode === 'production'
      ? await productionTarget({ ...options, delay }, cleanups)
      : await previewTarget({ ...options, delay }, cleanups)
  if (options.profile === 'projects') {
    return {
      mode,
      note: target.note,
      profiles: { 'cold /projects to the first row': await profileProjects(target) },
    }
  }
  if (options.waterfall) {
    const { cold, warm, click } = await waterfallProjects(target)
    return {
      mode,
      note: target.note,
      waterfall: {
        'cold /projects': cold,
        'warm reload': warm,
        'instance click → storage row': click,
      },
    }
  }
  if (options.profile === 'click') {
    return {
      mode,
      note: target.note,
      profiles: { 'instance click → storage row (hovered)': await profileClick(target) },
    }
  }
  if (options.profile === 'warm') {
    return {
      mode,
      note: target.note,
      profiles: { 'warm reload of /projects to the first row': await profileWarm(target) },
    }
  }
  if (options.profile === 'scale') {
    const profiles = await profileScale(target)
    // the preview's mock has no rows to put in transition from here
    if (mode === 'production') {
      profiles['1,000 instances moving: idle polling'] = await profileScaleIdle(target)
    }
    return { mode, note: target.note, profiles }
  }
  if (options.profile === 'timeline' || options.profile === 'timeline-warm') {
    const warm = options.profile === 'timeline-warm'
    return { mode, note: target.note, warm, timeline: await timelineProjects(target, { warm }) }
  }
  const runs = { projects: [], instances: [], unhovered: [], scale: [], idle: [], walk: [] }
  for (let run = 1; run <= options.runs; run++) {
    // a run that fails is left out of the figures (the table's `runs` column says how many count)
    const measure = async (list, what, scenario, group = list) => {
      if (options.only && runs[options.only] !== group) return
      console.log(`${mode}: run ${run}/${options.runs}: ${what} (${await untilQuiet()})`)
      try {
        list.push(await scenario(target))
      } catch (err) {
        console.log(`${mode}: run ${run}/${options.runs}: ${what} failed: ${err.message}`)
      }
    }
    await measure(runs.projects, 'cold /projects, warm reload', coldProjects)
    await measure(runs.instances, 'cold instances, hovered click to storage', coldInstances)
    await measure(
      runs.unhovered,
      'cold instances, click to storage, no hover',
      clickWithoutHover,
      runs.instances,
    )
    await measure(runs.scale, `${SCALE.project}: 1,000 instances, scroll, sort, bulk`, scaleList)
    if (mode === 'production') {
      await measure(
        runs.idle,
        `${SCALE.project}: 1,000 instances moving, idle polling`,
        scaleIdlePolling,
        runs.scale,
      )
      await measure(runs.walk, `walk: /projects and ${WALK.length} lists`, walkLists)
    }
  }
  return { mode, note: target.note, runs }
}

const bulkTasks = ({ bulk }, phase) =>
  longTaskStats(bulk.longTasks, bulk[phase].from, bulk[phase].to)
const bulkRequests = ({ bulk, requests }, method, path) =>
  countRequests(requests, { method, path, ...bulk.stop })
const idleTasks = ({ longTasks, from, to }) => longTaskStats(longTasks, from, to)

function reportRows({ mode, runs }) {
  const target = TARGETS[mode]
  const { projects, instances, unhovered, scale, idle } = runs
  const bulk = scale.filter((r) => r.bulk)
  const pick = (list, get) => list.map(get)
  const longTaskTotal = (tasks) => tasks.reduce((sum, task) => sum + task.duration, 0)
  const pageRows = summarize(pick(scale, (r) => r.load.pageRows))
  const pageNote =
    pageRows?.median === SCALE.pageSize
      ? `page of ${SCALE.pageSize}`
      : `page of ${pageRows?.median ?? '?'}: no 1,000 page size offered`
  return [
    formatRow(
      'cold /projects: first contentful paint',
      pick(projects, (r) => r.cold.fcp),
      'ms',
    ),
    formatRow(
      'cold /projects: first data row',
      pick(projects, (r) => r.cold.at),
      'ms',
    ),
    formatRow(
      'cold /projects: main-thread CPU to first row',
      pick(projects, (r) => r.cold.cpu),
      'ms',
      target.projectsCpu,
    ),
    formatRow(
      'cold /projects: JS (gzip)',
      pick(projects, (r) => r.transfer.js),
      'kB',
      target.projectsJs,
    ),
    formatRow(
      'cold /projects: CSS (gzip)',
      pick(projects, (r) => r.transfer.css),
      'kB',
    ),
    formatRow(
      'cold /projects: requests',
      pick(projects, (r) => r.transfer.requests),
      'count',
    ),
    formatRow(
      'cold /projects: JS heap at first row (no GC)',
      pick(projects, (r) => r.cold.heap),
      'MB',
    ),
    formatRow(
      'cold instances: first contentful paint',
      pick(instances, (r) => r.cold.fcp),
      'ms',
    ),
    formatRow(
      'cold instances: first data row',
      pick(instances, (r) => r.cold.at),
      'ms',
    ),
    formatRow(
      'cold instances: main-thread CPU to first row',
      pick(instances, (r) => r.cold.cpu),
      'ms',
    ),
    formatRow(
      'cold instances: JS (gzip)',
      pick(instances, (r) => r.transfer.js),
      'kB',
    ),
    formatRow(
      'cold instances: CSS (gzip)',
      pick(instances, (r) => r.transfer.css),
      'kB',
    ),
    formatRow(
      'cold instances: requests',
      pick(instances, (r) => r.transfer.requests),
      'count',
    ),
    formatRow(
      `instance click → first storage row (${HOVER_REST_MS} ms hover first)`,
      pick(instances, (r) => r.storage),
      'ms',
      target.storageRow,
    ),
    formatRow(
      'instance click → first storage row, no hover',
      pick(unhovered, (r) => r.storage),
      'ms',
    ),
    formatRow(
      'warm reload → first /projects row',
      pick(projects, (r) => r.warm.at),
      'ms',
      target.warmRow,
    ),
    formatRow(
      'warm reload → first live row (console rendered)',
      pick(projects, (r) => r.warm.liveAt),
      'ms',
    ),
    formatRow(
      `1,000 instances (${pageNote}): data → first row`,
      pick(scale, (r) => r.load.dataToRow),
      'ms',
      target.scaleDataToRow,
    ),
    formatRow(
      '1,000 instances loaded: JS heap (no GC)',
      pick(scale, (r) => r.load.heap),
      'MB',
    ),
    formatRow(
      '1,000 instances: rows in the document',
      pick(scale, (r) => r.load.renderedRows),
      'count',
    ),
    formatRow(
      'scroll: frame time p50',
      pick(scale, (r) => percentile(r.scroll.frames, 50)),
      'ms',
    ),
    formatRow(
      'scroll: frame time p95',
      pick(scale, (r) => percentile(r.scroll.frames, 95)),
      'ms',
    ),
    formatRow(
      'scroll: frame time max',
      pick(scale, (r) => percentile(r.scroll.frames, 100)),
      'ms',
    ),
    formatRow(
      'scroll: frames',
      pick(scale, (r) => r.scroll.frames.length),
      'count',
    ),
    // short of the list's height when the scroll ran out of its minute
    formatRow(
      'scroll: distance',
      pick(scale, (r) => r.scroll.distance),
      'px',
    ),
    formatRow(
      'scroll: long tasks (> 50 ms)',
      pick(scale, (r) => r.scroll.longTasks.length),
      'count',
      target.scrollLongTasks,
    ),
    formatRow(
      'scroll: long tasks, total',
      pick(scale, (r) => longTaskTotal(r.scroll.longTasks)),
      'ms',
    ),
    // each row asks for its addresses once it stays in view: a fling past them asks for few
    formatRow(
      'scroll: external IP requests sent',
      pick(scale, (r) =>
        countRequests(r.requests, {
          method: 'GET',
          path: /^\/v1\/instances\/[^/]+\/external-ips$/,
          ...r.scroll,
        }),
      ),
      'count',
    ),
    formatRow(
      'sort by name: click → first row changes',
      pick(scale, (r) => r.sort.ms),
      'ms',
    ),
    formatRow(
      'sort by name: long tasks',
      pick(scale, (r) => r.sort.longTasks.length),
      'count',
    ),
    formatRow(
      'sort by name: long tasks, total',
      pick(scale, (r) => longTaskTotal(r.sort.longTasks)),
      'ms',
    ),
    formatRow(
      `select ${SCALE.bulkRows} (press, Shift+press): press → '${SCALE.bulkRows} selected'`,
      pick(bulk, (r) => r.bulk.select.to - r.bulk.select.from),
      'ms',
    ),
    formatRow(
      `select ${SCALE.bulkRows}: long tasks`,
      pick(bulk, (r) => bulkTasks(r, 'select').count),
      'count',
    ),
    formatRow(
      `select ${SCALE.bulkRows}: longest task`,
      pick(bulk, (r) => bulkTasks(r, 'select').longest),
      'ms',
    ),
    formatRow(
      `bulk stop of ${SCALE.bulkRows}: confirm → toast`,
      pick(bulk, (r) => r.bulk.stop.to - r.bulk.stop.from),
      'ms',
    ),
    formatRow(
      'bulk stop: long tasks',
      pick(bulk, (r) => bulkTasks(r, 'stop').count),
      'count',
    ),
    formatRow(
      'bulk stop: longest task',
      pick(bulk, (r) => bulkTasks(r, 'stop').longest),
      'ms',
    ),
    formatRow(
      'bulk stop: stop requests sent',
      pick(bulk, (r) => bulkRequests(r, 'POST', /^\/v1\/instances\/[^/]+\/stop$/)),
      'count',
    ),
    formatRow(
      'bulk stop: instance list GETs sent',
      pick(bulk, (r) => bulkRequests(r, 'GET', '/v1/instances')),
      'count',
    ),
    formatRow(
      `idle ${SCALE.idleMs / 1000} s, all 1,000 moving: list polls sent`,
      pick(idle, (r) => countRequests(r.requests, { method: 'GET', path: '/v1/instances', ...r })),
      'count',
    ),
    formatRow(
      'idle polling: long tasks',
      pick(idle, (r) => idleTasks(r).count),
      'count',
    ),
    formatRow(
      'idle polling: long tasks, total',
      pick(idle, (r) => idleTasks(r).total),
      'ms',
    ),
    formatRow(
      'idle polling: longest task',
      pick(idle, (r) => idleTasks(r).longest),
      'ms',
      target.idleLongestTask,
    ),
    formatRow(
      'idle polling: components rendered',
      pick(idle, (r) => r.renders),
      'count',
    ),
  ]
}

/**
 * The walk's table: each navigation's click → first row, and in how many walks a list spinner
 * appeared; then each walk's navigations, with when each spinner showed and went.
 */
function printWalk(walks) {
  const rows = WALK.map((step, i) => {
    const navigations = walks.map((walk) => walk[i])
    const [what, median, range, runs] = formatRow(
      step.what,
      navigations.map((navigation) => navigation.ms),
      'ms',
    )
    const spun = navigations.filter((navigation) => navigation.spinners.length > 0).length
    return [what, median, range, runs, `${spun} of ${navigations.length}`]
  })
  console.log(
    renderTable(
      ['walk: navigation, click → first row', 'median', 'min – max', 'runs', 'spinner in'],
      rows,
    ),
  )
  const counts = walks.flat().map((navigation) => navigation.spinners.length)
  const of = walks.length > 1 ? ` (${walks.length} walks)` : ''
  console.log(`\n${describeSpinners(counts)}${of}`)
  walks.forEach((walk, i) => {
    const steps = walk.map((navigation) => {
      const after = (at) => Math.round(at - navigation.from)
      const spinners = navigation.spinners.map(
        (spinner) =>
          ` (spinner at ${after(spinner.at)}${spinner.until === undefined ? '' : `–${after(spinner.until)}`} ms)`,
      )
      return `${navigation.path} ${Math.round(navigation.ms)} ms${spinners.join('')}`
    })
    console.log(`walk ${i + 1}: ${steps.join(', ')}`)
  })
}

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
    for (const closeBrowser of [...openBrowsers]) await closeBrowser()
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
  const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`
  console.log(`\n${describeRuns(options, load)}`)
  for (const result of results) {
    if (result.waterfall) {
      for (const [what, waterfall] of Object.entries(result.waterfall)) {
        printWaterfall(`${result.mode}: ${what}`, waterfall)
      }
      continue
    }
    if (result.timeline) {
      const load = result.warm ? 'warm reload of /projects' : 'cold /projects'
      printTimeline(`${result.mode}: ${load} to the first row`, result.timeline)
      continue
    }
    if (result.timelines) {
      printTimelineKinds(result.timelines)
      continue
    }
    if (result.profiles) {
      for (const [what, profile] of Object.entries(result.profiles)) {
        printProfile(`${result.mode}: ${what}`, profile)
      }
      continue
    }
    console.log(`\n${result.mode}: ${result.note}\n`)
    if (result.pairs) {
      console.log(
        renderTable(
          ['figure', 'ours', 'official', 'ratio', 'target', 'met', 'pairs'],
          (result.compare ?? compareRows)(result.pairs),
        ),
      )
      if (result.footer) console.log(`\n${result.footer}`)
      continue
    }
    const rows = reportRows(result)
    // none measured: --only=walk
    if (rows.some((row) => row[3] !== '0')) {
      console.log(renderTable(['metric', 'median', 'min – max', 'runs', 'target'], rows))
    }
    if (result.runs.walk.length > 0) {
      console.log('')
      printWalk(result.runs.walk)
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    // esbuild has printed its own errors already
    if (!err.errors) console.error(err.stack ?? err)
    process.exit(1)
  })
}
