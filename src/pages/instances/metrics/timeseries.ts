/**
 * The instance metrics the Metrics tab charts (SPEC §2: cpu, disk, network sub-tabs), the OxQL
 * queries for them (POST /v1/timeseries/query) and the conversion of a query result (SPEC §3:
 * tables with timeseries, fields, points.timestamps and values) into chart series.
 */
import type { Measurement, OxqlQueryResult, Timeseries } from '~/store/api'

export type MetricsTab = 'cpu' | 'disk' | 'network'

export interface MetricDefinition {
  /** The timeseries name, `target:metric`. */
  metric: string
  title: string
  /** The unit of the charted value. */
  unit: string
  /**
   * How an interval's increase of a cumulative counter becomes the charted value: bytes and
   * counts per second, or vCPU time as a share of the instance's vCPUs.
   */
  scale: (perSecond: number, ncpus: number) => number
  /** The field that ties the series to the instance (disks are keyed by their attachment). */
  instanceField: 'instance_id' | 'attached_instance_id'
}

const perSecond = (value: number) => value
/** vCPU time is counted in nanoseconds: ns per second over all vCPUs, as a percentage. */
const cpuPercent = (nsPerSecond: number, ncpus: number) => (nsPerSecond / 1e9 / ncpus) * 100

export const metricsByTab: Record<MetricsTab, MetricDefinition[]> = {
  cpu: [
    {
      metric: 'virtual_machine:vcpu_usage',
      title: 'CPU utilization',
      unit: '%',
      scale: cpuPercent,
      instanceField: 'instance_id',
    },
  ],
  disk: [
    {
      metric: 'virtual_disk:reads',
      title: 'Disk reads',
      unit: 'reads/s',
      scale: perSecond,
      instanceField: 'attached_instance_id',
    },
    {
      metric: 'virtual_disk:writes',
      title: 'Disk writes',
      unit: 'writes/s',
      scale: perSecond,
      instanceField: 'attached_instance_id',
    },
    {
      metric: 'virtual_disk:bytes_read',
      title: 'Bytes read',
      unit: 'B/s',
      scale: perSecond,
      instanceField: 'attached_instance_id',
    },
    {
      metric: 'virtual_disk:bytes_written',
      title: 'Bytes written',
      unit: 'B/s',
      scale: perSecond,
      instanceField: 'attached_instance_id',
    },
  ],
  network: [
    {
      metric: 'instance_network_interface:bytes_received',
      title: 'Bytes received',
      unit: 'B/s',
      scale: perSecond,
      instanceField: 'instance_id',
    },
    {
      metric: 'instance_network_interface:bytes_sent',
      title: 'Bytes sent',
      unit: 'B/s',
      scale: perSecond,
      instanceField: 'instance_id',
    },
    {
      metric: 'instance_network_interface:packets_received',
      title: 'Packets received',
      unit: 'packets/s',
      scale: perSecond,
      instanceField: 'instance_id',
    },
    {
      metric: 'instance_network_interface:packets_sent',
      title: 'Packets sent',
      unit: 'packets/s',
      scale: perSecond,
      instanceField: 'instance_id',
    },
  ],
}

/** The time-range picker's choices, in hours back from now, and how the URL query names each. */
export const timeRanges = [
  { hours: 1, label: 'Last hour', param: '1h' },
  { hours: 6, label: 'Last 6 hours', param: '6h' },
  { hours: 24, label: 'Last 24 hours', param: '24h' },
  { hours: 168, label: 'Last 7 days', param: '7d' },
] as const

export type TimeRangeHours = (typeof timeRanges)[number]['hours']
export const DEFAULT_TIME_RANGE: TimeRangeHours = 1

/**
 * The chosen range lives in the URL query (`?range=24h`), so it stays across the cpu, disk and
 * network sub-tabs, survives a reload and can be shared; the default leaves the query out.
 */
export const TIME_RANGE_PARAM = 'range'

