// @vitest-environment node
/** The benchmark's figures (scripts/bench/): options, statistics and the tables it prints. */
import {
  abbaOrder,
  countRequests,
  isFigure,
  longTaskStats,
  mainThreadTasks,
  pairRatios,
  percentile,
  selfTimeByKind,
  sourceBucket,
  spinnersByNavigation,
  summarize,
} from './bench/analysis.mjs'
import { delayFor, formatDelay, parseBenchArgs, parseDelay, pickDelay } from './bench/args.mjs'
import { describeLoad, untilQuiet } from './bench/load.mjs'
import {
  compareRow,
  describeRuns,
  describeSpinners,
  describeStarts,
  formatRow,
  formatTarget,
  renderTable,
} from './bench/report.mjs'

test.each([
  [
    [],
    {
      runs: 5,
      delay: undefined,
      modes: ['production', 'preview'],
      profile: false,
      waterfall: false,
    },
  ],
  [
    ['--runs=7'],
    {
      runs: 7,
      delay: undefined,
      modes: ['production', 'preview'],
      profile: false,
      waterfall: false,
    },
  ],
  [
    ['--delay=0', '--mode=preview'],
    { runs: 5, delay: 0, modes: ['preview'], profile: false, waterfall: false },
  ],
  [
    ['--mode=production', '--runs=1'],
    { runs: 1, delay: undefined, modes: ['production'], profile: false, waterfall: false },
  ],
  [
    ['--profile', '--mode=production'],
    { runs: 5, delay: undefined, modes: ['production'], profile: 'projects', waterfall: false },
  ],
  [
    ['--only=scale', '--runs=1'],
    {
      runs: 1,
      delay: undefined,
      modes: ['production', 'preview'],
      profile: false,
      waterfall: false,
      only: 'scale',
    },
  ],
  [
    ['--profile=click'],
    {
      runs: 5,
      delay: undefined,
      modes: ['production', 'preview'],
      profile: 'click',
      waterfall: false,
    },
  ],
  [
    ['--profile=warm', '--mode=production'],
    { runs: 5, delay: undefined, modes: ['production'], profile: 'warm', waterfall: false },
  ],
  [
    ['--profile=timeline', '--mode=production'],
    { runs: 5, delay: undefined, modes: ['production'], profile: 'timeline', waterfall: false },
  ],
  [
    ['--waterfall', '--mode=production'],
    { runs: 5, delay: undefined, modes: ['production'], profile: false, waterfall: true },
  ],
  [
    ['--profile=scale'],
    {
      runs: 5,
      delay: undefined,
      modes: ['production', 'preview'],
      profile: 'scale',
      waterfall: false,
    },
  ],
  [
    ['--delay=30'],
    { runs: 5, delay: 30, modes: ['production', 'preview'], profile: false, waterfall: false },
  ],
  [
    ['--delay=100-200', '--only=walk'],
    {
      runs: 5,
      delay: [100, 200],
      modes: ['production', 'preview'],
      profile: false,
      waterfall: false,
      only: 'walk',
    },
  ],
  [
    ['--reference'],
    {
      runs: 5,
      delay: undefined,
      modes: ['reference'],
      profile: false,
      waterfall: false,
      reference: { api: 'http://127.0.0.1:12230', dist: '/tmp/oxide-reference/dist' },
    },
  ],
  [
    // either of its own options implies --reference
    ['--reference-api=http://10.0.0.2:8080/', '--runs=3', '--delay=0'],
    {
      runs: 3,
      delay: 0,
      modes: ['reference'],
      profile: false,
      waterfall: false,
      reference: { api: 'http://10.0.0.2:8080', dist: '/tmp/oxide-reference/dist' },
    },
  ],
  [
    ['--reference', '--reference-dist=/srv/console/dist', '--waterfall', '--only=instances'],
    {
      runs: 5,
      delay: undefined,
      modes: ['reference'],
      profile: false,
      waterfall: true,
      only: 'instances',
      reference: { api: 'http://127.0.0.1:12230', dist: '/srv/console/dist' },
    },
  ],
  [
    ['--reference', '--profile=timeline', '--runs=3'],
    {
      runs: 3,
      delay: undefined,
      modes: ['reference'],
      profile: 'timeline',
      waterfall: false,
      reference: { api: 'http://127.0.0.1:12230', dist: '/tmp/oxide-reference/dist' },
    },
  ],
  [
    ['--reference', '--mode=preview', '--runs=3'],
    {
      runs: 3,
      delay: undefined,
      modes: ['reference'],
      profile: false,
      waterfall: false,
      reference: { mode: 'preview', mockDist: '/tmp/oxide-reference/dist-msw' },
    },
  ],
  [
    // its build's option implies --reference too
    ['--mode=preview', '--reference-mock-dist=/srv/console/dist-msw'],
    {
      runs: 5,
      delay: undefined,
      modes: ['reference'],
      profile: false,
      waterfall: false,
      reference: { mode: 'preview', mockDist: '/srv/console/dist-msw' },
    },
  ],
])('options %j', (argv, expected) => {
  expect(parseBenchArgs(argv)).toEqual(expected)
})

