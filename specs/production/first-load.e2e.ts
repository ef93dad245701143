/**
 * The first load's requests leave from index.html's first script, before the console's code
 * has arrived, and the console takes their answers rather than asking again
 * (boot/first-requests.ts): each of the page's first GETs goes out once, and before the entry
 * module runs, as does the request for the page's code.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openConsole, signInAt } from '../helpers/production'
import { screen } from '../helpers/screen'

const project = 'mock-project'

interface Sent {
  url: string
  startTime: number
}

/**
 * The API's GETs of this document so far, and when the console's entry module began to run: its
 * read of the device's copy (src/main.tsx) names a measure that starts then.
 */
const sentSoFar = () =>
  browser.execute(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const read = performance
      .getEntriesByType('measure')
      .find((measure) => measure.name.startsWith('warm start:'))
    return {
      api: resources
        .filter((entry) => new URL(entry.name).pathname.startsWith('/v1/'))
        .map((entry) => {
          const url = new URL(entry.name)
          return { url: url.pathname + url.search, startTime: entry.startTime }
        }),
      entryRanAt: read?.startTime ?? Number.NaN,
      pageCodeAskedAt:
        resources.find((entry) => /\/InstancesPage-\w+\.js$/.test(new URL(entry.name).pathname))
          ?.startTime ?? Number.NaN,
    }
  })

describe('the first load', () => {
  it('sends the page’s first requests once each, and asks for its code, before the console’s own code runs', async () => {
    const instances = pb.instances({ project })
    await signInAt(instances)
    // a document load of its own, signed in: the first load of the instances list
    await openConsole(instances)
    await expect(await screen().findByRole('rowheader', { name: 'db1' })).toBeDisplayed()
    const { api, entryRanAt, pageCodeAskedAt } = await sentSoFar()

    const early = ['/v1/me', `/v1/projects/${project}`, `/v1/instances?limit=50&project=${project}`]
    for (const url of early) {
      const sent: Sent[] = api.filter((request) => request.url === url)
      expect(sent.map((request) => request.url)).toEqual([url])
      expect(sent[0].startTime).toBeLessThan(entryRanAt)
    }
    expect(pageCodeAskedAt).toBeLessThan(entryRanAt)
  })
})
