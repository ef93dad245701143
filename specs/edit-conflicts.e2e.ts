/**
 * A second client changes a resource while its edit form is open (save-changes.ts): a field the
 * user left keeps the other client's value, and a field both changed is named and written only
 * on a second save. The project form sends only the changed fields (ProjectUpdate's are
 * optional); the instance Settings tab and the Storage tab's Set as boot disk send the whole
 * InstanceUpdate, read right before the write; a network interface's update sends the transit
 * IPs the server has, which the contract clears when left out. A write the server fails loses
 * nothing: the server's words show, and what either client set stays.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, openApp } from './helpers/app'
import { addFaults, liftFaults } from './helpers/faults'
import { chooseOption, retype } from './helpers/field-input'
import { lastSentJson } from './helpers/requests'
import { rowAction } from './helpers/rows'
import { expectPath, expectShown, expectToast, screen } from './helpers/screen'

const changedMessage = (field: string, value: string, close: string) =>
  `${field} was changed by someone else since you opened this form: it is now "${value}". Save again to replace it with yours${close}`

describe('the project edit form, with a second client', () => {
  beforeEach(async () => {
    await openApp(pb.projectEdit({ project: 'web-frontend' }))
    await screen().findByRole('dialog', { name: 'Edit project' }, { timeout: 30_000 })
  })

  it('keeps the description the other client saved when the user changes only the name', async () => {
    const { getByRole, findByRole, findByText } = screen()
    expect(
      await behindTheConsole('PUT', '/v1/projects/web-frontend', { description: 'set elsewhere' }),
    ).toBe(200)
    await retype(await getByRole('textbox', { name: 'Name' }), 'web-frontend-two')
    await (await getByRole('button', { name: 'Update project' })).click()
    await findByText('Project web-frontend-two updated')
    await expectPath(pb.projects())
    expect(await lastSentJson('PUT /v1/projects/web-frontend')).toEqual({
      name: 'web-frontend-two',
    })
    await expect(await findByRole('link', { name: 'web-frontend-two' })).toBeDisplayed()
    await expect(await findByText('set elsewhere')).toBeDisplayed()
  })

  it('names a description both changed, and writes the user’s on a second save', async () => {
    const { getByRole, findByRole, findByText } = screen()
    await behindTheConsole('PUT', '/v1/projects/web-frontend', { description: 'theirs' })
    await retype(await getByRole('textbox', { name: 'Description (Optional)' }), 'mine')
    await (await getByRole('button', { name: 'Update project' })).click()
    await expectShown(changedMessage('Description', 'theirs', ', or Cancel.'))
    await expect(await findByRole('dialog', { name: 'Edit project' })).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Description (Optional)' })).toHaveValue('mine')
    await (await getByRole('button', { name: 'Update project' })).click()
    await findByText('Project web-frontend updated')
    await expectPath(pb.projects())
    await expect(await findByText('mine')).toBeDisplayed()
  })

  it('sends nothing when nothing changed', async () => {
    const { getByRole } = screen()
    await (await getByRole('button', { name: 'Update project' })).click()
    await expectPath(pb.projects())
    await expect(lastSentJson('PUT /v1/projects/web-frontend')).rejects.toThrow()
  })
})

/** The instance's whole update as another client sends it: its current settings with `patch`. */
const resizeBehind = (instance: string, patch: Record<string, unknown>) =>
  browser.execute(
    async (url, patch) => {
      const current = await (await fetch(url)).json()
      const body = {
        ncpus: current.ncpus,
        memory: current.memory,
        boot_disk: current.boot_disk_id ?? null,
        auto_restart_policy: current.auto_restart_policy ?? null,
        cpu_platform: current.cpu_platform ?? null,
        enable_jumbo_frames: current.enable_jumbo_frames,
        ...patch,
      }
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return response.status
    },
    `/v1/instances/${instance}?project=mock-project`,
    patch,
  )

