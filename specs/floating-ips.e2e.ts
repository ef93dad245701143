import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { MAX_MOCK_STEP_MS } from '~/mirage/settings'
import { openApp, openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, clickLabelOf, expectRefusedAsTyped, retype } from './helpers/field-input'
import { startBehindTheConsole } from './helpers/instance'
import { sentRequests } from './helpers/requests'
import { expectActionRefused, rowAction, rowText, waitForRow } from './helpers/rows'
import { expectFormAt, expectPath, expectShown, expectToast, screen } from './helpers/screen'

const FLOATING_IPS = pb.floatingIps({ project: 'mock-project' })

/** The text of the table row whose name (row header) is `name`. */

async function openCreateForm() {
  await (await screen().findByRole('link', { name: 'New floating IP' })).click()
  await expectPath(pb.floatingIpsNew({ project: 'mock-project' }))
  return screen().findByRole('dialog', { name: 'Create floating IP' })
}

/**
 * The open instance picker's options named `state-…` (the seeds' one instance per run state,
 * SPEC §4): typing their prefix brings them into view, since a long list renders only the
 * options in view.
 */
async function offeredStateInstances() {
  await (await screen().getByRole('button', { name: /Instance$/ })).click()
  await screen().findByRole('listbox')
  await browser.keys('state-'.split(''))
  await screen().findByRole('option', { name: 'state-running (running)' })
  const names = await Promise.all(
    (await screen().findAllByRole('option')).map((option) => option.getText()),
  )
  return names.filter((name) => name.startsWith('state-'))
}

const postedCreates = () => sentRequests('POST /v1/floating-ips')

