import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { expectRefusedAsTyped, fillAndSubmit, retype } from './helpers/field-input'
import { mockRequests, sentRequests } from './helpers/requests'
import { rowAction } from './helpers/rows'
import { dismissToast, expectPath, expectShown, screen } from './helpers/screen'

async function openCreateForm() {
  const { getByRole } = screen()
  await (await getByRole('link', { name: 'New project' })).click()
  await expectPath(pb.projectsNew())
  return screen().findByRole('dialog', { name: 'Create project' })
}

/** Creates the project `name` from the list's form, then goes back to the list from its page. */
async function createAndReturnToList(name: string) {
  await openCreateForm()
  await fillAndSubmit({ Name: name }, 'Create project')
  await expectPath(pb.instances({ project: name }))
  await (await screen().findByRole('link', { name: 'Projects' })).click()
  await screen().findByRole('link', { name })
}

describe('projects', () => {
  beforeEach(async () => {
    await openApp(pb.projects())
    // rows are sorted by name; the demo project is the first
    await screen().findByRole('link', { name: 'mock-project' })
  })

  it('opens on a few projects that all hold something, the demo project first', async () => {
    const { getAllByRole, getByRole, getByText, findByRole } = screen()
    const rows = await getAllByRole('row')
    // the header row, then the projects by name
    await expect(rows[1]).toHaveText(expect.stringContaining('mock-project'))
    await expect(await getByText('a project for demos')).toBeDisplayed()
    await expect(await getByText('Customer-facing web application')).toBeDisplayed()
    // one page: mock-project and five more
    await expect(await getByText('Showing 1–6')).toBeDisplayed()
    await (await getByRole('link', { name: 'web-frontend' })).click()
    await expectPath(pb.instances({ project: 'web-frontend' }))
    await expect(await findByRole('link', { name: 'frontend-1' })).toBeDisplayed()
    await expect(await screen().getByRole('link', { name: 'frontend-canary' })).toBeDisplayed()
  })

  it('creates a project and goes to it, with a toast; the list has it', async () => {
    const dialog = await openCreateForm()
    await expect(browser).toHaveTitle('New project / Projects / Oxide Console')
    await expectNoSeriousA11yViolations()
    const { getByRole, findByRole, findByText } = screen()
    await fillAndSubmit(
      { Name: 'aaa-e2e-project', 'Description (Optional)': 'made by a spec' },
      'Create project',
    )
    await findByText('Project aaa-e2e-project created')
    await expect(dialog).not.toBeDisplayed()
    // a new project is there to be worked in: the console opens it
    await expectPath(pb.instances({ project: 'aaa-e2e-project' }))
    await expect(await findByRole('heading', { name: 'Instances', level: 1 })).toBeDisplayed()
    // the toast reads in a line or two, not squeezed into the navigation's width
    const toasts = await getByRole('region', { name: 'Notifications' })
    const toastWidth = await browser.execute((el) => el.getBoundingClientRect().width, toasts)
    expect(toastWidth).toBeGreaterThanOrEqual(320)

    await (await getByRole('link', { name: 'Projects' })).click()
    await expectPath(pb.projects())
    await expect(await findByRole('link', { name: 'aaa-e2e-project' })).toBeDisplayed()
    await expect(await findByText('made by a spec')).toBeDisplayed()
  })

  it('requires a name and sends nothing without one', async () => {
    await openCreateForm()
    const before = await mockRequests()
    const { getByRole, queryByRole } = screen()
    await (await getByRole('button', { name: 'Create project' })).click()
    await expectShown('Name is required')
    // the message is at its field, which takes focus; no summary repeats it (SPEC §2)
    await expect(await getByRole('textbox', { name: 'Name' })).toBeFocused()
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    expect(await sentRequests(/^POST /)).toEqual(before.filter((r) => r.startsWith('POST')))
  })

  for (const [name, message] of [
    ['Bad-name', 'Must start with a lowercase letter'],
    ['bad name', 'Can only contain lower-case letters, numbers, and dashes'],
    ['bad-', 'Must end with a letter or number'],
    ['a'.repeat(64), 'Can be at most 63 characters'],
  ]) {
    it(`rejects the name "${name.slice(0, 12)}" with "${message}" and sends nothing`, async () => {
      await openCreateForm()
      const { getByRole } = screen()
      await (await getByRole('textbox', { name: 'Name' })).setValue(name)
      await (await getByRole('button', { name: 'Create project' })).click()
      await expectShown(message)
      expect(await sentRequests('POST /v1/projects')).toEqual([])
    })
  }

  it('says a taken name already exists and keeps what was typed', async () => {
    await openCreateForm()
    await expectRefusedAsTyped(
      { Name: 'mock-project', 'Description (Optional)': 'keep me' },
      'Create project',
      'Project name already exists',
    )
    await expect(await screen().getByRole('dialog', { name: 'Create project' })).toBeDisplayed()
  })

  it('shows a server failure in the form', async () => {
    await openCreateForm()
    const { getByRole, findByText } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue('fail-500')
    await (await getByRole('button', { name: 'Create project' })).click()
    await expect(await findByText('Error')).toBeDisplayed()
    await expect(await getByRole('dialog', { name: 'Create project' })).toBeDisplayed()
  })

  it('deletes an empty project through the confirm dialog', async () => {
    const { getByRole, findByRole, findByText } = screen()
    await createAndReturnToList('aaa-doomed')
    // a new project has its default VPC and subnet: the server refuses to delete it at first
    await rowAction('aaa-doomed', 'Delete')
    const dialog = await findByRole('alertdialog', { name: 'Delete project' })
    // the question's text, its name kept whole in a box of its own (ConfirmDialogView.tsx)
    await expect(dialog).toHaveText(
      expect.stringContaining('Are you sure you want to delete the project aaa-doomed'),
    )
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Delete' })).click()
    await findByText('Could not delete project')
    await findByText('Project to be deleted contains a vpc: default')
    await expect(dialog).not.toBeDisplayed()
    await expect(await findByRole('link', { name: 'aaa-doomed' })).toBeDisplayed()
    // the error toast leaves by its own Dismiss button (the creation's toast may leave on its own
    // meanwhile, so the number of toasts says nothing)
    await dismissToast('Project to be deleted contains a vpc: default')
  })

  it('deletes a project once it is empty, and cancel keeps it', async () => {
    const { getByRole, findByRole, findByText, queryByRole } = screen()
    await createAndReturnToList('aaa-empty')
    // empty it through the API the way a CLI user would
    await browser.execute(async () => {
      await fetch('/v1/vpc-subnets/default?project=aaa-empty&vpc=default', { method: 'DELETE' })
      await fetch('/v1/vpcs/default?project=aaa-empty', { method: 'DELETE' })
    })
    await rowAction('aaa-empty', 'Delete')
    await findByRole('alertdialog', { name: 'Delete project' })
    await (await getByRole('button', { name: 'Cancel' })).click()
    await expect(await findByRole('link', { name: 'aaa-empty' })).toBeDisplayed()
    await rowAction('aaa-empty', 'Delete')
    await findByRole('alertdialog', { name: 'Delete project' })
    await (await getByRole('button', { name: 'Delete' })).click()
    await findByText('Project aaa-empty deleted')
    await browser.waitUntil(async () => (await queryByRole('link', { name: 'aaa-empty' })) === null)
  })

  it('shows not found for a project that does not exist', async () => {
    await openApp(pb.projectEdit({ project: 'no-such-project' }))
    const { findByRole } = screen()
    await expect(await findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
  })
})

describe('the top loading bar (SPEC §4)', () => {
  it('runs while a page’s data loads, not only while its code does', async () => {
    // a slow mock, so the next page's answer takes a while; the page's code is loaded already
    await openApp(pb.projects(), { scenario: 'large', mockDelay: '1500' })
    await screen().findByRole('link', { name: 'analytics' }, { timeout: 10_000 })
    const bar = () => screen().queryByRole('progressbar', { name: 'Loading page' })
    await browser.waitUntil(async () => (await bar()) === null)
    await (await screen().getByRole('button', { name: 'Next' })).click()
    await expect(
      await screen().findByRole('progressbar', { name: 'Loading page' }, { timeout: 1000 }),
    ).toHaveAttribute('aria-busy', 'true')
    await expect(
      await screen().findByText('Showing 51–60', {}, { timeout: 10_000 }),
    ).toBeDisplayed()
    await browser.waitUntil(async () => (await bar()) === null, {
      timeoutMsg: 'the loading bar did not complete once the page had its data',
    })
  })
})

describe('projects, 60 of them (the large scenario)', () => {
  beforeEach(async () => {
    await openApp(pb.projects(), { scenario: 'large' })
    // rows are sorted by name; the first seeded project is on every first page
    await screen().findByRole('link', { name: 'analytics' })
  })

  it('lists projects a page at a time', async () => {
    const { getByRole, getByText } = screen()
    await expect(browser).toHaveTitle('Projects / Oxide Console')
    await expect(await getByRole('heading', { name: 'Projects', level: 1 })).toBeDisplayed()
    await expect(await getByRole('button', { name: /Page size/ })).toHaveText(
      expect.stringContaining('50'),
    )
    await expect(await getByText('Showing 1–50')).toBeDisplayed()
    await (await getByRole('button', { name: 'Next' })).click()
    await expect(await screen().findByText('Showing 51–60')).toBeDisplayed()
    await (await getByRole('button', { name: 'Previous' })).click()
    await expect(await screen().findByText('Showing 1–50')).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('edits a project', async () => {
    await rowAction('analytics', 'Edit')
    await expectPath(pb.projectEdit({ project: 'analytics' }))
    await expect(browser).toHaveTitle('Edit project / Projects / Oxide Console')
    const { getByRole, findByText, findByRole } = screen()
    await findByRole('dialog', { name: 'Edit project' })
    await expectNoSeriousA11yViolations()
    const description = await getByRole('textbox', { name: 'Description (Optional)' })
    await expect(description).toHaveValue('Reporting and dashboards')
    await retype(description, 'edited by a spec')
    await (await getByRole('button', { name: 'Update project' })).click()
    await findByText('Project analytics updated')
    await expectPath(pb.projects())
    await expect(await findByText('edited by a spec')).toBeDisplayed()
  })

  it('goes straight from one project’s edit form to another’s, and back, each with its own values', async () => {
    const { findByRole } = screen()
    const description = () => findByRole('textbox', { name: 'Description (Optional)' })
    await rowAction('analytics', 'Edit')
    await findByRole('dialog', { name: 'Edit project' })
    await expect(await description()).toHaveValue('Reporting and dashboards')
    await retype(await description(), 'typed for analytics')
    // as a link inside the app would: the mock's data lives in the page
    await navigateInApp(pb.projectEdit({ project: 'billing' }))
    await expectPath(pb.projectEdit({ project: 'billing' }))
    await expect(await findByRole('textbox', { name: 'Name' })).toHaveValue('billing')
    await expect(await description()).toHaveValue('Invoicing and payment reconciliation')
    await browser.back()
    await expectPath(pb.projectEdit({ project: 'analytics' }))
    await expect(await findByRole('textbox', { name: 'Name' })).toHaveValue('analytics')
    await expect(await description()).toHaveValue('Reporting and dashboards')
  })

  it('rolls back an edit the server refuses and says why', async () => {
    await rowAction('analytics', 'Edit')
    const { getByRole, queryByRole } = screen()
    await screen().findByRole('dialog', { name: 'Edit project' })
    await retype(await getByRole('textbox', { name: 'Name' }), 'api-gateway')
    await (await getByRole('button', { name: 'Update project' })).click()
    await expectShown('Project name already exists')
    await (await getByRole('button', { name: 'Cancel' })).click()
    await expectPath(pb.projects())
    await expect(await screen().findByRole('link', { name: 'analytics' })).toBeDisplayed()
    expect(await queryByRole('dialog')).toBeNull()
  })
})

describe('shell', () => {
  it('shows a list under a project that does not exist as not found, not as an empty table', async () => {
    const missing = { project: 'no-such-project' }
    for (const list of [
      pb.disks(missing),
      pb.snapshots(missing),
      pb.projectImages(missing),
      pb.instances(missing),
    ]) {
      await openApp(list)
      await expect(await screen().findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
    }
  })

  it('shows the not-found page for an unknown path, with a way back', async () => {
    await openApp('/no/such/page')
    const { findByRole, getAllByRole, getByRole } = screen()
    await expect(await findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
    expect(await getAllByRole('main')).toHaveLength(1)
    await expect(await getByRole('button', { name: 'Sign out' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await getByRole('link', { name: 'Back to console' })).click()
    await expectPath(pb.projects())
  })

  for (const [from, to] of [
    [pb.root(), pb.projects()],
    [pb.settings(), pb.profile()],
    [pb.silo({ silo: 'default-silo' }), pb.siloIdps({ silo: 'default-silo' })],
    [pb.sled({ sledId: 'abc' }), pb.sledInstances({ sledId: 'abc' })],
    [pb.project({ project: 'mock-project' }), pb.instances({ project: 'mock-project' })],
    [
      pb.instance({ project: 'mock-project', instance: 'db1' }),
      pb.instanceStorage({ project: 'mock-project', instance: 'db1' }),
    ],
    [
      pb.vpc({ project: 'mock-project', vpc: 'default' }),
      pb.vpcFirewallRules({ project: 'mock-project', vpc: 'default' }),
    ],
  ]) {
    it(`redirects ${from} to ${to}`, async () => {
      await openApp(from)
      await expectPath(to)
    })
  }

  it('titles the page from its breadcrumbs and links them', async () => {
    await openApp(pb.vpcSubnets({ project: 'mock-project', vpc: 'default' }))
    await expect(browser).toHaveTitle(
      'Subnets / default / VPCs / mock-project / Projects / Oxide Console',
    )
    const { getByRole } = screen()
    const crumbs = await getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs).toBeDisplayed()
    await (await getByRole('link', { name: 'mock-project' })).click()
    await expectPath(pb.instances({ project: 'mock-project' }))
    await expectNoSeriousA11yViolations()
  })

  it('remembers the scroll position of a page', async () => {
    // a list long enough to scroll
    await openApp(pb.projects(), { scenario: 'large' })
    const { findByRole, getByRole } = screen()
    await findByRole('link', { name: 'analytics' })
    const main = await getByRole('main')
    await browser.execute((element) => {
      element.scrollTop = 600
    }, main)
    await (await getByRole('link', { name: 'Images' })).click()
    await expectPath(pb.siloImages())
    await browser.back()
    await expectPath(pb.projects())
    await browser.waitUntil(async () =>
      browser
        .execute((element) => element.scrollTop, await getByRole('main'))
        .then((top) => top === 600),
    )
  })

  it('explains the preview in the banner dialog', async () => {
    await openApp(pb.projects())
    const { getByRole, findByRole, getByText } = screen()
    await (await getByRole('button', { name: 'Learn more' })).click()
    await findByRole('dialog', { name: 'Technical preview' })
    await expect(await getByText(/disappears when you refresh/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })
})
