import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { boxOf, emulateColorScheme, isOnTop } from './helpers/display'
import { rowAction } from './helpers/rows'
import { screen } from './helpers/screen'

const db1 = pb.instance({ project: 'mock-project', instance: 'db1' })

/** The inspector's panel: a complementary landmark, by its heading. */
const panel = () => screen().findByRole('complementary', { name: 'Inspector' })

/** The chart's accessible name says which actor, which moment and the state it is in. */
const chartIn = (state: string, moment = 'live') =>
  screen().findByRole(
    'img',
    { name: new RegExp(`^Statechart of Instance db1, ${moment}: in ${state}$`) },
    { timeout: 15_000 },
  )

/** A text the chart draws (a state's name), found among the page's texts by being in the chart. */
async function textInChart(chart: WebdriverIO.Element, text: string) {
  for (const found of await screen().findAllByText(text)) {
    const inChart = await browser.execute(
      (chart: Element, found: Element) => chart.contains(found),
      chart as unknown as Element,
      found as unknown as Element,
    )
    if (inChart) return found
  }
  throw new Error(`the chart draws no ${text}`)
}

/** The size a text of the chart is drawn at: its font size times the chart's zoom. */
const drawnFontSize = (text: WebdriverIO.Element) =>
  browser.execute(
    (text: SVGTextElement) =>
      Number.parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0),
    text as unknown as SVGTextElement,
  )

type Box = Awaited<ReturnType<typeof boxOf>>
const isInside = (inner: Box, outer: Box) =>
  inner.left >= outer.left &&
  inner.right <= outer.right &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom

