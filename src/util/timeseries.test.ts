// @vitest-environment node
import type { Measurement, OxqlQueryResult, Timeseries } from '~/store/api/index'
import {
  cpuMetrics,
  cpuPercent,
  emptyMetricsMessage,
  formatValue,
  formatWindow,
  hasAny,
  isNoSamplesError,
  type MetricDefinition,
  measurementsToSeries,
  metricQuery,
  metricsByTab,
  searchWithVcpuState,
  summarize,
  type TimeWindow,
  timeAxis,
  toChartSeries,
  vcpuStateFromSearch,
} from './timeseries'

const cpu = metricsByTab.cpu[0]
const diskReads = metricsByTab.disk[0]
const bytesSent = metricsByTab.network[1]
const t = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString()
const epoch = Date.UTC(2026, 0, 1) / 1000

/** An aligned series as the server sends it: a gauge of doubles, one a window. */
function aligned(values: (number | null)[], seconds: number[]): Timeseries {
  return {
    fields: {},
    points: {
      timestamps: seconds.map(t),
      values: [{ metricType: 'gauge', values: { type: 'double', values } }],
    },
  }
}

const result = (...timeseries: Timeseries[]): OxqlQueryResult => ({
  tables: [{ name: 'metric', timeseries }],
})

/** The window of `hours` ending at `iso`, in seconds since the epoch. */
const windowEnding = (iso: string, hours: number) => {
  const end = Date.parse(iso) / 1000
  return { start: end - hours * 3600, end }
}
/** The hour from the test's epoch (2026-01-01T00:00Z) to an hour later. */
const firstHour: TimeWindow = { start: epoch, end: epoch + 3600 }

describe('metric queries', () => {
  // the window's ends as UTC OxQL literals: the server aligns back from the query's end
  it.each([
    [
      cpu,
      1,
      'get virtual_machine:vcpu_usage | filter timestamp >= @2026-11-26T09:38:12.345 && timestamp < @2026-11-26T10:38:12.345 && instance_id == "i-1" && state == "run" | align mean_within(60s) | group_by [instance_id], sum',
    ],
    [
      diskReads,
      24,
      'get virtual_disk:reads | filter timestamp >= @2026-11-25T10:38:12.345 && timestamp < @2026-11-26T10:38:12.345 && attached_instance_id == "i-1" | align mean_within(1440s) | group_by [attached_instance_id], sum',
    ],
    [
      bytesSent,
      168,
      'get instance_network_interface:bytes_sent | filter timestamp >= @2026-11-19T10:38:12.345 && timestamp < @2026-11-26T10:38:12.345 && instance_id == "i-1" | align mean_within(10080s) | group_by [instance_id], sum',
    ],
  ] as [MetricDefinition, number, string][])('$0.metric over %ih', (definition, hours, query) => {
    expect(metricQuery(definition, 'i-1', windowEnding('2026-11-26T10:38:12.345Z', hours))).toBe(
      query,
    )
  })

  it('has cpu, disk and network charts, each unit saying what it counts', () => {
    expect(Object.keys(metricsByTab)).toEqual(['cpu', 'disk', 'network'])
    expect(Object.values(metricsByTab).flatMap((tab) => tab.map(({ unit }) => unit))).toEqual([
      '%',
      'reads per sample',
      'writes per sample',
      'bytes per sample',
      'bytes per sample',
      'bytes per sample',
      'bytes per sample',
      'packets per sample',
      'packets per sample',
    ])
  })
})

describe('cpuPercent', () => {
  it.each([
    // 5 s of run time per 5 s sample on a 1-vCPU instance: all of it
    [5e9, 1, 100],
    // 7.5 s over 4 vCPUs' 20 s
    [7.5e9, 4, 37.5],
    [0, 2, 0],
  ])('%d ns per sample on %d vCPUs is %d %%', (ns, ncpus, percent) => {
    expect(cpuPercent(ns, ncpus)).toBeCloseTo(percent)
  })
})

