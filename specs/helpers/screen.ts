import { configure, setupBrowser } from '@testing-library/webdriverio'
import { browser, expect } from '@wdio/globals'

// a findBy* waits up to 5 s, not Testing Library's 1 s: on a loaded two-core CI machine a side
// modal's chunk and first render after a navigation took longer (form-details, in a fresh
// clone's run), while a waitUntil beside it had its 10 s (wdio.conf.ts waitforTimeout)
configure({ asyncUtilTimeout: 5_000 })

/** Queries by role and accessible name, as a user finds things (Testing Library in the page). */
export const screen = () =>
  // Testing Library's types name WebdriverIO 8's Browser; WebdriverIO 9's has the same commands
  setupBrowser(browser as unknown as Parameters<typeof setupBrowser>[0])

/** Every call the console sent to the mock API: 'METHOD /path' (query left off) and its body. */
function handledRequests(): Promise<{ request: string; body: string | null }[]> {
  return browser.execute(() => {
    const server = (
      window as unknown as {
        mockServer?: {
          pretender: {
            handledRequests: { method: string; url: string; requestBody: string | null }[]
          }
        }
      }
    ).mockServer
    return (server?.pretender.handledRequests ?? []).map((handled) => ({
      request: `${handled.method} ${handled.url.split('?')[0]}`,
      body: handled.requestBody ?? null,
    }))
  })
}

/** The calls the console sent to the mock API, as 'METHOD /path' (query left off). */
export async function mockRequests(): Promise<string[]> {
  return (await handledRequests()).map(({ request }) => request)
}

/** The bodies of the calls sent as `request` ('METHOD /path', query left off), oldest first. */
export async function sentBodies(request: string): Promise<(string | null)[]> {
  return (await handledRequests())
    .filter((handled) => handled.request === request)
    .map(({ body }) => body)
}

/** The JSON body of the last call sent as `request` ('METHOD /path'), as the wire has it. */
export async function lastSentJson(request: string): Promise<Record<string, unknown>> {
  const body = (await sentBodies(request)).at(-1)
  if (!body) throw new Error(`no ${request} with a body was sent`)
  return JSON.parse(body)
}

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
 * Waits until a toast saying `text` shows. Found afresh on every try: Testing Library names the
 * element it finds by its position among the toasts, so once an earlier toast times out the
 * element found before points at nothing and would never be displayed.
 */
export async function expectToast(text: string) {
  await browser.waitUntil(
    async () => {
      const [toast] = await screen().queryAllByText(text)
      return toast !== undefined && (await toast.isDisplayed())
    },
    { timeoutMsg: `no toast said ${text}` },
  )
}

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
 * Clear an S2 text field with keystrokes (it ignores clearValue), then type. The field is
 * scrolled to the middle of the view first, as a user would: WebDriver's own scroll puts it at
 * the bottom edge, under a full-page form's sticky footer.
 */
export async function retype(element: WebdriverIO.Element, text: string) {
  await element.scrollIntoView({ block: 'center' })
  await element.click()
  await browser.keys([process.platform === 'darwin' ? 'Meta' : 'Control', 'a'])
  await browser.keys('Backspace')
  if (text) await element.addValue(text)
  await expect(element).toHaveValue(text)
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
 * Opens the picker labelled `pickerLabel`, picks `option` and waits for the list to close (a
 * click right after can otherwise land on the fading list instead of the button under it). The
 * picker is pressed until its list is open: an error summary that takes focus as it appears
 * after a refused submit closes a list opened at that moment.
 */
/**
 * The picker named `label`: of the buttons of that name, the one that opens a list (a sortable
 * column's header behind a side modal can have the same name: 'Disk').
 */
export async function getPicker(label: string | RegExp) {
  for (const button of await screen().getAllByRole('button', { name: label })) {
    if ((await button.getAttribute('aria-haspopup')) !== null) return button
  }
  throw new Error(`no picker named ${label}`)
}

export async function chooseOption(pickerLabel: string | RegExp, option: string | RegExp) {
  const picker = await getPicker(pickerLabel)
  // scrolling closes an open list (React Aria closes popovers on scroll)
  if ((await picker.getAttribute('aria-expanded')) !== 'true') {
    await picker.scrollIntoView({ block: 'center' })
  }
  await browser.waitUntil(
    async () => {
      if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click()
      return (await screen().queryByRole('option', { name: option })) !== null
    },
    { timeoutMsg: `the picker did not offer ${option}` },
  )
  await (await screen().findByRole('option', { name: option })).click()
  await browser.waitUntil(async () => (await screen().queryByRole('listbox')) === null, {
    timeoutMsg: 'the picker’s list did not close',
  })
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
 * S2 radios, checkboxes and switches hide the native input; a user clicks the label, in the
 * middle of the view (see `retype`).
 */
export async function clickLabelOf(role: 'radio' | 'checkbox' | 'switch', name: string | RegExp) {
  const input = await screen().getByRole(role, { name })
  const label = await (await input.parentElement()).parentElement()
  await label.scrollIntoView({ block: 'center' })
  await label.click()
}

/** Presses the button named `name`, scrolled to the middle of the view (see `retype`). */
export async function press(name: string | RegExp) {
  const button = await screen().getByRole('button', { name })
  await button.scrollIntoView({ block: 'center' })
  await button.click()
}
