/**
 * Alerts on the production path: an operator creates a webhook receiver with a secret and a
 * subscription through the production build against the HTTP server, sends it a probe, and
 * deletes it. The server's data is shared by every spec, so the receiver is named for this run.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { signInAt, uniqueName } from '../helpers/production'
import { confirmDialog, expectPath, screen } from '../helpers/screen'

describe('alerts against the server', () => {
  it('creates a webhook receiver, probes it, lists it and deletes it', async () => {
    const receiver = uniqueName('hook')
    await signInAt(pb.alertReceivers())
    await expect(await screen().findByRole('rowheader', { name: 'ops-pager' })).toBeDisplayed()
    await (await screen().findByRole('link', { name: 'New webhook receiver' })).click()
    await screen().findByRole('dialog', { name: 'Create webhook receiver' })
    await (await screen().getByRole('textbox', { name: 'Name' })).setValue(receiver)
    await (await screen().getByRole('textbox', { name: 'Endpoint URL' })).setValue(
      'https://hooks.example.com/oxide',
    )
    await (await screen().getByLabelText('Secret')).setValue('whsec-production')
    await (await screen().getByRole('textbox', { name: 'Subscription (Optional)' })).setValue(
      'update.*',
    )
    await (await screen().getByRole('button', { name: 'Add subscription' })).click()
    await screen().findByRole('button', { name: 'Remove update.*' })
    await (await screen().getByRole('button', { name: 'Create webhook receiver' })).click()
    await expectPath(pb.alertReceiverSubscriptions({ receiver }))
    await expect(await screen().findByRole('rowheader', { name: 'update.*' })).toBeDisplayed()

    await (await screen().findByRole('tab', { name: 'Deliveries' })).click()
    await (await screen().findByRole('button', { name: 'Send probe' })).click()
    await expect(await screen().findByText('Probe delivered')).toBeDisplayed()
    await screen().findByRole('rowheader', { name: 'probe' })

    await (
      await screen().findByRole('button', { name: `Actions for alert receiver ${receiver}` })
    ).click()
    await (await screen().findByRole('menuitem', { name: 'Delete' })).click()
    await confirmDialog('Delete alert receiver', 'Delete')
    await expectPath(pb.alertReceivers())
    await browser.waitUntil(
      async () => (await screen().queryByRole('rowheader', { name: receiver })) === null,
    )
  })
})
