/**
 * The instance page's pickers that choose what to attach offer only what the rule tables allow
 * now (SPEC §4's disk table; the floating IP rules) and count the rest under the field; a pick
 * that went stale meanwhile gets the server's refusal.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption } from './helpers/field-input'
import { mockRequests } from './helpers/requests'
import { screen } from './helpers/screen'

const instanceParams = (instance: string) => ({ project: 'mock-project', instance })

/** The options of the open picker, by their text. */
async function optionTexts() {
  return Promise.all((await screen().findAllByRole('option')).map((option) => option.getText()))
}

describe('attach existing disk (storage tab)', () => {
  it('offers only creating or detached disks, counts the others, and axe finds nothing open', async () => {
    await openApp(pb.instanceStorage(instanceParams('db1')))
    const { findByRole, findByText, getByRole } = screen()
    await expect(
      await findByText(
        /^\d+ other disks cannot be attached now\. Only creating or detached disks can be attached\.$/,
      ),
    ).toBeDisplayed()
    const picker = await getByRole('button', { name: /Attach existing disk/ })
    await picker.scrollIntoView({ block: 'center' })
    await picker.click()
    await findByRole('option', { name: 'data-detached' })
    await expectNoSeriousA11yViolations()
    const offered = await optionTexts()
    expect(offered).toContain('data-creating')
    // one seeded disk per state (SPEC §4): the others are not offered
    for (const refused of ['data-faulted', 'data-maintenance', 'import-ready', 'data-destroyed']) {
      expect(offered).not.toContain(refused)
    }
    await browser.keys('Escape')
  })

  it('shows the server’s refusal of a disk attached elsewhere meanwhile', async () => {
    await openApp(pb.instanceStorage(instanceParams('db1')))
    const { findByText, getByRole } = screen()
    await chooseOption(/Attach existing disk/, 'data-detached')
    // another user attaches it to another stopped instance before this one's attach
    expect(
      await behindTheConsole(
        'POST',
        '/v1/instances/state-stopped/disks/attach?project=mock-project',
        { disk: 'data-detached' },
      ),
    ).toBe(202)
    await (await getByRole('button', { name: 'Attach disk' })).click()
    await expect(await findByText(/is not detached \(it is attached\)/)).toBeDisplayed()
    expect(await mockRequests()).toContain('POST /v1/instances/db1/disks/attach')
  })

  it('offers no disk while the instance is running, and says why', async () => {
    await openApp(pb.instanceStorage(instanceParams('state-running')))
    const { findByText, getByRole, queryByText } = screen()
    await expect(
      await findByText('Only creating or stopped instances can have disks attached'),
    ).toBeDisplayed()
    await expect(await getByRole('button', { name: /Attach existing disk/ })).toBeDisabled()
    // the instance's own state is the reason; the disks' count would only distract
    expect(await queryByText(/other disks? cannot be attached now/)).toBeNull()
  })
})

describe('attach floating IP (networking tab)', () => {
  it('offers only free floating IPs and counts those attached to instances', async () => {
    await openApp(pb.instanceNetworking(instanceParams('db1')))
    const { findByRole, findByText, getByRole } = screen()
    await (await findByRole('button', { name: 'Attach floating IP' })).click()
    await findByRole('dialog', { name: 'Attach floating IP' })
    await expect(
      await findByText('2 floating IPs are already attached to instances.'),
    ).toBeDisplayed()
    await (await getByRole('button', { name: /Floating IP$/ })).click()
    await findByRole('option', { name: 'cola-float (192.0.2.64)' })
    await expectNoSeriousA11yViolations()
    expect(await optionTexts()).toEqual(['cola-float (192.0.2.64)', 'fanta-float (192.0.2.65)'])
  })
})
