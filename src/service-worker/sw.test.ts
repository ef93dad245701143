// @vitest-environment node
/**
 * The service worker (sw.ts) in a stand-in for its global scope: the events the browser sends it,
 * a Cache Storage in memory and a network that counts what reaches it.
 */
import { codeCacheName, isCodeFile, type StaticRoute } from './code-files'

const origin = 'https://console.example'
const code = `${origin}/main-ABCD1234.js`
/** What index.html loads, as the build hands it to the worker. */
const firstScreen = ['/main-ABCD1234.js', '/main-WXYZ5678.css']

type Listener = (event: unknown) => void

/** Cache Storage in memory: caches by name, each a map from URL to response. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    const key = (request: Request | string) => (typeof request === 'string' ? request : request.url)
    return {
      match: async (request: Request | string) => store.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => {
        store.set(key(request), response)
      },
    }
  }
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  }
}

async function startWorker() {
  vi.resetModules()
  const listeners = new Map<string, Listener>()
  const caches = memoryCaches()
  const claim = vi.fn(async () => {})
  const network = vi.fn(async (request: Request | string) => {
    const url = typeof request === 'string' ? request : request.url
    return new Response(`from the network: ${url}`)
  })
  vi.stubGlobal('self', {
    location: { origin },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim },
  })
  vi.stubGlobal('caches', caches.api)
  vi.stubGlobal('fetch', network)
  vi.stubGlobal('__BUILD_ID__', 'build-2')
  vi.stubGlobal('__FIRST_SCREEN_FILES__', firstScreen)
  await import('./sw')
  /** Sends an event; resolves with what the worker answered (undefined: the network's as is). */
  const send = async (type: string, fields: object) => {
    let answer: Promise<Response> | undefined
    const pending: Promise<unknown>[] = []
    listeners.get(type)?.({
      ...fields,
      respondWith: (response: Promise<Response>) => {
        answer = response
      },
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    })
    await Promise.all(pending)
    return answer && (await answer)
  }
  const get = (url: string, method = 'GET') =>
    send('fetch', { request: new Request(url, { method }) })
  return { send, get, network, caches, claim }
}

afterEach(() => vi.unstubAllGlobals())

describe('which requests are the build’s own files', () => {
  it.each([
    ['the entry', code, true],
    ['a page’s chunk', `${origin}/ProjectsPage-Z9Y8X7W6.js`, true],
    ['the styles', `${origin}/main-7DNURNVF.css`, true],
    ['a font', `${origin}/source-sans-3-latin-wght-normal-AB12CD34.woff2`, true],
    ['the page itself', `${origin}/index.html`, false],
    ['a route', `${origin}/projects/mock-project/instances`, false],
    ['the worker', `${origin}/sw.js`, false],
    ['an API call', `${origin}/v1/projects?limit=50`, false],
    ['an API path shaped like a file', `${origin}/v1/disks/boot-ABCD1234.js`, false],
    ['a file with a query', `${code}?v=2`, false],
    ['another origin', 'https://cdn.example/main-ABCD1234.js', false],
    ['a name without a hash', `${origin}/main.js`, false],
  ])('%s: %s', (_, url, kept) => {
    expect(isCodeFile(url, origin)).toBe(kept)
  })
})

