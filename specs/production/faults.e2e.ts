/**
 * Faults at the worst moment on the production path: two browser tabs of one user
 * edit the same whole-list resources, a VPC's firewall rules and a project's policy, each with a
 * form open while the other saves. The console reads the list right before it writes, so neither
 * save drops what the other saved. And the network drops in the middle of an image upload: the
 * upload cleans up after itself on the server and says so. (Preview faults: specs/faults.e2e.ts.)
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { waitForRender } from '../helpers/app'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { chooseOption, clickLabelOf, retype } from '../helpers/field-input'
import { openConsole, signInAt, uniqueName } from '../helpers/production'
import { expectPath, press, screen } from '../helpers/screen'
import { generatedFile, uploadLeftovers } from '../helpers/upload'

const PROJECT = 'mock-project'

/** Creates what a test works in through the API, with the page's session (shared server data). */
async function post(path: string, body: Record<string, string>) {
  const status = await browser.execute(
    async (url, json) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json,
        })
      ).status,
    path,
    JSON.stringify(body),
  )
  expect(status).toBe(201)
}

/** Opens `path` in a second tab of the same browser (same session cookie) and goes there. */
async function openSecondTab(path: string) {
  const first = await browser.getWindowHandle()
  await browser.newWindow(new URL(path, browser.options.baseUrl).href, { type: 'tab' })
  await waitForRender(path)
  return first
}

/** Closes the tab in use and goes back to `tab`. */
async function closeTabFor(tab: string) {
  await browser.closeWindow()
  await browser.switchToWindow(tab)
}

async function newRule(name: string, priority: string) {
  const { findByRole, getByRole } = screen()
  await findByRole('dialog', { name: 'Create firewall rule' })
  await retype(await getByRole('textbox', { name: 'Name' }), name)
  await retype(await getByRole('textbox', { name: 'Priority' }), priority)
}

/**
 * A page loaded afresh may first show the device's copy of the list (warm start), then the
 * server's answer, which brings what the other tab saved: wait as long as a load may take.
 */
const LOAD = { timeout: 10_000 }

async function expectRows(names: string[]) {
  for (const name of names) {
    await expect(await screen().findByRole('rowheader', { name }, LOAD)).toBeDisplayed()
  }
}

/**
 * A row of the access table: its name, then type, role here, inherited and effective role. The
 * row is found afresh on every try: the table's virtualizer shows another member in a row's
 * element when the list changes under it (seen after an add, on a slow machine).
 */
async function expectAccessRow(name: string, roleHere: string) {
  await browser.waitUntil(
    async () => {
      const row = await screen().queryByRole('row', { name: new RegExp(`^${name}`) })
      const text = row ? await row.getText().catch(() => '') : ''
      return text.split(/[\n\t]/).includes(roleHere)
    },
    { ...LOAD, timeoutMsg: `${name} does not have the role ${roleHere} here` },
  )
}

async function fillAssignment(identity: string, role: string) {
  const { findByRole } = screen()
  await (await findByRole('button', { name: 'Add user or group' })).click()
  await findByRole('dialog', { name: 'Add user or group' })
  await chooseOption(/User or group/, identity)
  await clickLabelOf('radio', role)
}

