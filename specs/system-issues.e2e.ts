import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption } from './helpers/field-input'
import { expectPath, screen } from './helpers/screen'

// what the seeds make of the fleet: support required (update-seeds.ts), research at its CPU
// quota (silo-seeds.ts), an expunged and non-provisionable sleds (hardware-seeds.ts), failed
// instances not due for restart (instance-seeds.ts); and an audit history with a failed sign-in
// 50 minutes ago and the target release set 2 hours ago (update-seeds.ts)
const ISSUES = pb.systemIssues()

/**
 * The audit log's rows, each as its text (the page's only table), read in one step in the page:
 * rows held one by one go stale when the table redraws between two reads (a range change).
 */
async function auditRows() {
  await screen().findAllByRole('row')
  return browser.execute(() =>
    [...document.querySelectorAll('[role="row"]')].map((row) => row.textContent ?? ''),
  )
}

/** Waits until the rows pass `test`; the timeout says what and shows the rows seen last. */
async function waitForAuditLog(test: (rows: string[]) => boolean, what: string) {
  let seen: string[] = []
  try {
    await browser.waitUntil(async () => {
      seen = await auditRows()
      return test(seen)
    })
  } catch {
    throw new Error(`${what}; the rows were:\n${seen.join('\n')}`)
  }
}

const hasRow = (rows: string[], ...parts: string[]) =>
  rows.some((row) => parts.every((part) => row.includes(part)))

describe('system issues', () => {
  beforeEach(() => openShowing(ISSUES, 'heading', { name: 'Issues', level: 1 }))

  it('lists the fleet issues by kind with counts, each linked to its place', async () => {
    await expect(browser).toHaveTitle('Issues / Oxide Console')
    const { findByRole } = screen()
    await findByRole('region', { name: 'System update (1)' })
    await expect(await findByRole('link', { name: 'Contact Oxide support' })).toHaveAttribute(
      'href',
      pb.systemUpdate(),
    )
    await findByRole('region', { name: /^Silo quotas \(\d+\)$/ })
    await expect(
      await findByRole('link', { name: 'Silo research is at its CPU quota' }),
    ).toBeDisplayed()
    await findByRole('region', { name: /^Sleds \(\d+\)$/ })
    await expect(await findByRole('link', { name: /^Sled \S+ is expunged$/ })).toBeDisplayed()
    await findByRole('region', { name: /^Physical disks \(\d+\)$/ })
    // failed with auto-restart off, and failed in a cooldown (instance-seeds.ts): not due for restart
    await findByRole('region', { name: /^Failed instances \(\d+\)$/ })
    await expect(
      await findByRole('link', { name: 'Instance state-failed-no-restart has failed' }),
    ).toBeDisplayed()
    await expect(
      await findByRole('link', { name: 'Instance state-failed-cooldown has failed' }),
    ).toBeDisplayed()
    await expect(await screen().findByText(/^\d+ issues$/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it("follows a silo's quota issue to its quotas tab", async () => {
    const link = await screen().findByRole('link', { name: 'Silo research is at its CPU quota' })
    await link.scrollIntoView({ block: 'center' })
    await link.click()
    await expectPath(pb.siloQuotas({ silo: 'research' }))
  })

  it('follows a failed instance to its page', async () => {
    const link = await screen().findByRole('link', {
      name: 'Instance state-failed-no-restart has failed',
    })
    await link.scrollIntoView({ block: 'center' })
    await link.click()
    await expectPath(
      pb.instanceStorage({ project: 'mock-project', instance: 'state-failed-no-restart' }),
    )
  })

  it('follows a sled issue to the sled', async () => {
    const link = await screen().findByRole('link', { name: /^Sled \S+ is expunged$/ })
    await link.scrollIntoView({ block: 'center' })
    await link.click()
    await browser.waitUntil(
      async () =>
        /^\/system\/inventory\/sleds\/[^/]+/.test(new URL(await browser.getUrl()).pathname),
      {
        timeoutMsg: 'not on the sled page',
      },
    )
  })

  // the window the other tests have, after the audit log's tall one
  afterEach(() => browser.setWindowSize(1400, 1000))

  it('filters the audit log by time range, newest first, a page at a time', async () => {
    // the default range is the last 24 hours: the failed sign-in (50 minutes ago) and, after
    // it, the target release set 2 hours ago, rows 29 and 35 of the seeded day's 51: a window
    // tall enough for the table to draw them (it draws the rows in view)
    await browser.setWindowSize(1400, 3000)
    await expect(await screen().findByRole('button', { name: /^Last 24 hours/ })).toBeDisplayed()
    await waitForAuditLog(
      (rows) =>
        hasRow(
          rows,
          'login_local',
          'Unauthenticated',
          'Error 401: credentials missing or invalid',
        ) && hasRow(rows, 'target_release_update', 'Hannah Arendt', 'Success (204)'),
      'the last 24 hours lack the seeded sign-in or target release',
    )
    const rows = await auditRows()
    const signIn = rows.findIndex((row) => row.includes('login_local'))
    expect(signIn).toBeLessThan(rows.findIndex((row) => row.includes('target_release_update')))
    await expectNoSeriousA11yViolations()

    await chooseOption(/Time range$/, 'Last hour')
    await waitForAuditLog(
      (rows) => hasRow(rows, 'login_local') && !hasRow(rows, 'target_release_update'),
      'the last hour still shows older entries',
    )

    // more than a page (50) in the last 30 days
    await chooseOption(/Time range$/, 'Last 30 days')
    const pages = await screen().findByRole('navigation', { name: 'Pagination of Audit log' })
    await browser.waitUntil(async () => (await pages.getText()).includes('Showing 1–50'), {
      timeoutMsg: 'the last 30 days are not a full page',
    })
    await (await screen().findByRole('button', { name: 'Next' })).click()
    await browser.waitUntil(async () => /Showing 51–\d+/.test(await pages.getText()), {
      timeoutMsg: 'no second page',
    })
    await (await screen().findByRole('button', { name: 'Previous' })).click()
    await browser.waitUntil(async () => (await pages.getText()).includes('Showing 1–50'), {
      timeoutMsg: 'Previous did not return to the first page',
    })
  })
})
