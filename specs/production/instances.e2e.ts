/**
 * An instance's life on the production path: created with the form's defaults on the
 * dual-stack silo (where the server refuses 'the default pool' without an IP version), started,
 * stopped and deleted, watched on its page as the server moves it on.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { retype } from '../helpers/field-input'
import { signInAt, statusOf, uniqueName } from '../helpers/production'
import { confirmDialog, expectPath, screen } from '../helpers/screen'

const project = 'mock-project'
const instances = pb.instances({ project })

/**
 * The instance page's header shows `state` at rest (a status light, not a spinner). The page
 * polls while the instance moves; the mock server takes half a second per step.
 */
const waitForState = (state: string) =>
  browser.waitUntil(async () => (await screen().queryByText(state, { exact: true })) !== null, {
    timeout: 20_000,
    interval: 250,
    timeoutMsg: `the instance never showed ${state}`,
  })

/** Centred first, so the list opens below the button and the click picks the option meant. */
async function chooseOption(pickerLabel: RegExp, option: RegExp) {
  const picker = await screen().getByRole('button', { name: pickerLabel })
  await picker.scrollIntoView({ block: 'center' })
  await picker.click()
  await (await screen().findByRole('option', { name: option })).click()
}

/** A primary action in the header: a button while the instance's state allows it. */
const headerButton = (name: string) => screen().findByRole('button', { name })

describe('instances on the production build', () => {
  it('creates an instance with the form’s defaults, starts, stops and deletes it', async () => {
    const name = uniqueName('e2e-instance')
    await signInAt(instances)
    const { findByRole, findByText, getByRole } = screen()
    await (await findByRole('link', { name: 'New instance' })).click()
    await expectPath(pb.instancesNew({ project }))
    await findByRole('heading', { name: 'Create instance', level: 1 })
    // the silo has default pools of both IP versions: the form asks, IPv4 first
    await expect(await findByRole('radio', { name: 'IPv4' })).toBeSelected()
    await expect(await getByRole('switch', { name: 'Start after creation' })).toBeSelected()
    await expectNoSeriousA11yViolations()

    // only what the form requires: a name and an image
    await retype(await getByRole('textbox', { name: 'Name' }), name)
    await chooseOption(/Image/, /fedora-40/)
    await (await getByRole('button', { name: 'Create instance' })).click()
    await findByText(`Instance ${name} created`)
    await expectPath(pb.instanceStorage({ project, instance: name }))
    await expect(await findByRole('heading', { name, level: 1 })).toBeDisplayed()
    // created and started: creating, starting, then running
    await waitForState('running')
    // running, the storage tab says why disks cannot be attached, legibly
    await expect(
      await findByText('Only creating or stopped instances can have disks attached'),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await headerButton('Stop')).click()
    await confirmDialog('Stop instance', 'Stop')
    await findByText(`Stopping instance ${name}`)
    await waitForState('stopped')

    await (await headerButton('Start')).click()
    await findByText(`Starting instance ${name}`)
    await waitForState('running')

    // only a stopped instance can be deleted; from its own page, which then leaves for the list
    await (await headerButton('Stop')).click()
    await confirmDialog('Stop instance', 'Stop')
    await waitForState('stopped')
    await (await findByRole('button', { name: `Actions for instance ${name}` })).click()
    await (await findByRole('menuitem', { name: /^Delete/ })).click()
    await confirmDialog('Delete instance', 'Delete')
    await findByText(`Instance ${name} deleted`)
    await expectPath(instances)
    await browser.waitUntil(async () => (await screen().queryByRole('link', { name })) === null, {
      timeoutMsg: `${name} is still listed`,
    })
    expect(await statusOf(`/v1/instances/${name}?project=${project}`)).toBe(404)
  })
})
