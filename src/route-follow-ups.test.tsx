/**
 * A route's follow-up queries (docs/architecture.md, Loading: a page never waits for its own render
 * to start its first requests): what a first answer leads to leaves as soon as that answer is in,
 * before anything renders, and is the very request the page's own hooks then make, sent once. And
 * the External IPs cell those requests fill: loading, failed, in.
 */
import { Provider } from '@react-spectrum/s2/Provider'
import { act, render, screen, waitFor } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { renderWithStore } from '@/testing/render-with-store'
import { makeStore } from '~/store'
import { RowLookupNotice } from './components/Lookup'
import { rowsOnFirstScreen } from './components/table-metrics'
import { ExternalIpsCell } from './resources/instance-ui'
import { startRouteData } from './route-data'

const project = 'mock-project'
const created = '2024-01-01T00:00:00Z'

const wireInstance = (name: string) => ({
  id: `id-${name}`,
  name,
  description: '',
  project_id: 'project-id',
  hostname: name,
  memory: 1024 ** 3,
  ncpus: 1,
  run_state: 'running',
  auto_restart_enabled: false,
  time_created: created,
  time_modified: created,
  time_run_state_updated: created,
})

const wireNic = (vpcId: string, primary: boolean) => ({
  id: `nic-${vpcId}`,
  name: `nic-${vpcId}`,
  description: '',
  instance_id: 'id-db1',
  vpc_id: vpcId,
  subnet_id: 'subnet-id',
  mac: 'A8:40:25:F0:00:01',
  ip_stack: { type: 'v4', value: { ip: '172.30.0.5', transit_ips: [] } },
  primary,
  time_created: created,
  time_modified: created,
})

/** The API, answering each request when the test says so, with the body it gives. */
function controlledNetwork() {
  const waiting: { url: string; answer: (body: unknown, status: number) => void }[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : 'url' in input ? input.url : input.href
    const url = new URL(href, 'http://console')
    return new Promise<Response>((resolve) => {
      waiting.push({
        url: `${url.pathname}${url.search}`,
        answer: (body, status) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          ),
      })
    })
  })
  const paths = () => waiting.map((request) => request.url.split('?')[0])
  return {
    /** Answers every request so far for `path` (query string aside). */
    answer(path: string, body: unknown, status = 200) {
      for (const request of waiting.filter((entry) => entry.url.split('?')[0] === path)) {
        request.answer(body, status)
      }
    },
    paths,
    /** How many requests went to `path`. */
    count: (path: string) => paths().filter((asked) => asked === path).length,
  }
}

/** An observer that finds every cell in view at once: each row settles (use-settled-in-view). */
class AllInView {
  static enabled = true
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    if (!AllInView.enabled) return
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
  unobserve() {}
  disconnect() {}
}

const ipsPath = (instance: string) => `/v1/instances/${instance}/external-ips`

beforeEach(() => {
  window.sessionStorage.clear()
  AllInView.enabled = true
  vi.stubGlobal('IntersectionObserver', AllInView)
  // frames timed on performance.now()'s clock, as a browser's are (jsdom's count from elsewhere);
  // on the global timers, not window's: a store's last frame can come after the file's jsdom is
  // gone (a CI run's unhandled "window is not defined")
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    setTimeout(() => frame(performance.now()), 16),
  )
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id))
})
afterEach(() => vi.unstubAllGlobals())

describe('the instances list asks for its rows’ external IPs with the list', () => {
  it('as soon as the first page answers, before any row renders; the cells’ hooks send none again', async () => {
    const network = controlledNetwork()
    const store = makeStore()
    const names = ['db1', 'db2', 'web1']
    await startRouteData(`/projects/${project}/instances`, store)
    await waitFor(() => expect(network.paths()).toContain('/v1/instances'))
    // the list's rows are not known yet: no address is asked for
    expect(network.paths().filter((path) => path.endsWith('/external-ips'))).toEqual([])

    act(() => network.answer('/v1/instances', { items: names.map(wireInstance), next_page: null }))
    // nothing rendered: the route's load asked, once for each row
    await waitFor(() =>
      expect(names.map((name) => network.count(ipsPath(name)))).toEqual([1, 1, 1]),
    )

    // the rows render while those are on their way, and settle in view: their hooks find the
    // requests in flight and send none of their own
    render(
      <ReduxProvider store={store}>
        <Provider locale="en-US">
          {names.map((name) => (
            <ExternalIpsCell key={name} project={project} instance={name} />
          ))}
        </Provider>
      </ReduxProvider>,
    )
    expect(screen.getAllByRole('img', { name: 'Loading external IPs' })).toHaveLength(3)
    // past the settling time (SETTLE_IN_VIEW_MS and its frames), the hooks have subscribed
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    act(() => {
      for (const [index, name] of names.entries()) {
        network.answer(ipsPath(name), {
          items: [{ kind: 'ephemeral', ip: `192.0.2.${index + 1}`, ip_pool_id: 'pool' }],
          next_page: null,
        })
      }
    })
    await screen.findByText('192.0.2.3')
    expect(screen.queryAllByRole('img', { name: 'Loading external IPs' })).toEqual([])
    expect(names.map((name) => network.count(ipsPath(name)))).toEqual([1, 1, 1])
  })

  it('only for the rows a first screen shows: the rows below ask once scrolled to', async () => {
    const network = controlledNetwork()
    const shown = rowsOnFirstScreen()
    const names = Array.from({ length: shown + 5 }, (_, index) => `instance-${index}`)
    await startRouteData(`/projects/${project}/instances`, makeStore())
    await waitFor(() => expect(network.paths()).toContain('/v1/instances'))
    act(() => network.answer('/v1/instances', { items: names.map(wireInstance), next_page: null }))
    await waitFor(() =>
      expect(network.paths().filter((path) => path.endsWith('/external-ips'))).toHaveLength(shown),
    )
    expect(network.paths().filter((path) => path.endsWith('/external-ips'))).toEqual(
      names.slice(0, shown).map(ipsPath),
    )
  })

  it('a list that fails leads to nothing more', async () => {
    const network = controlledNetwork()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await startRouteData(`/projects/${project}/instances`, makeStore())
    await waitFor(() => expect(network.paths()).toContain('/v1/instances'))
    act(() => network.answer('/v1/instances', { message: 'boom' }, 500))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(network.paths().filter((path) => path.endsWith('/external-ips'))).toEqual([])
  })
})