test.each([
  ['--runs=0'],
  ['--mode=dev'],
  ['--delay=-1'],
  ['--fast'],
  ['--profile=yes'],
  ['--only=sort'],
  ['--waterfall=cold'],
  ['--delay=200-100'],
  ['--delay=150±50'],
  ['--delay='],
  ['--reference=yes'],
  ['--reference-api=127.0.0.1:12230'],
  ['--reference-api=http://127.0.0.1:12230/v1'],
  ['--reference-dist='],
  ['--reference-mock-dist='],
  ['--reference-mock-dist'],
])('refuses %s', (arg) => {
  expect(() => parseBenchArgs([arg])).toThrow(/bad option/)
})

test.each([
  [['--reference', '--mode=production']],
  [['--reference', '--only=walk']],
  [['--only=scale', '--reference-api=http://127.0.0.1:1']],
  [['--profile', '--reference']],
  [['--profile=click', '--reference']],
])('the A/B does not take %j', (argv) => {
  expect(() => parseBenchArgs(argv)).toThrow(/with --reference/)
})

test.each([
  // the mocks' own latency, the cold /projects only, no API server and no production build
  [['--reference', '--mode=preview', '--delay=30']],
  [['--reference', '--mode=preview', '--only=projects']],
  [['--reference', '--mode=preview', '--waterfall']],
  [['--reference', '--mode=preview', '--profile']],
  [['--reference', '--mode=preview', '--mode=production']],
  [['--mode=preview', '--reference-api=http://127.0.0.1:1']],
  [['--reference', '--mode=preview', '--reference-dist=/srv/console/dist']],
])("the preview builds' A/B does not take %j", (argv) => {
  expect(() => parseBenchArgs(argv)).toThrow(/with --reference --mode=preview/)
})

test.each([
  [['--reference', '--reference-mock-dist=/srv/msw']],
  [['--reference-mock-dist=/srv/msw']],
  [['--reference-mock-dist=/srv/msw', '--mode=production']],
])('the msw build is for the preview A/B only: %j', (argv) => {
  expect(() => parseBenchArgs(argv)).toThrow(/without --mode=preview/)
})

test("the preview A/B's header says both mocks run at their own 200–400 ms", () => {
  const header = describeRuns(parseBenchArgs(['--reference', '--mode=preview', '--runs=3']), 'L')
  expect(header).toMatch(/^3 pairs of cold \/projects loads \(ours, official\) in ABBA order/)
  expect(header).toContain('held 300 ± 100 ms (uniform 200–400) (ours: no ?mock-delay=')
  expect(header).toMatch(/; L$/)
})

