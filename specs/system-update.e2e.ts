import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption } from './helpers/field-input'
import { expectPath, screen } from './helpers/screen'

// the seeds (mirage/seeds/update-seeds.ts): target 16.1.0, releases 15.2.1 to 17.1.0-rc.1, and
// 17.1.0-rc.1 the documented release whose setting fails (mirage/handlers/system-update.ts)
const UPDATE = pb.systemUpdate()

/**
 * The text of the releases table's row for `version` (its file is named after it), once it shows.
 * The components table has a row of the same name ('16.1.0 (target)') and answers first, from
 * the update status, so a look taken before the releases have loaded finds only that one.
 */
async function releaseRow(version: string) {
  let found: string | undefined
  await browser.waitUntil(
    async () => {
      const rows = await screen().queryAllByRole('row', {
        name: new RegExp(`^${version.replaceAll('.', '\\.')}\\b`),
      })
      for (const row of rows) {
        const text = await row.getText().catch(() => '')
        if (text.includes(`oxide-rack-${version}.zip`)) found = text
      }
      return found !== undefined
    },
    { timeoutMsg: `no release ${version}` },
  )
  return found ?? ''
}

const setButton = (version: string) =>
  screen().queryByRole('button', { name: `Set ${version} as target release` })

async function confirmTarget(version: string) {
  const button = await screen().findByRole('button', { name: `Set ${version} as target release` })
  await button.scrollIntoView({ block: 'center' })
  await button.click()
  const dialog = await screen().findByRole('alertdialog', { name: 'Set target release' })
  await expect(dialog).toHaveText(expect.stringContaining(`set ${version} as the target release`))
  await (await screen().findByRole('button', { name: 'Set as target' })).click()
}

describe('system update', () => {
  beforeEach(() => openShowing(UPDATE, 'heading', { name: 'System Update', level: 1 }))

  it('warns that support is needed and offers only releases newer than the target', async () => {
    await expect(browser).toHaveTitle('System Update / Oxide Console')
    await expect(
      await screen().findByRole('heading', { name: 'Contact Oxide support' }),
    ).toBeDisplayed()
    await expect(await screen().findByText('16.1.0 (target)')).toBeDisplayed()
    await expect(
      await screen().findByRole('progressbar', { name: 'Components on 16.1.0' }),
    ).toBeDisplayed()
    expect(await releaseRow('16.1.0')).toContain('Current target')
    for (const older of ['16.0.0', '15.2.1']) {
      expect(await releaseRow(older)).toContain('Older than target')
      expect(await setButton(older)).toBeNull()
    }
    expect(await setButton('16.1.0')).toBeNull()
    await expect(await setButton('17.0.0')).toBeDisplayed()
    await expect(await setButton('17.1.0-rc.1')).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('sets a newer release as the target, then offers nothing below it, and logs it', async () => {
    await confirmTarget('17.0.0')
    await expect(await screen().findByText('Target release set to 17.0.0')).toBeDisplayed()
    await browser.waitUntil(async () => (await releaseRow('17.0.0')).includes('Current target'), {
      timeoutMsg: '17.0.0 did not become the target',
    })
    await expect(
      await screen().findByRole('progressbar', { name: 'Components on 17.0.0' }),
    ).toBeDisplayed()
    expect(await releaseRow('16.1.0')).toContain('Older than target')
    expect(await setButton('17.0.0')).toBeNull()
    await expect(await setButton('17.1.0-rc.1')).toBeDisplayed()

    // the audit log on the issues page has it, within the last hour (the seeded one is older)
    await (await screen().findByRole('link', { name: 'Issues' })).click()
    await expectPath(pb.systemIssues())
    // the page's chunk loads first
    await screen().findByRole('button', { name: /Time range$/ })
    await chooseOption(/Time range$/, 'Last hour')
    const log = await screen().findByRole('table', { name: 'Audit log' })
    await browser.waitUntil(async () => (await log.getText()).includes('target_release_update'), {
      timeoutMsg: 'the target release update is not in the audit log',
    })
    const row = await screen().findByRole('row', { name: /^target_release_update/ })
    expect(await row.getText()).toContain('Hannah Arendt')
    expect(await row.getText()).toContain('Success (204)')
  })

  it("shows the server's error and keeps the target", async () => {
    await confirmTarget('17.1.0-rc.1')
    await expect(await screen().findByText('Could not set target release')).toBeDisplayed()
    await expect(await screen().findByText('Internal Server Error')).toBeDisplayed()
    expect(await releaseRow('16.1.0')).toContain('Current target')
    await expect(await setButton('17.1.0-rc.1')).toBeDisplayed()
  })
})
