import { browser } from '@wdio/globals'
import { pb } from '@/paths'
import { MAX_MOCK_STEP_MS, type MockScenario } from '~/mirage/settings'
import { expectPath, screen } from './screen'

type ByRole = Parameters<ReturnType<typeof screen>['findByRole']>

/**
 * Opens the console at `path` and waits until the app has rendered into #root. The preview build's
 * mock skips its 200-400 ms latency (`mock-delay=0`) unless `mockDelay` (ms or `min-max`) asks for
 * some, for a test that has to watch work in progress. `instanceStepMs` makes each automatic
 * instance state change take that long, for a test that watches an instance go through them;
 * `diskStepMs` does the same for a disk settling (creating → detached, …), whose default of 1.5 s
 * a loaded machine's first look at the page can miss; `membershipStepMs` makes each new sled take
 * that long to acknowledge a rack membership change, for a test that aborts one. The mock ignores a step past
 * MAX_MOCK_STEP_MS (settings.ts `parseMockStep`), so such a step is refused here rather than left
 * to the mock's default of a second or two.
 * `scenario` picks the mock's seeds (`large`: 60 projects, for the projects list's pagination);
 * it is always set, since the mock remembers it for the tab and the next test wants its own.
 */
export async function openApp(
  path = '/',
  {
    mockDelay = '0',
    instanceStepMs,
    diskStepMs,
    membershipStepMs,
    scenario = 'default',
  }: {
    mockDelay?: string
    instanceStepMs?: number
    diskStepMs?: number
    membershipStepMs?: number
    scenario?: MockScenario
  } = {},
) {
  const url = new URL(path, browser.options.baseUrl)
  url.searchParams.set('mock-delay', mockDelay)
  url.searchParams.set('mock-scenario', scenario)
  for (const [param, name, ms] of [
    ['mock-instance-step', 'instanceStepMs', instanceStepMs],
    ['mock-disk-step', 'diskStepMs', diskStepMs],
    ['mock-membership-step', 'membershipStepMs', membershipStepMs],
  ] as const) {
    if (ms === undefined) continue
    if (ms > MAX_MOCK_STEP_MS) {
      throw new Error(`${name} ${ms} is past the mock's ${MAX_MOCK_STEP_MS}`)
    }
    url.searchParams.set(param, String(ms))
  }
  await browser.url(url.href)
  await waitForRender(path)
}

/** Opens the console at `path` and waits for what shows its page is in: a row, a link, a heading. */
export async function openShowing(path: string, role: ByRole[0], options: ByRole[1]) {
  await openApp(path)
  await screen().findByRole(role, options)
}

/**
 * Moves the console to `path` the way its own links do, without a reload: the preview's mock,
 * which lives in the page, keeps what the test changed.
 */
/** Signs in on the local sign-in page the console shows now, as a user types it. */
export async function signIn(username: string, password: string) {
  const { getByRole } = screen()
  await (await getByRole('textbox', { name: 'Username' })).setValue(username)
  // a password field has no textbox role
  await (await screen().getByLabelText('Password', { exact: false })).setValue(password)
  await (await getByRole('button', { name: 'Sign in' })).click()
}

export async function navigateInApp(path: string) {
  await browser.execute((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** Follows a list's link to its side-modal form, as a user does: the path changes, the form opens. */
export async function followToForm(link: string, path: string, dialog: string) {
  await (await screen().findByRole('link', { name: link })).click()
  await expectPath(path)
  return screen().findByRole('dialog', { name: dialog })
}

/** Types `code` on the device page as a user does and logs in: the success screen shows. */
export async function logInOnDevice(code: string) {
  const field = await screen().findByRole('textbox', {
    name: 'Enter the code shown on your device',
  })
  await field.click()
  await browser.keys(code.split(''))
  await (await screen().findByRole('button', { name: 'Log in on device' })).click()
  await expectPath(pb.deviceSuccess())
}

/**
 * How long a page may take to render: a spec's first page in a fresh browser, its code not yet
 * compiled, took more than 8 s on a two-core machine running two other browsers.
 */
const RENDER_TIMEOUT_MS = 30_000

/** Waits until the app has rendered into #root (the preview's and the production build's). */
export async function waitForRender(path: string) {
  await browser.waitUntil(
    () =>
      browser.execute(
        () =>
          document.readyState === 'complete' &&
          (document.getElementById('root')?.childElementCount ?? 0) > 0,
      ),
    { timeout: RENDER_TIMEOUT_MS, timeoutMsg: `the app did not render at ${path}` },
  )
}

/** URLs the page has fetched from anywhere but its own origin (resource timing, so far). */
export function foreignRequests(): Promise<string[]> {
  return browser.execute(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => !name.startsWith(`${location.origin}/`) && !name.startsWith('data:')),
  )
}

/**
 * A call to the mock API from the page, past the console, as another client (the CLI) makes it:
 * its status and its answer's JSON (null when it has none).
 */
export const callTheApi = (method: string, url: string, body?: unknown) =>
  browser.execute(
    async (method, url, body) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === null ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
    },
    method,
    url,
    body ?? null,
  )

/**
 * Changes made elsewhere (another tab, the CLI) while the console shows the old state: plain
 * calls to the mock API from the page, which the console does not hear about.
 */
export const behindTheConsole = async (method: string, url: string, body?: unknown) =>
  (await callTheApi(method, url, body)).status
