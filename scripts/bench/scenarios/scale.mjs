// The 1,000 instances of the `large` scenario: the list's load, scroll, sort, bulk stop and idle
// polling.
import { sleep, withBrowser } from '../browser.mjs'
import { SCALE } from '../config.mjs'

const scaleListPath = `/projects/${SCALE.project}/instances`

/** The 1,000 instances of the `large` scenario, at the largest page size. */
export async function openScaleList(target, page, options = {}) {
  await target.prepare(page, {
    ...options,
    scenario: 'large',
    // the Page size picker's remembered choice (src/hooks/use-pagination.ts)
    pageSize: { key: `oxide.pageSize:${scaleListPath}`, value: SCALE.pageSize },
  })
  await page.navigate(target.url(scaleListPath, 'large'))
}

/**
 * The 1,000-row list left idle with every row moving, for SCALE.idleMs once its load has settled:
 * the polls it sends (each answered with the same rows), the long tasks and the components React
 * rendered meanwhile.
 */
export async function scaleIdlePolling(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page, { allMoving: true, renders: true })
    await page.networkIdle(500, 15_000)
    // the first poll's answer, so the window holds polls only, not the load's last renders
    const firstPoll = await page.evaluate('__bench.responses.length + 1')
    await page.until(`__bench.responses.length >= ${firstPoll}`, 10_000)
    await sleep(500)
    const from = await page.evaluate('performance.now()')
    await sleep(SCALE.idleMs)
    return page.evaluate(`(() => {
      const from = ${from}, to = performance.now()
      const within = (at) => at >= from && at <= to
      return {
        from,
        to,
        longTasks: __bench.longTasks,
        requests: __bench.requests,
        renders: __bench.renders.filter((commit) => within(commit.at)).reduce((sum, commit) => sum + commit.components, 0),
      }
    })()`)
  })
}

export async function scaleList(target) {
  return withBrowser(async (page) => {
    await openScaleList(target, page)
    const dataToRow = await page.evaluate(`(() => {
      const list = __bench.responses.filter((r) => r.at <= __bench.marks.row).pop()
      return list && __bench.marks.row - list.at
    })()`)
    await page.networkIdle(500, 15_000)
    const { metrics } = await page.send('Performance.getMetrics')
    const load = {
      dataToRow,
      // the heap with the thousand rows in the store and on screen, garbage included
      heap: metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value,
      ...(await page.evaluate(`({
      pageRows: Number(/Showing 1–(\\d+)/.exec(document.body.textContent)?.[1]) || undefined,
      renderedRows: __bench.dataRows().length,
    })`)),
    }
    const scroll = await page.evaluate(`__bench.scroll(${SCALE.scrollStep})`)
    await page.networkIdle(500, 15_000)

    const nameHeader = `[...document.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent.trim().startsWith('Name'))`
    // the first click sorts ascending, the list's own order; the second (measured) descending
    await page.click(nameHeader)
    await page.until(`${nameHeader}?.getAttribute('aria-sort') === 'ascending'`)
    const before = await page.evaluate('__bench.firstRowText()')
    const seen = page.markWithCpu('sorted')
    await page.evaluate(
      `__bench.arm('sorted', { kind: 'firstRowNot', text: ${JSON.stringify(before)} })`,
    )
    await page.click(nameHeader)
    await seen
    await sleep(300)
    const sort = await page.evaluate(`({
      ms: __bench.marks.sorted - __bench.clickAt,
      longTasks: __bench.longTasks.filter((t) => t.start + t.duration >= __bench.clickAt),
    })`)
    // a bulk stop that fails (or outlasts its wait on a loaded machine) leaves the rest counted
    const bulk = await bulkStop(page).catch((err) => {
      console.log(`bulk stop failed: ${err.message}`)
      return undefined
    })
    return { load, scroll, sort, bulk, requests: await page.evaluate('__bench.requests') }
  })
}

const columnHeader = (name) =>
  `[...document.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent.trim().startsWith(${JSON.stringify(name)}))`
const buttonNamed = (name, scope = 'document') =>
  `[...${scope}.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)})`

/**
 * Selects the first SCALE.bulkRows rows by state as a user does a range (the first row pressed,
 * the list scrolled to the last, Shift and a press on it); from that press to '200 selected'.
 */
export async function selectRows(page) {
  // failed first, then running: the first 200 all allow a stop
  await page.click(columnHeader('State'))
  await page.until(`${columnHeader('State')}?.getAttribute('aria-sort') === 'ascending'`)
  // a press on a row selects it: on its CPU cell, away from the name's link
  const cpuCell = (row) =>
    `[...(${row}?.querySelectorAll('[role="gridcell"]') ?? [])].find((c) => c.textContent.trim().endsWith('vCPU'))`
  await page.click(cpuCell('__bench.firstRow()'))
  await page.until(`document.body.textContent.includes('1 selected')`)
  if (!(await page.evaluate(`__bench.rowAt(${SCALE.bulkRows})`))) {
    throw new Error(`no row ${SCALE.bulkRows} to select to`)
  }
  const last = `__bench.dataRows().find((row) => row.getAttribute('aria-rowindex') === '${SCALE.bulkRows + 1}')`
  const selected = page.markWithCpu('selected', 180_000)
  await page.evaluate(
    `__bench.arm('selected', { kind: 'text', texts: ['${SCALE.bulkRows} selected'] })`,
  )
  await page.click(cpuCell(last), { shift: true })
  await selected
  return page.evaluate('({ from: __bench.pressAt, to: __bench.marks.selected })')
}

/** Stop selected, confirmed; from the confirm to the stop's toast. */
export async function stopSelected(page) {
  await page.click(buttonNamed('Stop selected'))
  const dialog = `document.querySelector('[role="alertdialog"]')`
  await page.until(`Boolean(${dialog})`)
  const stopped = page.markWithCpu('stopped', 600_000)
  await page.evaluate(
    `__bench.arm('stopped', { kind: 'text', texts: ['Stopped ', 'Could not stop '] })`,
  )
  await page.click(buttonNamed('Stop', dialog))
  await stopped
  const stop = await page.evaluate(
    '({ from: __bench.clickAt, to: __bench.marks.stopped, outcome: __bench.outcomes.stopped })',
  )
  if (stop.outcome !== 'Stopped ') console.log('bulk stop: the console reported a failure')
  return stop
}

/**
 * The selection and the stop, each phase's window from its press to what the user waits for,
 * with the page's long tasks and API calls, for reportRows to count.
 */
async function bulkStop(page) {
  const select = await selectRows(page)
  const stop = await stopSelected(page)
  return { select, stop, longTasks: await page.evaluate('__bench.longTasks') }
}
