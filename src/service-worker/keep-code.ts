/**
 * The page's side of the service worker (sw.ts): registered once the first page has its data and
 * the browser is idle, so nothing of it competes with the first screen; then the worker is handed
 * the files this load fetched before it ran, so the next reload finds them on the device too.
 */
import { whenIdle } from '~/lib/when-idle'
import { isCodeFile, type KeepFilesMessage } from './code-files'

/** The worker's script, at the root so that its scope is the whole console. */
export const SERVICE_WORKER_URL = '/sw.js'
/** The mark keepCodeOnDevice leaves once the worker has this load's files. */
export const FILES_HANDED_OVER_MARK = 'kept code: files handed over'
/** Idle or not, the worker is registered within this long after the first page's data. */
const IDLE_TIMEOUT_MS = 2000

/** The files this page has loaded so far (scripts, styles, fonts, images). */
const loadedFiles = () => performance.getEntriesByType('resource').map((entry) => entry.name)

export async function keepCodeOnDevice(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
) {
  // absent where the page is not a secure context (plain http to a host other than localhost)
  if (!container) return
  await new Promise((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(resolve, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(resolve, 0),
  )
  try {
    await container.register(SERVICE_WORKER_URL)
    const registration = await container.ready
    const message: KeepFilesMessage = { type: 'keep-files', urls: loadedFiles() }
    registration.active?.postMessage(message)
    handOverLaterFiles(registration)
    // for specs/production/warm-start: files loaded from here on are handed over (below)
    performance.mark(FILES_HANDED_OVER_MARK)
  } catch {
    // a browser that refuses workers (a policy, private mode) loads the code from the network,
    // as it would without one
  }
}

/** Resource timing's word on who answered (Chrome: the static routes' source, code-files.ts). */
type RoutedResourceTiming = PerformanceResourceTiming & { workerFinalSourceType?: string }

/**
 * How long the page's loading must have been quiet before the worker is handed its new files: it
 * fetches each again to keep it, and on HTTP/1.1 those fetches would take connections from the
 * rest of a navigation's code and data (bench: the instance click's Storage rows).
 */
export const HAND_OVER_QUIET_MS = 2000

/**
 * The build's files this page loads from now on (the next pages' code): with the static routes the
 * browser fetches a file the device lacks from the network without the worker (code-files.ts
 * `staticRoutes`), so the worker is handed it to keep, as it kept those it fetched itself; in one
 * message once loading has been quiet and the page is idle. Only files from elsewhere than the
 * device's copy: each message starts the worker.
 */
function handOverLaterFiles(registration: ServiceWorkerRegistration) {
  if (typeof PerformanceObserver === 'undefined') return
  const pending = new Set<string>()
  let quiet: ReturnType<typeof setTimeout> | undefined
  let cancelIdle: (() => void) | undefined
  const handOver = () => {
    const message: KeepFilesMessage = { type: 'keep-files', urls: [...pending] }
    pending.clear()
    registration.active?.postMessage(message)
  }
  new PerformanceObserver((list) => {
    const urls = (list.getEntries() as RoutedResourceTiming[])
      .filter(
        (entry) =>
          entry.workerFinalSourceType !== 'cache' && isCodeFile(entry.name, window.location.origin),
      )
      .map((entry) => entry.name)
    for (const url of urls) pending.add(url)
    if (pending.size === 0) return
    // any file, API answers included, means the page is still loading
    clearTimeout(quiet)
    cancelIdle?.()
    quiet = setTimeout(() => {
      cancelIdle = whenIdle(handOver, IDLE_TIMEOUT_MS)
    }, HAND_OVER_QUIET_MS)
  }).observe({ type: 'resource' })
}
