/**
 * A failed request ends every indicator waiting on it and is never silent (SPEC §8, §9): each
 * call below is failed on purpose by the preview's mock (`?mock-fail=`, mirage/conditions.ts).
 * A page's own list that fails is SPEC §8's page ('Something went wrong', 'Page not found'); a
 * look-up a column, picker or header value needs says 'Could not load …' where it is, with Retry,
 * and the rest of the page stays usable; a part of a page (a section, a panel's table) says what
 * it could not load and the server's words, with Retry, where its content would be. Within a few
 * seconds no spinner or aria-busy is left.
 * The chaos walk (chaos.e2e.ts) looks for indicators left behind on whatever fails at random.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import type { MockFault } from '~/mirage/conditions'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { indicatorsAfter, liftFaults, openFailing } from './helpers/faults'
import { sentRequests } from './helpers/requests'
import { screen } from './helpers/screen'

const project = { project: 'mock-project' }
const instance = { ...project, instance: 'db1' }
const get = (path: string, status: MockFault['status'] = 500): MockFault => ({
  method: 'GET',
  path,
  status,
})

/** Well within the chaos walk's 8 s: the mock answers at once here. */
const SETTLE_MS = 3_000

async function expectNothingLoading() {
  expect(await indicatorsAfter(SETTLE_MS)).toEqual([])
}

async function expectErrorPage(title: 'Something went wrong' | 'Page not found') {
  await screen().findByRole('heading', { level: 1, name: title })
  // the page is the layout's content: inside its main, not a main of its own
  expect(await screen().getAllByRole('main')).toHaveLength(1)
  await expectNothingLoading()
  await expectNoSeriousA11yViolations()
}

/** The in-place notice (one a row, in a column): says what it could not load, ends the indicator. */
async function expectNotice(what: string) {
  await screen().findAllByText(`Could not load ${what}`)
  await expectNothingLoading()
}

/** What the mock's 500 says (mirage/errors.ts `internalError`), as SPEC §8 shows it. */
const SERVER_ERROR = 'Internal Server Error'

/**
 * A failed part of a page: an alert titled `title` with the server's words, in place of what the
 * part would have shown; it ends the indicator waiting on it.
 */
async function expectFailedPart(title: string) {
  let seen: string[] = []
  await browser
    .waitUntil(
      async () => {
        const alerts = await screen().queryAllByRole('alert')
        seen = await Promise.all(alerts.map((alert) => alert.getText().catch(() => '')))
        return seen.some((text) => text.includes(title) && text.includes(SERVER_ERROR))
      },
      { interval: 250 },
    )
    .catch(() => {
      throw new Error(`no alert '${title}' saying '${SERVER_ERROR}'; the alerts: ${seen}`)
    })
  await expectNothingLoading()
}

/**
 * Lifts the faults and presses Retry until none is left: each notice goes (two notices of one
 * request go with one press). `inDialog` keeps to the open dialog's, when the page under it has
 * its own that the dialog covers.
 */
async function retryAll({ inDialog }: { inDialog?: string } = {}) {
  await liftFaults()
  const retries = async () => {
    if (inDialog === undefined) return screen().queryAllByRole('button', { name: 'Retry' })
    const dialog = await screen().findByRole('dialog', { name: inDialog })
    return dialog.$$('button=Retry').getElements()
  }
  await browser.waitUntil(async () => (await retries()).length > 0, {
    timeoutMsg: 'no Retry to press',
  })
  await browser.waitUntil(
    async () => {
      const [retry] = await retries()
      if (!retry) return true
      await retry.click().catch(() => undefined)
      return false
    },
    { timeoutMsg: 'a Retry is still shown after the faults were lifted', interval: 300 },
  )
}

