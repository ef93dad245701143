/**
 * The instance metrics the Metrics tab charts (SPEC §2: cpu, disk, network sub-tabs), the OxQL
 * queries for them (POST /v1/timeseries/query) and the conversion of a query result (SPEC §3:
 * tables with timeseries, fields, points.timestamps and values) into chart series.
 *
 * What the server does with these queries (omicron oximeter/db, oxql-types; mirage/handlers/
 * timeseries.ts copies it): every metric here is a cumulative counter, which a query fetches
 * as deltas whose first point holds everything since the counter started, so an unaligned
 * answer is useless for a chart. `align mean_within(W)` turns the deltas into a gauge: at the
 * query's end and every W before it, the mean increase per sample in that window. `group_by
 * [field], sum` then adds up the instance's vCPUs, disks or interfaces.
 */
import {
  type ApiError,
  type Measurement,
  type OxqlQueryResult,
  type Revived,
  reviveDates,
  type Timeseries,
} from '~/store/api/index'
import {
  type DateTimeOptions,
  formatClock,
  formatMonthDay,
  formatPeriod,
  zoneOffsetMs,
} from './relative-time'

export type MetricsTab = 'cpu' | 'disk' | 'network'

/**
 * How often propolis samples the vCPU kstats (seconds): an aligned vCPU value is the run time
 * gained per sample, so this turns it into a share of wall-clock time. The reference console
 * divides by the same interval (its VCPU_KSTAT_INTERVAL).
 */
export const VCPU_SAMPLE_SECONDS = 5

export interface MetricDefinition {
  /** The timeseries name, `target:metric`. */
  metric: string
  title: string
  /** What a value is, written after it ('%', 'reads per sample'). */
  unit: string
  /** What the chart shows, under its title. */
  description: string
  /** The field that ties the series to the instance (disks are keyed by their attachment). */
  instanceField: 'instance_id' | 'attached_instance_id'
  /** More equality filters on the timeseries' fields. */
  filters?: Readonly<Record<string, string>>
  /** The charted value from the aligned value, summed over the instance's series. */
  toValue: (perSample: number, ncpus: number) => number
}

/**
 * vCPU time in `run` per sample, summed over the vCPUs, as a percentage of the time all the
 * instance's vCPUs had: 100 % is every vCPU busy.
 */
export const cpuPercent = (nsPerSample: number, ncpus: number) =>
  (nsPerSample / (VCPU_SAMPLE_SECONDS * 1e9 * ncpus)) * 100

/**
 * Disk and network counters are sampled at the producer's own pace, which the console does not
 * know, so their aligned values are counts per sample rather than rates, and say so.
 */
const perSample = (value: number) => value
const PER_SAMPLE = 'Average per sample, over all'

/**
 * The states `virtual_machine:vcpu_usage` counts a vCPU's time in (its `state` field): each is a
 * chart of its own, and the Metrics tab shows one at a time or all four.
 */
export const VCPU_STATES = [
  {
    id: 'run',
    label: 'Running',
    title: 'CPU utilization',
    description: 'Time the vCPUs spent running guest code, as a share of all the vCPUs',
  },
  {
    id: 'emulation',
    label: 'Emulation',
    title: 'CPU time in emulation',
    description: 'Time the host spent doing work for the guest, such as its I/O, as a share',
  },
  {
    id: 'waiting',
    label: 'Waiting',
    title: 'CPU time waiting',
    description: 'Time the vCPUs were ready to run but waited for a host CPU, as a share',
  },
  {
    id: 'idle',
    label: 'Idle',
    title: 'CPU time idle',
    description: 'Time the vCPUs had nothing to run, as a share of all the vCPUs',
  },
] as const

export type VcpuState = (typeof VCPU_STATES)[number]['id']
/** What the CPU sub-tab shows: one state's chart, or every state's. */
export type VcpuStateChoice = VcpuState | 'all'

/** The URL query parameter of the CPU sub-tab's state, left out for the default, `run`. */
const VCPU_STATE_PARAM = 'state'
const DEFAULT_VCPU_STATE: VcpuState = 'run'

const isVcpuStateChoice = (value: string | null): value is VcpuStateChoice =>
  value === 'all' || VCPU_STATES.some((state) => state.id === value)

