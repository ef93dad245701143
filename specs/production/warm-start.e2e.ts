/**
 * The local-first warm start on the production path: a reload renders the last-known
 * projects before the API answers, marked as refreshing until it does; signing out leaves
 * nothing for the next user; the profile page's opt-out keeps nothing.
 *
 * What happens in the first milliseconds of a page cannot be polled from WebDriver: a script
 * that runs before the page's own (addInitScript) writes down when the facts happen.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { FILES_HANDED_OVER_MARK } from '@/service-worker/keep-code'
import { LAST_SCREEN_ATTRIBUTE, SCREEN_KEY, SCREEN_PAINTED_MARK } from '~/boot/last-screen'
import { POINTER_KEY } from '~/boot/warm-start-record'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { clickLabelOf } from '../helpers/field-input'
import {
  expectSignInPage,
  LOGIN_PATH,
  openConsole,
  signInAt,
  submitSignIn,
} from '../helpers/production'
import { expectPath, screen } from '../helpers/screen'

/** A seeded project of the silo, on the first page of the list. */
const ROW = 'mock-project'
const KEEP_LISTS = 'Keep a copy of lists on this device for a faster start'
/** How long the worker may take to keep a page's code loaded after it ran (keep-code.ts). */
const KEEP_LATER_FILES_MS = 40_000
/** store/persist.ts WRITE_THROTTLE_MS plus an idle callback's wait: a write would be done. */
const WRITE_SETTLED_MS = 3000

interface Timeline {
  /** When the row first showed, in ms after navigation start (performance.now()). */
  rowAt: number | null
  /** Whether the row and the 'Refreshing…' status showed together. */
  refreshingWithRow: boolean
  /** When the first answer of the API came in, and that of GET /v1/projects. */
  firstApiAnswerAt: number | null
  projectsAnswerAt: number | null
  /** How the startup's read of the device copy went (src/main.tsx): its measure's name and times. */
  read: { name: string; startTime: number; duration: number } | undefined
  /** Whether index.html's first script started that read (boot/warm-start-record.ts). */
  readFromFirstScript: boolean
}

/**
 * From the next page load on, records when the row shows in `window.warmStartRow`. It runs in
 * the page before the app, where Testing Library is not: it looks at link text and the status
 * role.
 *
 * With `holdApi`, the API's answers but /v1/me's reach the page only once the device's copy has been read
 * (the startup's 'warm start' measure, src/main.tsx) and its row shown: the copy fills what the
 * network has not answered, and on a busy machine the disk can be slower than this test server's
 * 50 ms, where a rack's 100–200 ms leaves it room. The test then shows what a restored copy looks
 * like however loaded the machine is.
 */
async function recordNextLoads({ holdApi }: { holdApi: boolean }) {
  return browser.addInitScript(
    (row: string, hold: boolean) => {
      const seen = { rowAt: null as number | null, refreshingWithRow: false }
      Object.assign(window, { warmStartRow: seen })
      if (hold) {
        const read = () =>
          performance.getEntriesByType('measure').some((m) => m.name.startsWith('warm start'))
        // until the copy is read and its row shown: the first load's requests leave before the
        // console's code (boot/first-requests.ts), so an answer can otherwise beat the first
        // render, which then shows the fresh list straight away; at most 5 s
        const holdFrom = performance.now()
        const copyRead = new Promise<void>((resolve) => {
          const check = () =>
            (read() && seen.rowAt !== null) || performance.now() - holdFrom > 5000
              ? resolve()
              : setTimeout(check, 5)
          check()
        })
        const fetchNow = window.fetch.bind(window)
        window.fetch = async (...args: Parameters<typeof fetch>) => {
          const response = await fetchNow(...args)
          const url = args[0] instanceof Request ? args[0].url : String(args[0])
          const path = new URL(url, location.href).pathname
          // /v1/me passes: the copy shows only once it has confirmed the session (store/persist.ts)
          if (path.startsWith('/v1/') && path !== '/v1/me') await copyRead
          return response
        }
      }
      new MutationObserver(() => {
        // the console's own row, not the last screen's picture of it (the next test's)
        const rowShown = [...document.querySelectorAll('a')].some(
          (a) => a.textContent === row && a.closest('[data-last-screen]') === null,
        )
        if (!rowShown) return
        seen.rowAt ??= performance.now()
        const refreshing = [...document.querySelectorAll('[role="status"]')].some(
          (status) => status.textContent === 'Refreshing…',
        )
        if (refreshing) seen.refreshingWithRow = true
      }).observe(document, { childList: true, subtree: true, characterData: true })
    },
    ROW,
    holdApi,
  )
}

