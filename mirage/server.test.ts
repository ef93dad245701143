import { CHAOS_STATUSES } from './conditions'
import { createContractValidator } from './contract/contract-validator'
import { seedDefault } from './seeds/seeds'
import { call, startTestServer, stopTestServer } from './testing'

afterEach(() => {
  stopTestServer()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

type Page = { items: { id: string; name: string }[]; next_page: string | null }
type ErrorBody = { error_code: string; message: string; request_id: string }

describe('projects', () => {
  beforeEach(() => {
    startTestServer()
  })

  test('create answers 201 and brings a default VPC with a default subnet', async () => {
    const created = await call('POST', '/v1/projects', { name: 'new-app', description: 'x' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'new-app', description: 'x' })

    const vpcs = await call('GET', '/v1/vpcs?project=new-app')
    expect(vpcs.body).toMatchObject({
      items: [
        { name: 'default', dns_name: 'default', project_id: (created.body as { id: string }).id },
      ],
      next_page: null,
    })
    const subnets = await call('GET', '/v1/vpc-subnets?project=new-app&vpc=default')
    expect(subnets.body).toMatchObject({
      items: [{ name: 'default', ipv4_block: '172.30.0.0/22' }],
    })
    const [vpc] = (vpcs.body as { items: { ipv6_prefix: string }[] }).items
    const [subnet] = (subnets.body as { items: { ipv6_block: string }[] }).items
    expect(vpc.ipv6_prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/)
    expect(subnet.ipv6_block.startsWith(vpc.ipv6_prefix.replace('::/48', ':'))).toBe(true)
    expect(subnet.ipv6_block).toMatch(/\/64$/)
  })

  test('a duplicate name answers 409 ObjectAlreadyExists', async () => {
    const reply = await call('POST', '/v1/projects', { name: 'mock-project', description: '' })
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project "mock-project"',
    })
  })

  test.each([
    ['Uppercase-first', 'name must begin with an ASCII lowercase character'],
    ['has_underscore', 'name contains invalid character: "_"'],
    ['ends-with-', 'name cannot end with "-"'],
    [`a${'b'.repeat(63)}`, 'name may contain at most 63 characters'],
    ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'name must begin'],
  ])('an invalid name %s answers 400 InvalidValue', async (name, detail) => {
    const reply = await call('POST', '/v1/projects', { name, description: '' })
    expect(reply.status).toBe(400)
    const body = reply.body as ErrorBody
    expect(body.error_code).toBe('InvalidValue')
    expect(body.message).toContain(detail)
  })

  test('the fail-500 sentinel answers 500 with an error body', async () => {
    const reply = await call('POST', '/v1/projects', { name: 'fail-500', description: '' })
    expect(reply.status).toBe(500)
    expect(reply.body).toMatchObject({ error_code: 'Internal', message: 'Internal Server Error' })
  })

  test('view by name and by id; a missing one answers 404 in the real wording', async () => {
    const byName = await call('GET', '/v1/projects/mock-project')
    expect(byName.body).toMatchObject({ name: 'mock-project', description: 'a project for demos' })
    const { id } = byName.body as { id: string }
    expect((await call('GET', `/v1/projects/${id}`)).body).toEqual(byName.body)

    const missing = await call('GET', '/v1/projects/nope')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: project with name "nope"',
    })
    const missingId = await call('GET', '/v1/projects/3f2504e0-4f89-41d3-9a0c-0305e82c3301')
    expect((missingId.body as ErrorBody).message).toBe(
      'not found: project with id "3f2504e0-4f89-41d3-9a0c-0305e82c3301"',
    )
  })

  test('update renames and redescribes; a taken name answers 409', async () => {
    const updated = await call('PUT', '/v1/projects/mock-project', {
      name: 'demo',
      description: 'renamed',
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ name: 'demo', description: 'renamed' })
    expect((await call('GET', '/v1/projects/mock-project')).status).toBe(404)
    expect((await call('GET', '/v1/projects/demo')).status).toBe(200)

    const taken = await call('PUT', '/v1/projects/demo', { name: 'web-frontend' })
    expect(taken.status).toBe(409)
    expect((await call('PUT', '/v1/projects/nope', { description: 'x' })).status).toBe(404)
  })

  test('delete refuses a project with a VPC, then succeeds once subnet and VPC are gone', async () => {
    // a new project has only the default VPC with its default subnet, no instances
    const created = await call('POST', '/v1/projects', { name: 'short-lived', description: '' })
    expect(created.status).toBe(201)
    const refused = await call('DELETE', '/v1/projects/short-lived')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'project to be deleted contains a vpc: default',
    })

    const vpcWithSubnet = await call('DELETE', '/v1/vpcs/default?project=short-lived')
    expect(vpcWithSubnet.status).toBe(400)

    const subnet = await call('DELETE', '/v1/vpc-subnets/default?project=short-lived&vpc=default')
    expect(subnet.status).toBe(204)
    expect(subnet.text).toBe('')
    expect((await call('DELETE', '/v1/vpcs/default?project=short-lived')).status).toBe(204)

    const deleted = await call('DELETE', '/v1/projects/short-lived')
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expect((await call('GET', '/v1/projects/short-lived')).status).toBe(404)
  })

  test('pagination walks all 60 projects with limit 50 via next_page', async () => {
    startTestServer({ scenario: 'large' })
    const names: string[] = []
    let token: string | null = null
    let pages = 0
    do {
      const query: string = token ? `&page_token=${encodeURIComponent(token)}` : ''
      const page = (await call('GET', `/v1/projects?limit=50${query}`)).body as Page
      names.push(...page.items.map((item) => item.name))
      token = page.next_page
      pages++
    } while (token)
    expect(pages).toBe(2)
    expect(names).toHaveLength(60)
    expect(new Set(names).size).toBe(60)
    expect(names).toEqual([...names].sort())
    expect(names).toContain('mock-project')
  })

  test('sort_by name_descending and id_ascending; the page size defaults to 100', async () => {
    startTestServer({ scenario: 'large' })
    const descending = (await call('GET', '/v1/projects?sort_by=name_descending')).body as Page
    expect(descending.items).toHaveLength(60)
    expect(descending.next_page).toBeNull()
    const names = descending.items.map((item) => item.name)
    expect(names).toEqual([...names].sort().reverse())

    const byId = (await call('GET', '/v1/projects?sort_by=id_ascending&limit=30')).body as Page
    const next = (await call('GET', `/v1/projects?limit=30&page_token=${byId.next_page}`))
      .body as Page
    const ids = [...byId.items, ...next.items].map((item) => item.id)
    expect(ids).toEqual([...ids].sort())
    expect(next.next_page).toBeNull()
  })

  test('current user, groups and policy hang together', async () => {
    const me = (await call('GET', '/v1/me')).body as Record<string, unknown>
    expect(me).toMatchObject({ silo_name: 'default-silo', silo_admin: true, fleet_viewer: true })
    const groups = (await call('GET', '/v1/me/groups')).body as {
      items: { id: string; display_name: string }[]
    }
    expect(groups.items.map((group) => group.display_name).sort()).toEqual([
      'platform-admins',
      'web-devs',
    ])
    const policy = (await call('GET', '/v1/policy')).body as {
      role_assignments: { identity_id: string; role_name: string }[]
    }
    const admins = groups.items.find((group) => group.display_name === 'platform-admins')
    expect(policy.role_assignments).toContainEqual({
      identity_id: admins?.id,
      identity_type: 'silo_group',
      role_name: 'admin',
    })
  })
})