describe('the service worker', () => {
  it('answers a file of the build from the device once it has it', async () => {
    const worker = await startWorker()
    expect(await (await worker.get(code))?.text()).toBe(`from the network: ${code}`)
    expect(await (await worker.get(code))?.text()).toBe(`from the network: ${code}`)
    expect(worker.network).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an API call', `${origin}/v1/projects`, 'GET'],
    ['the page', `${origin}/projects`, 'GET'],
    ['a write', code, 'POST'],
  ])('leaves %s to the network untouched', async (_, url, method) => {
    const worker = await startWorker()
    expect(await worker.get(url, method)).toBeUndefined()
    expect(worker.network).not.toHaveBeenCalled()
  })

  it('keeps no failed answer', async () => {
    const worker = await startWorker()
    worker.network.mockResolvedValueOnce(new Response('gone', { status: 404 }))
    expect((await worker.get(code))?.status).toBe(404)
    await worker.get(code)
    expect(worker.network).toHaveBeenCalledTimes(2)
  })

  it('keeps the files the page loaded before it ran, and only the build’s', async () => {
    const worker = await startWorker()
    await worker.send('message', {
      data: { type: 'keep-files', urls: [code, `${origin}/v1/projects`, `${origin}/sw.js`] },
    })
    expect([...(worker.caches.stores.get(codeCacheName('build-2'))?.keys() ?? [])]).toEqual([code])
    await worker.get(code)
    expect(worker.network).toHaveBeenCalledTimes(1)
  })

  it('fetches the files it is handed one at a time, leaving the page the other connections', async () => {
    const worker = await startWorker()
    let inFlight = 0
    let most = 0
    worker.network.mockImplementation(async (request: Request | string) => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      return new Response(String(request))
    })
    const urls = ['a', 'b', 'c'].map((name) => `${origin}/${name}-ABCD1234.js`)
    await worker.send('message', { data: { type: 'keep-files', urls } })
    expect(worker.network).toHaveBeenCalledTimes(3)
    expect(most).toBe(1)
  })

  it('does not take over the pages already open: their files go to the network as before', async () => {
    const worker = await startWorker()
    await worker.send('activate', {})
    expect(worker.claim).not.toHaveBeenCalled()
  })

  it('keeps the first screen’s files while it installs', async () => {
    const worker = await startWorker()
    await worker.send('install', {})
    expect(worker.network.mock.calls.map(([request]) => String(request))).toEqual(
      firstScreen.map((path) => `${origin}${path}`),
    )
    // the next load's first screen comes from the device
    worker.network.mockClear()
    await worker.get(code)
    expect(worker.network).not.toHaveBeenCalled()
  })

  it('has the browser answer every request without it where it can: the build’s files from its cache, the rest from the network', async () => {
    const worker = await startWorker()
    const addRoutes = vi.fn(async () => {})
    await worker.send('install', { addRoutes })
    const [routes] = addRoutes.mock.calls[0] as unknown as [StaticRoute[]]
    const fromCache = routes.filter((route) => route.source !== 'network')
    // every file type the worker keeps, at the site's root, with no query, from this build's cache
    expect(fromCache.map((route) => route.condition.urlPattern.pathname)).toEqual(
      ['js', 'css', 'woff', 'woff2', 'png', 'jpg', 'jpeg', 'svg'].map((type) => `/*.${type}`),
    )
    for (const route of fromCache) {
      expect(
        isCodeFile(
          `${origin}${route.condition.urlPattern.pathname.replace('*', 'a-ABCD1234')}`,
          origin,
        ),
      ).toBe(true)
      expect(route.condition.urlPattern).toMatchObject({ search: '', baseURL: origin })
      expect(route.source).toEqual({ cacheName: codeCacheName('build-2') })
    }
    // the rest, last (the first route that matches wins): the network, without starting the worker
    expect(routes.at(-1)).toEqual({
      condition: { urlPattern: { pathname: '*', search: '*', baseURL: origin } },
      source: 'network',
    })
  })

  it('installs all the same when the browser refuses the routes', async () => {
    const worker = await startWorker()
    const addRoutes = vi.fn(async () => {
      throw new TypeError('bad route')
    })
    await worker.send('install', { addRoutes })
    expect(worker.network).toHaveBeenCalledTimes(firstScreen.length)
  })

  it('ignores other messages', async () => {
    const worker = await startWorker()
    await worker.send('message', { data: { type: 'something-else', urls: [code] } })
    expect(worker.network).not.toHaveBeenCalled()
  })

  it('drops the files an earlier build kept once it takes over', async () => {
    const worker = await startWorker()
    await worker.caches.api.open(codeCacheName('build-1'))
    await worker.caches.api.open(codeCacheName('build-2'))
    await worker.send('activate', {})
    expect([...worker.caches.stores.keys()]).toEqual([codeCacheName('build-2')])
  })
})