/** What a reload showed of the last screen (boot/last-screen.ts), as the page's script saw it. */
interface LastScreenSeen {
  /** When the painted row showed, and whether its frame was inert then. */
  paintedAt: number | null
  paintedInert: boolean
  /** When the console's own row showed. */
  liveAt: number | null
  /** Whether the painted row and the console's were ever in the document together. */
  bothAtOnce: boolean
  /** What the proxy's Content-Security-Policy refused on the way (README): nothing, as ever. */
  violations: string[]
}

/** The row's timeline and, from the page's resource timing, when the API answered. */
const timeline = (): Promise<Timeline> =>
  browser.execute(() => {
    const seen = (
      window as unknown as { warmStartRow: Pick<Timeline, 'rowAt' | 'refreshingWithRow'> }
    ).warmStartRow
    const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.responseEnd }))
      .filter((entry) => entry.path.startsWith('/v1/'))
    const earliest = (list: { at: number }[]) =>
      list.length > 0 ? Math.min(...list.map((entry) => entry.at)) : null
    const [read] = performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('warm start'))
      .map(({ name, startTime, duration }) => ({ name, startTime, duration }))
    return {
      ...seen,
      read,
      readFromFirstScript:
        performance.getEntriesByName('warm start: read from the first script').length > 0,
      firstApiAnswerAt: earliest(answers),
      projectsAnswerAt: earliest(answers.filter((entry) => entry.path === '/v1/projects')),
    }
  })

/** Waits until the copy of the lists is on the device. */
const waitForCopy = () =>
  browser.waitUntil(
    () => browser.execute((key) => localStorage.getItem(key) !== null, POINTER_KEY),
    { timeoutMsg: 'the lists were not written to the device' },
  )

/** Reloads and waits until the list is the server's again. */
async function reloadProjects() {
  await browser.refresh()
  const { findByRole } = screen()
  await findByRole('heading', { name: 'Projects', level: 1 })
  await findByRole('link', { name: ROW })
  await browser.waitUntil(async () => (await timeline()).projectsAnswerAt !== null, {
    timeoutMsg: 'the list was not asked for again',
  })
  await browser.waitUntil(async () => (await screen().queryByText('Refreshing…')) === null, {
    timeoutMsg: 'the list still says it is refreshing',
  })
  const recorded = await timeline()
  // the target, as a figure (docs/architecture.md, Loading: speed is measured, not
  // asserted)
  console.log(
    `reload of /projects: first row at ${recorded.rowAt?.toFixed(0)} ms, first API answer at ` +
      `${recorded.firstApiAnswerAt?.toFixed(0)} ms, GET /v1/projects at ` +
      `${recorded.projectsAnswerAt?.toFixed(0)} ms after navigation start; ${recorded.read?.name} ` +
      `(read from ${recorded.read?.startTime.toFixed(0)} ms, for ${recorded.read?.duration.toFixed(0)} ms)`,
  )
  return recorded
}

