/** The instance page: the serial console, the metrics tab, networking and storage actions. */

import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { MAX_MOCK_STEP_MS } from '~/mirage/settings'
import { navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { liftFaults, openFailing } from './helpers/faults'
import { chooseOption, retype } from './helpers/field-input'
import { expectSerialConsoleWorks, startBehindTheConsole } from './helpers/instance'
import { mockRequests } from './helpers/requests'
import { expectActionRefused, rowAction, rowCells } from './helpers/rows'
import { confirmDialog, expectPath, expectShown, expectToast, screen } from './helpers/screen'

const instanceParams = (instance: string) => ({ project: 'mock-project', instance })
/** A Created cell: 'Sep 27, 2026'. */
const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/

describe('serial console', () => {
  it('streams the boot log, echoes what is typed, and reconnects', async () => {
    await openApp(pb.serialConsole(instanceParams('state-running')))
    await expectSerialConsoleWorks('hello-oxide')
  })

  it('explains why a stopped instance has no console', async () => {
    await openApp(pb.serialConsole(instanceParams('db1')))
    const { findByText, queryByRole } = screen()
    await expect(
      await findByText(
        /Only running, rebooting, migrating or repairing instances can open a serial console/,
      ),
    ).toBeDisplayed()
    await expect(await queryByRole('textbox', { name: 'Terminal input' })).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it('opens from the instance menu', async () => {
    await openApp(pb.instance(instanceParams('state-running')))
    const { findByRole, getByRole } = screen()
    await (await findByRole('button', { name: 'Actions for instance state-running' })).click()
    await (await getByRole('menuitem', { name: /^Serial console/ })).click()
    await expectPath(pb.serialConsole(instanceParams('state-running')))
    await expect(await findByRole('status')).toHaveText('Connected')
  })
})

describe('instance metrics', () => {
  it('opens on cpu, charts each sub-tab, and changes the time range', async () => {
    await openApp(pb.instanceMetrics(instanceParams('state-running')))
    await expectPath(pb.instanceCpuMetrics(instanceParams('state-running')))
    const { findByRole, getByRole, findByText } = screen()
    await expect(await findByRole('tab', { name: 'CPU', selected: true })).toBeDisplayed()
    await expect(await findByRole('figure', { name: 'CPU utilization' })).toBeDisplayed()
    await expect(await findByText(/^Latest .* %, lowest/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: /Time range/ })).click()
    await (await findByRole('option', { name: 'Last 24 hours' })).click()
    await expect(await getByRole('button', { name: /Time range/ })).toHaveText(
      expect.stringContaining('Last 24 hours'),
    )
    const queries = await browser.execute(() =>
      (
        window as unknown as {
          mockServer: { pretender: { handledRequests: { url: string; requestBody: string }[] } }
        }
      ).mockServer.pretender.handledRequests
        .filter((request) => request.url.startsWith('/v1/timeseries/query'))
        .map((request) => request.requestBody),
    )
    // the counters aligned over 24 min windows, 60 points over the day the window spans
    await expect(queries.at(-1)).toContain('| align mean_within(1440s) |')
    const [, from, to] =
      /timestamp >= @(\S+) && timestamp < @(\S+) /.exec(queries.at(-1) ?? '') ?? []
    expect(Date.parse(`${to}Z`) - Date.parse(`${from}Z`)).toBe(24 * 3600 * 1000)

    // the seeded running instance has no disk: nothing to chart, and the page says so
    await (await getByRole('tab', { name: 'Disk' })).click()
    await expectPath(pb.instanceDiskMetrics(instanceParams('state-running')))
    await expect(await findByText('No disk metrics: no disks attached')).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await getByRole('tab', { name: 'Network' })).click()
    await expectPath(pb.instanceNetworkMetrics(instanceParams('state-running')))
    for (const chart of ['Bytes received', 'Bytes sent', 'Packets received', 'Packets sent']) {
      await expect(await findByRole('figure', { name: chart })).toBeDisplayed()
    }
    await expectNoSeriousA11yViolations()
  })
})

describe('instance networking', () => {
  it('adds, edits and deletes network interfaces of a stopped instance', async () => {
    await openApp(pb.instanceNetworking(instanceParams('db1')))
    const { findByRole, getByRole, findByText, queryByRole } = screen()
    await expect(await findByRole('rowheader', { name: 'net0' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: 'Add network interface' })).click()
    const dialog = await findByRole('dialog', { name: 'Add network interface' })
    // the dialog's submit button; the page's own button of that name sits behind the modal
    const submit = async () =>
      (await screen().getAllByRole('button', { name: 'Add network interface' })).at(-1) ?? dialog
    await expectNoSeriousA11yViolations()
    const before = (await mockRequests()).length
    await (await submit()).click()
    // each message at its field, the first of them focused; no summary repeats them (SPEC §2)
    for (const field of ['Name', 'VPC', 'Subnet']) await expectShown(`${field} is required`)
    await expect(await getByRole('textbox', { name: 'Name' })).toBeFocused()
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expect((await mockRequests()).slice(before)).not.toContain('POST /v1/network-interfaces')

    // a name the contract refuses never reaches the server
    await retype(await getByRole('textbox', { name: 'Name' }), 'Net0')
    await (await submit()).click()
    await expect(await findByText('Must start with a lowercase letter')).toBeDisplayed()
    await expect((await mockRequests()).slice(before)).not.toContain('POST /v1/network-interfaces')

    // a taken name: the server refuses, everything typed stays
    await retype(await getByRole('textbox', { name: 'Name' }), 'net0')
    await chooseOption(/VPC$/, 'default')
    await chooseOption(/Subnet$/, 'default')
    await (await submit()).click()
    // on the Name field, which takes focus; no summary repeats it (SPEC §2)
    await expect(await findByText('Network interface name already exists')).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Name' })).toBeFocused()
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('net0')

    await retype(await getByRole('textbox', { name: 'Name' }), 'net1')
    await (await submit()).click()
    await expect(await findByRole('rowheader', { name: 'net1' })).toBeDisplayed()
    await expect(await queryByRole('dialog', { name: 'Add network interface' })).toBeNull()

    await rowAction('net1', 'Edit')
    await findByRole('dialog', { name: 'Edit network interface' })
    const update = async () =>
      (await getByRole('button', { name: 'Update network interface' })).click()
    const beforeEdit = (await mockRequests()).length
    await retype(await getByRole('textbox', { name: 'Name' }), 'net 1')
    await update()
    await expect(
      await findByText('Can only contain lower-case letters, numbers, and dashes'),
    ).toBeDisplayed()
    await expect((await mockRequests()).slice(beforeEdit)).toEqual([])
    await retype(await getByRole('textbox', { name: 'Name' }), 'net0')
    await update()
    // on the Name field, which takes focus; no summary repeats it (SPEC §2)
    await expect(await findByText('Network interface name already exists')).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Name' })).toBeFocused()
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('net0')
    await retype(await getByRole('textbox', { name: 'Name' }), 'net1-renamed')
    await update()
    await expect(await findByRole('rowheader', { name: 'net1-renamed' })).toBeDisplayed()

    // the primary interface cannot go while a secondary one is attached
    await rowAction('net0', 'Delete')
    await confirmDialog('Delete network interface', 'Delete')
    await expect(await findByText('Could not delete network interface')).toBeDisplayed()
    await expect(
      await findByText(/primary interface for an instance may not be deleted/i),
    ).toBeDisplayed()

    await rowAction('net1-renamed', 'Delete')
    await confirmDialog('Delete network interface', 'Delete')
    await browser.waitUntil(
      async () => (await queryByRole('rowheader', { name: 'net1-renamed' })) === null,
    )
  })

  it('attaches an IPv6 ephemeral IP beside the IPv4 one and detaches it by version', async () => {
    await openApp(pb.instanceNetworking(instanceParams('db1')))
    const { findByRole, getByRole, findByText } = screen()
    // the ephemeral IP rows, by the address that heads each, read in the page at once: read row
    // by row over WebDriver, the tables' re-renders (answers landing) left rows stale mid-read
    const ephemeralIps = () =>
      browser.execute(() =>
        [...document.querySelectorAll('[role="row"]')]
          .filter((row) => row.textContent?.includes('Ephemeral'))
          .map((row) => row.querySelector('[role="rowheader"]')?.textContent?.trim() ?? ''),
      )
    await browser.waitUntil(async () => (await ephemeralIps()).length === 1)
    const [v4] = await ephemeralIps()
    expect(v4).not.toContain(':')

    // the seeded silo is dual-stack: the IPv6 default pool is still free for this instance
    await (await findByRole('button', { name: 'Attach ephemeral IP' })).click()
    const dialog = await findByRole('dialog', { name: 'Attach ephemeral IP' })
    await expect(dialog).toBeDisplayed()
    await expect(await getByRole('radio', { name: /^IPv4/ })).toBeDisabled()
    await expect(await getByRole('radio', { name: /^IPv6/ })).toBeSelected()
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Attach' })).click()
    await expect(await findByText(/^Ephemeral IP .*:.* attached$/)).toBeDisplayed()
    await browser.waitUntil(async () => (await ephemeralIps()).length === 2)
    await expect(await getByRole('button', { name: 'Attach ephemeral IP' })).toBeDisabled()
    await expect(
      await findByText(
        'An instance has at most one ephemeral IP of each IP version; detach one to get another.',
      ),
    ).toBeDisplayed()

    // with one of each, the detach must say which (the contract's ip_version)
    const v6 = (await ephemeralIps()).find((ip) => ip.includes(':')) ?? ''
    await rowAction(v6, 'Detach')
    await confirmDialog('Detach ephemeral IP', 'Detach')
    await expect(await findByText(`Ephemeral IP ${v6} detached`)).toBeDisplayed()
    await browser.waitUntil(async () => (await ephemeralIps()).join() === v4)
    await expect(await getByRole('button', { name: 'Attach ephemeral IP' })).toBeEnabled()
  })

  it('shows the server refusing an ephemeral IP once the instance has moved on', async () => {
    // a start behind the console stays starting for the whole test
    await openApp(pb.instanceNetworking(instanceParams('state-stopped')), {
      instanceStepMs: MAX_MOCK_STEP_MS,
    })
    const { findByRole, getByRole, findByText } = screen()
    await (await findByRole('button', { name: 'Attach ephemeral IP' })).click()
    const dialog = await findByRole('dialog', { name: 'Attach ephemeral IP' })
    await startBehindTheConsole('state-stopped')
    await (await getByRole('button', { name: 'Attach' })).click()
    await expect(
      await findByText(
        'Cannot attach an external IP while the instance is starting; it must be running or stopped',
      ),
    ).toBeDisplayed()
    // the form stays open with the server's refusal
    await expect(dialog).toBeDisplayed()
  })

  it('allows no interface changes while the instance runs, and says why', async () => {
    await openApp(pb.instanceNetworking(instanceParams('state-running')))
    const { findByRole, findByText } = screen()
    await expect(await findByRole('button', { name: 'Add network interface' })).toBeDisabled()
    await expect(
      await findByText('Only stopped instances can have their network interfaces changed.'),
    ).toBeDisplayed()
  })
})

describe('instance storage', () => {
  it('creates a disk and attaches it, keeping the form on bad input and server errors', async () => {
    await openApp(pb.instanceStorage(instanceParams('db1')))
    const { findByRole, getByRole, findByText, queryByRole } = screen()
    await expect(await findByRole('rowheader', { name: /^db1-boot/ })).toBeDisplayed()
    // the disks page's cells: size, state, type, source and created (resources/disk-ui.tsx)
    const [size, state, type, source, created] = await rowCells('db1-boot')
    expect([size, state, type, source]).toEqual(['20 GiB', 'attached', 'distributed', 'Blank'])
    expect(created).toMatch(DATE)
    await (await getByRole('button', { name: 'Create disk' })).click()
    await findByRole('dialog', { name: 'Create disk' })
    await expectNoSeriousA11yViolations()
    const submit = () => getByRole('button', { name: 'Create and attach disk' })
    const before = (await mockRequests()).length

    await retype(await getByRole('textbox', { name: /^Size/ }), '0')
    await (await submit()).click()
    await expectShown('Name is required')
    await expect(await getByRole('textbox', { name: 'Name' })).toBeFocused()
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expect(await findByText('Must be at least 1 GiB')).toBeDisplayed()
    await expect((await mockRequests()).slice(before)).toEqual([])

    // the documented sentinel makes the server fail; what was typed stays
    await retype(await getByRole('textbox', { name: 'Name' }), 'fail-500')
    await retype(await getByRole('textbox', { name: /^Size/ }), '20')
    await (await submit()).click()
    await expect(await findByText('Internal Server Error', { selector: 'div' })).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('fail-500')
    await expect(await getByRole('textbox', { name: /^Size/ })).toHaveValue('20')

    await retype(await getByRole('textbox', { name: 'Name' }), 'db1-scratch')
    await (await submit()).click()
    await expect(await findByText('Disk db1-scratch created and attached')).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'db1-scratch details' })).toBeDisplayed()
    await expect(await queryByRole('dialog', { name: 'Create disk' })).toBeNull()
    const requests = (await mockRequests()).slice(before)
    await expect(requests).toContain('POST /v1/disks')
    await expect(requests).toContain('POST /v1/instances/db1/disks/attach')
  })

  it('snapshots a disk through the disk machine, as the disks page does, and says why one was refused', async () => {
    // the first snapshot is refused (SPEC §7's error), the second made
    await openFailing(pb.instanceStorage(instanceParams('db1')), {
      method: 'POST',
      path: '/v1/snapshots',
      status: 500,
    })
    await screen().findByRole('rowheader', { name: /^db1-boot/ })
    const before = (await mockRequests()).length
    await rowAction(/^Actions for db1-boot/, 'Snapshot')
    await expectToast('Could not snapshot disk')
    await expectNoSeriousA11yViolations()

    await liftFaults()
    await rowAction(/^Actions for db1-boot/, 'Snapshot')
    await expect(
      await screen().findByText(
        /^Snapshot db1-boot-snapshot-[0-9a-f]{6} of disk db1-boot created$/,
      ),
    ).toBeDisplayed()
    const posts = (await mockRequests()).slice(before).filter((call) => call.startsWith('POST'))
    await expect(posts).toEqual(['POST /v1/snapshots', 'POST /v1/snapshots'])
  })
})

