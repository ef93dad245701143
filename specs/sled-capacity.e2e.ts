import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { liftFaults, openFailing } from './helpers/faults'
import { rowText } from './helpers/rows'
import { screen } from './helpers/screen'

const SLEDS = pb.sledInventory()
/** The seeded rack (mirage/seeds/hardware-seeds.ts): cubby 0 runs instances, cubby 14 is expunged. */
const SLED = 'BRM42220004'
const EXPUNGED_SLED = 'BRM42220046'
const NON_PROVISIONABLE_SLED = 'BRM42220037'
const SLED_PAGE = /^\/system\/inventory\/sleds\/[0-9a-f-]{36}\/instances$/

/** A sled as the mock's API answers, with what its instance list says it runs. */
interface SledHolding {
  id: string
  serial: string
  threads: number
  ram: number
  takesInstances: boolean
  vcpus: number
  memory: number
}

/** Every sled in the list's order, each with the sum of its instances' sizes, from the mock. */
const sledsFromApi = async (): Promise<SledHolding[]> =>
  await browser.execute(async () => {
    type Page<T> = { items: T[]; next_page?: string | null }
    const whole = async <T>(path: string) => {
      const items: T[] = []
      let token: string | null | undefined
      do {
        const query = `limit=1000${token ? `&page_token=${token}` : ''}`
        const page = (await (await fetch(`${path}?${query}`)).json()) as Page<T>
        items.push(...page.items)
        token = page.next_page
      } while (token)
      return items
    }
    const sleds = await whole<{
      id: string
      baseboard: { serial: string }
      usable_hardware_threads: number
      usable_physical_ram: number
      policy: { kind: string; provision_policy?: string }
      state: string
    }>('/v1/system/hardware/sleds')
    return Promise.all(
      sleds.map(async (sled) => {
        const instances = await whole<{ ncpus: number; memory: number }>(
          `/v1/system/hardware/sleds/${sled.id}/instances`,
        )
        return {
          id: sled.id,
          serial: sled.baseboard.serial,
          threads: sled.usable_hardware_threads,
          ram: sled.usable_physical_ram,
          takesInstances:
            sled.policy.kind === 'in_service' &&
            sled.policy.provision_policy === 'provisionable' &&
            sled.state === 'active',
          vcpus: instances.reduce((sum, instance) => sum + instance.ncpus, 0),
          memory: instances.reduce((sum, instance) => sum + instance.memory, 0),
        }
      }),
    )
  })

const GiB = 1024 ** 3
const inGiB = (bytes: number) => (bytes / GiB).toLocaleString('en-US', { maximumFractionDigits: 2 })

/** '20 / 128 vCPU' and '40 / 1,024 GiB', as the cells and the sled page read. */
const figures = (sled: SledHolding) => ({
  vcpus: `${sled.vcpus} / ${sled.threads} vCPU`,
  memory: `${inGiB(sled.memory)} / ${inGiB(sled.ram)} GiB`,
})

/** The sled in the free cubby, not yet in the rack: listed in a table of its own below the sleds'. */
const WAITING_SLED = 'BRM42220052'

/** The serials heading the sleds' rows, in the order shown. */
async function rowHeaders() {
  const cells = await screen().findAllByRole('rowheader')
  const serials = await Promise.all(cells.map((cell) => cell.getText()))
  return serials.filter((serial) => serial !== WAITING_SLED)
}

/** Occurrences of `text` in the row of `serial`. */
const countInRow = async (serial: string, text: string) =>
  (await rowText(serial)).split(text).length - 1

