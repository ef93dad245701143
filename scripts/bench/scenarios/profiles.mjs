// The scenarios under the sampling profiler (--profile), the self time attributed through the
// build's source maps.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { sourceBucket } from '../analysis.mjs'
import { sleep, withBrowser } from '../browser.mjs'
import { HOVER_REST_MS, SCALE } from '../config.mjs'
import { clickToStorage, savedForWarmStart } from './cold-loads.mjs'
import { openScaleList, selectRows, stopSelected } from './scale.mjs'

/**
 * One cold /projects under the sampling profiler, from navigation to the first row: the main
 * thread's self time by where the code came from (the build's source maps: a package, or a
 * directory of ours), and the functions that took most.
 */
export async function profileProjects(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    // the same origin first, so the navigation measured stays in the renderer being profiled
    await page.send('Page.navigate', { url: target.url('/favicon.ico') })
    await page.send('Profiler.enable')
    await page.send('Profiler.setSamplingInterval', { interval: 100 })
    await page.send('Profiler.start')
    await page.navigate(target.url('/projects'))
    const { profile } = await page.send('Profiler.stop')
    return attributeProfile(profile)
  })
}

/**
 * The warm reload of /projects under the sampling profiler: a cold load first, unprofiled, then
 * from the reload's navigation to its first row (production: the device's code and copy).
 */
export async function profileWarm(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    await page.navigate(target.url('/projects'))
    await page.networkIdle()
    if (target.warmStart !== false) await savedForWarmStart(page)
    await page.send('Profiler.enable')
    await page.send('Profiler.setSamplingInterval', { interval: 100 })
    await page.send('Profiler.start')
    await page.reload()
    const { profile } = await page.send('Profiler.stop')
    return attributeProfile(profile)
  })
}

/** The hovered click from the instances list to a Storage row, under the sampling profiler. */
export async function profileClick(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    await page.send('Profiler.enable')
    await page.send('Profiler.setSamplingInterval', { interval: 100 })
    await page.send('Profiler.start')
    await clickToStorage(page, HOVER_REST_MS)
    const { profile } = await page.send('Profiler.stop')
    return attributeProfile(profile)
  })
}

/** The page's main thread under the sampling profiler while `work` runs. */
async function profiled(page, work) {
  await page.send('Profiler.enable')
  // a coarser interval than the cold load's: these run for seconds
  await page.send('Profiler.setSamplingInterval', { interval: 1000 })
  await page.send('Profiler.start')
  await work()
  const { profile } = await page.send('Profiler.stop')
  return attributeProfile(profile)
}

/** The 1,000-row list's scroll, then its bulk stop, each under the sampling profiler. */
export async function profileScale(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page)
    await page.networkIdle(500, 15_000)
    const scroll = await profiled(page, () => page.evaluate(`__bench.scroll(${SCALE.scrollStep})`))
    await page.networkIdle(500, 15_000)
    await selectRows(page)
    const stop = await profiled(page, () => stopSelected(page))
    return { '1,000 instances: scroll': scroll, '1,000 instances: stop 200 selected': stop }
  })
}

/** The 1,000-row list idle with every row moving (scaleIdlePolling), under the profiler. */
export async function profileScaleIdle(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page, { allMoving: true })
    await page.networkIdle(500, 15_000)
    return profiled(page, () => sleep(SCALE.idleMs))
  })
}

/** Self time (ms) per source bucket and per function, through each script's source map. */
async function attributeProfile(profile) {
  const selfMs = new Map()
  profile.samples.forEach((nodeId, i) => {
    selfMs.set(nodeId, (selfMs.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const maps = new Map()
  const mapOf = async (url) => {
    if (!maps.has(url)) {
      maps.set(
        url,
        fetch(`${url}.map`)
          .then((response) => (response.ok ? response.json() : undefined))
          .then((json) => json && new TraceMap(json))
          .catch(() => undefined),
      )
    }
    return maps.get(url)
  }
  const buckets = new Map()
  const functions = new Map()
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0
    if (ms === 0) continue
    const { url, lineNumber, columnNumber, functionName } = node.callFrame
    let source = url ? `(script ${url.replace(/^https?:\/\/[^/]+/, '')})` : `(${functionName})`
    let name = functionName || '(anonymous)'
    const map = /^https?:.*\.js$/.test(url) ? await mapOf(url) : undefined
    const original =
      map &&
      lineNumber >= 0 &&
      originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
    if (original?.source) {
      source = original.source.replace(/^(\.\.\/)+/, '')
      name = `${original.name ?? name} (${source.split('/').slice(-2).join('/')})`
    }
    add(buckets, sourceBucket(source), ms)
    add(functions, name, ms)
  }
  const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
  return { buckets: top(buckets, 25), functions: top(functions, 25) }
}
