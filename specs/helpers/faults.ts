import { browser } from '@wdio/globals'
import type { MockFault } from '~/mirage/conditions'
import { openApp } from './app'
import { rowAction } from './rows'
import { confirmDialog, expectToast } from './screen'

type WithFaults = Window & { mockFaults?: MockFault[] }

/**
 * Opens `path` signed in as hannah with the preview's mock answering every call of `faults` with
 * its status (SPEC §7's errors) from the first request on, until `liftFaults`
 * (mirage/conditions.ts): a page's failure path, every time.
 */
export async function openFailing(path: string, ...faults: MockFault[]) {
  const query = new URLSearchParams([
    ['mock-user', 'hannah'],
    ...faults.map((fault) => ['mock-fail', `${fault.method} ${fault.path} ${fault.status}`]),
  ])
  await openApp(`${path}?${query}`)
}

/**
 * From now on the page's mock answers every call of `faults` with its status, until `liftFaults`:
 * a failure path reached in the middle of a test, after the page has loaded as usual.
 */
export async function addFaults(...faults: MockFault[]) {
  await browser.execute((added) => {
    ;(window as WithFaults).mockFaults?.push(...added)
  }, faults)
}

/** The mock answers every call as usual again (what Retry then asks gets its answer). */
export async function liftFaults() {
  await browser.execute(() => {
    ;(window as WithFaults).mockFaults?.splice(0)
  })
}

/**
 * The row action `action` on `row`, confirmed in its dialog `title` (scanned with axe when `scan`)
 * while `fault` fails its request: the toast says `failed`. Then the same with the fault lifted:
 * the toast says `done`. What the action leaves on the page is the caller's to check.
 */
export async function failsThenWorks({
  row,
  action,
  title,
  fault,
  failed,
  done,
  scan = false,
}: {
  row: string
  action: string
  title: string
  fault: MockFault
  failed: string
  done: string
  scan?: boolean
}) {
  await addFaults(fault)
  await rowAction(row, action)
  await confirmDialog(title, action, { scan })
  await expectToast(failed)
  await liftFaults()
  await rowAction(row, action)
  await confirmDialog(title, action)
  await expectToast(done)
}

export interface Indicator {
  role: string
  name: string
}

/**
 * What tells the user something is still loading, shown now: spinners and indeterminate progress
 * bars (role progressbar without a value) and regions marked aria-busy. A bar with a value is a
 * measure (components updated, quota used), and a state badge's spinner says where a resource is
 * going (SPEC §4 transitional states): neither waits for a request, so both are left out.
 */
export function busyIndicators(): Promise<Indicator[]> {
  return browser.execute(() => {
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && element.closest('[aria-hidden="true"]') === null
    return [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')]
      .filter(
        (element) =>
          shown(element) &&
          !(
            element.getAttribute('role') === 'progressbar' && element.hasAttribute('aria-valuenow')
          ) &&
          element.closest('.state-badge') === null,
      )
      .map((element) => ({
        role: element.getAttribute('role') ?? 'aria-busy',
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      }))
  })
}

/**
 * Waits until no loading indicator shows, up to `timeout`; returns those still showing then (none
 * when the page settled).
 */
export async function indicatorsAfter(timeout: number): Promise<Indicator[]> {
  let left: Indicator[] = []
  await browser
    .waitUntil(
      async () => {
        left = await busyIndicators()
        return left.length === 0
      },
      {
        timeout,
        interval: 250,
      },
    )
    .catch(() => undefined)
  return left
}
