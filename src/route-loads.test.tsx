/**
 * The route table's loads (docs/architecture.md, Loading): what each page needs for its first rows,
 * started by a navigation before the page renders. They are worth something only when the page's
 * own hooks find them in the cache: the same endpoint with the same arguments.
 */
import { Provider } from '@react-spectrum/s2/Provider'
import { act, render, waitFor } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import { makeStore } from '~/store'
import { api } from '~/store/api'
import { fillPattern, preloadLocation, routeQueriesAt, startRouteData } from './route-data'
import { flatRoutes } from './route-table'
import { Routes } from './routes'

/** A sled of the mock's rack (its ids are seeded: the same on every start). */
function seededSledId() {
  const { db } = startTestServer()
  const [sled] = db.sleds.all()
  stopTestServer()
  return sled?.id ?? ''
}

/** A value for every route parameter, each naming a resource of the mock's seeds. */
const params: Record<string, string> = {
  project: 'mock-project',
  instance: 'db1',
  vpc: 'default',
  rule: 'allow-icmp',
  router: 'system',
  route: 'default-v4',
  subnet: 'default',
  gateway: 'default',
  floatingIp: 'cola-float',
  image: 'ubuntu',
  snapshot: 'snapshot-1',
  sshKey: 'key-1',
  silo: 'default-silo',
  provider: 'mock-idp',
  sledId: seededSledId(),
  pool: 'ip-pool-1',
  antiAffinityGroup: 'web-spread',
}

/** Every page of the table once, at a path with every parameter filled; no side modal. */
const pageLocations = flatRoutes
  .filter((route) => route.page && !route.modal && !route.redirect)
  .map((route) => fillPattern(route.pattern, params))

/**
 * jsdom draws nothing: a 2D context whose every method does nothing, for the charts (uPlot) of the
 * utilization pages.
 */
const inertContext = new Proxy(
  {},
  { get: (_, key) => (key === 'measureText' ? () => ({ width: 0 }) : () => undefined) },
) as unknown as CanvasRenderingContext2D

/** jsdom has no Path2D either: one whose every method does nothing, for the same charts. */
class InertPath2D {
  constructor() {
    // biome-ignore lint/correctness/noConstructorReturn: every method of the stand-in does nothing
    return new Proxy(this, { get: () => () => undefined })
  }
}

/** A fetch that never answers: what a page asks for on mounting stays in the cache as pending. */
function silentNetwork() {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}))
}

const keysOf = (store: ReturnType<typeof makeStore>) => Object.keys(store.getState().api.queries)

beforeEach(() => {
  window.sessionStorage.clear()
  silentNetwork()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(inertContext)
  vi.stubGlobal('Path2D', InertPath2D)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('what a route’s page needs for its first rows', () => {
  it.each<[string, string, [string, unknown][]]>([
    [
      'projects: the first page of the list',
      '/projects',
      [['projectList', { limit: 50, pageToken: undefined }]],
    ],
    [
      'a project: its instances (through the redirect), and the project unless the store has it',
      '/projects/mock-project',
      [
        ['projectView', { project: 'mock-project' }],
        ['instanceList', { project: 'mock-project', limit: 50, pageToken: undefined }],
      ],
    ],
    [
      'an instance: the header’s project, instance, disks, interfaces and addresses, then the storage tab’s disks and the attachable ones',
      '/projects/mock-project/instances/db1',
      [
        ['projectView', { project: 'mock-project' }],
        ['instanceView', { project: 'mock-project', instance: 'db1' }],
        ['instanceDiskList', { project: 'mock-project', instance: 'db1' }],
        ['instanceNetworkInterfaceList', { project: 'mock-project', instance: 'db1' }],
        ['instanceExternalIpList', { project: 'mock-project', instance: 'db1' }],
        ['instanceDiskList', { project: 'mock-project', instance: 'db1' }],
        ['diskList', { project: 'mock-project', limit: 100 }],
      ],
    ],
    [
      'snapshots: the list and the disks its disk column names',
      '/projects/mock-project/snapshots',
      [
        ['snapshotList', { project: 'mock-project', limit: 50, pageToken: undefined }],
        ['diskList', { project: 'mock-project' }],
      ],
    ],
    [
      'a side modal over a list: the list under it',
      '/projects/mock-project/disks-new',
      [['diskList', { project: 'mock-project', limit: 50, pageToken: undefined }]],
    ],
    ['a page that asks for nothing: nothing', '/device/verify', []],
  ])('%s', (_case, location, expected) => {
    expect(routeQueriesAt(location).map((query) => [query.endpoint, query.args])).toEqual(expected)
  })

  it('a list at the page size the user chose for it', () => {
    window.sessionStorage.setItem('oxide.pageSize:/projects/scale-test/instances', '1000')
    const [, list] = routeQueriesAt('/projects/scale-test/instances')
    expect(list?.args).toEqual({ project: 'scale-test', limit: 1000, pageToken: undefined })
  })

  it.each(flatRoutes.filter((route) => route.loads.length > 0).map((route) => route.pattern))(
    '%s: its areas inject every endpoint its queries call',
    async (pattern) => {
      const location = fillPattern(pattern, params)
      const queries = await startRouteData(location, makeStore())
      const missing = queries.filter((query) => !(query.endpoint in api.endpoints))
      expect(missing.map((query) => query.endpoint)).toEqual([])
    },
  )
})

describe('the requests a navigation starts are the page’s own', () => {
  /**
   * The page at `location` rendered, its code loaded first, with nothing started before it: the
   * cache keys of what it asks for on mounting. `expected` are keys it should ask for: waited for
   * (a page may load a part of itself lazily, slowly on a busy machine), then what else it asks
   * once the cache has stopped growing for a while.
   */
  async function pageKeys(location: string, expected: string[]) {
    await preloadLocation(location)
    // the mock API answers: a frame renders its tabs once it has its resource
    startTestServer()
    const store = makeStore()
    const { hook, searchHook } = memoryLocation({ path: location })
    const view = render(
      <ReduxProvider store={store}>
        <Router hook={hook} searchHook={searchHook}>
          <Provider locale="en-US">
            <Routes />
          </Provider>
        </Router>
      </ReduxProvider>,
    )
    await waitFor(
      () => expect(expected.filter((key) => !keysOf(store).includes(key))).toEqual([]),
      { timeout: 10_000 },
    )
    let keys: string[] = []
    for (let quiet = 0; quiet < 3; ) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      const now = keysOf(store)
      quiet = now.length === keys.length ? quiet + 1 : 0
      keys = now
    }
    // a page that failed to render asked for nothing: that would prove nothing
    expect(view.queryByText('Something went wrong')).toBeNull()
    view.unmount()
    stopTestServer()
    return keys
  }

  /** What the route table starts for `location`, alone. */
  async function loadKeys(location: string) {
    const store = makeStore()
    await startRouteData(location, store)
    return keysOf(store)
  }

  // the layout's own user, which every signed-in page's top bar asks for
  const layoutKeys = ['currentUserView(undefined)']

  it.each(pageLocations)(
    '%s',
    async (location) => {
      const load = await loadKeys(location)
      // each request started ahead is one the page reads: none wasted, none sent twice
      // (pageKeys waits for them)
      const page = await pageKeys(location, load)
      // a page that asks for data on mounting names at least one of those asks in the table
      const pageOwn = page.filter((key) => !layoutKeys.includes(key))
      if (pageOwn.length > 0) expect(load).not.toEqual([])
    },
    30_000,
  )
})
