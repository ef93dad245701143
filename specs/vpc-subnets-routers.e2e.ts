import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, getPicker, retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction, rowActionItem, rowText } from './helpers/rows'
import {
  confirmDialog,
  expectFormAt,
  expectPath,
  expectShown,
  expectToast,
  openForm,
  screen,
} from './helpers/screen'

const PROD = { project: 'mock-project', vpc: 'prod-net' }

describe('VPC subnets', () => {
  beforeEach(async () => {
    await openApp(pb.vpcSubnets(PROD))
    await screen().findByRole('rowheader', { name: 'db' })
  })

  it('lists the subnets with their blocks and custom routers', async () => {
    expect(await rowText('web')).toContain('10.10.1.0/24')
    expect(await rowText('default')).toContain('172.30.0.0/22')
    expect(await rowText('db')).toContain('10.10.2.0/24')
    await expect(await screen().findByRole('link', { name: 'db-isolation' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('checks the blocks, shows the server’s overlap error on the field, then creates', async () => {
    const { getByRole, findAllByText, findByText, queryByRole } = screen()
    const dialog = await openForm('New subnet', pb.vpcSubnetsNew(PROD), 'Create subnet')
    await (await getByRole('textbox', { name: 'Name' })).setValue('cache')
    const ipv4 = await getByRole('textbox', { name: 'IPv4 block' })
    const ipv6 = await getByRole('textbox', { name: 'IPv6 block (Optional)' })
    const submit = await getByRole('button', { name: 'Create subnet' })

    await submit.click()
    await expectShown('IPv4 block is required')
    for (const [typed, message] of [
      ['10.10.3.0', 'Must contain an IP address and a width, separated by a /'],
      ['10.10.3/24', 'Not a valid IP address'],
      ['10.10.3.0/x', 'Width must be an integer'],
      ['10.10.3.0/33', 'Max width for IPv4 is 32'],
      ['fd00::/64', 'Must be an IPv4 block, like 10.0.0.0/24'],
      // contract VpcSubnetCreate.ipv4_block: inside an RFC 1918 range
      ['0.0.0.0/0', 'Must be a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)'],
      ['10.1.2.3/24', 'Host bits must be zero: use 10.1.2.0/24'],
    ]) {
      await retype(ipv4, typed)
      await submit.click()
      await expectShown(message)
    }
    await retype(ipv4, '10.10.3.0/24')
    await retype(ipv6, 'fd00::/129')
    await submit.click()
    await expectShown('Max width for IPv6 is 128')
    expect(await sentRequests('POST /v1/vpc-subnets')).toEqual([])

    // web holds 10.10.1.0/24: the server refuses, its message on the IPv4 field
    await retype(ipv6, '')
    await retype(ipv4, '10.10.1.128/25')
    await submit.click()
    const overlap = "IP address range '10.10.1.128/25' conflicts with an existing subnet"
    // on the field once, and no summary: the error shows at its field (SPEC §2)
    await browser.waitUntil(async () => (await findAllByText(overlap)).length === 1, {
      timeoutMsg: 'the overlap error is not on the field',
    })
    expect(await queryByRole('link', { name: 'IPv4 block' })).toBeNull()
    await expect(ipv4).toHaveAttribute('aria-invalid', 'true')
    await expect(ipv4).toHaveValue('10.10.1.128/25')

    await retype(ipv4, '10.10.3.0/24')
    await chooseOption(/Custom router \(Optional\)$/, 'egress')
    await submit.click()
    await expect(await findByText('Subnet cache created')).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    await expectPath(pb.vpcSubnets(PROD))
    await browser.waitUntil(async () =>
      /10\.10\.3\.0\/24[\s\S]*egress/.test(await rowText('cache')),
    )
  })

  it('renames a subnet and sets its custom router', async () => {
    await rowAction('web', 'Edit')
    await expectPath(pb.vpcSubnetEdit({ ...PROD, subnet: 'web' }))
    const dialog = await screen().findByRole('dialog', { name: 'Edit subnet' })
    await expectShown('10.10.1.0/24')
    await expectNoSeriousA11yViolations()
    await retype(await screen().getByRole('textbox', { name: 'Name' }), 'frontend')
    await chooseOption(/Custom router \(Optional\)$/, 'egress')
    await (await screen().getByRole('button', { name: 'Update subnet' })).click()
    await expectToast('Subnet frontend updated')
    await expect(dialog).not.toBeDisplayed()
    await browser.waitUntil(async () => /egress/.test(await rowText('frontend')))
  })

  it('shows the server’s refusal to delete a subnet that instances use', async () => {
    await openApp(pb.vpcSubnets({ project: 'mock-project', vpc: 'default' }))
    await screen().findByRole('rowheader', { name: 'default' })
    // the VPC is named `default` too; its header's menu is 'Actions for VPC default'
    await rowAction('default', 'Delete')
    await confirmDialog('Delete subnet', 'Delete', { scan: true })
    await expectShown('Could not delete subnet')
    await expectShown('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    await expect(await screen().findByRole('rowheader', { name: 'default' })).toBeDisplayed()
  })
})

/** Adds a route from the router's page: a typed IP subnet destination and the given target. */
async function addRoute(name: string, destination: string, target: [kind: string, value?: string]) {
  const { getByRole, findByRole, findByText } = screen()
  await (await findByRole('link', { name: 'New route' })).click()
  await findByRole('dialog', { name: 'Create route' })
  await (await getByRole('textbox', { name: 'Name' })).setValue(name)
  await (await getByRole('textbox', { name: 'IP subnet' })).setValue(destination)
  const [kind, value] = target
  if (kind !== 'IP address') await chooseOption(/Target type$/, kind)
  if (kind === 'IP address') {
    await (await getByRole('textbox', { name: 'IP address' })).setValue(value ?? '')
  } else if (value) {
    await chooseOption(new RegExp(`${kind === 'Instance' ? 'Instance' : 'Gateway'} name$`), value)
  }
  await (await getByRole('button', { name: 'Create route' })).click()
  await expect(await findByText(`Route ${name} created`)).toBeDisplayed()
  await screen().findByRole('rowheader', { name })
}

describe('VPC routers and routes', () => {
  it('lists the routers; the system router can be neither edited nor deleted', async () => {
    await openApp(pb.vpcRouters(PROD))
    await screen().findByRole('link', { name: 'egress' })
    expect(await rowText('system')).toContain('System')
    expect(await rowText('db-isolation')).toContain('Custom')
    await expectNoSeriousA11yViolations()
    const item = await rowActionItem('system', 'Delete')
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await expect(item).toHaveText(expect.stringContaining('cannot be deleted'))
    await browser.keys('Escape')
  })

  it('shows the system router’s routes read-only with the reason', async () => {
    await openApp(pb.vpcRouter({ ...PROD, router: 'system' }))
    const { findByRole, findByText, queryByRole } = screen()
    await findByRole('rowheader', { name: 'default-v4' })
    await expect(await findByText(/System router routes are managed by the system/)).toBeDisplayed()
    expect(await rowText('default-v4')).toContain('IP subnet 0.0.0.0/0')
    expect(await rowText('default-v4')).toContain('Internet gateway default')
    expect(await rowText('web')).toContain('VPC subnet web')
    expect(await queryByRole('link', { name: 'New route' })).toBeNull()
    expect(await queryByRole('button', { name: 'Actions for default-v4' })).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it('creates a router and refuses bad route addresses without sending anything', async () => {
    await openApp(pb.vpcRouters(PROD))
    const { getByRole, findByText } = screen()
    await openForm('New router', pb.vpcRoutersNew(PROD), 'Create router')
    await (await getByRole('textbox', { name: 'Name' })).setValue('edge')
    await (await getByRole('button', { name: 'Create router' })).click()
    await expect(await findByText('Router edge created')).toBeDisplayed()
    await expectPath(pb.vpcRouter({ ...PROD, router: 'edge' }))
    await expect(await findByText('No routes')).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    // bad addresses first: each message, and nothing sent
    const dialog = await openForm(
      'New route',
      pb.vpcRouterRoutesNew({ ...PROD, router: 'edge' }),
      'Create route',
    )
    await (await getByRole('textbox', { name: 'Name' })).setValue('bad')
    const destination = await getByRole('textbox', { name: 'IP subnet' })
    await destination.setValue('10.20.0.0')
    const target = await getByRole('textbox', { name: 'IP address' })
    await target.setValue('10.1.1')
    await (await getByRole('button', { name: 'Create route' })).click()
    await expectShown('Must contain an IP address and a width, separated by a /')
    await expectShown('Not a valid IP address')
    expect(await sentRequests('POST /v1/vpc-router-routes')).toEqual([])
    await (await getByRole('button', { name: 'Cancel' })).click()
    await expect(dialog).not.toBeDisplayed()
  })

  it('adds routes with IP and instance targets and edits one', async () => {
    await openApp(pb.vpcRouter({ ...PROD, router: 'egress' }))
    const { getByRole, findByRole } = screen()
    await findByRole('rowheader', { name: 'partner-vpn' })
    await addRoute('via-appliance', '10.20.0.0/16', ['IP address', '10.10.1.9'])
    await addRoute('via-db', '10.30.0.0/16', ['Instance', 'db1 (stopped)'])
    expect(await rowText('via-appliance')).toContain('IP address 10.10.1.9')
    expect(await rowText('via-db')).toContain('Instance db1')

    // edit one: its fields come filled in, the change shows in the table
    await rowAction('via-appliance', 'Edit')
    await expectFormAt(
      pb.vpcRouterRouteEdit({ ...PROD, router: 'egress', route: 'via-appliance' }),
      'Edit route',
    )
    const address = await getByRole('textbox', { name: 'IP address' })
    await expect(address).toHaveValue('10.10.1.9')
    await retype(address, '10.10.1.10')
    await (await getByRole('button', { name: 'Update route' })).click()
    // found afresh on each try: toasts before it leave and move it
    await expectToast('Route via-appliance updated')
    await browser.waitUntil(async () => /10\.10\.1\.10/.test(await rowText('via-appliance')))
  })

  it('offers as an instance target only instances a route may target, each with its state', async () => {
    await openApp(pb.vpcRouter({ ...PROD, router: 'egress' }))
    const { getByRole, findByRole, findAllByRole } = screen()
    await findByRole('rowheader', { name: 'partner-vpn' })
    await openForm(
      'New route',
      pb.vpcRouterRoutesNew({ ...PROD, router: 'egress' }),
      'Create route',
    )
    await (await getByRole('textbox', { name: 'Name' })).setValue('via-repairing')
    await (await getByRole('textbox', { name: 'IP subnet' })).setValue('10.60.0.0/16')
    await chooseOption(/Target type$/, 'Instance')
    // mock-project's creating, destroyed and three failed instances (mirage/seeds/instance-seeds.ts)
    await expectShown(
      "5 instances not offered. Creating, failed and destroyed instances cannot be a route's target.",
    )
    await (await getPicker(/Instance name$/)).click()
    await findByRole('option', { name: 'api-gateway (running)' })
    // the list draws the options in view: none of them may be one a route cannot target
    const drawn = await Promise.all(
      (await findAllByRole('option')).map((option) => option.getText()),
    )
    expect(drawn.filter((label) => /\((creating|failed|destroyed)\)$/.test(label))).toEqual([])
    // typing a name brings its option into view (the list's type-ahead), each with its state
    for (const option of [
      'state-starting (starting)',
      'state-running (running)',
      'state-stopping (stopping)',
      'state-stopped (stopped)',
      'state-rebooting (rebooting)',
      'state-migrating (migrating)',
      'state-repairing (repairing)',
    ]) {
      await browser.keys(option.split(' ')[0])
      await findByRole('option', { name: option })
      // the type-ahead starts a new search after a second without typing
      await browser.pause(1100)
    }
    for (const name of ['state-creating', 'state-destroyed', 'state-failed']) {
      expect(await screen().queryByRole('option', { name: new RegExp(`^${name} `) })).toBeNull()
    }
    await (await findByRole('option', { name: 'state-repairing (repairing)' })).click()
    await (await getByRole('button', { name: 'Create route' })).click()
    await expectToast('Route via-repairing created')
    await browser.waitUntil(async () =>
      (await rowText('via-repairing')).includes('Instance state-repairing'),
    )
  })

  it('adds routes with internet gateway and drop targets', async () => {
    await openApp(pb.vpcRouter({ ...PROD, router: 'egress' }))
    await screen().findByRole('rowheader', { name: 'partner-vpn' })
    await addRoute('to-internet', '0.0.0.0/0', ['Internet gateway', 'default'])
    await addRoute('blackhole', '10.40.0.0/16', ['Drop'])
    expect(await rowText('to-internet')).toContain('Internet gateway default')
    expect(await rowText('blackhole')).toContain('Drop')
  })

  it('keeps what was typed when the server refuses a router or a route', async () => {
    await openApp(pb.vpcRoutersNew(PROD))
    const { getByRole, findByRole } = screen()
    await findByRole('dialog', { name: 'Create router' })
    const name = await getByRole('textbox', { name: 'Name' })
    await name.setValue('egress')
    await (await getByRole('button', { name: 'Create router' })).click()
    await expectShown('VPC router name already exists')
    await expect(name).toHaveValue('egress')

    await openApp(pb.vpcRouterRoutesNew({ ...PROD, router: 'egress' }))
    await findByRole('dialog', { name: 'Create route' })
    // a route name the router already has: only the server knows
    await (await getByRole('textbox', { name: 'Name' })).setValue('partner-vpn')
    await (await getByRole('textbox', { name: 'IP subnet' })).setValue('10.50.0.0/16')
    const target = await getByRole('textbox', { name: 'IP address' })
    await target.setValue('10.10.1.1')
    await (await getByRole('button', { name: 'Create route' })).click()
    await expectShown('Router route name already exists')
    await expect(target).toHaveValue('10.10.1.1')
    await expect(await getByRole('dialog', { name: 'Create route' })).toBeDisplayed()
  })

  it('keeps what was typed when the server refuses an edit of a subnet, router or route', async () => {
    // each renamed to a name its VPC or router already has
    const edits = [
      {
        path: pb.vpcSubnetEdit({ ...PROD, subnet: 'web' }),
        resource: 'subnet',
        taken: 'db',
        message: 'VPC subnet name already exists',
      },
      {
        path: pb.vpcRouterEdit({ ...PROD, router: 'egress' }),
        resource: 'router',
        taken: 'db-isolation',
        message: 'VPC router name already exists',
      },
      {
        path: pb.vpcRouterRouteEdit({ ...PROD, router: 'egress', route: 'partner-vpn' }),
        resource: 'route',
        taken: 'metrics-host',
        message: 'Router route name already exists',
      },
    ]
    for (const { path, resource, taken, message } of edits) {
      await openApp(path)
      const dialog = await screen().findByRole('dialog', { name: `Edit ${resource}` })
      const name = await screen().getByRole('textbox', { name: 'Name' })
      await retype(name, taken)
      await (await screen().getByRole('button', { name: `Update ${resource}` })).click()
      await expectShown(message)
      await expect(name).toHaveValue(taken)
      await expect(dialog).toBeDisplayed()
    }
  })

  it('edits a router from its page', async () => {
    await openApp(pb.vpcRouter({ ...PROD, router: 'egress' }))
    await rowAction('router egress', 'Edit')
    await expectFormAt(pb.vpcRouterEdit({ ...PROD, router: 'egress' }), 'Edit router')
    await retype(await screen().getByRole('textbox', { name: 'Name' }), 'outbound')
    await (await screen().getByRole('button', { name: 'Update router' })).click()
    await expectToast('Router outbound updated')
    await expectPath(pb.vpcRouter({ ...PROD, router: 'outbound' }))
    await screen().findByRole('rowheader', { name: 'partner-vpn' })
  })
})
