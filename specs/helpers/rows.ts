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
