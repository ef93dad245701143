/** Affinity and anti-affinity groups, their members, and the instance's groups. */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, clickLabelOf, retype } from './helpers/field-input'
import { mockRequests, sentRequests } from './helpers/requests'
import { rowAction, rowText, waitForListed } from './helpers/rows'
import { expectPath, expectShown, expectToast, openForm, screen } from './helpers/screen'

const AFFINITY = pb.affinity({ project: 'mock-project' })
const ADD_REASON = 'Only stopped instances can be added to an affinity or anti-affinity group'

const memberWrites = () => sentRequests(/^(POST|DELETE) .*\/members\//)

describe('affinity groups', () => {
  it('lists both kinds with policy, failure domain and member count, and the policy help', async () => {
    await openApp(AFFINITY)
    const { findByRole } = screen()
    await expect(await findByRole('rowheader', { name: 'web-spread' })).toBeDisplayed()
    await expect(browser).toHaveTitle('Affinity / mock-project / Projects / Oxide Console')
    await expectShown(
      /determines whether member instances may start when the rule can't be satisfied/,
    )
    await browser.waitUntil(async () => (await rowText('web-spread')).includes('3'), {
      timeoutMsg: 'no member count',
    })
    const web = await rowText('web-spread')
    expect(web).toMatch(/Anti-affinity\s+allow\s+sled\s+3/)
    expect(await rowText('db-spread')).toMatch(/Anti-affinity\s+fail\s+sled/)
    expect(await rowText('cache-near-db')).toMatch(/Affinity\s+allow\s+sled/)
    expect(await rowText('batch-pack')).toMatch(/Affinity\s+fail\s+sled\s+0/)
    await expectNoSeriousA11yViolations()

    await (await screen().getByRole('link', { name: 'cache-near-db' })).click()
    await expectPath(
      pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'cache-near-db' }),
    )
    await expect(await findByRole('heading', { name: 'cache-near-db', level: 1 })).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'state-starting' })).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'db1' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('refuses a bad name without a request and a taken one as typed, then creates a group', async () => {
    await openApp(AFFINITY)
    const dialog = await openForm(
      'New group',
      pb.affinityNew({ project: 'mock-project' }),
      'Create affinity group',
    )
    const { getByRole, findByRole } = screen()
    const create = () => getByRole('button', { name: 'Create group' })
    const name = await getByRole('textbox', { name: 'Name' })
    const before = (await mockRequests()).length

    await (await create()).click()
    await expectShown('Name is required')
    await name.setValue('Web_Spread')
    await (await create()).click()
    await expectShown('Must start with a lowercase letter')
    expect((await mockRequests()).slice(before)).toEqual([])

    // a name the project's anti-affinity groups have: the server's refusal, the form as typed
    await retype(name, 'web-spread')
    await (await getByRole('textbox', { name: 'Description (Optional)' })).setValue('typed')
    await clickLabelOf('radio', 'Fail: do not start a member the rule cannot place')
    await (await create()).click()
    await expectShown(/^Anti.affinity group name already exists$/i)
    await expect(name).toHaveValue('web-spread')
    await expect(await getByRole('textbox', { name: 'Description (Optional)' })).toHaveValue(
      'typed',
    )
    await expect(
      await getByRole('radio', { name: 'Fail: do not start a member the rule cannot place' }),
    ).toBeSelected()

    await retype(name, 'e2e-spread')
    await (await create()).click()
    await expectShown('Anti-affinity group e2e-spread created')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(
      pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'e2e-spread' }),
    )
    await expect(await findByRole('heading', { name: 'e2e-spread', level: 1 })).toBeDisplayed()
    await expectShown('No members')
  })

  it('adds a stopped instance, counts those that cannot join, and removes a member', async () => {
    await openApp(pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'db-spread' }))
    const { findByRole, getByRole, findByText } = screen()
    await expect(await findByRole('rowheader', { name: 'db1' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: 'Add instance' })).click()
    const dialog = await findByRole('dialog', { name: 'Add instance to db-spread' })
    // members are not offered; of the others only stopped ones, the rest counted with the reason
    await expect(
      await findByText(new RegExp(`^\\d+ instances cannot join now\\. ${ADD_REASON}\\.$`)),
    ).toBeDisplayed()
    const picker = await getByRole('button', { name: /Instance$/ })
    await picker.scrollIntoView({ block: 'center' })
    await picker.click()
    await findByRole('option', { name: 'state-stopped (stopped)' })
    await expectNoSeriousA11yViolations()
    // the list is by name: the seeds' instance per run state sit together near its top
    const offered = await Promise.all(
      (await screen().findAllByRole('option')).map((option) => option.getText()),
    )
    expect(offered.filter((name) => name.startsWith('state-'))).toEqual(['state-stopped (stopped)'])
    expect(offered.filter((name) => name.startsWith('db1 '))).toEqual([])
    await browser.keys('Escape')
    expect(await memberWrites()).toEqual([])

    await chooseOption(/Instance$/, 'state-stopped (stopped)')
    // the page's own 'Add instance' is behind the dialog: press the dialog's
    await (await dialog.$('button=Add instance')).click()
    await expectShown('state-stopped added to anti-affinity group db-spread')
    await expect(dialog).not.toBeDisplayed()
    await waitForListed('state-stopped', true)

    await rowAction('db1', 'Remove')
    await findByRole('alertdialog', { name: 'Remove instance' })
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Remove' })).click()
    await expectShown('db1 removed from db-spread')
    await waitForListed('db1', false)
  })

  it('shows the server’s refusal when the chosen instance started meanwhile, keeping the choice', async () => {
    await openApp(pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'db-spread' }))
    const { findByRole, getByRole } = screen()
    await (await findByRole('button', { name: 'Add instance' })).click()
    const dialog = await findByRole('dialog', { name: 'Add instance to db-spread' })
    await chooseOption(/Instance$/, 'state-stopped (stopped)')
    // someone else starts it before this form is submitted
    const started = await browser.execute(async () => {
      const reply = await fetch('/v1/instances/state-stopped/start?project=mock-project', {
        method: 'POST',
      })
      return reply.status
    })
    expect(started).toBe(202)
    await (await dialog.$('button=Add instance')).click()
    const [refusal] = await screen().findAllByText(
      /^Instance cannot be added to anti-affinity group in state: (starting|running)$/,
    )
    await expect(refusal).toBeDisplayed()
    // the form stays open with what was chosen, and nothing joined
    await expect(dialog).toBeDisplayed()
    await expect(await getByRole('button', { name: /^state-stopped / })).toBeDisplayed()
    expect(await screen().queryByRole('rowheader', { name: 'state-stopped' })).toBeNull()
  })

  it('renames a group after refusing a taken name, then deletes it', async () => {
    await openApp(
      pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'web-spread' }),
    )
    const { findByRole, getByRole } = screen()
    await (
      await findByRole('button', { name: 'Actions for Anti-affinity group web-spread' })
    ).click()
    await (await findByRole('menuitem', { name: 'Edit' })).click()
    await expectPath(
      pb.antiAffinityGroupEdit({ project: 'mock-project', antiAffinityGroup: 'web-spread' }),
    )
    const dialog = await findByRole('dialog', { name: 'Edit anti-affinity group' })
    await expectNoSeriousA11yViolations()
    const name = await getByRole('textbox', { name: 'Name' })
    const update = () => getByRole('button', { name: 'Update anti-affinity group' })

    await retype(name, 'db-spread')
    await (await update()).click()
    await expectShown(/^Anti.affinity group name already exists$/i)
    await expect(name).toHaveValue('db-spread')

    await retype(name, 'web-apart')
    await (await update()).click()
    await expectShown('Anti-affinity group web-apart updated')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(
      pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'web-apart' }),
    )
    await expect(await findByRole('heading', { name: 'web-apart', level: 1 })).toBeDisplayed()

    await (
      await findByRole('button', { name: 'Actions for Anti-affinity group web-apart' })
    ).click()
    await (await findByRole('menuitem', { name: 'Delete' })).click()
    await findByRole('alertdialog', { name: 'Delete anti-affinity group' })
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Delete' })).click()
    await expectShown('Anti-affinity group web-apart deleted')
    await expectPath(AFFINITY)
    await expect(await findByRole('rowheader', { name: 'db-spread' })).toBeDisplayed()
    await waitForListed('web-apart', false)
  })

  // a deleted group is gone on the server: asking for anything of it again (its view, its
  // members) only earns a 404
  const requestsOfGroupSince = async (before: number, group: string) => {
    // the list and the instances' group lists have been asked again by now; anything else the
    // deletion set off would have left with them
    await browser.pause(500)
    const groupPath = new RegExp(`-groups/${group}(/|$)`)
    return (await mockRequests()).slice(before).filter((request) => groupPath.test(request))
  }

  for (const [kind, group, search, members] of [
    ['Anti-affinity', 'db-spread', '', '1'],
    ['Affinity', 'cache-near-db', '?kind=affinity', '2'],
  ]) {
    it(`asks nothing more of the ${kind.toLowerCase()} group ${group} once deleted from its page`, async () => {
      await openApp(
        `${pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: group })}${search}`,
      )
      const { findByRole, getByRole } = screen()
      await findByRole('rowheader', { name: 'db1' })
      const before = (await mockRequests()).length
      await (await findByRole('button', { name: `Actions for ${kind} group ${group}` })).click()
      await (await findByRole('menuitem', { name: 'Delete' })).click()
      await findByRole('alertdialog', { name: `Delete ${kind.toLowerCase()} group` })
      await (await getByRole('button', { name: 'Delete' })).click()
      await expectShown(`${kind} group ${group} deleted`)
      await expectPath(AFFINITY)
      await waitForListed(group, false)
      expect(await requestsOfGroupSince(before, group)).toEqual([expect.stringMatching(/^DELETE /)])
    })

    it(`asks nothing more of the ${kind.toLowerCase()} group ${group} once deleted from its row`, async () => {
      await openApp(AFFINITY)
      // its member count is in: the member list was asked for
      await browser.waitUntil(
        async () => new RegExp(`(^|\\s)${members}(\\s|$)`).test(await rowText(group)),
        {
          timeoutMsg: `${group}: no member count`,
        },
      )
      const before = (await mockRequests()).length
      await rowAction(group, 'Delete')
      await screen().findByRole('alertdialog', { name: `Delete ${kind.toLowerCase()} group` })
      await (await screen().getByRole('button', { name: 'Delete' })).click()
      await expectShown(`${kind} group ${group} deleted`)
      await waitForListed(group, false)
      expect(await requestsOfGroupSince(before, group)).toEqual([expect.stringMatching(/^DELETE /)])
    })
  }

  it('edits an affinity group, addressed with ?kind=affinity', async () => {
    await openApp(
      `${pb.antiAffinityGroupEdit({ project: 'mock-project', antiAffinityGroup: 'cache-near-db' })}?kind=affinity`,
    )
    const { findByRole, getByRole } = screen()
    const dialog = await findByRole('dialog', { name: 'Edit affinity group' })
    await expectShown(/Policy: allow\. Failure domain: sled\./)
    await expectNoSeriousA11yViolations()
    await retype(await getByRole('textbox', { name: 'Name' }), 'cache-close')
    await (await getByRole('button', { name: 'Update affinity group' })).click()
    await expectShown('Affinity group cache-close updated')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(
      pb.antiAffinityGroup({ project: 'mock-project', antiAffinityGroup: 'cache-close' }),
    )
    await expect(await findByRole('heading', { name: 'cache-close', level: 1 })).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'state-starting' })).toBeDisplayed()
  })

  it('deletes an affinity group from its row', async () => {
    await openApp(AFFINITY)
    await screen().findByRole('rowheader', { name: 'batch-pack' })
    await rowAction('batch-pack', 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete affinity group' })
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expectToast('Affinity group batch-pack deleted')
    await waitForListed('batch-pack', false)
  })
})