describe('a look-up that fails says so in place, with Retry', () => {
  it('snapshots: the disks, not "Deleted disk"', async () => {
    await openFailing(pb.snapshots(project), get('/v1/disks'))
    await expectNotice('disks')
    const row = await screen().findByRole('row', { name: /^pg-data-nightly/ })
    await expect(row).toHaveText(expect.stringContaining('Not loaded'))
    await expect(row).not.toHaveText(expect.stringContaining('Deleted disk'))
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findAllByRole('link', { name: 'pg-data details' })
  })

  it('floating IPs: the pools', async () => {
    await openFailing(pb.floatingIps(project), get('/v1/ip-pools'))
    await expectNotice('pools')
    const row = await screen().findByRole('row', { name: /^cola-float/ })
    await expect(row).toHaveText(expect.stringContaining('Not loaded'))
    await expectNoSeriousA11yViolations()
    await retryAll()
    await browser.waitUntil(async () => !(await row.getText()).includes('Not loaded'))
    await expect(row).toHaveText(expect.stringContaining('default'))
  })

  it('project access: the user names', async () => {
    await openFailing(pb.projectAccess(project), get('/v1/users'))
    await expectNotice('user names')
    await screen().findByRole('row', { name: /^kernel-devs/ })
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findByRole('rowheader', { name: /Grace Hopper|grace/ })
  })

  it('SSH keys (any page): the signed-in user, in the top bar', async () => {
    await openFailing(pb.sshKeys(), get('/v1/me'))
    await expectNotice('user')
    await screen().findByRole('row', { name: /^laptop/ })
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findByRole('button', { name: 'User menu' })
    await expect(await screen().getByRole('button', { name: 'User menu' })).toHaveText(
      'Hannah Arendt',
    )
  })

  it('SSH keys: the signed-in user answered 403, said as a 404 or a 500 is', async () => {
    await openFailing(pb.sshKeys(), get('/v1/me', 403))
    await expectNotice('user')
    await expectNoSeriousA11yViolations()
    await retryAll()
    await expect(await screen().findByRole('button', { name: 'User menu' })).toHaveText(
      'Hannah Arendt',
    )
  })

  it('system update: the signed-in user fails, the page shows complete', async () => {
    await openFailing(pb.systemUpdate(), get('/v1/me'))
    await screen().findByRole('heading', { level: 1, name: 'System Update' })
    await expectNotice('user')
    await screen().findByRole('rowheader', { name: '16.1.0 (target)' })
  })

  it('the instance header: its VPC and external IPs', async () => {
    await openFailing(
      pb.instanceStorage(instance),
      get('/v1/network-interfaces'),
      get('/v1/instances/db1/external-ips'),
    )
    await expectNotice('network interfaces')
    await expectNotice('external IPs')
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findByRole('link', { name: 'default' })
    await screen().findByText('203.0.113.10')
  })

  it('the connect tab’s SSH keys: asked once per load (SPEC §9: no retries)', async () => {
    const keys = '/v1/instances/db1/ssh-public-keys'
    await openFailing(pb.instanceConnect(instance), get(keys))
    await expectNotice('SSH keys')
    expect(await sentRequests(`GET ${keys}`)).toEqual([`GET ${keys}`])
  })

  it('the instance header: its boot disk', async () => {
    await openFailing(pb.instanceNetworking(instance), get('/v1/instances/db1/disks'))
    await expectNotice('disks')
    await retryAll()
    await screen().findByRole('link', { name: 'db1-boot' })
  })

  it('VPC subnets: the routers', async () => {
    await openFailing(pb.vpcSubnets({ ...project, vpc: 'default' }), get('/v1/vpc-routers'))
    await expectNotice('routers')
    await screen().findByRole('row', { name: /^default/ })
    await retryAll()
  })

  it('instances: a row’s external IPs, said once above the list', async () => {
    await openFailing(pb.instances(project), get('/v1/instances/db1/external-ips'))
    await expectNotice('external IPs')
    await screen().findByText('Not loaded')
    await retryAll()
    await browser.waitUntil(async () => (await screen().queryByText('Not loaded')) === null, {
      timeoutMsg: 'the row still says its addresses were not loaded',
    })
  })

  it('affinity: a group’s member count', async () => {
    await openFailing(pb.affinity(project), get('/v1/anti-affinity-groups/web-spread/members'))
    await expectNotice('members')
    await screen().findByText('Not loaded')
    await retryAll()
  })

  it('VPCs: each row’s firewall rule count', async () => {
    await openFailing(pb.vpcs(project), get('/v1/vpc-firewall-rules'))
    await expectNotice('firewall rules')
    await screen().findByRole('row', { name: /^default/ })
    await retryAll()
  })

  // pages with two look-ups of their own: each says so, and one Retry round brings both
  for (const { page, path, lookUps } of [
    {
      page: 'IP pools: a pool’s ranges and its utilization',
      path: pb.ipPools(),
      lookUps: {
        ranges: '/v1/system/ip-pools/default/ranges',
        utilization: '/v1/system/ip-pools/default/utilization',
      },
    },
    {
      page: 'internet gateways: the attached pools and addresses',
      path: pb.vpcInternetGateways({ ...project, vpc: 'default' }),
      lookUps: {
        'IP pools': '/v1/internet-gateway-ip-pools',
        'IP addresses': '/v1/internet-gateway-ip-addresses',
      },
    },
  ]) {
    it(page, async () => {
      await openFailing(path, ...Object.values(lookUps).map((lookUp) => get(lookUp)))
      for (const what of Object.keys(lookUps)) await expectNotice(what)
      await retryAll()
    })
  }

  it('utilization: a metric answered 404 ends its chart’s wait with the error', async () => {
    await openFailing(pb.siloUtilization(), get('/v1/metrics/cpus_provisioned', 404))
    await screen().findByText(/^Could not load cpus provisioned/)
    await expectNothingLoading()
  })
})

