import type { Schemas } from '../db'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { parseQuery, SAMPLE_SECONDS } from './timeseries'

type Result = Schemas['OxqlQueryResult']

const start = Date.UTC(2026, 5, 1, 12)
let now = start
beforeEach(() => {
  now = start
  startTestServer({ now: () => now })
})
afterEach(stopTestServer)

const P = '?project=mock-project'
const instanceId = async (name: string) =>
  ((await call('GET', `/v1/instances/${name}${P}`)).body as Schemas['Instance']).id
const query = (text: string) => call('POST', `/v1/timeseries/query${P}`, { query: text })
const numbers = (series: Schemas['Timeseries']) => {
  const { values } = series.points.values[0].values
  return values as (number | null)[]
}

describe('parseQuery', () => {
  it.each([
    [
      'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && state == "run"',
      {
        name: 'virtual_machine:vcpu_usage',
        filters: [
          { field: 'timestamp', op: '>=', value: now - 3_600_000 },
          { field: 'state', op: '==', value: 'run' },
        ],
      },
    ],
    [
      'get virtual_disk:reads | filter timestamp < @2026-06-01T11:00:00.000 && block_size != 512 | align mean_within(5m) | group_by [disk_id, attached_instance_id], sum',
      {
        name: 'virtual_disk:reads',
        filters: [
          { field: 'timestamp', op: '<', value: now - 3_600_000 },
          { field: 'block_size', op: '!=', value: 512 },
        ],
        align: 300_000,
        groupBy: { fields: ['disk_id', 'attached_instance_id'], reducer: 'sum' },
      },
    ],
    [
      'get virtual_disk:writes | align mean_within(60s) | group_by [disk_id]',
      {
        name: 'virtual_disk:writes',
        filters: [],
        align: 60_000,
        groupBy: { fields: ['disk_id'], reducer: 'mean' },
      },
    ],
  ])('%s', (text, parsed) => expect(parseQuery(text, now)).toEqual(parsed))

  it.each([
    ['virtual_machine:vcpu_usage', "expected 'get <timeseries name>'"],
    ['get virtual_machine:vcpu_usage | filter (state == "run")', 'only comparisons joined by &&'],
    ['get virtual_machine:vcpu_usage | filter state == "a" || state == "b"', 'joined by &&'],
    ['get virtual_machine:vcpu_usage | align interpolate(1m)', 'unsupported alignment'],
    ['get virtual_machine:vcpu_usage | align mean_within(1y)', "invalid duration '1y'"],
    ['get virtual_machine:vcpu_usage | last 5', "unsupported table operation 'last 5'"],
    ['get virtual_machine:vcpu_usage | filter state == run', "unexpected literal 'run'"],
  ])('refuses %s', (text, message) => {
    expect(() => parseQuery(text, now)).toThrow(`Query parsing failed: `)
    expect(() => parseQuery(text, now)).toThrow(message)
  })
})

