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
