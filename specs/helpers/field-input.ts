import { browser, expect } from '@wdio/globals'
import type { HostileValue } from './hostile-input'
import { mockRequests, retype } from './screen'

/**
 * The message a field gives assistive technology (its error is part of its description), or
 * null while it is valid.
 */
export function errorOf(input: WebdriverIO.Element) {
  return browser.execute((element) => {
    if (element.getAttribute('aria-invalid') !== 'true') return null
    return (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
  }, input)
}

/**
 * `retype`, except that a value of spaces alone is compared as typed (the value matcher trims
 * by default, and '   ' would never equal '').
 */
export async function enter(input: WebdriverIO.Element, value: string) {
  if (value === '' || value.trim() !== '') return retype(input, value)
  await retype(input, '')
  await input.addValue(value)
  await expect(input).toHaveValue(value, { trim: false })
}

/** The creates, updates and deletes the mock has answered so far. */
export const mutations = async () =>
  (await mockRequests()).filter((request) => /^(POST|PUT|DELETE) /.test(request))

/** A form field and the hostile values a spec types into it. */
export interface HostileField {
  /** The field's accessible name. */
  field: string
  rows: HostileValue[]
  /** A value the field accepts, so each row is tried with every other field valid. */
  valid: string
  /** The button that checks the field, when not the form's submit (an entry added to a list). */
  action?: string
}
