import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import {
  CAPACITY_RESOURCES,
  type CapacityResource,
  capacityLabels,
  formatShare,
  physicalCapacity,
} from '@/util/capacity'
import { SILO_SEED } from '~/mirage/seeds/silo-seeds'
import { navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption } from './helpers/field-input'
import { screen } from './helpers/screen'

const GiB = 1024 ** 3

/**
 * The numbers a bar on a resource's card reads out: '144 of 256 vCPUs (56 %)'. Each card has a
 * bar of the same name, in the order of the resources; the card (a region named by its
 * resource) shows the same numbers, so the bar is the card's.
 */
async function meterText(resource: CapacityResource, bar = 'Provisioned') {
  const meters = await screen().findAllByRole('progressbar', { name: bar })
  const text =
    (await meters[CAPACITY_RESOURCES.indexOf(resource)].getAttribute('aria-valuetext')) ?? ''
  const card = await screen().findByRole('region', { name: capacityLabels[resource] })
  await expect(card).toHaveText(expect.stringContaining(text))
  return text
}

/** The percentage at the end of a bar's numbers: '56 %' of '144 of 256 vCPUs (56 %)'. */
const percentOf = (text: string) => /\(([^)]*)\)$/.exec(text)?.[1]

/** What a chart's caption says (latest, lowest, highest), once its data has loaded. */
async function chartSummary(title: string) {
  const figure = await screen().findByRole('figure', { name: title })
  await browser.waitUntil(async () => (await figure.getAttribute('aria-busy')) !== 'true', {
    timeoutMsg: `the ${title} chart did not load`,
  })
  return figure.getText()
}

const provisionedCpus = (text: string) => Number(/^([\d,]+) of/.exec(text)?.[1].replaceAll(',', ''))

