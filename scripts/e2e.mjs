// End-to-end tests with Debian's Chromium, in one of two modes:
//
//   node scripts/e2e.mjs [wdio args...]
//       the preview: builds the preview bundle (in-browser mock API) once, serves it on a free
//       port with history fallback and runs specs/*.e2e.ts (wdio.conf.ts) against it.
//   node scripts/e2e.mjs --production [wdio args...]
//       the production path: starts the mock API as an HTTP server (scripts/mock-server.mjs) on
//       a free port, builds the production bundle and serves it behind the API proxy
//       (`startProduction`, what `npm start -- --prod` runs) on another, and runs
//       specs/production/*.e2e.ts (wdio.production.conf.ts) against it, one browser at a time.
//
// Tears everything down after. Exit code: wdio's. Extra arguments go to `wdio run` (e.g.
// --spec specs/smoke.e2e.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, cacheDir, root, startProduction } from '../build.mjs'
import { ensureBrowser, staticServer } from './browser-kit.mjs'
import { loadMockServer } from './mock-server.mjs'

/**
 * The HTTP mock's pace for the production run: a short fixed latency, so requests overlap as
 * they do against a real server, and instance state changes quick enough to wait for (the
 * console polls every 2 s while an instance moves).
 */
const MOCK_DELAY_MS = 50
const MOCK_INSTANCE_STEP_MS = 500

const production = process.argv.includes('--production')
const wdioArgs = process.argv.slice(2).filter((arg) => arg !== '--production')

const buildFailed = (err) => {
  if (!err.errors) console.error(err.message) // esbuild has printed its own
  process.exit(1)
}

ensureBrowser()
// one directory (and mock bundle) per run, so runs side by side do not empty each other's build
const outdir = path.join(cacheDir, `e2e-${production ? 'production-' : ''}${process.pid}`)
/** What to stop once wdio is done, last started first. */
const cleanups = []
const env = { ...process.env }

if (production) {
  const mockBundle = path.join(cacheDir, `e2e-mock-server-${process.pid}.mjs`)
  cleanups.push(() => fs.rm(mockBundle, { force: true }))
  const { createMockHttpServer } = await loadMockServer({ outfile: mockBundle }).catch(buildFailed)
  const mock = createMockHttpServer({
    delay: MOCK_DELAY_MS,
    instanceStepMs: MOCK_INSTANCE_STEP_MS,
    log: process.env.E2E_MOCK_LOG ? (line) => console.log(`mock: ${line}`) : undefined,
  })
  const apiUrl = await mock.listen(0)
  cleanups.push(() => mock.close())
  const app = await startProduction({ apiUrl, outdir, host: '127.0.0.1' }).catch(buildFailed)
  cleanups.push(() => app.close())
  env.E2E_BASE_URL = `http://127.0.0.1:${app.server.address().port}`
  console.log(`serving the production build on ${env.E2E_BASE_URL}, mock API on ${apiUrl}`)
} else {
  await build({ mock: true, outdir }).catch(buildFailed)
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
const config = production ? 'wdio.production.conf.ts' : 'wdio.conf.ts'
const child = spawn(process.execPath, [wdio, 'run', config, ...wdioArgs], {
  cwd: root,
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
const code = await new Promise((resolve) =>
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
)
for (const cleanup of cleanups.reverse()) await cleanup()
process.exit(code)