describe('the warm start of the production build', () => {
  it('a reload shows the last-known projects at once, refreshing until the API answers', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await waitForCopy()

    const script = await recordNextLoads({ holdApi: true })
    const recorded = await reloadProjects()
    await script.remove()
    expect(recorded.read?.name).toBe('warm start: restored')
    // read while the console's code was still arriving
    expect(recorded.readFromFirstScript).toBe(true)
    // the row came from the device: it showed while the page said the list was being asked
    // again, which only a restored list does (the row's time is when the page's busy main
    // thread got round to the observer, so it is no measure of before or after the answer)
    expect(recorded.rowAt).not.toBeNull()
    expect(recorded.refreshingWithRow).toBe(true)
    await expectNoSeriousA11yViolations()
  })

  it('a reload paints the last screen at once, inert, until the console renders over it', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await waitForCopy()

    const script = await browser.addInitScript(
      (row: string, frameAttribute: string) => {
        const seen: LastScreenSeen = {
          paintedAt: null,
          paintedInert: false,
          liveAt: null,
          bothAtOnce: false,
          violations: [],
        }
        Object.assign(window, { lastScreen: seen })
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
        new MutationObserver(() => {
          const links = [...document.querySelectorAll('a')].filter((a) => a.textContent === row)
          const frame = document.querySelector<HTMLElement>(`[${frameAttribute}]`)
          const painted = links.some((a) => frame?.contains(a))
          const live = links.some((a) => !frame?.contains(a))
          if (painted && seen.paintedAt === null) {
            seen.paintedAt = performance.now()
            seen.paintedInert = frame?.inert === true
          }
          if (live) seen.liveAt ??= performance.now()
          if (painted && live) seen.bothAtOnce = true
        }).observe(document, { childList: true, subtree: true })
      },
      ROW,
      LAST_SCREEN_ATTRIBUTE,
    )
    await reloadProjects()
    await script.remove()
    const seen = await browser.execute(
      (mark: string, frameAttribute: string) => ({
        ...(window as unknown as { lastScreen: LastScreenSeen }).lastScreen,
        marked: performance.getEntriesByName(mark).length > 0,
        frameLeft: document.querySelector(`[${frameAttribute}]`) !== null,
      }),
      SCREEN_PAINTED_MARK,
      LAST_SCREEN_ATTRIBUTE,
    )
    console.log(
      `reload of /projects: last screen painted at ${seen.paintedAt} ms, live row at ${seen.liveAt} ms`,
    )
    expect(seen.marked).toBe(true)
    expect(seen.paintedAt).not.toBeNull()
    // a picture of the rows: nothing in it takes a click, the focus or a screen reader's turn
    expect(seen.paintedInert).toBe(true)
    expect(seen.liveAt as number).toBeGreaterThan(seen.paintedAt as number)
    // the console's first render replaced it: never the two at once, nothing of it left
    expect(seen.bothAtOnce).toBe(false)
    expect(seen.frameLeft).toBe(false)
    // its inline styles come back through the CSSOM, which the policy allows (boot/last-screen.ts)
    expect(seen.violations).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('signing out leaves nothing of the user for whoever signs in next', async () => {
    await signInAt(pb.projects())
    const { findByRole } = screen()
    await findByRole('link', { name: ROW })
    await waitForCopy()
    await (await findByRole('button', { name: 'User menu' })).click()
    await (await findByRole('menuitem', { name: 'Sign out' })).click()
    await expectPath(LOGIN_PATH)
    // nor the picture of them (boot/last-screen.ts)
    expect(await browser.execute((key) => localStorage.getItem(key), SCREEN_KEY)).toBeNull()

    // from here on no page may show the first user's projects, not even for a moment
    const script = await recordNextLoads({ holdApi: false })
    await openConsole(pb.projects())
    await expectSignInPage(pb.projects())
    await submitSignIn('newcomer')
    await expectPath(pb.projects())
    // no role anywhere: the server refuses the list (SPEC §7 403 notice)
    await screen().findByRole('heading', {
      name: 'Your identity provider is probably misconfigured',
    })
    await browser.refresh()
    await screen().findByRole('heading', {
      name: 'Your identity provider is probably misconfigured',
    })
    await browser.pause(WRITE_SETTLED_MS)
    expect((await timeline()).rowAt).toBeNull()
    expect(await screen().queryByRole('link', { name: ROW })).toBeNull()
    await script.remove()
  })

  it('the profile page’s opt-out deletes the copy and keeps none', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await waitForCopy()

    await openConsole(pb.profile())
    const { findByRole } = screen()
    const keep = await findByRole('switch', { name: KEEP_LISTS })
    // on by default
    await expect(keep).toBeSelected()
    await expectNoSeriousA11yViolations()
    await clickLabelOf('switch', KEEP_LISTS)
    await expect(keep).not.toBeSelected()

    await openConsole(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await browser.pause(WRITE_SETTLED_MS)
    const script = await recordNextLoads({ holdApi: true })
    const recorded = await reloadProjects()
    await script.remove()
    // from the network only: nothing restored, the row came with the list's answer
    expect(recorded.read?.name).toBe('warm start: none')
    expect(recorded.rowAt).toBeGreaterThan(recorded.projectsAnswerAt as number)
    expect(recorded.refreshingWithRow).toBe(false)

    // remembered on the device; back on, as the other specs expect it
    await openConsole(pb.profile())
    const again = await screen().findByRole('switch', { name: KEEP_LISTS })
    await expect(again).not.toBeSelected()
    await clickLabelOf('switch', KEEP_LISTS)
    await expect(again).toBeSelected()
  })
})

