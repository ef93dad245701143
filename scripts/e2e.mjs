// End-to-end tests with Debian's Chromium, in one of three modes:
//
//   node scripts/e2e.mjs [wdio args...]
//       the preview: builds the preview bundle (in-browser mock API) once, serves it on a free
//       port with history fallback and runs specs/*.e2e.ts (wdio.conf.ts) against it.
//   node scripts/e2e.mjs --production [wdio args...]
//       the production path: starts the mock API as an HTTP server (scripts/mock-server.mjs) on
//       a free port, builds the production bundle and serves it with Debian's nginx running the
//       operator's configuration, deploy/nginx.conf (scripts/nginx.mjs), on another, and runs
//       specs/production/*.e2e.ts (wdio.production.conf.ts) against it, one browser at a time.
//   node scripts/e2e.mjs --foreign [wdio args...]
//       the production build and nginx as --production, in front of another implementation of
//       the API instead of our mock: the official console's mock API server, whose data differs
//       from ours (FOREIGN_API_URL, default http://127.0.0.1:12230; started with
//       ../shared/reference/up.sh, see its README). Runs specs/foreign/*.e2e.ts
//       (wdio.foreign.conf.ts). Not part of `npm test`: it needs that server running.
//
// Tears everything down after, on a failure or a signal too. Exit code: wdio's. Extra arguments
// go to `wdio run` (e.g. --spec specs/smoke.e2e.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, cacheDir, root } from '../build.mjs'
import { browsers, ensureDebianPackages, staticServer } from './browser-kit.mjs'
import { summarizeTimings } from './e2e-timings.mjs'
import { loadMockServer } from './mock-server.mjs'
import { NGINX, startNginx } from './nginx.mjs'

/**
 * The HTTP mock's pace for the production run: a short fixed latency, so requests overlap as
 * they do against a real server, and instance state changes quick enough to wait for (the
 * console polls every 2 s while an instance moves).
 */
const MOCK_DELAY_MS = 50
const MOCK_INSTANCE_STEP_MS = 500
/**
 * What the production run's server does not offer, as a rack on an older release would not: its
 * unadopted disks answer 501, and specs/production/not-offered.e2e.ts sees the page say so.
 */
const NOT_OFFERED = [{ method: 'GET', path: '/v1/system/hardware/disks-unadopted', status: 501 }]

const mode = process.argv.includes('--foreign')
  ? 'foreign'
  : process.argv.includes('--production')
    ? 'production'
    : 'preview'
const wdioArgs = process.argv
  .slice(2)
  .filter((arg) => arg !== '--production' && arg !== '--foreign')
/** Both production-build modes serve it with nginx; they differ in the API behind it. */
const production = mode !== 'preview'
const FOREIGN_API_URL = process.env.FOREIGN_API_URL ?? 'http://127.0.0.1:12230'

ensureDebianPackages(
  production ? [...browsers, [NGINX, 'nginx']] : browsers,
  `e2e needs Debian's Chromium and its driver${production ? ', and nginx' : ''}`,
)
// one directory (and mock bundle) per run, so runs side by side do not empty each other's build
const outdir = path.join(cacheDir, `e2e-${production ? 'production-' : ''}${process.pid}`)
/** What to stop once wdio is done, last started first. */
const cleanups = []
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups.length = 0
}
const env = { ...process.env }
// every run records its tests' times (wdio.conf.ts) and ends by naming the slowest spec files,
// so a CI log says where the suite's time goes; E2E_TIMINGS set by the caller keeps its file
const timingsFile = env.E2E_TIMINGS ?? path.join(cacheDir, `e2e-timings-${process.pid}.jsonl`)
if (!env.E2E_TIMINGS) cleanups.push(() => fs.rm(timingsFile, { force: true }))
env.E2E_TIMINGS = timingsFile
/** wdio's process, once started: a signal then goes to it, and the clean-up follows its exit. */
let child
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (child) return child.kill(signal)
    await cleanUp()
    process.exit(1)
  })
}

const setUpFailed = async (err) => {
  if (!err.errors) console.error(err.message) // esbuild has printed its own
  await cleanUp()
  process.exit(1)
}

/** Starts our mock API's HTTP server on a free port; returns its URL. */
async function startMockApi() {
  const mockBundle = path.join(cacheDir, `e2e-mock-server-${process.pid}.mjs`)
  cleanups.push(() => fs.rm(mockBundle, { force: true }))
  const { createMockHttpServer } = await loadMockServer({ outfile: mockBundle }).catch(setUpFailed)
  const mock = createMockHttpServer({
    delay: MOCK_DELAY_MS,
    instanceStepMs: MOCK_INSTANCE_STEP_MS,
    faults: NOT_OFFERED,
    log: process.env.E2E_MOCK_LOG ? (line) => console.log(`mock: ${line}`) : undefined,
  })
  const apiUrl = await mock.listen(0)
  cleanups.push(() => mock.close())
  return apiUrl
}

/** The foreign API server's URL, once it answers; a clear failure when nothing does. */
async function foreignApi() {
  const answers = await fetch(new URL('/v1/projects', FOREIGN_API_URL), {
    signal: AbortSignal.timeout(5000),
  }).then(
    (response) => response.ok,
    () => false,
  )
  if (!answers) {
    await setUpFailed(
      new Error(
        `no API server answers at ${FOREIGN_API_URL}/v1/projects. Start the official console's mock API server with ` +
          '`REFERENCE_REPO=<its git copy> ../shared/reference/up.sh` (../shared/reference/README.md), ' +
          'or set FOREIGN_API_URL to where one runs.',
      ),
    )
  }
  return FOREIGN_API_URL
}

if (production) {
  const apiUrl = mode === 'foreign' ? await foreignApi() : await startMockApi()
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: false, outdir }).catch(setUpFailed)
  const nginx = await startNginx({ root: outdir, apiUrl }).catch(setUpFailed)
  cleanups.push(() => nginx.close())
  env.E2E_BASE_URL = nginx.url
  console.log(
    `nginx serving the production build on ${env.E2E_BASE_URL}, ${mode === 'foreign' ? 'foreign' : 'mock'} API on ${apiUrl}`,
  )
} else {
  await build({ mock: true, outdir }).catch(setUpFailed)
  const server = staticServer(outdir)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    server.closeAllConnections()
    server.close()
    await fs.rm(outdir, { recursive: true, force: true })
  })
  env.E2E_BASE_URL = `http://127.0.0.1:${server.address().port}`
  console.log(`serving the preview build on ${env.E2E_BASE_URL}`)
}

// @wdio/cli does not export its bin; find it beside the package's build
const cli = createRequire(import.meta.url).resolve('@wdio/cli')
const wdio = path.join(cli.slice(0, cli.lastIndexOf(`${path.sep}build${path.sep}`)), 'bin/wdio.js')
const config = {
  preview: 'wdio.conf.ts',
  production: 'wdio.production.conf.ts',
  foreign: 'wdio.foreign.conf.ts',
}[mode]
child = spawn(process.execPath, [wdio, 'run', config, ...wdioArgs], {
  cwd: root,
  stdio: 'inherit',
  env,
})
const code = await new Promise((resolve) =>
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
)
for (const line of await summarizeTimings(timingsFile, root)) console.log(line)
await cleanUp()
process.exit(code)
