// A seeded random walk over the console while the mock fails a share of its calls:
// whatever fails, the user is told (SPEC §8) and the console neither crashes nor goes blank.
// Replay a walk with E2E_CHAOS_SEED=<the printed seed> (the 50 % walk uses seed + 1).
import { browser } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import {
  isMutation,
  type Offered,
  offered,
  type PageProblem,
  type Random,
  seededRandom,
  takeVisits,
  validValue,
  visibleErrors,
  walkSeed,
  watchPages,
} from './helpers/chaos'
import { indicatorsAfter } from './helpers/faults'
import { retype } from './helpers/field-input'
import { type LoggedRequest, requestLog } from './helpers/requests'
import { currentPath, screen } from './helpers/screen'

/** Where a walk (re)starts: README's preview tour, one of each area. */
const START_PAGES = [
  pb.projects(),
  pb.instances({ project: 'mock-project' }),
  pb.vpcFirewallRules({ project: 'mock-project', vpc: 'prod-net' }),
  pb.silos(),
  pb.profile(),
]
/** Steps between restarts from a start page, so the walk covers every area. */
const RESTART_EVERY = 8
/** SPEC §4's patience: a page still loading after this is stuck. */
const LOAD_LIMIT_MS = 10_000
/** How long a failure may take to show (a toast, a form's summary, an error page, sign-in). */
const FEEDBACK_MS = 5_000
/**
 * A failed request ends every indicator waiting on it: none may still show this long after a read
 * failed (SPEC §8: every failure is shown; a spinner or aria-busy left behind hides it).
 */
const STUCK_AFTER_MS = 8_000
/** Statuses a read fails with that leave the user on the page (a 401 goes to sign-in). */
const FAILED_READ = new Set([403, 404, 500])

/**
 * Per walk: a step budget and a time budget, whichever ends first, so the file stays well under
 * four minutes on a loaded 2-core machine (each test has mocha's 150 s).
 */
const RUNS = [
  { chaos: 20, steps: 30, budgetMs: 70_000, seedOffset: 0 },
  { chaos: 50, steps: 30, budgetMs: 70_000, seedOffset: 1 },
]

/** A broken promise of SPEC §8 or of the console never going blank. */
class WalkFailure extends Error {}

/**
 * WebdriverIO errors of an element the page replaced between finding and using it (a refetch,
 * a 401's full reload): the user's click simply missed; the walk goes on.
 */
const MISSED =
  /stale element|no such element|not interactable|click intercepted|detached|execution context|Cannot find context|not connected|Unable to find|navigated or closed|different document|does not belong to the document|reading 'queryAllByRole'/i

/**
 * The links that stay in the console: a link elsewhere (the sidebar's Docs, a guide) would leave
 * the page under test.
 */
async function inConsole(links: Offered[]) {
  const origin = new URL(await browser.getUrl()).origin
  const kept: Offered[] = []
  for (const link of links) {
    const href = (await link.element.getAttribute('href')) ?? ''
    if (!/^[a-z]+:/i.test(href) || href.startsWith(origin)) kept.push(link)
  }
  return kept
}

type Action = 'nav' | 'tab' | 'link' | 'menu' | 'create'
const ACTIONS: Action[] = ['nav', 'tab', 'link', 'menu', 'create']

/** What the walk saw of SPEC §8's routing, printed at the end of each walk. */
interface Observed {
  steps: number
  signInAndBack: number
  notFound: number
  wentWrong: number
  mutationErrors: number
  formsSubmitted: number
  formsRefused: number
  confirms: number
  missed: number
  /** Reads answered 403, 404 or 500, each followed by a look for indicators left behind. */
  failedReads: number
  /** Spinners, progress bars and aria-busy regions still showing 8 s after a failed read. */
  stuckIndicators: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const pathAndSearch = async () => {
  const url = new URL(await browser.getUrl())
  return `${url.pathname}${url.search}`
}

class Walk {
  readonly log: string[] = []
  readonly observed: Observed = {
    steps: 0,
    signInAndBack: 0,
    notFound: 0,
    wentWrong: 0,
    mutationErrors: 0,
    formsSubmitted: 0,
    formsRefused: 0,
    confirms: 0,
    missed: 0,
    failedReads: 0,
    stuckIndicators: 0,
  }
  /** Where indicators stayed after a failed read, for the walk's verdict. */
  readonly stuck: string[] = []
  /** Failed reads judged but not yet followed by the look for indicators. */
  private failedReads: LoggedRequest[] = []
  /** URLs the tab showed while signing in, for a failure's message. */
  private visits: string[] = []
  /** Requests of the current document already judged. */
  private judged = { load: 0, upTo: 0 }

