import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction } from './helpers/rows'
import { expectPath, expectShown, expectToast, openForm, press, screen } from './helpers/screen'

/** mock-project's default VPC: `allow-web-dev` (priority 1000) and Nexus's three defaults. */
const RULES = pb.vpcFirewallRules({ project: 'mock-project', vpc: 'default' })
const SEEDED = 'allow-web-dev'

const puts = () => sentRequests('PUT /v1/vpc-firewall-rules')

const textbox = (name: string) => screen().getByRole('textbox', { name })

const rowHeaders = async () =>
  Promise.all((await screen().getAllByRole('rowheader')).map((header) => header.getText()))

/** Types each entry into `field` and presses `add`: each is refused with its message. */
async function expectEntriesRefused(
  field: WebdriverIO.Element,
  add: string,
  entries: [typed: string, message: string][],
) {
  for (const [typed, message] of entries) {
    await retype(field, typed)
    await press(add)
    await expectShown(message)
  }
}

describe('VPC firewall rules', () => {
  beforeEach(async () => {
    await openApp(RULES)
    await screen().findByRole('rowheader', { name: SEEDED })
  })

  it('creates a rule with targets, hosts, protocols and ports, checking each entry', async () => {
    const dialog = await openForm(
      'New rule',
      pb.vpcFirewallRulesNew({ project: 'mock-project', vpc: 'default' }),
      'Create firewall rule',
    )

    await (await textbox('Name')).setValue('e2e-rule')
    const priority = await screen().getByRole('textbox', { name: 'Priority' })
    await retype(priority, '5')

    // targets: a VPC picked from the project's, an IP typed and checked
    await chooseOption(/VPC name$/, 'default')
    await press('Add target')
    await chooseOption(/Target type$/, 'IP address')
    const ip = await textbox('IP address')
    await ip.setValue('10.0.0.300')
    await press('Add target')
    await expectShown('Not a valid IP address')
    await retype(ip, '10.0.0.5')
    await press('Add target')
    await ip.setValue('10.0.0.5')
    await press('Add target')
    await expectShown('Items must be unique')
    await retype(ip, '')

    // host filters: every CIDR message, then a good one
    const subnet = await textbox('IP subnet')
    await expectEntriesRefused(subnet, 'Add host filter', [
      ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
      ['10.0.0.0/x', 'Width must be an integer'],
      ['10.0.0.0/33', 'Max width for IPv4 is 32'],
      ['fd00::/129', 'Max width for IPv6 is 128'],
      ['nonsense/8', 'Not a valid IP address'],
    ])
    await retype(subnet, '192.168.1.0/24')
    await press('Add host filter')

    // protocols: TCP, and ICMP with a type and a code range
    await press('Add protocol')
    await chooseOption(/Protocol$/, 'ICMP')
    await (await textbox('ICMP type (Optional)')).setValue('8')
    await (await textbox('ICMP code (Optional)')).setValue('0-3')
    await press('Add protocol')

    // ports: the shape and the order, each refused; a trimmed port added
    const port = await textbox('Port (Optional)')
    await expectEntriesRefused(port, 'Add port', [
      ['80-', 'Must be a port like 80 or a range like 8000-8080'],
      ['90-80', 'The end of a range must not be below its start'],
    ])
    // typed with spaces around it (retype's value check trims, so type it after clearing)
    await retype(port, '')
    await port.addValue(' 443 ')
    await press('Add port')
    await retype(port, '443')
    await press('Add port')
    await expectShown('Items must be unique')

    // a bad entry left in a field stops the submit; so does a good one never added
    await retype(port, '70-60')
    await press('Create firewall rule')
    await expectShown('The end of a range must not be below its start')
    await retype(port, '8000-8080')
    await press('Create firewall rule')
    await expectShown('Add this port with Add port, or clear it')
    expect(await puts()).toEqual([])
    await press('Add port')

    const added = (name: string) =>
      screen()
        .getByRole('list', { name })
        .then((list) => list.getText())
    expect(await added('Targets')).toMatch(/VPC default[\s\S]*IP address 10\.0\.0\.5/)
    expect(await added('Host filters')).toContain('IP subnet 192.168.1.0/24')
    expect(await added('Protocols')).toMatch(/TCP[\s\S]*ICMP type 8 code 0-3/)
    expect(await added('Ports')).toMatch(/443[\s\S]*8000-8080/)
    await expectNoSeriousA11yViolations()

    await press('Create firewall rule')
    await expectToast('Firewall rule e2e-rule created')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(RULES)
    await screen().findByRole('rowheader', { name: 'e2e-rule' })
    // priority 5 goes before the seeded 1000 and the defaults' 65534
    expect((await rowHeaders())[0]).toBe('e2e-rule')
    const row = await screen().getByRole('row', { name: /^e2e-rule\b/ })
    expect(await row.getText()).toMatch(/IP 10\.0\.0\.5/)
    expect(await puts()).toHaveLength(1)
  })

  it('clones a rule under a new name', async () => {
    await rowAction(SEEDED, 'Clone')
    await expectPath(
      pb.vpcFirewallRuleClone({ project: 'mock-project', vpc: 'default', rule: SEEDED }),
    )
    await screen().findByRole('dialog', { name: `Clone firewall rule ${SEEDED}` })
    await expect(await textbox('Name')).toHaveValue(`${SEEDED}-copy`)
    expect(await (await screen().getByRole('list', { name: 'Ports' })).getText()).toContain(
      '8080-8090',
    )
    await expectNoSeriousA11yViolations()
    await press('Create firewall rule')
    await expect(await screen().findByText(`Firewall rule ${SEEDED}-copy created`)).toBeDisplayed()
    await screen().findByRole('rowheader', { name: `${SEEDED}-copy` })
    await expect(await screen().getByRole('rowheader', { name: SEEDED })).toBeDisplayed()
  })

  it('edits a rule', async () => {
    await rowAction(SEEDED, 'Edit')
    await expectPath(
      pb.vpcFirewallRuleEdit({ project: 'mock-project', vpc: 'default', rule: SEEDED }),
    )
    const dialog = await screen().findByRole('dialog', { name: 'Edit firewall rule' })
    await expectNoSeriousA11yViolations()
    await retype(await screen().getByRole('textbox', { name: 'Priority' }), '1')
    await press('Update firewall rule')
    await expect(await screen().findByText(`Firewall rule ${SEEDED} updated`)).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    const row = await screen().findByRole('row', { name: new RegExp(`^${SEEDED}\\b`) })
    await browser.waitUntil(async () => /\b1\b/.test(await row.getText()))
    expect(await rowHeaders()).toHaveLength(4)
  })

  it('does not overwrite a rule that changed on the server since the form opened', async () => {
    await rowAction(SEEDED, 'Edit')
    await screen().findByRole('dialog', { name: 'Edit firewall rule' })
    const description = await textbox('Description (Optional)')
    await retype(description, 'my edit')

    // someone else (a CLI user) changes the rule's priority meanwhile
    await browser.execute(async (rule: string) => {
      const url = '/v1/vpc-firewall-rules?project=mock-project&vpc=default'
      const { rules } = (await (await fetch(url)).json()) as {
        rules: Record<string, unknown>[]
      }
      const updates = rules.map(({ id, vpc_id, time_created, time_modified, ...update }) =>
        update.name === rule ? { ...update, priority: 42 } : update,
      )
      await fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: updates }),
      })
    }, SEEDED)

    await press('Update firewall rule')
    await expectShown(
      'This rule changed since you opened it: someone saved a different version. Your changes are not saved yet. Submit again to save your version over theirs, or cancel to keep theirs.',
    )
    await expect(description).toHaveValue('my edit')
    await expect(await screen().getByRole('dialog', { name: 'Edit firewall rule' })).toBeDisplayed()
    // only the other party's PUT went out
    expect(await puts()).toHaveLength(1)

    // a deliberate second submit saves over their version
    await press('Update firewall rule')
    await expect(await screen().findByText(`Firewall rule ${SEEDED} updated`)).toBeDisplayed()
    expect(await puts()).toHaveLength(2)
  })

  it('keeps the form as typed when the server refuses the save', async () => {
    await (await screen().findByRole('link', { name: 'New rule' })).click()
    await screen().findByRole('dialog', { name: 'Create firewall rule' })
    await (await textbox('Name')).setValue('fail-500')
    await (await textbox('Description (Optional)')).setValue('typed before the failure')
    await press('Create firewall rule')
    await expectShown('Internal Server Error')
    await expect(await textbox('Name')).toHaveValue('fail-500')
    await expect(await textbox('Description (Optional)')).toHaveValue('typed before the failure')

    // a taken name is refused before any request, on the Name field
    const before = (await puts()).length
    await retype(await textbox('Name'), 'allow-ssh')
    await press('Create firewall rule')
    await expectShown('Firewall rule name already exists')
    expect(await puts()).toHaveLength(before)
  })

  it('deletes a rule after confirming, keeping the others', async () => {
    await rowAction(SEEDED, 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete firewall rule' })
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expect(await screen().findByText(`Firewall rule ${SEEDED} deleted`)).toBeDisplayed()
    await browser.waitUntil(async () => !(await rowHeaders()).includes(SEEDED))
    expect(await rowHeaders()).toEqual(['allow-icmp', 'allow-internal-inbound', 'allow-ssh'])
  })
})
