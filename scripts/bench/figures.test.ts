// @vitest-environment node
/** The rows of the bench's tables (figures.mjs): each mode's figures and the A/B's comparison. */
import { compareMockRows, compareRows, describeWorkers, reportRows } from './figures.mjs'

/** A cold /projects and its warm reload, as coldProjects records them. */
const projectsRun = (at: number) => ({
  cold: { fcp: at - 50, at, cpu: at / 2, heap: 5 * 1024 ** 2 },
  transfer: { js: 150 * 1024, css: 20 * 1024, requests: 19 },
  warm: { at: at / 4, liveAt: at / 3 },
})

const noRuns = { projects: [], instances: [], unhovered: [], scale: [], idle: [], walk: [] }

const productionRows = reportRows({
  mode: 'production',
  runs: { ...noRuns, projects: [projectsRun(500), projectsRun(600)] },
})
const previewRows = reportRows({
  mode: 'preview',
  runs: { ...noRuns, projects: [projectsRun(400)] },
})

test.each([
  [
    productionRows,
    'cold /projects: first data row',
    ['cold /projects: first data row', '550 ms', '500 ms – 600 ms', '2', ''],
  ],
  [
    productionRows,
    'cold /projects: main-thread CPU to first row',
    ['cold /projects: main-thread CPU to first row', '275 ms', '250 ms – 300 ms', '2', '≤ 200 ms'],
  ],
  [
    productionRows,
    'cold /projects: JS (gzip)',
    ['cold /projects: JS (gzip)', '150.0 kB', '150.0 kB', '2', '≤ 150 kB'],
  ],
  [
    productionRows,
    'warm reload → first /projects row',
    ['warm reload → first /projects row', '138 ms', '125 ms – 150 ms', '2', '≤ 150 ms'],
  ],
  // the preview keeps nothing for a warm start: no target for its reload
  [
    previewRows,
    'warm reload → first /projects row',
    ['warm reload → first /projects row', '100 ms', '100 ms', '1', ''],
  ],
  [
    previewRows,
    'cold /projects: JS (gzip)',
    ['cold /projects: JS (gzip)', '150.0 kB', '150.0 kB', '1', '≤ 265 kB'],
  ],
  // a scenario --only left out has no figures, its target still shown
  [
    productionRows,
    'instance click → first storage row (120 ms hover first)',
    ['instance click → first storage row (120 ms hover first)', 'n/a', '', '0', '≤ 150 ms'],
  ],
  [
    productionRows,
    'idle polling: longest task',
    ['idle polling: longest task', 'n/a', '', '0', '< 50 ms'],
  ],
])('a mode table row: %#, %s', (rows, metric, expected) => {
  expect(rows.find((row) => row[0] === metric)).toEqual(expected)
})

test('the 1,000-row list says when the picker offered no page of 1,000', () => {
  const pageRow = (pageRows: number | undefined) =>
    reportRows({
      mode: 'production',
      runs: {
        ...noRuns,
        scale: [
          {
            load: { pageRows, dataToRow: 120, heap: 0, renderedRows: 40 },
            scroll: { frames: [16], distance: 0, longTasks: [], from: 0, to: 0 },
            sort: { ms: 0, longTasks: [] },
            requests: [],
          },
        ],
      },
    }).find((row) => row[0].startsWith('1,000 instances ('))?.[0]
  expect(pageRow(1000)).toBe('1,000 instances (page of 1000): data → first row')
  expect(pageRow(100)).toBe(
    '1,000 instances (page of 100: no 1,000 page size offered): data → first row',
  )
})

/** Per console and scenario, a figure per pair; undefined where a load failed. */
const pairs = {
  ours: {
    projects: [projectsRun(400), undefined],
    instances: [
      { cold: { at: 300 }, storage: 90 },
      { cold: { at: 320 }, storage: 110 },
    ],
  },
  official: {
    projects: [projectsRun(800), projectsRun(900)],
    instances: [
      { cold: { at: 600 }, storage: 200 },
      { cold: { at: 640 }, storage: 200 },
    ],
  },
}

test.each([
  [
    'cold /projects: first data row',
    ['cold /projects: first data row', '400 ms', '850 ms', '0.50×', '≤ 0.7×', 'yes', '1'],
  ],
  [
    'cold /projects: JS heap at first row (no GC)',
    [
      'cold /projects: JS heap at first row (no GC)',
      '5.0 MB',
      '5.0 MB',
      '1.00×',
      '≤ 1.0×',
      'yes',
      '1',
    ],
  ],
  [
    'warm reload → first /projects row',
    [
      'warm reload → first /projects row',
      '100 ms',
      '213 ms',
      '0.50×',
      '≤ 0.3× and ≤ 150 ms',
      'no',
      '1',
    ],
  ],
  [
    'instance click → first storage row (120 ms hover first)',
    [
      'instance click → first storage row (120 ms hover first)',
      '100 ms',
      '200 ms',
      '0.50×',
      '≤ 0.7×',
      'yes',
      '2',
    ],
  ],
  ['cold /projects: requests', ['cold /projects: requests', '19', '19', '1.00×', '', '', '1']],
])('an A/B row: %s', (figure, expected) => {
  expect(compareRows(pairs).find((row) => row[0] === figure)).toEqual(expected)
})

test("the preview A/B's rows: the cold /projects only, with when the first API call went", () => {
  const load = (at: number, api: number) => ({
    ...projectsRun(at),
    starts: { api, registered: undefined, controls: undefined },
  })
  const rows = compareMockRows({
    ours: { projects: [load(1000, 300)] },
    official: { projects: [load(2000, 1200)] },
  })
  expect(rows.map((row) => row[0])).toEqual([
    'cold /projects: main-thread CPU to first row',
    'cold /projects: first contentful paint',
    'cold /projects: first API call sent',
    'cold /projects: first data row',
    'cold /projects: JS (gzip)',
    'cold /projects: JS heap at first row (no GC)',
  ])
  expect(rows[0]).toEqual([
    'cold /projects: main-thread CPU to first row',
    '500 ms',
    '1000 ms',
    '0.50×',
    '≤ 0.5×',
    'yes',
    '1',
  ])
  expect(rows[2].slice(1, 4)).toEqual(['300 ms', '1200 ms', '0.25×'])
})

test.each([
  [
    [undefined, undefined],
    [undefined, undefined],
    'ours: no service worker\nofficial: no service worker',
  ],
  [
    [undefined, undefined],
    [
      { registered: 400, controls: 1300 },
      { registered: 500, controls: 1500 },
    ],
    'ours: no service worker\nofficial: service worker registered at 450 ms, in control of the ' +
      'page at 1400 ms (medians from navigation start)',
  ],
  [
    [undefined, undefined],
    [{ registered: 400, controls: undefined }, undefined],
    'ours: no service worker\nofficial: service worker registered at 400 ms, in control of the ' +
      'page at n/a (medians from navigation start)',
  ],
])("the consoles' service workers: %j against %j", (ours, official, expected) => {
  const runs = (starts: ({ registered?: number; controls?: number } | undefined)[]) =>
    starts.map((start) => start && { starts: start })
  expect(
    describeWorkers({ ours: { projects: runs(ours) }, official: { projects: runs(official) } }),
  ).toBe(expected)
})