test('the other headers', () => {
  expect(describeRuns(parseBenchArgs(['--reference', '--runs=2']), 'L')).toBe(
    '2 pairs of loads (ours, official) in ABBA order, fresh Chromium profile each; API latency ' +
      '150 ± 50 ms (uniform 100–200); times from navigation start unless said; CPU in ' +
      'main-thread time; bytes gzip -9 of the response bodies; ratio: the median of the ' +
      'per-pair ratios ours / official; L',
  )
  expect(describeRuns(parseBenchArgs(['--mode=preview', '--runs=1']), 'L')).toBe(
    '1 cold runs per mode, fresh Chromium profile each; API latency: preview 30 ms; times from ' +
      'navigation start unless said; CPU in main-thread time; bytes gzip -9 of the response ' +
      'bodies; L',
  )
  expect(describeRuns(parseBenchArgs(['--waterfall', '--delay=0']), 'L')).toBe(
    'API latency: production 0 ms, preview 0 ms; L',
  )
})

test("a load's starts: its row, its first API call, its service worker if any", () => {
  expect(describeStarts({ row: 1250.4, api: 980.6 })).toBe(
    'mock-project row at 1250 ms; first API call sent at 981 ms; no service worker',
  )
  expect(describeStarts({ row: 2100, api: 1500, registered: 420, controls: 1380 })).toBe(
    'mock-project row at 2100 ms; first API call sent at 1500 ms; service worker registered ' +
      'at 420 ms, in control at 1380 ms',
  )
  expect(describeStarts({ row: 2100, registered: 420 })).toBe(
    'mock-project row at 2100 ms; first API call sent at n/a; service worker registered at ' +
      '420 ms, in control at n/a',
  )
})

test.each([
  ['0', 0],
  ['30', 30],
  ['100-200', [100, 200]],
  ['150-150', [150, 150]],
  ['200-100', undefined],
  ['-5', undefined],
  ['1.5', undefined],
  [undefined, undefined],
])('parseDelay(%j) → %j', (raw, expected) => {
  expect(parseDelay(raw)).toEqual(expected)
})

test.each([
  [30, '30 ms'],
  [0, '0 ms'],
  [[100, 200], '150 ± 50 ms (uniform 100–200)'],
  [[150, 150], '150 ± 0 ms (uniform 150–150)'],
] as const)('formatDelay(%j) → %s', (delay, expected) => {
  expect(formatDelay(delay)).toBe(expected)
})

test("a range's delay is uniform in it, a fixed one is itself", () => {
  expect(pickDelay(30, () => 0.7)).toBe(30)
  expect(pickDelay([100, 200], () => 0)).toBe(100)
  expect(pickDelay([100, 200], () => 0.5)).toBe(150)
  expect(pickDelay([100, 200], () => 0.999)).toBeCloseTo(199.9)
  for (let i = 0; i < 100; i++) {
    const delay = pickDelay([100, 200])
    expect(delay).toBeGreaterThanOrEqual(100)
    expect(delay).toBeLessThan(200)
  }
})

test("the latency: a rack's for the production build and the A/B by default, --delay's if given", () => {
  expect(delayFor('production', undefined)).toEqual([100, 200])
  expect(delayFor('reference', undefined)).toEqual([100, 200])
  expect(delayFor('preview', undefined)).toBe(30)
  expect(delayFor('production', 0)).toBe(0)
  expect(delayFor('preview', [50, 60])).toEqual([50, 60])
})

test('ABBA: each pair once each, the first of a pair alternating', () => {
  expect(abbaOrder(3)).toEqual([
    { pair: 0, who: 'ours' },
    { pair: 0, who: 'official' },
    { pair: 1, who: 'official' },
    { pair: 1, who: 'ours' },
    { pair: 2, who: 'ours' },
    { pair: 2, who: 'official' },
  ])
  expect(abbaOrder(1, ['a', 'b']).map(({ who }) => who)).toEqual(['a', 'b'])
  expect(
    abbaOrder(4, ['a', 'b'])
      .map(({ who }) => who)
      .join(''),
  ).toBe('abbaabba')
  expect(abbaOrder(0)).toEqual([])
})

