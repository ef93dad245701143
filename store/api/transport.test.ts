/**
 * SPEC §7 (Conventions), one row per rule, plus the 401 behaviour of SPEC §4 (and the warm
 * start's) and the logging of SPEC §8 through `apiBaseQuery`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { dropFirstRequests, sendFirstRequests } from '~/boot/first-requests'
import { warmStart } from '../persist'
import {
  type ApiRequest,
  apiBaseQuery,
  buildRequest,
  camelCase,
  fetchRaw,
  fromWireBody,
  isTimestampKey,
  navigation,
  postForm,
  putBytes,
  type QueryParams,
  type Revived,
  readResponse,
  reviveDates,
  setApiToken,
  snakeCase,
  toQueryString,
  toWireBody,
} from './transport'

const ISO = '2024-05-01T12:34:56.789Z'
const json = (body: unknown) => JSON.stringify(body)

afterEach(() => {
  setApiToken(undefined)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('keys: camelCase ⇄ snake_case', () => {
  it.each([
    ['time_created', 'timeCreated'],
    ['page_token', 'pageToken'],
    ['auto_restart_cooldown_expiration', 'autoRestartCooldownExpiration'],
    ['ipv4_block', 'ipv4Block'],
    ['name', 'name'],
    ['i_e_e_e802', 'iEEE802'],
  ])('%s ⇄ %s', (wire, app) => {
    expect(camelCase(wire)).toBe(app)
    expect(snakeCase(app)).toBe(wire)
  })

  it.each(['time_created', 'page_token', 'name'])('snake_case %s is left unchanged', (key) => {
    expect(snakeCase(key)).toBe(key)
  })

  it('every property and query key of the contract survives camelCase → snake_case', () => {
    const contractPath = path.join(import.meta.dirname, '../../../shared/api/oxide-openapi.json')
    const keys = new Set<string>()
    const walk = (node: unknown) => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item)
        return
      }
      if (typeof node !== 'object' || node === null) return
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && typeof value === 'object' && value !== null) {
          for (const property of Object.keys(value)) keys.add(property)
        }
        if (key === 'in' && value === 'query' && 'name' in node) keys.add(String(node.name))
        walk(value)
      }
    }
    walk(JSON.parse(readFileSync(contractPath, 'utf8')))
    expect(keys.size).toBeGreaterThan(100)
    expect([...keys].filter((key) => snakeCase(camelCase(key)) !== key)).toEqual([])
  })
})

describe('requests (SPEC §7: same origin, bearer token, JSON)', () => {
  it.each<[string, ApiRequest, string]>([
    ['a bare path', { url: '/v1/projects' }, '/v1/projects'],
    [
      'a path with a query',
      { url: '/v1/instances', params: { project: 'p' } },
      '/v1/instances?project=p',
    ],
    ['a path with an empty query', { url: '/v1/me', params: { limit: undefined } }, '/v1/me'],
  ])('%s: the URL is a same-origin path, never a host', (_, request, url) => {
    const [built, init] = buildRequest(request)
    expect(built).toBe(url)
    expect(built.startsWith('/')).toBe(true)
    expect(built).not.toMatch(/^[a-z][a-z0-9+.-]*:|^\/\//i)
    expect(init.credentials).toBe('same-origin')
  })

  it.each<[string, string | undefined, Record<string, string>]>([
    ['no token', undefined, { 'Content-Type': 'application/json' }],
    ['an empty token', '', { 'Content-Type': 'application/json' }],
    [
      'a token',
      'oxide-token-abc',
      { 'Content-Type': 'application/json', Authorization: 'Bearer oxide-token-abc' },
    ],
  ])('with %s the headers are %j', (_, token, headers) => {
    setApiToken(token)
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const [, init] = buildRequest({ url: '/v1/projects', method })
      expect(init.headers).toEqual(headers)
    }
  })

  it('clearing the token drops the Authorization header', () => {
    setApiToken('t')
    setApiToken(undefined)
    expect(buildRequest({ url: '/v1/me' })[1].headers).not.toHaveProperty('Authorization')
  })

  it.each<[string, ApiRequest, string, string | undefined]>([
    ['GET by default, no body', { url: '/v1/me' }, 'GET', undefined],
    [
      'a body as snake_case JSON',
      { url: '/v1/projects', method: 'POST', body: { name: 'p', description: 'd' } },
      'POST',
      json({ name: 'p', description: 'd' }),
    ],
    [
      'a camelCase body converted',
      { url: '/v1/login/s/local', method: 'POST', body: { username: 'u', passWord: 'x' } },
      'POST',
      json({ username: 'u', pass_word: 'x' }),
    ],
    ['an empty body', { url: '/v1/logout', method: 'POST', body: {} }, 'POST', '{}'],
  ])('%s', (_, request, method, body) => {
    const [, init] = buildRequest(request)
    expect(init.method).toBe(method)
    expect(init.body).toBe(body)
  })
})

describe('query strings (SPEC §7)', () => {
  const when = new Date(ISO)
  it.each<[string, QueryParams | undefined, string]>([
    ['no params', undefined, ''],
    ['empty params', {}, ''],
    ['one entry', { project: 'mock-project' }, '?project=mock-project'],
    ['null and undefined dropped', { a: null, b: undefined, c: 'x' }, '?c=x'],
    ['only nulls: no query at all', { a: null, b: undefined }, ''],
    ['false and 0 kept', { cascade: false, limit: 0 }, '?cascade=false&limit=0'],
    ['numbers and booleans as text', { limit: 50, mostRecent: true }, '?limit=50&most_recent=true'],
    ['arrays repeat the key', { tag: ['a', 'b', 'c'] }, '?tag=a&tag=b&tag=c'],
    ['nulls inside arrays dropped', { tag: ['a', null, undefined, 'b'] }, '?tag=a&tag=b'],
    ['an empty array is no entry', { tag: [], project: 'p' }, '?project=p'],
    ['camelCase keys to snake_case', { pageToken: 't', sortBy: 'id' }, '?page_token=t&sort_by=id'],
    ['snake_case keys unchanged', { page_token: 't', sort_by: 'id' }, '?page_token=t&sort_by=id'],
    ['values encoded', { filter: 'a b&c=d/é?#' }, '?filter=a%20b%26c%3Dd%2F%C3%A9%3F%23'],
    ['keys encoded', { 'a b&c': 'x' }, '?a%20b%26c=x'],
    ['dates as ISO strings', { startTime: when }, '?start_time=2024-05-01T12%3A34%3A56.789Z'],
    [
      'dates inside arrays',
      { at: [when, new Date(0)] },
      '?at=2024-05-01T12%3A34%3A56.789Z&at=1970-01-01T00%3A00%3A00.000Z',
    ],
  ])('%s', (_, params, query) => {
    expect(toQueryString(params)).toBe(query)
    expect(buildRequest({ url: '/v1/x', params })[0]).toBe(`/v1/x${query}`)
  })
})

describe('request bodies: camelCase → snake_case at every depth (SPEC §7)', () => {
  it.each<[string, unknown, unknown]>([
    ['flat keys', { vpcName: 'v', description: 'd' }, { vpc_name: 'v', description: 'd' }],
    [
      'nested objects',
      { bootDisk: { diskSource: { blockSize: 512 } } },
      { boot_disk: { disk_source: { block_size: 512 } } },
    ],
    [
      'arrays of objects',
      {
        networkInterfaces: {
          type: 'create',
          params: [{ vpcName: 'v', subnetName: 's', ipConfig: { ipv4: { ipAddr: null } } }],
        },
      },
      {
        network_interfaces: {
          type: 'create',
          params: [{ vpc_name: 'v', subnet_name: 's', ip_config: { ipv4: { ip_addr: null } } }],
        },
      },
    ],
    ['a top-level array', [{ firstAddress: 'a' }], [{ first_address: 'a' }]],
    [
      'snake_case keys unchanged',
      { time_created: 'x', page_token: 'y', nested: { vpc_id: 'z' } },
      { time_created: 'x', page_token: 'y', nested: { vpc_id: 'z' } },
    ],
    [
      'values never touched',
      { name: 'myProject', tags: ['camelCase', 'snake_case'] },
      { name: 'myProject', tags: ['camelCase', 'snake_case'] },
    ],
    ['a run of capitals as the contract spells it', { iEEE802: [1, 2] }, { i_e_e_e802: [1, 2] }],
    ['primitives as they are', 'text', 'text'],
    ['null as it is', null, null],
  ])('%s', (_, body, wire) => {
    expect(toWireBody(body)).toEqual(wire)
  })

  it('keeps dates for JSON.stringify to write as ISO strings', () => {
    const [, init] = buildRequest({
      url: '/v1/x',
      method: 'POST',
      body: { endTime: new Date(ISO) },
    })
    expect(init.body).toBe(json({ end_time: ISO }))
  })
})

describe('responses (SPEC §7: text, {} when empty, JSON with camelCase keys)', () => {
  it.each<[string, unknown, unknown]>([
    ['flat keys', { project_id: 'p', time_created: ISO }, { projectId: 'p', timeCreated: ISO }],
    [
      'nested objects and arrays of objects',
      { items: [{ vpc_id: 'v', ip_range: { first_address: 'a' } }], next_page: null },
      { items: [{ vpcId: 'v', ipRange: { firstAddress: 'a' } }], nextPage: null },
    ],
    ['camelCase keys unchanged', { projectId: 'p' }, { projectId: 'p' }],
    [
      'values never touched',
      { name: 'my_project', ids: ['a_b'] },
      { name: 'my_project', ids: ['a_b'] },
    ],
  ])('fromWireBody: %s', (_, wire, app) => {
    expect(fromWireBody(wire)).toEqual(app)
  })

  type Expected =
    | { type: 'success' | 'error'; statusCode: number; data: unknown }
    | { type: 'client_error'; statusCode: number; text: string }
  it.each<[string, number, string | null, Expected]>([
    [
      'success: 2xx JSON, camelCase keys, timestamps still strings (serializable store)',
      200,
      json({ id: 'i', time_created: ISO, run_state: 'running' }),
      {
        type: 'success',
        statusCode: 200,
        data: { id: 'i', timeCreated: ISO, runState: 'running' },
      },
    ],
    [
      'success: 201 JSON',
      201,
      json({ id: 'p' }),
      { type: 'success', statusCode: 201, data: { id: 'p' } },
    ],
    ['success: 204 no body → {}', 204, null, { type: 'success', statusCode: 204, data: {} }],
    ['success: 200 empty body → {}', 200, '', { type: 'success', statusCode: 200, data: {} }],
    [
      'success: a JSON array',
      200,
      json([{ vpc_id: 'v' }]),
      { type: 'success', statusCode: 200, data: [{ vpcId: 'v' }] },
    ],
    [
      'error: non-2xx JSON, camelCase keys',
      400,
      json({ error_code: 'InvalidRequest', message: 'bad', request_id: 'r1' }),
      {
        type: 'error',
        statusCode: 400,
        data: { errorCode: 'InvalidRequest', message: 'bad', requestId: 'r1' },
      },
    ],
    ['error: empty body → {}', 500, '', { type: 'error', statusCode: 500, data: {} }],
    [
      'client_error: error status, body not JSON, raw text kept',
      502,
      '<html>Bad Gateway</html>',
      { type: 'client_error', statusCode: 502, text: '<html>Bad Gateway</html>' },
    ],
    [
      'client_error: ok status, body not JSON',
      200,
      'not json',
      { type: 'client_error', statusCode: 200, text: 'not json' },
    ],
    [
      'client_error: truncated JSON',
      200,
      '{"id":',
      { type: 'client_error', statusCode: 200, text: '{"id":' },
    ],
  ])('%s', async (_, status, body, expected) => {
    const result = await readResponse(new Response(body, { status }))
    expect(result).toMatchObject(expected)
    expect(result.headers).toBeInstanceOf(Headers)
    if (result.type === 'client_error') expect(result.error).toBeInstanceOf(SyntaxError)
  })
})

describe('timestamps (SPEC §7: key starts with time_, ends with _time or _expiration, or is timestamp)', () => {
  it.each<[string, boolean]>([
    ['time_created', true],
    ['timeCreated', true],
    ['time_modified', true],
    ['timeRunStateUpdated', true],
    ['start_time', true],
    ['endTime', true],
    ['auto_restart_cooldown_expiration', true],
    ['autoRestartCooldownExpiration', true],
    ['timestamp', true],
    ['timeless', false],
    ['timeseries', false],
    ['timeseriesName', false],
    ['timeseries_name', false],
    ['timestamps', false],
    ['time', false],
    ['runtime', false],
    ['routerLifetime', false],
    ['router_lifetime', false],
    ['expiration', false],
    ['description', false],
    ['name', false],
  ])('%s → %s', (key, expected) => {
    expect(isTimestampKey(key)).toBe(expected)
  })

  const date = new Date(ISO)
  it.each<[string, unknown, unknown]>([
    ['time_ prefix (camelCase)', { timeCreated: ISO }, { timeCreated: date }],
    ['time_ prefix (wire form)', { time_created: ISO }, { time_created: date }],
    ['_time suffix', { startTime: ISO, end_time: ISO }, { startTime: date, end_time: date }],
    [
      '_expiration suffix',
      { autoRestartCooldownExpiration: ISO },
      { autoRestartCooldownExpiration: date },
    ],
    ['timestamp', { timestamp: ISO }, { timestamp: date }],
    [
      'whole seconds',
      { timeCreated: '2024-05-01T12:34:56Z' },
      { timeCreated: new Date('2024-05-01T12:34:56Z') },
    ],
    [
      'microseconds, as the server writes them',
      { timeCreated: '2024-05-01T12:34:56.789123Z' },
      { timeCreated: new Date('2024-05-01T12:34:56.789Z') },
    ],
    [
      'any depth',
      { items: [{ id: 'a', timeCreated: ISO }] },
      { items: [{ id: 'a', timeCreated: date }] },
    ],
    [
      'another key holding an ISO string',
      { description: ISO, name: ISO },
      { description: ISO, name: ISO },
    ],
    ['timeless is not time_', { timeless: ISO }, { timeless: ISO }],
    ['timeseriesName is not time_', { timeseriesName: ISO }, { timeseriesName: ISO }],
    ['a list under timestamps', { timestamps: [ISO] }, { timestamps: [ISO] }],
    ['a non-ISO string', { timeCreated: 'yesterday' }, { timeCreated: 'yesterday' }],
    ['a date without a time', { timeCreated: '2024-05-01' }, { timeCreated: '2024-05-01' }],
    [
      'an offset, not UTC',
      { timeCreated: '2024-05-01T12:34:56+02:00' },
      { timeCreated: '2024-05-01T12:34:56+02:00' },
    ],
    ['null', { timeCreated: null }, { timeCreated: null }],
    ['a number', { holdTime: 3 }, { holdTime: 3 }],
  ])('%s', (_, input, expected) => {
    expect(reviveDates(input)).toEqual(expected)
  })

  it.each<[string, unknown]>([
    ['a string', ISO],
    ['a number', 1],
    ['null', null],
    ['undefined', undefined],
  ])('returns %s as it is', (_, value) => {
    expect(reviveDates(value)).toBe(value)
  })

  it('returns the same object for the same input (selectors stay referentially stable)', () => {
    const entity = { id: 'i', timeCreated: ISO, nics: [{ timeModified: ISO }] }
    const first = reviveDates(entity)
    expect(reviveDates(entity)).toBe(first)
    expect(reviveDates(entity.nics)).toBe(first.nics)
    expect(reviveDates({ ...entity })).not.toBe(first)
    expect(reviveDates({ ...entity })).toEqual(first)
    expect(entity.timeCreated).toBe(ISO)
  })

  it('types timestamp keys as Date and the rest as they were', () => {
    type Entity = {
      timeCreated: string
      timeExpires?: string
      startTime: string | null
      autoRestartCooldownExpiration: string
      timestamp: string
      timeless: string
      timeseriesName: string
      time: string
      description: string
      holdTime: number
      items: { timeModified: string }[]
    }
    expectTypeOf<Revived<Entity>>().toEqualTypeOf<{
      timeCreated: Date
      timeExpires?: Date
      startTime: Date | null
      autoRestartCooldownExpiration: Date
      timestamp: Date
      timeless: string
      timeseriesName: string
      time: string
      description: string
      holdTime: number
      items: { timeModified: Date }[]
    }>()
  })
})

describe('apiBaseQuery', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let toLogin: ReturnType<typeof vi.spyOn>
  let consoleError: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    toLogin = vi.spyOn(navigation, 'toLogin').mockImplementation(() => {})
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState({}, '', '/projects/mock-project/instances?page=2')
  })

  const respond = (status: number, body: string | null) =>
    fetchMock.mockResolvedValueOnce(new Response(body, { status }))

  const run = async (endpoint: string, request: ApiRequest = { url: '/v1/projects' }) => {
    const api = { signal: new AbortController().signal, endpoint, type: 'query' } as BaseQueryApi
    return apiBaseQuery(request, api, {})
  }

  it('sends the built request with the abort signal', async () => {
    setApiToken('tok')
    respond(200, json({}))
    await run('projectCreate', {
      url: '/v1/projects',
      method: 'POST',
      params: { pageToken: 't' },
      body: { name: 'p', description: '' },
    })
    expect(fetchMock).toHaveBeenCalledWith('/v1/projects?page_token=t', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      credentials: 'same-origin',
      body: json({ name: 'p', description: '' }),
      signal: expect.any(AbortSignal),
    })
  })

  describe('the first load’s requests, sent before this code arrived (boot/first-requests.ts)', () => {
    const sentEarly = (url: string, body: unknown) => {
      const early = vi.fn(async () => new Response(json(body)))
      vi.stubGlobal('fetch', early)
      sendFirstRequests(
        [{ pattern: '/projects', requests: [url], modules: [] }],
        '/projects',
        globalThis,
      )
      vi.stubGlobal('fetch', fetchMock)
      return early
    }
    afterEach(() => dropFirstRequests())

    it('takes the answer of a GET sent early instead of sending it again, once', async () => {
      sentEarly('/v1/projects?limit=50', { items: [], next_page: 'early' })
      respond(200, json({ items: [], next_page: 'again' }))
      const request = { url: '/v1/projects', params: { limit: 50 } }
      expect(await run('projectList', request)).toEqual({ data: { items: [], nextPage: 'early' } })
      expect(fetchMock).not.toHaveBeenCalled()
      expect(await run('projectList', request)).toEqual({ data: { items: [], nextPage: 'again' } })
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })

    it.each<[string, ApiRequest, string | undefined]>([
      ['another URL', { url: '/v1/projects', params: { limit: 25 } }, undefined],
      ['a write to the same URL', { url: '/v1/projects?limit=50', method: 'POST' }, undefined],
      ['a request with a token', { url: '/v1/projects', params: { limit: 50 } }, 'tok'],
    ])('sends its own request for %s', async (_, request, token) => {
      sentEarly('/v1/projects?limit=50', { items: [], next_page: 'early' })
      setApiToken(token)
      respond(200, json({}))
      await run('projectList', request)
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })
  })

  it.each<[string, number, string | null, unknown]>([
    [
      'camelCase data',
      200,
      json({ items: [{ id: 'p', time_created: ISO }], next_page: null }),
      { items: [{ id: 'p', timeCreated: ISO }], nextPage: null },
    ],
    ['{} for an empty body', 204, null, {}],
  ])('success returns %s and logs nothing', async (_, status, body, data) => {
    respond(status, body)
    expect(await run('projectList')).toEqual({ data })
    expect(consoleError).not.toHaveBeenCalled()
    expect(toLogin).not.toHaveBeenCalled()
  })

  it.each<[string, number, string | null, Record<string, unknown>]>([
    [
      'a JSON error',
      400,
      json({
        error_code: 'ObjectAlreadyExists',
        message: 'already exists: project "p"',
        request_id: 'r1',
      }),
      {
        message: 'Project name already exists',
        errorCode: 'ObjectAlreadyExists',
        statusCode: 400,
        requestId: 'r1',
      },
    ],
    [
      'a forbidden call',
      403,
      json({ error_code: 'Forbidden', message: 'Forbidden', request_id: 'r2' }),
      {
        message: 'Action not authorized',
        errorCode: 'Forbidden',
        statusCode: 403,
        requestId: 'r2',
      },
    ],
    [
      'an unreadable body',
      502,
      'Bad Gateway',
      {
        message: 'Error reading API response',
        errorCode: undefined,
        statusCode: 502,
        requestId: undefined,
      },
    ],
  ])('%s returns the processed error and logs it', async (_, status, body, error) => {
    respond(status, body)
    expect(await run('projectCreate')).toEqual({ error })
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('projectCreate'),
      expect.objectContaining({
        errorCode: error.errorCode,
        statusCode: error.statusCode,
        requestId: error.requestId,
      }),
    )
  })

  it('a failed fetch is an unreadable response', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await run('projectList')).toEqual({
      error: {
        message: 'Error reading API response',
        errorCode: undefined,
        statusCode: 0,
        requestId: undefined,
      },
    })
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  const unauthenticated = json({
    error_code: 'Unauthorized',
    message: 'credentials missing or invalid',
    request_id: 'r',
  })
  const forbidden = json({ error_code: 'Forbidden', message: 'Forbidden' })
  const notFound = json({ error_code: 'ObjectNotFound', message: 'not found' })
  const internal = json({ error_code: 'Internal', message: 'boom' })
  it.each<[string, string, boolean, number, string | null]>([
    ['a 401 on a query', 'projectList', true, 401, unauthenticated],
    ['a 401 on the current user', 'currentUserView', true, 401, unauthenticated],
    ['a 401 on a mutation', 'instanceStart', true, 401, unauthenticated],
    ['a 401 with an unreadable body', 'projectList', true, 401, 'Unauthorized'],
    ['a 401 with no body', 'projectList', true, 401, null],
    ['a 401 from local login (a wrong password)', 'loginLocal', false, 401, unauthenticated],
    ['a 403', 'projectList', false, 403, forbidden],
    ['a 404', 'projectView', false, 404, notFound],
    ['a 500', 'projectList', false, 500, internal],
  ])('%s (%s) redirects to login: %s', async (_, endpoint, redirects, status, body) => {
    // the ended session's lists leave the device with it (the warm start)
    const clearDevice = vi.spyOn(warmStart, 'clear')
    respond(status, body)
    const result = await run(endpoint)
    expect(result).toHaveProperty('error.statusCode', status)
    if (redirects) {
      expect(toLogin).toHaveBeenCalledExactlyOnceWith('/projects/mock-project/instances?page=2')
      expect(clearDevice).toHaveBeenCalledOnce()
    } else {
      expect(toLogin).not.toHaveBeenCalled()
      expect(clearDevice).not.toHaveBeenCalled()
    }
  })

  it.each([
    ['/projects', '/projects'],
    ['/settings/ssh-keys?sort=name&x=a%20b', '/settings/ssh-keys?sort=name&x=a%20b'],
  ])('the redirect carries the current path and search: %s', async (location, redirectUri) => {
    window.history.pushState({}, '', location)
    respond(401, unauthenticated)
    await run('projectList')
    expect(toLogin).toHaveBeenCalledExactlyOnceWith(redirectUri)
  })
})

describe('fetchRaw: an answer that is not JSON (a support bundle’s zip)', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let toLogin: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    toLogin = vi.spyOn(navigation, 'toLogin').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('hands the response back unread, sent as every call is', async () => {
    setApiToken('tok')
    const response = new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 })
    fetchMock.mockResolvedValueOnce(response)
    expect(await fetchRaw('supportBundleDownload', { url: '/x/download' })).toBe(response)
    expect(fetchMock).toHaveBeenCalledWith('/x/download', {
      method: 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      credentials: 'same-origin',
      body: undefined,
    })
  })

  it.each<[string, number, string | null, Record<string, unknown>, boolean]>([
    [
      'a JSON error',
      400,
      json({ error_code: 'InvalidRequest', message: 'cannot download', request_id: 'r1' }),
      { message: 'Cannot download', statusCode: 400 },
      false,
    ],
    ['an unreadable body', 502, 'Bad Gateway', { message: 'Error reading API response' }, false],
    [
      'an ended session',
      401,
      json({ error_code: 'Unauthorized', message: 'credentials missing or invalid' }),
      { statusCode: 401 },
      true,
    ],
  ])('%s rejects with the processed error', async (_, status, body, error, redirects) => {
    fetchMock.mockResolvedValueOnce(new Response(body, { status }))
    await expect(fetchRaw('supportBundleDownload', { url: '/x/download' })).rejects.toMatchObject(
      error,
    )
    expect(toLogin).toHaveBeenCalledTimes(redirects ? 1 : 0)
  })

  it('a failed fetch is an unreadable response', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(fetchRaw('supportBundleIndex', { url: '/x/index' })).rejects.toMatchObject({
      message: 'Error reading API response',
      statusCode: 0,
    })
  })
})

describe('postForm: the device flow’s form-encoded calls', () => {
  let fetchMock: ReturnType<typeof vi.fn>

  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(navigation, 'toLogin').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('sends snake_case keys form-encoded, leaves out what is unset, reads camelCase JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(json({ device_code: 'd', user_code: 'BCDF-GHJK' }), { status: 200 }),
    )
    const answer = await postForm('deviceAuthRequest', '/device/auth', {
      clientId: 'c',
      ttlSeconds: 3600,
      unset: null,
    })
    expect(answer).toEqual({ deviceCode: 'd', userCode: 'BCDF-GHJK' })
    expect(fetchMock).toHaveBeenCalledWith('/device/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body: 'client_id=c&ttl_seconds=3600',
    })
  })

  it.each<[string, number, string, Record<string, unknown>]>([
    [
      'an OAuth error with its description',
      400,
      json({ error: 'invalid_request', error_description: 'client_id must be a UUID' }),
      { message: 'Client_id must be a UUID', errorCode: 'invalid_request', statusCode: 400 },
    ],
    [
      'an OAuth error alone',
      400,
      json({ error: 'expired_token' }),
      { message: 'Expired_token', errorCode: 'expired_token' },
    ],
    [
      'the server’s Error',
      500,
      json({ error_code: 'Internal', message: 'Internal Server Error' }),
      { message: 'Internal Server Error', statusCode: 500 },
    ],
  ])('%s rejects with its message', async (_, status, body, error) => {
    fetchMock.mockResolvedValueOnce(new Response(body, { status }))
    await expect(postForm('deviceAccessToken', '/device/token', {})).rejects.toMatchObject(error)
  })
})

/** An XMLHttpRequest the test answers: what was sent, its upload's progress, its end. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  responseText = ''
  private listeners: Record<string, (() => void)[]> = {}
  private uploadListeners: ((event: { loaded: number; total: number }) => void)[] = []
  upload = {
    addEventListener: (_: string, listener: (event: { loaded: number; total: number }) => void) =>
      this.uploadListeners.push(listener),
  }
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener]
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.emit('abort')
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: r9\r\n'
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ loaded, total })
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.emit('load')
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener()
  }
}

describe('putBytes: a file as the body, with upload progress (a release repository)', () => {
  const file = new Blob([new Uint8Array([0x50, 0x4b, 3, 4])])
  const send = (signal?: AbortSignal) => {
    const progress: number[] = []
    const result = putBytes(
      'systemUpdateRepositoryUpload',
      { url: '/v1/r', method: 'PUT', params: { fileName: 'a b.zip' }, body: file },
      { onProgress: ({ loaded }) => progress.push(loaded), signal },
    )
    return { result, progress }
  }

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setApiToken(undefined)
  })

  it('sends the bytes as they are with the query, reports progress, and reads the answer', async () => {
    const { result, progress } = send()
    const xhr = FakeXhr.last
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', '/v1/r?file_name=a%20b.zip', file])
    expect(xhr.headers['Content-Type']).toBe('application/octet-stream')
    xhr.progress(2, 4)
    xhr.progress(4, 4)
    xhr.answer(200, json({ status: 'inserted', repo: { system_version: '1.0.0' } }))
    await expect(result).resolves.toEqual({ status: 'inserted', repo: { systemVersion: '1.0.0' } })
    expect(progress).toEqual([2, 4])
  })

  it("rejects with the server's error, processed", async () => {
    const { result } = send()
    FakeXhr.last.answer(
      400,
      json({ error_code: 'InvalidRequest', message: 'failed to verify repository' }),
    )
    await expect(result).rejects.toMatchObject({
      message: 'Failed to verify repository',
      statusCode: 400,
    })
  })

  it('no answer is an unreadable response; an abort rejects with the signal’s reason', async () => {
    const failed = send()
    FakeXhr.last.emit('error')
    await expect(failed.result).rejects.toMatchObject({ statusCode: 0 })
    const controller = new AbortController()
    const aborted = send(controller.signal)
    controller.abort('cancelled')
    await expect(aborted.result).rejects.toBe('cancelled')
  })
})