describe('routing', () => {
  test('a contract operation without a handler answers 501, an unknown path 404', async () => {
    startTestServer()
    const unmocked = await call('GET', '/v1/multicast-groups')
    expect(unmocked.status).toBe(501)
    expect((unmocked.body as ErrorBody).message).toContain('multicast_group_list')
    expect((await call('GET', '/v1/not-in-the-contract')).status).toBe(404)
  })

  test('requests outside the API pass through to the network', async () => {
    const { server } = startTestServer()
    const passedThrough: string[] = []
    server.pretender.passthroughRequest = (_verb, path) => {
      passedThrough.push(path)
    }
    // whether anything answers behind jsdom's origin does not matter here
    await fetch('/assets/main.js').catch(() => undefined)
    expect(passedThrough).toEqual(['/assets/main.js'])
  })

  test('a body that is not JSON answers 400', async () => {
    startTestServer()
    const response = await fetch('/v1/projects', { method: 'POST', body: '{oops' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorBody).message).toMatch(/^unable to parse JSON body/)
  })

  test('each server starts from fresh seeds', async () => {
    startTestServer()
    await call('POST', '/v1/projects', { name: 'temporary', description: '' })
    startTestServer()
    expect((await call('GET', '/v1/projects/temporary')).status).toBe(404)
  })

  test('a given database is served as is', async () => {
    const db = seedDefault()
    startTestServer({ db })
    await call('POST', '/v1/projects', { name: 'seen-in-db', description: '' })
    expect(db.projects.findBy((row) => row.name === 'seen-in-db')).toBeDefined()
  })
})

describe('network conditions', () => {
  /** Milliseconds until each call settles, on fake timers so the test takes no real time. */
  async function settleTimes(count: number) {
    vi.useFakeTimers()
    startTestServer({ delay: [200, 400] })
    const start = Date.now()
    const times: number[] = []
    const calls = Array.from({ length: count }, () =>
      fetch('/v1/ping').then((response) => {
        times.push(Date.now() - start)
        return response.status
      }),
    )
    await vi.advanceTimersByTimeAsync(199)
    expect(times).toEqual([])
    await vi.advanceTimersByTimeAsync(220)
    expect(await Promise.all(calls)).toEqual(Array(count).fill(200))
    return times
  }

  test('every call waits its own random 200-400 ms', async () => {
    const times = await settleTimes(20)
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(200)
      // pretender and the fetch polyfill add zero-delay timers after the drawn delay
      expect(time).toBeLessThanOrEqual(405)
    }
    expect(new Set(times).size).toBeGreaterThan(1)
  })

  test('the delay bounds are reached at the extremes of the random draw', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9999)
    const times = await settleTimes(3)
    for (const time of times) expect(time).toBeGreaterThanOrEqual(399)
  })

  test('chaos 100 fails every call with 401, 403, 404 or 500 and an Error body', async () => {
    const validator = createContractValidator()
    startTestServer({ chaos: 100 })
    const statuses = new Set<number>()
    for (let i = 0; i < 40; i++) {
      for (const [method, url] of [
        ['GET', '/v1/projects'],
        ['POST', '/v1/projects'],
        ['GET', '/v1/instances'],
        ['GET', '/v1/unknown'],
      ]) {
        const reply = await call(
          method,
          url,
          method === 'POST' ? { name: 'x', description: '' } : undefined,
        )
        expect(CHAOS_STATUSES).toContain(reply.status)
        expect(validator.validateSchema('Error', reply.body)).toEqual([])
        statuses.add(reply.status)
      }
    }
    expect([...statuses].sort()).toEqual([401, 403, 404, 500])
  })

  test('chaos 0 (the default) never fails a call', async () => {
    startTestServer({ chaos: 0 })
    for (let i = 0; i < 20; i++) expect((await call('GET', '/v1/ping')).status).toBe(200)
  })
})