describe('the instance Settings tab, with a second client', () => {
  beforeEach(async () => {
    await openApp(pb.instanceSettings({ project: 'mock-project', instance: 'db1' }))
    await screen().findByRole('textbox', { name: 'CPUs' }, { timeout: 10_000 })
  })

  it('keeps the CPUs the other client set when the user changes only the memory', async () => {
    const { getByRole, findByText } = screen()
    expect(await resizeBehind('db1', { ncpus: 4 })).toBe(200)
    await retype(await getByRole('textbox', { name: 'Memory (GiB)' }), '16')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('Instance db1 updated')).toBeDisplayed()
    expect(await lastSentJson('PUT /v1/instances/db1')).toMatchObject({
      ncpus: 4,
      memory: 16 * 1024 ** 3,
    })
    // the tab now shows the server's settings
    await expect(await getByRole('textbox', { name: 'CPUs' })).toHaveValue('4')
  })

  it('names CPUs both changed, and writes the user’s on a second save', async () => {
    const { getByRole, findByText } = screen()
    await resizeBehind('db1', { ncpus: 4 })
    const cpus = await getByRole('textbox', { name: 'CPUs' })
    await retype(cpus, '6')
    await (await getByRole('button', { name: 'Save' })).click()
    await expectShown(changedMessage('CPUs', '4', '.'))
    await expect(cpus).toHaveValue('6')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('Instance db1 updated')).toBeDisplayed()
    expect(await lastSentJson('PUT /v1/instances/db1')).toMatchObject({ ncpus: 6 })
  })
})

/** A resource as the server has it now, read past the console. */
const readBehind = (url: string) =>
  browser.execute(async (url) => (await fetch(url)).json() as Promise<Record<string, unknown>>, url)

const db1 = { project: 'mock-project', instance: 'db1' }
const db1Url = '/v1/instances/db1?project=mock-project'
const diskId = async (disk: string) =>
  (await readBehind(`/v1/disks/${disk}?project=mock-project`)).id

describe('the instance Storage tab’s Set as boot disk, with a second client', () => {
  beforeEach(async () => {
    await openApp(pb.instanceStorage(db1))
    await screen().findByRole('rowheader', { name: 'pg-data details' }, { timeout: 10_000 })
  })

  it('keeps the CPUs and the policy the other client set, and changes only the boot disk', async () => {
    expect(await resizeBehind('db1', { ncpus: 4, auto_restart_policy: 'never' })).toBe(200)
    await rowAction(/^Actions for pg-data/, 'Set as boot disk')
    await expectToast('pg-data is the boot disk')
    const pgData = await diskId('pg-data')
    expect(await lastSentJson('PUT /v1/instances/db1')).toMatchObject({
      ncpus: 4,
      auto_restart_policy: 'never',
      boot_disk: pgData,
    })
    expect(await readBehind(db1Url)).toMatchObject({
      ncpus: 4,
      auto_restart_policy: 'never',
      boot_disk_id: pgData,
    })
  })

  it('names a boot disk the other client changed, and sets the user’s on a second press', async () => {
    expect(await resizeBehind('db1', { boot_disk: null })).toBe(200)
    await rowAction(/^Actions for pg-data/, 'Set as boot disk')
    await expectToast('Could not set the boot disk')
    await expectShown(
      'The boot disk was changed by someone else since this page showed it: the instance now has none. Set pg-data as boot disk again to replace it.',
    )
    expect((await readBehind(db1Url)).boot_disk_id).toBeNull()
    await rowAction(/^Actions for pg-data/, 'Set as boot disk')
    await expectToast('pg-data is the boot disk')
    expect((await readBehind(db1Url)).boot_disk_id).toBe(await diskId('pg-data'))
  })

  it('shows the server’s message when the write fails, and loses nothing', async () => {
    expect(await resizeBehind('db1', { ncpus: 4 })).toBe(200)
    const before = await readBehind(db1Url)
    await addFaults({ method: 'PUT', path: '/v1/instances/db1', status: 500 })
    await rowAction(/^Actions for pg-data/, 'Set as boot disk')
    await expectToast('Could not set the boot disk')
    await expectShown('Internal Server Error')
    await liftFaults()
    expect(await readBehind(db1Url)).toEqual(before)
    // the action is still there, and works once the server does
    await rowAction(/^Actions for pg-data/, 'Set as boot disk')
    await expectToast('pg-data is the boot disk')
    expect(await readBehind(db1Url)).toMatchObject({
      ncpus: 4,
      boot_disk_id: await diskId('pg-data'),
    })
  })
})

