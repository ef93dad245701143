import type { MockDb, Schemas } from '../db'
import { projectSiloId } from '../ip-allocation'
import { SILO_SEED } from '../seeds/silo-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { siloProvisioned } from '../utilization'
import { metricSeries, sampleTimes, valueAtAge } from './metrics'

type Page = Schemas['MeasurementResultsPage']

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOW = Date.UTC(2026, 2, 10, 12, 0, 0)
const current = { cpus: 48, memory: 256 * 2 ** 30, storage: 8 * 2 ** 40 }

const HOLDING_A_VMM = ['starting', 'running', 'stopping', 'rebooting', 'migrating', 'repairing']

const datum = (sample: Schemas['Measurement']) =>
  sample.datum.type === 'i64' ? sample.datum.datum : Number.NaN

describe('the drawn series', () => {
  it.each([
    ['the last hour', HOUR, 61],
    ['the last day', DAY, 289],
    ['the last week', 7 * DAY, 169],
    ['the last 30 days', 30 * DAY, 361],
    ['a year', 365 * DAY, 366],
  ])('%s: %i samples, oldest first, ending now at the current value', (_, span, count) => {
    for (const metric of ['cpus_provisioned', 'ram_provisioned'] as const) {
      const series = metricSeries(metric, current, NOW - span, NOW + 1, NOW)
      expect(series).toHaveLength(count)
      const times = series.map((sample) => Date.parse(sample.timestamp))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(times[0]).toBeGreaterThanOrEqual(NOW - span)
      expect(times.at(-1)).toBe(NOW)
      expect(datum(series[series.length - 1])).toBe(
        metric === 'cpus_provisioned' ? current.cpus : current.memory,
      )
      for (const sample of series) expect(Number.isInteger(datum(sample))).toBe(true)
    }
  })

  it.each([
    ['now', 0, 48],
    ['half a day ago, the daily low', DAY / 2, 36],
    ['a day ago, the daily high', DAY, 48],
    ['15 days ago, grown since', 15 * DAY, 41],
    ['60 days ago, no older than a month', 60 * DAY, 34],
  ])('cpus %s', (_, age, value) => {
    expect(valueAtAge('cpus_provisioned', 48, age)).toBe(value)
  })

  it('reads the value now for a sample taken within the minute', () => {
    expect(valueAtAge('ram_provisioned', current.memory, 59_999)).toBe(current.memory)
  })

  it('storage barely moves in a day', () => {
    const low = valueAtAge('virtual_disk_space_provisioned', current.storage, DAY / 2)
    expect(low / current.storage).toBeCloseTo(0.98, 2)
  })

  it.each([
    ['a range in the past ends before now', NOW - 2 * DAY, NOW - DAY, NOW - DAY - 5 * 60_000],
    ['a range reaching past now ends at now', NOW - HOUR, NOW + DAY, NOW],
    ['a range that ended a moment ago ends at its end', NOW - DAY, NOW - 300, NOW - 301],
  ])('%s', (_, start, end, last) => {
    expect(sampleTimes(start, end, NOW).at(-1)).toBe(last)
  })

  it('has no samples for a range in the future', () => {
    expect(sampleTimes(NOW + HOUR, NOW + DAY, NOW)).toEqual([])
  })

  it('keeps the same sample times for overlapping ranges', () => {
    const week = sampleTimes(NOW - 7 * DAY, NOW + 1, NOW)
    const later = sampleTimes(NOW - 7 * DAY + HOUR, NOW + HOUR, NOW + HOUR)
    expect(later.length).toBeGreaterThan(100)
    expect(later.filter((time) => time <= NOW)).toEqual(week.filter((time) => time >= later[0]))
  })
})

/** The last day up to now, as the page asks: the end is the moment it asked. */
const range = () => {
  const now = Date.now()
  return `start_time=${new Date(now - DAY).toISOString()}&end_time=${new Date(now).toISOString()}`
}
const lastValue = async (url: string) => {
  const reply = await call('GET', url)
  expect(reply.status).toBe(200)
  const page = reply.body as Page
  return datum(page.items[page.items.length - 1])
}

describe('the handlers', () => {
  it("end at the silo's provisioned value and follow a started instance", async () => {
    const silo = db.silos.findBy((row) => row.name === SILO_SEED.defaultSilo)
    if (!silo) throw new Error('no default silo')
    const before = siloProvisioned(db, silo.id)
    expect(await lastValue(`/v1/metrics/cpus_provisioned?${range()}&limit=3000`)).toBe(before.cpus)
    const stopped = db.instances.findBy(
      (row) => row.run_state === 'stopped' && projectSiloId(db, row.project_id) === silo.id,
    )
    if (!stopped) throw new Error('no stopped instance')
    db.instances.update(stopped.id, { run_state: 'running' })
    expect(await lastValue(`/v1/metrics/cpus_provisioned?${range()}&limit=3000`)).toBe(
      before.cpus + stopped.ncpus,
    )
  })

  it("narrow to a project's share of the silo", async () => {
    const url = (project?: string) =>
      `/v1/metrics/ram_provisioned?${range()}&limit=3000${project ? `&project=${project}` : ''}`
    const project = db.projects.findBy((row) => row.name === 'mock-project')
    if (!project) throw new Error('no mock-project')
    const running = db.instances.where(
      (row) => row.project_id === project.id && HOLDING_A_VMM.includes(row.run_state),
    )
    const memory = running.reduce((sum, row) => sum + row.memory, 0)
    expect(memory).toBeGreaterThan(0)
    expect(await lastValue(url(project.name))).toBe(memory)
    expect(await lastValue(url())).toBeGreaterThan(memory)
  })

  it('narrow the fleet to one silo', async () => {
    const url = (silo?: string) =>
      `/v1/system/metrics/cpus_provisioned?${range()}&limit=3000${silo ? `&silo=${silo}` : ''}`
    const fleet = await lastValue(url())
    const research = await lastValue(url(SILO_SEED.research))
    const defaultSilo = await lastValue(url(SILO_SEED.defaultSilo))
    expect(research).toBeGreaterThan(0)
    expect(research + defaultSilo).toBeLessThanOrEqual(fleet)
  })

  it('page through the samples newest first', async () => {
    const base = `/v1/system/metrics/cpus_provisioned?${range()}&order=descending&limit=100`
    const first = (await call('GET', base)).body as Page
    expect(first.items).toHaveLength(100)
    const second = (await call('GET', `${base}&page_token=${first.next_page}`)).body as Page
    const times = [...first.items, ...second.items].map((sample) => sample.timestamp)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(times).size).toBe(times.length)
  })

  it.each([
    ['no start_time', '/v1/metrics/cpus_provisioned?end_time=2026-01-01T00:00:00Z', 400],
    [
      'start after end',
      '/v1/metrics/cpus_provisioned?start_time=2026-01-02T00:00:00Z&end_time=2026-01-01T00:00:00Z',
      400,
    ],
    [
      'an unknown metric',
      '/v1/system/metrics/cpu_usage?start_time=2026-01-01T00:00:00Z&end_time=2026-01-02T00:00:00Z',
      400,
    ],
    [
      'a bad order',
      '/v1/metrics/cpus_provisioned?start_time=2026-01-01T00:00:00Z&end_time=2026-01-02T00:00:00Z&order=up',
      400,
    ],
    [
      'a missing silo',
      '/v1/system/metrics/cpus_provisioned?start_time=2026-01-01T00:00:00Z&end_time=2026-01-02T00:00:00Z&silo=missing',
      404,
    ],
  ])('refuse %s', async (_, url, status) => {
    expect((await call('GET', url)).status).toBe(status)
  })
})
