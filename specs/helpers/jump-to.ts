import { browser, expect } from '@wdio/globals'
import { screen } from './screen'

/** Opens Jump to with its shortcut, as a user on Linux or Windows would. */
export async function openJumpTo() {
  await browser.keys(['Control', 'k'])
  const combobox = await screen().findByRole('combobox', { name: 'Jump to' })
  await expect(combobox).toBeFocused()
  return combobox
}

/** Waits until the option named `name` is the highlighted result. */
export async function expectHighlighted(name: string | RegExp) {
  await browser.waitUntil(
    async () => {
      const combobox = await screen().findByRole('combobox', { name: 'Jump to' })
      const id = await combobox.getAttribute('aria-activedescendant')
      const option = await screen().queryByRole('option', { name })
      return id !== null && option !== null && (await option.getAttribute('id')) === id
    },
    { timeoutMsg: `${name} was not the highlighted result` },
  )
}

/** Waits until the option named `name` is the first result and the highlighted one. */
export async function expectFirstAndHighlighted(name: string | RegExp) {
  await expectHighlighted(name)
  const [first] = await screen().findAllByRole('option')
  expect(await first.getAttribute('id')).toBe(
    await (await screen().findByRole('option', { name })).getAttribute('id'),
  )
}

/**
 * Types `text` into Jump to and presses Enter as soon as the option named `option` shows as the
 * first result: the palette highlights the first result itself, so the keyboard's way is to type
 * and press Enter.
 */
export async function jumpTo(text: string, option: string | RegExp) {
  await openJumpTo()
  await browser.keys(text.split(''))
  await expectFirstAndHighlighted(option)
  await browser.keys('Enter')
  await browser.waitUntil(
    async () => (await screen().queryByRole('dialog', { name: 'Jump to' })) === null,
    { timeoutMsg: 'the palette stayed open' },
  )
}

/**
 * Starts watching the page for `text`, from now on: the answer says whether it showed at any
 * moment since, even between two of the test's looks (a flash a poll would miss). A
 * MutationObserver sees every change React commits.
 */
export async function watchForText(text: string) {
  type Watch = { seen: boolean; observer: MutationObserver }
  await browser.execute((text) => {
    const shown = () => document.body.textContent?.includes(text) ?? false
    const seen = shown()
    const observer = new MutationObserver(() => {
      watch.seen ||= shown()
    })
    const watch: Watch = { seen, observer }
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    ;(window as unknown as { textWatch?: Watch }).textWatch = watch
  }, text)
  return async () =>
    browser.execute(() => {
      const { textWatch } = window as unknown as { textWatch?: Watch }
      textWatch?.observer.disconnect()
      return textWatch?.seen ?? false
    })
}
