// What a mode's scenarios load: the production build behind the API proxy and the HTTP mock,
// or the preview build served statically.
import fs from 'node:fs/promises'
import path from 'node:path'
import { build, cacheDir } from '../../build.mjs'
import { proxyServer } from '../api-proxy.mjs'
import { staticServer } from '../browser-kit.mjs'
import { loadMockServer } from '../mock-server.mjs'
import { formatDelay } from './args.mjs'
import { SCALE } from './config.mjs'

/** The production build behind the proxy to the HTTP mock, one mock per scenario. */
export async function productionTarget({ delay }, cleanups) {
  const outdir = path.join(cacheDir, `bench-production-${process.pid}`)
  const mockBundle = path.join(cacheDir, `bench-mock-server-${process.pid}.mjs`)
  cleanups.push(() => fs.rm(mockBundle, { force: true }))
  const { createMockHttpServer } = await loadMockServer({ outfile: mockBundle })
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: false, outdir })
  const files = staticServer(outdir)
  await listen(files, cleanups)

  const origins = {}
  const serve = async (scenario) => {
    const mock = createMockHttpServer({ delay, scenario })
    const apiUrl = await mock.listen(0)
    cleanups.push(() => mock.close())
    const proxy = proxyServer({ apiUrl, appPort: files.address().port })
    await listen(proxy, cleanups)
    origins[scenario] = `http://127.0.0.1:${proxy.address().port}`
    return mock
  }
  await serve('default')
  return {
    url: (pathname, scenario = 'default') => `${origins[scenario]}${pathname}`,
    /**
     * Signed in as the README's hannah, the session cookie set for the console's origin. The
     * 1,000 instances start afresh for each run (as the preview's mock does on each load): a
     * run's bulk stop leaves its 200 stopped, which the next run would select and could not stop.
     * `allMoving`: every one of them in a transitional state, from the start.
     */
    async prepare(page, { scenario = 'default', allMoving = false, ...options } = {}) {
      await page.setUp(options)
      if (scenario === 'large') {
        const mock = await serve('large')
        if (allMoving) putScaleInstancesInTransition(mock.db)
      }
      const origin = origins[scenario]
      const response = await fetch(`${origin}/v1/login/default-silo/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'hannah', password: 'oxide' }),
      })
      const cookie = /^([^=]+)=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')
      if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`)
      await page.send('Network.setCookie', {
        name: cookie[1],
        value: cookie[2],
        url: origin,
        httpOnly: true,
      })
    },
    note: `production build behind the proxy, HTTP mock server, API latency ${formatDelay(delay)}`,
  }
}

/**
 * Every instance of scale-test stopping (those running or failed) or starting (those stopped),
 * written straight into the mock's records: no step is scheduled (mirage/instance-steps.ts), so
 * each stays in its state and every poll of the list answers with the same rows.
 */
function putScaleInstancesInTransition(db) {
  const project = db.projects.findBy((row) => row.name === SCALE.project)
  for (const instance of db.instances.where((row) => row.project_id === project?.id)) {
    const moving = instance.run_state === 'stopped' ? 'starting' : 'stopping'
    db.instances.update(instance.id, { run_state: moving })
  }
}

/** The preview build served statically; its mock's settings come from the first URL. */
export async function previewTarget({ delay }, cleanups) {
  const outdir = path.join(cacheDir, `bench-preview-${process.pid}`)
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: true, outdir })
  const files = staticServer(outdir)
  await listen(files, cleanups)
  const origin = `http://127.0.0.1:${files.address().port}`
  // mirage/settings.ts parseDelay: `30` or `100-200`
  const mockDelay = typeof delay === 'number' ? String(delay) : delay.join('-')
  return {
    url: (pathname, scenario = 'default') =>
      `${origin}${pathname}?mock-delay=${mockDelay}&mock-scenario=${scenario}`,
    prepare: (page, { scenario: _, ...options } = {}) => page.setUp(options),
    note: `preview build (in-browser mock, API latency ${formatDelay(delay)}); API calls are not requests`,
  }
}

export async function listen(server, cleanups) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => {
    server.closeAllConnections()
    server.close()
  })
}
