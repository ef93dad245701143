// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  CRAWL_FRESH_MS,
  CRAWL_MAX_IN_FLIGHT,
  type CrawlProgress,
  freshnessText,
  isFresh,
  notStarted,
  pacedQueue,
  type Visibility,
} from './crawl-pace'
import { type CrawlReads, startCrawl } from './find-crawl'

/** A tab whose visibility the test sets. */
function fakeTab() {
  let hidden = false
  const listeners = new Set<() => void>()
  const visibility: Visibility = {
    hidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const setHidden = (value: boolean) => {
    hidden = value
    for (const listener of listeners) listener()
  }
  return { visibility, setHidden, listening: () => listeners.size }
}

/** Requests that each take `ms`, counting how many are in flight at once. */
function fakeServer(ms = 100) {
  let inFlight = 0
  let most = 0
  const sent: string[] = []
  const answer = <T>(what: string, result: () => T) => {
    sent.push(what)
    inFlight++
    most = Math.max(most, inFlight)
    return new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        inFlight--
        try {
          resolve(result())
        } catch (error) {
          reject(error)
        }
      }, ms),
    )
  }
  return { answer, sent, most: () => most, inFlight: () => inFlight }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the crawl’s pace', () => {
  test('never more than the limit in flight, the first lane first, and idle at the end', async () => {
    const server = fakeServer()
    const tab = fakeTab()
    const onIdle = vi.fn()
    const queue = pacedQueue({ maxInFlight: 3, visibility: tab.visibility, onIdle })
    for (let index = 0; index < 5; index++)
      queue.add(() => server.answer(`after ${index}`, () => 0), 'after')
    for (let index = 0; index < 5; index++)
      queue.add(() => server.answer(`first ${index}`, () => 0))
    await vi.advanceTimersByTimeAsync(0)
    expect(server.inFlight()).toBe(3)
    await vi.runAllTimersAsync()
    expect(server.most()).toBe(3)
    expect(server.sent.slice(0, 5)).toEqual(['first 0', 'first 1', 'first 2', 'first 3', 'first 4'])
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  test('starts nothing while the tab is hidden, and goes on when it shows again', async () => {
    const server = fakeServer()
    const tab = fakeTab()
    const queue = pacedQueue({ maxInFlight: 2, visibility: tab.visibility, onIdle: () => {} })
    for (let index = 0; index < 4; index++) queue.add(() => server.answer(`${index}`, () => 0))
    await vi.advanceTimersByTimeAsync(0)
    expect(server.sent).toEqual(['0', '1'])
    tab.setHidden(true)
    // the two in flight finish; no more go out while hidden, however long
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.sent).toEqual(['0', '1'])
    expect(server.inFlight()).toBe(0)
    tab.setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.sent).toEqual(['0', '1', '2', '3'])
    queue.stop()
    expect(tab.listening()).toBe(0)
  })

  test('a failed task is done all the same', async () => {
    const tab = fakeTab()
    const onIdle = vi.fn()
    const queue = pacedQueue({ maxInFlight: 1, visibility: tab.visibility, onIdle })
    queue.add(() => Promise.reject(new Error('refused')))
    queue.add(() => Promise.resolve())
    await vi.runAllTimersAsync()
    expect(onIdle).toHaveBeenCalledTimes(1)
  })
})

