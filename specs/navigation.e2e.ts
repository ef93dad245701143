/**
 * Moving between pages is a transition (docs/architecture.md, Loading): at a rack's latency the
 * page before stays, with the loading bar, until the next page's code and first rows are in; then
 * the next page renders complete, with no list spinner in between. Only a wait past the cap
 * (HOLD_FOR_DATA_MS) may show the page without its rows: a machine busy enough to make 400 ms of
 * latency take longer than that is held to the rule, not to its 400 ms case.
 *
 * What the page shows between two WebDriver calls cannot be polled: a script in the page samples
 * every frame as painted (right after the frame's paint, so a state the page passes through
 * within one frame, as S2's table measuring itself before it renders its rows, is not taken for
 * one the user saw).
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { HOLD_FOR_DATA_MS } from '~/lib/constants'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { screen } from './helpers/screen'

/**
 * Every state the page passed through: its heading, spinner, loading bar and snapshot row, and
 * how long after the click on the link it was painted (ms).
 */
interface Sample {
  sinceClick: number
  heading: string | null
  listSpinner: boolean
  loadingBar: boolean
  snapshotRow: boolean
}

/** A seeded snapshot of mock-project (mirage/seeds/storage-seeds.ts). */
const SNAPSHOT = 'pg-data-nightly'

/** From now on, records a sample of every painted frame in `window.navigationSamples`. */
const recordSamples = () =>
  browser.execute((snapshot: string) => {
    const samples: Sample[] = []
    Object.assign(window, { navigationSamples: samples })
    let clickedAt: number | undefined
    document.addEventListener('click', () => (clickedAt = performance.now()), {
      capture: true,
      once: true,
    })
    const sample = () => {
      if (clickedAt === undefined) return
      const tables = [...document.querySelectorAll('[role="grid"], [role="table"]')]
      samples.push({
        sinceClick: performance.now() - clickedAt,
        heading: document.querySelector('h1')?.textContent ?? null,
        // a table's own loading row, not a cell's state badge
        listSpinner: tables.some((table) =>
          [...table.querySelectorAll('[role="progressbar"]')].some(
            (bar) => !bar.closest('[role="rowheader"], [role="gridcell"], [role="cell"]'),
          ),
        ),
        loadingBar:
          document.querySelector('[role="progressbar"][aria-label="Loading page"]') !== null,
        snapshotRow: [...document.querySelectorAll('[role="rowheader"]')].some((cell) =>
          cell.textContent?.includes(snapshot),
        ),
      })
    }
    // a message posted in a frame's animation callback is handled after that frame's paint
    const afterPaint = new MessageChannel()
    afterPaint.port1.onmessage = sample
    const everyFrame = () => {
      afterPaint.port2.postMessage(null)
      requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  }, SNAPSHOT)

const samples = () =>
  browser.execute(() => (window as unknown as { navigationSamples: Sample[] }).navigationSamples)

describe('moving between pages at 400 ms API latency', () => {
  it('keeps the page before and the loading bar until the next page’s rows show, with no spinner', async () => {
    await openApp(pb.disks({ project: 'mock-project' }), { mockDelay: '400' })
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Disks', level: 1 }, { timeout: 10_000 })
    await findByRole('rowheader', { name: /^pg-data/ }, { timeout: 10_000 })

    await recordSamples()
    await (await findByRole('link', { name: 'Snapshots' })).click()
    await findByRole('rowheader', { name: SNAPSHOT }, { timeout: 10_000 })
    const seen = await samples()

    // the disks page stayed, with the loading bar, while the snapshots loaded
    expect(seen.some((state) => state.heading === 'Disks' && state.loadingBar)).toBe(true)
    // within the cap, the snapshots page never showed without its rows, nor a list its spinner
    const withinCap = seen.filter((state) => state.sinceClick < HOLD_FOR_DATA_MS)
    expect(
      withinCap.filter((state) => state.heading === 'Snapshots' && !state.snapshotRow),
    ).toEqual([])
    expect(withinCap.filter((state) => state.listSpinner)).toEqual([])
    await expectNoSeriousA11yViolations()
  })
})
