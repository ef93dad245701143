// Cold loads of /projects and of the instances list, the click to an instance's storage, and
// the walk through the lists.
import { spinnersByNavigation } from '../analysis.mjs'
import { withBrowser } from '../browser.mjs'
import { HOVER_REST_MS, WALK, WARM_START_POINTER } from '../config.mjs'

export async function coldProjects(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const cold = await page.navigate(target.url('/projects'))
    await page.networkIdle()
    const transfer = await page.transfer()
    if (target.warmStart !== false) await savedForWarmStart(page)
    const warm = await page.reload()
    return { cold, transfer, warm: { ...warm, liveAt: await page.markAt('liveRow') } }
  })
}

/**
 * Until the production build has kept its copy for the warm start (store/persist.ts writes a
 * second or so after the last fetch), so the reload measures a warm start rather than the race
 * with that write; at most 5 s. The preview keeps nothing.
 */
export async function savedForWarmStart(page) {
  await page
    .until(`localStorage.getItem(${JSON.stringify(WARM_START_POINTER)}) !== null`, 5000)
    .catch(() => {})
}

const linkNamed = (name, scope = 'document') =>
  `[...${scope}.querySelectorAll('a')].find((a) => a.textContent.trim() === ${JSON.stringify(name)})`

/** Our instance page's Storage rows; a target of another console says what its are. */
const STORAGE_ROW = { kind: 'row', scope: 'section[aria-label="Storage"]' }

/** From the click on db1's link (resting on it `restMs` first) to its first Storage row. */
export async function clickToStorage(page, restMs, storageRow = STORAGE_ROW) {
  const seen = page.markWithCpu('storage')
  await page.evaluate(`__bench.arm('storage', ${JSON.stringify(storageRow)})`)
  await page.click(linkNamed('db1'), { restMs })
  await seen
  return page.evaluate('__bench.marks.storage - __bench.clickAt')
}

export async function coldInstances(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    const cold = await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    const transfer = await page.transfer()
    const storage = await clickToStorage(page, HOVER_REST_MS, target.storageRow)
    return { cold, transfer, storage }
  })
}

/** The click with no hover before it, on a cold load of its own: nothing prefetched. */
export async function clickWithoutHover(target) {
  return withBrowser(async (page) => {
    await target.prepare(page)
    await page.navigate(target.url('/projects/mock-project/instances'))
    await page.networkIdle()
    return { storage: await clickToStorage(page, 0, target.storageRow) }
  })
}

const rowLinkNamed = (name) =>
  `[...document.querySelectorAll('[role="row"] a, tr a')].find((a) => a.textContent.trim() === ${JSON.stringify(name)})`
const SIDEBAR = `(document.querySelector('nav[aria-label="Sidebar"]') ?? document)`

/**
 * From a cold /projects through WALK's lists as a user clicks links: the network quiet before
 * each click (the user reads the list), the pointer resting on the link first; each click to
 * the next list's first data row, and the spinners the page saw, counted per navigation.
 */
export async function walkLists(target) {
  return withBrowser(async (page) => {
    await target.prepare(page, { spinners: true })
    await page.navigate(target.url('/projects'))
    const navigations = []
    for (const [i, step] of WALK.entries()) {
      await page.networkIdle()
      const mark = `walk ${i + 1}`
      const seen = page.markWithCpu(mark)
      await page.evaluate(
        `__bench.arm(${JSON.stringify(mark)}, { kind: 'newRow', fromPath: location.pathname, seen: new WeakSet(__bench.dataRows()) })`,
      )
      const link = step.nav ? linkNamed(step.nav, SIDEBAR) : rowLinkNamed(step.row)
      await page.click(link, { restMs: HOVER_REST_MS })
      await seen
      navigations.push({
        what: step.what,
        ...(await page.evaluate(
          `({ from: __bench.clickAt, to: __bench.marks[${JSON.stringify(mark)}], path: location.pathname })`,
        )),
      })
    }
    await page.networkIdle()
    const spinners = await page.evaluate('__bench.spinners')
    const seen = spinnersByNavigation(navigations, spinners)
    return navigations.map((navigation, i) => ({
      ...navigation,
      ms: navigation.to - navigation.from,
      spinners: seen[i],
    }))
  })
}
