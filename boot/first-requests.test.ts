// @vitest-environment node
import {
  dropFirstRequests,
  type FirstRequestRoute,
  firstLoadAt,
  sendFirstRequests,
  takeFirstRequest,
} from './first-requests'

const table: FirstRequestRoute[] = [
  { pattern: '/login', requests: [], modules: [] },
  {
    pattern: '/projects',
    requests: ['/v1/me', '/v1/projects?limit=50'],
    modules: ['src/pages/projects/ProjectsPage.tsx'],
  },
  {
    pattern: '/projects-new',
    requests: ['/v1/me', '/v1/projects?limit=50'],
    modules: ['src/pages/projects/ProjectsPage.tsx', 'src/forms/project-create.tsx'],
  },
  {
    pattern: '/projects/:project/instances',
    requests: ['/v1/me', '/v1/instances?project={project}&limit=50'],
    modules: ['src/layouts/ProjectLayout.tsx', 'src/pages/instances/InstancesPage.tsx'],
  },
  {
    pattern: '/projects/:project/instances/:instance',
    requests: ['/v1/instances/{instance}?project={project}'],
    modules: [],
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?',
    requests: ['/v1/vpc-firewall-rules?project={project}&vpc={vpc}', '/v1/rules/{rule}'],
    modules: [],
  },
]

describe('firstLoadAt', () => {
  it.each([
    ['a route with no first requests', '/login', []],
    ['a route without params', '/projects', ['/v1/me', '/v1/projects?limit=50']],
    [
      'a route’s params in the query',
      '/projects/web/instances',
      ['/v1/me', '/v1/instances?project=web&limit=50'],
    ],
    [
      'params in the path and the query',
      '/projects/web/instances/db1',
      ['/v1/instances/db1?project=web'],
    ],
    [
      'a param decoded from the location and encoded again',
      '/projects/a%20b/instances',
      ['/v1/me', '/v1/instances?project=a%20b&limit=50'],
    ],
    [
      'an optional param left out: its request is not sent',
      '/projects/web/vpcs/default/firewall-rules-new',
      ['/v1/vpc-firewall-rules?project=web&vpc=default'],
    ],
    [
      'an optional param given',
      '/projects/web/vpcs/default/firewall-rules-new/allow-ssh',
      ['/v1/vpc-firewall-rules?project=web&vpc=default', '/v1/rules/allow-ssh'],
    ],
    ['a location no route matches', '/nowhere', []],
    ['a location that only begins like a route', '/projects/web', []],
  ])('%s', (_, location, expected) => {
    expect(firstLoadAt(table, location).requests).toEqual(expected)
  })

  it('names the modules of what the route renders', () => {
    expect(firstLoadAt(table, '/projects/web/instances').modules).toEqual([
      'src/layouts/ProjectLayout.tsx',
      'src/pages/instances/InstancesPage.tsx',
    ])
    expect(firstLoadAt(table, '/nowhere').modules).toEqual([])
  })

  it('takes the first route that matches, as the router does', () => {
    const shadowed: FirstRequestRoute[] = [
      { pattern: '/projects/:project', requests: ['/first/{project}'], modules: ['first'] },
      { pattern: '/projects/:project', requests: ['/second/{project}'], modules: ['second'] },
    ]
    expect(firstLoadAt(shadowed, '/projects/web')).toEqual({
      requests: ['/first/web'],
      modules: ['first'],
    })
  })
})

describe('sending and taking', () => {
  const answers = new Map<string, Response>()
  beforeEach(() => {
    answers.clear()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const response = new Response(JSON.stringify({ url }))
        answers.set(url, response)
        return response
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends each request once, with the console’s headers and the session cookie', () => {
    const scope = {}
    sendFirstRequests(table, '/projects/web/instances', scope)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenCalledWith('/v1/instances?project=web&limit=50', {
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
    })
  })

  it('asks for the modules’ code after sending the requests', () => {
    const order: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        order.push(url)
        return new Response('{}')
      }),
    )
    sendFirstRequests(table, '/projects-new', {}, (module) => order.push(module))
    expect(order).toEqual([
      '/v1/me',
      '/v1/projects?limit=50',
      'src/pages/projects/ProjectsPage.tsx',
      'src/forms/project-create.tsx',
    ])
  })

  it('hands each answer over once; a second ask finds none', async () => {
    const scope = {}
    sendFirstRequests(table, '/projects', scope)
    const answer = await takeFirstRequest('/v1/projects?limit=50', scope)
    expect(answer).toBe(answers.get('/v1/projects?limit=50'))
    expect(takeFirstRequest('/v1/projects?limit=50', scope)).toBeUndefined()
    expect(takeFirstRequest('/v1/projects?limit=25', scope)).toBeUndefined()
  })

  it('hands nothing over once the first page is in', () => {
    const scope = {}
    sendFirstRequests(table, '/projects', scope)
    dropFirstRequests(scope)
    expect(takeFirstRequest('/v1/me', scope)).toBeUndefined()
  })

  it('leaves a failed request to the one who takes it, unreported until then', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const scope = {}
    sendFirstRequests(table, '/projects', scope)
    await expect(takeFirstRequest('/v1/me', scope)).rejects.toThrow('Failed to fetch')
  })
})
