/**
 * OxQL timeseries (POST /v1/timeseries/query, GET /v1/system/timeseries/schemas) answered the
 * way the real server answers them, so a query the console gets wrong reads as wrong in the
 * preview too. What is copied from the server (omicron, oximeter/db and oxql-types):
 *
 * - The instance metrics are cumulative u64 counters (schemas in oximeter/oximeter/schema:
 *   virtual-machine.toml, virtual-disk.toml, instance-network-interface.toml): vCPU time in
 *   nanoseconds per (instance_id, vcpu_id, state), and per disk or per network interface counts
 *   and bytes since the counter started (when the instance booted).
 * - Fetching a cumulative timeseries turns it into deltas (`Points::delta_from_cumulative`):
 *   metric type `delta`, the first point holding everything since the counter's start time, each
 *   later one the increase since the previous sample. So a query without `align` gets one huge
 *   first point and small ones after it.
 * - `align mean_within(W)` (table_ops/align.rs) emits a gauge of doubles at the query's end time
 *   and every W before it, back to the first sample: each the mean of the deltas in the window,
 *   weighted by how much of each delta's interval falls in it. That is the increase per sample,
 *   not per second; a window with no samples is a missing (null) point.
 * - `group_by [fields], sum|mean` (table_ops/group_by.rs) needs aligned input and refuses an
 *   empty table.
 *
 * The mock samples every counter every SAMPLE_SECONDS (propolis's vCPU kstat interval, which the
 * reference console also divides by), only while the instance runs.
 */
import type { MockDb, Schemas } from '../db'
import { invalidRequest } from '../errors'
import { projectSiloId } from '../ip-allocation'
import { lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate } from '../pagination'
import { stringField } from '../validate'

type FieldType = Schemas['FieldType']
type FieldValue = Schemas['FieldValue']
type Timeseries = Schemas['Timeseries']
type TimeseriesSchema = Schemas['TimeseriesSchema']
type Instance = Schemas['Instance']

export const SAMPLE_SECONDS = 5
const SAMPLE_MS = SAMPLE_SECONDS * 1000
const DAY_MS = 86_400_000
/** How long a seeded instance that is up has been running, as far as its counters go. */
export const SEEDED_UPTIME_MS = 30 * DAY_MS
/** Raw (unaligned) points the mock returns at most; past that a query must align. */
export const MAX_RAW_POINTS = 50_000
/** Samples the mock draws for one query at most, so a query for everything stays quick. */
export const MAX_FETCHED_SAMPLES = 1_000_000
/** States in which the instance's propolis runs and its producers report. */
const UP_STATES = new Set<Instance['run_state']>(['running', 'rebooting', 'migrating', 'stopping'])

/** A rate over time (per second): a level, a daily swing and a faster wobble. */
interface Wave {
  level: number
  daily: number
  wobble: number
}

interface MetricSpec {
  target: 'virtual_machine' | 'virtual_disk' | 'instance_network_interface'
  metric: string
  units: Schemas['Units']
  description: string
}

const TARGET_FIELDS: Record<MetricSpec['target'], Record<string, FieldType>> = {
  virtual_machine: { silo_id: 'uuid', project_id: 'uuid', instance_id: 'uuid' },
  virtual_disk: {
    silo_id: 'uuid',
    project_id: 'uuid',
    disk_id: 'uuid',
    attached_instance_id: 'uuid',
    block_size: 'u32',
  },
  instance_network_interface: {
    silo_id: 'uuid',
    project_id: 'uuid',
    instance_id: 'uuid',
    interface_id: 'uuid',
  },
}
const TARGET_DESCRIPTIONS: Record<MetricSpec['target'], string> = {
  virtual_machine: 'A guest virtual machine instance',
  virtual_disk: 'A virtual disk',
  instance_network_interface: 'A network interface of an instance',
}