describe('two tabs editing the same thing on the production build', () => {
  it('both tabs add a firewall rule while the other’s form is open: both rules stay', async () => {
    const vpc = uniqueName('e2e-tabs')
    const rules = pb.vpcFirewallRules({ project: PROJECT, vpc })
    await signInAt(pb.projects())
    await post(`/v1/vpcs?project=${PROJECT}`, { name: vpc, dns_name: vpc, description: 'tabs' })

    await openConsole(pb.vpcFirewallRulesNew({ project: PROJECT, vpc }))
    await newRule('from-first-tab', '100')

    const first = await openSecondTab(pb.vpcFirewallRulesNew({ project: PROJECT, vpc }))
    await newRule('from-second-tab', '200')
    await press('Create firewall rule')
    await screen().findByText('Firewall rule from-second-tab created')
    await expectPath(rules)
    const second = await browser.getWindowHandle()

    // the first tab's form was filled before the second tab saved
    await browser.switchToWindow(first)
    await press('Create firewall rule')
    await screen().findByText('Firewall rule from-first-tab created')
    await expectPath(rules)
    await expectRows(['from-first-tab', 'from-second-tab', 'allow-ssh', 'allow-icmp'])
    await expectNoSeriousA11yViolations()

    // and what the server holds, seen afresh from the other tab
    await browser.switchToWindow(second)
    await openConsole(rules)
    await expectRows(['from-first-tab', 'from-second-tab', 'allow-ssh', 'allow-icmp'])
    await closeTabFor(first)
  })

  it('both tabs add to a project’s policy while the other’s form is open: both stay', async () => {
    const project = uniqueName('e2e-tabs')
    const access = pb.projectAccess({ project })
    await signInAt(pb.projects())
    await post('/v1/projects', { name: project, description: 'two tabs' })

    await openConsole(access)
    await fillAssignment('Ada Lovelace (user)', 'Viewer')

    const first = await openSecondTab(access)
    await fillAssignment('Alan Turing (user)', 'Collaborator')
    await press('Add')
    await expectAccessRow('Alan Turing', 'Collaborator')
    const second = await browser.getWindowHandle()

    await browser.switchToWindow(first)
    await press('Add')
    await expectAccessRow('Ada Lovelace', 'Viewer')
    await expectAccessRow('Alan Turing', 'Collaborator')

    await browser.switchToWindow(second)
    await openConsole(access)
    await expectAccessRow('Ada Lovelace', 'Viewer')
    await expectAccessRow('Alan Turing', 'Collaborator')
    await closeTabFor(first)
  })
})

/** The upload's chunks (CHUNK_BYTES each) and how many reach the server before the drop. */
const CHUNKS = 8
const WRITES_BEFORE_DROP = 2

describe('the network dropping in the middle of an upload on the production build', () => {
  it('fails the upload, removes the temporary disk and says so, keeping the form', async () => {
    const name = uniqueName('e2e-dropped')
    await signInAt(pb.projectImagesNew({ project: PROJECT }))
    const { findByRole, findByText, getByRole, getByLabelText } = screen()
    await findByRole('dialog', { name: 'Upload image' })
    // The browser fails the disk's writes from the third on at its network layer (WebDriver
    // BiDi network interception): they never reach the server and fetch rejects, as on a dropped
    // connection. Everything else, the cleanup included, still goes through. Each abort is for
    // one request: the queue holds one for every chunk left, however many the parallel writers
    // start before they stop.
    const writes = await browser.mock('/v1/disks/:disk/bulk-write', { method: 'POST' })
    for (let i = 0; i < WRITES_BEFORE_DROP; i++) writes.requestOnce({})
    for (let i = WRITES_BEFORE_DROP; i < CHUNKS; i++) writes.abortOnce()
    try {
      await retype(await getByRole('textbox', { name: 'Name' }), name)
      await retype(await getByRole('textbox', { name: 'OS' }), 'debian')
      await retype(await getByRole('textbox', { name: 'Version' }), '12')
      await (await getByLabelText('Image file')).setValue(
        generatedFile(`${name}.img`, CHUNKS * 512 * 1024),
      )
      await (await getByRole('button', { name: 'Upload' })).click()
      await findByText(
        'Upload data failed: Error reading API response. The temporary disk and snapshot were removed.',
        {},
        { timeout: 30_000 },
      )
      // the writes before the drop did reach the server: the drop was in the middle of the upload
      expect(writes.calls.map((call) => call.response.status)).toEqual(
        Array(WRITES_BEFORE_DROP).fill(204),
      )
    } finally {
      await writes.restore()
    }

    // with the network back, the server has neither the image nor anything temporary
    expect(await uploadLeftovers(name, PROJECT)).toEqual({ image: 404, disks: [], snapshots: [] })
    await expectPath(pb.projectImagesNew({ project: PROJECT }))
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    await expect(await getByRole('textbox', { name: 'OS' })).toHaveValue('debian')
    await expect(await getByRole('textbox', { name: 'Version' })).toHaveValue('12')
    await expectNoSeriousA11yViolations()
  })
})
