import { browser, expect } from '@wdio/globals'
import { Key } from 'webdriverio'
import { pb } from '@/paths'
import { SCALE_SEED, scaleInstanceName, scaleRunState } from '~/mirage/seeds/scale-seeds'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { mockRequests } from './helpers/requests'
import { waitForRow } from './helpers/rows'
import { chooseMenuChoice, clickFound, screen } from './helpers/screen'

const list = pb.instances({ project: SCALE_SEED.project })
/** A thousand rows on a loaded machine: room beyond the usual ten seconds. */
const slow = { timeout: 60_000 }
/** Further than any page of rows is tall: one turn of the wheel reaches the table's end. */
const TO_THE_END = 100_000

/**
 * A wheel turn shorter than the table's view is tall, so a row searched for is rendered on its
 * way past and cannot be skipped.
 */
const ROW_SEARCH_STEP = 400

/** Shift+↓ presses sent per WebDriver request while a selection is extended. */
const SELECTION_BATCH = 25

/** Turns the mouse wheel over the table (up for a negative `deltaY`). */
async function wheel(deltaY: number) {
  const table = await screen().getByRole('grid', { name: 'Instances' })
  await browser.action('wheel').scroll({ origin: table, deltaY }).perform()
}

/**
 * Turns the wheel by `deltaY` until the row named `name` is rendered (the table renders only
 * the rows in view), and brings it into view.
 */
async function scrollToRow(name: string, deltaY: number) {
  await browser.waitUntil(
    async () => {
      if (await screen().queryByRole('row', { name })) return true
      await wheel(deltaY)
      return false
    },
    { ...slow, timeoutMsg: `scrolling never showed ${name}` },
  )
  const row = await screen().getByRole('row', { name })
  await row.scrollIntoView({ block: 'center' })
  return row
}

describe('a thousand instances', () => {
  beforeEach(async () => {
    await openApp(list, { scenario: 'large' })
    await screen().findByRole('link', { name: scaleInstanceName(0) }, slow)
  })

  it('picks a page size, back at the first page', async () => {
    const { findByText, getByRole } = screen()
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Next' })).click()
    await findByText('Showing 51–100', {}, slow)
    await chooseMenuChoice(/Page size/, '250')
    await findByText('Showing 1–250', {}, slow)
  })

  it('shows all thousand on one page and scrolls to the last', async () => {
    await chooseMenuChoice(/Page size/, '1,000')
    await screen().findByText('Showing 1–1000', {}, slow)
    await wheel(TO_THE_END)
    await scrollToRow(scaleInstanceName(SCALE_SEED.instanceCount - 1), 2000)
  })

  it('stops 200 selected instances without asking for the list once per instance', async () => {
    const { findByRole, findByText } = screen()
    await chooseMenuChoice(/Page size/, '500')
    await findByText('Showing 1–500', {}, slow)
    // the first 200 running instances in name order are neighbours once sorted by state
    const running = Array.from({ length: 500 }, (_, index) => index)
      .filter((index) => scaleRunState(index) === 'running')
      .slice(0, 200)
      .map(scaleInstanceName)
    const stateHeader = await screen().getByRole('columnheader', { name: /^State/ })
    await stateHeader.click()
    // scrolled before the sort lands, the list would move under the wheel and skip the row
    await expect(stateHeader).toHaveAttribute('aria-sort', 'ascending', { wait: slow.timeout })
    const first = await scrollToRow(running[0], ROW_SEARCH_STEP)
    // S2 covers the checkbox with its cell: a press on the row selects it; Shift+↓ extends it
    // from there. A few keys per WebDriver request: one of 199 outlasts its timeout under load
    await first.click()
    await findByText('1 selected', {}, slow)
    for (let extended = 1; extended < running.length; extended += SELECTION_BATCH) {
      const extend = browser.action('key').down(Key.Shift)
      const keys = Math.min(SELECTION_BATCH, running.length - extended)
      for (let step = 0; step < keys; step++) extend.down(Key.ArrowDown).up(Key.ArrowDown)
      await extend.up(Key.Shift).perform()
    }
    await findByText('200 selected', {}, slow)
    await expect(await screen().getByRole('row', { name: running[199] })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    await (await findByRole('button', { name: 'Stop selected' })).click()
    await findByRole('alertdialog', { name: 'Stop 200 instances' })
    const before = (await mockRequests()).length
    await (await screen().getByRole('button', { name: 'Stop' })).click()
    await findByText(
      `Stopped 200 instances: ${running.slice(0, 10).join(', ')} and 190 more`,
      {},
      slow,
    )

    const sent = (await mockRequests()).slice(before)
    const stops = sent.filter((request) => /^POST \/v1\/instances\/[^/]+\/stop$/.test(request))
    expect(stops.sort()).toEqual(running.map((name) => `POST /v1/instances/${name}/stop`).sort())
    // each answer updates its row in the store; the list is not asked once per instance, and
    // its polling holds while the stop runs: at most a poll already on its way at the confirm
    // and the one that resumes it after the last answer
    const listRequests = sent.filter((request) => request === 'GET /v1/instances')
    expect(listRequests.length).toBeLessThanOrEqual(2)
  })

  it("shows an instance's new external IP in its row once attached on the instance's page", async () => {
    const { findByRole, findByText, getByRole } = screen()
    const name = scaleInstanceName(0)
    await getByRole('row', { name })
    // the list and the instance page render again as their look-ups come in: each wait and each
    // click finds its element again, in case it was replaced in between (a CI run's stale
    // element)
    await waitForRow(name, (text) => text.includes('None'), 'never showed its external IPs')
    await clickFound(() => getByRole('link', { name }), `${name}'s link`)
    await clickFound(() => findByRole('tab', { name: 'Networking' }), 'the Networking tab')
    await clickFound(
      () => findByRole('button', { name: 'Attach ephemeral IP' }),
      'Attach ephemeral IP',
    )
    await findByRole('dialog', { name: 'Attach ephemeral IP' })
    await clickFound(() => getByRole('button', { name: 'Attach' }), 'Attach')
    const toast = await findByText(/^Ephemeral IP .* attached$/)
    const ip = (await toast.getText()).replace(/^Ephemeral IP (.*) attached$/, '$1')
    // the instance's own page shows it among its addresses
    await findByRole('button', { name: `Copy ${ip}` })

    // the side navigation's (the crumbs hold one too)
    await clickFound(
      async () => (await screen().getAllByRole('link', { name: 'Instances' }))[0],
      'the side navigation’s Instances',
    )
    await screen().findByRole('row', { name }, slow)
    await waitForRow(name, (text) => text.includes(ip), `its row never showed ${ip}`)
    await expectNoSeriousA11yViolations()
  })
})
