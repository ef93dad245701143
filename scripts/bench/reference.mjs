// The A/B against the official Oxide console (--reference): its servers, its targets, the
// pairs of loads in ABBA order; and the same for the two in-browser mock builds (--mode=preview).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, cacheDir } from '../../build.mjs'
import { staticServer } from '../browser-kit.mjs'
import { abbaOrder, selfTimeByKind } from './analysis.mjs'
import { delayFor, formatDelay, pickDelay } from './args.mjs'
import { sleep, withBrowser } from './browser.mjs'
import { REFERENCE } from './config.mjs'
import { compareMockRows, describeWorkers } from './figures.mjs'
import { untilQuiet } from './load.mjs'
import { describeStarts, UNITS } from './report.mjs'
import { clickWithoutHover, coldInstances, coldProjects } from './scenarios/cold-loads.mjs'
import { traceProjects, waterfallProjects } from './scenarios/traces.mjs'
import { listen } from './targets.mjs'

/** Why the A/B cannot run (the official console is not up), or undefined. */
export async function referenceMissing({ api, dist }) {
  const problems = []
  if (!existsSync(REFERENCE.serveProxy)) problems.push(`no ${REFERENCE.serveProxy}`)
  if (!existsSync(path.join(dist, 'index.html'))) problems.push(`no build in ${dist}`)
  const answer = await fetch(`${api}/v1/projects`).catch(() => undefined)
  if (!answer?.ok) problems.push(`no API server answering at ${api}`)
  return problems.length > 0 ? problems.join('; ') : undefined
}

/** The records the figures wait for, in the official mock API's data: db1's disks by name. */
async function referenceData(api) {
  const names = async (pathname) => {
    const response = await fetch(`${api}${pathname}`)
    if (!response.ok) throw new Error(`${api}${pathname}: ${response.status}`)
    return (await response.json()).items.map((item) => item.name)
  }
  const { project, instance } = REFERENCE
  const instances = await names(`/v1/instances?project=${project}`)
  if (!instances.includes(instance)) {
    throw new Error(`the reference API has no instance ${instance} in ${project}`)
  }
  const disks = await names(`/v1/instances/${instance}/disks?project=${project}`)
  if (disks.length === 0) throw new Error(`the reference API's ${instance} has no disks`)
  return { disks }
}

/**
 * Holds every request it gets `pickDelay(delay)` ms, then forwards it to `apiUrl`: a rack's
 * latency in front of the official mock API (which answers at once), the same for both consoles.
 */
function delayingProxy(apiUrl, delay) {
  const api = new URL(apiUrl)
  return http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', (err) => {
        if (!res.headersSent) res.writeHead(502)
        res.end(String(err))
      })
      req.pipe(upstream)
    }, pickDelay(delay))
  })
}

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `dir` served by the reference's serve-proxy.mjs (its own process), the API at `apiOrigin`. */
async function serveProxy(dir, apiOrigin, cleanups) {
  const port = await freePort()
  const child = spawn(process.execPath, [REFERENCE.serveProxy, dir, String(port), apiOrigin], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => {
    errors += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const running = () => child.exitCode === null && child.signalCode === null
  cleanups.push(async () => {
    if (!running()) return
    child.kill()
    await exited
  })
  const origin = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 100 && running(); tries++) {
    if (
      await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return origin
    await sleep(100)
  }
  throw new Error(`serve-proxy.mjs did not start on ${origin}: ${errors}`)
}

/**
 * Our production build and the official one, each served by serve-proxy.mjs against one proxy
 * holding each API request for the latency, in front of the official mock API. A data row is a
 * table row holding a record's name: the consoles' DOMs differ.
 */
async function referenceTargets({ reference, delay }, cleanups) {
  const { disks } = await referenceData(reference.api)
  const api = delayingProxy(reference.api, delay)
  await listen(api, cleanups)
  const apiOrigin = `http://127.0.0.1:${api.address().port}`
  const outdir = path.join(cacheDir, `bench-reference-${process.pid}`)
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: false, outdir })
  const rowNames = {
    '/projects': [REFERENCE.project],
    [`/projects/${REFERENCE.project}/instances`]: [REFERENCE.instance],
  }
  const target = async (who, dir) => {
    const origin = await serveProxy(dir, apiOrigin, cleanups)
    return {
      url: (pathname) => `${origin}${pathname}`,
      // the official mock API asks for no session
      prepare: (page, options = {}) => page.setUp({ rowNames, ...options }),
      storageRow: { kind: 'named', names: disks },
      // the official console keeps nothing for a warm start to wait for
      warmStart: who === 'ours',
    }
  }
  return { ours: await target('ours', outdir), official: await target('official', reference.dist) }
}

