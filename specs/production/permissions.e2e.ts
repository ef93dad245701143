/**
 * Actions that know who the user is, on the production path against the mock server
 * (docs/architecture.md, Permissions): a silo viewer's New project, New instance, an instance's
 * Delete and the bulk Stop show disabled with the reason, and pressing them changes nothing.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { clickLabelOf } from '../helpers/field-input'
import { signInAt } from '../helpers/production'
import { rowActionItem } from '../helpers/rows'
import { screen } from '../helpers/screen'

const VIEWER_ON_PROJECT = 'Needs the limited collaborator role on mock-project; you are a viewer'

describe('a silo viewer on the production build', () => {
  it('sees what their role does not allow disabled, with the reason', async () => {
    await signInAt(pb.projects(), 'alan')
    const { findByRole } = screen()
    const newProject = await findByRole('button', {
      name: 'New project',
      description: 'Needs the limited collaborator role on the silo; you are a viewer',
    })
    await expect(newProject).toBeDisabled()
    await expectNoSeriousA11yViolations()

    await browser.url(pb.instances({ project: 'mock-project' }))
    const newInstance = await findByRole('button', {
      name: 'New instance',
      description: VIEWER_ON_PROJECT,
    })
    await expect(newInstance).toBeDisabled()

    const remove = await rowActionItem('db1', 'Delete')
    await expect(remove).toHaveAttribute('aria-disabled', 'true')
    await expect(remove).toHaveText(expect.stringContaining(VIEWER_ON_PROJECT))
    await remove.click()
    // the menu item refuses the press: no confirmation is asked, the instance stays
    expect(await screen().queryByRole('alertdialog')).toBeNull()
    await browser.keys('Escape')
    await expect(await findByRole('rowheader', { name: 'db1' })).toBeDisplayed()

    await clickLabelOf('checkbox', 'Select db1')
    await expect(await findByRole('button', { name: 'Stop selected' })).toBeDisabled()
    await expectNoSeriousA11yViolations()
  })
})