describe('toChartSeries', () => {
  // an hour in 60 s windows: the server's points at 0, 60, …, 3600 s, 3600 being now
  const hour = Array.from({ length: 61 }, (_, i) => i * 60)
  it.each([
    [
      'vCPU run time per sample, summed over the vCPUs, is a share of them all',
      cpu,
      4,
      result(aligned([5e9, 7.5e9, 10e9], [3480, 3540, 3600])),
      { times: [epoch + 3480, epoch + 3540, epoch + 3600], values: [25, 37.5, 50] },
    ],
    [
      'the window reaching back before the range is left out (its first delta is too big)',
      cpu,
      2,
      result(aligned([9e15, ...hour.slice(1).map(() => 2e9)], hour)),
      { times: hour.slice(1).map((s) => epoch + s), values: hour.slice(1).map(() => 20) },
    ],
    [
      'windows without samples stay gaps',
      bytesSent,
      1,
      result(aligned([5, null, 7], [3480, 3540, 3600])),
      { times: [epoch + 3480, epoch + 3540, epoch + 3600], values: [5, null, 7] },
    ],
    [
      'series left ungrouped are summed per timestamp',
      diskReads,
      1,
      result(aligned([1, 2], [3540, 3600]), aligned([10, null], [3540, 3600])),
      { times: [epoch + 3540, epoch + 3600], values: [11, 2] },
    ],
    [
      // the old query's answer, which read 'Latest 2.3B %': deltas, the first since boot
      'an unaligned answer is not charted',
      cpu,
      4,
      result({
        fields: {},
        points: {
          startTimes: [t(-2_592_000), t(0)],
          timestamps: [t(0), t(5)],
          values: [
            { metricType: 'delta', values: { type: 'integer', values: [2_300_000_000_000, 7e9] } },
          ],
        },
      }),
      { times: [], values: [] },
    ],
    ['no timeseries, no points', bytesSent, 1, result(), { times: [], values: [] }],
    [
      // a server whose clock runs ahead answers past the window's end: not drawn
      'points after the window are left out',
      bytesSent,
      1,
      result(aligned([5, 6, 7], [3540, 3600, 3660])),
      { times: [epoch + 3540, epoch + 3600], values: [5, 6] },
    ],
    [
      'points before the window are left out',
      bytesSent,
      1,
      result(aligned([3, 4, 5], [-60, 0, 60])),
      { times: [epoch + 60], values: [5] },
    ],
    [
      // an instance started a moment ago has one aligned point, at the window's end
      'a single point is kept where it falls',
      cpu,
      1,
      result(aligned([2.5e9], [3600])),
      { times: [epoch + 3600], values: [50] },
    ],
    [
      'an answer for another window draws nothing',
      cpu,
      1,
      result(aligned([2.5e9, 2.5e9], [90_000, 90_060])),
      { times: [], values: [] },
    ],
  ] as const)('%s', (_, definition, ncpus, data, expected) => {
    expect(toChartSeries(data, definition, ncpus, firstHour)).toEqual(expected)
  })
})

describe('the time window', () => {
  // ICU sets the range's dash between thin spaces
  it.each([
    ['Last hour', 1, 'UTC', 'Nov 26, 09:38\u2009–\u200910:38'],
    ['Last 6 hours', 6, 'UTC', 'Nov 26, 04:38\u2009–\u200910:38'],
    ['Last 24 hours', 24, 'UTC', 'Nov 25, 10:38\u2009–\u2009Nov 26, 10:38'],
    ['Last 7 days', 168, 'UTC', 'Nov 19, 10:38\u2009–\u2009Nov 26, 10:38'],
    ['Last hour', 1, 'Asia/Kolkata', 'Nov 26, 15:08\u2009–\u200916:08'],
    ['Last hour', 1, 'Pacific/Auckland', 'Nov 26, 22:38\u2009–\u200923:38'],
  ])('%s in %s prints %j', (_, hours, timeZone, label) => {
    expect(formatWindow(windowEnding('2026-11-26T10:38:12Z', hours), { timeZone })).toBe(label)
  })
})