describe('the instance page asks for its header’s VPC with the instance', () => {
  it('as soon as its network interfaces name it: the primary interface’s VPC, once', async () => {
    const network = controlledNetwork()
    await startRouteData(`/projects/${project}/instances/db1/storage`, makeStore())
    await waitFor(() => expect(network.paths()).toContain('/v1/network-interfaces'))
    expect(network.paths().filter((path) => path.startsWith('/v1/vpcs'))).toEqual([])
    act(() =>
      network.answer('/v1/network-interfaces', {
        items: [wireNic('vpc-other', false), wireNic('vpc-primary', true)],
        next_page: null,
      }),
    )
    await waitFor(() =>
      expect(network.paths().filter((path) => path.startsWith('/v1/vpcs'))).toEqual([
        '/v1/vpcs/vpc-primary',
      ]),
    )
  })

  it('an instance without interfaces: no VPC to ask for', async () => {
    const network = controlledNetwork()
    await startRouteData(`/projects/${project}/instances/db1/storage`, makeStore())
    await waitFor(() => expect(network.paths()).toContain('/v1/network-interfaces'))
    act(() => network.answer('/v1/network-interfaces', { items: [], next_page: null }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(network.paths().filter((path) => path.startsWith('/v1/vpcs'))).toEqual([])
  })
})

describe('the External IPs cell', () => {
  const renderCell = (store: ReturnType<typeof makeStore>) =>
    render(
      <ReduxProvider store={store}>
        <Provider locale="en-US">
          <RowLookupNotice<{ project: string }>
            endpoint="instanceExternalIpList"
            what="external IPs"
            matches={(args) => args.project === project}
          />
          <ExternalIpsCell project={project} instance="db1" />
        </Provider>
      </ReduxProvider>,
    )
  const skeleton = () => screen.getByRole('img', { name: 'Loading external IPs' })

  it('a row not asked for yet: the loading bar, named, and no busy region (nothing is on its way)', () => {
    controlledNetwork()
    AllInView.enabled = false
    renderCell(makeStore())
    expect(skeleton().getAttribute('aria-busy')).toBeNull()
    expect(screen.queryByText('…')).toBeNull()
  })

  it('while its request is on its way: the loading bar, busy; its addresses once in', async () => {
    const network = controlledNetwork()
    renderCell(makeStore())
    await waitFor(() => expect(network.count(ipsPath('db1'))).toBe(1))
    await waitFor(() => expect(skeleton().getAttribute('aria-busy')).toBe('true'))
    act(() => network.answer(ipsPath('db1'), { items: [], next_page: null }))
    await screen.findByText('None')
    expect(screen.queryByRole('img', { name: 'Loading external IPs' })).toBeNull()
  })

  it('a request that fails ends the loading bar; the cell says so, the list’s notice has Retry, which asks again (SPEC §8)', async () => {
    const network = controlledNetwork()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCell(makeStore())
    await waitFor(() => expect(network.count(ipsPath('db1'))).toBe(1))
    act(() => network.answer(ipsPath('db1'), { message: 'boom' }, 500))
    expect((await screen.findByRole('status')).textContent).toBe('Could not load external IPs')
    expect(screen.getByText('Not loaded')).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Loading external IPs' })).toBeNull()
    act(() => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(network.count(ipsPath('db1'))).toBe(2))
    await waitFor(() => expect(skeleton().getAttribute('aria-busy')).toBe('true'))
  })

  it('the notice counts only the requests of its own table’s rows', async () => {
    const network = controlledNetwork()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithStore(
      <>
        <RowLookupNotice<{ project: string }>
          endpoint="instanceExternalIpList"
          what="external IPs"
          matches={(args) => args.project === 'another-project'}
        />
        <ExternalIpsCell project={project} instance="db1" />
      </>,
    )
    await waitFor(() => expect(network.count(ipsPath('db1'))).toBe(1))
    act(() => network.answer(ipsPath('db1'), { message: 'boom' }, 500))
    await screen.findByText('Not loaded')
    expect(screen.queryByText('Could not load external IPs')).toBeNull()
  })
})
