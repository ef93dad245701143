/**
 * The production build's service worker (built to /sw.js by build.mjs): a reload runs the code
 * kept on the device instead of downloading every file again, whatever cache headers the server
 * sends (README "Deploying"). Only the build's content-hashed files are kept (code-files.ts);
 * the API and index.html always go to the network, so a new build is picked up on the next load.
 */
import { codeCacheName, isCodeFile, isKeepFilesMessage } from './code-files'

declare const self: ServiceWorkerGlobalScope
/** The build this worker belongs to (build.mjs): its cache's name. */
declare const __BUILD_ID__: string

const cacheName = codeCacheName(__BUILD_ID__)

self.addEventListener('install', () => {
  // a worker of a new build takes over at once: kept files are named by content, so pages of
  // the old build find theirs on the network as they would without a worker
  void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== cacheName) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || !isCodeFile(request.url, self.location.origin)) return
  event.respondWith(fromDevice(request))
})

// the files the page loaded before this worker controlled it, so that the very next reload
// finds them too
self.addEventListener('message', (event) => {
  if (!isKeepFilesMessage(event.data)) return
  const urls = event.data.urls.filter((url) => isCodeFile(url, self.location.origin))
  event.waitUntil(keep(urls))
})

async function fromDevice(request: Request) {
  const cache = await caches.open(cacheName)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

async function keep(urls: string[]) {
  const cache = await caches.open(cacheName)
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return
      const response = await fetch(url)
      if (response.ok) await cache.put(url, response)
    }),
  )
}
