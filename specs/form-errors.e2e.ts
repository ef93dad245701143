import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { expectPath, screen } from './helpers/screen'

/**
 * A form's error shows once (SPEC §2's summary): at its field, with the summary linking to the
 * field; an error with no field of its own is its message in the summary.
 */

/** The summary's region: the alert headed 'Error' or 'Errors'. */
const summaryText = async () => {
  const heading = await screen().findByRole('heading', { name: /^Errors?$/ })
  return (await heading.parentElement()).getText()
}

/**
 * How many times `text` shows in the form `form` (outside it, a visually hidden live region says
 * a required field's message, SPEC §8: heard, not shown).
 */
async function timesShown(form: WebdriverIO.Element, text: string) {
  return (await form.getText()).split(text).length - 1
}

/** The label of the focused field: its label element's, or what its aria-labelledby names. */
const activeElementLabel = () =>
  browser.execute(() => {
    const active = document.activeElement as HTMLInputElement | null
    const labelledBy = (active?.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
    return active?.labels?.[0]?.textContent ?? labelledBy
  })

describe('the error summary of a side-modal form', () => {
  it('shows a field error at its field only, the summary linking there', async () => {
    await openApp(pb.projectsNew())
    const { findByRole, getByRole } = screen()
    const dialog = await findByRole('dialog', { name: 'Create project' })
    await (await getByRole('button', { name: 'Create project' })).click()
    await findByRole('link', { name: 'Name' })
    expect(await timesShown(dialog, 'Name is required')).toBe(1)
    expect(await summaryText()).not.toContain('Name is required')
    const link = await findByRole('link', { name: 'Name' })
    await expectNoSeriousA11yViolations()
    await link.click()
    expect(await activeElementLabel()).toBe('Name')
    expect(await sentRequests('POST /v1/projects')).toEqual([])
  })

  it("shows the server's error with no field as its message, once", async () => {
    await openApp(pb.projectsNew())
    const { findByRole, getByRole } = screen()
    const dialog = await findByRole('dialog', { name: 'Create project' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('fail-500')
    await (await getByRole('button', { name: 'Create project' })).click()
    expect(await timesShown(dialog, 'Internal Server Error')).toBe(1)
    expect(await summaryText()).toContain('Internal Server Error')
  })
})

describe('the error summary of the full-page form', () => {
  it('counts each problem once and links to its field', async () => {
    await openApp(pb.instancesNew({ project: 'mock-project' }))
    const { findByRole, getByRole } = screen()
    await findByRole('heading', { name: 'Create instance', level: 1 })
    await retype(await getByRole('textbox', { name: 'Name' }), 'Bad')
    await (await getByRole('button', { name: 'Create instance' })).click()
    await findByRole('link', { name: 'Image' })
    const form = await getByRole('form', { name: 'Create instance' })
    expect(await timesShown(form, 'Must start with a lowercase letter')).toBe(1)
    expect(await timesShown(form, 'Image is required')).toBe(1)
    expect(await summaryText()).toContain('2 issues:')
    await (await findByRole('link', { name: 'Image' })).click()
    expect(await activeElementLabel()).toContain('Image')
    await expectPath(pb.instancesNew({ project: 'mock-project' }))
  })
})