const metricSpecs: MetricSpec[] = [
  {
    target: 'virtual_machine',
    metric: 'vcpu_usage',
    units: 'nanoseconds',
    description: 'Cumulative time each vCPU has spent in a state',
  },
  ...(['reads', 'writes', 'bytes_read', 'bytes_written'] as const).map(
    (metric): MetricSpec => ({
      target: 'virtual_disk',
      metric,
      units: metric.startsWith('bytes') ? 'bytes' : 'count',
      description: `Number of ${metric.replace('_', ' ')} on the disk`,
    }),
  ),
  ...(['bytes_received', 'bytes_sent', 'packets_received', 'packets_sent'] as const).map(
    (metric): MetricSpec => ({
      target: 'instance_network_interface',
      metric,
      units: metric.startsWith('bytes') ? 'bytes' : 'count',
      description: `Total ${metric.replace('_', ' ')} on the interface`,
    }),
  ),
]

const nameOf = (spec: MetricSpec) => `${spec.target}:${spec.metric}`
const fieldTypes = (spec: MetricSpec): Record<string, FieldType> =>
  spec.metric === 'vcpu_usage'
    ? { ...TARGET_FIELDS[spec.target], vcpu_id: 'u32', state: 'string' }
    : TARGET_FIELDS[spec.target]

/** The schemas as `/v1/system/timeseries/schemas` lists them. */
export function timeseriesSchemas(created: string): TimeseriesSchema[] {
  return metricSpecs.map((spec) => {
    const targetFields = TARGET_FIELDS[spec.target]
    return {
      timeseries_name: nameOf(spec),
      authz_scope: 'project',
      created,
      datum_type: 'cumulative_u64',
      units: spec.units,
      version: 1,
      description: { target: TARGET_DESCRIPTIONS[spec.target], metric: spec.description },
      field_schema: Object.entries(fieldTypes(spec)).map(([name, field_type]) => ({
        name,
        field_type,
        source: name in targetFields ? 'target' : 'metric',
        description: name.replaceAll('_', ' '),
      })),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Parsing: the subset of OxQL the console sends, anything else refused as the server refuses it.

type Comparison = '==' | '!=' | '>' | '>=' | '<' | '<='
type Literal = string | number | boolean
interface Predicate {
  field: string
  op: Comparison
  value: Literal
}
export interface ParsedQuery {
  name: string
  filters: Predicate[]
  /** The alignment window, in ms. */
  align?: number
  groupBy?: { fields: string[]; reducer: 'sum' | 'mean' }
}

const parseError = (detail: string) => invalidRequest(`Query parsing failed: ${detail}`)

const DURATION_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS }
function duration(text: string) {
  const match = /^(\d+)([smhd])$/.exec(text.trim())
  if (!match) throw parseError(`invalid duration '${text.trim()}'`)
  return Number(match[1]) * DURATION_MS[match[2]]
}

function literal(raw: string, now: number): Literal {
  const text = raw.trim()
  const relative = /^@now\(\)(?:\s*-\s*(\S+))?$/.exec(text)
  if (relative) return now - (relative[1] ? duration(relative[1]) : 0)
  // OxQL timestamps are UTC without a zone: @2026-01-01T00:00:00.000
  const absolute = /^@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/.exec(text)
  if (absolute) return Date.parse(`${absolute[1]}Z`)
  const quoted = /^"([^"]*)"$/.exec(text)
  if (quoted) return quoted[1]
  if (/^-?\d+$/.test(text)) return Number(text)
  if (text === 'true' || text === 'false') return text === 'true'
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) return text
  throw parseError(`unexpected literal '${text}'`)
}

function parseFilter(text: string, now: number): Predicate[] {
  if (/\|\||[()]/.test(text.replace(/@now\(\)/g, ''))) {
    throw parseError('the mock supports only comparisons joined by &&')
  }
  return text.split('&&').map((part) => {
    const match = /^\s*([a-z_][a-z0-9_]*)\s*(==|!=|>=|<=|>|<)\s*(.+?)\s*$/.exec(part)
    if (!match) throw parseError(`invalid filter expression '${part.trim()}'`)
    return { field: match[1], op: match[2] as Comparison, value: literal(match[3], now) }
  })
}

