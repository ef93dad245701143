import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults, failsThenWorks, liftFaults } from './helpers/faults'
import {
  chooseOption,
  clickLabelOf,
  expectFieldError,
  expectRefusedAsTyped,
  retype,
} from './helpers/field-input'
import { mutations } from './helpers/requests'
import { expectActionRefused, expectNoRow, rowAction, rowText, waitForRow } from './helpers/rows'
import {
  confirmDialog,
  expectFormAt,
  expectPath,
  expectShown,
  expectToast,
  screen,
} from './helpers/screen'

const project = { project: 'mock-project' }
const EXTERNAL_SUBNETS = pb.externalSubnets(project)
const API = '/v1/external-subnets'

/**
 * The subnet's id, as the mock knows it: attach and detach name the subnet by id, so their
 * injected faults (exact paths) need it.
 */
const idOf = async (name: string): Promise<string> =>
  await browser.execute(async (url) => {
    const response = await fetch(url)
    return ((await response.json()) as { id: string }).id
  }, `${API}/${name}?project=mock-project`)

describe('external subnets', () => {
  beforeEach(() => openShowing(EXTERNAL_SUBNETS, 'rowheader', { name: 'vpn-v4' }))

  it('lists the project’s subnets, creates one from a pool after the pool refuses a size it has no room for', async () => {
    await expect(browser).toHaveTitle('External Subnets / mock-project / Projects / Oxide Console')
    await waitForRow('edge-v4', (text) => text.includes('db1'), 'no instance shown')
    expect(await rowText('edge-v4')).toMatch(/198\.18\.0\.0\/24[\s\S]*tenant-v4/)
    expect(await rowText('vpn-v4')).toContain('—')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('link', { name: 'New external subnet' })).click()
    await expectPath(pb.externalSubnetsNew(project))
    const dialog = await screen().findByRole('dialog', { name: 'Create external subnet' })
    const { getByRole, findByRole } = screen()
    await expect(
      await getByRole('button', { name: /^tenant-v4 \(IPv4, default\) Subnet pool/ }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await getByRole('textbox', { name: 'Name' })).setValue('e2e-subnet')
    const prefix = await getByRole('textbox', { name: 'Prefix length' })
    const submit = await getByRole('button', { name: 'Create external subnet' })
    const sentBefore = await mutations()

    await prefix.setValue('33')
    await submit.click()
    await expectFieldError(prefix, 'Prefix length must be from 0 to 32')
    expect(await mutations()).toEqual(sentBefore)

    // the seeded vpn-v4 sits in the pool's only member that hands out /22s
    await expectRefusedAsTyped(
      { 'Prefix length': '22' },
      'Create external subnet',
      'Insufficient Capacity: No external subnets of prefix length 22 available',
      { on: 'Prefix length' },
    )
    await expect(dialog).toBeDisplayed()

    await retype(prefix, '26')
    await submit.click()
    await expectToast('External subnet e2e-subnet created with subnet 198.18.1.0/26')
    await expect(dialog).not.toBeDisplayed()
    await waitForRow('e2e-subnet', (text) => text.includes('tenant-v4'), 'no pool shown')

    // an exact subnet that overlaps an allocation: the server's words on the field
    await (await findByRole('link', { name: 'New external subnet' })).click()
    await (await screen().findByRole('textbox', { name: 'Name' })).setValue('e2e-exact')
    await clickLabelOf('radio', 'A specific subnet')
    const subnet = await screen().findByRole('textbox', { name: 'Subnet' })
    await subnet.setValue('198.18.0.0/26')
    await (await screen().getByRole('button', { name: 'Create external subnet' })).click()
    await expectFieldError(
      subnet,
      'The subnet 198.18.0.0/26 overlaps with 198.18.0.0/24, an allocated external subnet',
    )
    await retype(subnet, '198.18.8.0/24')
    await (await screen().getByRole('button', { name: 'Create external subnet' })).click()
    await expectToast('External subnet e2e-exact created with subnet 198.18.8.0/24')
  })

  it('attaches from the list, shows it on the instance’s Networking tab, detaches there and deletes it', async () => {
    await rowAction('vpn-v4', 'Attach')
    const dialog = await screen().findByRole('dialog', {
      name: 'Attach vpn-v4 (198.18.16.0/28)',
    })
    await expect(
      await screen().findByText(
        /^\d+ instances cannot take a subnet now\. Only running or stopped instances can have external subnets attached\.$/,
      ),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await chooseOption(/Instance$/, 'db1 (stopped)')
    const id = await idOf('vpn-v4')
    await addFaults({ method: 'POST', path: `${API}/${id}/attach`, status: 500 })
    await (await screen().getByRole('button', { name: 'Attach' })).click()
    await expectShown('Internal Server Error')
    await liftFaults()
    await (await screen().getByRole('button', { name: 'Attach' })).click()
    await expectToast('External subnet vpn-v4 attached to db1')
    await expect(dialog).not.toBeDisplayed()
    await waitForRow('vpn-v4', (text) => text.includes('db1'), 'not attached')

    // an attached subnet cannot be deleted: the menu says why
    await expectActionRefused('vpn-v4', 'Delete')

    await (await screen().findAllByRole('link', { name: 'db1' }))[0].click()
    await (await screen().findByRole('tab', { name: 'Networking' })).click()
    await expectPath(pb.instanceNetworking({ ...project, instance: 'db1' }))
    await screen().findByRole('rowheader', { name: 'vpn-v4' })
    expect(await rowText('edge-v4')).toContain('198.18.0.0/24')
    await expectNoSeriousA11yViolations()

    await failsThenWorks({
      row: 'vpn-v4',
      action: 'Detach',
      title: 'Detach external subnet',
      fault: { method: 'POST', path: `${API}/${id}/detach`, status: 500 },
      failed: 'Could not detach external subnet',
      done: 'External subnet vpn-v4 detached',
      scan: true,
    })
    await expectNoRow('vpn-v4')

    // and back on from the instance's side
    await (await screen().findByRole('button', { name: 'Attach external subnet' })).click()
    const attach = await screen().findByRole('dialog', { name: 'Attach external subnet' })
    await expect(
      await screen().findByText('1 external subnet is already attached to an instance.'),
    ).toBeDisplayed()
    await chooseOption(/External subnet$/, 'vpn-v4 (198.18.16.0/28)')
    await (await screen().getByRole('button', { name: 'Attach' })).click()
    await expectToast('External subnet vpn-v4 attached to db1')
    await expect(attach).not.toBeDisplayed()
    await screen().findByRole('rowheader', { name: 'vpn-v4' })
    await rowAction('vpn-v4', 'Detach')
    await confirmDialog('Detach external subnet', 'Detach')
    await expectNoRow('vpn-v4')

    await (await screen().findByRole('link', { name: 'External Subnets' })).click()
    await expectPath(EXTERNAL_SUBNETS)
    await waitForRow('vpn-v4', (text) => !text.includes('db1'), 'still attached')
    await failsThenWorks({
      row: 'vpn-v4',
      action: 'Delete',
      title: 'Delete external subnet',
      fault: { method: 'DELETE', path: `${API}/vpn-v4`, status: 500 },
      failed: 'Could not delete external subnet',
      done: 'External subnet vpn-v4 deleted',
      scan: true,
    })
    await expectNoRow('vpn-v4')
  })

  it('renames one, after refusing a taken name', async () => {
    await rowAction('vpn-v4', 'Edit')
    const dialog = await expectFormAt(
      pb.externalSubnetEdit({ ...project, externalSubnet: 'vpn-v4' }),
      'Edit external subnet',
    )
    const name = await screen().getByRole('textbox', { name: 'Name' })
    const submit = await screen().getByRole('button', { name: 'Update external subnet' })
    await retype(name, 'edge-v4')
    await submit.click()
    await expectFieldError(name, 'External subnet name already exists')
    await expect(name).toHaveValue('edge-v4')
    await retype(name, 'vpn')
    await submit.click()
    await expectToast('External subnet vpn updated')
    await expect(dialog).not.toBeDisplayed()
    await screen().findByRole('rowheader', { name: 'vpn' })
  })
})
