/**
 * A phone: no keyboard shortcut shown where the primary pointer is a finger; at 390 px the
 * preview banner is one line, the bulk actions one row, and the instance tabs one menu on every
 * tab, with nothing wider than the screen.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { boxOf } from './helpers/display'
import { clickLabelOf } from './helpers/field-input'
import { expectToast, screen } from './helpers/screen'

/** Chromium's touch emulation: the page's primary pointer is coarse, as on a phone. */
const emulateTouch = (enabled: boolean) =>
  browser.sendCommandAndGetResult('Emulation.setTouchEmulationEnabled', {
    enabled,
    maxTouchPoints: enabled ? 5 : 1,
  })

const PHONE = { width: 390, height: 844 }
const db1 = { project: 'mock-project', instance: 'db1' }

/** An element's height, top to bottom. */
const heightOf = async (element: WebdriverIO.Element) => {
  const { top, bottom } = await boxOf(element)
  return bottom - top
}

/**
 * The lines the text shown in `element` takes, the height of one, and the height inside the
 * element's padding: from the boxes of its text, which hidden text has none of.
 */
function textLines(element: WebdriverIO.Element) {
  return browser.execute(
    (el: HTMLElement) => {
      const tops = new Set<number>()
      let lineHeight = 0
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue
          tops.add(Math.round(rect.top))
          lineHeight = Math.max(lineHeight, rect.height)
        }
      }
      const style = getComputedStyle(el)
      const inner =
        el.getBoundingClientRect().height -
        Number.parseFloat(style.paddingTop) -
        Number.parseFloat(style.paddingBottom)
      return { lines: tops.size, lineHeight, inner }
    },
    element as unknown as HTMLElement,
  )
}

/** How far the document scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysScroll = () =>
  browser.execute(() => document.documentElement.scrollWidth - window.innerWidth)

/** How far an element that scrolls (the page's main content) scrolls sideways. */
const sidewaysScrollOf = (element: WebdriverIO.Element) =>
  browser.execute(
    (el: HTMLElement) => el.scrollWidth - el.clientWidth,
    element as unknown as HTMLElement,
  )

describe('a phone', () => {
  afterEach(async () => {
    await emulateTouch(false)
    await browser.setWindowSize(1280, 900)
  })

  it('offers Jump to without its keyboard shortcut on a touch screen', async () => {
    await openApp(pb.projects())
    await expect(await screen().findByRole('button', { name: 'Jump to Ctrl K' })).toBeDisplayed()

    await emulateTouch(true)
    await browser.setWindowSize(PHONE.width, PHONE.height)
    await openApp(pb.projects())
    expect(await browser.execute(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
    // below 768 px the navigation is behind the top bar's menu button
    await (await screen().findByRole('button', { name: 'Navigation menu' })).click()
    await expect(await screen().findByRole('button', { name: 'Jump to' })).toBeDisplayed()
  })

  it('shows the preview banner as one line, which its button expands and folds again', async () => {
    await browser.setWindowSize(PHONE.width, PHONE.height)
    await openApp(pb.instances({ project: 'mock-project' }))
    const { findByRole, findByText, queryByRole } = screen()
    const banner = await findByRole('region', { name: 'Technical preview' })
    const toggle = await findByRole('button', { name: 'Preview details' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const folded = await textLines(banner)
    expect(folded.lines).toBe(1)
    expect(folded.inner).toBeLessThan(2 * folded.lineHeight)
    expect(await queryByRole('button', { name: 'Mock session' })).toBeNull()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(
      await findByText('Technical preview: this console runs against a mock API in your browser.'),
    ).toBeDisplayed()
    for (const name of ['Mock session', 'Learn more']) {
      await expect(await findByRole('button', { name })).toBeClickable()
    }
    await expectNoSeriousA11yViolations()

    // from the keyboard too: the button keeps the focus, and Enter folds the banner again
    await expect(toggle).toBeFocused()
    await browser.keys('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(await queryByRole('button', { name: 'Learn more' })).toBeNull()
    expect((await textLines(banner)).lines).toBe(1)
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0)
  })

  it('keeps the bulk actions to one row above the table, their actions in one menu', async () => {
    await browser.setWindowSize(PHONE.width, PHONE.height)
    await openApp(pb.instances({ project: 'mock-project' }))
    const { findByRole, getByRole, queryByRole } = screen()
    // the list's first row (mirage/seeds/instance-seeds.ts: the services sort first)
    const first = await findByRole('row', { name: 'api-gateway' })
    const bar = await getByRole('region', { name: 'Selected instances' })
    const menu = await getByRole('button', { name: 'Actions for selected instances' })
    await expect(bar).toHaveText(expect.stringContaining('No instances selected'))
    expect(await queryByRole('button', { name: 'Start selected' })).toBeNull()
    // one row: the menu's button and the focus rings' room around it
    expect(await heightOf(bar)).toBeLessThanOrEqual((await heightOf(menu)) + 16)
    // the table right below it, its first row in the top half of the screen
    const table = await boxOf(await getByRole('table', { name: 'Instances' }))
    expect(table.top - (await boxOf(bar)).bottom).toBeLessThanOrEqual(16)
    expect((await boxOf(first)).bottom).toBeLessThan(PHONE.height / 2)
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0)
    expect(await sidewaysScrollOf(await getByRole('main'))).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations()

    // nothing selected, each action says to select instances first
    await menu.click()
    const start = await findByRole('menuitem', { name: 'Start selected' })
    await expect(start).toHaveAttribute('aria-disabled', 'true')
    await expect(start).toHaveText(expect.stringContaining('Select instances first'))
    await browser.keys('Escape')

    const barHeight = await heightOf(bar)
    await clickLabelOf('checkbox', 'Select db1')
    await expect(bar).toHaveText(expect.stringContaining('1 selected'))
    expect(await heightOf(bar)).toBe(barHeight)
    await menu.click()
    await (await findByRole('menuitem', { name: 'Start selected' })).click()
    await expectToast('Started 1 instance: db1')
  })

  for (const [tab, path] of [
    ['Storage', pb.instanceStorage(db1)],
    ['Metrics', pb.instanceCpuMetrics(db1)],
  ] as const) {
    it(`shows the instance tabs as a menu on ${tab}, nothing wider than the screen`, async () => {
      await browser.setWindowSize(PHONE.width, PHONE.height)
      await openApp(path)
      const { findByRole, queryByRole } = screen()
      await findByRole('heading', { name: 'db1', level: 1 })
      // S2 collapses tabs that do not fit once it has measured them
      await browser.waitUntil(
        async () => (await queryByRole('tablist', { name: 'Instance' })) === null,
        {
          timeoutMsg: `the instance tabs on ${tab} stayed a row of tabs`,
        },
      )
      // S2 names the menu's button after the tab shown, then the tabs' label
      const menu = await findByRole('button', { name: `${tab} Instance` })
      await expect(menu).toHaveAttribute('aria-haspopup', 'listbox')
      await expect(menu).toBeDisplayed()
      // neither the window nor the content under the top bar scrolls sideways
      expect(await sidewaysScroll()).toBeLessThanOrEqual(0)
      expect(await sidewaysScrollOf(await findByRole('main'))).toBeLessThanOrEqual(0)
      await expectNoSeriousA11yViolations()
    })
  }
})
