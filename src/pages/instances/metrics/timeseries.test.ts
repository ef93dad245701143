import type { Measurement, OxqlQueryResult, Timeseries } from '~/store/api'
import {
  formatValue,
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
const bytesSent = metricsByTab.network[1]
const t = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString()
const epoch = Date.UTC(2026, 0, 1) / 1000

function series(
  values: (number | null)[],
  seconds: number[],
  metricType: 'cumulative' | 'gauge' = 'cumulative',
): Timeseries {
  return {
    fields: {},
    points: {
      timestamps: seconds.map(t),
      values: [{ metricType, values: { type: 'integer', values } }],
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
      'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "i-1"',
    ],
    [
      metricsByTab.disk[0],
      24,
      'get virtual_disk:reads | filter timestamp > @now() - 24h && attached_instance_id == "i-1"',
    ],
    [
      bytesSent,
      168,
      'get instance_network_interface:bytes_sent | filter timestamp > @now() - 168h && instance_id == "i-1"',
    ],
  ] as [MetricDefinition, number, string][])('%o over %ih', (definition, hours, query) => {
    expect(metricQuery(definition, 'i-1', hours)).toBe(query)
  })

  it('has cpu, disk and network charts', () => {
    expect(Object.keys(metricsByTab)).toEqual(['cpu', 'disk', 'network'])
  })
})

describe('toChartSeries', () => {
  it.each([
    [
      'a cumulative counter becomes a rate per second',
      bytesSent,
      1,
      result(series([0, 600, 1800], [0, 60, 120])),
      { times: [epoch + 60, epoch + 120], values: [10, 20] },
    ],
    [
      'vCPU nanoseconds become a share of the vCPUs',
      cpu,
      2,
      // 60 s of one vCPU's time in 60 s on a 2-vCPU instance: 50 %
      result(series([0, 60e9], [0, 60])),
      { times: [epoch + 60], values: [50] },
    ],
    [
      'series at the same timestamps are summed',
      bytesSent,
      1,
      result(series([0, 60], [0, 60]), series([0, 120], [0, 60])),
      { times: [epoch + 60], values: [3] },
    ],
    [
      'a reset counter and missing values leave gaps',
      bytesSent,
      1,
      result(series([100, 50, null, 110], [0, 60, 120, 180])),
      { times: [], values: [] },
    ],
    [
      'a gauge is charted as is',
      bytesSent,
      1,
      result(series([5, 7], [0, 60], 'gauge')),
      { times: [epoch, epoch + 60], values: [5, 7] },
    ],
    ['no timeseries, no points', bytesSent, 1, result(), { times: [], values: [] }],
  ] as const)('%s', (_, definition, ncpus, data, expected) => {
    expect(toChartSeries(data, definition, ncpus)).toEqual(expected)
  })
})

describe('summarize', () => {
  it.each([
    [{ times: [], values: [] }, '%', 'No data in this time range'],
    [{ times: [1, 2, 3], values: [4, 12.5, 8] }, '%', 'Latest 8 %, lowest 4 %, highest 12.5 %'],
    [
      { times: [1], values: [1_200_000] },
      'B/s',
      'Latest 1.2M B/s, lowest 1.2M B/s, highest 1.2M B/s',
    ],
  ])('%o in %s', (chart, unit, text) => {
    expect(summarize(chart, (value) => formatValue(value, unit))).toBe(text)
  })
})

describe('measurementsToSeries', () => {
  const at = (second: number, datum: Measurement['datum']): Measurement => ({
    timestamp: t(second),
    datum,
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
