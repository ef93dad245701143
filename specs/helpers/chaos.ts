import { browser } from '@wdio/globals'
import { mulberry32 } from '~/lib/mulberry32'
import type { LoggedRequest } from './requests'
import { screen } from './screen'

/** Seeded choices, so a walk replays from its seed alone. */
export function seededRandom(seed: number) {
  const uint32 = mulberry32(seed)
  const next = () => uint32() / 4294967296
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]
    },
    /** A lowercase resource name the contract accepts: a letter, then letters and digits. */
    name: (prefix: string) => `${prefix}-${Math.floor(next() * 36 ** 6).toString(36)}`,
  }
}
export type Random = ReturnType<typeof seededRandom>

/** E2E_CHAOS_SEED replays a walk; otherwise one is drawn (and printed by the caller). */
export function walkSeed(offset: number): number {
  const given = process.env.E2E_CHAOS_SEED
  if (given !== undefined && /^\d+$/.test(given.trim())) return Number(given) + offset
  return Math.floor(Math.random() * 2 ** 31)
}

export interface PageProblem {
  kind: 'error' | 'unhandledrejection'
  message: string
  page: string
}

/**
 * From the next page load on, reports every uncaught error and unhandled rejection of the page
 * (the listeners are in place before the console's first script runs, on every load, the 401
 * redirects' full loads included), and notes every URL shown. The page's Math.random is seeded from `seed` and the load's
 * number in the tab, so the mock's chaos draws follow the walk's seed too.
 */
export async function watchPages(seed: number) {
  const problems: PageProblem[] = []
  const script = await browser.addInitScript(
    (walkSeed: number, emit: (problem: PageProblem) => void) => {
      const loads = Number(sessionStorage.getItem('chaos-walk:loads') ?? '0') + 1
      sessionStorage.setItem('chaos-walk:loads', String(loads))
      // mulberry32 (lib/mulberry32.ts) written out: WebDriver sends this function's source to the
      // page alone, so it cannot import
      let state = (walkSeed * 31 + loads) >>> 0
      Math.random = () => {
        state = (state + 0x6d2b79f5) >>> 0
        let t = state
        t = Math.imul(t ^ (t >>> 15), t | 1)
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296
      }
      // every URL the tab shows, router navigations included, so a walk can tell that signing
      // in went back to the page even when a 401 sends it to sign-in again at once
      const visit = () => {
        const seen = JSON.parse(sessionStorage.getItem('chaos-walk:visits') ?? '[]') as string[]
        seen.push(location.pathname + location.search)
        sessionStorage.setItem('chaos-walk:visits', JSON.stringify(seen.slice(-50)))
      }
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method]
        history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
          original.apply(this, args)
          visit()
        }
      }
      visit()
      window.addEventListener('error', (event) =>
        emit({
          kind: 'error',
          message: `${event.message} (${event.filename}:${event.lineno})`,
          page: location.pathname,
        }),
      )
      window.addEventListener('unhandledrejection', (event) =>
        emit({
          kind: 'unhandledrejection',
          message: String(
            event.reason instanceof Error ? (event.reason.stack ?? event.reason) : event.reason,
          ),
          page: location.pathname,
        }),
      )
    },
    seed,
  )
  script.on('data', (problem) => problems.push(problem))
  return { problems, stop: () => script.remove() }
}

/** The URLs the tab has shown since the last call (path and query). */
export const takeVisits = () =>
  browser.execute(() => {
    const seen = JSON.parse(sessionStorage.getItem('chaos-walk:visits') ?? '[]') as string[]
    sessionStorage.setItem('chaos-walk:visits', '[]')
    return seen
  })

/**
 * A change the user asked for. Metrics read with a POST (an OxQL query), and a refused sign-in is
 * the sign-in form's own business.
 */
export const isMutation = (request: Pick<LoggedRequest, 'method' | 'url'>) =>
  request.method !== 'GET' &&
  !request.url.startsWith('/v1/timeseries/query') &&
  !/^(\/v1)?\/login\//.test(request.url)

export interface Offered {
  element: WebdriverIO.Element
  /** Its aria-label or text, to follow the walk in its log. */
  name: string
}

/**
 * The enabled elements of `role` (named like `name`) inside the last element `within` names (the
 * page when absent), found with Testing Library's role queries in one round trip: a walk
 * step looks at everything a page offers, and a round trip per element is too slow for a list.
 * (Testing Library's own `within` cannot take WebdriverIO 9's elements.)
 */
export async function offered(
  role: string,
  { within, name }: { within?: { role: string; name?: string }; name?: RegExp } = {},
): Promise<Offered[]> {
  // the page has Testing Library once any screen() query ran; this one is cheap
  await screen().queryAllByRole('main')
  const found = await browser.execute(
    (
      scopeRole: string | null,
      scopeName: string | null,
      wanted: string,
      pattern: string | null,
    ) => {
      const dom = (
        window as unknown as { TestingLibraryDom: typeof import('@testing-library/dom') }
      ).TestingLibraryDom
      const scopes = scopeRole
        ? dom.queryAllByRole(document.body, scopeRole, scopeName ? { name: scopeName } : {})
        : [document.body]
      const scope = scopes[scopes.length - 1]
      if (!scope) return []
      const matcher = pattern === null ? undefined : new RegExp(pattern)
      return dom
        .queryAllByRole(scope, wanted, matcher ? { name: matcher } : {})
        .filter(
          (element) =>
            element.getAttribute('aria-disabled') !== 'true' && !element.hasAttribute('disabled'),
        )
        .map((element) => ({
          element,
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        }))
    },
    within?.role ?? null,
    within?.name ?? null,
    role,
    name?.source ?? null,
  )
  return Promise.all(
    found.map(async ({ element, name: label }) => ({
      element: await browser.$(element as unknown as WebdriverIO.Element).getElement(),
      name: label,
    })),
  )
}

/** What tells a user something failed: error toasts and alerts, form error summaries, error pages. */
export async function visibleErrors(): Promise<string[]> {
  const { queryAllByRole } = screen()
  const shown = [
    ...(await queryAllByRole('alert')),
    ...(await queryAllByRole('heading', { name: /^Errors?$/ })),
    ...(await queryAllByRole('heading', { name: /^(Page not found|Something went wrong)$/ })),
  ]
  return Promise.all(shown.map((element) => element.getText().catch(() => '')))
}

/** An ed25519 public key in OpenSSH form: type, then 32 key bytes. */
export function sshPublicKey(random: Random) {
  const type = Buffer.from('ssh-ed25519')
  const length = (n: number) => Buffer.from([0, 0, 0, n])
  const key = Buffer.from(Array.from({ length: 32 }, () => random.int(256)))
  const blob = Buffer.concat([length(type.length), type, length(key.length), key])
  return `ssh-ed25519 ${blob.toString('base64')} chaos@walk`
}

/**
 * Valid values for the fields a create form leaves empty, by label: what a user would type. A
 * field not named here is left as the form has it.
 */
export function validValue(label: string, random: Random): string | undefined {
  const field = label.replace(/\s*\(.*\)\s*$/, '').trim()
  switch (field) {
    case 'Name':
    case 'Disk name':
    case 'Interface name':
    case 'Hostname':
    case 'DNS name':
    case 'Certificate name':
      return random.name('chaos')
    case 'Description':
    case 'Certificate description':
      return 'made by the chaos walk'
    case 'Size':
    case 'Disk size':
      return String(1 + random.int(20))
    case 'Public key':
      return sshPublicKey(random)
    case 'Technical contact email':
      return 'ops@example.com'
    default:
      return undefined
  }
}