describe('a crawl of the silo', () => {
  const forbidden = () => {
    throw { statusCode: 403, message: 'Forbidden' }
  }
  // a rack whose API has no snapshots: a bare 501
  const notOffered = () => {
    throw { statusCode: 501, message: 'Not Implemented' }
  }
  const page = <T>(items: T[]) => ({ items })
  const instancesOf: Record<string, string[]> = {
    'mock-project': ['i-1', 'i-2'],
    payments: ['i-3'],
    secret: [],
  }

  function crawlWith(server: ReturnType<typeof fakeServer>, firstProject?: string) {
    const tab = fakeTab()
    const named = (names: string[]) => page(names.map((name) => ({ id: name, name })))
    const list =
      (kind: string) =>
      ({ project }: { project: string }) =>
        server.answer(`${kind} ${project}`, () =>
          project === 'secret'
            ? forbidden()
            : kind === 'snapshots' && project === 'payments'
              ? notOffered()
              : named(kind === 'instances' ? instancesOf[project] : [`${kind}-of-${project}`]),
        )
    const reads: CrawlReads = {
      projects: () => server.answer('projects', () => named(Object.keys(instancesOf))),
      projectLists: {
        instances: list('instances'),
        disks: list('disks'),
        vpcs: list('vpcs'),
        floatingIps: list('floatingIps'),
        snapshots: list('snapshots'),
        images: list('images'),
      },
      subnets: ({ vpc }) => server.answer(`subnets ${vpc}`, () => named(['default'])),
      interfaces: ({ instance }) => server.answer(`interfaces ${instance}`, () => page([])),
      externalIps: ({ instance }) =>
        server.answer(`externalIps ${instance}`, () =>
          page([{ ip: `203.0.113.${instance.slice(2)}` }]),
        ),
    }
    const onChange = vi.fn()
    const crawl = startCrawl({
      reads,
      visibility: tab.visibility,
      now: () => Date.now(),
      firstProject,
      previous: undefined,
      onChange,
    })
    return { crawl, tab, onChange }
  }

  test('reads every list a few at a time, the addresses last, skips a project it may not list and a list not offered', async () => {
    const server = fakeServer()
    const { crawl } = crawlWith(server, 'payments')
    await vi.runAllTimersAsync()
    expect(server.most()).toBe(CRAWL_MAX_IN_FLIGHT)
    // the project the user is in first
    expect(server.sent.slice(0, 2)).toEqual(['projects', 'instances payments'])
    // each VPC's subnets
    expect(server.sent).toContain('subnets vpcs-of-mock-project')
    // the instances' addresses after every list
    const firstAddress = server.sent.findIndex((request) => request.startsWith('interfaces'))
    const lastList = server.sent.findLastIndex(
      (request) => !/^(interfaces|externalIps)/.test(request),
    )
    expect(firstAddress).toBeGreaterThan(lastList)
    expect(crawl.state().progress).toEqual<CrawlProgress>({
      projects: 3,
      projectsSearched: 2,
      projectsNotAllowed: 1,
      projectsFailed: 0,
      instances: 3,
      instancesRead: 3,
      finishedAt: Date.now(),
    })
    expect(Object.fromEntries(crawl.state().externalIps)).toEqual({
      'i-1': ['203.0.113.1'],
      'i-2': ['203.0.113.2'],
      'i-3': ['203.0.113.3'],
    })
  })

  test('pauses while the tab is hidden and finishes once it shows', async () => {
    const server = fakeServer()
    const { crawl, tab } = crawlWith(server)
    await vi.advanceTimersByTimeAsync(250)
    tab.setHidden(true)
    const sentWhenHidden = server.sent.length
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    // what was in flight when the tab hid, and nothing after
    expect(server.sent.length).toBeLessThanOrEqual(sentWhenHidden)
    expect(crawl.state().progress.finishedAt).toBeUndefined()
    tab.setHidden(false)
    await vi.runAllTimersAsync()
    expect(crawl.state().progress.finishedAt).toBe(Date.now())
  })
})

describe('the freshness line', () => {
  const at = Date.UTC(2026, 0, 1, 12)
  const progress = (change: Partial<CrawlProgress>): CrawlProgress => ({ ...notStarted, ...change })

  test.each<[what: string, progress: CrawlProgress, now: number, text: string]>([
    ['before the projects are in', notStarted, at, 'Searching the silo’s projects…'],
    [
      'while the lists are read',
      progress({ projects: 6, projectsSearched: 2 }),
      at,
      'Searching: 2 of 6 projects…',
    ],
    [
      'while the addresses are read',
      progress({ projects: 6, projectsSearched: 6, instances: 40, instancesRead: 12 }),
      at,
      'Searching: 6 of 6 projects; addresses of 12 of 40 instances…',
    ],
    [
      'finished, two minutes ago',
      progress({
        projects: 6,
        projectsSearched: 6,
        instances: 40,
        instancesRead: 40,
        finishedAt: at,
      }),
      at + 2 * 60_000 + 5_000,
      'Searched 6 projects and the addresses of 40 instances, 2 min ago',
    ],
    [
      'finished just now, one project',
      progress({ projects: 1, projectsSearched: 1, finishedAt: at }),
      at + 30_000,
      'Searched 1 project, just now',
    ],
    [
      'finished hours ago',
      progress({ projects: 2, projectsSearched: 2, finishedAt: at }),
      at + 3 * 3_600_000,
      'Searched 2 projects, 3 h ago',
    ],
    [
      'a project the user may not list, skipped',
      progress({ projects: 6, projectsSearched: 5, projectsNotAllowed: 1, finishedAt: at }),
      at,
      'Searched 5 projects, just now; 1 project skipped: not allowed to list their resources',
    ],
    [
      'a project one of whose lists failed',
      progress({ projects: 3, projectsSearched: 2, projectsFailed: 1, finishedAt: at }),
      at,
      'Searched 3 projects, just now; 1 project in part: a list failed',
    ],
  ])('%s', (_, progress, now, text) => {
    expect(freshnessText(progress, now)).toBe(text)
  })

  test.each<[what: string, finishedAt: number | undefined, fresh: boolean]>([
    ['never finished', undefined, false],
    ['finished a minute ago', at - 60_000, true],
    ['finished at the limit', at - CRAWL_FRESH_MS, false],
  ])('fresh: %s', (_, finishedAt, fresh) => {
    expect(isFresh(progress({ projects: 1, finishedAt }), at)).toBe(fresh)
  })
})
