import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { instanceRunStates } from '~/machines/instance-rules'
import { openApp, openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { copiedText, recordClipboard } from './helpers/clipboard'
import { boxOf, emulateColorScheme, emulateReducedMotion, isOnTop } from './helpers/display'
import { indicatorsAfter } from './helpers/faults'
import { chooseOption, clickLabelOf, retype } from './helpers/field-input'
import { lastSentJson, mockRequests, sentRequests } from './helpers/requests'
import { rowAction } from './helpers/rows'
import { expectPath, expectShown, expectToast, screen } from './helpers/screen'

const list = pb.instances({ project: 'mock-project' })
const db1 = { project: 'mock-project', instance: 'db1' }

/** Ticks the row's checkbox, named after the row ('Select db1'). */
const toggleRow = (instance: string) => clickLabelOf('checkbox', `Select ${instance}`)

/**
 * How far below the page's heading the table starts: what moves when something above the table
 * grows (a press on a row may scroll the page, which moves both).
 */
async function tableOffset() {
  const heading = await screen().getByRole('heading', { name: 'Instances', level: 1 })
  const table = await screen().getByRole('table', { name: 'Instances' })
  return (await boxOf(table)).top - (await boxOf(heading)).top
}

/** The row's run state: the first word of its State cell (its text has the name too). */
async function runStateOf(instance: string) {
  const lines = (await stateOf(instance)).split('\n')
  const states: readonly string[] = instanceRunStates
  return lines.map((line) => line.split(' ')[0]).find((word) => states.includes(word))
}

async function stateOf(instance: string) {
  // a row is named by its row header, the instance's name
  const row = await screen().getByRole('row', { name: instance })
  return row.getText()
}

describe('instances list', () => {
  beforeEach(() => openShowing(list, 'link', { name: 'db1' }))

  it('lists instances a page at a time with their state', async () => {
    const { getByRole, getByText } = screen()
    await expect(browser).toHaveTitle('Instances / mock-project / Projects / Oxide Console')
    await expect(await getByRole('heading', { name: 'Instances', level: 1 })).toBeDisplayed()
    await expect(await getByText('Showing 1–50')).toBeDisplayed()
    await expect(await stateOf('db1')).toContain('stopped')
    await expect(await stateOf('state-failed')).toContain('due for restart')
    await expect(await stateOf('state-failed-cooldown')).not.toContain('due for restart')
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Next' })).click()
    await expect(await screen().findByRole('link', { name: 'web-45' })).toBeDisplayed()
  })

  it('counts a page once when Next is pressed again while it loads', async () => {
    await openApp(list, { mockDelay: '1500' })
    const { findByRole, findByText, getByRole } = screen()
    await findByRole('link', { name: 'db1' }, { timeout: 15_000 })
    const next = await getByRole('button', { name: 'Next' })
    await next.click()
    // the next page is on its way: a second press is not a second page
    await next.click()
    await findByRole('link', { name: 'web-45' }, { timeout: 15_000 })
    await expect(await findByText(/^Showing 51–/)).toBeDisplayed()
    await (await getByRole('button', { name: 'Previous' })).click()
    await findByRole('link', { name: 'db1' }, { timeout: 15_000 })
    await expect(await findByText('Showing 1–50')).toBeDisplayed()
    await expect(await getByRole('button', { name: 'Previous' })).toBeDisabled()
  })

  it('shows disallowed actions disabled with the reason', async () => {
    const { getByRole } = screen()
    await (await getByRole('button', { name: 'Actions for db1' })).click()
    const reboot = await getByRole('menuitem', { name: /^Reboot/ })
    await expect(reboot).toHaveAttribute('aria-disabled', 'true')
    await expect(reboot).toHaveText(
      expect.stringContaining('Only running instances can be rebooted'),
    )
    await browser.keys('Escape')
  })

  it('stops a running instance through the confirm dialog and watches it settle', async () => {
    await rowAction('state-running', 'Stop')
    await screen().findByRole('alertdialog', { name: 'Stop instance' })
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Stop' })).click()
    await expectToast('Stopping instance state-running')
    await browser.waitUntil(async () => (await stateOf('state-running')).includes('stopped'), {
      timeout: 10_000,
      timeoutMsg: 'state-running never reached stopped',
    })
    await rowAction('state-running', 'Start')
    await browser.waitUntil(async () => (await stateOf('state-running')).includes('running'), {
      timeout: 10_000,
    })
  })

  it('reboots, then deletes a stopped instance', async () => {
    await rowAction('web-01', 'Reboot')
    await (await screen().findByRole('button', { name: 'Reboot' })).click()
    await expectToast('Rebooting instance web-01')
    await rowAction('state-stopped', 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete instance' })
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expectToast('Instance state-stopped deleted')
    await browser.waitUntil(
      async () => (await screen().queryByRole('link', { name: 'state-stopped' })) === null,
    )
  })

  it('starts every selected instance at once when all allow it', async () => {
    await toggleRow('db1')
    await (await screen().findByRole('button', { name: 'Start selected' })).click()
    await expectToast('Started 1 instance: db1')
    expect(await mockRequests()).toContain('POST /v1/instances/db1/start')
  })

  it('stops the one of two selected instances that allows it, saying which it skips and why', async () => {
    const { findByRole, getByRole } = screen()
    const offset = await tableOffset()
    await toggleRow('web-01')
    await toggleRow('state-stopped')
    // the bar is there before anything is selected, and the reasons are the buttons' own: the
    // table does not move as the selection changes
    expect(await tableOffset()).toBe(offset)
    const stop = await findByRole('button', { name: 'Stop 1 of 2 selected' })
    await expect(stop).toBeEnabled()
    await stop.click()
    const dialog = await findByRole('alertdialog', { name: 'Stop 1 instance' })
    await expect(dialog).toHaveText(
      expect.stringContaining('Are you sure you want to stop 1 instance: web-01?'),
    )
    await expect(dialog).toHaveText(expect.stringContaining('Skipped: 1 instance'))
    await expect(dialog).toHaveText(
      expect.stringContaining(
        'state-stopped: Only running, starting, rebooting or failed instances can be stopped',
      ),
    )
    await expectNoSeriousA11yViolations()
    const before = (await mockRequests()).length
    await (await getByRole('button', { name: 'Stop' })).click()
    await expectToast('Stopped 1 instance: web-01')
    const sent = (await mockRequests()).slice(before)
    expect(sent.filter((request) => /^POST \/v1\/instances\/[^/]+\//.test(request))).toEqual([
      'POST /v1/instances/web-01/stop',
    ])
    await browser.waitUntil(async () => (await runStateOf('web-01')) !== 'running', {
      timeoutMsg: 'web-01 never left running',
    })
    expect(await runStateOf('state-stopped')).toBe('stopped')
    expect(await tableOffset()).toBe(offset)
  })

  it('shows why an action no selected instance allows is unavailable', async () => {
    const { findByRole } = screen()
    const offset = await tableOffset()
    await toggleRow('state-running')
    await toggleRow('state-stopping')
    await expect(await findByRole('button', { name: 'Stop 1 of 2 selected' })).toBeEnabled()
    await expect(await findByRole('button', { name: 'Start selected' })).toBeDisabled()
    // the bar, and the selected rows' names on their highlight, in both schemes
    await expectNoSeriousA11yViolations()
    await emulateColorScheme('dark')
    await expectNoSeriousA11yViolations()
    await emulateColorScheme('light')
    await (await findByRole('button', { name: 'Start unavailable Help' })).click()
    await expect(await findByRole('dialog', { name: 'Start unavailable' })).toHaveText(
      expect.stringContaining('Only stopped or failed instances can be started'),
    )
    await browser.keys('Escape')
    expect(await tableOffset()).toBe(offset)
  })

  it('keeps the bulk actions in view at the foot of a long page while rows are selected', async () => {
    const { findByRole, getAllByRole, getByRole } = screen()
    const offset = await tableOffset()
    await toggleRow('db1')
    // db1 is stopped: Start acts on it
    const start = await findByRole('button', { name: 'Start selected' })
    // down to the page's last row (50 of them)
    const last = (await getAllByRole('row')).at(-1)
    await last?.scrollIntoView({ block: 'end' })
    await browser.waitUntil(() => isOnTop(start), {
      timeoutMsg: 'the bulk actions scrolled away from the selection',
    })
    const bar = await boxOf(await getByRole('region', { name: 'Selected instances' }))
    const table = await boxOf(await getByRole('table', { name: 'Instances' }))
    // the table's top has gone up past the bar, which stays on top of the rows
    expect(table.top).toBeLessThan(bar.top)
    await start.click()
    await expectToast('Started 1 instance: db1')
    // nothing selected, the bar goes back to its place above the table
    await (await getByRole('heading', { name: 'Instances', level: 1 })).scrollIntoView()
    expect(await tableOffset()).toBe(offset)
  })

  it('reports a request the server refuses in the toast; the other selected instances still act', async () => {
    const { findByRole, getByRole } = screen()
    await toggleRow('fail-403')
    await toggleRow('state-stopped')
    await toggleRow('web-01')
    await (await findByRole('button', { name: 'Start 2 of 3 selected' })).click()
    const dialog = await findByRole('alertdialog', { name: 'Start 2 instances' })
    await expect(dialog).toHaveText(
      expect.stringContaining('web-01: Only stopped or failed instances can be started'),
    )
    const before = (await mockRequests()).length
    await (await getByRole('button', { name: 'Start' })).click()
    await expectToast('Could not start 1 of 2 instances')
    await expectToast('fail-403: Action not authorized. Started 1 instance: state-stopped')
    const sent = (await mockRequests()).slice(before)
    expect(sent.filter((request) => /^POST \/v1\/instances\/[^/]+\//.test(request)).sort()).toEqual(
      ['POST /v1/instances/fail-403/start', 'POST /v1/instances/state-stopped/start'],
    )
    await browser.waitUntil(async () => (await runStateOf('state-stopped')) !== 'stopped', {
      timeoutMsg: 'state-stopped never left stopped',
    })
    expect(await runStateOf('fail-403')).toBe('stopped')
    expect(await runStateOf('web-01')).toBe('running')
  })
})

/**
 * Records, in the page from now on, every table cell or header value whose text reads '…' at the
 * end of any change to the page: a mark users read as broken (a look-up still loading shows a
 * bar named for what it loads instead).
 */
function recordEllipses() {
  return browser.execute(() => {
    const seen: string[] = []
    const look = () => {
      for (const value of document.querySelectorAll('[role="cell"], [role="rowheader"], dd')) {
        const text = value.textContent ?? ''
        if (text.includes('…')) seen.push(text.slice(0, 60))
      }
    }
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    Object.assign(window, { ellipsesSeen: seen })
  })
}

const ellipsesSeen = () =>
  browser.execute(() => (window as unknown as { ellipsesSeen: string[] }).ellipsesSeen)

/** How many times each path the console asked for with GET matched `pattern`. */
async function getCounts(pattern: RegExp) {
  const counts: Record<string, number> = {}
  for (const request of await mockRequests()) {
    const [method, path] = request.split(' ')
    if (method === 'GET' && pattern.test(path)) counts[path] = (counts[path] ?? 0) + 1
  }
  return counts
}

describe('look-ups at a rack’s latency (100–200 ms a request)', () => {
  it('the list asks for its first screen’s addresses with its rows, once each; no cell or header value reads “…”', async () => {
    await openApp(pb.disks({ project: 'mock-project' }), { mockDelay: '100-200' })
    const { findByRole, getAllByRole, queryAllByRole } = screen()
    await findByRole('heading', { name: 'Disks', level: 1 })
    await recordEllipses()

    await (await getAllByRole('link', { name: 'Instances' }))[0].click()
    await findByRole('link', { name: 'db1' })
    // every address asked for has come (a row below the first screen asks for none yet)
    expect(await indicatorsAfter(10_000)).toEqual([])
    expect(await ellipsesSeen()).toEqual([])
    const asked = await getCounts(/^\/v1\/instances\/[^/]+\/external-ips$/)
    expect(asked['/v1/instances/db1/external-ips']).toBe(1)
    expect(Object.values(asked).every((count) => count === 1)).toBe(true)
    // the rows below the first screen keep a loading bar until scrolled to, named for it
    expect((await queryAllByRole('img', { name: 'Loading external IPs' })).length).toBeGreaterThan(
      0,
    )
    await expectNoSeriousA11yViolations()
    // the bar shimmers, and stands still for a user who asks for less motion
    const [bar] = await queryAllByRole('img', { name: 'Loading external IPs' })
    const animation = () =>
      browser.execute(
        (element: HTMLElement) => getComputedStyle(element).animationName,
        bar as unknown as HTMLElement,
      )
    expect(await animation()).toBe('lookup-shimmer')
    await emulateReducedMotion(true)
    expect(await animation()).toBe('none')
    await emulateReducedMotion(false)

    // the instance page: its header's VPC comes with the instance, asked for once
    await (await findByRole('link', { name: 'db1' })).click()
    await findByRole('heading', { name: 'db1', level: 1 })
    expect(await indicatorsAfter(10_000)).toEqual([])
    expect(Object.values(await getCounts(/^\/v1\/vpcs\/[^/]+$/))).toEqual([1])
    await expectNoSeriousA11yViolations()
    expect(await ellipsesSeen()).toEqual([])
  })
})

describe('instance page', () => {
  it('shows properties, the CLI command, and every tab', async () => {
    await openApp(pb.instance(db1))
    await expectPath(pb.instanceStorage(db1))
    const { findByRole, getByRole, findByText } = screen()
    await expect(await findByRole('heading', { name: 'db1', level: 1 })).toBeDisplayed()
    await expect(await findByText('32 GiB')).toBeDisplayed()
    await expect(await findByRole('link', { name: 'db1-boot' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await (await getByRole('button', { name: 'CLI Command' })).click()
    await findByRole('dialog', { name: 'CLI command' })
    await expect(await findByText(/--project mock-project/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await recordClipboard()
    await (await getByRole('button', { name: 'Copy command' })).click()
    await expect(await findByRole('button', { name: 'Copied' })).toBeDisplayed()
    expect(await copiedText()).toBe(
      'oxide instance serial console --project mock-project --instance db1',
    )
    await browser.keys('Escape')

    for (const [tab, path] of [
      ['Networking', pb.instanceNetworking(db1)],
      ['Connect', pb.instanceConnect(db1)],
      ['Settings', pb.instanceSettings(db1)],
      ['Storage', pb.instanceStorage(db1)],
    ]) {
      await (await screen().getByRole('tab', { name: tab })).click()
      await expectPath(path)
      await expectNoSeriousA11yViolations()
    }
    // Right arrow moves to the next tab
    await (await screen().getByRole('tab', { name: 'Storage' })).click()
    await browser.keys('ArrowRight')
    await expectPath(pb.instanceNetworking(db1))
    await expect(await screen().findByText('net0')).toBeDisplayed()
  })

  it('resizes a stopped instance, and refuses bad sizes without a request', async () => {
    await openApp(pb.instanceSettings(db1))
    const { findByRole, getByRole, findByText } = screen()
    const cpus = await findByRole('textbox', { name: 'CPUs' })
    await retype(cpus, '65')
    await (await getByRole('button', { name: 'Save' })).click()
    // the new-instance form's limit and message (forms/instance-create-schema.ts)
    await expectShown('Can be at most 64 vCPUs')
    expect(await sentRequests(/^PUT /)).toEqual([])
    await retype(cpus, '4')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('Instance db1 updated')).toBeDisplayed()
    await expect(await findByText('4 vCPU')).toBeDisplayed()
  })

  it('disables resizing a running instance with the reason', async () => {
    await openApp(pb.instanceSettings({ project: 'mock-project', instance: 'state-running' }))
    const { findByText, findByRole } = screen()
    await expect(
      await findByText('Only stopped, failed or creating instances can be resized.'),
    ).toBeDisplayed()
    await expect(await findByRole('textbox', { name: 'CPUs' })).toBeDisabled()
  })

  it('detaches a disk of a stopped instance', async () => {
    await openApp(pb.instanceStorage(db1))
    await screen().findByText('pg-data')
    await rowAction('pg-data', 'Detach')
    await (await screen().findByRole('button', { name: 'Detach' })).click()
    await expect(await screen().findByText('Disk pg-data detached')).toBeDisplayed()
  })

  it('follows a lookup link to the instance page', async () => {
    await openApp(list)
    await screen().findByRole('link', { name: 'db1' })
    const id = await browser.execute(async () => {
      const reply = await fetch('/v1/instances/db1?project=mock-project')
      return ((await reply.json()) as { id: string }).id
    })
    await openApp(`/lookup/i/${id}`)
    await expectPath(pb.instanceStorage(db1))
    await openApp(pb.instanceLookup({ instance: '6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f' }))
    await expect(await screen().findByRole('heading', { name: 'Page not found' })).toBeDisplayed()
  })
})

/** A transitional run state spins with the state as its name (instance-ui.tsx). */
const inProgress = (state: string) => `${state}…`

/** The instance's row on the list, and whether it shows `state` in progress. */
async function rowShows(instance: string, state: string) {
  const row = await screen().findByRole('row', { name: instance })
  const spinner = await row.$(`aria/${inProgress(state)}`)
  return (await row.getText()).includes(state) && (await spinner.isExisting())
}

/** The row shows `state` settled: its name, and no longer `before` in progress. */
async function rowSettled(instance: string, state: string, before: string) {
  const row = await screen().findByRole('row', { name: instance })
  const spinner = await row.$(`aria/${inProgress(before)}`)
  return (await row.getText()).includes(state) && !(await spinner.isExisting())
}

/** The instance page's header shows `state` in progress. */
const pageShowsInProgress = async (state: string) =>
  (await screen().queryByRole('progressbar', { name: inProgress(state) })) !== null

// well over the pages' 2 s poll, so each state is on screen for a poll or two even when a busy
// machine is slow to navigate
const STEP_MS = 8000
const WATCH = { timeout: 4 * STEP_MS, interval: 250 }

describe('instance lifecycle, watched on the list and the page', () => {
  it('creates an instance with non-default choices and watches it start', async () => {
    await openApp(list, { instanceStepMs: STEP_MS })
    const { findByRole, getByRole, findByText } = screen()
    await (await findByRole('link', { name: 'New instance' })).click()
    await expectPath(pb.instancesNew({ project: 'mock-project' }))
    await findByRole('heading', { name: 'Create instance', level: 1 })
    await retype(await getByRole('textbox', { name: 'Name' }), 'lifecycle-web')
    await retype(
      await getByRole('textbox', { name: 'Description (Optional)' }),
      'watched from creating to running',
    )
    await retype(await getByRole('textbox', { name: 'Hostname (Optional)' }), 'lifecycle')
    await clickLabelOf('radio', 'General purpose: 4 vCPUs, 16 GiB')
    await clickLabelOf('radio', 'Project image')
    await chooseOption(/Image/, /ubuntu-22-04/)
    await retype(await getByRole('textbox', { name: 'Boot disk size (GiB)' }), '30')
    await (await getByRole('button', { name: 'Create instance' })).click()
    await expect(await findByText('Instance lifecycle-web created')).toBeDisplayed()
    expect(await lastSentJson('POST /v1/instances')).toMatchObject({
      name: 'lifecycle-web',
      description: 'watched from creating to running',
      hostname: 'lifecycle',
      ncpus: 4,
      memory: 16 * 1024 ** 3,
      boot_disk: { type: 'create', size: 30 * 1024 ** 3 },
      start: true,
    })

    // its page: creating, in progress
    await expectPath(pb.instanceStorage({ project: 'mock-project', instance: 'lifecycle-web' }))
    await expect(await findByRole('heading', { name: 'lifecycle-web', level: 1 })).toBeDisplayed()
    await expect(await findByRole('progressbar', { name: inProgress('creating') })).toBeDisplayed()

    // the list (client-side: the mock resets on reload): creating, then starting
    // the side navigation's (the crumbs hold one too)
    await (await screen().getAllByRole('link', { name: 'Instances' }))[0].click()
    await expectPath(list)
    await browser.waitUntil(() => rowShows('lifecycle-web', 'creating'), {
      ...WATCH,
      timeoutMsg: 'the list never showed lifecycle-web creating',
    })
    await browser.waitUntil(() => rowShows('lifecycle-web', 'starting'), {
      ...WATCH,
      timeoutMsg: 'the list never showed lifecycle-web starting',
    })

    // back on its page (a busy machine may get there only after the last step): running, settled
    await (await screen().getByRole('link', { name: 'lifecycle-web' })).click()
    await screen().findByRole('heading', { name: 'lifecycle-web', level: 1 })
    await browser.waitUntil(
      async () =>
        !(await pageShowsInProgress('starting')) &&
        (await screen().queryByText('running', { exact: true })) !== null,
      { ...WATCH, timeoutMsg: 'the page never showed lifecycle-web running' },
    )

    // and the list agrees, with nothing of it spinning
    await (await screen().getAllByRole('link', { name: 'Instances' }))[0].click()
    await browser.waitUntil(() => rowSettled('lifecycle-web', 'running', 'starting'), {
      ...WATCH,
      timeoutMsg: 'the list never showed lifecycle-web running',
    })
  })

  it('starts a stopped instance and watches it reach running', async () => {
    await openApp(list, { instanceStepMs: STEP_MS })
    await screen().findByRole('link', { name: 'state-stopped' })
    await rowAction('state-stopped', 'Start')
    await expectToast('Starting instance state-stopped')
    await browser.waitUntil(() => rowShows('state-stopped', 'starting'), {
      ...WATCH,
      timeoutMsg: 'state-stopped never showed starting',
    })
    await browser.waitUntil(() => rowSettled('state-stopped', 'running', 'starting'), {
      ...WATCH,
      timeoutMsg: 'state-stopped never settled in running',
    })
  })

  it('shows a start the server forbids as "Action not authorized"; the row stays', async () => {
    await openApp(list)
    await screen().findByRole('link', { name: 'fail-403' })
    await expect(await stateOf('fail-403')).toContain('stopped')
    await rowAction('fail-403', 'Start')
    await expect(await screen().findByText('Could not start instance')).toBeDisplayed()
    await expect(await screen().findByText('Action not authorized')).toBeDisplayed()
    expect(await mockRequests()).toContain('POST /v1/instances/fail-403/start')
    await expect(await stateOf('fail-403')).toContain('stopped')
    expect(await rowShows('fail-403', 'starting')).toBe(false)
  })
})

describe('instance storage: create and attach from an image or a snapshot', () => {
  const storage = pb.instanceStorage(db1)
  const submit = () => screen().getByRole('button', { name: 'Create and attach disk' })
  const diskPosts = async () => await sentRequests('POST /v1/disks')

  async function openCreate() {
    await openApp(storage)
    await screen().findByRole('rowheader', { name: /^db1-boot/ })
    await (await screen().getByRole('button', { name: 'Create disk' })).click()
    await screen().findByRole('dialog', { name: 'Create disk' })
  }

  it('creates a disk from a project image sized up in tens and attaches it', async () => {
    await openCreate()
    const { getByRole, findByRole, findByText } = screen()
    await retype(await getByRole('textbox', { name: 'Name' }), 'db1-from-image')
    await clickLabelOf('radio', 'Image')
    await chooseOption(/Image/, /ubuntu-22-04 \(project, 3 GiB\)/)
    // a 3 GiB image suggests 10 GiB (up in tens, SPEC §9)
    await expect(await getByRole('textbox', { name: 'Size (GiB)' })).toHaveValue('10')
    await expectNoSeriousA11yViolations()
    await (await submit()).click()
    await expect(await findByText('Disk db1-from-image created and attached')).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'db1-from-image details' })).toBeDisplayed()
    const body = await lastSentJson('POST /v1/disks')
    expect(body).toMatchObject({
      name: 'db1-from-image',
      size: 10 * 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'image' } },
    })
    expect(await mockRequests()).toContain('POST /v1/instances/db1/disks/attach')
  })

  it('creates a disk from a silo image after the server refuses a taken name', async () => {
    await openCreate()
    const { getByRole, findByRole } = screen()
    await retype(await getByRole('textbox', { name: 'Name' }), 'pg-data')
    await clickLabelOf('radio', 'Image')
    await chooseOption(/Image/, /fedora-40 \(silo, 5 GiB\)/)
    await (await submit()).click()
    await expectShown('Disk name already exists')
    // the choices stay for the next try
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('pg-data')
    await expect(await getByRole('button', { name: /Image/ })).toHaveText(
      expect.stringContaining('fedora-40'),
    )
    await retype(await getByRole('textbox', { name: 'Name' }), 'db1-fedora')
    await (await submit()).click()
    await expect(await findByRole('rowheader', { name: 'db1-fedora details' })).toBeDisplayed()
  })

  it('refuses a size below the snapshot without a request, then creates from it', async () => {
    await openCreate()
    const { getByRole, findByText, findByRole } = screen()
    await retype(await getByRole('textbox', { name: 'Name' }), 'db1-restored')
    await clickLabelOf('radio', 'Snapshot')
    await chooseOption(/Snapshot/, /pg-data-nightly/)
    const size = await getByRole('textbox', { name: 'Size (GiB)' })
    await expect(size).toHaveValue('100')
    await retype(size, '50')
    await (await submit()).click()
    await expectShown('Must be at least 100 GiB, the size of the snapshot')
    expect(await diskPosts()).toEqual([])
    // what was typed stays
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('db1-restored')

    await retype(size, '100')
    await (await submit()).click()
    await expect(await findByText('Disk db1-restored created and attached')).toBeDisplayed()
    await expect(await findByRole('rowheader', { name: 'db1-restored details' })).toBeDisplayed()
    expect(await lastSentJson('POST /v1/disks')).toMatchObject({
      size: 100 * 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'snapshot' } },
    })
  })

  it('refuses a size below the image and requires a source', async () => {
    await openCreate()
    const { getByRole } = screen()
    await retype(await getByRole('textbox', { name: 'Name' }), 'db1-small')
    await clickLabelOf('radio', 'Image')
    await (await submit()).click()
    await expectShown('Image is required')
    await chooseOption(/Image/, /fedora-40/)
    await retype(await getByRole('textbox', { name: 'Size (GiB)' }), '4')
    await (await submit()).click()
    await expectShown('Must be at least 5 GiB, the size of the image')
    expect(await diskPosts()).toEqual([])
  })
})

