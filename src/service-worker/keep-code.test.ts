import { HAND_OVER_QUIET_MS, keepCodeOnDevice, SERVICE_WORKER_URL } from './keep-code'

function container({ refuse = false } = {}) {
  const active = { postMessage: vi.fn() }
  return {
    active,
    register: vi.fn(async () => {
      if (refuse) throw new DOMException('refused', 'SecurityError')
    }),
    ready: Promise.resolve({ active }),
  }
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0))
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: 'https://console.example/main-ABCD1234.js' },
    { name: 'https://console.example/v1/projects' },
  ] as PerformanceEntryList)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('registers the worker, then hands it the files this load fetched before it ran', async () => {
  const worker = container()
  await keepCodeOnDevice(worker as unknown as ServiceWorkerContainer)
  expect(worker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL)
  // the worker picks what it keeps (sw.ts): the page sends what it has
  expect(worker.active.postMessage).toHaveBeenCalledWith({
    type: 'keep-files',
    urls: ['https://console.example/main-ABCD1234.js', 'https://console.example/v1/projects'],
  })
})

it('does nothing where the browser offers no workers (not a secure context)', async () => {
  await expect(keepCodeOnDevice(undefined)).resolves.toBeUndefined()
})

it('goes on without one when the browser refuses it', async () => {
  const worker = container({ refuse: true })
  await expect(
    keepCodeOnDevice(worker as unknown as ServiceWorkerContainer),
  ).resolves.toBeUndefined()
  expect(worker.active.postMessage).not.toHaveBeenCalled()
})

it('hands the worker the build’s files this page loads later, once loading has been quiet, except those from the device', async () => {
  let observed: ((list: { getEntries: () => PerformanceEntryList }) => void) | undefined
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: typeof observed) {
        observed = callback
      }
      observe() {}
    },
  )
  const worker = container()
  await keepCodeOnDevice(worker as unknown as ServiceWorkerContainer)
  worker.active.postMessage.mockClear()
  vi.useFakeTimers()
  const origin = window.location.origin
  const later = (entries: object[]) =>
    observed?.({ getEntries: () => entries as unknown as PerformanceEntryList })
  later([
    { name: `${origin}/DisksPage-ABCD1234.js`, workerFinalSourceType: 'network' },
    { name: `${origin}/chunk-IJKL9012.js`, workerFinalSourceType: 'cache' },
  ])
  vi.advanceTimersByTime(HAND_OVER_QUIET_MS - 1)
  // the page is still loading: an API answer, then another chunk
  later([{ name: `${origin}/v1/disks` }])
  vi.advanceTimersByTime(HAND_OVER_QUIET_MS - 1)
  later([{ name: `${origin}/chunk-EFGH5678.js` }])
  vi.advanceTimersByTime(HAND_OVER_QUIET_MS - 1)
  expect(worker.active.postMessage).not.toHaveBeenCalled()
  // quiet, then idle: one message with both
  vi.advanceTimersByTime(1)
  vi.runOnlyPendingTimers()
  expect(worker.active.postMessage).toHaveBeenCalledTimes(1)
  expect(worker.active.postMessage).toHaveBeenCalledWith({
    type: 'keep-files',
    urls: [`${origin}/DisksPage-ABCD1234.js`, `${origin}/chunk-EFGH5678.js`],
  })
  // nothing new to keep: the worker is not woken
  later([{ name: `${origin}/v1/instances` }])
  vi.runAllTimers()
  expect(worker.active.postMessage).toHaveBeenCalledTimes(1)
  vi.useRealTimers()
})
