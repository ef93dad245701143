/**
 * Provisioning metrics (`/v1/metrics/{metric_name}` for the caller's silo or one of its projects,
 * `/v1/system/metrics/{metric_name}` for the fleet or one silo): a gauge sampled over
 * `[start_time, end_time)`. The mock has no history, so it draws one: the value now is what the
 * records hold (utilization.ts), and the past is a slow growth with a daily swing, a pure
 * function of the sample's age so any range asked gives the same curve and ends where the
 * utilization page's numbers are.
 */
import type { MockDb, Schemas } from '../db'
import { badQuery, invalidRequest, notFound } from '../errors'
import { projectSiloId } from '../ip-allocation'
import { lookupProject, lookupSilo } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate } from '../pagination'
import { currentUser } from '../session-access'
import { projectProvisioned, siloProvisioned } from '../utilization'

type MetricName = Schemas['SystemMetricName']
type Counts = Schemas['VirtualResourceCounts']
type Measurement = Schemas['Measurement']

const METRIC_COUNTS: Record<MetricName, keyof Counts> = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
}

/**
 * How far a metric dips over a day, as a share of its value: instances come and go with the
 * working day, disks mostly stay.
 */
const DAILY_SWING: Record<MetricName, number> = {
  cpus_provisioned: 0.25,
  ram_provisioned: 0.2,
  virtual_disk_space_provisioned: 0.02,
}

/** The share of today's value a month ago: the silo has been growing. */
const MONTHLY_GROWTH = 0.3

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Sample spacings, finest first; the first that keeps a range within MAX_SAMPLES is used. */
const STEPS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 2 * HOUR, 6 * HOUR, DAY]
const MAX_SAMPLES = 400

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** A required query timestamp as milliseconds, refused the way dropshot refuses it. */
function timeParameter(name: string, raw: string | undefined) {
  if (raw === undefined) throw badQuery(`missing field \`${name}\``)
  const time = Date.parse(raw)
  if (!ISO_DATE_TIME.test(raw) || Number.isNaN(time)) {
    throw badQuery(`${name}: input contains invalid characters`)
  }
  return time
}

function metricParameter(raw: string): MetricName {
  if (raw in METRIC_COUNTS) return raw as MetricName
  throw badQuery(
    `metric_name: unknown variant \`${raw}\`, expected one of ${Object.keys(METRIC_COUNTS)
      .map((name) => `\`${name}\``)
      .join(', ')}`,
  )
}

function orderParameter(raw: string | undefined) {
  if (raw === undefined || raw === 'ascending' || raw === 'descending') return raw ?? 'ascending'
  throw badQuery(`order: unknown variant \`${raw}\`, expected \`ascending\` or \`descending\``)
}

/**
 * The metric `age` ms before now, given its value now. Ages count in whole minutes, so a sample
 * taken a moment before the call (a range that ends when the page loaded) still reads the value
 * now.
 */
export function valueAtAge(metric: MetricName, current: number, age: number) {
  const days = (Math.floor(age / MINUTE) * MINUTE) / DAY
  const growth = 1 - MONTHLY_GROWTH * Math.min(days / 30, 1)
  const dip = (DAILY_SWING[metric] * (1 - Math.cos(2 * Math.PI * days))) / 2
  return Math.round(current * growth * (1 - dip))
}

/**
 * Samples on a grid of the step (so a refresh keeps the same times) up to now, plus one at the
 * range's last instant when that is within a step of now: a range that ends now (or when the
 * page asked) ends at the current value.
 */
export function sampleTimes(start: number, end: number, now: number) {
  const last = Math.min(end - 1, now)
  if (last < start) return []
  const step = STEPS.find((candidate) => (last - start) / candidate <= MAX_SAMPLES) ?? DAY
  const times: number[] = []
  for (let time = Math.ceil(start / step) * step; time <= last; time += step) times.push(time)
  if (now - last < step && times.at(-1) !== last) times.push(last)
  return times
}

/** The metric over the range, for a scope whose value now is `current`. */
export function metricSeries(
  metric: MetricName,
  current: Counts,
  start: number,
  end: number,
  now = Date.now(),
): Measurement[] {
  return sampleTimes(start, end, now).map((time) => ({
    timestamp: new Date(time).toISOString(),
    datum: { type: 'i64', datum: valueAtAge(metric, current[METRIC_COUNTS[metric]], now - time) },
  }))
}

function fleetProvisioned(db: MockDb): Counts {
  return db.silos.all().reduce(
    (sum, silo) => {
      const counts = siloProvisioned(db, silo.id)
      return {
        cpus: sum.cpus + counts.cpus,
        memory: sum.memory + counts.memory,
        storage: sum.storage + counts.storage,
      }
    },
    { cpus: 0, memory: 0, storage: 0 },
  )
}

interface MetricQuery {
  start_time?: string
  end_time?: string
  order?: string
  limit?: string
  page_token?: string
}

/** The page of samples the query asks for, checked like the real server checks it. */
function metricPage(metricName: string, query: MetricQuery, current: () => Counts) {
  const metric = metricParameter(metricName)
  const start = timeParameter('start_time', query.start_time)
  const end = timeParameter('end_time', query.end_time)
  if (start >= end) throw invalidRequest('start time must be before end time')
  const order = orderParameter(query.order)
  return paginate(
    metricSeries(metric, current(), start, end),
    { limit: query.limit, page_token: query.page_token, sort_by: order },
    {
      ascending: { key: (sample) => sample.timestamp },
      descending: { key: (sample) => sample.timestamp, descending: true },
    },
  )
}

export const metricHandlers = {
  silo_metric: ({ db, session, params, query }) => {
    const siloId = currentUser(db, session).silo_id
    return metricPage(params.metric_name, query, () => {
      if (query.project === undefined) return siloProvisioned(db, siloId)
      const project = lookupProject(db, query.project)
      // another silo's project is not there for this caller
      if (projectSiloId(db, project.id) !== siloId) throw notFound('project', query.project)
      return projectProvisioned(db, project.id)
    })
  },

  system_metric: ({ db, params, query }) =>
    metricPage(params.metric_name, query, () =>
      query.silo === undefined
        ? fleetProvisioned(db)
        : siloProvisioned(db, lookupSilo(db, query.silo).id),
    ),
} satisfies HandlerMap
