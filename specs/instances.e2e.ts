import { browser, expect } from '@wdio/globals'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { expectPath, mockRequests, retype, screen } from './helpers/screen'

const list = '/projects/mock-project/instances'

async function rowAction(instance: string, action: string) {
  const { getByRole } = screen()
  await (await getByRole('button', { name: `Actions for ${instance}` })).click()
  await (await getByRole('menuitem', { name: new RegExp(`^${action}`) })).click()
}

/** S2 covers the checkbox input with its cell; a press on the row (not its link) toggles it. */
async function toggleRow(instance: string) {
  const row = await screen().getByRole('row', { name: instance })
  await row.click()
}

async function stateOf(instance: string) {
  // a row is named by its row header, the instance's name
  const row = await screen().getByRole('row', { name: instance })
  return row.getText()
}

describe('instances list', () => {
  beforeEach(async () => {
    await openApp(list)
    await screen().findByRole('link', { name: 'db1' })
  })

  it('lists instances a page at a time with their state', async () => {
    const { getByRole, getByText } = screen()
    await expect(browser).toHaveTitle('Instances / mock-project / Oxide Console')
    await expect(await getByRole('heading', { name: 'Instances', level: 1 })).toBeDisplayed()
    await expect(await getByText('Showing 1–50')).toBeDisplayed()
    await expect(await stateOf('db1')).toContain('stopped')
    await expect(await stateOf('state-failed')).toContain('due for restart')
    await expect(await stateOf('state-failed-cooldown')).not.toContain('due for restart')
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Next' })).click()
    await expect(await screen().findByRole('link', { name: 'web-45' })).toBeDisplayed()
  })

  it('shows disallowed actions disabled with the reason', async () => {
    const { getByRole } = screen()
    await (await getByRole('button', { name: 'Actions for db1' })).click()
    const reboot = await getByRole('menuitem', { name: /^Reboot/ })
    await expect(reboot).toHaveAttribute('aria-disabled', 'true')
    await expect(reboot).toHaveText(
      expect.stringContaining('Only running instances can be rebooted'),
    )
    await browser.keys('Escape')
  })

  it('stops a running instance through the confirm dialog and watches it settle', async () => {
    await rowAction('state-running', 'Stop')
    await screen().findByRole('alertdialog', { name: 'Stop instance' })
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Stop' })).click()
    await expect(await screen().findByText('Stopping instance state-running')).toBeDisplayed()
    await browser.waitUntil(async () => (await stateOf('state-running')).includes('stopped'), {
      timeout: 10_000,
      timeoutMsg: 'state-running never reached stopped',
    })
    await rowAction('state-running', 'Start')
    await browser.waitUntil(async () => (await stateOf('state-running')).includes('running'), {
      timeout: 10_000,
    })
  })

  it('reboots, then deletes a stopped instance', async () => {
    await rowAction('web-01', 'Reboot')
    await (await screen().findByRole('button', { name: 'Reboot' })).click()
    await expect(await screen().findByText('Rebooting instance web-01')).toBeDisplayed()
    await rowAction('state-stopped', 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete instance' })
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expect(await screen().findByText('Instance state-stopped deleted')).toBeDisplayed()
    await browser.waitUntil(
      async () => (await screen().queryByRole('link', { name: 'state-stopped' })) === null,
    )
  })

  it('acts on several selected instances where all allow it', async () => {
    const { findByRole } = screen()
    await toggleRow('db1')
    await toggleRow('state-running')
    const start = await findByRole('button', { name: 'Start selected' })
    await expect(start).toBeDisabled()
    await expect(
      await screen().findByText(/Start unavailable — state-running: Only stopped or failed/),
    ).toBeDisplayed()
    await toggleRow('state-running')
    await toggleRow('state-stopping')
    await toggleRow('state-stopping')
    await (await findByRole('button', { name: 'Start selected' })).click()
    await expect(await screen().findByText('Start: db1')).toBeDisplayed()
  })
})

describe('instance page', () => {
  it('shows properties, the CLI command, and every tab', async () => {
    await openApp('/projects/mock-project/instances/db1')
    await expectPath('/projects/mock-project/instances/db1/storage')
    const { findByRole, getByRole, findByText } = screen()
    await expect(await findByRole('heading', { name: 'db1', level: 1 })).toBeDisplayed()
    await expect(await findByText('32 GiB')).toBeDisplayed()
    await expect(await findByText('db1-boot')).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: 'CLI Command' })).click()
    await findByRole('dialog', { name: 'CLI command' })
    await expect(await findByText(/--project mock-project/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await browser.execute(() => {
      // the headless browser has no clipboard permission: record what is written
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (text: string) => {
            ;(window as unknown as { copied: string }).copied = text
            return Promise.resolve()
          },
        },
      })
    })
    await (await getByRole('button', { name: 'Copy command' })).click()
    await expect(await findByRole('button', { name: 'Copied' })).toBeDisplayed()
    expect(await browser.execute(() => (window as unknown as { copied: string }).copied)).toBe(
      'oxide instance serial console --project mock-project --instance db1',
    )
    await browser.keys('Escape')

    for (const [tab, path] of [
      ['Networking', 'networking'],
      ['Connect', 'connect'],
      ['Settings', 'settings'],
      ['Storage', 'storage'],
    ]) {
      await (await screen().getByRole('tab', { name: tab })).click()
      await expectPath(`/projects/mock-project/instances/db1/${path}`)
      await expectNoSeriousA11yViolations()
    }
    // Right arrow moves to the next tab
    await (await screen().getByRole('tab', { name: 'Storage' })).click()
    await browser.keys('ArrowRight')
    await expectPath('/projects/mock-project/instances/db1/networking')
    await expect(await screen().findByText('net0')).toBeDisplayed()
  })

  it('resizes a stopped instance, and refuses bad sizes without a request', async () => {
    await openApp('/projects/mock-project/instances/db1/settings')
    const { findByRole, getByRole, findByText } = screen()
    const cpus = await findByRole('textbox', { name: 'CPUs' })
    await retype(cpus, '65')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('CPUs must be between 1 and 64')).toBeDisplayed()
    expect((await mockRequests()).filter((r) => r.startsWith('PUT'))).toEqual([])
    await retype(cpus, '4')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('Instance db1 updated')).toBeDisplayed()
    await expect(await findByText('4 vCPU')).toBeDisplayed()
  })

  it('disables resizing a running instance with the reason', async () => {
    await openApp('/projects/mock-project/instances/state-running/settings')
    const { findByText, findByRole } = screen()
    await expect(
      await findByText('Only stopped, failed or creating instances can be resized.'),
    ).toBeDisplayed()
    await expect(await findByRole('textbox', { name: 'CPUs' })).toBeDisabled()
  })

  it('detaches a disk of a stopped instance', async () => {
    await openApp('/projects/mock-project/instances/db1/storage')
    await screen().findByText('pg-data')
    await rowAction('pg-data', 'Detach')
    await (await screen().findByRole('button', { name: 'Detach' })).click()
    await expect(await screen().findByText('Disk pg-data detached')).toBeDisplayed()
  })

  it('follows a lookup link to the instance page', async () => {
    await openApp(list)
    await screen().findByRole('link', { name: 'db1' })
    const id = await browser.execute(async () => {
      const reply = await fetch('/v1/instances/db1?project=mock-project')
      return ((await reply.json()) as { id: string }).id
    })
    await openApp(`/lookup/i/${id}`)
    await expectPath('/projects/mock-project/instances/db1/storage')
    await openApp('/lookup/instances/6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f')
    await expect(await screen().findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
  })
})