describe('floating IPs', () => {
  beforeEach(() => openShowing(FLOATING_IPS, 'rowheader', { name: 'cola-float' }))

  it('lists the seeded IPs with their pools and instances, linked', async () => {
    await expect(browser).toHaveTitle('Floating IPs / mock-project / Projects / Oxide Console')
    await waitForRow('rootbeer-float', (text) => text.includes('web-02'), 'no instance shown')
    const rootbeer = await rowText('rootbeer-float')
    expect(rootbeer).toContain('192.0.2.66')
    expect(rootbeer).toContain('default')
    const cola = await rowText('cola-float')
    expect(cola).toContain('192.0.2.64')
    expect(cola).toContain('—')
    await expect(await screen().getByRole('button', { name: 'Copy 192.0.2.64' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await screen().getByRole('link', { name: 'web-02' })).click()
    await expectPath(pb.instanceStorage({ project: 'mock-project', instance: 'web-02' }))
  })

  it('creates one from the preselected default pool', async () => {
    const dialog = await openCreateForm()
    const { getByRole, findByText } = screen()
    await expect(
      await getByRole('button', { name: /^default \(IPv4, default\) IP pool/ }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await getByRole('textbox', { name: 'Name' })).setValue('e2e-pool-float')
    await (await getByRole('button', { name: 'Create floating IP' })).click()
    await expect(
      await findByText(/^Floating IP e2e-pool-float created with address/),
    ).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    await expectPath(FLOATING_IPS)
    await waitForRow('e2e-pool-float', (text) => /\bdefault\b/.test(text), 'no pool shown')
  })

  it('refuses a bad address without a request, then creates one at an explicit address', async () => {
    await openCreateForm()
    const { getByRole, findByRole, findByText } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue('e2e-explicit')
    await clickLabelOf('radio', 'A specific address')
    const address = await findByRole('textbox', { name: 'IP address' })
    await expectNoSeriousA11yViolations()
    await address.setValue('300.1.2.3')
    await (await getByRole('button', { name: 'Create floating IP' })).click()
    await expectShown('Not a valid IP address')
    expect(await postedCreates()).toEqual([])

    // a taken address: the server's refusal on the field, the form as typed
    await expectRefusedAsTyped(
      { 'IP address': '192.0.2.64' },
      'Create floating IP',
      'Requested external IP address not available',
    )

    await retype(address, '198.51.100.200')
    await (await getByRole('button', { name: 'Create floating IP' })).click()
    await expect(
      await findByText('Floating IP e2e-explicit created with address 198.51.100.200'),
    ).toBeDisplayed()
    await waitForRow('e2e-explicit', (text) => text.includes('secondary'), 'not in its pool')
    expect(await rowText('e2e-explicit')).toContain('198.51.100.200')
  })

  it('shows a taken name on the name field and keeps what was typed', async () => {
    await openCreateForm()
    await expectRefusedAsTyped(
      { Name: 'cola-float', 'Description (Optional)': 'typed' },
      'Create floating IP',
      'Floating IP name already exists',
    )
    await expect(await screen().getByRole('dialog', { name: 'Create floating IP' })).toBeDisplayed()
  })

  it('offers only instances that can take an IP now, counts the rest, and shows the server’s refusal of one that moved on', async () => {
    // instances started behind the console stay starting for the whole test
    await openApp(FLOATING_IPS, { instanceStepMs: MAX_MOCK_STEP_MS })
    await screen().findByRole('rowheader', { name: 'cola-float' })
    await rowAction('cola-float', 'Attach')
    const dialog = await screen().findByRole('dialog', { name: 'Attach cola-float (192.0.2.64)' })
    const { getByRole, findByText } = screen()

    // the server moves external IPs only while the instance is running or stopped
    await expect(
      await findByText(
        /^\d+ instances cannot take an IP now\. Only running or stopped instances can have external IPs attached\.$/,
      ),
    ).toBeDisplayed()
    expect(await offeredStateInstances()).toEqual([
      'state-running (running)',
      'state-stopped (stopped)',
    ])
    await expectNoSeriousA11yViolations()
    await browser.keys('Escape')

    // the list was read while state-stopped was stopped; it starts behind the console
    await chooseOption(/Instance$/, 'state-stopped (stopped)')
    await startBehindTheConsole('state-stopped')
    await (await getByRole('button', { name: 'Attach' })).click()
    await expectShown(
      'Cannot attach an external IP while the instance is starting; it must be running or stopped',
    )
    await expect(dialog).toBeDisplayed()

    await chooseOption(/Instance$/, 'db1 (stopped)')
    await (await getByRole('button', { name: 'Attach' })).click()
    await expect(await findByText('Floating IP cola-float attached to db1')).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    await waitForRow('cola-float', (text) => text.includes('db1'), 'not attached')
    await expect(await screen().findByRole('link', { name: 'db1' })).toBeDisplayed()

    await rowAction('cola-float', 'Detach')
    const confirm = await screen().findByRole('alertdialog', { name: 'Detach floating IP' })
    await expectNoSeriousA11yViolations()
    await (await confirm.$('button=Detach')).click()
    await expect(await screen().findByText('Floating IP cola-float detached')).toBeDisplayed()
    await waitForRow('cola-float', (text) => !text.includes('db1'), 'still attached')
  })

  it('shows the server’s refusal to detach from an instance that is repairing', async () => {
    await rowAction('sprite-float', 'Detach')
    const confirm = await screen().findByRole('alertdialog', { name: 'Detach floating IP' })
    await (await confirm.$('button=Detach')).click()
    await expectShown(/while the instance is repairing/)
    expect(await rowText('sprite-float')).toContain('state-repairing')
  })

  it('disables delete with the reason while attached, and deletes a detached IP', async () => {
    await expectActionRefused(
      'rootbeer-float',
      'Delete',
      'A floating IP must be detached from its instance before it can be deleted',
    )

    await rowAction('fanta-float', 'Delete')
    const confirm = await screen().findByRole('alertdialog', { name: 'Delete floating IP' })
    await expectNoSeriousA11yViolations()
    await (await confirm.$('button=Delete')).click()
    await expectToast('Floating IP fanta-float deleted')
    await browser.waitUntil(
      async () => (await screen().queryByRole('rowheader', { name: 'fanta-float' })) === null,
      { timeoutMsg: 'fanta-float is still listed' },
    )
  })

  it('renames one through its edit form, after refusing a taken name', async () => {
    await rowAction('fanta-float', 'Edit')
    const dialog = await expectFormAt(
      pb.floatingIpEdit({ project: 'mock-project', floatingIp: 'fanta-float' }),
      'Edit floating IP',
    )
    const { getByRole, findByText, findByRole } = screen()
    const name = await getByRole('textbox', { name: 'Name' })
    // a name another floating IP has: the server's refusal on the field, the form as typed
    await expectRefusedAsTyped(
      { Name: 'cola-float' },
      'Update floating IP',
      'Floating IP name already exists',
    )

    await retype(name, 'orange-float')
    await (await getByRole('button', { name: 'Update floating IP' })).click()
    await expect(await findByText('Floating IP orange-float updated')).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    await expectPath(FLOATING_IPS)
    await expect(await findByRole('rowheader', { name: 'orange-float' })).toBeDisplayed()
  })
})
