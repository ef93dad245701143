// What the browser-driving scripts share: Debian's Chromium (installed when missing, as root) and
// a static server for a build with the history fallback client-side routes need.
import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'

// the binaries wdio.conf.ts uses (CHROMIUM_PATH / CHROMEDRIVER_PATH point elsewhere, e.g. on a Mac)
export const browsers = [
  [process.env.CHROMIUM_PATH || '/usr/bin/chromium', 'chromium'],
  [process.env.CHROMEDRIVER_PATH || '/usr/bin/chromedriver', 'chromium-driver'],
]

/**
 * Installs the Debian packages of `binaries` (`[path, package]` pairs) that are missing, as root;
 * otherwise prints the `apt-get install` line that would and exits.
 */
export function ensureDebianPackages(binaries, needs) {
  const missing = binaries.filter(([bin]) => !existsSync(bin))
  if (missing.length === 0) return
  const packages = missing.map(([, pkg]) => pkg)
  if (process.getuid?.() !== 0) {
    console.error(`${needs}: sudo apt-get install -y ${packages.join(' ')}`)
    process.exit(1)
  }
  console.log(`installing ${packages.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (status !== 0) process.exit(status ?? 1)
  }
}

export const ensureBrowser = () =>
  ensureDebianPackages(browsers, "e2e needs Debian's Chromium and its driver")

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
}

/** esbuild's content hash in a built file's name (`[name]-[hash]`): the name changes with it. */
const HASHED_NAME = /-[A-Z0-9]{8}\.\w+$/

/**
 * Static files from `dir`; any path that is not a file gets index.html (client-side routes).
 * Cached as a deployment caches them: a file named by its content forever (a reload runs it from
 * the browser's cache, compiled code included), the page itself revalidated on every load.
 */
export function staticServer(dir) {
  return http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    let file = path.join(dir, path.normalize(pathname))
    if (!file.startsWith(dir)) file = dir
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile()) file = path.join(dir, 'index.html')
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(file).pipe(res)
  })
}