export function parseQuery(text: string, now: number): ParsedQuery {
  // a lone `|` separates table operations; `||` is a (refused) logical or
  const [get, ...operations] = text.split(/(?<!\|)\|(?!\|)/).map((part) => part.trim())
  const name = /^get\s+([a-z][a-z0-9_]*:[a-z][a-z0-9_]*)$/.exec(get)?.[1]
  if (!name) throw parseError(`expected 'get <timeseries name>' at '${get}'`)
  const query: ParsedQuery = { name, filters: [] }
  for (const operation of operations) {
    const [, keyword = '', rest = ''] = /^([a-z_]+)\s*(.*)$/s.exec(operation) ?? []
    if (keyword === 'filter' && query.align === undefined && !query.groupBy) {
      query.filters.push(...parseFilter(rest, now))
    } else if (keyword === 'align' && query.align === undefined && !query.groupBy) {
      const window = /^mean_within\((.+)\)$/.exec(rest.trim())?.[1]
      if (!window) throw parseError(`unsupported alignment '${rest.trim()}'`)
      query.align = duration(window)
    } else if (keyword === 'group_by' && !query.groupBy) {
      const match = /^\[([^\]]*)\]\s*(?:,\s*(sum|mean))?$/.exec(rest.trim())
      if (!match) throw parseError(`invalid group_by '${rest.trim()}'`)
      const fields = match[1]
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
      query.groupBy = { fields, reducer: match[2] === 'sum' ? 'sum' : 'mean' }
    } else {
      throw parseError(`unsupported table operation '${operation}'`)
    }
  }
  return query
}

// ---------------------------------------------------------------------------------------------
// The counters: what each instance's producers would have reported.

/** A small stable hash, so each vCPU, disk and interface wobbles in its own phase. */
function phaseOf(key: string) {
  let hash = 2166136261
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return ((hash >>> 0) / 2 ** 32) * 2 * Math.PI
}

const WOBBLE_MS = 47 * 60_000
/** ∫ wave from the epoch to `t` (ms), in per-second units × seconds. */
function integral(wave: Wave, phase: number, t: number) {
  const seconds = t / 1000
  const daily = (2 * Math.PI) / (DAY_MS / 1000)
  const wobble = (2 * Math.PI) / (WOBBLE_MS / 1000)
  return (
    wave.level * seconds -
    (wave.daily / daily) * Math.cos(daily * seconds + phase) -
    (wave.wobble / wobble) * Math.cos(wobble * seconds + phase * 1.7)
  )
}

/** The share of a vCPU's time in `run`: between about 8 % and 56 %. */
const RUN: Wave = { level: 0.32, daily: 0.18, wobble: 0.06 }
const STEADY = { emulation: 0.015, waiting: 0.01 }
const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const

/** Per-second rates of the disk and interface counters. */
const WAVES: Record<string, Wave> = {
  reads: { level: 40, daily: 25, wobble: 10 },
  writes: { level: 15, daily: 10, wobble: 4 },
  bytes_read: { level: 40 * 16_384, daily: 25 * 16_384, wobble: 10 * 16_384 },
  bytes_written: { level: 15 * 32_768, daily: 10 * 32_768, wobble: 4 * 32_768 },
  packets_received: { level: 300, daily: 200, wobble: 80 },
  packets_sent: { level: 200, daily: 120, wobble: 50 },
  bytes_received: { level: 300 * 900, daily: 200 * 900, wobble: 80 * 900 },
  bytes_sent: { level: 200 * 700, daily: 120 * 700, wobble: 50 * 700 },
}

/**
 * The counter's total at a time since the epoch, in ms (the difference of two is what grew
 * between); worked out once a series, as it is read for every sample.
 */