export function vcpuStateFromSearch(search: string): VcpuStateChoice {
  const value = new URLSearchParams(search).get(VCPU_STATE_PARAM)
  return isVcpuStateChoice(value) ? value : DEFAULT_VCPU_STATE
}

/** The query string with `choice` in it, other parameters kept (no leading '?'). */
export function searchWithVcpuState(search: string, choice: VcpuStateChoice) {
  const query = new URLSearchParams(search)
  if (choice === DEFAULT_VCPU_STATE) query.delete(VCPU_STATE_PARAM)
  else query.set(VCPU_STATE_PARAM, choice)
  return query.toString()
}

const cpuMetric = ({ id, title, description }: (typeof VCPU_STATES)[number]): MetricDefinition => ({
  metric: 'virtual_machine:vcpu_usage',
  title,
  unit: '%',
  description,
  instanceField: 'instance_id',
  filters: { state: id },
  toValue: cpuPercent,
})

/** The CPU sub-tab's charts for the chosen state: one, or one per state. */
export const cpuMetrics = (choice: VcpuStateChoice) =>
  VCPU_STATES.filter((state) => choice === 'all' || state.id === choice).map(cpuMetric)

export const metricsByTab: Record<MetricsTab, MetricDefinition[]> = {
  cpu: cpuMetrics(DEFAULT_VCPU_STATE),
  disk: [
    ['virtual_disk:reads', 'Disk reads', 'reads per sample'],
    ['virtual_disk:writes', 'Disk writes', 'writes per sample'],
    ['virtual_disk:bytes_read', 'Bytes read', 'bytes per sample'],
    ['virtual_disk:bytes_written', 'Bytes written', 'bytes per sample'],
  ].map(([metric, title, unit]) => ({
    metric,
    title,
    unit,
    description: `${PER_SAMPLE} attached disks`,
    instanceField: 'attached_instance_id',
    toValue: perSample,
  })),
  network: [
    ['instance_network_interface:bytes_received', 'Bytes received', 'bytes per sample'],
    ['instance_network_interface:bytes_sent', 'Bytes sent', 'bytes per sample'],
    ['instance_network_interface:packets_received', 'Packets received', 'packets per sample'],
    ['instance_network_interface:packets_sent', 'Packets sent', 'packets per sample'],
  ].map(([metric, title, unit]) => ({
    metric,
    title,
    unit,
    description: `${PER_SAMPLE} network interfaces`,
    instanceField: 'instance_id',
    toValue: perSample,
  })),
}

/**
 * Whether the instance has any of what a sub-tab measures (disks, network interfaces), from its
 * list of them: undefined until the list is in. A list that fails to load is taken to hold
 * something: the charts, and their own errors, say more than a guess would.
 */
export const hasAny = ({ data, isError }: { data?: { items: unknown[] }; isError: boolean }) =>
  isError ? true : data && data.items.length > 0

/** The alignment window for a range: 60 points whatever the range (60 s over an hour). */
export const windowSeconds = (hours: number) => hours * 60

/**
 * The span the charts show, in seconds since the epoch (the charts' x): the chosen range back
 * from when it was chosen. The x axis runs from start to end whatever the answer holds.
 */
export interface TimeWindow {
  start: number
  end: number
}

/** The range's length in hours, for its alignment window. */
const hoursOf = (window: TimeWindow) => (window.end - window.start) / 3600

/** An OxQL timestamp literal: UTC, written without its zone (`@2026-11-26T09:38:00.000`). */
const oxqlTimestamp = (seconds: number) => `@${new Date(seconds * 1000).toISOString().slice(0, -1)}`

/**
 * The OxQL query for one metric of one instance over `window`: aligned, and summed to one series
 * for the instance. The window's ends are sent as they are rather than as `@now() - 1h`: the
 * server aligns back from the query's end, so its points fall on the window the axis shows, not
 * on the server's own clock.
 */