  constructor(
    readonly seed: number,
    readonly chaos: number,
    readonly random: Random,
    readonly problems: PageProblem[],
  ) {}

  fail(message: string): never {
    throw new WalkFailure(
      `${message}\n  seed ${this.seed} (chaos ${this.chaos} %), steps:\n    ${this.log.join('\n    ')}`,
    )
  }

  note(line: string) {
    this.log.push(line)
  }

  async start() {
    const path = this.random.pick(START_PAGES)
    this.note(`open ${path}`)
    await openApp(`${path}?chaos=${this.chaos}`)
    this.judged = { load: 0, upTo: 0 }
    await this.settle()
  }

  /** The checks, made again on the new page when a full page load (a 401's) cut them short. */
  async settle() {
    for (let tries = 0; !(await this.tolerating(() => this.check())); tries++) {
      if (tries >= 3) this.fail('the page kept changing under the checks')
    }
  }

  /** Every promise the page must keep after a step; signs back in when a 401 sent it to sign-in. */
  async check() {
    for (let bounces = 0; ; bounces++) {
      this.expectNoProblems()
      if (!(await currentPath()).startsWith('/login')) break
      if (bounces > 6) this.fail('signed in six times and was sent back to sign-in each time')
      await this.signInAndBack()
    }
    await this.expectLoaded()
    await this.judgeRequests()
    await this.expectIndicatorsEnded()
    this.expectNoProblems()
  }

  /**
   * After a failed read, waits up to 8 s for every loading indicator to go, and counts those
   * still showing then (the walk goes on, so one run finds every page that keeps one).
   */
  async expectIndicatorsEnded() {
    const failed = this.failedReads
    if (failed.length === 0) return
    this.failedReads = []
    this.observed.failedReads += failed.length
    const left = await indicatorsAfter(STUCK_AFTER_MS)
    if (left.length === 0) return
    this.observed.stuckIndicators += left.length
    const calls = failed.map((request) => `${request.url.split('?')[0]} → ${request.status}`)
    const shown = left.map((indicator) => `${indicator.role} '${indicator.name}'`)
    const line = `${await currentPath()}: ${shown.join(', ')} after ${calls.join(', ')}`
    this.note(`  still loading 8 s on: ${line}`)
    this.stuck.push(line)
  }

  expectNoProblems() {
    if (this.problems.length > 0) {
      const [problem] = this.problems
      this.fail(`uncaught ${problem.kind} at ${problem.page}: ${problem.message}`)
    }
  }

  /** Not stuck loading and not blank: the loading bar goes, and a page title (or error) shows. */
  async expectLoaded() {
    const path = await currentPath()
    await browser
      .waitUntil(
        async () => (await screen().queryByRole('progressbar', { name: 'Loading page' })) === null,
        { timeout: LOAD_LIMIT_MS, interval: 250 },
      )
      .catch(() => this.fail(`${path} was still loading after ${LOAD_LIMIT_MS / 1000} s`))
    await browser
      .waitUntil(async () => (await screen().queryAllByRole('heading', { level: 1 })).length > 0, {
        timeout: LOAD_LIMIT_MS,
        interval: 250,
      })
      .catch(() => this.fail(`${path} is blank: no heading and no error page`))
  }