describe('timeseries_query', () => {
  it('returns a cumulative counter as the server fetches it: deltas, the first since boot', async () => {
    const id = await instanceId(INSTANCE_SEED.byState.running)
    const reply = await query(
      `get virtual_machine:vcpu_usage | filter timestamp > @now() - 1m && instance_id == "${id}" && vcpu_id == 0 && state == "run"`,
    )
    expect(reply.status).toBe(200)
    const { tables } = reply.body as Result
    expect(tables).toHaveLength(1)
    const [series] = tables[0].timeseries
    expect(tables[0].timeseries).toHaveLength(1)
    expect(series.fields).toMatchObject({
      instance_id: { type: 'uuid', value: id },
      vcpu_id: { type: 'u32', value: 0 },
      state: { type: 'string', value: 'run' },
    })
    expect(series.points.values[0].metric_type).toBe('delta')
    const [first, ...rest] = numbers(series) as number[]
    expect(rest).toHaveLength(60 / SAMPLE_SECONDS - 1)
    // a month of vCPU time in the first point; then one 5 s sample's worth each
    expect(first).toBeGreaterThan(1e14)
    for (const delta of rest) {
      expect(delta).toBeGreaterThan(0.05 * SAMPLE_SECONDS * 1e9)
      expect(delta).toBeLessThan(0.6 * SAMPLE_SECONDS * 1e9)
    }
    expect(series.points.start_times?.[1]).toBe(series.points.timestamps[0])
  })

  it('aligns to a mean per sample and sums vCPUs: a share of the instance’s vCPUs', async () => {
    const id = await instanceId(INSTANCE_SEED.byState.running)
    const reply = await query(
      `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && instance_id == "${id}" && state == "run" | align mean_within(60s) | group_by [instance_id], sum`,
    )
    expect(reply.status).toBe(200)
    const [series] = (reply.body as Result).tables[0].timeseries
    expect(Object.keys(series.fields)).toEqual(['instance_id'])
    expect(series.points.values[0]).toMatchObject({ metric_type: 'gauge' })
    expect(series.points.timestamps.at(-1)).toBe(new Date(now).toISOString())
    const values = numbers(series)
    expect(values).toHaveLength(61)
    // the state-running seed has 4 vCPUs, each between about 8 and 56 % busy
    for (const value of values.slice(1)) {
      const share = (value ?? 0) / (SAMPLE_SECONDS * 1e9 * 4)
      expect(share).toBeGreaterThan(0.05)
      expect(share).toBeLessThan(0.6)
    }
  })

  it('aligns a window given by its ends back from its end, every point inside it', async () => {
    const id = await instanceId(INSTANCE_SEED.byState.running)
    // the console's query: the window it charts, an hour that ended ten minutes ago
    const end = now - 10 * 60_000
    const oxql = (time: number) => `@${new Date(time).toISOString().slice(0, -1)}`
    const reply = await query(
      `get virtual_machine:vcpu_usage | filter timestamp >= ${oxql(end - 3_600_000)} && timestamp < ${oxql(end)} && instance_id == "${id}" && state == "run" | align mean_within(60s) | group_by [instance_id], sum`,
    )
    expect(reply.status).toBe(200)
    const times = (reply.body as Result).tables[0].timeseries[0].points.timestamps.map(Date.parse)
    expect(times.at(-1)).toBe(end)
    expect(times).toHaveLength(61)
    expect(times.every((time) => time >= end - 3_600_000 && time <= end)).toBe(true)
  })

  it('answers the console’s 7-day query, 60 windows of a week of samples', async () => {
    const id = await instanceId(INSTANCE_SEED.byState.running)
    const reply = await query(
      `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 168h && instance_id == "${id}" && state == "run" | align mean_within(10080s) | group_by [instance_id], sum`,
    )
    expect(reply.status).toBe(200)
    expect(numbers((reply.body as Result).tables[0].timeseries[0])).toHaveLength(61)
  })

  it('reports nothing from before the instance existed', async () => {
    // web-44 runs, made days ago: less than the week asked for (seeds/instance-seeds.ts)
    const instance = (await call('GET', `/v1/instances/web-44${P}`)).body as Schemas['Instance']
    const created = Date.parse(instance.time_created)
    expect(now - created).toBeLessThan(7 * 86_400_000)
    const reply = await query(
      `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 168h && instance_id == "${instance.id}" && state == "run" | align mean_within(10080s) | group_by [instance_id], sum`,
    )
    expect(reply.status).toBe(200)
    const [series] = (reply.body as Result).tables[0].timeseries
    const times = series.points.timestamps.map(Date.parse)
    // as on the server, alignment runs back to the first sample, not to the window's start
    expect(times[0]).toBeGreaterThanOrEqual(created)
    expect(times.length).toBeLessThan(61)
    expect(times.length).toBeGreaterThan(10)
    expect(numbers(series).every((value) => (value ?? 0) > 0)).toBe(true)
  })

  it('sums every state to the whole of each vCPU’s time', async () => {
    const id = await instanceId(INSTANCE_SEED.byState.running)
    const reply = await query(
      `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 10m && instance_id == "${id}" | align mean_within(60s) | group_by [vcpu_id], sum`,
    )
    const { timeseries } = (reply.body as Result).tables[0]
    expect(timeseries).toHaveLength(4)
    for (const value of numbers(timeseries[0]).slice(1)) {
      expect(value).toBeCloseTo(SAMPLE_SECONDS * 1e9, -3)
    }
  })

  it.each([
    ['virtual_disk:bytes_read', 'attached_instance_id'],
    ['instance_network_interface:packets_sent', 'instance_id'],
  ])('%s per instance, summed over its disks or interfaces', async (metric, field) => {
    // started by the mock a minute ago, with its boot disk attached
    const created = await call('POST', `/v1/instances${P}`, {
      name: 'busy',
      description: '',
      hostname: 'busy',
      ncpus: 2,
      memory: 4 * 1024 ** 3,
      start: true,
      boot_disk: {
        type: 'create',
        name: 'busy-boot',
        description: '',
        size: 10 * 1024 ** 3,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
    })
    expect(created.status).toBe(201)
    now += 60_000
    const id = await instanceId('busy')
    const reply = await query(
      `get ${metric} | filter timestamp >= @now() - 1h && ${field} == "${id}" | align mean_within(60s) | group_by [${field}], sum`,
    )
    expect(reply.status).toBe(200)
    const { timeseries } = (reply.body as Result).tables[0]
    expect(timeseries).toHaveLength(1)
    expect(
      numbers(timeseries[0])
        .slice(1)
        .every((value) => (value ?? 0) > 0),
    ).toBe(true)
  })

  it('has no samples for an instance that did not run', async () => {
    const id = await instanceId(INSTANCE_SEED.byState.stopped)
    const filter = `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && instance_id == "${id}" | align mean_within(60s)`
    const raw = await query(filter)
    expect((raw.body as Result).tables[0].timeseries).toEqual([])
    // as the server does, grouping nothing is refused
    const grouped = await query(`${filter} | group_by [instance_id], sum`)
    expect(grouped.status).toBe(400)
    expect(grouped.body).toMatchObject({
      message: 'Input tables to a `group_by` must not be empty',
    })
  })

  it.each([
    [
      'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h | group_by [instance_id], sum',
      'Input tables to a `group_by` must be aligned',
    ],
    ['get virtual_machine:cpu | filter timestamp >= @now() - 1h', 'Timeseries not found for'],
    [
      'get virtual_disk:reads | filter timestamp >= @now() - 1h && vcpu_id == 0',
      "has no field named 'vcpu_id'",
    ],
    ['get virtual_disk:reads | filter timestamp >= @now() - 1h | join', 'Query parsing failed'],
    [
      'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 7d',
      'more than the mock returns',
    ],
  ])('refuses %s', async (text, message) => {
    const reply = await query(text)
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toContain(message)
  })
})

describe('system_timeseries_schema_list', () => {
  it('lists the instance metrics with their units and fields', async () => {
    const reply = await call('GET', '/v1/system/timeseries/schemas?limit=100')
    expect(reply.status).toBe(200)
    const { items } = reply.body as Schemas['TimeseriesSchemaResultsPage']
    const vcpu = items.find((schema) => schema.timeseries_name === 'virtual_machine:vcpu_usage')
    expect(vcpu).toMatchObject({ datum_type: 'cumulative_u64', units: 'nanoseconds' })
    expect(vcpu?.field_schema.map(({ name, source }) => `${name}:${source}`)).toEqual(
      expect.arrayContaining(['instance_id:target', 'vcpu_id:metric', 'state:metric']),
    )
    expect(
      items.find((schema) => schema.timeseries_name === 'virtual_disk:bytes_read')?.units,
    ).toBe('bytes')
  })
})
