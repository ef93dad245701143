import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { mockRequests } from './helpers/requests'
import { expectPath, screen } from './helpers/screen'

/** The calls sent since `from` calls had been. */
const requestsSince = async (from: number) => (await mockRequests()).slice(from)

/**
 * The mock's latency. The mock records a call when it arrives, so a click right after the calls
 * are seen lands while they are still on their way, or answered less than the stale time (2 s)
 * ago that a page's data must be younger than. At 1 s, then at 3 s, a machine under load opened
 * the page more than 3 s, then 5 s, after the hover's first call: the page found that answer
 * stale and asked again.
 */
const mockDelay = '8000'
/** The rows come after the mock's latency, on a machine that may be busy. */
const rowsTimeout = { timeout: 20_000 }

/**
 * Rests the pointer on the link named `name` and waits until every one of `expected` has been
 * sent; resolves with the number of calls before the hover.
 */
async function hoverUntilSent(name: string, expected: string[]) {
  // the list arrives after the mock's delay
  const link = await screen().findByRole('link', { name }, rowsTimeout)
  const before = (await mockRequests()).length
  await link.moveTo()
  await browser.waitUntil(
    async () => {
      const sent = await requestsSince(before)
      return expected.every((request) => sent.includes(request))
    },
    { interval: 50, timeoutMsg: `hovering ${name} did not prefetch ${expected.join(', ')}` },
  )
  return { link, before }
}

describe('intent prefetch', () => {
  it('hovering an instance prefetches its storage tab, which then asks for none of it again', async () => {
    await openApp(pb.instances({ project: 'mock-project' }), { mockDelay })
    // the storage tab's disk tables and its attach picker, and the header's network interfaces
    const storage = ['GET /v1/instances/db1/disks', 'GET /v1/disks', 'GET /v1/network-interfaces']
    const { link, before } = await hoverUntilSent('db1', storage)
    const afterHover = (await mockRequests()).length
    await link.click()
    await expectPath(pb.instanceStorage({ project: 'mock-project', instance: 'db1' }))
    await screen().findByRole('rowheader', { name: /^db1-boot/ }, rowsTimeout)
    await screen().findByRole('link', { name: 'db1-boot' })
    const afterClick = (await mockRequests()).slice(afterHover)
    expect(afterClick.filter((request) => storage.includes(request))).toEqual([])
    // each was asked once in all, by the hover
    const all = await requestsSince(before)
    for (const request of storage) {
      expect(all.filter((sent) => sent === request)).toHaveLength(1)
    }
  })

  it('hovering a project prefetches the first page of its instances', async () => {
    await openApp(pb.projects(), { mockDelay })
    const { link } = await hoverUntilSent('mock-project', ['GET /v1/instances'])
    const afterHover = (await mockRequests()).length
    await link.click()
    await expectPath(pb.instances({ project: 'mock-project' }))
    await screen().findByRole('link', { name: 'db1' }, rowsTimeout)
    expect((await mockRequests()).slice(afterHover)).not.toContain('GET /v1/instances')
  })
})
