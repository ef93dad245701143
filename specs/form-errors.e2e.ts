import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { expectPath, screen } from './helpers/screen'

/**
 * A form's error shows once (SPEC §2's summary): at its field, which the submit focuses; the
 * summary shows only for an error no field on screen shows (its message), linking to the fields
 * of the others.
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

/** The focused element's role and text, to tell the summary (an alert) from a field. */
const focusedAlertText = () =>
  browser.execute(() => {
    const active = document.activeElement
    return active?.getAttribute('role') === 'alert' ? (active.textContent ?? '') : null
  })

/** Whether the focused element lies wholly inside the viewport (a focus that scrolled there). */
const focusedIsInView = () =>
  browser.execute(() => {
    const rect = document.activeElement?.getBoundingClientRect()
    return rect !== undefined && rect.top >= 0 && rect.bottom <= window.innerHeight
  })

describe('the error summary of a side-modal form', () => {
  it('shows no summary when every error is at its field: the first invalid field takes focus', async () => {
    await openApp(pb.projectsNew())
    const { findByRole, getByRole, queryByRole } = screen()
    const dialog = await findByRole('dialog', { name: 'Create project' })
    await (await getByRole('button', { name: 'Create project' })).click()
    await browser.waitUntil(async () => (await activeElementLabel()) === 'Name', {
      timeoutMsg: 'the empty submit did not move focus to the Name field',
    })
    expect(await timesShown(dialog, 'Name is required')).toBe(1)
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expectNoSeriousA11yViolations()
    expect(await sentRequests('POST /v1/projects')).toEqual([])
  })

  it("shows the server's error with no field as its message, once, and focuses it", async () => {
    await openApp(pb.projectsNew())
    const { findByRole, getByRole } = screen()
    const dialog = await findByRole('dialog', { name: 'Create project' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('fail-500')
    for (const attempt of ['first', 'second']) {
      await (await getByRole('button', { name: 'Create project' })).click()
      expect(await summaryText()).toContain('Internal Server Error')
      expect(await timesShown(dialog, 'Internal Server Error')).toBe(1)
      await browser.waitUntil(
        async () => (await focusedAlertText())?.includes('Internal Server Error') === true,
        { timeoutMsg: `focus did not go to the error summary after the ${attempt} refusal` },
      )
    }
  })
})

describe('the error summary of the full-page form', () => {
  it('shows no summary when every error is at its field; focus goes to the first, scrolled to', async () => {
    await openApp(pb.instancesNew({ project: 'mock-project' }))
    const { findByRole, getByRole, queryByRole } = screen()
    await findByRole('heading', { name: 'Create instance', level: 1 })
    await retype(await getByRole('textbox', { name: 'Name' }), 'Bad')
    await (await getByRole('button', { name: 'Create instance' })).click()
    await browser.waitUntil(async () => (await activeElementLabel()) === 'Name', {
      timeoutMsg: 'the submit did not move focus to the first invalid field, Name',
    })
    const form = await getByRole('form', { name: 'Create instance' })
    expect(await timesShown(form, 'Must start with a lowercase letter')).toBe(1)
    expect(await timesShown(form, 'Image is required')).toBe(1)
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    // with the name fixed, the next invalid field down the page takes focus, scrolled into view
    await retype(await getByRole('textbox', { name: 'Name' }), 'good-name')
    await (await getByRole('button', { name: 'Create instance' })).click()
    await browser.waitUntil(async () => (await activeElementLabel()).includes('Image'), {
      timeoutMsg: 'the submit did not move focus to the Image field',
    })
    expect(await focusedIsInView()).toBe(true)
    expect(await queryByRole('heading', { name: /^Errors?$/ })).toBeNull()
    await expectPath(pb.instancesNew({ project: 'mock-project' }))
  })
})
