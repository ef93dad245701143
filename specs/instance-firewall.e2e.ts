/**
 * An instance's Networking tab names the firewall rules of its VPC that apply to it, with why, and
 * answers Can it reach? with the rule that decides a packet, or the default when none does
 * (src/pages/instances/InstanceFirewall.tsx, src/util/firewall-reach.ts). web-01 is in the
 * project's default VPC, whose rules are the default ones every VPC starts with.
 */
import { expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, expectHostileValuesRefused, retype } from './helpers/field-input'
import { mutations } from './helpers/requests'
import { rowText } from './helpers/rows'
import { press, screen } from './helpers/screen'

const networking = pb.instanceNetworking({ project: 'mock-project', instance: 'web-01' })

/** Checks a packet and returns the answer under Check. */
async function check(values: { Port?: string; 'ICMP type'?: string; Address: string }) {
  for (const [name, value] of Object.entries(values)) {
    await retype(await screen().getByRole('textbox', { name }), value)
  }
  await press('Check')
}

describe('the firewall rules that apply to an instance', () => {
  it('lists them with why, and says which rule lets SSH in and that nothing lets 443 in', async () => {
    await openApp(`${networking}?mock-user=hannah`)
    const { findByRole, findByText, getByRole } = screen()
    await findByRole('table', { name: 'Firewall rules that apply' })
    expect(await rowText('allow-ssh')).toContain('target: VPC default, its VPC')
    expect(await rowText('allow-ssh')).toContain('Inbound')
    await expect(await getByRole('link', { name: 'allow-ssh' })).toHaveAttribute(
      'href',
      pb.vpcFirewallRuleEdit({ project: 'mock-project', vpc: 'default', rule: 'allow-ssh' }),
    )
    const sentBefore = await mutations()

    await check({ Port: '22', Address: '203.0.113.9' })
    await findByText('Allowed by allow-ssh (priority 65534).', { exact: false })
    await expect(await findByRole('link', { name: 'Edit allow-ssh' })).toBeDisplayed()

    await check({ Port: '443', Address: '203.0.113.9' })
    await findByText(
      'Denied: no rule that applies matches it, and inbound traffic is denied by default.',
      { exact: false },
    )

    await chooseOption(/Protocol/, /^ICMP$/)
    await check({ 'ICMP type': '8', Address: '203.0.113.9' })
    await findByText('Allowed by allow-icmp (priority 65534).', { exact: false })
    await expectNoSeriousA11yViolations()
    // a check computed in the page: nothing sent
    expect(await mutations()).toEqual(sentBefore)
  })

  it('refuses a bad port or address with its message', async () => {
    await openApp(`${networking}?mock-user=hannah`)
    await screen().findByRole('table', { name: 'Firewall rules that apply' })
    await expectHostileValuesRefused(
      'Can it reach?',
      [
        {
          field: 'Port',
          valid: '443',
          rows: [
            // no two rows alike in a row: the form checks on Check only, not as a field is left
            { why: 'text', value: 'https', message: 'Must be a port like 443' },
            { why: 'empty', value: '', message: 'Port is required' },
            { why: 'a range', value: '80-90', message: 'Must be a port like 443' },
            { why: 'too large', value: '65536', message: 'A port can be at most 65535' },
            { why: 'negative', value: '-1', message: 'Must be a port like 443' },
          ],
        },
        {
          field: 'Address',
          valid: '203.0.113.9',
          rows: [
            { why: 'a name', value: 'example.com', message: 'Not a valid IP address' },
            { why: 'empty', value: '', message: 'Address is required' },
            { why: 'a network', value: '10.0.0.0/8', message: 'Not a valid IP address' },
          ],
        },
      ],
      'Check',
    )
  })
})