  /**
   * SPEC §8 for the calls answered since the last check: a failed change is shown to the user,
   * a 401 goes to sign-in, and an error page matches a failed read (404 → 'Page not found', 403
   * or 500 → 'Something went wrong').
   */
  async judgeRequests() {
    const { load, requests } = await requestLog()
    if (load !== this.judged.load) this.judged = { load, upTo: 0 }
    const pending = requests.findIndex(
      (request) => request.index >= this.judged.upTo && request.status === undefined,
    )
    const answered = requests.slice(this.judged.upTo, pending === -1 ? undefined : pending)
    this.judged.upTo += answered.length
    this.failedReads.push(
      ...answered.filter(
        (request) => request.method === 'GET' && FAILED_READ.has(request.status ?? 0),
      ),
    )
    const describe = (request: LoggedRequest) =>
      `${request.method} ${request.url.split('?')[0]} → ${request.status}`

    const unauthorized = answered.find(
      (request) => request.status === 401 && isMutation({ method: 'POST', url: request.url }),
    )
    if (unauthorized) {
      this.note(`  ${describe(unauthorized)}`)
      await browser
        .waitUntil(async () => (await currentPath()).startsWith('/login'), {
          timeout: FEEDBACK_MS,
          interval: 100,
        })
        .catch(() => this.fail(`${describe(unauthorized)} did not send the user to sign in`))
      return this.check()
    }

    for (const failed of answered.filter(
      (request) => isMutation(request) && (request.status ?? 0) >= 400,
    )) {
      this.note(`  ${describe(failed)}`)
      let shown: string[] = []
      await browser
        .waitUntil(
          async () => {
            shown = await visibleErrors()
            return shown.length > 0
          },
          { timeout: FEEDBACK_MS, interval: 250 },
        )
        .catch(() => this.fail(`${describe(failed)} failed and the user was shown nothing`))
      this.note(`  shown: ${shown[0]?.replace(/\s+/g, ' ').slice(0, 80)}`)
      this.observed.mutationErrors++
    }

    const reads = requests.filter((request) => request.method === 'GET')
    const [errorPage] = await screen().queryAllByRole('heading', {
      level: 1,
      name: /^(Page not found|Something went wrong)$/,
    })
    if (!errorPage) return
    const title = await errorPage.getText()
    const statuses = new Set(reads.map((request) => request.status))
    if (title === 'Page not found') {
      if (!statuses.has(404)) this.fail(`'Page not found' though no read was answered 404`)
      this.observed.notFound++
    } else {
      if (!statuses.has(403) && !statuses.has(500)) {
        this.fail(`'Something went wrong' though no read was answered 403 or 500`)
      }
      this.observed.wentWrong++
    }
    this.note(`  error page: ${title}`)
  }