/** The range a query string names; the default when it names none or one that is not offered. */
export function timeRangeFromSearch(search: string): TimeRangeHours {
  const param = new URLSearchParams(search).get(TIME_RANGE_PARAM)
  return timeRanges.find((range) => range.param === param)?.hours ?? DEFAULT_TIME_RANGE
}

/** The query string with `hours` as the range, other parameters kept (no leading '?'). */
export function searchWithTimeRange(search: string, hours: TimeRangeHours) {
  const query = new URLSearchParams(search)
  const range = timeRanges.find((choice) => choice.hours === hours)
  if (!range || range.hours === DEFAULT_TIME_RANGE) query.delete(TIME_RANGE_PARAM)
  else query.set(TIME_RANGE_PARAM, range.param)
  return query.toString()
}

/** The OxQL query for one metric of one instance over the last `hours`. */
export function metricQuery(definition: MetricDefinition, instanceId: string, hours: number) {
  return `get ${definition.metric} | filter timestamp > @now() - ${hours}h && ${definition.instanceField} == "${instanceId}"`
}

/** Points of a chart: seconds since the epoch (uPlot's x) and the value at each. */
export interface ChartSeries {
  times: number[]
  values: number[]
}

function numericValues(series: Timeseries): (number | null)[] {
  const [first] = series.points.values
  if (!first) return []
  const { values } = first
  return values.type === 'integer' || values.type === 'double' ? values.values : []
}

/**
 * One chart series from a query result: each timeseries (a vCPU, a disk, an interface) turned
 * into per-interval rates when cumulative (or taken as is when a gauge), then summed per
 * timestamp.
 */
export function toChartSeries(
  result: OxqlQueryResult,
  definition: MetricDefinition,
  ncpus: number,
): ChartSeries {
  const sums = new Map<number, number>()
  for (const table of result.tables) {
    for (const series of table.timeseries) {
      const values = numericValues(series)
      const cumulative = series.points.values[0]?.metricType !== 'gauge'
      const times = series.points.timestamps.map((t) => Date.parse(t) / 1000)
      for (let i = cumulative ? 1 : 0; i < times.length; i++) {
        const value = values[i]
        if (value === null || value === undefined) continue
        let point = value
        if (cumulative) {
          const previous = values[i - 1]
          const seconds = times[i] - times[i - 1]
          if (previous === null || previous === undefined || seconds <= 0) continue
          // a counter that went down was reset: the interval's increase is unknown
          if (value < previous) continue
          point = definition.scale((value - previous) / seconds, ncpus)
        }
        sums.set(times[i], (sums.get(times[i]) ?? 0) + point)
      }
    }
  }
  const times = [...sums.keys()].sort((a, b) => a - b)
  return { times, values: times.map((t) => sums.get(t) ?? 0) }
}

/**
 * One chart series from the samples of a provisioning metric (`/v1/metrics/{metric_name}`):
 * numeric data as they are, others (missing samples, histograms) left out.
 */
export function measurementsToSeries(measurements: readonly Measurement[]): ChartSeries {
  const points = measurements
    .flatMap(({ timestamp, datum }) =>
      typeof datum.datum === 'number' ? [[Date.parse(timestamp) / 1000, datum.datum]] : [],
    )
    .sort(([a], [b]) => a - b)
  return { times: points.map(([time]) => time), values: points.map(([, value]) => value) }
}

/** How a chart writes a value with its unit, on its axis and in its summary. */
export type ValueFormat = (value: number) => string

const compact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, notation: 'compact' })

/** A value with its unit, e.g. '12.5 %', '1.2M B/s'. */
export const formatValue = (value: number, unit: string) => `${compact.format(value)} ${unit}`

/** What a screen reader is told about a chart: its latest, lowest and highest values. */
export function summarize(series: ChartSeries, format: ValueFormat) {
  if (series.values.length === 0) return 'No data in this time range'
  const latest = series.values[series.values.length - 1]
  const min = Math.min(...series.values)
  const max = Math.max(...series.values)
  return `Latest ${format(latest)}, lowest ${format(min)}, highest ${format(max)}`
}
