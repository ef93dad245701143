/**
 * Faults at the worst moment, in the preview: the session ends while a form is open,
 * the server fails the submit, the network drops in the middle of an upload. Nothing typed is
 * lost and every failure says so. Elsewhere: two tabs saving the same firewall rules or policy
 * (specs/production/faults.e2e.ts, where two tabs share one server), a session ended before the
 * project form opened (form-details.e2e.ts), the server's refusals of single forms (the "keeps
 * what was typed" tests of each resource's spec).
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { CHUNK_BYTES } from '~/machines/image-upload.machine'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, clickLabelOf, retype } from './helpers/field-input'
import { mockRequests } from './helpers/requests'
import { expectPath, press, screen } from './helpers/screen'
import { generatedFile, uploadLeftovers } from './helpers/upload'

const project = { project: 'mock-project' }
const defaultVpc = { ...project, vpc: 'default' }
const rules = pb.vpcFirewallRules(defaultVpc)
const newRule = pb.vpcFirewallRulesNew(defaultVpc)

/** SPEC §8: a 500's message is the server's, capitalised. */
const SERVER_ERROR = 'Internal Server Error'

/**
 * Opens `path` signed in as hannah whatever the tab's mock session was: a test that fails after
 * ending the session would otherwise leave the next test signed out.
 */
const open = (path: string, options?: Parameters<typeof openApp>[1]) =>
  openApp(`${path}?mock-user=hannah`, options)

const textbox = (name: string) => screen().getByRole('textbox', { name })

/** What a user fills in the firewall rule form: text, a number, a switch and two radio groups. */
async function fillRule(name: string) {
  await retype(await textbox('Name'), name)
  await retype(await textbox('Description (Optional)'), 'typed before the fault')
  await retype(await textbox('Priority'), '777')
  await clickLabelOf('switch', 'Enabled')
  await clickLabelOf('radio', 'Deny')
  await clickLabelOf('radio', 'Outbound')
}

async function expectRuleAsTyped(name: string) {
  await expect(await textbox('Name')).toHaveValue(name)
  await expect(await textbox('Description (Optional)')).toHaveValue('typed before the fault')
  await expect(await textbox('Priority')).toHaveValue('777')
  const { getByRole } = screen()
  await expect(await getByRole('switch', { name: 'Enabled' })).not.toBeSelected()
  await expect(await getByRole('radio', { name: 'Deny' })).toBeSelected()
  await expect(await getByRole('radio', { name: 'Outbound' })).toBeSelected()
}

describe('a session that ends while a form is open', () => {
  it('signs in with redirect_uri, restores what was typed, and the submit then works', async () => {
    await open(newRule)
    await screen().findByRole('dialog', { name: 'Create firewall rule' })
    await fillRule('after-sign-in')

    // the session expires on the server while the user types
    await browser.execute(() => fetch('/v1/logout', { method: 'POST' }))
    await press('Create firewall rule')

    await expectPath(pb.login({ silo: 'default-silo' }))
    const redirectUri = new URL(await browser.getUrl()).searchParams.get('redirect_uri') ?? ''
    expect(new URL(redirectUri, 'http://console').pathname).toBe(newRule)
    const signIn = screen()
    await retype(await signIn.findByRole('textbox', { name: 'Username' }), 'hannah')
    await retype(await signIn.getByLabelText('Password', { exact: false }), 'oxide')
    await (await signIn.getByRole('button', { name: 'Sign in' })).click()

    await expectPath(newRule)
    await screen().findByRole('dialog', { name: 'Create firewall rule' })
    await expectRuleAsTyped('after-sign-in')
    await press('Create firewall rule')
    await screen().findByText('Firewall rule after-sign-in created')
    await expectPath(rules)
    const row = await screen().findByRole('row', { name: /^after-sign-in\b/ })
    await expect(row).toHaveText(expect.stringMatching(/Deny[\s\S]*Outbound|Outbound[\s\S]*Deny/i))
  })
})