  /**
   * Signs in as the preview's default user; the console must go back to `redirect_uri` (where a
   * new 401 may send it to sign-in again, with the same page to return to).
   */
  async signInAndBack() {
    await screen().findByRole('heading', { name: 'Sign in', level: 1 })
    let back = new URL(await browser.getUrl()).searchParams.get('redirect_uri')
    if (!back?.startsWith('/') || back.startsWith('/login')) {
      this.fail(`sign-in after a 401 has redirect_uri ${back}, not the page the user was on`)
    }
    this.note(`  sign in, back to ${back}`)
    this.visits = []
    const { findByRole, findByLabelText } = screen()
    // a tab that had no session before this 401 cannot know the silo: the user names it first
    const silo = await screen().queryByRole('textbox', { name: 'Silo' })
    if (silo) {
      await retype(silo, 'default-silo')
      await (await findByRole('button', { name: 'Continue' })).click()
    }
    for (let attempt = 0; attempt < 20; attempt++) {
      // the mock's chaos fails the sign-in call too; a user tries again
      // a failed attempt keeps what was typed, which S2's fields do not let setValue clear
      await retype(await findByRole('textbox', { name: 'Username' }), 'hannah')
      await retype(await findByLabelText('Password', { exact: false }), 'oxide')
      await takeVisits()
      await (await findByRole('button', { name: 'Sign in' })).click()
      // the page, whatever the console later does to its query (the preview's settings)
      const page = (back ?? '/').split('?')[0]
      const wentBack = async () => {
        const visits = await takeVisits()
        this.visits.push(...visits)
        return visits.some((visit) => isOrLeadsTo(page, visit.split('?')[0]))
      }
      let returned = false
      await browser
        .waitUntil(async () => (returned = returned || (await wentBack())), {
          timeout: 2_000,
          interval: 200,
        })
        .catch(() => undefined)
      const here = await pathAndSearch()
      if (returned) {
        this.observed.signInAndBack++
        this.judged = { load: 0, upTo: 0 }
        if (!here.startsWith('/login')) return
        const again = new URL(await browser.getUrl()).searchParams.get('redirect_uri')
        if (again !== null && again !== back) {
          if (!isOrLeadsTo(page, again.split('?')[0])) {
            this.fail(`sent to sign in from ${back} with redirect_uri ${again}`)
          }
          // the page had moved on to where its index route leads: that is the page now
          back = again
        }
        // a 401 on the page it went back to: sign in again
        await screen().findByRole('heading', { name: 'Sign in', level: 1 })
        continue
      }
      if (!here.startsWith('/login')) this.fail(`signed in and went to ${here} instead of ${back}`)
      this.note(`  still at ${here}: ${(await visibleErrors()).join(' | ').replace(/\s+/g, ' ')}`)
    }
    this.fail(`could not sign in and stay in twenty attempts; the tab showed ${this.visits}`)
  }

  /** One step: something the page offers a user, picked by the seed. */
  async step() {
    // a 401 from a poll can have sent the user to sign in since the last check
    if ((await currentPath()).startsWith('/login')) return
    const first = this.random.int(ACTIONS.length)
    for (let offset = 0; offset < ACTIONS.length; offset++) {
      const action = ACTIONS[(first + offset) % ACTIONS.length]
      const candidates = await this.candidates(action)
      if (candidates.length === 0) continue
      const target = this.random.pick(candidates)
      this.note(`${action}: ${target.name} (at ${await currentPath()})`)
      await target.element.scrollIntoView({ block: 'center' })
      await target.element.click()
      if (action === 'menu') await this.pickMenuItem()
      await this.answerOverlay()
      return
    }
    this.note('nothing to do here; restart')
    await this.start()
  }

  async candidates(action: Action): Promise<Offered[]> {
    switch (action) {
      case 'nav':
        return inConsole(await offered('link', { within: { role: 'navigation', name: 'Sidebar' } }))
      case 'tab':
        return offered('tab')
      case 'link':
        return inConsole(await offered('link', { within: { role: 'main' } }))
      case 'menu':
        return offered('button', { name: /^Actions for / })
      case 'create': {
        // an image upload needs a file and the instance form is a page of its own: a walk
        // clicking at random cannot fill either sensibly
        const opener = /^(New|Add|Create|Attach)\b(?!.*(instance|image))/
        return [
          ...(await offered('link', { within: { role: 'main' }, name: opener })),
          ...(await offered('button', { within: { role: 'main' }, name: opener })),
        ]
      }
    }
  }

  async pickMenuItem() {
    await screen().findAllByRole('menuitem')
    const items = await offered('menuitem')
    if (items.length === 0) {
      await browser.keys('Escape')
      return
    }
    const item = this.random.pick(items)
    this.note(`  item: ${item.name}`)
    await item.element.click()
  }

  /** A confirm dialog is confirmed; a form is filled with valid values and submitted. */
  async answerOverlay() {
    await sleep(300)
    const confirmButtons = await offered('button', { within: { role: 'alertdialog' } })
    // the dialog's own action comes last, after Cancel
    const confirm = confirmButtons[confirmButtons.length - 1]
    if (confirm) {
      this.note(`  confirm: ${confirm.name}`)
      await confirm.element.click()
      this.observed.confirms++
      return
    }
    const [dialog] = await offered('dialog')
    if (dialog) await this.fillAndSubmit(dialog.name)
  }

