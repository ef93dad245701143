import type { Measurement, OxqlQueryResult, Timeseries } from '~/store/api'
import {
  cpuPercent,
  formatValue,
  isNoSamplesError,
  type MetricDefinition,
  measurementsToSeries,
  metricQuery,
  metricsByTab,
  searchWithTimeRange,
  summarize,
  timeRangeFromSearch,
  toChartSeries,
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

describe('metric queries', () => {
  it.each([
    [
      cpu,
      1,
      'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && instance_id == "i-1" && state == "run" | align mean_within(60s) | group_by [instance_id], sum',
    ],
    [
      diskReads,
      24,
      'get virtual_disk:reads | filter timestamp >= @now() - 24h && attached_instance_id == "i-1" | align mean_within(1440s) | group_by [attached_instance_id], sum',
    ],
    [
      bytesSent,
      168,
      'get instance_network_interface:bytes_sent | filter timestamp >= @now() - 168h && instance_id == "i-1" | align mean_within(10080s) | group_by [instance_id], sum',
    ],
  ] as [MetricDefinition, number, string][])('$0.metric over %ih', (definition, hours, query) => {
    expect(metricQuery(definition, 'i-1', hours)).toBe(query)
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
  ] as const)('%s', (_, definition, ncpus, data, expected) => {
    expect(toChartSeries(data, definition, ncpus, 1)).toEqual(expected)
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

describe('the time range in the URL query', () => {
  it.each([
    ['', 1],
    ['?range=1h', 1],
    ['?range=6h', 6],
    ['range=24h', 24],
    ['?range=7d', 168],
    ['?range=2h', 1],
    ['?range=', 1],
    ['?other=x&range=24h', 24],
  ])('%s → %d hours', (search, hours) => expect(timeRangeFromSearch(search)).toBe(hours))

  it.each([
    ['', 24, 'range=24h'],
    ['range=24h', 168, 'range=7d'],
    ['range=24h', 1, ''],
    ['other=x', 6, 'other=x&range=6h'],
    ['other=x&range=6h', 1, 'other=x'],
  ] as const)('%s with %d hours → %s', (search, hours, expected) =>
    expect(searchWithTimeRange(search, hours)).toBe(expected),
  )
})