describe('a part of a page that fails says so with the server’s words, never as empty', () => {
  it('an affinity group’s members: not "No members"', async () => {
    const group = 'web-spread'
    await openFailing(
      pb.antiAffinityGroup({ ...project, antiAffinityGroup: group }),
      get(`/v1/anti-affinity-groups/${group}/members`),
    )
    await expectFailedPart('Could not load members')
    expect(await screen().queryByText('No members')).toBeNull()
    // the group itself stays, with its actions
    await screen().findByRole('heading', { level: 1, name: group })
    await screen().findByRole('button', { name: 'Add instance' })
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findByRole('rowheader', { name: 'web-02' })
  })

  it('an internet gateway’s pools, addresses and routes: not "No IP pools", "No routes"', async () => {
    await openFailing(
      pb.vpcInternetGateway({ ...project, vpc: 'default', gateway: 'default' }),
      get('/v1/internet-gateway-ip-pools'),
      get('/v1/internet-gateway-ip-addresses'),
      get('/v1/vpc-router-routes'),
    )
    await expectFailedPart('Could not load attached IP pools')
    await expectFailedPart('Could not load attached IP addresses')
    await expectFailedPart('Could not load routes')
    for (const empty of ['No IP pools', 'No IP addresses', 'No routes']) {
      expect(await screen().queryByText(empty)).toBeNull()
    }
    // the panel stays, with the gateway's properties
    await screen().findByRole('dialog', { name: 'Internet gateway default' })
    await expectNoSeriousA11yViolations()
    // the gateways tab under the panel has its own notices for the same requests
    await retryAll({ inDialog: 'Internet gateway default' })
    // each list's table, with what the gateway has (no addresses, the default VPC's seeds)
    await browser.waitUntil(
      async () => {
        const pools = await screen().queryByRole('table', { name: 'Attached IP pools' })
        return pools !== null && /default-v6/.test(await pools.getText().catch(() => ''))
      },
      { timeoutMsg: 'the attached pools did not show' },
    )
    await screen().findByRole('table', { name: 'Attached IP addresses' })
    await screen().findByRole('rowheader', { name: 'default-v4' })
  })

  it('an internet gateway’s routes when the VPC’s routers fail', async () => {
    await openFailing(
      pb.vpcInternetGateway({ ...project, vpc: 'default', gateway: 'default' }),
      get('/v1/vpc-routers'),
    )
    await expectFailedPart('Could not load routes')
    expect(await screen().queryByText('No routes')).toBeNull()
    await retryAll({ inDialog: 'Internet gateway default' })
    await screen().findByRole('rowheader', { name: 'default-v4' })
  })

  it('the profile’s groups: not "You are not in any group"', async () => {
    await openFailing(pb.profile(), get('/v1/me/groups'))
    await expectFailedPart('Could not load your groups')
    expect(await screen().queryByText('You are not in any group')).toBeNull()
    await screen().findByText('Hannah Arendt', { selector: 'dd' })
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findByText('platform-admins')
  })

  it('the connect tab’s external IP: not "no external IP"', async () => {
    await openFailing(pb.instanceConnect(instance), get('/v1/instances/db1/external-ips'))
    await expectFailedPart('Could not load external IPs')
    expect(await screen().queryByText(/has no external IP/)).toBeNull()
    await screen().findByRole('heading', { name: 'Serial console', level: 2 })
    await expectNoSeriousA11yViolations()
    await retryAll()
    await screen().findByText('ssh 203.0.113.10')
  })
})