function counterTotal(metric: string, fields: Record<string, FieldValue>): (t: number) => number {
  // every state of a vCPU shares its phase, so the states add up to the vCPU's whole time
  const key = Object.entries(fields)
    .filter(([name]) => name !== 'state')
    .map(([, field]) => String(field.value))
    .join('/')
  const phase = phaseOf(key)
  if (metric !== 'vcpu_usage') return (t) => integral(WAVES[metric], phase, t)
  const state = fields.state?.value
  const run = (t: number) => integral(RUN, phase, t) * 1e9
  if (state === 'run') return run
  if (state === 'idle') {
    return (t) => (1 - STEADY.emulation - STEADY.waiting) * t * 1e6 - run(t)
  }
  const share = STEADY[state as keyof typeof STEADY]
  return (t) => share * t * 1e6
}

/**
 * When the instance's producers reported: while it is up, from its boot (a seeded instance's
 * record does not say, so it has been up SEEDED_UPTIME_MS, or since it was made if that is
 * later: nothing reports before an instance exists); a stopped instance the mock started and
 * stopped ran from its creation until it stopped; seeded ones that are not up never ran in the
 * mock's history.
 */
export function runPeriod(instance: Instance, now: number) {
  const created = Date.parse(instance.time_created)
  const changed = Date.parse(instance.time_run_state_updated)
  const moved = changed > created
  if (UP_STATES.has(instance.run_state)) {
    return { start: moved ? changed : Math.max(created, now - SEEDED_UPTIME_MS), end: now }
  }
  return moved ? { start: created, end: changed } : undefined
}

interface Source {
  fields: Record<string, FieldValue>
  period: { start: number; end: number }
}

const uuid = (value: string): FieldValue => ({ type: 'uuid', value })

/** Every timeseries of the metric in the project: one per vCPU and state, disk or interface. */
function sources(db: MockDb, spec: MetricSpec, projectId: string, now: number): Source[] {
  const silo = uuid(projectSiloId(db, projectId))
  const project = uuid(projectId)
  return db.instances
    .where((instance) => instance.project_id === projectId)
    .flatMap((instance): Source[] => {
      const period = runPeriod(instance, now)
      if (!period) return []
      const owner = { silo_id: silo, project_id: project }
      if (spec.target === 'virtual_machine') {
        return Array.from({ length: instance.ncpus }, (_, vcpu) =>
          VCPU_STATES.map((state) => ({
            period,
            fields: {
              ...owner,
              instance_id: uuid(instance.id),
              vcpu_id: { type: 'u32' as const, value: vcpu },
              state: { type: 'string' as const, value: state },
            },
          })),
        ).flat()
      }
      if (spec.target === 'virtual_disk') {
        return db.disks
          .where(
            (disk) =>
              disk.state.state === 'attached' &&
              'instance' in disk.state &&
              disk.state.instance === instance.id,
          )
          .map((disk) => ({
            period,
            fields: {
              ...owner,
              disk_id: uuid(disk.id),
              attached_instance_id: uuid(instance.id),
              block_size: { type: 'u32' as const, value: disk.block_size },
            },
          }))
      }
      return db.networkInterfaces
        .where((nic) => nic.instance_id === instance.id)
        .map((nic) => ({
          period,
          fields: { ...owner, instance_id: uuid(instance.id), interface_id: uuid(nic.id) },
        }))
    })
}

// ---------------------------------------------------------------------------------------------
// Evaluation.

function compare(left: Literal, op: Comparison, right: Literal) {
  switch (op) {
    case '==':
      return left === right
    case '!=':
      return left !== right
    case '>':
      return left > right
    case '>=':
      return left >= right
    case '<':
      return left < right
    case '<=':
      return left <= right
  }
}

/** Deltas as the server fetches a cumulative counter: times in ms, values whole numbers. */
interface Deltas {
  fields: Record<string, FieldValue>
  startTimes: number[]
  timestamps: number[]
  values: number[]
}

