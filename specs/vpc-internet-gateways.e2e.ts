import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { fillAndSubmit, retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction } from './helpers/rows'
import { confirmDialog, expectPath, expectShown, screen } from './helpers/screen'

const gatewaysOf = (vpc: string) => pb.vpcInternetGateways({ project: 'mock-project', vpc })

/** Opens the gateway's panel from its VPC's tab, by its link in the table, as a user does. */
async function openGateway(vpc: string, gateway: string) {
  await openApp(gatewaysOf(vpc))
  const table = await screen().findByRole('table', { name: 'Internet gateways' })
  // the VPC `default` has a breadcrumb link of the same name: the table's link is the gateway
  await (await table.$(`a=${gateway}`)).click()
  await expectPath(`${gatewaysOf(vpc)}/${gateway}`)
  return screen().findByRole('dialog', { name: `Internet gateway ${gateway}` })
}

/**
 * Waits until the panel's table `label` reads `text` (its rows, cell by cell); the table is found
 * afresh on each try, and a try whose table redrew under it counts as not yet.
 */
async function expectTableText(label: string, text: RegExp) {
  await browser.waitUntil(
    async () => {
      const table = await screen().queryByRole('table', { name: label })
      return table !== null && text.test(await table.getText().catch(() => ''))
    },
    { timeoutMsg: `the table ${label} did not read ${text}` },
  )
}

/** The open side-modal form named `title`, and a click on its button `label`. */
async function formNamed(title: string) {
  const dialog = await screen().findByRole('dialog', { name: title })
  return {
    dialog,
    press: async (label: string) => (await dialog.$(`button=${label}`)).click(),
  }
}

