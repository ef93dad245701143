import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { navigateInApp, openApp, openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction, rowText } from './helpers/rows'
import { expectPath, expectShown, expectToast, screen } from './helpers/screen'

const VPCS = pb.vpcs({ project: 'mock-project' })

/** The text of the table row whose name (row header) is `name`. */

async function openCreateForm() {
  await (await screen().findByRole('link', { name: 'New VPC' })).click()
  await expectPath(pb.vpcsNew({ project: 'mock-project' }))
  return screen().findByRole('dialog', { name: 'Create VPC' })
}

describe('VPCs', () => {
  beforeEach(() => openShowing(VPCS, 'link', { name: 'prod-net' }))

  it('lists the project’s VPCs with their DNS names and firewall-rule counts', async () => {
    await expect(browser).toHaveTitle('VPCs / mock-project / Projects / Oxide Console')
    // the default VPC: Nexus's three default rules and one custom; prod-net: three and four
    await browser.waitUntil(async () => /\b4\b/.test(await rowText('default')), {
      timeoutMsg: 'the default VPC’s rule count did not show',
    })
    await browser.waitUntil(async () => /\b7\b/.test(await rowText('prod-net')), {
      timeoutMsg: 'prod-net’s rule count did not show',
    })
    expect(await rowText('prod-net')).toContain('Production network: web and database tiers')
    expect(await rowText('prod-net')).toMatch(/\bprod\b/)
    await expectNoSeriousA11yViolations()
  })

  it('refuses a bad IPv6 prefix and sends nothing, then creates the VPC', async () => {
    const dialog = await openCreateForm()
    await expectNoSeriousA11yViolations()
    const { getByRole, findByText, findByRole } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue('e2e-vpc')
    await (await getByRole('textbox', { name: 'Description (Optional)' })).setValue(
      'made by a spec',
    )
    await (await getByRole('textbox', { name: 'DNS name' })).setValue('e2e')
    const prefix = await getByRole('textbox', { name: 'IPv6 prefix (Optional)' })
    await prefix.setValue('2001:db8::/48')
    await (await getByRole('button', { name: 'Create VPC' })).click()
    await expectShown('Must be a unique local address range inside fd00::/8')
    await retype(prefix, 'garbage')
    await (await getByRole('button', { name: 'Create VPC' })).click()
    await expectShown('Must contain an IP address and a width, separated by a /')
    expect(await sentRequests('POST /v1/vpcs')).toEqual([])

    await retype(prefix, 'fd12:3456:789a::/48')
    await (await getByRole('button', { name: 'Create VPC' })).click()
    await expect(await findByText('VPC e2e-vpc created')).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    // the new VPC's page, on its firewall rules: the server made the default ones
    await expectPath(pb.vpcFirewallRules({ project: 'mock-project', vpc: 'e2e-vpc' }))
    await expect(await findByRole('heading', { name: 'e2e-vpc', level: 1 })).toBeDisplayed()
    await expect(await findByText('fd12:3456:789a::/48')).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'allow-ssh' })).toBeDisplayed()

    // and it is in the list
    const [vpcsLink] = await screen().getAllByRole('link', { name: 'VPCs' })
    await vpcsLink.click()
    await expectPath(VPCS)
    await expect(await screen().findByRole('link', { name: 'e2e-vpc' })).toBeDisplayed()
    await browser.waitUntil(async () => /\b3\b/.test(await rowText('e2e-vpc')))
  })

  it('says a taken name already exists and keeps the form', async () => {
    await openCreateForm()
    const { getByRole } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue('prod-net')
    await (await getByRole('textbox', { name: 'DNS name' })).setValue('prod2')
    await (await getByRole('button', { name: 'Create VPC' })).click()
    await expectShown('VPC name already exists')
    await expect(await getByRole('dialog', { name: 'Create VPC' })).toBeDisplayed()
  })

  it('edits a VPC’s description from the list and shows it on the VPC’s page', async () => {
    await rowAction('prod-net', 'Edit')
    await expectPath(pb.vpcEdit({ project: 'mock-project', vpc: 'prod-net' }))
    const dialog = await screen().findByRole('dialog', { name: 'Edit VPC' })
    const description = await screen().getByRole('textbox', { name: 'Description (Optional)' })
    await retype(description, 'edited by a spec')
    await (await screen().getByRole('button', { name: 'Update VPC' })).click()
    await expectToast('VPC prod-net updated')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(pb.vpcFirewallRules({ project: 'mock-project', vpc: 'prod-net' }))
    await expect(await screen().findByText('edited by a spec')).toBeDisplayed()
  })

  it('opens a VPC on its firewall rules, sorted by priority, with its tabs', async () => {
    await (await screen().getByRole('link', { name: 'prod-net' })).click()
    await expectPath(pb.vpcFirewallRules({ project: 'mock-project', vpc: 'prod-net' }))
    const { findByRole, getByRole, getAllByRole, getByText } = screen()
    await expect(await findByRole('heading', { name: 'prod-net', level: 1 })).toBeDisplayed()
    await expect(
      await findByRole('tab', { name: 'Firewall rules', selected: true }),
    ).toBeDisplayed()
    for (const tab of ['Subnets', 'Routers', 'Internet gateways']) {
      await expect(await getByRole('tab', { name: tab })).toBeDisplayed()
    }
    await expect(await getByText('System router ID')).toBeDisplayed()
    await findByRole('rowheader', { name: 'deny-smtp-out' })
    const names = await Promise.all(
      (await getAllByRole('rowheader')).map((header) => header.getText()),
    )
    expect(names).toEqual([
      'deny-smtp-out',
      'allow-https',
      'allow-postgres-from-web',
      'allow-monitoring',
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
    const monitoring = await rowText('allow-monitoring')
    expect(monitoring).toContain('disabled')
    // its filters as badges: the first host's subnet among them
    expect(monitoring).toContain('10.0.0.0/8')
    expect(await rowText('deny-smtp-out')).toMatch(/Deny[\s\S]*Outbound/)
    await expectNoSeriousA11yViolations()

    await (await getByRole('tab', { name: 'Subnets' })).click()
    await expectPath(pb.vpcSubnets({ project: 'mock-project', vpc: 'prod-net' }))
    await expect(await findByRole('tab', { name: 'Subnets', selected: true })).toBeDisplayed()

    // the header's menu: Edit opens the side modal over the VPC's page, Cancel goes back to it
    await rowAction('VPC prod-net', 'Edit')
    await expectPath(pb.vpcEdit({ project: 'mock-project', vpc: 'prod-net' }))
    await findByRole('dialog', { name: 'Edit VPC' })
    await expect(await getByRole('heading', { name: 'prod-net', level: 1 })).toBeDisplayed()
    await (await getByRole('button', { name: 'Cancel' })).click()
    await expectPath(pb.vpcFirewallRules({ project: 'mock-project', vpc: 'prod-net' }))
  })

  it('shows the server’s refusal to delete a VPC that has subnets', async () => {
    await rowAction('prod-net', 'Delete')
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete VPC' })
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expect(await screen().findByText('Could not delete VPC')).toBeDisplayed()
    await expect(
      await screen().findByText('VPC cannot be deleted while VPC Subnets exist'),
    ).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    await expect(await screen().findByRole('link', { name: 'prod-net' })).toBeDisplayed()
  })

  it('says so when a project has no VPCs', async () => {
    // a new project (every seeded one has instances in its default VPC), its subnet deleted the
    // way a CLI user would; then the VPC is deleted from the list. A reload would reseed the
    // preview's mock, so the console moves there the way its own links do (history and popstate).
    await openApp(pb.vpcs({ project: 'mock-project' }))
    const statuses = await browser.execute(async () => {
      const project = await fetch('/v1/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'no-vpcs', description: '' }),
      })
      const subnet = await fetch('/v1/vpc-subnets/default?project=no-vpcs&vpc=default', {
        method: 'DELETE',
      })
      return [project.status, subnet.status]
    })
    expect(statuses).toEqual([201, 204])
    await navigateInApp(pb.vpcs({ project: 'no-vpcs' }))
    await screen().findByRole('rowheader', { name: 'default' })
    await rowAction('default', 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete VPC' })
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expectToast('VPC default deleted')
    await expect(await screen().findByText('No VPCs')).toBeDisplayed()
  })
})