function fetchDeltas(
  metric: string,
  source: Source,
  timeFilters: Predicate[],
  from: number,
  to: number,
): Deltas | undefined {
  const { start, end } = source.period
  const first = Math.ceil(Math.max(start + 1, from) / SAMPLE_MS) * SAMPLE_MS
  const last = Math.min(end, to)
  const total = counterTotal(metric, source.fields)
  const base = total(start)
  const deltas: Deltas = { fields: source.fields, startTimes: [], timestamps: [], values: [] }
  let previousTime = start
  let previousCount = 0
  for (let time = first; time <= last; time += SAMPLE_MS) {
    // `from` and `to` are the bounds already; only a strict bound or an (in)equality is left
    if (!timeFilters.every(({ op, value }) => compare(time, op, value))) continue
    const count = Math.round(total(time) - base)
    deltas.startTimes.push(previousTime)
    deltas.timestamps.push(time)
    deltas.values.push(count - previousCount)
    previousTime = time
    previousCount = count
  }
  return deltas.timestamps.length > 0 ? deltas : undefined
}

/** The index of the first element greater than `t` (Rust's `partition_point(|x| x <= t)`). */
function partitionPoint(sorted: number[], t: number) {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid] <= t) lo = mid + 1
    else hi = mid
  }
  return lo
}

const overlap = (start: number, end: number, windowStart: number, windowEnd: number) =>
  Math.max(0, Math.min(end, windowEnd) - Math.max(start, windowStart)) / (end - start)

/** align.rs `mean_delta_value_in_window`, for a series without missing samples. */
function meanDeltaInWindow(series: Deltas, windowStart: number, windowEnd: number) {
  const { startTimes, timestamps, values } = series
  const firstTimestamp = partitionPoint(timestamps, windowStart)
  const lastTimestamp = partitionPoint(timestamps, windowEnd)
  const firstIndex = Math.min(firstTimestamp, partitionPoint(startTimes, windowStart))
  const lastIndex = Math.max(lastTimestamp, partitionPoint(startTimes, windowEnd))
  if (firstIndex === lastIndex) {
    const t = timestamps[firstTimestamp]
    const s = startTimes[firstTimestamp]
    if (t === undefined || t < windowStart || s > windowEnd) return null
    return overlap(s, t, windowStart, windowEnd) * values[firstTimestamp]
  }
  let sum = 0
  for (let i = firstIndex; i < lastIndex; i++) {
    sum += overlap(startTimes[i], timestamps[i], windowStart, windowEnd) * values[i]
  }
  return sum / Math.max(lastTimestamp - firstTimestamp, 1)
}

interface Aligned {
  fields: Record<string, FieldValue>
  timestamps: number[]
  values: (number | null)[]
}

function align(series: Deltas, period: number, queryEnd: number): Aligned {
  const timestamps: number[] = []
  const values: (number | null)[] = []
  for (let end = queryEnd; end >= series.timestamps[0]; end -= period) {
    timestamps.unshift(end)
    values.unshift(meanDeltaInWindow(series, end - period, end))
  }
  return { fields: series.fields, timestamps, values }
}

function groupBy(table: Aligned[], fields: string[], reducer: 'sum' | 'mean'): Aligned[] {
  const groups = new Map<string, { series: Aligned; sums: Map<number, [number, number]> }>()
  for (const series of table) {
    const kept: Record<string, FieldValue> = {}
    for (const field of fields) kept[field] = series.fields[field]
    const key = JSON.stringify(kept)
    const group = groups.get(key) ?? {
      series: { fields: kept, timestamps: [], values: [] },
      sums: new Map(),
    }
    groups.set(key, group)
    series.timestamps.forEach((time, i) => {
      const value = series.values[i]
      const [sum, count] = group.sums.get(time) ?? [0, 0]
      // a missing point adds nothing, but the time stays in the output
      group.sums.set(time, value === null ? [sum, count] : [sum + value, count + 1])
    })
  }
  return [...groups.values()].map(({ series, sums }) => {
    const times = [...sums.keys()].sort((a, b) => a - b)
    return {
      fields: series.fields,
      timestamps: times,
      values: times.map((time) => {
        const [sum, count] = sums.get(time) ?? [0, 0]
        if (count === 0) return null
        return reducer === 'sum' ? sum : sum / count
      }),
    }
  })
}