describe("a page's own list that fails is SPEC §8's page, not an empty table", () => {
  it('disks on a 403', async () => {
    await openFailing(pb.disks(project), get('/v1/disks', 403))
    await expectErrorPage('Something went wrong')
  })

  it('access tokens on a 403 and on a 500', async () => {
    await openFailing(pb.accessTokens(), get('/v1/me/access-tokens', 403))
    await expectErrorPage('Something went wrong')
    await openFailing(pb.accessTokens(), get('/v1/me/access-tokens', 500))
    await expectErrorPage('Something went wrong')
  })

  it("the instance's storage, networking and settings lists", async () => {
    await openFailing(pb.instanceStorage(instance), get('/v1/instances/db1/disks'))
    await expectErrorPage('Something went wrong')
    await openFailing(pb.instanceNetworking(instance), get('/v1/network-interfaces', 403))
    await expectErrorPage('Something went wrong')
    await openFailing(pb.instanceNetworking(instance), get('/v1/instances/db1/external-ips'))
    await expectErrorPage('Something went wrong')
    await openFailing(pb.instanceSettings(instance), get('/v1/instances/db1/anti-affinity-groups'))
    await expectErrorPage('Something went wrong')
  })

  it('an image from a snapshot the project does not have', async () => {
    await openApp(pb.snapshotImagesNew({ ...project, snapshot: 'no-such-snapshot' }))
    await expectErrorPage('Page not found')
  })

  it('a policy on a 403', async () => {
    await openFailing(pb.projectAccess(project), get('/v1/projects/mock-project/policy', 403))
    await expectErrorPage('Something went wrong')
  })
})

describe('pickers whose options failed say so beside the picker', () => {
  it('the settings tab’s boot disk', async () => {
    await openFailing(pb.instanceSettings(instance), get('/v1/instances/db1/disks'))
    // the header's boot disk and the picker share the request: both say so
    expect(await screen().findAllByText('Could not load disks')).toHaveLength(2)
    await expectNothingLoading()
    await screen().findByRole('button', { name: 'Save' })
    await retryAll()
  })

  it('the storage tab’s disks to attach', async () => {
    await openFailing(pb.instanceStorage(instance), get('/v1/disks'))
    await expectNotice('project disks')
    await screen().findByRole('row', { name: /^db1-boot/ })
    await retryAll()
  })

  it('the networking tab’s pools and floating IPs', async () => {
    await openFailing(pb.instanceNetworking(instance), get('/v1/ip-pools'), get('/v1/floating-ips'))
    await expectNotice('IP pools')
    await expectNotice('floating IPs')
    await expectNoSeriousA11yViolations()
    await retryAll()
  })
})
