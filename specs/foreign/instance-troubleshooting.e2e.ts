/**
 * An instance's troubleshooting views against a foreign implementation of the API: the official
 * console's mock API server (`node scripts/e2e.mjs --foreign`), whose data and answers are its own.
 * Its project mock-project has one VPC, default, whose firewall rules are three inbound allows
 * (ICMP, SSH, and traffic from the VPC itself) targeting the VPC; db1's one NIC, my-nic, is in its
 * subnet default, which has no custom router. The VPC names a system router id the server does
 * not list; its router of kind system, mock-system-router, routes the subnet (docs/architecture.md
 * "Routes that apply"). The server offers no serial console output (it answers 501). This spec
 * only reads: the server's data stays as it started.
 */
import { expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { chooseOption, retype } from '../helpers/field-input'
import { openConsole } from '../helpers/production'
import { rowText } from '../helpers/rows'
import { press, screen } from '../helpers/screen'

const db1 = { project: 'mock-project', instance: 'db1' }
const links = { project: 'mock-project', vpc: 'default' }

/** Checks a packet from outside, or from `Address`, and waits for the answer. */
async function reach(
  values: { Port?: string; 'ICMP type'?: string; Address: string },
  answer: string,
) {
  for (const [name, value] of Object.entries(values)) {
    await retype(await screen().getByRole('textbox', { name }), value)
  }
  await press('Check')
  await screen().findByText(answer, { exact: false })
}

describe('an instance’s networking against the foreign API server', () => {
  it('lists the rules that apply to db1 with why, and which rule decides a packet', async () => {
    await openConsole(pb.instanceNetworking(db1))
    const { findByRole, getByRole } = screen()
    const rules = await findByRole('table', { name: 'Firewall rules that apply' })
    for (const rule of ['allow-icmp', 'allow-internal-inbound', 'allow-ssh']) {
      const text = await rowText(rule)
      // each targets the VPC, which holds every instance of it
      expect(text).toContain('target: VPC default, its VPC')
      expect(text).toContain('Inbound')
      await expect(await getByRole('link', { name: rule })).toHaveAttribute(
        'href',
        pb.vpcFirewallRuleEdit({ ...links, rule }),
      )
    }
    // the server's rules: nothing outbound, no deny
    await expect(rules).not.toHaveText(expect.stringContaining('Outbound'))

    await reach({ Port: '22', Address: '203.0.113.9' }, 'Allowed by allow-ssh (priority 65534).')
    await reach(
      { Port: '443', Address: '203.0.113.9' },
      'Denied: no rule that applies matches it, and inbound traffic is denied by default.',
    )
    // from inside the VPC (its subnet default's block, 10.1.1.1/24): the VPC's own traffic rule
    await reach(
      { Port: '443', Address: '10.1.1.7' },
      'Allowed by allow-internal-inbound (priority 65534).',
    )
    await chooseOption(/Protocol/, /^ICMP$/)
    await reach(
      { 'ICMP type': '8', Address: '203.0.113.9' },
      'Allowed by allow-icmp (priority 65534).',
    )
    await expectNoSeriousA11yViolations()
  })

  it('routes db1’s NIC by the VPC’s system router the server lists, not the id it names', async () => {
    await openConsole(pb.instanceNetworking(db1))
    const { findByRole, getAllByRole } = screen()
    const routes = await findByRole('table', { name: 'Routes of my-nic' })
    const heading = await findByRole('heading', { name: /^my-nic: subnet/ })
    await expect(heading).toHaveText('my-nic: subnet default → system router mock-system-router')
    const [routerLink] = await getAllByRole('link', { name: 'mock-system-router' })
    await expect(routerLink).toHaveAttribute(
      'href',
      pb.vpcRouter({ ...links, router: 'mock-system-router' }),
    )
    expect(await rowText('default-v4')).toContain('0.0.0.0/0')
    expect(await rowText('default-v4')).toContain('internet gateway outbound')
    expect(await rowText('default-v6')).toContain('::/0')
    // the custom router's routes (drop-local, dc2) route another subnet, not this one
    await expect(routes).not.toHaveText(expect.stringContaining('drop-local'))

    await retype(
      await screen().getByRole('textbox', { name: 'Destination address' }),
      '203.0.113.9',
    )
    await press('Check route')
    await screen().findByText(
      'To internet gateway outbound, by route default-v4 of mock-system-router (0.0.0.0/0).',
    )
    await expectNoSeriousA11yViolations()
  })
})

describe('db1’s serial console against the foreign API server', () => {
  it('says the server offers no output from before the session, in the history pane’s place', async () => {
    await openConsole(pb.serialConsole(db1))
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Serial Console', level: 1 })
    await findByRole('heading', { name: 'Not offered by this rack' })
    await screen().findByText(/does not offer what this part of the page shows/)
    // the pane itself stays, for what this tab's session shows
    await findByRole('log', { name: 'Serial history' })
    await expectNoSeriousA11yViolations()
  })
})
