/**
 * Network access on the production path: an operator adds a network to the allow list and takes
 * it out again, and blocks and allows inbound ICMP, through the production build against the
 * HTTP server. No other spec reads these settings; each test leaves them as it found them.
 */
import { randomInt } from 'node:crypto'
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { clickLabelOf, retype } from '../helpers/field-input'
import { signInAt } from '../helpers/production'
import { expectPath, expectToast, press, screen } from '../helpers/screen'

const PAGE = pb.networkAccess()

const allowedSources = async () =>
  (await (await screen().findByRole('list', { name: 'Allowed sources' })).getText()).split('\n')

/** Opens the form, makes `change` and saves it through the confirmation. */
async function saveAllowList(change: () => Promise<void>) {
  await (await screen().findByRole('link', { name: 'Edit allow list' })).click()
  await screen().findByRole('dialog', { name: 'Edit allow list' })
  await change()
  await press('Save allow list')
  const confirm = await screen().findByRole('alertdialog', { name: 'Confirm the new allow list' })
  await (await confirm.$('aria/Save allow list')).click()
  await expectToast('Allow list saved')
  await expectPath(PAGE)
}

describe('network access against the server', () => {
  it('adds a network to the allow list and takes it out again', async () => {
    // a /28 of this run's own in the documentation range
    const net = `203.0.113.${16 * randomInt(1, 16)}/28`
    await signInAt(PAGE)
    const before = await allowedSources()
    await saveAllowList(async () => {
      await retype(await screen().getByRole('textbox', { name: 'IP address or network' }), net)
      await press('Add entry')
    })
    await browser.waitUntil(async () => (await allowedSources()).includes(net), {
      timeoutMsg: `${net} is not listed`,
    })
    await saveAllowList(() => press(`Remove ${net}`))
    await browser.waitUntil(
      async () => JSON.stringify(await allowedSources()) === JSON.stringify(before),
      { timeoutMsg: 'the list is not as it was' },
    )
  })

  it('blocks inbound ICMP after confirming, then allows it again', async () => {
    await signInAt(PAGE)
    const icmp = () => screen().findByRole('switch', { name: 'Allow inbound ICMP' })
    await expect(await icmp()).toBeSelected()
    await clickLabelOf('switch', 'Allow inbound ICMP')
    const confirm = await screen().findByRole('alertdialog', { name: 'Block inbound ICMP' })
    await (await confirm.$('aria/Block')).click()
    await expectToast('Inbound ICMP blocked')
    await expect(await icmp()).not.toBeSelected()
    await clickLabelOf('switch', 'Allow inbound ICMP')
    await expectToast('Inbound ICMP allowed')
    await expect(await icmp()).toBeSelected()
  })
})
