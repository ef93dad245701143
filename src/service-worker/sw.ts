/**
 * The production build's service worker (built to /sw.js by build.mjs): a reload runs the code
 * kept on the device instead of downloading every file again, whatever cache headers the server
 * sends (README "Deploying"). Only the build's content-hashed files are kept (code-files.ts);
 * the API and index.html always go to the network, so a new build is picked up on the next load.
 */
import {
  codeCacheName,
  isCodeFile,
  isKeepFilesMessage,
  type StaticRoute,
  staticRoutes,
} from './code-files'

declare const self: ServiceWorkerGlobalScope
/** The build this worker belongs to (build.mjs): its cache's name. */
declare const __BUILD_ID__: string
/** The first screen's files, as index.html names them (build.mjs). */
declare const __FIRST_SCREEN_FILES__: string[]

const cacheName = codeCacheName(__BUILD_ID__)

/** The install event, with the static routing API where the browser has it (code-files.ts). */
type RoutingInstallEvent = ExtendableEvent & {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>
}

self.addEventListener('install', (event: RoutingInstallEvent) => {
  // a worker of a new build takes over at once: kept files are named by content, so pages of
  // the old build find theirs on the network as they would without a worker
  void self.skipWaiting()
  // where the browser can, it answers requests without starting this worker; the fetch handler
  // below is for browsers without the routing API
  event.waitUntil(addStaticRoutes(event))
  // the first screen's files are kept while installing, so a reload downloads none of them.
  // (Their compiled code is kept too, but for module scripts only once they have run from the
  // device: a trace of the first reload shows V8 making the code cache, v8.produceModuleCache,
  // one of the second shows none.)
  event.waitUntil(keep(__FIRST_SCREEN_FILES__))
})

async function addStaticRoutes(event: RoutingInstallEvent) {
  try {
    await event.addRoutes?.(staticRoutes(cacheName, self.location.origin))
  } catch {
    // routes the browser refuses leave every request to the fetch handler, as without the API;
    // the worker still installs
  }
}

// It does not take over the pages already open (no clients.claim()): their later files come
// from the network with no worker in between, as on a first visit; the files they loaded are
// handed to it (keep-files), so the next load finds them on the device.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== cacheName) await caches.delete(name)
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || !isCodeFile(request.url, self.location.origin)) return
  event.respondWith(fromDevice(request, (keeping) => event.waitUntil(keeping)))
})

// the files the page loaded before this worker controlled it, so that the very next reload
// finds them too
self.addEventListener('message', (event) => {
  if (!isKeepFilesMessage(event.data)) return
  const urls = event.data.urls.filter((url) => isCodeFile(url, self.location.origin))
  event.waitUntil(keep(urls))
})

/** The kept copy, or the network's answer, kept in the background (`whileKeeping`). */
async function fromDevice(request: Request, whileKeeping: (keeping: Promise<void>) => void) {
  const cache = await caches.open(cacheName)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  // the page has the answer at once; writing the copy to the device does not hold it up
  if (response.ok) whileKeeping(cache.put(request, response.clone()))
  return response
}

/**
 * One file at a time: the page is still in use, and its own requests (the next page's code and
 * data) must not wait behind a burst of the worker's for the browser's few connections per host.
 */
async function keep(urls: string[]) {
  const cache = await caches.open(cacheName)
  // the build names the first screen's files by path; the page's message, by whole URL
  for (const url of urls.map((named) => new URL(named, self.location.origin).href)) {
    if (await cache.match(url)) continue
    const response = await fetch(url)
    if (response.ok) await cache.put(url, response)
  }
}
