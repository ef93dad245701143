// What the bench measures against: the targets, the scenarios' fixed settings, the latencies
// and where the official console is.
import path from 'node:path'
import { root } from '../../build.mjs'

/**
 * The targets, per mode; a metric without one shows none. The warm start is the
 * production build's only, so the preview has no warm reload target.
 */
export const TARGETS = {
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

export const SCALE = {
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
export const HOVER_REST_MS = 120

/** boot/warm-start-record.ts POINTER_KEY: set once the warm start's copy is written. */
export const WARM_START_POINTER = 'oxide-console:warm-start'

/**
 * The API's latency per request when --delay does not say: a rack's for the production build
 * (and the A/B against the official console), uniform in [min, max]; the preview's in-browser
 * mock keeps the figure its targets were set at.
 */
export const DEFAULT_DELAYS = { production: [100, 200], preview: 30, reference: [100, 200] }

/** The official console (../shared/reference/README.md): where up.sh starts it. */
export const REFERENCE = {
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
export const MOCK_DEFAULT_DELAY = [200, 400]

/**
 * The A/B's targets: the median of the per-pair ratio ours / theirs at most `ratio`, and for the
 * warm reload also our median at most `ms`.
 */
export const REFERENCE_TARGETS = {
  cpu: { ratio: 0.8 },
  row: { ratio: 0.7 },
  instancesRow: { ratio: 0.7 },
  storageRow: { ratio: 0.7 },
  unhoveredStorageRow: { ratio: 0.6, ms: 250 },
  js: { ratio: 0.9 },
  heap: { ratio: 1.0 },
  warmRow: { ratio: 0.3, ms: 150 },
}

/** The preview builds' A/B's targets (--reference --mode=preview), as REFERENCE_TARGETS. */
export const REFERENCE_PREVIEW_TARGETS = {
  cpu: { ratio: 0.5 },
}

/**
 * The walk's clicks after the cold /projects: the project's link in the projects list, then
 * the side navigation's links, each a list page of mock-project.
 */
export const WALK = [
  { what: '/projects → mock-project (instances)', row: 'mock-project' },
  { what: '→ Disks', nav: 'Disks' },
  { what: '→ Snapshots', nav: 'Snapshots' },
  { what: '→ Images', nav: 'Images' },
  { what: '→ VPCs', nav: 'VPCs' },
]
