import { browser, expect } from '@wdio/globals'
import { screen } from './screen'

/** Opens Jump to with its shortcut, as a user on Linux or Windows would. */
export async function openJumpTo() {
  await browser.keys(['Control', 'k'])
  const combobox = await screen().findByRole('combobox', { name: 'Jump to' })
  await expect(combobox).toBeFocused()
  return combobox
}

/**
 * Types `text` into Jump to, then moves down the results with the arrow keys until the option
 * named `option` is the active one, and presses Enter: the keyboard's way, with no pointer.
 */
export async function jumpTo(text: string, option: string | RegExp) {
  const combobox = await openJumpTo()
  await browser.keys(text.split(''))
  const wanted = await screen().findByRole('option', { name: option })
  const wantedId = await wanted.getAttribute('id')
  for (let step = 0; step < 30; step++) {
    await browser.keys('ArrowDown')
    if ((await combobox.getAttribute('aria-activedescendant')) === wantedId) break
  }
  expect(await combobox.getAttribute('aria-activedescendant')).toBe(wantedId)
  await browser.keys('Enter')
  await browser.waitUntil(
    async () => (await screen().queryByRole('dialog', { name: 'Jump to' })) === null,
    { timeoutMsg: 'the palette stayed open' },
  )
}