const iso = (time: number) => new Date(time).toISOString()
const byKey = (a: { fields: object }, b: { fields: object }) =>
  JSON.stringify(a.fields).localeCompare(JSON.stringify(b.fields))

/** The result of `text` against the project's instances at `now`. */
export function runQuery(db: MockDb, projectId: string, text: string, now: number) {
  const query = parseQuery(text, now)
  const spec = metricSpecs.find((candidate) => nameOf(candidate) === query.name)
  if (!spec) throw invalidRequest(`Timeseries not found for: ${query.name}`)
  const types = fieldTypes(spec)
  for (const { field } of [
    ...query.filters,
    ...(query.groupBy?.fields ?? []).map((field) => ({ field })),
  ]) {
    if (field !== 'timestamp' && !(field in types)) {
      throw invalidRequest(`Timeseries '${query.name}' has no field named '${field}'`)
    }
  }
  if (query.groupBy && query.align === undefined) {
    throw invalidRequest('Input tables to a `group_by` must be aligned')
  }
  const timeFilters = query.filters.filter(({ field }) => field === 'timestamp')
  const fieldFilters = query.filters.filter(({ field }) => field !== 'timestamp')
  const lowerBounds = timeFilters.filter(({ op }) => op === '>' || op === '>=')
  const upperBounds = timeFilters.filter(({ op }) => op === '<' || op === '<=')
  const from = Math.max(0, ...lowerBounds.map(({ value }) => Number(value)))
  const to = Math.min(now, ...upperBounds.map(({ value }) => Number(value)))

  const matching = sources(db, spec, projectId, now).filter((source) =>
    fieldFilters.every(({ field, op, value }) => {
      const actual = source.fields[field]?.value
      return actual !== undefined && compare(actual, op, value)
    }),
  )
  const samples = matching.reduce((sum, { period }) => {
    const span = Math.min(period.end, to) - Math.max(period.start, from)
    return sum + Math.max(0, Math.floor(span / SAMPLE_MS))
  }, 0)
  const limit = query.align === undefined ? MAX_RAW_POINTS : MAX_FETCHED_SAMPLES
  if (samples > limit) {
    throw invalidRequest(
      `The query selects about ${samples} samples, more than the mock returns ${query.align === undefined ? 'unaligned' : 'at once'} (${limit}); filter on an instance or narrow the time range`,
    )
  }
  const fetched = matching
    .map((source) => fetchDeltas(spec.metric, source, timeFilters, from, to))
    .filter((series): series is Deltas => series !== undefined)
    .sort(byKey)

  let timeseries: Timeseries[]
  if (query.align === undefined) {
    timeseries = fetched.map((series) => ({
      fields: series.fields,
      points: {
        start_times: series.startTimes.map(iso),
        timestamps: series.timestamps.map(iso),
        values: [{ metric_type: 'delta', values: { type: 'integer', values: series.values } }],
      },
    }))
  } else {
    const period = query.align
    let aligned = fetched.map((series) => align(series, period, to))
    if (query.groupBy) {
      if (aligned.length === 0) {
        throw invalidRequest('Input tables to a `group_by` must not be empty')
      }
      aligned = groupBy(aligned, query.groupBy.fields, query.groupBy.reducer).sort(byKey)
    }
    timeseries = aligned.map((series) => ({
      fields: series.fields,
      points: {
        start_times: null,
        timestamps: series.timestamps.map(iso),
        values: [{ metric_type: 'gauge', values: { type: 'double', values: series.values } }],
      },
    }))
  }
  return { tables: [{ name: query.name, timeseries }] }
}

export const timeseriesHandlers = {
  timeseries_query: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    return runQuery(db, project.id, stringField(body, 'query'), db.timing.now())
  },

  system_timeseries_schema_list: ({ db, query }) =>
    paginate(
      timeseriesSchemas(new Date(db.timing.now() - SEEDED_UPTIME_MS).toISOString()),
      { limit: query.limit, page_token: query.page_token },
      { name_ascending: { key: (schema) => schema.timeseries_name } },
    ),
} satisfies HandlerMap
