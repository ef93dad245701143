/**
 * Areas this rack's API does not offer (an older release, or another implementation of the API,
 * answers 501 or a bare 404 for their operations): the page says so in place, with the status,
 * inside the layout whose navigation stays, never SPEC §8's error pages with Sign out
 * (src/components/NotOffered.tsx). The preview's mock answers 501 on purpose (`?mock-fail=`).
 */
import { expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { openFailing } from './helpers/faults'
import { expectNotOffered } from './helpers/not-offered'
import { screen } from './helpers/screen'

const notImplemented = (path: string) => ({ method: 'GET', path, status: 501 }) as const

describe('pages this rack does not offer', () => {
  it('system update, inventory: the trust roots and the hardware intake say so in their sections', async () => {
    await openFailing(pb.systemUpdate(), notImplemented('/v1/system/update/trust-roots'))
    await expectNotOffered('System Update')
    await openFailing(pb.sledInventory(), notImplemented('/v1/system/hardware/sleds-uninitialized'))
    await expectNotOffered('Inventory')
    await openFailing(pb.diskInventory(), notImplemented('/v1/system/hardware/disks-unadopted'))
    await expectNotOffered('Inventory')
  })

  it('certificates: the page says so under its title', async () => {
    await openFailing(pb.certificates(), notImplemented('/v1/certificates'))
    await expectNotOffered('Certificates')
  })

  it('support bundles', async () => {
    await openFailing(
      pb.supportBundles(),
      notImplemented('/experimental/v1/system/support-bundles'),
    )
    await expectNotOffered('Support Bundles')
  })

  it('alerts: receivers and alert classes', async () => {
    await openFailing(pb.alertReceivers(), notImplemented('/v1/alert-receivers'))
    await expectNotOffered('Receivers')
    await openFailing(pb.alertClasses(), notImplemented('/v1/alert-classes'))
    await expectNotOffered('Alert Classes')
  })

  it('an instance’s routes: a rack without routers says so in their section, the rest of the tab stays', async () => {
    await openFailing(
      pb.instanceNetworking({ project: 'mock-project', instance: 'web-01' }),
      notImplemented('/v1/vpc-routers'),
    )
    const { findByRole } = screen()
    const routes = await findByRole('region', { name: 'Routes and the way out' })
    await expect(routes).toHaveText(expect.stringContaining('Not offered by this rack'))
    await expect(await findByRole('table', { name: 'Firewall rules that apply' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('a VPC’s activity: a rack without the audit log says so on the tab', async () => {
    await openFailing(
      pb.vpcActivity({ project: 'mock-project', vpc: 'prod-net' }),
      notImplemented('/v1/system/audit-log'),
    )
    const activity = await screen().findByRole('region', { name: 'Activity' })
    await expect(activity).toHaveText(expect.stringContaining('Not offered by this rack'))
    await expectNoSeriousA11yViolations()
  })

  it('the issues page: a source the rack lacks says so in its own group, the others still show', async () => {
    await openFailing(pb.systemIssues(), notImplemented('/v1/system/update/status'))
    const { findByRole } = screen()
    const update = await findByRole('region', { name: 'System update' })
    await expect(update).toHaveText(expect.stringContaining('Not offered by this rack'))
    await expect(update).toHaveText(
      expect.stringContaining('the server answered 501 Not Implemented'),
    )
    expect(
      await screen().queryByRole('heading', { name: 'Could not check system update' }),
    ).toBeNull()
    // the sleds were read: their group shows their issues
    await expect(await findByRole('region', { name: /^Sleds/ })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('network access: each setting says so in its own section, the other still works', async () => {
    await openFailing(pb.networkAccess(), notImplemented('/v1/system/networking/inbound-icmp'))
    await expectNotOffered('Network Access')
    const { findByRole, queryByRole } = screen()
    // the allow list is offered: it shows, with its edit button
    await expect(await findByRole('link', { name: 'Edit allow list' })).toBeDisplayed()
    expect(await queryByRole('switch', { name: 'Allow inbound ICMP' })).toBeNull()

    await openFailing(
      pb.networkAccess(),
      notImplemented('/v1/system/networking/allow-list'),
      notImplemented('/v1/system/networking/inbound-icmp'),
    )
    await expectNotOffered('Network Access', 2)
    // nothing to edit on a rack without an allow list
    expect(await screen().queryByRole('link', { name: 'Edit allow list' })).toBeNull()
  })

  it('rack networking: BGP and switch ports, each under its own title', async () => {
    await openFailing(pb.bgp(), notImplemented('/v1/system/networking/bgp-status'))
    await expectNotOffered('BGP')
    await openFailing(pb.switchPorts(), notImplemented('/v1/system/hardware/switch-port'))
    await expectNotOffered('Switch Ports')
  })
})
