/**
 * A second client changes a resource while its edit form is open (save-changes.ts): a field the
 * user left keeps the other client's value, and a field both changed is named and written only
 * on a second save. The project form sends only the changed fields (ProjectUpdate's are
 * optional); the instance Settings tab sends the whole InstanceUpdate, read right before the save.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, openApp } from './helpers/app'
import { retype } from './helpers/field-input'
import { lastSentJson } from './helpers/requests'
import { expectPath, expectShown, screen } from './helpers/screen'

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
