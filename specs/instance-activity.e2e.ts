/**
 * An instance's Activity tab: the fleet's audit log entries that name it, newest first, for a
 * fleet viewer; an action taken on the instance shows there without a reload (the tab asks the
 * log again while it shows). Anyone else is told who can read the log.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { screen } from './helpers/screen'

const activity = pb.instanceActivity({ project: 'mock-project', instance: 'tiny-worker' })

describe('an instance’s activity', () => {
  it('lists what the audit log knows of it, and an action taken on it without a reload', async () => {
    await openApp(`${activity}?mock-user=hannah`)
    const { findByRole, queryAllByRole } = screen()
    await findByRole('table', { name: 'Activity' })
    expect(await queryAllByRole('rowheader', { name: 'instance_start' })).toEqual([])
    await expectNoSeriousA11yViolations()
    await (await findByRole('button', { name: 'Start' })).click()
    await browser.waitUntil(
      async () => (await queryAllByRole('rowheader', { name: 'instance_start' })).length > 0,
      { timeout: 15_000, timeoutMsg: 'the start never showed on the Activity tab' },
    )
    const [row] = await queryAllByRole('rowheader', { name: 'instance_start' })
    const text = await row.parentElement().getText()
    expect(text).toContain('Hannah Arendt')
    expect(text).toContain('Success (202)')
  })

  it('tells someone who may not read the audit log who can', async () => {
    await openApp(`${activity}?mock-user=grace`)
    await expect(
      await screen().findByText(
        'What happened to this instance is recorded in the fleet’s audit log, which only fleet viewers and fleet admins can read.',
      ),
    ).toBeDisplayed()
    expect(await screen().queryByRole('table', { name: 'Activity' })).toBeNull()
  })
})
