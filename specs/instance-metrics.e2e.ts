/**
 * The instance metrics' time axis and what the charts say when there is nothing to draw: the
 * axis spans the chosen window (printed above the charts) whatever the answer holds, a stopped
 * instance is explained once, and an instance without disks or interfaces says so instead of
 * charting nothing; the time range's presets and custom range, kept across the sub-tabs.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption } from './helpers/field-input'
import { createRunningInstance, waitForSamples } from './helpers/metrics'
import { sentBodies } from './helpers/requests'
import { expectPath, screen } from './helpers/screen'

const project = 'mock-project'
const instanceParams = (instance: string) => ({ project, instance })
const notRunning = 'The instance was not running in this period'
const noDisks = 'No disk metrics: no disks attached'
const noNics = 'No network metrics: no network interfaces attached'

/** Client-side, from the projects list to the instance's metrics: the mock keeps what was made. */
async function openMetricsOf(instance: string) {
  const { findByRole } = screen()
  await (await findByRole('link', { name: project })).click()
  await (await findByRole('link', { name: instance })).click()
  await (await findByRole('tab', { name: 'Metrics' })).click()
  await expectPath(pb.instanceCpuMetrics(instanceParams(instance)))
}

/** Waits until the chart `title` has loaded (at the mock's latency, if slowed), and gives it. */
async function loadedChart(title: string) {
  const figure = await screen().findByRole('figure', { name: title }, { timeout: 15_000 })
  await browser.waitUntil(async () => (await figure.getAttribute('aria-busy')) !== 'true', {
    timeout: 15_000,
    timeoutMsg: `the ${title} chart did not load`,
  })
  return figure
}

/** Minutes since midnight of an 'HH:MM'. */
const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/** The printed window, 'Nov 26, 09:38 – 10:38' (the date again when the end is another day). */
const WINDOW = /^(\w{3} \d{1,2}), (\d\d:\d\d)\s–\s(?:(\w{3} \d{1,2}), )?(\d\d:\d\d)$/

/** The window printed above the charts, in parts; a screen reader hears 'Showing' before it. */
async function printedWindow() {
  const printed = await screen().findByText(WINDOW)
  await expect(printed).toBeDisplayed()
  // the hidden word is a line of its own to WebDriver's text
  const text = await printed.getText()
  expect(text).toMatch(/^Showing\s/)
  const [, startDay, from, endDay, to] = WINDOW.exec(text.replace(/^Showing\s+/, '')) ?? []
  return { startDay, from, endDay, to }
}

describe('the metrics time axis', () => {
  it('spans the last hour of a new instance, the range printed and the marks inside it', async () => {
    await openApp(pb.projects(), { instanceStepMs: 300 })
    const name = `metrics-new-${Date.now().toString(36)}`
    await createRunningInstance(project, name)
    await waitForSamples(project, name, 'virtual_machine:vcpu_usage')
    await openMetricsOf(name)
    await expect(await screen().findByRole('button', { name: /Time range/ })).toHaveText(
      expect.stringContaining('Last hour'),
    )

    // a new instance has a point or two at the window's end: the axis still spans the hour
    const cpu = await loadedChart('CPU utilization')
    await expect(cpu).toHaveText(expect.stringContaining('Latest'))
    const { from, endDay, to } = await printedWindow()
    // the date is written once, unless the hour crosses midnight
    expect(endDay === undefined).toBe(minutesOf(from) < minutesOf(to))
    const start = minutesOf(from)
    // minutes after the window's start, across midnight too
    const sinceStart = (clock: string) => (minutesOf(clock) - start + 1440) % 1440
    expect(sinceStart(to)).toBe(60)
    const now = await browser.execute(() => {
      const date = new Date()
      return date.getHours() * 60 + date.getMinutes()
    })
    expect((now - minutesOf(to) + 1440) % 1440).toBeLessThanOrEqual(2)

    const axis = await screen().findByRole('list', { name: 'Time axis' })
    const marks = await browser.execute(
      (list) => Array.from(list.children, (item) => item.textContent ?? ''),
      axis as unknown as HTMLElement,
    )
    // every ten minutes of the hour (both ends too, should they fall on one), as times of day:
    // no dates, no years
    expect(marks.length).toBeGreaterThanOrEqual(6)
    expect(marks.length).toBeLessThanOrEqual(7)
    for (const mark of marks) {
      expect(mark).toMatch(/^\d\d:\d0$/)
      expect(sinceStart(mark)).toBeGreaterThanOrEqual(0)
      expect(sinceStart(mark)).toBeLessThanOrEqual(60)
    }
    await expectNoSeriousA11yViolations()

    // its disk has been read from and written to since it started
    await (await screen().getByRole('tab', { name: 'Disk' })).click()
    for (const chart of ['Disk reads', 'Disk writes', 'Bytes read', 'Bytes written']) {
      await expect(await loadedChart(chart)).toHaveText(expect.stringContaining('Latest'))
    }
    // the disk page's window is its own hour, ending when it opened
    const disk = await printedWindow()
    expect((minutesOf(disk.to) - minutesOf(disk.from) + 1440) % 1440).toBe(60)
  })

  it('prints a window over days with the date at both ends, the marks as dates', async () => {
    await openApp(`${pb.instanceCpuMetrics(instanceParams('state-running'))}?range=7d`)
    await loadedChart('CPU utilization')
    const { startDay, from, endDay, to } = await printedWindow()
    expect(endDay).toBeDefined()
    expect(startDay).not.toBe(endDay)
    expect(from).toBe(to)
    const axis = await screen().findByRole('list', { name: 'Time axis' })
    const marks = await browser.execute(
      (list) => Array.from(list.children, (item) => item.textContent ?? ''),
      axis as unknown as HTMLElement,
    )
    expect(marks).toHaveLength(7)
    for (const mark of marks) expect(mark).toMatch(/^\w{3} \d{1,2}$/)
    expect(marks.at(-1)).toBe(endDay)
  })
})