test.each([
  [
    [100, 200, 300],
    [200, 400, 300],
    [0.5, 0.5, 1],
  ],
  // a pair with a failed load (or nothing to divide by) is left out, not counted as 0
  [[100, undefined, 300, 50], [200, 400, undefined, 0], [0.5]],
  [[], [], []],
])('pairRatios(%j, %j) → %j', (ours, theirs, expected) => {
  expect(pairRatios(ours, theirs)).toEqual(expected)
})

test.each([
  [{ ratio: 0.8 }, '≤ 0.8×'],
  [{ ratio: 1 }, '≤ 1.0×'],
  [{ ratio: 0.3, ms: 150 }, '≤ 0.3× and ≤ 150 ms'],
  [undefined, ''],
])('formatTarget(%j) → %s', (target, expected) => {
  expect(formatTarget(target)).toBe(expected)
})

test.each([
  // the ratio is the median of the pairs' ratios, not the ratio of the medians
  [
    ['row', [100, 300, 120], [200, 200, 1200], 'ms', { ratio: 0.7 }],
    ['row', '120 ms', '200 ms', '0.50×', '≤ 0.7×', 'yes', '3'],
  ],
  [
    ['cpu', [90, 100], [100, 100], 'ms', { ratio: 0.8 }],
    ['cpu', '95 ms', '100 ms', '0.95×', '≤ 0.8×', 'no', '2'],
  ],
  // the warm reload's target: the ratio and our own figure both
  [
    ['warm', [60, 200], [400, 800], 'ms', { ratio: 0.3, ms: 150 }],
    ['warm', '130 ms', '600 ms', '0.20×', '≤ 0.3× and ≤ 150 ms', 'yes', '2'],
  ],
  [
    ['warm', [160], [1000], 'ms', { ratio: 0.3, ms: 150 }],
    ['warm', '160 ms', '1000 ms', '0.16×', '≤ 0.3× and ≤ 150 ms', 'no', '1'],
  ],
  [
    ['heap', [4 * 1024 ** 2, undefined], [undefined, 8 * 1024 ** 2], 'MB', { ratio: 1 }],
    ['heap', '4.0 MB', '8.0 MB', 'n/a', '≤ 1.0×', '', '0'],
  ],
  [
    ['CSS', [2048], [1024], 'kB', undefined],
    ['CSS', '2.0 kB', '1.0 kB', '2.00×', '', '', '1'],
  ],
] as const)('compareRow %j', (args, expected) => {
  const [metric, ours, theirs, unit, target] = args
  expect(compareRow(metric, [...ours], [...theirs], unit, target)).toEqual(expected)
})

test.each([
  [0.4, 'load 0.4'],
  [2, 'load 2.0'],
  [2.35, 'load 2.4: above 2, figures noisy'],
])('describeLoad(%d) → %s', (load, expected) => {
  expect(describeLoad(load)).toBe(expected)
})

/** A clock the fake sleep moves on, and the load average it reads at each time. */
function fakeMachine(loadAt: (ms: number) => number) {
  let clock = 0
  const slept: number[] = []
  return {
    slept,
    load: () => loadAt(clock),
    sleep: async (ms: number) => {
      slept.push(ms)
      clock += ms
    },
    now: () => clock,
  }
}

test.each([
  ['quiet already: no wait', () => 0.5, 0, 'load 0.5'],
  ['quiet after 10 s', (ms: number) => (ms < 10_000 ? 3 : 1.5), 10, 'load 1.5, after 10 s waiting'],
  [
    'never quiet: gives up after 90 s',
    () => 3.2,
    90,
    'load 3.2: above 2, figures noisy, after 90 s waiting',
  ],
])('untilQuiet: %s', async (_, loadAt, seconds, line) => {
  const machine = fakeMachine(loadAt)
  expect(await untilQuiet(machine.load, machine.sleep, machine.now)).toBe(line)
  expect(machine.slept.reduce((sum, ms) => sum + ms, 0)).toBe(seconds * 1000)
})