describe('the code kept on the device (src/service-worker)', () => {
  /** The paths of what the console's Cache Storage holds. */
  const keptPaths = () =>
    browser.execute(async () => {
      const paths: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          paths.push(new URL(request.url).pathname)
        }
      }
      return paths
    })
  const entryScript = () =>
    browser.execute(
      () => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '',
    )

  it('keeps the files the first load fetched, no API answer, a reload runs them from the device, and a later page’s code is kept too', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    const entry = await entryScript()
    // registered once the first page has its data and the browser is idle, then handed the
    // files fetched before it ran
    await browser.waitUntil(async () => (await keptPaths()).includes(entry), {
      timeoutMsg: `the entry ${entry} was not kept`,
    })
    expect((await keptPaths()).filter((kept) => !/-[A-Z0-9]{8}\.\w+$/.test(kept))).toEqual([])
    // and every script this load fetched, those after the worker ran included (the sign-in's
    // page changes to the projects page after it: handed over once loading has been quiet,
    // keep-code.ts)
    const loadedCode = await browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .map((file) => new URL(file.name).pathname)
        .filter((path) => /-[A-Z0-9]{8}\.js$/.test(path)),
    )
    await browser.waitUntil(
      async () => {
        const kept = await keptPaths()
        return loadedCode.every((path) => kept.includes(path))
      },
      {
        timeout: KEEP_LATER_FILES_MS,
        timeoutMsg: 'not every script the first load fetched was kept',
      },
    )

    await browser.refresh()
    await screen().findByRole('link', { name: ROW })
    // where each file came from, as Chrome names it: the worker's Cache Storage, or the
    // browser's own memory of the page before ('cache': this test server lets it keep files);
    // none from the network
    const sources = await browser.execute(() =>
      (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          deliveryType: string
        })[]
      )
        .filter((file) => /-[A-Z0-9]{8}\.js$/.test(file.name))
        .map((file) => file.deliveryType || 'network'),
    )
    expect(sources.filter((source) => source === 'network')).toEqual([])
    expect(sources).toContain('cache-storage')
    // answered by the browser along the worker's static routes (code-files.ts): the page from
    // the network, the entry from the worker's cache, neither waiting for the worker to start
    const routed = await browser.execute(() => {
      type Routed = PerformanceResourceTiming & { workerFinalSourceType?: string }
      const [page] = performance.getEntriesByType('navigation') as Routed[]
      return {
        page: page?.workerFinalSourceType,
        code: (performance.getEntriesByType('resource') as Routed[])
          .filter((file) => /-[A-Z0-9]{8}\.js$/.test(file.name))
          .map((file) => ({
            path: new URL(file.name).pathname,
            source: file.workerFinalSourceType,
          })),
      }
    })
    expect(routed.page).toBe('network')
    expect(routed.code.find((file) => file.path === entry)?.source).toBe('cache')
    await expectNoSeriousA11yViolations()

    // a page's code first loaded after the worker took this load's files: the browser fetched
    // it from the network along the routes, and the page hands it to the worker to keep
    await browser.waitUntil(
      () =>
        browser.execute(
          (mark) => performance.getEntriesByName(mark).length > 0,
          FILES_HANDED_OVER_MARK,
        ),
      { timeoutMsg: 'the reload did not hand the worker its files' },
    )
    await (await screen().findByRole('link', { name: ROW })).click()
    await screen().findByRole('heading', { name: 'Instances', level: 1 })
    const pageCode = await browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .map((file) => new URL(file.name).pathname)
        .filter((path) => /^\/InstancesPage-[A-Z0-9]{8}\.js$/.test(path)),
    )
    expect(pageCode).toHaveLength(1)
    // handed over after 2 s of quiet and an idle moment, then fetched again one file at a time
    // with the page's tens of chunks (keep-code.ts, sw.ts): on a busy machine that is more than
    // the default wait
    await browser.waitUntil(async () => (await keptPaths()).includes(pageCode[0]), {
      timeout: KEEP_LATER_FILES_MS,
      timeoutMsg: `the instances page's code ${pageCode[0]} was not kept`,
    })
  })
})
