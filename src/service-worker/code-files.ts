/**
 * Which requests the service worker answers from the device: the build's own files, whose names
 * carry their content's hash (build.mjs `[name]-[hash]`), so a name is never reused for other
 * content and a kept copy never goes stale. Everything else (the API, index.html, sw.js itself)
 * goes to the network untouched.
 */

/** esbuild's content hash in a built file's name, at the site's root. */
const HASHED_FILE = /^\/[^/]+-[A-Z0-9]{8}\.(js|css|woff2?|png|jpe?g|svg)$/

/** Whether `url` is one of the build's content-hashed files, on the console's own origin. */
export function isCodeFile(url: string, origin: string) {
  const parsed = new URL(url, origin)
  return parsed.origin === origin && parsed.search === '' && HASHED_FILE.test(parsed.pathname)
}

/** The build's file types: HASHED_FILE's extensions. */
const CODE_FILE_EXTENSIONS = ['js', 'css', 'woff', 'woff2', 'png', 'jpg', 'jpeg', 'svg']

/**
 * A rule of the service worker static routing API (Chrome 123+; the ServiceWorker spec's
 * `RouterRule`): requests matching `condition` are answered by `source` without the worker.
 */
export interface StaticRoute {
  condition: { urlPattern: { pathname: string; search: string; baseURL: string } }
  source: { cacheName: string } | 'network'
}

/**
 * The worker's routes, for the browser to follow without starting the worker: the build's files
 * from the build's cache, everything else from the network. A reload otherwise waits for the
 * worker to start before index.html is even asked for, and each file for a round trip through it
 * (`node scripts/bench.mjs --waterfall` shows when the warm reload's first file is asked for). The
 * routes' patterns cannot say "a content hash" (the API takes no regular
 * expressions), so they name the build's file types at the site's root with no query; the only
 * other such file, sw.js, is never fetched through its own worker. A file missing from the cache
 * is fetched from the network (the routing API's cache source falls back to it) and kept the
 * next time the page hands the worker its files (keep-code.ts).
 */
export function staticRoutes(cacheName: string, origin: string): StaticRoute[] {
  return [
    ...CODE_FILE_EXTENSIONS.map((extension) => ({
      condition: { urlPattern: { pathname: `/*.${extension}`, search: '', baseURL: origin } },
      source: { cacheName },
    })),
    {
      condition: { urlPattern: { pathname: '*', search: '*', baseURL: origin } },
      source: 'network',
    },
  ]
}

/** One cache per build: a new build's worker deletes the others once it takes over. */
export const codeCacheName = (buildId: string) => `oxide-console-code-${buildId}`

/** The page's message asking the worker to keep the files it loaded before the worker ran. */
export interface KeepFilesMessage {
  type: 'keep-files'
  urls: string[]
}

export const isKeepFilesMessage = (data: unknown): data is KeepFilesMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as KeepFilesMessage).type === 'keep-files' &&
  Array.isArray((data as KeepFilesMessage).urls)
