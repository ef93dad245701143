import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { ALERT_SEED } from '~/mirage/seeds/alert-seeds'
import { FAIL_500_NAME } from '~/mirage/sentinels'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { addFaults, liftFaults } from './helpers/faults'
import { clickLabelOf, enter, errorOf, type HostileField, retype } from './helpers/field-input'
import { type HostileValue, hostileValues, onePerMessage } from './helpers/hostile-input'
import { mockRequests, mutations } from './helpers/requests'
import { expectNoRow, rowAction, rowText, waitForListed } from './helpers/rows'
import { confirmDialog, expectPath, expectToast, screen } from './helpers/screen'

const { pager, chat, archive } = ALERT_SEED
const URL_MESSAGE = 'Not a valid URL (it must start with http:// or https://)'
const URL_CHARS = 'A URL cannot contain spaces or invisible characters'
const EMPTY_PART = 'Parts must be separated by single dots'
const PART_CHARS = 'Each part can only contain letters, numbers, and underscores, or be * or **'

const endpointRows: HostileValue[] = [
  { why: 'empty', value: '', message: 'Endpoint URL is required' },
  { why: 'whitespace only', value: '   ', message: 'Endpoint URL is required' },
  { why: 'no scheme', value: 'hooks.example.com/oxide', message: URL_MESSAGE },
  { why: 'a script', value: 'javascript:alert(1)', message: URL_MESSAGE },
  { why: 'another scheme', value: 'ftp://hooks.example.com', message: URL_MESSAGE },
  { why: 'an inner space', value: 'https://hooks.example.com/a b', message: URL_CHARS },
  { why: 'a zero-width space', value: 'https://hooks\u200b.example.com', message: URL_CHARS },
]
/**
 * A secret's rows. Its spaces at either end ('A secret cannot start or end with a space') are in
 * the unit table only (src/resources/alerts.test.ts): WebDriver's typing into a password field
 * drops a space, plain or no-break, so the field never holds the value to refuse.
 */
const secretRows: HostileValue[] = [
  { why: 'empty', value: '', message: 'Secret is required' },
  {
    why: 'a zero-width space',
    value: 'wh\u200bsec',
    message: 'A secret cannot contain invisible characters',
  },
]
const subscriptionRows: HostileValue[] = [
  { why: 'empty', value: '', message: 'Subscription is required' },
  { why: 'a trailing dot', value: 'update.', message: EMPTY_PART },
  { why: 'two dots', value: 'update..failed', message: EMPTY_PART },
  { why: 'a partial wildcard', value: 'update.fail*', message: PART_CHARS },
  { why: 'three stars', value: 'update.***', message: PART_CHARS },
  { why: 'a space', value: 'hardware sled', message: PART_CHARS },
  { why: 'a hyphen', value: 'hardware-sled', message: PART_CHARS },
]

/** The field named `name`: a text box, or a password field (which has no role). */
async function fieldNamed(name: string) {
  return name === 'Secret'
    ? screen().getByLabelText('Secret')
    : screen().getByRole('textbox', { name })
}

/** The last button named `name` (a side modal's comes after the page's of the same name). */
async function lastButton(name: string) {
  const buttons = await screen().getAllByRole('button', { name })
  return buttons[buttons.length - 1]
}

/**
 * Types each hostile value into its field (the others valid), presses the form's submit or the
 * field's own button, and requires the exact message on the field with nothing sent.
 */
async function expectRefused(fields: HostileField[], submit: string) {
  for (const { field } of fields) {
    const valid = fields.find((candidate) => candidate.field === field)?.valid ?? ''
    await enter(await fieldNamed(field), valid)
  }
  for (const { field, rows, valid, action } of fields) {
    const input = await fieldNamed(field)
    for (const { value, message, why } of rows) {
      const before = await mutations()
      await enter(input, value)
      // an entry's own button checks the entry once the field's validation on leaving it is
      // done: pressed straight from the field, that validation can clear the button's message
      if (action) await browser.keys('Tab')
      await (await lastButton(action ?? submit)).click()
      await browser.waitUntil(async () => (await errorOf(input))?.includes(message) ?? false, {
        timeoutMsg: `${field} ${why}: expected '${message}', got '${await errorOf(input)}'`,
      })
      expect(await mutations()).toEqual(before)
    }
    await enter(input, valid)
  }
}