  async fillAndSubmit(title: string) {
    const scope = { within: { role: 'dialog' } }
    const fields = [...(await offered('textbox', scope)), ...(await offered('spinbutton', scope))]
    for (const { element } of fields) {
      if ((await element.getValue()) !== '') continue
      const value = validValue(await element.getComputedLabel(), this.random)
      if (value !== undefined) await element.setValue(value)
    }
    const buttons = await offered('button', scope)
    // the form's submit comes last, after Cancel
    const submit = buttons[buttons.length - 1]
    if (!submit) return
    const before = (await requestLog()).requests.length
    this.note(`  submit ${title}: ${submit.name}`)
    await submit.element.click()
    const closed = await browser
      .waitUntil(async () => (await screen().queryAllByRole('dialog')).length === 0, {
        timeout: FEEDBACK_MS,
        interval: 200,
      })
      .then(() => true)
      .catch(() => false)
    if (closed) {
      this.observed.formsSubmitted++
      return
    }
    const sent = (await requestLog()).requests.slice(before).some(isMutation)
    if (sent) this.observed.formsSubmitted++
    else this.observed.formsRefused++
    // a failed submit is judged while its form shows the error; then the user leaves the form
    await this.judgeRequests()
    await browser.keys('Escape')
    const left = await browser
      .waitUntil(async () => (await screen().queryAllByRole('dialog')).length === 0, {
        timeout: 2_000,
      })
      .catch(() => false)
    if (!left) {
      const [cancel] = await offered('button', { within: { role: 'dialog' }, name: /^Cancel$/ })
      await cancel?.element.click()
    }
  }

  /** Runs `part` of a step; a click the page's own change made miss is noted, not failed. */
  async tolerating(part: () => Promise<void>) {
    try {
      await part()
      return true
    } catch (error) {
      if (error instanceof WalkFailure || !MISSED.test(String(error))) throw error
      this.note(`  missed: ${String(error).split('\n')[0].slice(0, 120)}`)
      this.observed.missed++
      return false
    }
  }
}

/**
 * Whether `path` is `page` or where it leads by itself: an index route's first tab
 * (/system/inventory → /system/inventory/sleds), the root's first page (/ → /projects).
 */
function isOrLeadsTo(page: string, path: string) {
  if (path === page) return true
  if (path.startsWith('/login')) return false
  return page === '/' || path.startsWith(`${page}/`)
}

describe('a seeded chaos walk over the console', () => {
  for (const run of RUNS) {
    it(`keeps every failure visible with ${run.chaos} % of calls failing`, async () => {
      const seed = walkSeed(run.seedOffset)
      console.log(
        `chaos walk: seed ${seed}, chaos ${run.chaos} %, up to ${run.steps} steps or ${run.budgetMs / 1000} s`,
      )
      const watcher = await watchPages(seed)
      const walk = new Walk(seed, run.chaos, seededRandom(seed), watcher.problems)
      const started = Date.now()
      try {
        await walk.start()
        while (walk.observed.steps < run.steps && Date.now() - started < run.budgetMs) {
          walk.observed.steps++
          if (walk.observed.steps % RESTART_EVERY === 0) await walk.start()
          await walk.tolerating(() => walk.step())
          await walk.settle()
        }
      } finally {
        await watcher.stop()
        console.log(
          `chaos walk: seed ${seed}, chaos ${run.chaos} %, ${JSON.stringify(walk.observed)} in ${Math.round((Date.now() - started) / 1000)} s`,
        )
        if (process.env.E2E_CHAOS_LOG) console.log(walk.log.join('\n'))
      }
      if (walk.stuck.length > 0) {
        throw new Error(
          `${walk.stuck.length} pages kept a loading indicator 8 s after a failed read:\n  ${walk.stuck.join('\n  ')}\n  seed ${seed} (chaos ${run.chaos} %)`,
        )
      }
    })
  }
})
