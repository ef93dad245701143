/** Projects on the production path: create, edit and delete through the proxy. */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { retype } from '../helpers/field-input'
import { jumpTo } from '../helpers/jump-to'
import { signInAt, uniqueName } from '../helpers/production'
import { rowAction } from '../helpers/rows'
import { expectPath, expectToast, screen } from '../helpers/screen'

/** Waits until the projects list has no row named `name`. */
const waitForNoRow = (name: string) =>
  browser.waitUntil(async () => (await screen().queryByRole('link', { name })) === null, {
    timeoutMsg: `${name} is still listed`,
  })

describe('projects on the production build', () => {
  it('creates, edits and deletes a project', async () => {
    const name = uniqueName('e2e-project')
    const renamed = `${name}-renamed`
    // the mock server's data outlives a failed try: every text this run looks for is its own
    const made = `made by a spec (${name})`
    const edited = `edited by a spec (${name})`
    await signInAt(pb.projects())
    const { findByRole, findByText, getByRole } = screen()
    await findByRole('heading', { name: 'Projects', level: 1 })

    // create
    await (await findByRole('link', { name: 'New project' })).click()
    await expectPath(pb.projectsNew())
    await findByRole('dialog', { name: 'Create project' })
    await expectNoSeriousA11yViolations()
    await retype(await getByRole('textbox', { name: 'Name' }), name)
    await retype(await getByRole('textbox', { name: 'Description (Optional)' }), made)
    await (await getByRole('button', { name: 'Create project' })).click()
    await expectToast(`Project ${name} created`)
    // the console opens the new project; its list is one link away
    await expectPath(pb.instances({ project: name }))
    await (await findByRole('link', { name: 'Projects' })).click()
    await expectPath(pb.projects())
    await expect(await findByRole('link', { name })).toBeDisplayed()
    await expect(await findByText(made)).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    // edit: a new name and description
    await rowAction(name, 'Edit')
    await expectPath(pb.projectEdit({ project: name }))
    await findByRole('dialog', { name: 'Edit project' })
    const description = await getByRole('textbox', { name: 'Description (Optional)' })
    await expect(description).toHaveValue(made)
    await expectNoSeriousA11yViolations()
    await retype(await getByRole('textbox', { name: 'Name' }), renamed)
    await retype(description, edited)
    await (await getByRole('button', { name: 'Update project' })).click()
    await expectToast(`Project ${renamed} updated`)
    await expectPath(pb.projects())
    await expect(await findByRole('link', { name: renamed })).toBeDisplayed()
    await expect(await findByText(edited)).toBeDisplayed()
    await waitForNoRow(name)

    // delete: the server refuses while the project holds its default VPC, and says so
    await rowAction(renamed, 'Delete')
    const dialog = await findByRole('alertdialog', { name: 'Delete project' })
    // the question's text, its name kept whole in a box of its own (ConfirmDialogView.tsx)
    await expect(dialog).toHaveText(
      expect.stringContaining(`Are you sure you want to delete the project ${renamed}`),
    )
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Delete' })).click()
    await expect(await findByText('Could not delete project')).toBeDisplayed()
    await expect(await findByText('Project to be deleted contains a vpc: default')).toBeDisplayed()
    await expect(await findByRole('link', { name: renamed })).toBeDisplayed()

    // emptied the way a CLI user would, with the same session; then the delete goes through
    const statuses = await browser.execute(async (project) => {
      const subnet = await fetch(`/v1/vpc-subnets/default?project=${project}&vpc=default`, {
        method: 'DELETE',
      })
      const vpc = await fetch(`/v1/vpcs/default?project=${project}`, { method: 'DELETE' })
      return [subnet.status, vpc.status]
    }, renamed)
    expect(statuses).toEqual([204, 204])
    await rowAction(renamed, 'Delete')
    await findByRole('alertdialog', { name: 'Delete project' })
    await (await getByRole('button', { name: 'Delete' })).click()
    await expectToast(`Project ${renamed} deleted`)
    await waitForNoRow(renamed)
  })

  it('jumps to a project the server finds as the user types, and to an instance in it', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('heading', { name: 'Projects', level: 1 })
    await jumpTo('mock-pro', 'mock-project')
    await expectPath(pb.instances({ project: 'mock-project' }))
    await jumpTo('db1', 'db1')
    await expectPath(pb.instanceStorage({ project: 'mock-project', instance: 'db1' }))
  })
})