describe('alerts', () => {
  it('lists the receivers, and the alert classes filtered by a pattern', async () => {
    await openApp(pb.alerts())
    await expectPath(pb.alertReceivers())
    await expect(browser).toHaveTitle('Receivers / Alerts / Oxide Console')
    expect(await rowText(chat)).toContain('https://chat.example.com/hooks/')
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('tab', { name: 'Alert classes' })).click()
    await expectPath(pb.alertClasses())
    await screen().findByRole('rowheader', { name: 'update.failed' })
    const filter = await screen().findByRole('textbox', { name: 'Filter' })
    await retype(filter, 'hardware.sled.*')
    await waitForListed('update.failed', false)
    expect(await screen().findAllByRole('rowheader')).toHaveLength(3)
    // a filter that breaks the pattern says why and asks nothing
    await retype(filter, 'hardware..sled')
    expect(await errorOf(filter)).toContain(EMPTY_PART)
    await browser.pause(500)
    const asked = await browser.execute(() =>
      (
        window as unknown as { mockServer: { pretender: { handledRequests: { url: string }[] } } }
      ).mockServer.pretender.handledRequests.map((request) => request.url),
    )
    expect(asked.some((url) => url.includes('hardware..sled'))).toBe(false)
    await expectNoSeriousA11yViolations()
  })

  it('creates a webhook receiver after refusing hostile input, then deletes it', async () => {
    await openApp(pb.alertReceiversNew())
    await screen().findByRole('dialog', { name: 'Create webhook receiver' })
    await expectNoSeriousA11yViolations()
    await expectRefused(
      [
        { field: 'Name', rows: hostileValues('name', 'Name'), valid: 'e2e-hook' },
        {
          field: 'Endpoint URL',
          rows: endpointRows,
          valid: 'https://hooks.example.com/e2e',
        },
        { field: 'Secret', rows: secretRows, valid: 'whsec-e2e' },
        {
          field: 'Subscription (Optional)',
          rows: subscriptionRows,
          valid: 'update.*',
          action: 'Add subscription',
        },
      ],
      'Create webhook receiver',
    )
    // the classes the pattern matches, as it is typed
    await expect(
      await screen().findByText(
        'Matches 3 alert classes: update.completed, update.failed, update.started',
      ),
    ).toBeDisplayed()
    await (await screen().getByRole('button', { name: 'Add subscription' })).click()
    await screen().findByRole('button', { name: 'Remove update.*' })

    const name = await screen().getByRole('textbox', { name: 'Name' })
    await retype(name, pager)
    await (await screen().getByRole('button', { name: 'Create webhook receiver' })).click()
    await browser.waitUntil(
      async () => (await errorOf(name))?.includes('Alert receiver name already exists') ?? false,
    )
    // the server's own failure: the form says so and stays, what was typed kept
    await retype(name, FAIL_500_NAME)
    await (await screen().getByRole('button', { name: 'Create webhook receiver' })).click()
    await expect(await screen().findByText('Internal Server Error')).toBeDisplayed()
    await retype(name, 'e2e-hook')
    await (await screen().getByRole('button', { name: 'Create webhook receiver' })).click()
    await expectToast('Webhook receiver e2e-hook created')
    await expectPath(pb.alertReceiverSubscriptions({ receiver: 'e2e-hook' }))
    expect(await rowText('update.*')).toContain('update.completed')
    const body = JSON.parse(
      (await browser.execute(() => {
        const handled = (
          window as unknown as {
            mockServer: { pretender: { handledRequests: { url: string; requestBody: string }[] } }
          }
        ).mockServer.pretender.handledRequests
        return handled.filter((request) => request.url.endsWith('/v1/webhook-receivers')).at(-1)
          ?.requestBody
      })) ?? '{}',
    )
    expect(body).toMatchObject({ secrets: ['whsec-e2e'], subscriptions: ['update.*'] })
    await expectNoSeriousA11yViolations()

    await (
      await screen().findByRole('button', { name: 'Actions for alert receiver e2e-hook' })
    ).click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    await confirmDialog('Delete alert receiver', 'Delete')
    await expectToast('Alert receiver e2e-hook deleted')
    await expectPath(pb.alertReceivers())
    await expectNoRow('e2e-hook')
  })

  it('adds and removes a subscription, each refusal on its field and each failure said', async () => {
    await openApp(pb.alertReceiverSubscriptionsNew({ receiver: chat }))
    await screen().findByRole('dialog', { name: 'Add subscription' })
    await expectNoSeriousA11yViolations()
    await expectRefused(
      [
        {
          field: 'Subscription',
          rows: [
            ...subscriptionRows,
            {
              why: 'one it has',
              value: 'update.*',
              message: 'The receiver already has this subscription',
            },
          ],
          valid: 'hardware.switch.*',
        },
      ],
      'Add subscription',
    )
    const field = await screen().getByRole('textbox', { name: 'Subscription' })
    await retype(field, 'update.exploded')
    await expect(await screen().findByText('Matches no alert class yet')).toBeDisplayed()
    await (await lastButton('Add subscription')).click()
    await browser.waitUntil(
      async () =>
        (await errorOf(field))?.includes('unknown alert class "update.exploded"') ?? false,
    )
    await retype(field, 'hardware.switch.*')
    await (await lastButton('Add subscription')).click()
    await expectToast('Subscription hardware.switch.* added')
    expect(await rowText('hardware.switch.*')).toContain('hardware.switch.link_down')

    await addFaults({
      method: 'DELETE',
      path: `/v1/alert-receivers/${chat}/subscriptions/update.*`,
      status: 500,
    })
    await rowAction('update.*', 'Remove')
    await confirmDialog('Remove subscription', 'Remove')
    await expectToast('Could not remove subscription')
    await liftFaults()
    await browser.keys('Escape')
    await rowAction('update.*', 'Remove')
    await confirmDialog('Remove subscription', 'Remove')
    await expectToast('Subscription update.* removed')
    await expectNoRow('update.*')
  })

  it('filters deliveries, resends one, and sends probes that arrive, fail, or cannot be sent', async () => {
    await openApp(pb.alertReceiverDeliveries({ receiver: chat }))
    await screen().findByRole('rowheader', { name: 'update.started' })
    await expectNoSeriousA11yViolations()
    await clickLabelOf('checkbox', 'Failed')
    await waitForListed('update.started', false)
    expect(await rowText('update.completed')).toMatch(/failed[\s\S]*3[\s\S]*503 in/)

    const alertId = await browser.execute(
      async (url) =>
        ((await (await fetch(url)).json()) as { items: { alert_id: string }[] }).items[0].alert_id,
      `/v1/alert-receivers/${chat}/deliveries?failed=true`,
    )
    await addFaults({ method: 'POST', path: `/v1/alerts/${alertId}/resend`, status: 500 })
    await rowAction('update.completed', 'Resend')
    await expectToast('Could not resend alert')
    await liftFaults()
    await rowAction('update.completed', 'Resend')
    await expectToast('Alert update.completed sent again')
    await clickLabelOf('checkbox', 'Failed')
    await browser.waitUntil(
      async () =>
        (await screen().findAllByRole('rowheader', { name: 'update.completed' })).length === 2,
    )

    await (await screen().getByRole('button', { name: 'Send probe' })).click()
    await expect(await screen().findByText('Probe delivered')).toBeDisplayed()
    await expect(await screen().findByText(/^The endpoint answered 200 in/)).toBeDisplayed()
    await screen().findByRole('rowheader', { name: 'probe' })
    await expectNoSeriousA11yViolations()

    await addFaults({ method: 'POST', path: `/v1/alert-receivers/${chat}/probe`, status: 500 })
    await (await screen().getByRole('button', { name: 'Send probe' })).click()
    await expectToast('Could not send probe')
    await liftFaults()

    await openApp(pb.alertReceiverDeliveries({ receiver: archive }))
    await (await screen().findByRole('button', { name: 'Send probe' })).click()
    await expect(await screen().findByText('Probe failed')).toBeDisplayed()
    await expect(await screen().findByText('The endpoint could not be reached.')).toBeDisplayed()
    const probeResend = await screen().findAllByRole('button', { name: 'Actions for probe' })
    await probeResend[0].click()
    await expect(await screen().findByRole('menuitem', { name: /^Resend/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('adds and deletes secrets, and edits the receiver', async () => {
    await openApp(pb.alertReceiverSecretsNew({ receiver: pager }))
    await screen().findByRole('dialog', { name: 'Add secret' })
    await expectNoSeriousA11yViolations()
    await expectRefused(
      [{ field: 'Secret', rows: secretRows, valid: 'whsec-rotated' }],
      'Add secret',
    )
    await addFaults({ method: 'POST', path: '/v1/webhook-secrets', status: 500 })
    await (await lastButton('Add secret')).click()
    await expect(await screen().findByText('Internal Server Error')).toBeDisplayed()
    await liftFaults()
    await (await lastButton('Add secret')).click()
    await expectToast('Secret added')
    await browser.waitUntil(async () => (await screen().findAllByRole('rowheader')).length === 2)
    expect(await browser.execute(() => document.body.textContent)).not.toContain('whsec-rotated')
    await expectNoSeriousA11yViolations()

    const [first] = await screen().findAllByRole('rowheader')
    const oldest = await first.getText()
    await addFaults({ method: 'DELETE', path: `/v1/webhook-secrets/${oldest}`, status: 500 })
    await rowAction(oldest, 'Delete')
    await confirmDialog('Delete secret', 'Delete')
    await expectToast('Could not delete secret')
    await liftFaults()
    await browser.keys('Escape')
    await rowAction(oldest, 'Delete')
    await confirmDialog('Delete secret', 'Delete')
    await expectToast('Secret deleted')
    await expectNoRow(oldest)

    await openApp(pb.alertReceiverEdit({ receiver: pager }))
    await screen().findByRole('dialog', { name: 'Edit webhook receiver' })
    await expectRefused(
      [
        {
          field: 'Name',
          rows: onePerMessage(hostileValues('name', 'Name')).slice(0, 2),
          valid: 'on-call-pager',
        },
        {
          field: 'Endpoint URL',
          rows: endpointRows.slice(2, 3),
          valid: 'https://events.pager.example.com/v3',
        },
      ],
      'Update webhook receiver',
    )
    await (await screen().getByRole('button', { name: 'Update webhook receiver' })).click()
    await expectToast('Webhook receiver on-call-pager updated')
    await expectPath(pb.alertReceiverSubscriptions({ receiver: 'on-call-pager' }))
    await expect(await screen().findByText('https://events.pager.example.com/v3')).toBeDisplayed()
    expect(await mockRequests()).toContain('PUT /v1/webhook-receivers/ops-pager')
  })
})