describe('instance metrics time range', () => {
  const running = { project: 'mock-project', instance: 'state-running' }
  const rangeButton = () => screen().findByRole('button', { name: /Time range/ })
  const lastQuery = () =>
    browser.execute(
      () =>
        (
          window as unknown as {
            mockServer: { pretender: { handledRequests: { url: string; requestBody: string }[] } }
          }
        ).mockServer.pretender.handledRequests
          .filter((request) => request.url.startsWith('/v1/timeseries/query'))
          .at(-1)?.requestBody,
    )
  const search = async () => new URL(await browser.getUrl()).searchParams

  it('keeps the chosen range across the sub-tabs and a reload', async () => {
    await openApp(pb.instanceCpuMetrics(running))
    const { findByRole, getByRole } = screen()
    await findByRole('figure', { name: 'CPU utilization' })
    await (await rangeButton()).click()
    await (await findByRole('option', { name: 'Last 24 hours' })).click()
    await browser.waitUntil(async () => (await search()).get('range') === '24h', {
      timeoutMsg: 'the range is not in the URL',
    })

    for (const [tab, path, chart] of [
      ['Network', pb.instanceNetworkMetrics(running), 'Bytes received'],
      ['CPU', pb.instanceCpuMetrics(running), 'CPU utilization'],
    ]) {
      await (await getByRole('tab', { name: tab })).click()
      await expectPath(path)
      await findByRole('figure', { name: chart })
      await expect(await rangeButton()).toHaveText(expect.stringContaining('Last 24 hours'))
      // a day in 24 min windows
      await browser.waitUntil(
        async () => (await lastQuery())?.includes('align mean_within(1440s)'),
        { timeoutMsg: `the ${tab} charts did not ask for 24 hours` },
      )
    }

    // the URL is enough to come back to the same view
    await openApp(`${pb.instanceNetworkMetrics(running)}?range=7d`)
    await screen().findByRole('figure', { name: 'Bytes received' })
    await expect(await rangeButton()).toHaveText(expect.stringContaining('Last 7 days'))
    await (await screen().getByRole('tab', { name: 'CPU' })).click()
    await expectPath(pb.instanceCpuMetrics(running))
    await screen().findByRole('figure', { name: 'CPU utilization' })
    await expect(await rangeButton()).toHaveText(expect.stringContaining('Last 7 days'))
    expect((await search()).get('range')).toBe('7d')
  })
})
