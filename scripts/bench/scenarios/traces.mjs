// A cold /projects seen request by request (--waterfall) and under Chrome's tracing
// (--profile=timeline).
import { mainThreadTasks } from '../analysis.mjs'
import { withBrowser } from '../browser.mjs'
import { HOVER_REST_MS } from '../config.mjs'
import { clickToStorage, savedForWarmStart } from './cold-loads.mjs'

/**
 * A cold /projects and its warm reload, and the hovered click from the instances list to a
 * Storage row: every resource the page fetched until the row, times from navigation start.
 */
export async function waterfallProjects(target) {
  const requestsToRow = (mark = 'row', from = 'undefined') =>
    page.evaluate(`(() => {
      const row = __bench.marks[${JSON.stringify(mark)}]
      const from = ${from} ?? 0
      return {
        from,
        row,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        requests: performance.getEntriesByType('resource')
          .filter((e) => e.startTime >= from && e.startTime <= row)
          .map((e) => ({
            url: new URL(e.name).pathname,
            start: e.startTime,
            // when it went out on a connection: HTTP/1.1 gives a host six, and a request waits
            // for one behind those asked for before it (0 when the timing is not exposed)
            sent: e.requestStart || undefined,
            end: e.responseEnd,
            cached: e.transferSize === 0 && e.decodedBodySize > 0,
          })),
        longTasks: __bench.longTasks.filter((t) => t.start >= from && t.start <= row),
        marks: __bench.marks,
        measures: performance.getEntriesByType('measure').map((m) => m.name + ' ' + m.duration.toFixed(0) + ' ms'),
      }
    })()`)
  let page
  return withBrowser(async (opened) => {
    page = opened
    await target.prepare(page)
    await page.navigate(target.url('/projects'))
    const cold = await requestsToRow()
    await page.networkIdle()
    if (target.warmStart !== false) await savedForWarmStart(page)
    await page.reload()
    const warm = await requestsToRow()
    await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    await clickToStorage(page, HOVER_REST_MS, target.storageRow)
    return { cold, warm, click: await requestsToRow('storage', '__bench.pressAt') }
  })
}

/**
 * A cold /projects (`warm`: its reload) under Chrome's tracing: each main-thread task until the
 * first row (start, length) with what it spent its time on (script evaluation and compilation by
 * file, HTML parsing, style, layout, garbage collection), to see what the sampling profiler's
 * "(program)" and unattributed script time are.
 */
export async function timelineProjects(target, { warm = false } = {}) {
  return traceProjects(target, mainThreadTasks, { warm })
}

/**
 * A cold /projects under Chrome's tracing, the trace's events then given to `analyse`; `warm`:
 * its reload instead, after an untraced cold load has left the code and the copy on the device.
 */
export async function traceProjects(target, analyse, { warm = false } = {}) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    if (warm) {
      await page.navigate(target.url('/projects'))
      await page.networkIdle()
      if (target.warmStart !== false) await savedForWarmStart(page)
    } else {
      await page.send('Page.navigate', { url: target.url('/favicon.ico') })
    }
    const events = []
    const collect = (message) => {
      if (message.sessionId === page.sessionId && message.method === 'Tracing.dataCollected') {
        events.push(...message.params.value)
      }
    }
    page.cdp.listeners.add(collect)
    await page.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    })
    const { at } = warm ? await page.reload() : await page.navigate(target.url('/projects'))
    const complete = page.cdp.waitFor('Tracing.tracingComplete', {
      sessionId: page.sessionId,
      timeoutMs: 60_000,
    })
    await page.send('Tracing.end')
    await complete
    page.cdp.listeners.delete(collect)
    return analyse(events, at)
  })
}
