import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type BoundFunction, queries as domQueries } from '@testing-library/dom'
import { browser, expect } from '@wdio/globals'
import { expectNoSeriousA11yViolations } from './axe'
import { type Missing, withLibraryInPage } from './in-page'

/**
 * DOM Testing Library's browser bundle, put into a page at its first query. Our own version,
 * the one the unit tests query with (package.json).
 */
const domTestingLibrary = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.js'),
  'utf8',
)
  // the UMD bundle sets globalThis.TestingLibraryDom; an AMD loader must not take it
  .replace('define.amd', 'false')

// a findBy* waits up to 5 s, not Testing Library's 1 s: on a loaded two-core CI machine a side
// modal's chunk and first render after a navigation took longer (form-details, in a fresh
// clone's run), while a waitUntil beside it had its 10 s (wdio.conf.ts waitforTimeout)
const ASYNC_UTIL_TIMEOUT_MS = 5_000

type DomQueries = typeof domQueries
type QueryName = keyof DomQueries
/** What a query gives in the test: the page's elements as WebdriverIO's. */
type InTest<Found> =
  Found extends Promise<infer Inner>
    ? InTest<Inner>
    : Found extends HTMLElement[]
      ? WebdriverIO.Element[]
      : Found extends HTMLElement
        ? WebdriverIO.Element
        : Found extends null
          ? null
          : never
/** Testing Library's queries, bound to the page's body, run from the test. */
type Queries = {
  [Name in QueryName]: (
    ...args: Parameters<BoundFunction<DomQueries[Name]>>
  ) => Promise<InTest<ReturnType<BoundFunction<DomQueries[Name]>>>>
}
/** A query's matcher and options as they cross to the page: a RegExp by its source and flags. */
type Crossing = string | number | { regexp: [string, string] } | Record<string, unknown> | null

const toPage = (arg: unknown): Crossing => {
  if (arg instanceof RegExp) return { regexp: [arg.source, arg.flags] }
  if (arg && typeof arg === 'object') {
    return Object.fromEntries(Object.entries(arg).map(([key, value]) => [key, toPage(value)]))
  }
  return arg === undefined ? null : (arg as string | number)
}

/**
 * Runs one Testing Library query in the page, in one script call that returns the element itself
 * (or the elements). @testing-library/webdriverio's own queries took five round trips each, the
 * last finding the element again by a CSS path: 375 ms a query on a loaded two-core machine
 * against 17 ms for the query in the page. An element found is the element, not a position: if
 * the page replaces it, it no longer shows, and a test finds the new one. The library goes into
 * the page at its first query (`withLibraryInPage`).
 */
async function runQuery(query: QueryName, args: unknown[]) {
  type Answer = { found: HTMLElement | HTMLElement[] | null } | { error: string }
  const call = async (): Promise<Answer | Missing> =>
    browser.execute(
      async (query, args, timeout) => {
        type Dom = Record<string, (...args: unknown[]) => unknown> & {
          configure: (config: object) => void
        }
        const dom = (window as unknown as { TestingLibraryDom?: Dom }).TestingLibraryDom
        if (!dom) return { missing: true as const }
        dom.configure({ asyncUtilTimeout: timeout })
        const fromNode = (arg: unknown): unknown => {
          if (arg === null) return undefined
          if (typeof arg !== 'object') return arg
          const { regexp } = arg as { regexp?: [string, string] }
          if (regexp) return new RegExp(regexp[0], regexp[1])
          return Object.fromEntries(
            Object.entries(arg as object).map(([key, value]) => [key, fromNode(value)]),
          )
        }
        try {
          const found = await dom[query](document.body, ...args.map(fromNode))
          return { found: (found ?? null) as HTMLElement | HTMLElement[] | null }
        } catch (error) {
          return { error: (error as Error).message }
        }
      },
      query,
      args.map(toPage),
      ASYNC_UTIL_TIMEOUT_MS,
    )
  const result = await withLibraryInPage(domTestingLibrary, call)
  if ('error' in result) throw new Error(result.error)
  const { found } = result
  if (found === null) return null
  // the script's elements come back as references; $ wraps one without asking the browser
  const wrap = async (element: unknown) => await browser.$(element as WebdriverIO.Element)
  return Array.isArray(found) ? Promise.all(found.map(wrap)) : wrap(found)
}

/** Testing Library's queries over the whole page, each one script call (see `runQuery`). */
const queries = Object.fromEntries(
  Object.keys(domQueries).map((name) => [
    name,
    (...args: unknown[]) => runQuery(name as QueryName, args),
  ]),
) as unknown as Queries

/** Queries by role and accessible name, as a user finds things (Testing Library in the page). */
export const screen = () => queries

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
 * Found afresh on every try: the text can move to another element as the page renders (a toast
 * shown again replaces the one before).
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
 * Clicks what `find` finds, finding it again when the page replaced it between the finding and
 * the click (a stale element): a list that re-renders its rows as their look-ups and polls come
 * in, a button that its page renders again. Any other failure is the test's.
 */
export async function clickFound(find: () => Promise<WebdriverIO.Element>, what: string) {
  await browser.waitUntil(
    async () => {
      try {
        await (await find()).click()
        return true
      } catch (error) {
        if (/stale element/i.test(String(error))) return false
        throw error
      }
    },
    { timeoutMsg: `${what} was replaced whenever it was found` },
  )
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
