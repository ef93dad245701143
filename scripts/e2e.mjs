// End-to-end tests: builds the preview bundle (in-browser mock API) once, serves it on a free
// port with history fallback, runs WebdriverIO against it with Debian's Chromium, tears down.
// Exit code: wdio's. Extra arguments go to `wdio run` (e.g. --spec specs/smoke.e2e.ts).
//
//   node scripts/e2e.mjs [wdio args...]
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, cacheDir, root } from '../build.mjs'
import { ensureBrowser, staticServer } from './browser-kit.mjs'

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