describe('VPC internet gateways', () => {
  it('lists a VPC’s gateways with what is attached to them', async () => {
    await openApp(gatewaysOf('prod-net'))
    const { findByRole } = screen()
    await expect(
      await findByRole('tab', { name: 'Internet gateways', selected: true }),
    ).toBeDisplayed()
    const row = async (name: string) =>
      (await findByRole('row', { name: new RegExp(`^${name}\\b`) })).getText()
    await browser.waitUntil(async () => (await row('public-services')).includes('198.51.100.20'), {
      timeoutMsg: 'public-services’ address did not show',
    })
    expect(await row('public-services')).toContain('secondary')
    await browser.waitUntil(async () => /default, default-v6/.test(await row('default')))
    await expectNoSeriousA11yViolations()
  })

  it('shows the default gateway’s pools and the system router’s routes to it', async () => {
    const panel = await openGateway('default', 'default')
    const { getByRole } = screen()
    await expect(panel).toHaveText(/Default VPC gateway/)
    await expectTableText('Attached IP pools', /default[\s\S]*default-v6/)
    await expectShown('No IP addresses')
    // SPEC §7: every router's routes, kept when they target this gateway
    await expectTableText(
      'Routes targeting this gateway',
      /default-v4\s+system\s+IP subnet 0\.0\.0\.0\/0[\s\S]*default-v6\s+system\s+IP subnet ::\/0/,
    )
    await expectNoSeriousA11yViolations()
    await (await panel.$('button=Close')).click()
    await expectPath(gatewaysOf('default'))
    await expect(
      await getByRole('tab', { name: 'Internet gateways', selected: true }),
    ).toBeDisplayed()
  })

  it('shows prod-net’s services gateway with its pool, address and the egress route', async () => {
    await openGateway('prod-net', 'public-services')
    await expectTableText(
      'Attached IP pools',
      /secondary\s+secondary\s+Addresses for public services/,
    )
    await expectTableText('Attached IP addresses', /services-egress\s+198\.51\.100\.20/)
    await expectTableText(
      'Routes targeting this gateway',
      /to-services-gateway\s+egress\s+IP subnet 0\.0\.0\.0\/0/,
    )
    // the system router's default routes target the VPC's other gateway
    const routes = await screen().findByRole('table', { name: 'Routes targeting this gateway' })
    expect(await routes.getText()).not.toContain('default-v4')
    await (await screen().getByRole('link', { name: 'egress' })).click()
    await expectPath(pb.vpcRouter({ project: 'mock-project', vpc: 'prod-net', router: 'egress' }))
  })

  it('attaches an IP address (nothing sent while it is invalid), then detaches it', async () => {
    const panel = await openGateway('prod-net', 'public-services')
    await (await panel.$('button=Attach IP address')).click()
    const form = await formNamed('Attach IP address')
    await expectNoSeriousA11yViolations()
    const { getByRole } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue('extra-egress')
    const address = await getByRole('textbox', { name: 'IP address' })
    await address.setValue('203.0.113.300')
    await form.press('Attach IP address')
    await expectShown('Not a valid IP address')
    expect(await sentRequests('POST /v1/internet-gateway-ip-addresses')).toEqual([])

    await retype(address, '203.0.113.7')
    await form.press('Attach IP address')
    await expectShown('IP address 203.0.113.7 attached to public-services')
    await expect(form.dialog).not.toBeDisplayed()
    await expectTableText('Attached IP addresses', /extra-egress\s+203\.0\.113\.7/)

    await rowAction('extra-egress', 'Detach')
    const confirm = await screen().findByRole('alertdialog', { name: 'Detach IP address' })
    await expect(confirm).toHaveText(/detach the IP address extra-egress \(203\.0\.113\.7\)/)
    await confirmDialog('Detach IP address', 'Detach')
    await expectShown('IP address extra-egress detached from public-services')
    await expectTableText('Attached IP addresses', /^(?![\s\S]*extra-egress)/)
  })

  it('shows the server’s refusal of a taken name and keeps what was typed', async () => {
    const panel = await openGateway('prod-net', 'public-services')
    await (await panel.$('button=Attach IP address')).click()
    const form = await formNamed('Attach IP address')
    const { getByRole } = screen()
    const name = await getByRole('textbox', { name: 'Name' })
    await name.setValue('services-egress')
    const address = await getByRole('textbox', { name: 'IP address' })
    await address.setValue('203.0.113.8')
    await form.press('Attach IP address')
    await expectShown('Internet gateway IP address name already exists')
    await expect(form.dialog).toBeDisplayed()
    await expect(name).toHaveValue('services-egress')
    await expect(address).toHaveValue('203.0.113.8')
  })

  it('attaches another silo pool, named after it, and offers no pool twice', async () => {
    const panel = await openGateway('prod-net', 'public-services')
    await (await panel.$('button=Attach IP pool')).click()
    const form = await formNamed('Attach IP pool')
    const { getByRole, findByRole } = screen()
    await (await getByRole('button', { name: /^(?!Attach).*IP pool$/ })).click()
    // the pool already attached is offered disabled, with the reason
    const attached = await findByRole('option', { name: /^secondary .*already attached/ })
    await expect(attached).toHaveAttribute('aria-disabled', 'true')
    await (await findByRole('option', { name: /^default \(IPv4/ })).click()
    // named after the pool unless the user names it
    const name = await getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveValue('default')
    await retype(name, 'main-pool')
    await form.press('Attach IP pool')
    await expectShown('IP pool default attached to public-services')
    await expectTableText('Attached IP pools', /main-pool\s+default[\s\S]*secondary/)

    await rowAction('main-pool', 'Detach')
    await confirmDialog('Detach IP pool', 'Detach')
    await expectShown('IP pool main-pool detached from public-services')
    await expectTableText('Attached IP pools', /^(?![\s\S]*main-pool)/)
  })

  it('creates a gateway and deletes it, saying what the delete does', async () => {
    await openApp(gatewaysOf('prod-net'))
    const { findByRole } = screen()
    await (await findByRole('button', { name: 'New internet gateway' })).click()
    const dialog = await findByRole('dialog', { name: 'Create internet gateway' })
    await expectNoSeriousA11yViolations()
    await fillAndSubmit(
      { Name: 'e2e-gateway', 'Description (Optional)': 'made by a spec' },
      'Create internet gateway',
    )
    await expectShown('Internet gateway e2e-gateway created')
    await expect(dialog).not.toBeDisplayed()
    await expect(await findByRole('link', { name: 'e2e-gateway' })).toBeDisplayed()

    await rowAction('e2e-gateway', 'Delete')
    const confirm = await findByRole('alertdialog', { name: 'Delete internet gateway' })
    await expect(confirm).toHaveText(/detached and the routes that target it deleted/)
    await confirmDialog('Delete internet gateway', 'Delete')
    await expectShown('Internet gateway e2e-gateway deleted')
    await browser.waitUntil(
      async () => (await screen().queryByRole('link', { name: 'e2e-gateway' })) === null,
    )
  })

  it('keeps a create form whose name is taken, with the server’s message', async () => {
    await openApp(gatewaysOf('prod-net'))
    const { findByRole, getByRole } = screen()
    await (await findByRole('button', { name: 'New internet gateway' })).click()
    const dialog = await findByRole('dialog', { name: 'Create internet gateway' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('public-services')
    await (await getByRole('button', { name: 'Create internet gateway' })).click()
    await expectShown('Internet gateway name already exists')
    await expect(dialog).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('public-services')
  })
})
