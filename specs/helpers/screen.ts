import { configure, setupBrowser } from '@testing-library/webdriverio'
import { browser, expect } from '@wdio/globals'
import { expectNoSeriousA11yViolations } from './axe'

// a findBy* waits up to 5 s, not Testing Library's 1 s: on a loaded two-core CI machine a side
// modal's chunk and first render after a navigation took longer (form-details, in a fresh
// clone's run), while a waitUntil beside it had its 10 s (wdio.conf.ts waitforTimeout)
configure({ asyncUtilTimeout: 5_000 })

/** Queries by role and accessible name, as a user finds things (Testing Library in the page). */
export const screen = () =>
  // Testing Library's types name WebdriverIO 8's Browser; WebdriverIO 9's has the same commands
  setupBrowser(browser as unknown as Parameters<typeof setupBrowser>[0])

/** The path part of the current URL. */
export async function currentPath() {
  return new URL(await browser.getUrl()).pathname
}

export async function expectPath(path: string) {
  await browser.waitUntil(async () => (await currentPath()) === path, {
    timeoutMsg: `expected to be at ${path}, was at ${await currentPath()}`,
  })
}

/**
 * Waits until `text` shows on the page. A form's message can show twice, on its field and in the
 * form's error summary (src/components/form/ErrorSummary.tsx): the first of them is looked at.
 * Found afresh on every try: Testing Library names the element it finds by its position (a
 * toast's among the toasts), so once an earlier toast times out the element found before points
 * at nothing and would never be displayed.
 */
export async function expectShown(text: string | RegExp) {
  await browser.waitUntil(
    async () => {
      const [shown] = await screen().queryAllByText(text)
      return shown !== undefined && (await shown.isDisplayed())
    },
    { timeoutMsg: `${text} was not shown` },
  )
}

/** Waits until a toast saying `text` shows (see `expectShown`). */
export const expectToast = (text: string) => expectShown(text)

/**
 * Dismisses the toast saying `text` with its own Dismiss button: toasts come and go, so one is
 * found by what it says, never by its place among the others.
 */
export async function dismissToast(text: string) {
  const toast = await browser.waitUntil(
    async () => {
      const notices = [
        ...(await screen().queryAllByRole('status')),
        ...(await screen().queryAllByRole('alert')),
      ]
      for (const notice of notices) {
        if ((await notice.getText()).includes(text)) return notice
      }
      return false
    },
    { timeoutMsg: `no toast said ${text}` },
  )
  await (await toast.$('aria/Dismiss notification')).click()
  await browser.waitUntil(async () => (await screen().queryAllByText(text)).length === 0, {
    timeoutMsg: `the toast saying ${text} stayed`,
  })
}

/**
 * Answers the confirm dialog titled `title` with its button `action`, found by name inside the
 * dialog: the button that opened it can have the same name ('Stop'), and the page behind the
 * dialog is `inert`, which Testing Library's queries do not count as hidden. `scan` runs axe on
 * the open dialog first. Returns once the dialog is gone: it closes whether the action worked or
 * failed (a failure is told by a toast), so what a test checks next is the page's.
 */
export async function confirmDialog(title: string, action: string, { scan = false } = {}) {
  const dialog = await screen().findByRole('alertdialog', { name: title })
  if (scan) await expectNoSeriousA11yViolations()
  await (await dialog.$(`aria/${action}`)).click()
  await expect(dialog).not.toBeDisplayed()
}

/**
 * Opens the menu of the button named `buttonName` and picks its choice `choice` (a menu of one
 * selection: the list's page size, the theme), then waits for the menu to close.
 */
export async function chooseMenuChoice(buttonName: string | RegExp, choice: string) {
  const button = await screen().getByRole('button', { name: buttonName })
  await button.scrollIntoView({ block: 'center' })
  await button.click()
  await (await screen().findByRole('menuitemradio', { name: choice })).click()
  await browser.waitUntil(async () => (await screen().queryByRole('menu')) === null, {
    timeoutMsg: 'the menu did not close',
  })
}

/** Switches the top bar's scope to `scope` ('System', or the silo's name) from its menu. */
export async function switchScope(scope: string) {
  await screen().findByRole('button', { name: /^Scope: / })
  await chooseMenuChoice(/^Scope: /, scope)
}

/**
 * Presses the button named `name`, scrolled to the middle of the view (see `retype` in
 * field-input.ts).
 */
export async function press(name: string | RegExp) {
  const button = await screen().getByRole('button', { name })
  await button.scrollIntoView({ block: 'center' })
  await button.click()
}

/**
 * Waits at a form's route `path` for its dialog titled `title`, scans it with axe, and returns
 * the dialog.
 */
export async function expectFormAt(path: string, title: string) {
  await expectPath(path)
  const dialog = await screen().findByRole('dialog', { name: title })
  await expectNoSeriousA11yViolations()
  return dialog
}

/** Opens a form as a user does, by its link `link` ('New disk'): see `expectFormAt`. */
export async function openForm(link: string, path: string, title: string) {
  await (await screen().findByRole('link', { name: link })).click()
  return expectFormAt(path, title)
}

/** Waits until the page's heading (its h1) `name` shows. */
export async function expectHeading(name: string | RegExp) {
  await expect(await screen().findByRole('heading', { name, level: 1 })).toBeDisplayed()
}
