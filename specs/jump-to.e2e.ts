import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { openFailing } from './helpers/faults'
import {
  expectFirstAndHighlighted,
  expectHighlighted,
  jumpTo,
  openJumpTo,
  watchForText,
} from './helpers/jump-to'
import { expectPath, screen } from './helpers/screen'

const project = 'mock-project'

/** The focused element's accessible name, as far as these tests need it (its text). */
const focusedText = () =>
  browser.execute(() => (document.activeElement as HTMLElement | null)?.textContent ?? '')

describe('Jump to', () => {
  it('opens from the keyboard and the side navigation, and gives the focus back on Escape', async () => {
    // the mock answers slowly enough to see the resource search under way
    await openApp(pb.projects(), { mockDelay: '1500' })
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Projects' })

    // the side navigation's entry, with its shortcut
    const entry = await findByRole('button', { name: 'Jump to Ctrl K' })
    await entry.click()
    await findByRole('combobox', { name: 'Jump to' })
    await browser.keys('Escape')
    await browser.waitUntil(async () => (await screen().queryByRole('combobox')) === null)
    await browser.waitUntil(async () => (await focusedText()) === 'Jump to Ctrl K', {
      timeoutMsg: 'the focus did not go back to the entry',
    })

    // from a link the user tabbed to
    const link = await findByRole('link', { name: 'Utilization' })
    await browser.execute((element) => (element as HTMLElement).focus(), link)
    await openJumpTo()
    // the results, grouped under their headings: the page's action, then pages
    await browser.keys('new p'.split(''))
    // the projects are searched once typing pauses: said while under way, and then no more
    await screen().findByText('Loading resources…')
    await browser.waitUntil(
      async () => (await screen().queryByText('Loading resources…')) === null,
      { timeoutMsg: 'the resource search did not end' },
    )
    await findByRole('group', { name: 'Actions' })
    await findByRole('option', { name: 'New project' })
    await expectNoSeriousA11yViolations()
    await browser.keys('Escape')
    await browser.waitUntil(async () => (await screen().queryByRole('combobox')) === null)
    await browser.waitUntil(async () => (await focusedText()) === 'Utilization', {
      timeoutMsg: 'the focus did not go back to the link',
    })
    // nothing was run: still on the projects
    await expectPath(pb.projects())
  })

  it('runs the page’s action, goes to a resource and to a page, each the first result, with Enter', async () => {
    await openApp(pb.projects())
    await screen().findByRole('heading', { name: 'Projects' })

    // the projects page's own 'New project'
    await jumpTo('new p', 'New project')
    await expectPath(pb.projectsNew())
    await screen().findByRole('dialog', { name: /project/i })
    await browser.keys('Escape')
    await expectPath(pb.projects())

    // a project, found by part of its name
    await jumpTo('mock-pro', 'mock-project')
    await expectPath(pb.instances({ project }))

    // in a project, an instance by part of its name, shown with its kind
    await openJumpTo()
    await browser.keys('db'.split(''))
    const db1 = await screen().findByRole('option', { name: 'db1' })
    expect(await db1.getText()).toContain('Instance')
    await browser.keys('Escape')
    await jumpTo('db', 'db1')
    await expectPath(pb.instanceStorage({ project, instance: 'db1' }))

    // a page of the project, with its crumb path
    await openJumpTo()
    await browser.keys('floating'.split(''))
    const page = await screen().findByRole('option', { name: 'Floating IPs' })
    expect(await page.getText()).toContain(`Projects / ${project} / Floating IPs`)
    await browser.keys('Escape')
    await jumpTo('floating', 'Floating IPs')
    await expectPath(pb.floatingIps({ project }))
  })

  it('highlights the first result as soon as the search shows it, says nothing of no results while searching, and Enter goes to it', async () => {
    // the mock answers slowly enough that the projects come well after the typing
    await openApp(pb.projects(), { mockDelay: '1500' })
    await screen().findByRole('heading', { name: 'Projects' })
    await openJumpTo()
    const noResultsShown = await watchForText('No results')
    await browser.keys('mock-pro'.split(''))
    await screen().findByText('Loading resources…')
    await screen().findByRole('option', { name: 'mock-project' })
    expect(await noResultsShown()).toBe(false)
    await expectFirstAndHighlighted('mock-project')
    await browser.keys('Enter')
    await expectPath(pb.instances({ project }))
    await browser.waitUntil(async () => (await screen().queryByRole('combobox')) === null, {
      timeoutMsg: 'the palette stayed open',
    })
  })

  it('goes to the result clicked, not the highlighted one', async () => {
    await openApp(pb.projects())
    await screen().findByRole('heading', { name: 'Projects' })
    await openJumpTo()
    await browser.keys('pro'.split(''))
    const prodDb = await screen().findByRole('option', { name: 'prod-db' })
    // the projects page's action is first, its pages next, then the projects
    const [first] = await screen().findAllByRole('option')
    expect(await first.getComputedLabel()).toBe('New project')
    // WebDriver's own click: the pointer moves to the option, presses and releases there
    await prodDb.click()
    await expectPath(pb.instances({ project: 'prod-db' }))
    await screen().findByRole('heading', { name: 'Instances' })
    expect(await screen().queryByRole('combobox', { name: 'Jump to' })).toBeNull()
    // the click went to the option only: nothing under the palette took it afterwards
    await expectPath(pb.instances({ project: 'prod-db' }))
  })

  it('says when nothing matches, not as a result, and Enter then leaves the palette working', async () => {
    await openApp(pb.projects())
    await screen().findByRole('heading', { name: 'Projects' })
    await openJumpTo()
    await browser.keys('zzzz'.split(''))
    await screen().findByText('No results for “zzzz”')
    expect(await screen().queryAllByRole('option')).toHaveLength(0)
    await expectNoSeriousA11yViolations()

    // Enter with nothing to go to stays here, in the palette
    await browser.keys('Enter')
    await screen().findByRole('combobox', { name: 'Jump to' })
    await expectPath(pb.projects())

    // with nothing typed every page is a result, the first highlighted, and the arrows move on
    await browser.keys(Array(4).fill('Backspace'))
    const [first, second] = await screen().findAllByRole('option')
    // a result is a link to where it goes
    const secondHref = await second.getAttribute('href')
    expect(secondHref).toMatch(/^\//)
    await expectHighlighted(await first.getComputedLabel())
    await browser.keys('ArrowDown')
    await expectHighlighted(await second.getComputedLabel())
    await browser.keys('Enter')
    await expectPath(secondHref as string)
    await browser.waitUntil(async () => (await screen().queryByRole('combobox')) === null, {
      timeoutMsg: 'the palette stayed open',
    })
  })

  it('says which resources could not be searched, and still finds the pages and the rest', async () => {
    await openFailing(pb.instances({ project }), { method: 'GET', path: '/v1/vpcs', status: 500 })
    await screen().findByRole('heading', { name: 'Instances' })
    await openJumpTo()
    await browser.keys('db'.split(''))
    await screen().findByText('Could not load VPCs')
    await screen().findByRole('button', { name: 'Retry' })
    await screen().findByRole('option', { name: 'db1' })
    await browser.keys(Array(2).fill('Backspace'))
    await browser.keys('snapshots'.split(''))
    await screen().findByRole('option', { name: 'Snapshots' })
    await expectNoSeriousA11yViolations()
  })
})