export async function benchReference(options, cleanups) {
  console.log('\nreference: building ours and starting the servers')
  const delay = delayFor('reference', options.delay)
  const targets = await referenceTargets({ ...options, delay }, cleanups)
  const note =
    `both production builds served by serve-proxy.mjs, the official mock API ` +
    `(${options.reference.api}) behind a proxy holding each API request ${formatDelay(delay)}`
  if (options.profile === 'timeline') {
    return { mode: 'reference', note, timelines: await timelinePairs(options.runs, targets) }
  }
  if (options.waterfall) {
    const waterfall = {}
    for (const who of ['ours', 'official']) {
      const { cold, warm, click } = await waterfallProjects(targets[who])
      waterfall[`${who}: cold /projects`] = cold
      waterfall[`${who}: warm reload`] = warm
      waterfall[`${who}: instance click → storage row`] = click
    }
    return { mode: 'reference', note, waterfall }
  }
  const scenarios = [
    ['projects', 'cold /projects, warm reload', coldProjects],
    ['instances', 'cold instances, hovered click to storage', coldInstances],
    ['unhovered', 'instance click to storage, no hover', clickWithoutHover],
  ]
  return {
    mode: 'reference',
    note,
    pairs: await runPairs('reference', options, targets, scenarios),
  }
}

/**
 * The A/B's loads in ABBA order, each pair's `scenarios` (`[group, what, run]`, those --only
 * leaves) for each console; per console and group a figure per pair, undefined where a load
 * failed (its pair's ratio is left out). The load average is printed before each.
 */
async function runPairs(label, { runs, only }, targets, scenarios) {
  const perPair = () => Array.from({ length: runs }, () => undefined)
  const groups = () => Object.fromEntries(scenarios.map(([group]) => [group, perPair()]))
  const pairs = { ours: groups(), official: groups() }
  for (const { pair, who } of abbaOrder(runs)) {
    for (const [group, what, scenario] of scenarios) {
      if (only && only !== group) continue
      const run = `${label}: pair ${pair + 1}/${runs}: ${who}: ${what}`
      console.log(`${run} (${await untilQuiet()})`)
      try {
        pairs[who][group][pair] = await scenario(targets[who])
      } catch (err) {
        console.log(`${run} failed: ${err.message}`)
      }
    }
  }
  return pairs
}

/**
 * A cold /projects of each console under tracing, `pairs` times in ABBA order: per console, the
 * main thread's self time by kind of work until the first row, one figure per load.
 */
async function timelinePairs(pairs, targets) {
  const loads = { ours: [], official: [] }
  for (const { pair, who } of abbaOrder(pairs)) {
    console.log(`reference: timeline ${pair + 1}/${pairs}: ${who} (${await untilQuiet()})`)
    loads[who].push(await traceProjects(targets[who], selfTimeByKind))
  }
  return loads
}

/**
 * Why the preview A/B cannot run (no msw build), or undefined. The build registers its Mock
 * Service Worker from /mockServiceWorker.js, which its build leaves out: copied into it from
 * the msw package it was built with when missing.
 */