describe('metrics with nothing to chart', () => {
  it('says once that a stopped instance was not running', async () => {
    await openApp(pb.instanceCpuMetrics(instanceParams('db1')))
    await loadedChart('CPU utilization')
    const explanations = await screen().findAllByText(notRunning)
    expect(explanations).toHaveLength(1)
    await expect(explanations[0]).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('says an instance has no disks instead of charting nothing', async () => {
    await openApp(pb.instanceDiskMetrics(instanceParams('state-running')))
    await expect(await screen().findByText(noDisks)).toBeDisplayed()
    expect(await screen().queryByRole('figure')).toBeNull()
    await expectNoSeriousA11yViolations()
    // it has an interface, which is charted
    await (await screen().getByRole('tab', { name: 'Network' })).click()
    await expect(await loadedChart('Bytes received')).toHaveText(expect.stringContaining('Latest'))
    expect(await screen().queryByText(noNics)).toBeNull()
  })

  it('says an instance has no network interfaces (nor disks) instead of charting nothing', async () => {
    await openApp(pb.projects())
    const name = `metrics-bare-${Date.now().toString(36)}`
    await createRunningInstance(project, name, { bare: true })
    await openMetricsOf(name)
    await (await screen().findByRole('tab', { name: 'Network' })).click()
    await expect(await screen().findByText(noNics)).toBeDisplayed()
    expect(await screen().queryByRole('figure')).toBeNull()
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('tab', { name: 'Disk' })).click()
    await expect(await screen().findByText(noDisks)).toBeDisplayed()
  })

  it('does not say there are no disks while the disks are loading', async () => {
    // slower than the first render waits for its data (HOLD_FOR_DATA_MS, 1 s): the page shows
    // before its disks are in
    await openApp(pb.instanceDiskMetrics(instanceParams('db1')), { mockDelay: '1500-2000' })
    // watched from the first render: the message must never show for an instance with disks
    await browser.execute((message) => {
      const seen = window as unknown as { noDisksShown: boolean }
      seen.noDisksShown = document.body.textContent?.includes(message) ?? false
      new MutationObserver(() => {
        if (document.body.textContent?.includes(message)) seen.noDisksShown = true
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    }, noDisks)
    await loadedChart('Disk reads')
    expect(
      await browser.execute(() => (window as unknown as { noDisksShown: boolean }).noDisksShown),
    ).toBe(false)
  })
})

/** The OxQL of every timeseries query sent so far, oldest first. */
const sentQueries = async () =>
  (await sentBodies('POST /v1/timeseries/query')).map(
    (body) => (JSON.parse(body ?? '{}') as { query: string }).query,
  )

/**
 * Types a local 'YYYY-MM-DDTHH:MM' into the date and time picker labelled `label`, segment by
 * segment as a keyboard user does: each segment moves on to the next once it is full (the
 * browser's en-US order, month / day / year, then the hour and minute on the 24-hour clock).
 */
async function setDateTime(label: string, value: string) {
  const [, year, month, day, hour, minute] =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value) ?? []
  const segment = (name: string) =>
    screen().findByRole('spinbutton', { name: new RegExp(`^${name}.*${label}`) })
  await (await segment('month')).click()
  await browser.keys([...month, ...day, ...year, ...hour, ...minute])
  await expect(await segment('minute')).toHaveAttribute('aria-valuenow', String(Number(minute)))
  await expect(await segment('month')).toHaveAttribute('aria-valuenow', String(Number(month)))
}

/** A local 'YYYY-MM-DDTHH:MM' `hoursAgo` hours before now in the page, and its UTC OxQL literal. */
const localMinuteAgo = (hoursAgo: number) =>
  browser.execute((hoursAgo) => {
    const date = new Date(Date.now() - hoursAgo * 3_600_000)
    date.setSeconds(0, 0)
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
    return { local, oxql: `@${date.toISOString().slice(0, -1)}` }
  }, hoursAgo)

describe('the metrics time range', () => {
  it('prints the range, changes it with a preset and keeps it across the sub-tabs', async () => {
    await openApp(pb.instanceCpuMetrics(instanceParams('state-running')))
    await loadedChart('CPU utilization')
    const hour = await printedWindow()
    expect((minutesOf(hour.to) - minutesOf(hour.from) + 1440) % 1440).toBe(60)

    await chooseOption(/Time range/, 'Last 24 hours')
    await browser.waitUntil(async () => (await browser.getUrl()).includes('range=24h'))
    await loadedChart('CPU utilization')
    const day = await printedWindow()
    expect(day.endDay).toBeDefined()
    expect(day.from).toBe(day.to)

    await (await screen().getByRole('tab', { name: 'Network' })).click()
    await expect(await screen().findByRole('button', { name: /Time range/ })).toHaveText(
      expect.stringContaining('Last 24 hours'),
    )
    expect((await printedWindow()).endDay).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('refuses a custom range that ends before it starts, sending nothing', async () => {
    await openApp(pb.instanceCpuMetrics(instanceParams('state-running')))
    await loadedChart('CPU utilization')
    await chooseOption(/Time range/, 'Custom')
    await loadedChart('CPU utilization')
    const sent = (await sentQueries()).length

    await setDateTime('Start', (await localMinuteAgo(1)).local)
    await setDateTime('End', (await localMinuteAgo(3)).local)
    await (await screen().getByRole('button', { name: 'Apply' })).click()
    // each segment of the End picker says it is invalid
    const endMonth = await screen().findByRole('spinbutton', { name: /^month.*End/ })
    await expect(endMonth).toHaveAttribute('aria-invalid', 'true')
    await expect(await screen().findByText('The start must be before the end')).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    // give a request the time it would take to go out
    await browser.pause(500)
    expect(await sentQueries()).toHaveLength(sent)
  })

  it('asks for the custom range it is given', async () => {
    await openApp(pb.instanceCpuMetrics(instanceParams('state-running')))
    await loadedChart('CPU utilization')
    await chooseOption(/Time range/, 'Custom')
    const start = await localMinuteAgo(3)
    const end = await localMinuteAgo(1)
    await setDateTime('Start', start.local)
    await setDateTime('End', end.local)
    await (await screen().getByRole('button', { name: 'Apply' })).click()

    await browser.waitUntil(async () => (await browser.getUrl()).includes('range=custom'))
    await loadedChart('CPU utilization')
    const { from, to } = await printedWindow()
    expect(from).toBe(start.local.slice(-5))
    expect(to).toBe(end.local.slice(-5))
    const query = (await sentQueries()).at(-1) ?? ''
    expect(query).toContain(`timestamp >= ${start.oxql}`)
    expect(query).toContain(`timestamp < ${end.oxql}`)
    expect(query).toContain('align mean_within(120s)')
  })
})

describe('the vCPU state', () => {
  it('charts the time in the chosen state, or in each, and keeps the choice in the URL', async () => {
    await openApp(pb.instanceCpuMetrics(instanceParams('state-running')))
    await loadedChart('CPU utilization')
    expect((await sentQueries()).at(-1)).toContain('state == "run"')

    await chooseOption(/vCPU state/, 'Emulation')
    await browser.waitUntil(async () => (await browser.getUrl()).includes('state=emulation'))
    const emulation = await loadedChart('CPU time in emulation')
    await expect(emulation).toHaveText(expect.stringContaining('Latest'))
    expect((await sentQueries()).at(-1)).toContain('state == "emulation"')
    expect(await screen().queryByRole('figure', { name: 'CPU utilization' })).toBeNull()

    await chooseOption(/vCPU state/, 'All states')
    for (const title of [
      'CPU utilization',
      'CPU time in emulation',
      'CPU time waiting',
      'CPU time idle',
    ]) {
      await expect(await loadedChart(title)).toHaveText(expect.stringContaining('Latest'))
    }
    await expectNoSeriousA11yViolations()

    // the choice stays on a reload, and going back to running leaves the URL clean
    await browser.refresh()
    await loadedChart('CPU time idle')
    await chooseOption(/vCPU state/, 'Running')
    await browser.waitUntil(async () => !(await browser.getUrl()).includes('state='))
    await loadedChart('CPU utilization')
    expect(await screen().queryByRole('figure', { name: 'CPU time idle' })).toBeNull()
  })
})
