// @vitest-environment node
/** The benchmark's figures (bench.mjs): options, statistics and the table it prints. */
import {
  countRequests,
  formatRow,
  longTaskStats,
  parseBenchArgs,
  percentile,
  renderTable,
  sourceBucket,
  summarize,
} from './bench.mjs'

test.each([
  [[], { runs: 5, delay: 30, modes: ['production', 'preview'], profile: false, waterfall: false }],
  [
    ['--runs=7'],
    { runs: 7, delay: 30, modes: ['production', 'preview'], profile: false, waterfall: false },
  ],
  [
    ['--delay=0', '--mode=preview'],
    { runs: 5, delay: 0, modes: ['preview'], profile: false, waterfall: false },
  ],
  [
    ['--mode=production', '--runs=1'],
    { runs: 1, delay: 30, modes: ['production'], profile: false, waterfall: false },
  ],
  [
    ['--profile', '--mode=production'],
    { runs: 5, delay: 30, modes: ['production'], profile: 'projects', waterfall: false },
  ],
  [
    ['--only=scale', '--runs=1'],
    {
      runs: 1,
      delay: 30,
      modes: ['production', 'preview'],
      profile: false,
      waterfall: false,
      only: 'scale',
    },
  ],
  [
    ['--profile=click'],
    { runs: 5, delay: 30, modes: ['production', 'preview'], profile: 'click', waterfall: false },
  ],
  [
    ['--waterfall', '--mode=production'],
    { runs: 5, delay: 30, modes: ['production'], profile: false, waterfall: true },
  ],
  [
    ['--profile=scale'],
    { runs: 5, delay: 30, modes: ['production', 'preview'], profile: 'scale', waterfall: false },
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
])('refuses %s', (arg) => {
  expect(() => parseBenchArgs([arg])).toThrow(/bad option/)
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