describe('a 500 on submit', () => {
  it('keeps every field of the firewall rule form', async () => {
    await open(newRule)
    await screen().findByRole('dialog', { name: 'Create firewall rule' })
    await fillRule('fail-500')
    await press('Create firewall rule')
    await screen().findAllByText(SERVER_ERROR)
    await expectRuleAsTyped('fail-500')
    await expectPath(newRule)
  })

  it('keeps every field of the new instance form: text, pickers, numbers, switches, checkboxes, radios', async () => {
    await open(pb.instancesNew(project))
    const { findByRole, getByRole, findAllByText } = screen()
    await findByRole('heading', { name: 'Create instance', level: 1 })
    await retype(await textbox('Name'), 'fail-500')
    await retype(await textbox('Hostname (Optional)'), 'kept-host')
    await clickLabelOf('radio', 'Custom vCPUs and memory')
    await retype(await textbox('vCPUs'), '6')
    await retype(await textbox('Memory (GiB)'), '24')
    await chooseOption(/Image/, /fedora-40/)
    await retype(await textbox('Boot disk size (GiB)'), '33')
    await clickLabelOf('radio', 'IPv6')
    await clickLabelOf('checkbox', 'cola-float (192.0.2.64)')
    await clickLabelOf('switch', 'Start after creation')
    await press('Create instance')

    await findAllByText(SERVER_ERROR)
    await expectPath(pb.instancesNew(project))
    await expect(await textbox('Name')).toHaveValue('fail-500')
    await expect(await textbox('Hostname (Optional)')).toHaveValue('kept-host')
    await expect(await getByRole('radio', { name: 'Custom vCPUs and memory' })).toBeSelected()
    await expect(await textbox('vCPUs')).toHaveValue('6')
    await expect(await textbox('Memory (GiB)')).toHaveValue('24')
    await expect(await getByRole('button', { name: /Image/ })).toHaveText(/fedora-40/)
    await expect(await textbox('Boot disk size (GiB)')).toHaveValue('33')
    await expect(await getByRole('radio', { name: 'IPv6' })).toBeSelected()
    await expect(await getByRole('checkbox', { name: 'cola-float (192.0.2.64)' })).toBeSelected()
    await expect(await getByRole('switch', { name: 'Start after creation' })).not.toBeSelected()
    await expectNoSeriousA11yViolations()
  })
})

describe('the network dropping in the middle of an upload', () => {
  it('fails the upload, removes the temporary disk and says so, keeping the form', async () => {
    await open(pb.projectImagesNew(project), { mockDelay: '50-100' })
    const { findByRole, findByText, getByRole, getByLabelText } = screen()
    await findByRole('dialog', { name: 'Upload image' })
    // from the third chunk on, the connection is gone for the disk's writes (a dropped network:
    // fetch rejects, there is no response); the rest of the API still answers
    await browser.execute(() => {
      const fetchOnce = window.fetch
      let writes = 0
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : input, location.href)
        if (url.pathname.endsWith('/bulk-write') && ++writes > 2) {
          return Promise.reject(new TypeError('Failed to fetch'))
        }
        return fetchOnce(input, init)
      }
    })
    await retype(await textbox('Name'), 'dropped-upload')
    await retype(await textbox('OS'), 'debian')
    await retype(await textbox('Version'), '12')
    await (await getByLabelText('Image file')).setValue(
      generatedFile('dropped.img', 8 * CHUNK_BYTES),
    )
    await press('Upload')

    await findByText(
      'Upload data failed: Error reading API response. The temporary disk and snapshot were removed.',
      {},
      { timeout: 30_000 },
    )
    const requests = await mockRequests()
    for (const step of ['/bulk-write-stop', '/finalize']) {
      expect(requests.some((r) => r.endsWith(step))).toBe(true)
    }
    expect(requests.some((r) => r.startsWith('DELETE /v1/disks/dropped-upload-upload-'))).toBe(true)
    expect(requests.some((r) => r === 'POST /v1/images')).toBe(false)
    expect(await uploadLeftovers('dropped-upload', 'mock-project')).toEqual({
      image: 404,
      disks: [],
      snapshots: [],
    })
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('dropped-upload')
    await expectNoSeriousA11yViolations()
  })
})