describe('timeAxis', () => {
  const UTC = 'UTC'
  const nov26 = '2026-11-26T10:38:12Z'
  /** A date label for each day of `month` from `first` to `last`: 'Nov 20', 'Nov 21', … */
  const days = (month: string, first: number, last: number) =>
    Array.from({ length: last - first + 1 }, (_, index) => `${month} ${first + index}`)
  it.each([
    // within two hours, every ten minutes of the clock, as times of day
    [nov26, 1, UTC, ['09:40', '09:50', '10:00', '10:10', '10:20', '10:30']],
    // ten minutes of a clock a quarter hour off UTC are not UTC's
    [nov26, 1, 'Asia/Kathmandu', ['15:30', '15:40', '15:50', '16:00', '16:10', '16:20']],
    [nov26, 6, UTC, ['05:00', '06:00', '07:00', '08:00', '09:00', '10:00']],
    [nov26, 6, 'Asia/Kolkata', ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']],
    [nov26, 24, UTC, ['12:00', '16:00', '20:00', '00:00', '04:00', '08:00']],
    // over days, a date at each of the zone's midnights
    [nov26, 168, UTC, days('Nov', 20, 26)],
    [nov26, 168, 'America/New_York', days('Nov', 20, 26)],
    // the clocks go back on Nov 1 in New York: each mark still at a midnight
    [
      '2026-11-04T10:38:12Z',
      168,
      'America/New_York',
      [...days('Oct', 29, 31), ...days('Nov', 1, 4)],
    ],
  ])('%s, the last %d hours in %s', (end, hours, timeZone, labels) => {
    const window = windowEnding(end, hours)
    const axis = timeAxis(window, { timeZone })
    expect(axis.labels).toEqual(labels)
    // the axis spans the window, its marks inside it
    expect(axis.window).toEqual(window)
    expect(axis.ticks.every((tick) => tick >= window.start && tick <= window.end)).toBe(true)
    expect(axis.ticks).toEqual([...axis.ticks].sort((a, b) => a - b))
  })

  it('puts each mark at the time its label says', () => {
    const axis = timeAxis(windowEnding('2026-11-04T10:38:12Z', 168), {
      timeZone: 'America/New_York',
    })
    expect(axis.ticks.map((tick) => new Date(tick * 1000).toISOString())).toEqual([
      '2026-10-29T04:00:00.000Z',
      '2026-10-30T04:00:00.000Z',
      '2026-10-31T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
      '2026-11-03T05:00:00.000Z',
      '2026-11-04T05:00:00.000Z',
    ])
  })
})

describe('isNoSamplesError', () => {
  it.each([
    [{ message: 'Input tables to a `group_by` must not be empty', statusCode: 400 }, true],
    [{ message: 'Query parsing failed: unexpected literal', statusCode: 400 }, false],
    [undefined, false],
  ])('%o → %s', (error, expected) => expect(isNoSamplesError(error)).toBe(expected))
})

describe('summarize', () => {
  it.each([
    [{ times: [], values: [] }, '%', 'No data for this period'],
    [{ times: [1, 2], values: [null, null] }, '%', 'No data for this period'],
    [
      { times: [1, 2, 3, 4], values: [4, 12.5, 8, null] },
      '%',
      'Latest 8 %, lowest 4 %, highest 12.5 %',
    ],
    [
      { times: [1], values: [1_200_000] },
      'bytes per sample',
      'Latest 1.2M bytes per sample, lowest 1.2M bytes per sample, highest 1.2M bytes per sample',
    ],
  ])('%o in %s', (chart, unit, text) => {
    expect(summarize(chart, (value) => formatValue(value, unit))).toBe(text)
  })

  it('says why there is nothing', () => {
    expect(summarize({ times: [], values: [] }, String, 'The instance was not running')).toBe(
      'The instance was not running',
    )
  })
})

describe('measurementsToSeries', () => {
  const at = (second: number, datum: Measurement['datum']): Measurement => ({
    timestamp: t(second),
    datum,
  })
  const counter = (startTime: string, value: number): Measurement['datum'] => ({
    type: 'cumulative_i64',
    datum: { startTime, value },
  })
  it.each([
    ['no samples', [], { times: [], values: [] }],
    [
      'integer gauges in time order',
      [at(60, { type: 'i64', datum: 12 }), at(0, { type: 'i64', datum: 8 })],
      { times: [epoch, epoch + 60], values: [8, 12] },
    ],
    [
      'doubles as they are, other data left out',
      [
        at(0, { type: 'f64', datum: 1.5 }),
        at(60, { type: 'bool', datum: true }),
        at(120, { type: 'u64', datum: 2 }),
      ],
      { times: [epoch, epoch + 120], values: [1.5, 2] },
    ],
    [
      'a cumulative counter as its increase per sample, none across a restart',
      [
        at(0, counter(t(-60), 100)),
        at(60, counter(t(-60), 160)),
        at(120, counter(t(-60), 190)),
        at(180, counter(t(150), 5)),
        at(240, counter(t(150), 25)),
      ],
      { times: [epoch + 60, epoch + 120, epoch + 240], values: [60, 30, 20] },
    ],
  ] as [string, Measurement[], { times: number[]; values: number[] }][])(
    '%s',
    (_, measurements, expected) => {
      expect(measurementsToSeries(measurements)).toEqual(expected)
    },
  )
})

describe('hasAny', () => {
  it.each([
    ['loading', { isError: false }, undefined],
    ['none', { data: { items: [] }, isError: false }, false],
    ['some', { data: { items: [{}] }, isError: false }, true],
    // the charts then say what went wrong with their own queries
    ['failed to load', { isError: true }, true],
  ])('%s: %s', (_, list, expected) => expect(hasAny(list)).toBe(expected))
})

describe('emptyMetricsMessage', () => {
  const window = { start: 1_000_000, end: 1_003_600 }
  const at = (seconds: number) => new Date(seconds * 1000)
  it.each([
    ['running', at(900_000), 'No data for this period'],
    ['running since inside the window', at(1_002_000), 'No data for this period'],
    ['stopped since before the window', at(900_000), 'The instance was not running in this period'],
    [
      'stopped since the window began',
      at(1_000_000),
      'The instance was not running in this period',
    ],
    // it ran 15 s of the window and stopped: it may have run, too briefly for a sample
    ['stopped inside the window', at(1_000_015), 'No data for this period'],
    ['failed inside the window', at(1_003_000), 'No data for this period'],
  ])('%s', (state, timeRunStateUpdated, message) => {
    const runState = state.split(' ')[0]
    expect(emptyMetricsMessage({ runState, timeRunStateUpdated }, window)).toBe(message)
  })
})

describe('the vCPU state of the CPU charts', () => {
  it.each([
    ['', 'run'],
    ['state=emulation', 'emulation'],
    ['state=waiting&range=7d', 'waiting'],
    ['state=idle', 'idle'],
    ['state=all', 'all'],
    ['state=bogus', 'run'],
    ['state=RUN', 'run'],
  ])('reads %j as %s', (search, choice) => expect(vcpuStateFromSearch(search)).toBe(choice))

  it.each([
    ['range=7d', 'emulation', 'range=7d&state=emulation'],
    ['range=7d&state=idle', 'run', 'range=7d'],
    ['state=idle', 'all', 'state=all'],
  ] as const)('writes %j with %s as %j', (search, choice, written) =>
    expect(searchWithVcpuState(search, choice)).toBe(written),
  )

  it.each([
    ['run', ['CPU utilization']],
    ['emulation', ['CPU time in emulation']],
    ['waiting', ['CPU time waiting']],
    ['idle', ['CPU time idle']],
    ['all', ['CPU utilization', 'CPU time in emulation', 'CPU time waiting', 'CPU time idle']],
  ] as const)('charts %s as %j, each filtered to its state', (choice, titles) => {
    const charts = cpuMetrics(choice)
    expect(charts.map((chart) => chart.title)).toEqual(titles)
    for (const chart of charts) {
      expect(chart.unit).toBe('%')
      const query = metricQuery(chart, 'i-1', windowEnding('2026-11-26T10:38:12.345Z', 1))
      expect(query).toContain(`&& state == "${chart.filters?.state}"`)
    }
    expect(new Set(charts.map((chart) => chart.filters?.state)).size).toBe(charts.length)
  })

  it('charts running guest code by default', () => {
    expect(metricsByTab.cpu).toEqual(cpuMetrics('run'))
  })
})
