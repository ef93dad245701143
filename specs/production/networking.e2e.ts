/**
 * Networking on the production path: the firewall's whole-list write against a server
 * another client writes to meanwhile, a subnet block the server refuses, an external subnet
 * the server allocates (or refuses) from a subnet pool, and an instance's routes read from the
 * server's routers. Each test that writes works in a VPC or under a name of its own, since the
 * server's data is shared by every spec.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { chooseOption, clickLabelOf, retype } from '../helpers/field-input'
import { signInAt, uniqueName } from '../helpers/production'
import { expectPath, expectShown, screen } from '../helpers/screen'

const PROJECT = 'mock-project'

/** A new VPC in mock-project, made as a CLI user would with the page's session. */
async function createVpc(name: string) {
  const status = await browser.execute(
    async (project, vpc) =>
      (
        await fetch(`/v1/vpcs?project=${project}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: vpc, dns_name: vpc, description: 'made by a spec' }),
        })
      ).status,
    PROJECT,
    name,
  )
  expect(status).toBe(201)
}

/** Another client's edit of the VPC's rules: read them, add one, write them all back. */
async function addRuleElsewhere(vpc: string, rule: string) {
  const status = await browser.execute(
    async (project, vpc, rule) => {
      const url = `/v1/vpc-firewall-rules?project=${project}&vpc=${vpc}`
      const { rules } = (await (await fetch(url)).json()) as {
        rules: Record<string, unknown>[]
      }
      const keep = rules.map(
        ({ id: _id, vpc_id: _vpc, time_created: _c, time_modified: _m, ...update }) => update,
      )
      const added = {
        name: rule,
        description: 'added from another tab',
        status: 'enabled',
        action: 'deny',
        direction: 'inbound',
        priority: 10,
        targets: [{ type: 'vpc', value: vpc }],
        filters: { hosts: null, protocols: [{ type: 'udp' }], ports: ['53'] },
      }
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [...keep, added] }),
      })
      return response.status
    },
    PROJECT,
    vpc,
    rule,
  )
  expect(status).toBe(200)
}

describe('networking on the production build', () => {
  it('a new firewall rule keeps the rule another client saved while the form was open', async () => {
    const vpc = uniqueName('e2e-net')
    const rules = pb.vpcFirewallRules({ project: PROJECT, vpc })
    await signInAt(pb.projects())
    await createVpc(vpc)
    await browser.url(new URL(rules, browser.options.baseUrl).href)
    const { findByRole, findByText, getByRole } = screen()
    // Nexus's default rules for a new VPC
    await expect(await findByRole('rowheader', { name: 'allow-ssh' })).toBeDisplayed()

    await (await findByRole('link', { name: 'New rule' })).click()
    await expectPath(pb.vpcFirewallRulesNew({ project: PROJECT, vpc }))
    await findByRole('dialog', { name: 'Create firewall rule' })
    await retype(await getByRole('textbox', { name: 'Name' }), 'allow-https')
    await retype(await getByRole('textbox', { name: 'Priority' }), '100')

    // meanwhile, someone else saves the whole list with a rule of their own
    await addRuleElsewhere(vpc, 'deny-dns-in')

    await (await getByRole('button', { name: 'Create firewall rule' })).click()
    await expect(await findByText('Firewall rule allow-https created')).toBeDisplayed()
    await expectPath(rules)
    for (const name of [
      'allow-https',
      'deny-dns-in',
      'allow-ssh',
      'allow-icmp',
      'allow-internal-inbound',
    ]) {
      await expect(await findByRole('rowheader', { name })).toBeDisplayed()
    }
    await expectNoSeriousA11yViolations()
  })

  it('a subnet block that overlaps another is the server’s error, on the field', async () => {
    const vpc = uniqueName('e2e-net')
    await signInAt(pb.projects())
    await createVpc(vpc)
    const subnetsNew = pb.vpcSubnetsNew({ project: PROJECT, vpc })
    await browser.url(new URL(subnetsNew, browser.options.baseUrl).href)
    const { findByRole, findAllByText, findByText, getByRole } = screen()
    await findByRole('dialog', { name: 'Create subnet' })
    await retype(await getByRole('textbox', { name: 'Name' }), 'overlapping')
    const block = await getByRole('textbox', { name: 'IPv4 block' })
    // the default subnet has 172.30.0.0/22
    await retype(block, '172.30.1.0/24')
    await (await getByRole('button', { name: 'Create subnet' })).click()
    await expect(
      (
        await findAllByText("IP address range '172.30.1.0/24' conflicts with an existing subnet")
      )[0],
    ).toBeDisplayed()
    await expect(block).toHaveValue('172.30.1.0/24')

    await retype(block, '10.20.0.0/24')
    await (await getByRole('button', { name: 'Create subnet' })).click()
    await expect(await findByText('Subnet overlapping created')).toBeDisplayed()
    await expectPath(pb.vpcSubnets({ project: PROJECT, vpc }))
    await expect(await findByRole('rowheader', { name: 'overlapping' })).toBeDisplayed()
  })

  it('an external subnet overlapping an allocated one is the server’s error, on the field; one from a pool is allocated', async () => {
    const name = uniqueName('e2e-sub')
    const list = pb.externalSubnets({ project: PROJECT })
    await signInAt(pb.externalSubnetsNew({ project: PROJECT }))
    const { findByRole, findByText, getByRole } = screen()
    await findByRole('dialog', { name: 'Create external subnet' })
    await retype(await getByRole('textbox', { name: 'Name' }), name)
    await clickLabelOf('radio', 'A specific subnet')
    const subnet = await findByRole('textbox', { name: 'Subnet' })
    // the seeded edge-v4 holds 198.18.0.0/24
    await retype(subnet, '198.18.0.0/26')
    await (await getByRole('button', { name: 'Create external subnet' })).click()
    await expectShown(
      'The subnet 198.18.0.0/26 overlaps with 198.18.0.0/24, an allocated external subnet',
    )
    await expect(subnet).toHaveValue('198.18.0.0/26')

    // the IPv6 pool's /36 has room for every run's /56
    await clickLabelOf('radio', 'From a subnet pool')
    await chooseOption(/Subnet pool$/, 'tenant-v6 (IPv6, default)')
    await retype(await getByRole('textbox', { name: 'Prefix length' }), '56')
    await (await getByRole('button', { name: 'Create external subnet' })).click()
    await expect(
      await findByText(new RegExp(`^External subnet ${name} created with subnet 2001:db8:f`)),
    ).toBeDisplayed()
    await expectPath(list)
    await expect(await findByRole('rowheader', { name })).toBeDisplayed()
  })

  it('an instance’s Networking tab names its routes and where traffic goes, from the server’s routers', async () => {
    await signInAt(pb.instanceNetworking({ project: PROJECT, instance: 'web-01' }))
    const { findByRole, getByRole } = screen()
    const routes = await findByRole('table', { name: 'Routes of net0' })
    await expect(routes).toHaveText(expect.stringContaining('internet gateway default'))
    await expect(
      await getByRole('table', { name: 'Internet gateways its routes lead to' }),
    ).toHaveText(expect.stringContaining('default'))
    await retype(await getByRole('textbox', { name: 'Destination address' }), '172.30.0.9')
    await (await getByRole('button', { name: 'Check route' })).click()
    await expectShown('To subnet default, by route default of system (172.30.0.0/22).')
    await expectNoSeriousA11yViolations()
  })
})