describe('instance floating IPs and settings', () => {
  const listed = async (address: string) =>
    (await screen().queryByRole('rowheader', { name: address })) !== null

  it('attaches a floating IP, and detaches it through the confirm dialog', async () => {
    await openApp(pb.instanceNetworking(instanceParams('db1')))
    const { findByRole, getByRole, findByText, queryByRole } = screen()
    const open = await findByRole('button', { name: 'Attach floating IP' })
    await expect(open).toBeEnabled()
    await open.click()
    await findByRole('dialog', { name: 'Attach floating IP' })
    await expectNoSeriousA11yViolations()

    const before = (await mockRequests()).length
    await (await getByRole('button', { name: 'Attach' })).click()
    await expectShown('Floating IP is required')
    await expect((await mockRequests()).slice(before)).toEqual([])

    // only free floating IPs are offered: rootbeer-float is attached to another instance
    await (await getByRole('button', { name: /Floating IP$/ })).click()
    await findByRole('option', { name: 'cola-float (192.0.2.64)' })
    await expect(await queryByRole('option', { name: /^rootbeer-float/ })).toBeNull()
    await (await getByRole('option', { name: 'cola-float (192.0.2.64)' })).click()
    await (await getByRole('button', { name: 'Attach' })).click()
    await findByText('Floating IP cola-float attached to db1')
    await expect(await queryByRole('dialog', { name: 'Attach floating IP' })).toBeNull()
    await browser.waitUntil(() => listed('192.0.2.64'), {
      timeoutMsg: 'the floating IP never showed among the external IPs',
    })
    const row = async () => {
      for (const candidate of await screen().findAllByRole('row')) {
        if ((await candidate.getText()).startsWith('192.0.2.64')) return candidate.getText()
      }
      return ''
    }
    await expect(await row()).toMatch(/Floating\s+cola-float/)
    await expect((await mockRequests()).slice(before)).toContainEqual(
      expect.stringMatching(/^POST \/v1\/floating-ips\/[0-9a-f-]{36}\/attach$/),
    )

    await rowAction('192.0.2.64', 'Detach')
    await screen().findByRole('alertdialog', { name: 'Detach floating IP' })
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Detach' })).click()
    await findByText('Floating IP cola-float detached')
    await browser.waitUntil(async () => !(await listed('192.0.2.64')), {
      timeoutMsg: 'the floating IP stayed among the external IPs',
    })
  })

  it('offers no external IP to a repairing instance, and shows the server refusing its detach', async () => {
    await openApp(pb.instanceNetworking(instanceParams('state-repairing')))
    const { findByRole, findByText } = screen()
    await expect(
      await findByText('Only running or stopped instances can have external IPs attached.'),
    ).toBeDisplayed()
    await expect(await findByRole('button', { name: 'Attach floating IP' })).toBeDisabled()
    await expect(await findByRole('button', { name: 'Attach ephemeral IP' })).toBeDisabled()

    // sprite-float is attached to it; the server will not let it go either
    await expect(await findByRole('rowheader', { name: '192.0.2.67' })).toBeDisplayed()
    await rowAction('192.0.2.67', 'Detach')
    await confirmDialog('Detach floating IP', 'Detach')
    await expect(await findByText('Could not detach floating IP')).toBeDisplayed()
    await expectShown(/Cannot detach an external IP while the instance is repairing/)
    await expect(await findByRole('rowheader', { name: '192.0.2.67' })).toBeDisplayed()
  })

  it('changes the boot disk of a stopped instance', async () => {
    await openApp(pb.instanceSettings(instanceParams('db1')))
    const { findByRole, getByRole, findByText } = screen()
    await expect(await findByRole('button', { name: /Boot disk/ })).toHaveText(
      expect.stringContaining('db1-boot'),
    )
    await expectNoSeriousA11yViolations()
    await chooseOption(/Boot disk/, 'pg-data')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('Instance db1 updated')).toBeDisplayed()
    await (await getByRole('tab', { name: 'Storage' })).click()
    // pg-data now heads the boot disk section, and is already the boot disk
    await expect(await findByRole('rowheader', { name: 'pg-data details' })).toBeDisplayed()
    await expectActionRefused('pg-data', 'Set as boot disk', 'Already the boot disk')
  })

  it('refuses bad sizes without a request, and keeps them when the server refuses', async () => {
    await openApp(pb.instanceSettings(instanceParams('tiny-worker')))
    const { findByRole, getByRole, findByText, queryByRole } = screen()
    const cpus = await findByRole('textbox', { name: 'CPUs' })
    const memory = await getByRole('textbox', { name: 'Memory (GiB)' })
    const save = () => getByRole('button', { name: 'Save' })
    const before = (await mockRequests()).length

    await retype(cpus, '')
    await (await save()).click()
    await expectShown('CPUs is required')

    await retype(cpus, '0')
    await retype(memory, '1537')
    await (await save()).click()
    await expect(await findByText('Must be at least 1 vCPU')).toBeDisplayed()
    await expect(cpus).toBeFocused()
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expect(await findByText('Can be at most 1536 GiB')).toBeDisplayed()
    await expect((await mockRequests()).slice(before)).toEqual([])

    // 1 TiB of memory takes the silo past its memory quota: the server refuses, the sizes stay
    await retype(cpus, '8')
    await retype(memory, '1024')
    await (await save()).click()
    await expectShown(/^Insufficient Capacity: Memory Limit Exceeded/)
    await expect(cpus).toHaveValue('8')
    await expect(memory).toHaveValue('1,024')

    await retype(cpus, '2')
    await retype(memory, '4')
    await (await save()).click()
    await expect(await findByText('Instance tiny-worker updated')).toBeDisplayed()
    await expect(await findByText('2 vCPU')).toBeDisplayed()
  })

  it('shows each instance its own settings, going straight from one to another and back', async () => {
    await openApp(pb.instanceSettings(instanceParams('db1')))
    const { findByRole } = screen()
    const cpus = () => findByRole('textbox', { name: 'CPUs' }, { timeout: 10_000 })
    await expect(await cpus()).toHaveValue('8')
    await retype(await cpus(), '6')
    await navigateInApp(pb.instanceSettings(instanceParams('tiny-worker')))
    await expect(await cpus()).toHaveValue('1')
    await browser.back()
    await expectPath(pb.instanceSettings(instanceParams('db1')))
    await expect(await cpus()).toHaveValue('8')
  })

  it('disables resizing and the boot disk of a running instance, with the reasons', async () => {
    await openApp(pb.instanceSettings(instanceParams('state-running')))
    const { findByRole, getByRole, findByText } = screen()
    await expect(await findByRole('textbox', { name: 'CPUs' })).toBeDisabled()
    await expect(await getByRole('textbox', { name: 'Memory (GiB)' })).toBeDisabled()
    await expect(
      await findByText('Only stopped, failed or creating instances can be resized.'),
    ).toBeDisplayed()
    await expect(await getByRole('button', { name: /Boot disk/ })).toBeDisabled()
    await expect(
      await findByText('Only stopped, failed or creating instances can change their boot disk.'),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })
})

describe('instance connect', () => {
  const connect = pb.instanceConnect(instanceParams('db1'))
  const keysPath = '/v1/instances/db1/ssh-public-keys'

  it('lists the SSH keys the instance was created with', async () => {
    await openApp(connect)
    const { findByRole } = screen()
    await findByRole('heading', { name: 'SSH keys', level: 3 })
    await expect(await findByRole('rowheader', { name: 'laptop' })).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'build-server' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('says when the keys could not be loaded, and loads them on Retry', async () => {
    await openFailing(connect, { method: 'GET', path: keysPath, status: 500 })
    const { findByText, findByRole } = screen()
    await expect(await findByText('Could not load SSH keys')).toBeDisplayed()
    // the rest of the tab stays usable
    await expect(await findByRole('heading', { name: 'Serial console', level: 2 })).toBeDisplayed()
    await liftFaults()
    await (await findByRole('button', { name: 'Retry' })).click()
    await expect(await findByRole('rowheader', { name: 'laptop' })).toBeDisplayed()
  })
})