/** The page's content is no wider than its box: nothing lies beyond its right edge. */
async function expectContentFits() {
  const content = await screen().findByRole('main')
  const { scrollWidth, clientWidth } = await browser.execute(
    (main: HTMLElement) => ({ scrollWidth: main.scrollWidth, clientWidth: main.clientWidth }),
    content as unknown as HTMLElement,
  )
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

describe('the inspector', () => {
  afterEach(async () => {
    await emulateColorScheme('light')
  })

  it('shows the instance lifecycle live, its events and rules, the disk machine and a toast', async () => {
    // each automatic step (starting → running, stopping → stopped) takes 3 s: long enough to see
    await openApp(`${db1}?inspect`, { instanceStepMs: 3000 })
    await panel()
    const { findByRole, findByText, findAllByText } = screen()

    // db1 is stopped in the mock's seed: start it, then stop it
    await (await findByRole('button', { name: /^Instance db1/ })).click()
    await chartIn('stopped')
    await (await findByRole('button', { name: 'Start' })).click()
    await chartIn('starting')
    await chartIn('running')

    await (await findByRole('button', { name: 'Stop' })).click()
    // the confirm dialog's own Stop, not the header's behind it: the dialog comes last
    await findByRole('alertdialog', { name: 'Stop instance' })
    const stops = await screen().findAllByRole('button', { name: 'Stop' })
    await stops[stops.length - 1].click()
    await chartIn('stopping')
    await chartIn('stopped')
    expect(await findByText('Current state:')).toBeDisplayed()

    // the log: the stop with the state before and after, and the rule that allowed it
    const stop = await findByRole('button', { name: /instance\.stop\s*running → stopping/ })
    const [rule] = await findAllByText(
      /^Allowed\. To stop, the instance must be running, starting, rebooting or failed; it was running\. Rule from SPEC §4 Instance run states$/,
    )
    expect(rule).toBeDisplayed()
    // its payload, opened
    const payloads = await screen().findAllByText('Payload of instance.stop')
    await payloads[0].click()
    await findByText(/"type": "instance\.stop"/)

    // the chart as it was right after the stop (view only)
    await stop.click()
    await chartIn('stopping', 'after instance\\.stop at [\\d:.]+')
    await (await findByRole('button', { name: 'Back to live' })).click()
    await chartIn('stopped')

    // the page's primary actions stay clear of the panel
    expect(await isOnTop(await findByRole('button', { name: 'Start' }))).toBe(true)

    // the disk machine shows up when used (a disk's row action), and so does its toast; the
    // instance's actor, its page left, stays listed as stopped
    await (await findByRole('link', { name: 'Disks' })).click()
    await rowAction('pg-data', 'Snapshot')
    // the toast's actor first: it leaves the list when the toast closes by itself, a few
    // seconds on, which a busy machine can reach while the disk's chart is being checked
    await findByRole('button', { name: /^Toast Snapshot \S+ of disk pg-data created/ })
    await (await findByRole('button', { name: /^Disk pg-data/ })).click()
    await findByRole('img', { name: /^Statechart of Disk pg-data, live: in attached$/ })
    await findByRole('button', { name: /disk\.snapshot\s*attached → attached/ })
    await findByText(
      /^Allowed\. To snapshot, the disk must be attached or detached; it was attached\. Rule from SPEC §4 Disk states$/,
    )
    await findByRole('button', { name: /^Instance db1\s*stopped \(stopped\)/ })

    await expectNoSeriousA11yViolations()
    await emulateColorScheme('dark')
    await expectNoSeriousA11yViolations()
  })

  it('opens from the session menu and with Alt+Shift+I, and closes', async () => {
    // the tab remembers an open inspector; this test starts without
    await openApp(`${db1}?inspect=off`)
    const { findByRole, queryByRole } = screen()
    await findByRole('heading', { name: 'db1', level: 1 })
    expect(await queryByRole('complementary', { name: 'Inspector' })).toBeNull()

    await (await findByRole('button', { name: 'Mock session' })).click()
    await (await findByRole('menuitem', { name: /^Open the inspector/ })).click()
    await panel()
    // what ran before it opened is there too
    await findByRole('button', { name: /^Instance db1/ })
    await (await findByRole('button', { name: 'Close inspector' })).click()
    await browser.waitUntil(
      async () => (await queryByRole('complementary', { name: 'Inspector' })) === null,
    )

    await browser.keys(['Alt', 'Shift', 'i'])
    await panel()
    // opened from the keyboard, it takes the focus, and its rows are reachable by Tab
    await browser.keys(['Tab'])
    const focused = await browser.execute(() => document.activeElement?.getAttribute('role'))
    expect(focused).toBe('separator')
    // its edge resizes it from the keyboard too: wider by a step
    const separator = await findByRole('separator', { name: 'Resize the inspector' })
    const width = Number(await separator.getAttribute('aria-valuenow'))
    const before = (await boxOf(await panel())).left
    await browser.keys(['ArrowLeft'])
    await browser.waitUntil(
      async () => Number(await separator.getAttribute('aria-valuenow')) === width + 24,
    )
    expect((await boxOf(await panel())).left).toBe(before - 24)
    await browser.keys(['Alt', 'Shift', 'i'])
    await browser.waitUntil(
      async () => (await queryByRole('complementary', { name: 'Inspector' })) === null,
    )
  })

  it('draws the chart legibly around the current state, following it until the user moves it', async () => {
    await openApp(`${db1}?inspect`)
    await panel()
    const { findByRole } = screen()
    await (await findByRole('button', { name: /^Instance db1/ })).click()
    const chart = await chartIn('stopped')
    const view = await findByRole('figure', { name: 'Chart of Instance db1, live' })
    const stopped = await textInChart(chart, 'stopped')
    /** Where a text is in the chart's view (the panel's list above it grows as actors start). */
    const placeInView = async (text: WebdriverIO.Element) => {
      const [at, frame] = [await boxOf(text), await boxOf(view)]
      return { x: at.left - frame.left, y: at.top - frame.top }
    }
    const equal = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5

    // at its default size the text is legible, and the current state is in view
    const legible = await drawnFontSize(stopped)
    expect(legible).toBeGreaterThanOrEqual(11)
    expect(isInside(await boxOf(stopped), await boxOf(view))).toBe(true)

    await (await findByRole('button', { name: 'Zoom in' })).click()
    await browser.waitUntil(async () => (await drawnFontSize(stopped)) > legible)
    await (await findByRole('button', { name: 'Fit' })).click()
    await browser.waitUntil(async () => (await drawnFontSize(stopped)) < legible)
    expect(isInside(await boxOf(stopped), await boxOf(view))).toBe(true)
    await (await findByRole('button', { name: 'Show current state' })).click()
    await browser.waitUntil(async () => (await drawnFontSize(stopped)) === legible)

    // the arrow keys move it once it has the focus (the next stop after the tools)
    await browser.keys(['Tab'])
    expect(await view.isFocused()).toBe(true)
    const before = await placeInView(stopped)
    await browser.keys(['ArrowRight'])
    await browser.waitUntil(async () =>
      equal(await placeInView(stopped), { x: before.x - 48, y: before.y }),
    )

    // followed, the chart moves on to the state the machine goes to
    await (await findByRole('button', { name: 'Show current state' })).click()
    await browser.waitUntil(async () => equal(await placeInView(stopped), before))
    await (await findByRole('button', { name: 'Start' })).click()
    await chartIn('running')
    const running = await textInChart(chart, 'running')
    await browser.waitUntil(async () => isInside(await boxOf(running), await boxOf(view)))
    expect(equal(await placeInView(stopped), before)).toBe(false)

    // dragged, it stays where the user put it as the machine moves
    const held = await placeInView(running)
    await browser
      .action('pointer')
      .move({ origin: view })
      .down()
      .move({ origin: 'pointer', x: -60, y: -40 })
      .up()
      .perform()
    const dragged = { x: held.x - 60, y: held.y - 40 }
    await browser.waitUntil(async () => equal(await placeInView(running), dragged))
    await (await findByRole('button', { name: 'Stop' })).click()
    await findByRole('alertdialog', { name: 'Stop instance' })
    const stops = await screen().findAllByRole('button', { name: 'Stop' })
    await stops[stops.length - 1].click()
    await chartIn('stopped')
    expect(equal(await placeInView(running), dragged)).toBe(true)
  })

  it('leaves every column of a list and every part of a resource’s header reachable beside it', async () => {
    await openApp(`${pb.instances({ project: 'mock-project' })}?inspect`)
    const inspector = await boxOf(await panel())
    // too narrow for its columns beside the panel, the table scrolls sideways in its own box
    const scroller = await screen().findByRole('region', { name: 'Instances' })
    await browser.action('wheel').scroll({ origin: scroller, deltaX: 2000 }).perform()
    const header = await screen().findByRole('columnheader', { name: 'Actions' })
    const actions = await screen().findByRole('button', { name: 'Actions for db1' })
    const box = await boxOf(scroller)
    await browser.waitUntil(async () => isInside(await boxOf(header), box))
    expect(isInside(await boxOf(actions), box)).toBe(true)
    expect(box.right).toBeLessThanOrEqual(inspector.left)
    expect(await isOnTop(actions)).toBe(true)
    // and the page's content has no room of its own to scroll sideways to
    await expectContentFits()

    // a resource's header reflows: an address's kind and copy button go under it, on the page
    await openApp(`${db1}?inspect`)
    const copy = await screen().findByRole('button', { name: 'Copy 203.0.113.10' })
    const main = await boxOf(await screen().findByRole('main'))
    expect((await boxOf(copy)).right).toBeLessThanOrEqual(main.right)
    expect(await isOnTop(copy)).toBe(true)
    await expectContentFits()
  })

  it('docks at the bottom of a narrow screen, clear of the page', async () => {
    await browser.setWindowSize(390, 844)
    try {
      await openApp(`${db1}?inspect`)
      const inspector = await panel()
      const box = await boxOf(inspector)
      expect(box.left).toBe(0)
      expect(box.top).toBeGreaterThan(300)
      const start = await screen().findByRole('button', { name: 'Start' })
      expect((await boxOf(start)).bottom).toBeLessThanOrEqual(box.top)
      expect(await isOnTop(start)).toBe(true)
      await expectNoSeriousA11yViolations()
    } finally {
      await browser.setWindowSize(1400, 1000)
    }
  })
})
