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