export function metricQuery(definition: MetricDefinition, instanceId: string, window: TimeWindow) {
  const filters = [
    `timestamp >= ${oxqlTimestamp(window.start)}`,
    `timestamp < ${oxqlTimestamp(window.end)}`,
    `${definition.instanceField} == "${instanceId}"`,
    ...Object.entries(definition.filters ?? {}).map(([field, value]) => `${field} == "${value}"`),
  ]
  return [
    `get ${definition.metric}`,
    `filter ${filters.join(' && ')}`,
    `align mean_within(${windowSeconds(hoursOf(window))}s)`,
    `group_by [${definition.instanceField}], sum`,
  ].join(' | ')
}

/**
 * Points of a chart: seconds since the epoch (uPlot's x) and the value at each; null where
 * there was no sample (the instance was not running), which the chart leaves as a gap.
 */
export interface ChartSeries {
  times: number[]
  values: (number | null)[]
}

export const emptySeries: ChartSeries = { times: [], values: [] }

/** An aligned series' values; anything else (an unaligned answer) is not a chart's to read. */
function gaugeValues(series: Timeseries): (number | null)[] | undefined {
  const [first] = series.points.values
  if (first?.metricType !== 'gauge') return undefined
  const { values } = first
  return values.type === 'integer' || values.type === 'double' ? values.values : undefined
}

/**
 * One chart series from an aligned query result: the series (normally one, after group_by)
 * added up per timestamp, each sum made the charted value. Only points inside the time window
 * are kept, and of those not one whose alignment window reaches back before the time window's
 * start: the first delta it holds covers time before the range, so its mean is too high.
 */
export function toChartSeries(
  result: OxqlQueryResult,
  definition: MetricDefinition,
  ncpus: number,
  window: TimeWindow,
): ChartSeries {
  const sums = new Map<number, number | null>()
  for (const table of result.tables) {
    for (const series of table.timeseries) {
      const values = gaugeValues(series)
      if (!values) continue
      series.points.timestamps.forEach((timestamp, i) => {
        const time = Date.parse(timestamp) / 1000
        const value = values[i] ?? null
        const sum = sums.get(time) ?? null
        sums.set(time, value === null ? sum : (sum ?? 0) + value)
      })
    }
  }
  const alignment = windowSeconds(hoursOf(window))
  const inRange = [...sums.keys()]
    .filter((time) => time - alignment >= window.start && time <= window.end)
    .sort((a, b) => a - b)
  return {
    times: inRange,
    values: inRange.map((time) => {
      const sum = sums.get(time) ?? null
      return sum === null ? null : definition.toValue(sum, ncpus)
    }),
  }
}

/**
 * The server refuses to group an empty table: a query for an instance with no samples in the
 * range (it was not running) answers with this rather than with no timeseries.
 */
export const isNoSamplesError = (error: unknown) =>
  typeof (error as Partial<ApiError> | undefined)?.message === 'string' &&
  (error as ApiError).message.includes('`group_by` must not be empty')

/** A cumulative datum's counter; other data have none. */
function counterOf(datum: Revived<Measurement>['datum']) {
  switch (datum.type) {
    case 'cumulative_i64':
    case 'cumulative_u64':
    case 'cumulative_f32':
    case 'cumulative_f64':
      return datum.datum
    default:
      return undefined
  }
}

/**
 * One chart series from the samples of a provisioning metric (`/v1/metrics/{metric_name}`).
 * The server's provisioning metrics are gauges (i64), charted as they are. A cumulative datum
 * (the contract allows one) is charted as its increase since the previous sample of the same
 * counter, since its raw value is a total since the counter started. Histograms and missing
 * samples are left out.
 */
export function measurementsToSeries(measurements: readonly Measurement[]): ChartSeries {
  const sorted = reviveDates(measurements).toSorted(
    (a, b) => a.timestamp.getTime() - b.timestamp.getTime(),
  )
  const points: [number, number][] = []
  let previous: { startTime: Date; value: number } | undefined
  for (const { timestamp, datum } of sorted) {
    const time = timestamp.getTime() / 1000
    if (typeof datum.datum === 'number') {
      points.push([time, datum.datum])
    } else {
      const counter = counterOf(datum)
      if (!counter) continue
      // a new start time is a restarted counter: the increase across the restart is unknown
      if (previous && previous.startTime.getTime() === counter.startTime.getTime()) {
        points.push([time, counter.value - previous.value])
      }
      previous = counter
    }
  }
  return { times: points.map(([time]) => time), values: points.map(([, value]) => value) }
}

