// End-to-end tests: builds the preview bundle (in-browser mock API) once, serves it on a free
// port with history fallback, runs WebdriverIO against it with Debian's Chromium, tears down.
// Exit code: wdio's. Extra arguments go to `wdio run` (e.g. --spec specs/smoke.e2e.ts).
//
//   node scripts/e2e.mjs [wdio args...]
import { spawn, spawnSync } from 'node:child_process'
import { createReadStream, existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, cacheDir, root } from '../build.mjs'

// the binaries wdio.conf.ts uses (CHROMIUM_PATH / CHROMEDRIVER_PATH point elsewhere, e.g. on a Mac)
const browsers = [
  [process.env.CHROMIUM_PATH || '/usr/bin/chromium', 'chromium'],
  [process.env.CHROMEDRIVER_PATH || '/usr/bin/chromedriver', 'chromium-driver'],
]

function ensureBrowser() {
  const missing = browsers.filter(([bin]) => !existsSync(bin))
  if (missing.length === 0) return
  const packages = missing.map(([, pkg]) => pkg)
  if (process.getuid?.() !== 0) {
    console.error(
      `e2e needs Debian's Chromium and its driver: sudo apt-get install -y ${packages.join(' ')}`,
    )
    process.exit(1)
  }
  console.log(`installing ${packages.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (status !== 0) process.exit(status ?? 1)
  }
}

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

/** Static files from `dir`; any path that is not a file gets index.html (client-side routes). */
function staticServer(dir) {
  return http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    let file = path.join(dir, path.normalize(pathname))
    if (!file.startsWith(dir)) file = dir
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile()) file = path.join(dir, 'index.html')
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(file).pipe(res)
  })
}

ensureBrowser()
// one directory per run, so runs side by side do not empty each other's build
const outdir = path.join(cacheDir, `e2e-${process.pid}`)
await build({ mock: true, outdir }).catch((err) => {
  if (!err.errors) console.error(err.message) // esbuild has printed its own
  process.exit(1)
})

const server = staticServer(outdir)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const baseUrl = `http://127.0.0.1:${server.address().port}`
console.log(`serving the preview build on ${baseUrl}`)

// @wdio/cli does not export its bin; find it beside the package's build
const cli = createRequire(import.meta.url).resolve('@wdio/cli')
const wdio = path.join(cli.slice(0, cli.lastIndexOf(`${path.sep}build${path.sep}`)), 'bin/wdio.js')
const child = spawn(process.execPath, [wdio, 'run', 'wdio.conf.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseUrl },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
const code = await new Promise((resolve) =>
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
)
server.closeAllConnections()
server.close()
await fs.rm(outdir, { recursive: true, force: true })
process.exit(code)