test('a spinner counts for the navigation it appeared during: from its click to the next', () => {
  const navigations = [{ from: 100 }, { from: 1000 }, { from: 2000 }, { from: 3000 }]
  const spinners = [
    // the cold load's, before the first click
    { at: 50, inTable: true },
    { at: 250, inTable: true },
    // the page's own, not a list's
    { at: 1100, inTable: false },
    { at: 2000, inTable: true },
    { at: 2400, inTable: true },
    // after the last click: until the walk's end
    { at: 9000, inTable: true },
  ]
  const seen = spinnersByNavigation(navigations, spinners)
  expect(seen.map((list) => list.map((spinner) => spinner.at))).toEqual([
    [250],
    [],
    [2000, 2400],
    [9000],
  ])
  expect(describeSpinners(seen.map((list) => list.length))).toBe(
    'list spinners seen: 3 of 4 navigations',
  )
  expect(describeSpinners([0, 0, 0, 0, 0])).toBe('list spinners seen: 0 of 5 navigations')
})

test.each([
  [[3, 1, 2], { n: 3, median: 2, min: 1, max: 3 }],
  [[4, 1, 3, 2], { n: 4, median: 2.5, min: 1, max: 4 }],
  [[7], { n: 1, median: 7, min: 7, max: 7 }],
  // a failed or missing measurement does not count
  [[5, undefined, Number.NaN, 1], { n: 2, median: 3, min: 1, max: 5 }],
  [[], undefined],
  [[undefined], undefined],
])('summarize %j', (values, expected) => {
  expect(summarize(values)).toEqual(expected)
})

test.each([
  [0, true],
  [12.5, true],
  [-3, true],
  [Number.NaN, false],
  [Number.POSITIVE_INFINITY, false],
  [undefined, false],
  [null, false],
  ['120', false],
])('isFigure(%j) is %s: only a finite number counts', (value, expected) => {
  expect(isFigure(value)).toBe(expected)
})

test.each([
  [[10, 20, 30, 40], 50, 20],
  [[40, 10, 30, 20], 95, 40],
  [[10, 20, 30, 40], 100, 40],
  [[16, 17, 16, 250, 16, 17, 16, 16, 17, 16], 50, 16],
  [[16, 17, 16, 250, 16, 17, 16, 16, 17, 16], 95, 250],
  [[], 50, undefined],
])('percentile of %j at %i is %s', (values, p, expected) => {
  expect(percentile(values, p)).toBe(expected)
})

test.each([
  [
    ['first row', [120.4, 98.6, 143], 'ms', '≤ 150 ms'],
    ['first row', '120 ms', '99 ms – 143 ms', '3', '≤ 150 ms'],
  ],
  [
    ['JS', [153_600, 153_600], 'kB'],
    ['JS', '150.0 kB', '150.0 kB', '2', ''],
  ],
  [
    ['requests', [56, 57, 56], 'count'],
    ['requests', '56', '56 – 57', '3', ''],
  ],
  [
    ['distance', [49_210.4, 49_210.4], 'px'],
    ['distance', '49210 px', '49210 px', '2', ''],
  ],
  [
    ['sort', [undefined], 'ms', '0'],
    ['sort', 'n/a', '', '0', '0'],
  ],
] as const)('formatRow %j', (args, expected) => {
  const [metric, values, unit, target] = args
  expect(formatRow(metric, [...values], unit, target)).toEqual(expected)
})

test('the table pads its columns, the metric left and the figures right', () => {
  expect(
    renderTable(
      ['metric', 'median'],
      [
        ['first row', '120 ms'],
        ['JS', '1500.0 kB'],
      ],
    ).split('\n'),
  ).toEqual([
    'metric        median',
    '---------  ---------',
    'first row     120 ms',
    'JS         1500.0 kB',
  ])
})

test.each([
  // a source map's source → where its time is counted
  ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
  ['node_modules/@react-spectrum/s2/dist/private/TableView.mjs', '@react-spectrum/s2'],
  ['node_modules/.pnpm/x/node_modules/@reduxjs/toolkit/dist/index.mjs', '@reduxjs/toolkit'],
  ['src/hooks/use-scroll-restoration.ts', 'src/hooks'],
  ['src/route-table.ts', 'src/route-table.ts'],
  ['(program)', '(program)'],
])('time in %s counts for %s', (source, bucket) => {
  expect(sourceBucket(source)).toBe(bucket)
})