export async function mockReferenceMissing({ mockDist }) {
  if (!existsSync(path.join(mockDist, 'index.html'))) {
    return `no build in ${mockDist}. Build it with:\n  ${REFERENCE.mockBuild(mockDist)}`
  }
  const worker = path.join(mockDist, 'mockServiceWorker.js')
  if (existsSync(worker)) return undefined
  if (!existsSync(REFERENCE.mockWorker)) {
    return `no ${worker}, and no ${REFERENCE.mockWorker} to copy there`
  }
  await fs.copyFile(REFERENCE.mockWorker, worker)
  console.log(`copied ${REFERENCE.mockWorker} to ${worker}`)
  return undefined
}

/**
 * Our preview build and the official msw build, each served statically (the history fallback
 * for client-side routes) on an origin of its own; no API server: both mocks answer in the
 * page, at their own latency (no `?mock-delay=` on ours).
 */
async function mockReferenceTargets({ reference }, cleanups) {
  const outdir = path.join(cacheDir, `bench-reference-preview-${process.pid}`)
  cleanups.push(() => fs.rm(outdir, { recursive: true, force: true }))
  await build({ mock: true, outdir })
  const rowNames = { '/projects': [REFERENCE.project] }
  const target = async (dir) => {
    const files = staticServer(path.resolve(dir))
    await listen(files, cleanups)
    const origin = `http://127.0.0.1:${files.address().port}`
    return {
      url: (pathname) => `${origin}${pathname}`,
      prepare: (page, options = {}) => page.setUp({ rowNames, worker: true, ...options }),
    }
  }
  return { ours: await target(outdir), official: await target(reference.mockDist) }
}

/** In the page: when it sent its first API call, registered a service worker, came under it. */
const LOAD_STARTS =
  '({ api: __bench.requests[0]?.at, registered: __bench.workerRegisteredAt, controls: __bench.workerControlsAt })'

/**
 * One load of /projects, not counted, that must show mock-project's row within 30 s (the
 * official's mock answers only once its service worker is in control); what it shows instead
 * if not.
 */
async function checkMockLoad(target, who) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const seen = page.markWithMetrics('row', 30_000)
    await page.send('Page.navigate', { url: target.url('/projects') })
    try {
      await seen
    } catch {
      const state = await page
        .evaluate(`({
          text: document.body?.innerText.replace(/\\s+/g, ' ').slice(0, 300),
          controlled: Boolean(navigator.serviceWorker?.controller),
          ...${LOAD_STARTS},
        })`)
        .catch((err) => err.message)
      throw new Error(
        `${who}: no ${REFERENCE.project} row on /projects within 30 s: ${JSON.stringify(state)}`,
      )
    }
    return page.evaluate(`({ row: __bench.marks.row, ...${LOAD_STARTS} })`)
  })
}

/** A cold /projects, no warm reload (the preview keeps nothing for one). */
async function coldMockProjects(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const cold = await page.navigate(target.url('/projects'))
    const starts = await page.evaluate(LOAD_STARTS)
    await page.networkIdle()
    const transfer = await page.transfer()
    return { cold, starts, transfer }
  })
}

export async function benchMockReference(options, cleanups) {
  const mode = 'reference (preview)'
  console.log(`\n${mode}: building ours and starting the servers`)
  const targets = await mockReferenceTargets(options, cleanups)
  for (const who of ['ours', 'official']) {
    const check = await checkMockLoad(targets[who], who)
    console.log(`${mode}: check, not counted: ${who}: ${describeStarts(check)}`)
  }
  // the worker's script is fetched by the worker, not the page: not in the page's JS figure
  const worker = await fs.readFile(path.join(options.reference.mockDist, 'mockServiceWorker.js'))
  const note =
    `our preview build and the official msw build (${options.reference.mockDist}), each ` +
    `served statically with the history fallback; API calls answered in the page (the ` +
    `official's through its service worker, whose mockServiceWorker.js, ` +
    `${UNITS.kB(gzipSync(worker, { level: 9 }).length)} gzip, is not in its JS)`
  const scenarios = [['projects', 'cold /projects', coldMockProjects]]
  const pairs = await runPairs(mode, options, targets, scenarios)
  return { mode, note, pairs, compare: compareMockRows, footer: describeWorkers(pairs) }
}
