import { browser, expect } from '@wdio/globals'
import { screen } from './screen'

/** The name as the start of a row's accessible name, ended there: `web-01` is not `web-01-b`. */
const rowNamed = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)

/** The text of the row whose first cell is `name`, once it shows. */
export async function rowText(name: string) {
  const row = await screen().findByRole('row', { name: rowNamed(name) })
  return row.getText()
}

/** Waits until the row of `name` says what `test` wants (`what` says it when it never does). */
export async function waitForRow(name: string, test: (text: string) => boolean, what: string) {
  await browser.waitUntil(async () => test(await rowText(name)), {
    timeoutMsg: `${name}: ${what}`,
  })
}

/** Waits until a row headed `name` is listed, or is gone. */
export async function waitForListed(name: string, listed: boolean) {
  await browser.waitUntil(
    async () => ((await screen().queryByRole('rowheader', { name })) !== null) === listed,
    { timeoutMsg: `${name} is ${listed ? 'not' : 'still'} listed` },
  )
}

/** The texts of a row's cells after its first, as the row shows them (an actions menu has none). */
export async function rowCells(name: string) {
  const row = await screen().findByRole('row', { name: rowNamed(name) })
  const cells = (await row.getText())
    .split(/[\n\t]/)
    .map((text) => text.trim())
    .filter(Boolean)
  return cells.slice(1)
}

/** Waits until the row of `name` shows exactly `cells` after its first. */
export async function expectRowCells(name: string, cells: string[]) {
  await browser.waitUntil(async () => (await rowCells(name)).join('|') === cells.join('|'), {
    timeoutMsg: `${name}: expected ${cells.join(' | ')}, saw ${(await rowCells(name)).join(' | ')}`,
  })
}

/** Waits until no row is named `name`. */
export async function expectNoRow(name: string) {
  await browser.waitUntil(
    async () => (await screen().queryByRole('row', { name: rowNamed(name) })) === null,
    { timeoutMsg: `${name} is still listed` },
  )
}

/**
 * Opens the actions menu of the row named `row` and returns its item `action` (matched from the
 * start: a disabled item's name goes on with its reason). A toast can cover a menu button near
 * the bottom of the window; a user scrolls it into view, and so does this.
 */
export async function rowActionItem(row: string | RegExp, action: string) {
  const name = typeof row === 'string' ? `Actions for ${row}` : row
  const button = await screen().findByRole('button', { name })
  await button.scrollIntoView({ block: 'center' })
  await button.click()
  return screen().findByRole('menuitem', { name: new RegExp(`^${action}`) })
}

/** Picks `action` from the actions menu of the row named `row`. */
export async function rowAction(row: string | RegExp, action: string) {
  await (await rowActionItem(row, action)).click()
}

/**
 * Opens the actions menu of the row named `row`, requires its item `action` to be disabled and,
 * when given, `reason` shown with it (SPEC §4: a disabled button may show its reason), then closes
 * the menu.
 */
export async function expectActionRefused(row: string | RegExp, action: string, reason?: string) {
  const item = await rowActionItem(row, action)
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  if (reason) await expect(await screen().findByText(reason)).toBeDisplayed()
  await browser.keys('Escape')
}