describe('silo utilization', () => {
  beforeEach(async () => {
    await openApp(pb.siloUtilization())
    await screen().findByRole('heading', { name: 'Utilization', level: 1 })
  })

  it('shows the quotas filling up as an instance is created and started', async () => {
    await expect(browser).toHaveTitle('Utilization / Oxide Console')
    const before = await meterText('cpus')
    expect(before).toMatch(/^\d+ of \d+ vCPUs \(\d+ %\)$/)
    await expect(await meterText('memory')).toMatch(/ of .*iB \(\d+ %\)$/)
    await expect(await meterText('storage')).toMatch(/ of .*iB \(\d+ %\)$/)
    await expectNoSeriousA11yViolations()

    const status = await browser.execute(async (memory) => {
      const project = '?project=mock-project'
      const created = await fetch(`/v1/instances${project}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'capacity-probe',
          description: '',
          hostname: 'capacity-probe',
          ncpus: 6,
          memory,
          start: false,
        }),
      })
      // a new instance is created first, and only a stopped one starts (SPEC §4)
      for (let tries = 0; tries < 50; tries++) {
        const probe = await (await fetch(`/v1/instances/capacity-probe${project}`)).json()
        if ((probe as { run_state: string }).run_state === 'stopped') break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const started = await fetch(`/v1/instances/capacity-probe/start${project}`, {
        method: 'POST',
      })
      return [created.status, started.status]
    }, 8 * GiB)
    expect(status).toEqual([201, 202])

    // away and back through the console's own links, so the page loads again
    await navigateInApp(pb.projects())
    await screen().findByRole('heading', { name: 'Projects', level: 1 })
    await (await screen().findByRole('link', { name: 'Utilization' })).click()
    await browser.waitUntil(
      async () => provisionedCpus(await meterText('cpus')) === provisionedCpus(before) + 6,
      { timeoutMsg: 'the CPUs meter did not count the started instance' },
    )
    await expect(await chartSummary('CPUs provisioned')).toContain(
      `Latest ${provisionedCpus(before) + 6} vCPUs`,
    )
  })

  it('shows a card for each resource with its share of the quota', async () => {
    const utilization = await browser.execute(async () => {
      const response = await fetch('/v1/utilization')
      return (await response.json()) as { provisioned: Counts; capacity: Counts }
    })
    for (const resource of CAPACITY_RESOURCES) {
      const card = await screen().findByRole('region', { name: capacityLabels[resource] })
      await expect(card).toHaveText(expect.stringContaining('Provisioned'))
      const share = formatShare(utilization.provisioned[resource], utilization.capacity[resource])
      await expect(percentOf(await meterText(resource))).toBe(share)
      await expect(card).toHaveText(expect.stringContaining(`(${share})`))
    }
    await expectNoSeriousA11yViolations()
  })

  it('keeps the chosen time range in the URL across a reload', async () => {
    const day = await chartSummary('Memory provisioned')
    await chooseOption(/Time range$/, 'Last 30 days')
    await browser.waitUntil(async () => (await browser.getUrl()).includes('range=30d'))
    await browser.waitUntil(async () => (await chartSummary('Memory provisioned')) !== day, {
      timeoutMsg: 'the chart did not change with the range',
    })
    const month = await chartSummary('Memory provisioned')

    await browser.refresh()
    await expect(
      await screen().findByRole('button', {
        name: /Last 30 days.*Time range|Time range.*Last 30 days/,
      }),
    ).toBeDisplayed()
    // the samples are drawn again for the new moment, but the range ends at the same value
    const latest = (summary: string) => /Latest [^,]+/.exec(summary)?.[0]
    await expect(latest(await chartSummary('Memory provisioned'))).toBe(latest(month))

    await (await screen().findByRole('button', { name: 'Refresh' })).click()
    await expect(browser).toHaveUrl(expect.stringContaining('range=30d'))
  })

  it('narrows the charts to one project', async () => {
    const silo = await chartSummary('CPUs provisioned')
    await chooseOption(/Project$/, 'mock-project')
    await browser.waitUntil(async () => (await chartSummary('CPUs provisioned')) !== silo, {
      timeoutMsg: 'the chart did not narrow to the project',
    })
    await expect(browser).toHaveUrl(expect.stringContaining('project=mock-project'))
  })
})

interface Counts {
  cpus: number
  memory: number
  storage: number
}

/** What the fleet's summary should say, from the API (SPEC §9's formula, written out here). */
async function expectedFleet() {
  return browser.execute(async () => {
    const sleds = (await (await fetch('/v1/system/hardware/sleds?limit=1000')).json()) as {
      items: {
        policy: { kind: string }
        usable_hardware_threads: number
        usable_physical_ram: number
      }[]
    }
    const silos = (await (await fetch('/v1/system/utilization/silos?limit=1000')).json()) as {
      items: { silo_name: string; allocated: Counts; provisioned: Counts }[]
    }
    const inService = sleds.items.filter((sled) => sled.policy.kind === 'in_service')
    const threads = inService.reduce((sum, sled) => sum + sled.usable_hardware_threads, 0)
    const total = (counts: 'allocated' | 'provisioned', resource: keyof Counts) =>
      silos.items.reduce((sum, silo) => sum + silo[counts][resource], 0)
    return {
      sleds: inService.map((sled) => ({
        usableHardwareThreads: sled.usable_hardware_threads,
        usablePhysicalRam: sled.usable_physical_ram,
      })),
      allocated: {
        cpus: total('allocated', 'cpus'),
        memory: total('allocated', 'memory'),
        storage: total('allocated', 'storage'),
      },
      provisioned: {
        cpus: total('provisioned', 'cpus'),
        memory: total('provisioned', 'memory'),
        storage: total('provisioned', 'storage'),
      },
      recommendedCpus: Math.ceil(0.7 * threads),
      allocatedCpus: silos.items.reduce((sum, silo) => sum + silo.allocated.cpus, 0),
      provisionedCpus: silos.items.reduce((sum, silo) => sum + silo.provisioned.cpus, 0),
      siloNames: silos.items.map((silo) => silo.silo_name),
    }
  })
}

const vcpus = (n: number) => `${n.toLocaleString('en-US')} vCPUs`

describe('system utilization', () => {
  it('sums up the silos against the fleet and its recommended capacity', async () => {
    await openApp(pb.systemUtilization())
    const { findByRole } = screen()
    await expect(await findByRole('tab', { name: 'Summary', selected: true })).toBeDisplayed()
    const expected = await expectedFleet()
    const cpus = await findByRole('row', { name: /^CPUs/ })
    await browser.waitUntil(async () => (await cpus.getText()).includes('vCPUs'))
    const row = await cpus.getText()
    expect(row).toContain(vcpus(expected.provisionedCpus))
    expect(row).toContain(vcpus(expected.allocatedCpus))
    expect(row).toContain(vcpus(expected.recommendedCpus))
    await expect(await screen().findByText(/^The fleet is (not )?over-committed/)).toBeDisplayed()

    const table = await findByRole('table', { name: 'Silo utilization' })
    for (const silo of expected.siloNames) {
      await expect(await table.$(`aria/${silo}`)).toBeDisplayed()
    }
    // research holds its whole CPU quota (seeded so): the row says so in words
    const research = await findByRole('row', { name: new RegExp(`^${SILO_SEED.research}`) })
    await expect(await research.getText()).toContain('at CPU quota')
    await expectNoSeriousA11yViolations()
  })

  it('shows a card for each resource: provisioned of the quotas, allocated of the hardware', async () => {
    await openApp(pb.systemUtilization())
    const expected = await expectedFleet()
    const physical = physicalCapacity(expected.sleds)
    const shares = (resource: CapacityResource) => ({
      Provisioned: formatShare(expected.provisioned[resource], expected.allocated[resource]),
      Allocated: formatShare(expected.allocated[resource], physical[resource], 'no hardware'),
    })
    for (const resource of CAPACITY_RESOURCES) {
      const card = await screen().findByRole('region', { name: capacityLabels[resource] })
      for (const [bar, share] of Object.entries(shares(resource))) {
        await expect(card).toHaveText(expect.stringContaining(bar))
        await expect(percentOf(await meterText(resource, bar))).toBe(share)
      }
    }
    await expectNoSeriousA11yViolations()
  })

  it('narrows the fleet metrics to one silo', async () => {
    await openApp(pb.systemUtilization())
    await (await screen().findByRole('tab', { name: 'Metrics' })).click()
    await expect(browser).toHaveUrl(expect.stringContaining('tab=metrics'))
    const fleet = await chartSummary('CPUs provisioned')
    await chooseOption(/Silo$/, SILO_SEED.research)
    await browser.waitUntil(async () => (await chartSummary('CPUs provisioned')) !== fleet, {
      timeoutMsg: 'the chart did not narrow to the silo',
    })
    const research = `Latest ${SILO_SEED.researchCpus} vCPUs`
    await expect(await chartSummary('CPUs provisioned')).toContain(research)
    await expect(browser).toHaveUrl(expect.stringContaining(`silo=${SILO_SEED.research}`))
    await expectNoSeriousA11yViolations()

    await chooseOption(/Time range$/, 'Last 7 days')
    await browser.refresh()
    await expect(
      await screen().findByRole('tab', { name: 'Metrics', selected: true }),
    ).toBeDisplayed()
    await expect(await chartSummary('CPUs provisioned')).toContain(research)
  })

  it("writes the charts' times as the instance charts do: a 24-hour clock, then dates", async () => {
    await openApp(`${pb.systemUtilization()}?tab=metrics`)
    const axisOf = async () =>
      (await (await screen().findAllByRole('list', { name: 'Time axis' }))[0].getText()).split('\n')
    // the default day: marks every 4 hours on a 24-hour clock ('04:00'), not '6pm'
    await browser.waitUntil(async () => (await axisOf()).length > 0)
    for (const mark of await axisOf()) expect(mark).toMatch(/^\d\d:00$/)
    await chooseOption(/Time range$/, 'Last 7 days')
    await browser.waitUntil(
      async () => (await axisOf()).every((mark) => /^\w{3} \d{1,2}$/.test(mark)),
      {
        timeoutMsg: 'a week is not marked by dates',
      },
    )
  })
})
