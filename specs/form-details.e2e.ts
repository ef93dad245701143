import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, followToForm, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { expectPath, screen } from './helpers/screen'

/** Form details: numbers as typed, a summary that never goes stale, drafts. */

async function openProjectCreate() {
  await openApp(pb.projects())
  return followToForm('New project', pb.projectsNew(), 'Create project')
}

describe('number fields', () => {
  it('keep 2.5 GiB as typed: the size must be whole and nothing is sent', async () => {
    await openApp(pb.disksNew({ project: 'mock-project' }))
    const { findByRole, getByRole, findAllByText } = screen()
    await findByRole('dialog', { name: 'Create disk' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('half-a-gig')
    const size = await getByRole('textbox', { name: 'Size (GiB)' })
    await retype(size, '2.5')
    await (await getByRole('button', { name: 'Create disk' })).click()
    await findAllByText('Must be a whole number of GiB')
    // not snapped to 3 GiB as the field lost focus
    await expect(size).toHaveValue('2.5')
    expect(await sentRequests('POST /v1/disks')).toEqual([])
  })
})

describe('the error summary', () => {
  it("drops the server's error once the name is edited, and a good name then creates", async () => {
    await openProjectCreate()
    const { getByRole, findByText, queryByText } = screen()
    const name = await getByRole('textbox', { name: 'Name' })
    await name.setValue('fail-500')
    await (await getByRole('button', { name: 'Create project' })).click()
    await findByText('Internal Server Error')
    await expect(await getByRole('heading', { name: 'Error' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await retype(name, 'issue-18-summary')
    await browser.waitUntil(async () => (await queryByText('Internal Server Error')) === null, {
      timeoutMsg: "the summary kept the earlier submit's server error",
    })
    await (await getByRole('button', { name: 'Create project' })).click()
    await expectPath(pb.instances({ project: 'issue-18-summary' }))
  })
})

describe('a form left by an expired session', () => {
  it('comes back with what was typed after signing in again', async () => {
    await openApp(pb.projects())
    const { getByRole, findByRole } = screen()
    await (await findByRole('link', { name: 'New project' })).click()
    await findByRole('dialog', { name: 'Create project' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('kept-draft')
    await (await getByRole('textbox', { name: 'Description (Optional)' })).setValue('typed before')
    // the session ends on the server while the user types (it expires): the console does not know
    // until the form's call is refused
    await behindTheConsole('POST', '/v1/logout')
    await (await getByRole('button', { name: 'Create project' })).click()

    await expectPath(pb.login({ silo: 'default-silo' }))
    await (await screen().findByRole('textbox', { name: 'Username' })).setValue('hannah')
    await (await screen().getByLabelText('Password', { exact: false })).setValue('oxide')
    await (await screen().getByRole('button', { name: 'Sign in' })).click()

    await expectPath(pb.projectsNew())
    const form = screen()
    await form.findByRole('dialog', { name: 'Create project' })
    await expect(await form.getByRole('textbox', { name: 'Name' })).toHaveValue('kept-draft')
    await expect(await form.getByRole('textbox', { name: 'Description (Optional)' })).toHaveValue(
      'typed before',
    )
    // used once: the tab holds no draft any more
    const left = await browser.execute(() => sessionStorage.getItem('oxide-console:form-draft'))
    expect(left).toBeNull()
  })
})

describe('the scroll-overflow check', () => {
  /** Which edges of the dialog's scrolling body have more beyond them (SPEC §9). */
  const moreBeyond = (dialog: WebdriverIO.Element) =>
    browser.execute((element) => {
      const body = [...element.querySelectorAll<HTMLElement>('*')].find(
        (node) => getComputedStyle(node).overflowY === 'auto',
      )
      return ['above', 'below'].filter((edge) => body?.hasAttribute(`data-more-${edge}`))
    }, dialog)

  it('marks the edges of a long form where more lies beyond, following the scroll', async () => {
    await browser.setWindowSize(1280, 700)
    await openApp(pb.vpcFirewallRulesNew({ project: 'mock-project', vpc: 'default' }))
    const dialog = await screen().findByRole('dialog', { name: 'Create firewall rule' })
    await browser.waitUntil(async () => (await moreBeyond(dialog)).join() === 'below', {
      timeoutMsg: 'the top of a long form should say only that more lies below',
    })
    // as a wheel would: the body scrolls to its end
    await browser.execute((element) => {
      const body = [...element.querySelectorAll<HTMLElement>('*')].find(
        (node) => getComputedStyle(node).overflowY === 'auto',
      )
      body?.scrollTo({ top: body.scrollHeight })
    }, dialog)
    await browser.waitUntil(async () => (await moreBeyond(dialog)).join() === 'above', {
      timeoutMsg: 'the end of the form should say only that more lies above',
    })
  })
})
