/**
 * Instance metrics on the production path: the HTTP server answers OxQL the way the
 * real server does (cumulative counters, deltas, aligned means), so the charts only read right if
 * the console's queries and its conversion of their answers are right.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { createRunningInstance, waitForSamples } from '../helpers/metrics'
import { openConsole, signInAt, uniqueName } from '../helpers/production'
import { screen } from '../helpers/screen'

const project = 'mock-project'
const metricsTabs = {
  cpu: pb.instanceCpuMetrics,
  disk: pb.instanceDiskMetrics,
  network: pb.instanceNetworkMetrics,
}
const metricsOf = (instance: string, tab: keyof typeof metricsTabs) =>
  metricsTabs[tab]({ project, instance })

/** What the chart `title` says once its data has loaded: its caption 'Latest …, lowest …'. */
async function chartText(title: string) {
  const figure = await screen().findByRole('figure', { name: title })
  await browser.waitUntil(async () => (await figure.getAttribute('aria-busy')) !== 'true', {
    timeout: 20_000,
    timeoutMsg: `the ${title} chart did not load`,
  })
  return figure.getText()
}

/** The latest value and its unit from a chart's text: '… Latest 1.2K bytes per sample, …'. */
function latest(text: string) {
  const match = /Latest ([\d.]+)([KMBT]?) ([^,]+),/.exec(text)
  if (!match) throw new Error(`no latest value in '${text}'`)
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[match[2]] ?? Number.NaN
  return { value: Number(match[1]) * scale, unit: match[3] }
}

/**
 * A running instance with a boot disk and the default interface, made through the API: the
 * seeded running instance has no disk, and seeded data is not this spec's to change.
 */
async function startInstanceWithDisk(name: string) {
  await createRunningInstance(project, name)
  await waitForSamples(project, name, 'virtual_disk:reads')
}

describe('instance metrics on the production build', () => {
  it('shows the CPU utilization of a running instance as a share of its vCPUs', async () => {
    await signInAt(metricsOf('state-running', 'cpu'))
    const cpu = latest(await chartText('CPU utilization'))
    expect(cpu.unit).toBe('%')
    expect(cpu.value).toBeGreaterThanOrEqual(0)
    expect(cpu.value).toBeLessThanOrEqual(100)
    await expectNoSeriousA11yViolations()
  })

  it('shows disk and network counts with what they count', async () => {
    const name = uniqueName('e2e-metrics')
    await signInAt(metricsOf('state-running', 'network'))
    await startInstanceWithDisk(name)

    await openConsole(metricsOf(name, 'disk'))
    for (const [title, unit] of [
      ['Disk reads', 'reads per sample'],
      ['Disk writes', 'writes per sample'],
      ['Bytes read', 'bytes per sample'],
      ['Bytes written', 'bytes per sample'],
    ]) {
      const reading = latest(await chartText(title))
      expect(reading.unit).toBe(unit)
      expect(reading.value).toBeGreaterThan(0)
    }
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('tab', { name: 'Network' })).click()
    for (const [title, unit] of [
      ['Bytes received', 'bytes per sample'],
      ['Packets sent', 'packets per sample'],
    ]) {
      const reading = latest(await chartText(title))
      expect(reading.unit).toBe(unit)
      expect(reading.value).toBeGreaterThan(0)
    }
  })

  it('says once that a stopped instance was not running, instead of drawing a flat line', async () => {
    await signInAt(metricsOf('db1', 'cpu'))
    const notRunning = 'The instance was not running in this period'
    expect(await chartText('CPU utilization')).toContain(notRunning)
    expect(await screen().findAllByText(notRunning)).toHaveLength(1)
    await expectNoSeriousA11yViolations()
  })

  it('prints the hour the charts span, and says there is nothing to chart without disks', async () => {
    await signInAt(metricsOf('state-running', 'cpu'))
    await chartText('CPU utilization')
    // 'Nov 26, 09:38 – 10:38', or with the date again across midnight
    const printed = await screen().findByText(
      /^\w{3} \d{1,2}, \d\d:\d\d\s–\s(\w{3} \d{1,2}, )?\d\d:\d\d$/,
    )
    const [from, to] = ((await printed.getText()).match(/\d\d:\d\d/g) ?? []).map((clock) => {
      const [hours, minutes] = clock.split(':').map(Number)
      return hours * 60 + minutes
    })
    expect((to - from + 1440) % 1440).toBe(60)

    // the seeded running instance has an interface but no disk
    await (await screen().findByRole('tab', { name: 'Disk' })).click()
    await expect(await screen().findByText('No disk metrics: no disks attached')).toBeDisplayed()
    expect(await screen().queryByRole('figure')).toBeNull()
    await expectNoSeriousA11yViolations()
  })
})