describe('a network interface’s transit IPs, set by a second client', () => {
  const nicUrl = (nic: string) => `/v1/network-interfaces/${nic}?project=mock-project&instance=db1`
  const transitIps = async (nic: string) => {
    const { ip_stack } = (await readBehind(nicUrl(nic))) as {
      ip_stack: { value: { v4: { transit_ips: string[] }; v6: { transit_ips: string[] } } }
    }
    return [...ip_stack.value.v4.transit_ips, ...ip_stack.value.v6.transit_ips]
  }
  const theirs = ['10.9.0.0/24', 'fd00:9::/64']
  const editDescription = async (description: string) => {
    const { findByRole, getByRole } = screen()
    await rowAction('net0', 'Edit')
    await findByRole('dialog', { name: 'Edit network interface' })
    await retype(await getByRole('textbox', { name: 'Description (Optional)' }), description)
    await (await getByRole('button', { name: 'Update network interface' })).click()
  }

  beforeEach(async () => {
    await openApp(pb.instanceNetworking(db1))
    await screen().findByRole('rowheader', { name: 'net0' }, { timeout: 10_000 })
    expect(await behindTheConsole('PUT', nicUrl('net0'), { transit_ips: theirs })).toBe(200)
  })

  it('keeps them when the user changes the description', async () => {
    await editDescription('front end')
    await expectToast('Network interface net0 updated')
    expect(await lastSentJson('PUT /v1/network-interfaces/net0')).toEqual({
      description: 'front end',
      transit_ips: theirs,
    })
    expect(await transitIps('net0')).toEqual(theirs)
  })

  it('shows the server’s message when the save fails, keeping what was typed and their transit IPs', async () => {
    const { findByRole, getByRole } = screen()
    await addFaults({ method: 'PUT', path: '/v1/network-interfaces/net0', status: 500 })
    await editDescription('front end')
    await expectShown('Internal Server Error')
    await expect(await findByRole('dialog', { name: 'Edit network interface' })).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Description (Optional)' })).toHaveValue(
      'front end',
    )
    await liftFaults()
    expect(await transitIps('net0')).toEqual(theirs)
    await (await getByRole('button', { name: 'Update network interface' })).click()
    await expectToast('Network interface net0 updated')
    expect(await transitIps('net0')).toEqual(theirs)
  })

  it('keeps them when the user makes another interface primary', async () => {
    const { findByRole, getAllByRole, getByRole } = screen()
    await (await getByRole('button', { name: 'Add network interface' })).click()
    await findByRole('dialog', { name: 'Add network interface' })
    await retype(await getByRole('textbox', { name: 'Name' }), 'net1')
    await chooseOption(/VPC$/, 'default')
    await chooseOption(/Subnet$/, 'default')
    const [submit] = (await getAllByRole('button', { name: 'Add network interface' })).slice(-1)
    await submit.click()
    await findByRole('rowheader', { name: 'net1' })
    expect(await behindTheConsole('PUT', nicUrl('net1'), { transit_ips: ['10.8.0.0/16'] })).toBe(
      200,
    )
    await rowAction('net1', 'Make primary')
    await expectToast('net1 is the primary interface')
    expect(await lastSentJson('PUT /v1/network-interfaces/net1')).toEqual({
      primary: true,
      transit_ips: ['10.8.0.0/16'],
    })
    expect(await transitIps('net1')).toEqual(['10.8.0.0/16'])
  })
})
