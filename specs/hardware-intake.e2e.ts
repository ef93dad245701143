import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp, openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults, failsThenWorks, liftFaults } from './helpers/faults'
import { rowAction, waitForRow } from './helpers/rows'
import { confirmDialog, expectToast, press, screen } from './helpers/screen'

// the seeds (mirage/seeds/hardware-seeds.ts): two drives not adopted in the first sled's free
// bays, and one sled in the free cubby that is no member of the rack; a membership change
// acknowledges one new member per 2 s (mirage/handlers/hardware-intake.ts)
const DRIVE = 'A084B1F2'
const NEW_SLED = 'BRM42220052'

describe('hardware intake', () => {
  it('enables, then disables, the adoption of a drive not adopted, each after a failure', async () => {
    await openShowing(`${pb.diskInventory()}?mock-user=hannah`, 'table', {
      name: 'Drives not adopted',
    })
    await waitForRow(DRIVE, (text) => text.includes('Not enabled'), 'the drive is listed')
    await failsThenWorks({
      row: DRIVE,
      action: 'Enable adoption',
      title: 'Enable disk adoption',
      fault: { method: 'PUT', path: '/v1/system/hardware/disk-adoption-request', status: 500 },
      failed: 'Could not enable adoption',
      done: `Adoption of drive ${DRIVE} enabled`,
      scan: true,
    })
    await waitForRow(DRIVE, (text) => text.includes('Enabled'), 'adoption shows enabled')
    await expectNoSeriousA11yViolations()

    // and disabled again, after a failure
    const requestId = await browser.execute(async () => {
      const page = (await (await fetch('/v1/system/hardware/disk-adoption-requests')).json()) as {
        items: { id: string }[]
      }
      return page.items[0]?.id ?? ''
    })
    await failsThenWorks({
      row: DRIVE,
      action: 'Disable adoption',
      title: 'Disable disk adoption',
      fault: {
        method: 'DELETE',
        path: `/v1/system/hardware/disk-adoption-request/${requestId}`,
        status: 500,
      },
      failed: 'Could not disable adoption',
      done: `Adoption of drive ${DRIVE} disabled`,
    })
    await waitForRow(DRIVE, (text) => text.includes('Not enabled'), 'adoption shows disabled')
  })

  it('adds a sled to the rack, after a failure, and follows the change to committed', async () => {
    await openShowing(`${pb.sledInventory()}?mock-user=hannah`, 'table', {
      name: 'Sleds not in the rack',
    })
    await waitForRow(NEW_SLED, (text) => text.includes('16'), 'the new sled is listed')
    const rackId = await browser.execute(async () => {
      const page = (await (await fetch('/v1/system/hardware/racks')).json()) as {
        items: { id: string }[]
      }
      return page.items[0]?.id ?? ''
    })
    await failsThenWorks({
      row: NEW_SLED,
      action: 'Add to rack',
      title: 'Add sled to rack',
      fault: {
        method: 'POST',
        path: `/v1/system/hardware/racks/${rackId}/membership/add`,
        status: 500,
      },
      failed: 'Could not add sled to rack',
      done: `Adding sled ${NEW_SLED} to the rack`,
      scan: true,
    })
    const membership = await screen().findByLabelText('Rack membership')
    await browser.waitUntil(async () => (await membership.getText()).includes('Committed'), {
      timeoutMsg: 'the membership change did not commit',
    })
    await expect(membership).toHaveText(expect.stringContaining('2'))
    // the sled joined the rack's sleds and waits no longer
    await expect(
      await screen().findByRole('row', { name: new RegExp(`^${NEW_SLED}`) }),
    ).toBeDisplayed()
    await expect(await screen().findByText('No sleds waiting')).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('aborts a membership change in progress, after a failure, and the sled waits again', async () => {
    // a new member acknowledges after a minute here, so the change is still in progress when
    // Abort is pressed (mirage/settings.ts `?mock-membership-step`)
    await openApp(`${pb.sledInventory()}?mock-user=hannah`, { membershipStepMs: 60_000 })
    await waitForRow(NEW_SLED, (text) => text.includes('16'), 'the new sled is listed')
    await rowAction(NEW_SLED, 'Add to rack')
    await confirmDialog('Add sled to rack', 'Add to rack')
    await expectToast(`Adding sled ${NEW_SLED} to the rack`)
    const membership = await screen().findByLabelText('Rack membership')
    await browser.waitUntil(async () => (await membership.getText()).includes('In progress'), {
      timeoutMsg: 'the membership change did not show in progress',
    })
    await expect(
      await screen().findByRole('progressbar', { name: 'Members that acknowledged the change' }),
    ).toBeDisplayed()
    // the sled a change is adding is offered no more
    await expect(await screen().findByText('No sleds waiting')).toBeDisplayed()

    const rackId = await browser.execute(async () => {
      const page = (await (await fetch('/v1/system/hardware/racks')).json()) as {
        items: { id: string }[]
      }
      return page.items[0]?.id ?? ''
    })
    await addFaults({
      method: 'POST',
      path: `/v1/system/hardware/racks/${rackId}/membership/abort`,
      status: 500,
    })
    await press('Abort change')
    await confirmDialog('Abort membership change', 'Abort change', { scan: true })
    await expectToast('Could not abort the membership change')
    await expect(membership).toHaveText(expect.stringContaining('In progress'))
    await liftFaults()
    await press('Abort change')
    await confirmDialog('Abort membership change', 'Abort change')
    await expectToast('Membership version 2 aborted')
    await browser.waitUntil(async () => (await membership.getText()).includes('Aborted'), {
      timeoutMsg: 'the membership change did not show aborted',
    })
    await expect(await screen().queryByRole('button', { name: 'Abort change' })).toBeNull()
    // the aborted change's sled never joined: it waits to be added again
    await waitForRow(NEW_SLED, (text) => text.includes('16'), 'the sled waits again')
    await expectNoSeriousA11yViolations()
  })
})
