/**
 * The System pages on the production path: an operator reads the fleet and
 * changes it through the production build against the HTTP server. The server's data is shared
 * by every spec, so each write works on a pool of its own, named for this run.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { retype } from '../helpers/field-input'
import { signInAt, uniqueName } from '../helpers/production'
import { rowAction, waitForListed } from '../helpers/rows'
import {
  confirmDialog,
  expectPath,
  expectShown,
  expectToast,
  press,
  screen,
} from '../helpers/screen'

const IP_POOLS = pb.ipPools()

/**
 * Names the pool in the open form `form` ('Create IP pool', also its submit's name), submits it,
 * and waits on the new pool's page at `path` showing `empty`, its list's empty state.
 */
async function submitNewPool(form: string, pool: string, path: string, empty: string) {
  await screen().findByRole('dialog', { name: form })
  await (await screen().getByRole('textbox', { name: 'Name' })).setValue(pool)
  await press(form)
  await expectPath(path)
  await expect(await screen().findByText(empty)).toBeDisplayed()
}

describe('the System pages against the server', () => {
  it('creates an IP pool, has its overlapping range refused by the server, and adds one', async () => {
    const pool = uniqueName('pool')
    await signInAt(IP_POOLS)
    await expect(await screen().findByRole('rowheader', { name: 'default' })).toBeDisplayed()
    await (await screen().findByRole('link', { name: 'New IP pool' })).click()
    await submitNewPool('Create IP pool', pool, pb.ipPool({ pool }), 'No IP ranges')

    await (await screen().findByRole('link', { name: 'Add range' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Add IP range' })
    const first = await screen().getByRole('textbox', { name: 'First address' })
    const last = await screen().getByRole('textbox', { name: 'Last address' })
    // inside the default pool's range: only the server knows, and says so on the form, which
    // names the range and its pool
    await first.setValue('192.0.2.100')
    await last.setValue('192.0.2.110')
    await press('Add IP range')
    await expectShown(
      'The provided IP range 192.0.2.100-192.0.2.110 overlaps with an existing range: 192.0.2.64 – 192.0.2.127 in IP pool default',
    )
    await expect(dialog).toBeDisplayed()

    // a range of this run's own: the last octet from the pool's random suffix keeps runs apart
    const octet = 130 + (Number.parseInt(pool.slice(-2), 16) % 100)
    await retype(first, `198.18.${octet}.1`)
    await retype(last, `198.18.${octet}.20`)
    await press('Add IP range')
    await expect(dialog).not.toBeDisplayed()
    await expect(
      await screen().findByRole('rowheader', { name: `198.18.${octet}.1` }),
    ).toBeDisplayed()
    await expect(await screen().findByText('20 / 20')).toBeDisplayed()
  })

  it('creates a subnet pool, has its overlapping member refused by the server, and adds one', async () => {
    const pool = uniqueName('subnets')
    await signInAt(pb.subnetPoolsNew())
    await submitNewPool('Create subnet pool', pool, pb.subnetPool({ pool }), 'No members')

    await (await screen().findByRole('link', { name: 'Add member' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Add member' })
    const subnet = await screen().getByRole('textbox', { name: 'Subnet' })
    // inside the seeded tenant-v4's 198.18.0.0/20: only the server knows, and says so on the form
    await subnet.setValue('198.18.4.0/24')
    await press('Add member')
    await expectShown(
      'The subnet 198.18.4.0/24 overlaps with 198.18.0.0/20, a member of a subnet pool',
    )
    await expect(dialog).toBeDisplayed()

    // a subnet of this run's own: two octets from the pool's random suffix keep runs apart
    const own = `10.${Number.parseInt(pool.slice(-4, -2), 16)}.${Number.parseInt(pool.slice(-2), 16)}.0/24`
    await retype(subnet, own)
    await press('Add member')
    await expect(dialog).not.toBeDisplayed()
    await expect(await screen().findByRole('rowheader', { name: own })).toBeDisplayed()
    await expect(await screen().findByText('256 / 256')).toBeDisplayed()
  })

  it('shows the rack, a sled’s instances, the worklist and the fleet’s utilization', async () => {
    await signInAt(pb.sledInventory())
    const sled = await screen().findByRole('link', { name: 'BRM42220004' })
    await expectNoSeriousA11yViolations()
    await sled.click()
    await expect(
      await screen().findByRole('heading', { name: 'BRM42220004', level: 1 }),
    ).toBeDisplayed()
    await expect(await screen().findByRole('tab', { name: 'Instances' })).toBeDisplayed()

    await (await screen().findByRole('link', { name: 'Issues' })).click()
    await expect(
      await screen().findByRole('link', { name: 'Sled BRM42220046 is expunged' }),
    ).toBeDisplayed()

    await (await screen().findByRole('link', { name: 'Utilization' })).click()
    await expect(await screen().findByText(/^The fleet is (not )?over-committed/)).toBeDisplayed()
    await expect(await screen().findByRole('link', { name: 'research' })).toBeDisplayed()
  })

  it('shows a new SCIM token’s secret once; the server lists it without the secret and deletes it', async () => {
    // partners is the seeded saml_scim silo, the one SCIM tokens are for
    const silo = 'partners'
    await signInAt(pb.siloScimTokens({ silo }))
    const { findByRole, findByText, getByRole, queryAllByRole, queryByRole } = screen()
    const listedIds = async () =>
      Promise.all((await queryAllByRole('rowheader')).map((header) => header.getText()))
    /** The server's list, as the wire has it, asked from the page with its session. */
    const serverList = () =>
      browser.execute(
        async (silo) => (await fetch(`/v1/system/scim/tokens?silo=${silo}`)).text(),
        silo,
      )
    // what the server holds is read from the server: the table shows its empty state for a
    // moment before its first rows, and counting from that never reaches the count below
    const before = (JSON.parse(await serverList()) as { id: string }[]).map(({ id }) => id)
    await browser.waitUntil(async () => (await listedIds()).length === before.length, {
      timeoutMsg: `the table did not list the server's ${before.length} tokens`,
    })

    await (await findByRole('button', { name: 'Create token' })).click()
    await findByRole('dialog', { name: 'SCIM token created' })
    const secretText = await findByText(/^oxide-scim-[0-9a-f]{40}$/)
    const secret = String(await secretText.getProperty('textContent'))
    expect(secret).toMatch(/^oxide-scim-[0-9a-f]{40}$/)
    await (await getByRole('button', { name: 'Done' })).click()
    await browser.waitUntil(async () => (await queryByRole('dialog')) === null)
    await browser.waitUntil(async () => (await listedIds()).length === before.length + 1, {
      timeoutMsg: 'the new token was not listed',
    })
    const created = (await listedIds()).find((id) => !before.includes(id)) ?? ''

    // the contract: the secret is in the create's answer only, never in the list's
    const listed = await serverList()
    expect(listed).toContain(created)
    expect(listed).not.toContain(secret)

    await rowAction(created, 'Delete')
    await confirmDialog('Delete SCIM token', 'Delete')
    // the server's answer first, so that a failed delete says so rather than timing out below
    await expectToast('SCIM token deleted')
    await waitForListed(created, false)
  })
})
