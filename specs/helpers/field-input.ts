import { browser, expect } from '@wdio/globals'
import { Key } from 'webdriverio'
import { type HostileValue, onePerMessage } from './hostile-input'
import { mutations } from './requests'
import { expectShown, press, screen } from './screen'

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
 * A field's message comes a render after the press: the default half-second poll would double a
 * hostile row's time.
 */
const MESSAGE_POLL_MS = 50

/**
 * Waits until the field says `message`, as assistive technology reads it; `context` (the form,
 * the value tried) leads the failure's message.
 */
export async function expectFieldError(
  input: WebdriverIO.Element,
  message: string,
  context?: string,
) {
  await browser.waitUntil(async () => (await errorOf(input))?.includes(message) ?? false, {
    interval: MESSAGE_POLL_MS,
    timeoutMsg: `${context ? `${context}: ` : ''}expected '${message}', got '${await errorOf(input)}'`,
  })
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

/**
 * Clear an S2 text field with keystrokes (it ignores clearValue), then type. The field is
 * scrolled to the middle of the view first, as a user would: WebDriver's own scroll puts it at
 * the bottom edge, under a full-page form's sticky footer.
 */
export async function retype(element: WebdriverIO.Element, text: string) {
  await element.scrollIntoView({ block: 'center' })
  await element.click()
  await browser.keys([process.platform === 'darwin' ? 'Meta' : 'Control', 'a'])
  await browser.keys('Backspace')
  if (text) await element.addValue(text)
  await expect(element).toHaveValue(text)
}

/**
 * The picker named `label`: of the buttons of that name, the one that opens a list (a sortable
 * column's header behind a side modal can have the same name: 'Disk').
 */
export async function getPicker(label: string | RegExp) {
  for (const button of await screen().getAllByRole('button', { name: label })) {
    if ((await button.getAttribute('aria-haspopup')) !== null) return button
  }
  throw new Error(`no picker named ${label}`)
}

/**
 * Opens the picker labelled `pickerLabel`, picks `option` and waits for the list to close (a
 * click right after can otherwise land on the fading list instead of the button under it). The
 * picker is pressed until its list is open: an error summary that takes focus as it appears
 * after a refused submit closes a list opened at that moment.
 */
export async function chooseOption(pickerLabel: string | RegExp, option: string | RegExp) {
  const picker = await getPicker(pickerLabel)
  // scrolling closes an open list (React Aria closes popovers on scroll)
  if ((await picker.getAttribute('aria-expanded')) !== 'true') {
    await picker.scrollIntoView({ block: 'center' })
  }
  await browser.waitUntil(
    async () => {
      if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click()
      return (await screen().queryByRole('option', { name: option })) !== null
    },
    { timeoutMsg: `the picker did not offer ${option}` },
  )
  await (await screen().findByRole('option', { name: option })).click()
  await browser.waitUntil(async () => (await screen().queryByRole('listbox')) === null, {
    timeoutMsg: 'the picker’s list did not close',
  })
}

/**
 * S2 radios, checkboxes and switches hide the native input; a user clicks the label, in the
 * middle of the view (see `retype`).
 */
export async function clickLabelOf(role: 'radio' | 'checkbox' | 'switch', name: string | RegExp) {
  const input = await screen().getByRole(role, { name })
  const label = await (await input.parentElement()).parentElement()
  await label.scrollIntoView({ block: 'center' })
  await label.click()
}

/**
 * The last button named `name`: a side modal comes after the page, whose own button of the same
 * name (Add network interface, Attach IP pool) stays in the accessibility tree behind it.
 */
export async function lastButtonNamed(name: string) {
  const buttons = await screen().getAllByRole('button', { name })
  return buttons[buttons.length - 1]
}

/** How WebDriver names an element in an actions request's pointer origin. */
const ELEMENT_REFERENCE = 'element-6066-11e4-a52e-4f735466cecf'

type Action = Record<string, unknown>
const keyPress = (key: string): Action[] => [
  { type: 'keyDown', value: key },
  { type: 'keyUp', value: key },
]
const pointerClick = (element: WebdriverIO.Element): Action[] => [
  {
    type: 'pointerMove',
    duration: 0,
    x: 0,
    y: 0,
    origin: { [ELEMENT_REFERENCE]: element.elementId },
  },
  { type: 'pointerDown', button: 0 },
  { type: 'pointerUp', button: 0 },
]
const idle = (ticks: number): Action[] => Array.from({ length: ticks }, () => ({ type: 'pause' }))

/**
 * What `retype` does (a click in the field, its text selected and deleted, `value` typed), then
 * `then` if given (a click on a button, or Tab away), as one WebDriver request: the pointer and
 * the keyboard take turns tick by tick. With each step a request of its own, the hostile-input
 * spec took 214 s on a quiet two-core machine; with this, 156 s. The elements must be in view
 * (`inViewForTyping`): a pointer action does not scroll.
 */
async function typeThen(
  input: WebdriverIO.Element,
  value: string,
  then?: WebdriverIO.Element | 'Tab',
) {
  const selectAll = process.platform === 'darwin' ? Key.Command : Key.Control
  const keys: Action[] = [
    { type: 'keyDown', value: selectAll },
    ...keyPress('a'),
    { type: 'keyUp', value: selectAll },
    ...keyPress(Key.Backspace),
    ...[...value].flatMap(keyPress),
    ...(then === 'Tab' ? keyPress(Key.Tab) : []),
  ]
  const clickInput = pointerClick(input)
  const pointer = [
    ...clickInput,
    ...idle(keys.length),
    ...(then === undefined || then === 'Tab' ? [] : pointerClick(then)),
  ]
  await browser.performActions([
    {
      type: 'pointer',
      id: 'hostile-pointer',
      parameters: { pointerType: 'mouse' },
      actions: pointer,
    },
    { type: 'key', id: 'hostile-keys', actions: [...idle(clickInput.length), ...keys] },
  ])
}

/**
 * Scrolls `input` to the middle of the view unless its centre is in sight (a refused submit can
 * move focus, and the view, to the form's error summary; a sticky footer can cover it), and says
 * whether `input` and `button` are each the element at their centres, as a pointer action needs:
 * a tall form's button can be out of view while its field is in it.
 */
async function inViewForTyping(input: WebdriverIO.Element, button: WebdriverIO.Element) {
  return browser.execute(
    (field, target) => {
      const atCentre = (element: Element) => {
        const { left, top, width, height } = element.getBoundingClientRect()
        const hit = document.elementFromPoint(left + width / 2, top + height / 2)
        return hit !== null && (element === hit || element.contains(hit))
      }
      if (!atCentre(field)) field.scrollIntoView({ block: 'center' })
      return { field: atCentre(field), button: atCentre(target) }
    },
    input,
    button,
  )
}

/**
 * Types hostile values of `fields` into their field with every other field valid, presses the
 * form's `submit` (or the field's own `action`, for an entry added to a list) and waits for the
 * value's exact message on the field (SPEC §5); in the end nothing was sent. `form` names the form
 * in a failure. Returns how many values were tried.
 *
 * A field tries the first of its rows for each message it can give (`onePerMessage`): the unit
 * tests run every row through the schema each form validates with (src/util/hostile-input.test.ts
 * and the forms' own), so what is left to go wrong on the page is the field's wiring, which one
 * value per message shows. Each value typed costs seconds of the suite on a loaded machine.
 */
export async function expectHostileValuesRefused(
  form: string,
  fields: HostileField[],
  submit: string,
): Promise<number> {
  const textbox = (name: string) => screen().getByRole('textbox', { name })
  const sentBefore = await mutations()
  for (const { field, valid } of fields) await retype(await textbox(field), valid)
  let tried = 0
  for (const { field, rows, valid, action = submit } of fields) {
    // found once per field: every role query walks the whole page, a slow round trip
    const input = await textbox(field)
    const button = await lastButtonNamed(action)
    let shown: string | undefined
    for (const { value, message, why } of onePerMessage(rows)) {
      const inView = await inViewForTyping(input, button)
      if (!inView.field) throw new Error(`${form}, ${field}: the field is not in view`)
      // the same message again could be the last row's still showing: clear it first. A number
      // field takes its value as it loses focus; every field validates then
      if (shown === message) {
        await typeThen(input, valid, 'Tab')
        await browser.waitUntil(async () => (await errorOf(input)) === null, {
          interval: MESSAGE_POLL_MS,
          timeoutMsg: `${form}, ${field}: ${JSON.stringify(valid)} should be valid`,
        })
      }
      if (inView.button) {
        await typeThen(input, value, button)
      } else {
        await typeThen(input, value)
        await button.scrollIntoView({ block: 'center' })
        await button.click()
      }
      await expectFieldError(
        input,
        message,
        `${form}, ${field}, ${why} (${JSON.stringify(value.slice(0, 40))})`,
      )
      shown = message
      tried += 1
    }
    await retype(input, valid)
  }
  expect(await mutations()).toEqual(sentBefore)
  return tried
}

/** Types `values` into the text boxes of their names, in order, and presses `submit`. */
export async function fillAndSubmit(values: Record<string, string>, submit: string) {
  for (const [name, value] of Object.entries(values)) {
    await retype(await screen().getByRole('textbox', { name }), value)
  }
  await press(submit)
}

/**
 * Types `values` into the text boxes of their names, presses `submit` and waits for the server's
 * refusal `message`, on the field named `on` when given: the form keeps every value as typed
 * (SPEC §2).
 */
export async function expectRefusedAsTyped(
  values: Record<string, string>,
  submit: string,
  message: string,
  { on }: { on?: string } = {},
) {
  await fillAndSubmit(values, submit)
  if (on) await expectFieldError(await screen().getByRole('textbox', { name: on }), message)
  else await expectShown(message)
  for (const [name, value] of Object.entries(values)) {
    await expect(await screen().getByRole('textbox', { name })).toHaveValue(value)
  }
}