const tasks = [
  { start: 90, duration: 400 },
  { start: 100, duration: 60 },
  { start: 250, duration: 120 },
  { start: 400, duration: 80 },
]

test.each([
  // a task counts for the window it started in, however long it ran past its end
  [100, 400, { count: 3, longest: 120, total: 260 }],
  [0, 99, { count: 1, longest: 400, total: 400 }],
  [401, 900, { count: 0, longest: 0, total: 0 }],
])('long tasks started in [%i, %i]', (from, to, expected) => {
  expect(longTaskStats(tasks, from, to)).toEqual(expected)
})

const requests = [
  { at: 5, method: 'GET', path: '/v1/instances' },
  { at: 10, method: 'POST', path: '/v1/instances/node-0001/stop' },
  { at: 20, method: 'GET', path: '/v1/instances' },
  { at: 30, method: 'GET', path: '/v1/instances/node-0001/external-ips' },
  { at: 40, method: 'POST', path: '/v1/instances/node-0002/stop' },
  { at: 50, method: 'POST', path: '/v1/instances/node-0003/stop' },
]

test.each([
  // the list itself, not an instance's own paths under it
  ['GET', '/v1/instances', 10, 50, 1],
  ['GET', '/v1/instances', 0, 50, 2],
  ['POST', /^\/v1\/instances\/[^/]+\/stop$/, 10, 40, 2],
  ['GET', /^\/v1\/instances\/[^/]+\/stop$/, 0, 50, 0],
])('%s %s sent in [%i, %i]: %i', (method, path, from, to, expected) => {
  expect(countRequests(requests, { method, path, from, to })).toBe(expected)
})

describe('the main thread timeline (--profile=timeline)', () => {
  const main = { pid: 1, tid: 7 }
  const other = { pid: 1, tid: 8 }
  const event = (where: object, name: string, ts: number, dur: number, args: object = {}) => ({
    ...where,
    ph: 'X',
    name,
    ts,
    dur,
    args,
  })
  const events = [
    { ...main, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
    { ...other, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
    { ...main, ph: 'R', name: 'navigationStart', ts: 1_000_000 },
    // before the navigation: left out
    event(main, 'RunTask', 990_000, 20_000),
    // a task with two parts, one script evaluation nested in a function call
    event(main, 'RunTask', 1_010_000, 30_000),
    event(main, 'v8.evaluateModule', 1_011_000, 20_000, { fileName: 'http://h/main-ABCD1234.js' }),
    event(main, 'v8.compile', 1_012_000, 5_000),
    event(main, 'ParseHTML', 1_032_000, 6_000),
    // short: counted in the total, not listed
    event(main, 'RunTask', 1_050_000, 2_000),
    // another thread: left out
    event(other, 'RunTask', 1_060_000, 40_000),
    // after the row: left out
    event(main, 'RunTask', 1_200_000, 40_000),
  ]

  it('lists each task from navigation start to the row with its direct parts by file', () => {
    expect(mainThreadTasks(events, 100)).toEqual({
      tasks: [
        {
          start: 10,
          ms: 30,
          parts: [
            ['v8.evaluateModule /main.js', 20],
            ['ParseHTML', 6],
          ],
        },
      ],
      total: 32,
      row: 100,
    })
  })

  it('finds nothing in a trace without a navigation', () => {
    expect(mainThreadTasks(events.slice(0, 2), 100)).toEqual({ tasks: [], total: 0 })
  })

  it("gives each kind of work its self time: an event's length less the events inside it", () => {
    expect(selfTimeByKind(events, 100)).toEqual({
      RunTask: 4 + 2,
      'v8.evaluateModule': 15,
      'v8.compile': 5,
      ParseHTML: 6,
    })
  })

  it('finds no kinds in a trace without a navigation', () => {
    expect(selfTimeByKind(events.slice(0, 2), 100)).toEqual({})
  })
})