/**
 * The time axis of a window: where its marks go (seconds since the epoch) and what each says.
 * Marks fall on the zone's whole ten minutes, hours or midnights, whichever gives a handful over
 * the window; a mark within a day reads as a time of day, a mark a day apart as a date.
 */
export interface TimeAxis {
  window: TimeWindow
  ticks: number[]
  labels: string[]
}

const HOUR_SECONDS = 3600
const DAY_SECONDS = 24 * HOUR_SECONDS
/** The spacing of the marks: the first whose window limit the window is within. */
const TICK_STEPS: { within: number; step: number }[] = [
  { within: 2 * HOUR_SECONDS, step: 10 * 60 },
  { within: 12 * HOUR_SECONDS, step: HOUR_SECONDS },
  { within: 2 * DAY_SECONDS, step: 4 * HOUR_SECONDS },
  // a date a day fits about ten days across a chart a third of the page wide; a longer custom
  // range marks every few days, or weeks, so the dates do not run into each other
  { within: 10 * DAY_SECONDS, step: DAY_SECONDS },
  { within: 30 * DAY_SECONDS, step: 3 * DAY_SECONDS },
  { within: 90 * DAY_SECONDS, step: 7 * DAY_SECONDS },
  { within: Number.POSITIVE_INFINITY, step: 30 * DAY_SECONDS },
]

export function timeAxis(window: TimeWindow, zone: DateTimeOptions = {}): TimeAxis {
  const span = window.end - window.start
  const { step } = TICK_STEPS.find(({ within }) => span <= within) ?? TICK_STEPS[0]
  // seconds the zone's clock is ahead of UTC: a mark is a multiple of the step on that clock
  const offset = (time: number) => zoneOffsetMs(time * 1000, zone) / 1000
  const startOffset = offset(window.start)
  const ticks: number[] = []
  for (
    let wall = Math.ceil((window.start + startOffset) / step) * step;
    wall - startOffset <= window.end + HOUR_SECONDS;
    wall += step
  ) {
    // the offset where the mark falls, which a change to or from summer time moves
    const tick = wall - offset(wall - startOffset)
    if (tick >= window.start && tick <= window.end) ticks.push(tick)
  }
  const label = step < DAY_SECONDS ? formatClock : formatMonthDay
  return { window, ticks, labels: ticks.map((tick) => label(tick * 1000, zone)) }
}

/** The window as the page prints it: 'Nov 26, 09:38 – 10:38', the date on both ends if they differ. */
export const formatWindow = (window: TimeWindow, zone: DateTimeOptions = {}) =>
  formatPeriod(window.start * 1000, window.end * 1000, zone)

/** How a chart writes a value with its unit, on its axis and in its summary. */
export type ValueFormat = (value: number) => string

const compact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, notation: 'compact' })

/** A value with its unit, e.g. '12.5 %', '1.2M B/s'. */
export const formatValue = (value: number, unit: string) => `${compact.format(value)} ${unit}`

/** The values that are there (a gap is no value). */
export const presentValues = (series: ChartSeries) =>
  series.values.filter((value): value is number => value !== null)

/** What a screen reader is told about a chart: its latest, lowest and highest values. */
export function summarize(
  series: ChartSeries,
  format: ValueFormat,
  empty = 'No data for this period',
) {
  const values = presentValues(series)
  if (values.length === 0) return empty
  const latest = values[values.length - 1]
  return `Latest ${format(latest)}, lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}`
}

/**
 * What an instance's empty chart says. 'Not running in this period' only when the instance has
 * been in a state that reports nothing (not running) since before the window began: one that
 * changed state inside the window may have run in it, if too briefly for a sample.
 */
export function emptyMetricsMessage(
  instance: { runState: string; timeRunStateUpdated: Date },
  window: TimeWindow,
) {
  const since = instance.timeRunStateUpdated.getTime() / 1000
  return instance.runState !== 'running' && since <= window.start
    ? 'The instance was not running in this period'
    : 'No data for this period'
}