describe('the instance’s groups on its settings tab', () => {
  const settings = (instance: string) => pb.instanceSettings({ project: 'mock-project', instance })
  /**
   * Scrolls to the groups below the settings form, as a user does: the table renders the rows
   * in view, and below the fold it may not have rendered them yet.
   */
  const showGroups = async () =>
    (
      await screen().findByRole('region', { name: 'Affinity' }, { timeout: 15_000 })
    ).scrollIntoView()

  it('adds a stopped instance to a group and removes it from another', async () => {
    await openApp(settings('db1'))
    const { findByRole, getByRole } = screen()
    await showGroups()
    await expect(await findByRole('rowheader', { name: 'db-spread' })).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'cache-near-db' })).toBeDisplayed()

    await (await getByRole('button', { name: 'Add to group' })).click()
    const dialog = await findByRole('dialog', { name: 'Add db1 to a group' })
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: /Group$/ })).click()
    await findByRole('option', { name: 'web-spread (anti-affinity, policy: allow)' })
    // the groups it is in are not offered
    expect(await screen().queryByRole('option', { name: /^db-spread / })).toBeNull()
    await chooseOption(/Group$/, 'web-spread (anti-affinity, policy: allow)')
    await (await dialog.$('button=Add to group')).click()
    await expectShown('db1 added to anti-affinity group web-spread')
    await expect(dialog).not.toBeDisplayed()
    await waitForListed('web-spread', true)

    await rowAction('cache-near-db', 'Remove')
    await findByRole('alertdialog', { name: 'Remove from group' })
    await (await getByRole('button', { name: 'Remove' })).click()
    await expectShown('db1 removed from cache-near-db')
    await waitForListed('cache-near-db', false)
  })

  it('does not offer adding a running instance, with the reason', async () => {
    await openApp(settings('web-02'))
    const { findByRole, getByRole } = screen()
    await showGroups()
    await expect(await findByRole('rowheader', { name: 'web-spread' })).toBeDisplayed()
    await expect(await getByRole('button', { name: 'Add to group' })).toBeDisabled()
    await expectShown(`${ADD_REASON}.`)
    await expectNoSeriousA11yViolations()
  })
})
