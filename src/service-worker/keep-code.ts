/**
 * The page's side of the service worker (sw.ts): registered once the first page has its data and
 * the browser is idle, so nothing of it competes with the first screen; then the worker is handed
 * the files this load fetched before it ran, so the next reload finds them on the device too.
 */
import type { KeepFilesMessage } from './code-files'

/** The worker's script, at the root so that its scope is the whole console. */
export const SERVICE_WORKER_URL = '/sw.js'
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
  } catch {
    // a browser that refuses workers (a policy, private mode) loads the code from the network,
    // as it would without one
  }
}
