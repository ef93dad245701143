import { browser } from '@wdio/globals'
import type { MockScenario } from '~/mirage/settings'

/**
 * Opens the console at `path` and waits until the app has rendered into #root. The preview build's
 * mock skips its 200-400 ms latency (`mock-delay=0`) unless `mockDelay` (ms or `min-max`) asks for
 * some, for a test that has to watch work in progress. `instanceStepMs` makes each automatic
 * instance state change take that long, for a test that watches an instance go through them.
 * `scenario` picks the mock's seeds (`large`: 60 projects, for the projects list's pagination);
 * it is always set, since the mock remembers it for the tab and the next test wants its own.
 */
export async function openApp(
  path = '/',
  {
    mockDelay = '0',
    instanceStepMs,
    scenario = 'default',
  }: { mockDelay?: string; instanceStepMs?: number; scenario?: MockScenario } = {},
) {
  const url = new URL(path, browser.options.baseUrl)
  url.searchParams.set('mock-delay', mockDelay)
  url.searchParams.set('mock-scenario', scenario)
  if (instanceStepMs !== undefined) {
    url.searchParams.set('mock-instance-step', String(instanceStepMs))
  }
  await browser.url(url.href)
  await waitForRender(path)
}

/** Waits until the app has rendered into #root (the preview's and the production build's). */
export async function waitForRender(path: string) {
  await browser.waitUntil(
    () =>
      browser.execute(
        () =>
          document.readyState === 'complete' &&
          (document.getElementById('root')?.childElementCount ?? 0) > 0,
      ),
    { timeoutMsg: `the app did not render at ${path}` },
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
 * Changes made elsewhere (another tab, the CLI) while the console shows the old state: plain
 * calls to the mock API from the page, which the console does not hear about.
 */
export const behindTheConsole = (method: string, url: string, body?: unknown) =>
  browser.execute(
    async (method, url, body) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === null ? undefined : JSON.stringify(body),
      })
      return response.status
    },
    method,
    url,
    body ?? null,
  )
