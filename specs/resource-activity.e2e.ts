/**
 * A disk's, a VPC's and a floating IP's Activity: the fleet's audit log entries of it, newest
 * first, for a fleet viewer (hannah); an action taken on it shows there without a reload, and a
 * new disk's create is matched to it though the request names only the project
 * (src/resources/ResourceActivity.tsx, lib/audit-match.ts). Anyone else is told who can read the
 * log.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { rowAction } from './helpers/rows'
import { expectPath, expectShown, openForm, screen } from './helpers/screen'

const project = { project: 'mock-project' }

/** Waits until the Activity table lists a row of `operation`, and returns that row's text. */
async function activityRow(operation: string) {
  const { queryAllByRole } = screen()
  await browser.waitUntil(
    async () => (await queryAllByRole('rowheader', { name: operation })).length > 0,
    { timeout: 15_000, timeoutMsg: `${operation} never showed on the Activity` },
  )
  const [row] = await queryAllByRole('rowheader', { name: operation })
  return row.parentElement().getText()
}

describe('a disk’s, a VPC’s and a floating IP’s activity', () => {
  it('a VPC’s edit shows on its Activity tab without a reload', async () => {
    const vpc = { ...project, vpc: 'prod-net' }
    await openApp(`${pb.vpcActivity(vpc)}?mock-user=hannah`)
    const { findByRole, getByRole, queryAllByRole } = screen()
    await findByRole('table', { name: 'Activity' })
    expect(await queryAllByRole('rowheader', { name: 'vpc_update' })).toEqual([])
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: 'Actions for VPC prod-net' })).click()
    await (await findByRole('menuitem', { name: 'Edit' })).click()
    await expectPath(pb.vpcEdit(vpc))
    await retype(
      await getByRole('textbox', { name: 'Description (Optional)' }),
      'edited for its activity',
    )
    await (await getByRole('button', { name: 'Update VPC' })).click()
    await expectShown('VPC prod-net updated')
    await (await findByRole('tab', { name: 'Activity' })).click()
    await expectPath(pb.vpcActivity(vpc))
    const text = await activityRow('vpc_update')
    expect(text).toContain('Hannah Arendt')
    expect(text).toContain('Success (200)')
  })

  it('a floating IP’s edit shows in its Activity panel without a reload', async () => {
    await openApp(`${pb.floatingIps(project)}?mock-user=hannah`)
    const { findByRole, getByRole } = screen()
    await findByRole('rowheader', { name: 'cola-float' })
    await rowAction('cola-float', 'Edit')
    await findByRole('dialog', { name: 'Edit floating IP' })
    await retype(
      await getByRole('textbox', { name: 'Description (Optional)' }),
      'edited for its activity',
    )
    await (await getByRole('button', { name: 'Update floating IP' })).click()
    await expectShown('Floating IP cola-float updated')
    await expectPath(pb.floatingIps(project))

    await rowAction('cola-float', 'Activity')
    await expectPath(pb.floatingIpActivity({ ...project, floatingIp: 'cola-float' }))
    await findByRole('dialog', { name: 'Activity of floating IP cola-float' })
    const text = await activityRow('floating_ip_update')
    expect(text).toContain('Hannah Arendt')
    await expectNoSeriousA11yViolations()
  })

  it('a new disk’s Activity names its create, though the request names only the project', async () => {
    await openApp(`${pb.disks(project)}?mock-user=hannah`)
    const { findByRole, getByRole } = screen()
    await openForm('New disk', pb.disksNew(project), 'Create disk')
    await (await getByRole('textbox', { name: 'Name' })).setValue('activity-disk')
    await (await getByRole('button', { name: 'Create disk' })).click()
    await expectShown('Disk activity-disk created')
    await expectPath(pb.disks(project))

    await rowAction('activity-disk', 'Activity')
    await expectPath(pb.diskActivity({ ...project, disk: 'activity-disk' }))
    await findByRole('dialog', { name: 'Activity of disk activity-disk' })
    const text = await activityRow('disk_create')
    expect(text).toContain('Hannah Arendt')
    expect(text).toContain('Success (201)')
    await expectNoSeriousA11yViolations()
  })

  it('tells someone who may not read the audit log who can', async () => {
    await openApp(`${pb.vpcActivity({ ...project, vpc: 'prod-net' })}?mock-user=grace`)
    await expect(
      await screen().findByText(
        'What happened to this VPC is recorded in the fleet’s audit log, which only fleet viewers and fleet admins can read.',
      ),
    ).toBeDisplayed()
    expect(await screen().queryByRole('table', { name: 'Activity' })).toBeNull()
    await expectNoSeriousA11yViolations()
  })
})