describe('sled capacity', () => {
  // the seeds' starting and stopping instances settle at once, so the mock's answers hold still
  beforeEach(() => openApp(SLEDS, { instanceStepMs: 1 }))

  it('shows what each sled’s instances hold against what it can run, and sorts by it', async () => {
    await screen().findByRole('rowheader', { name: SLED })
    const sleds = await sledsFromApi()
    const sled = sleds.find((each) => each.serial === SLED)
    if (!sled) throw new Error(`the mock has no sled ${SLED}`)
    expect(sled.vcpus).toBeGreaterThan(0)
    const expected = figures(sled)
    // a bar named with the figures, for each resource (other sleds may hold as much: the row
    // below says which is this one's)
    await screen().findAllByRole('progressbar', { name: expected.vcpus })
    await screen().findAllByRole('progressbar', { name: expected.memory })
    const row = await rowText(SLED)
    expect(row).toContain(expected.vcpus)
    expect(row).toContain(expected.memory)

    // a sled that takes no new instances says why in both cells (and the policy column)
    expect(await countInRow(NON_PROVISIONABLE_SLED, 'Not provisionable')).toBe(3)
    expect(await countInRow(EXPUNGED_SLED, 'Expunged')).toBe(3)
    await expectNoSeriousA11yViolations()

    // by the share of vCPUs taken, a sled out of placement counting as full; ties keep the
    // list's order, as the table's sort does
    const share = (each: SledHolding) => (each.takesInstances ? each.vcpus / each.threads : 1)
    const ascending = [...sleds].sort((a, b) => share(a) - share(b)).map((each) => each.serial)
    await (await screen().findByRole('columnheader', { name: 'vCPUs' })).click()
    await browser.waitUntil(async () => (await rowHeaders()).join() === ascending.join(), {
      timeoutMsg: `not sorted by vCPUs taken: expected ${ascending.join(', ')}`,
    })
    await (await screen().findByRole('columnheader', { name: 'vCPUs' })).click()
    await browser.waitUntil(async () => (await rowHeaders())[0] !== ascending[0], {
      timeoutMsg: 'not sorted by vCPUs taken, descending',
    })
    const fullest = (await rowHeaders())[0]
    const top = sleds.find((each) => each.serial === fullest)
    expect(top && share(top)).toBe(Math.max(...sleds.map(share)))
  })

  it('shows the same figures at the top of a sled’s page, and its instances’ sizes', async () => {
    await (await screen().findByRole('link', { name: SLED })).click()
    await browser.waitUntil(async () => SLED_PAGE.test(new URL(await browser.getUrl()).pathname), {
      timeoutMsg: 'the sled page did not open',
    })
    await expect(await screen().findByRole('heading', { name: SLED, level: 1 })).toBeDisplayed()
    const sled = (await sledsFromApi()).find((each) => each.serial === SLED)
    if (!sled) throw new Error(`the mock has no sled ${SLED}`)
    const expected = figures(sled)
    await screen().findByRole('progressbar', { name: expected.vcpus })
    await screen().findByRole('progressbar', { name: expected.memory })
    await screen().findByRole('columnheader', { name: 'vCPUs' })
    await screen().findByRole('columnheader', { name: 'Memory' })
    await expectNoSeriousA11yViolations()
  })

  it('says in place that the sleds’ instances could not be read, and reads them on Retry', async () => {
    await screen().findByRole('rowheader', { name: SLED })
    const sled = (await sledsFromApi()).find((each) => each.serial === SLED)
    if (!sled) throw new Error(`the mock has no sled ${SLED}`)
    // the seeded ids are the same after a reload
    const instances = `/v1/system/hardware/sleds/${sled.id}/instances`
    await openFailing(SLEDS, { method: 'GET', path: instances, status: 500 })
    await screen().findByText('Could not load allocated capacity')
    await browser.waitUntil(async () => (await rowText(SLED)).includes('Not loaded'), {
      timeoutMsg: 'the cells do not say the capacity was not loaded',
    })
    // the rest of the table stays
    expect(await rowText(SLED)).toContain('In service')
    await expectNoSeriousA11yViolations()

    await liftFaults()
    await (await screen().findByRole('button', { name: 'Retry' })).click()
    await screen().findAllByRole('progressbar', { name: figures(sled).vcpus })
  })

  it('says a sled out of placement has no room on its page', async () => {
    await (await screen().findByRole('link', { name: EXPUNGED_SLED })).click()
    await expect(
      await screen().findByRole('heading', { name: EXPUNGED_SLED, level: 1 }),
    ).toBeDisplayed()
    await browser.waitUntil(async () => (await screen().queryAllByText('Expunged')).length >= 3, {
      timeoutMsg: 'the expunged sled’s page does not say it takes no instances',
    })
  })
})
