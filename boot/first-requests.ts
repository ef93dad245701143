/**
 * The first load's requests, sent by index.html's first script before the console's code has
 * arrived (docs/architecture.md, Loading: the first load). The build records, for every route of
 * the route table, the GET requests its first load starts (its layout's and its page's first-row
 * queries) as templates of the route's params; the script matches the location against the same
 * patterns in the same order, fills the templates in and sends them; the transport takes each
 * answer in place of sending its request again. A request the console turns out not to make
 * (another page size chosen in this tab) is never taken: its answer is dropped.
 */
import { parse } from 'regexparam'

/**
 * A route of the table, in the table's order: first match wins, as the router's does. A route
 * that redirects has the requests of the page it shows.
 */
export interface FirstRequestRoute {
  pattern: string
  /** GET URLs with `{param}` where the route's param goes, encoded as a URI component. */
  requests: string[]
  /**
   * The modules of what it renders (frames, page, side modal) as repository paths, the keys of
   * index.html's chunk list (boot/chunk-preload.ts): their code is asked for with the requests.
   */
  modules: string[]
}

/** Where the script leaves its requests for the transport: the page's own global scope. */
export const FIRST_REQUESTS_GLOBAL = '__consoleFirstRequests'

type FirstRequestsScope = { [FIRST_REQUESTS_GLOBAL]?: Map<string, Promise<Response>> }

/** What every request of the console sends besides its URL (store/api/transport.ts). */
export const REQUEST_HEADERS = { 'Content-Type': 'application/json' } as const

const parsedPatterns = new Map<string, { keys: string[]; pattern: RegExp }>()

/**
 * A pattern's expression, built once: a look-up walks the table's patterns in order on every
 * render and prefetch, and building them each time was a measurable part of a cold load's main
 * thread (scripts/bench.mjs --profile: regexparam's parse).
 */
function parsedPattern(pattern: string) {
  let parsed = parsedPatterns.get(pattern)
  if (!parsed) {
    parsed = parse(pattern)
    parsedPatterns.set(pattern, parsed)
  }
  return parsed
}

/**
 * The params of `location` when the route `pattern` matches it, decoded; none when it does not.
 * The router's own matching (regexparam's parser, as wouter uses it): the console's route look-up
 * (src/route-data.ts) and this script's agree on every location.
 */
export function matchPattern(pattern: string, location: string) {
  const parsed = parsedPattern(pattern)
  const found = parsed.pattern.exec(location)
  if (!found) return undefined
  const params: Record<string, string> = {}
  parsed.keys.forEach((key, index) => {
    const value = found[index + 1]
    if (value !== undefined) params[key] = decodeURIComponent(value)
  })
  return params
}

function match(table: FirstRequestRoute[], location: string) {
  for (const route of table) {
    const params = matchPattern(route.pattern, location)
    if (params) return { route, params }
  }
  return undefined
}

/** The template filled in; none when it names a param the location left out (`:rule?`). */
function fill(template: string, params: Record<string, string>) {
  let complete = true
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) complete = false
    return encodeURIComponent(params[name] ?? '')
  })
  return complete ? url : undefined
}

/** The GET URLs the first load at `location` sends, and the modules of what it renders. */
export function firstLoadAt(table: FirstRequestRoute[], location: string) {
  const matched = match(table, location)
  if (!matched) return { requests: [], modules: [] }
  return {
    requests: matched.route.requests
      .map((template) => fill(template, matched.params))
      .filter((url) => url !== undefined),
    modules: matched.route.modules,
  }
}

/** The current user's URL, which every console page's first load asks (src/layouts). */
export const CURRENT_USER_URL = '/v1/me'

/**
 * Sends the first load's requests (index.html's first script); the modules' code is asked for
 * after them, through `preloadModule`, so the requests go out first. Returns the answers by URL.
 */
export function sendFirstRequests(
  table: FirstRequestRoute[],
  location: string,
  scope: object,
  preloadModule: (module: string) => void = () => undefined,
) {
  const { requests, modules } = firstLoadAt(table, location)
  const sent = new Map<string, Promise<Response>>()
  for (const url of requests) {
    const answer = fetch(url, { headers: REQUEST_HEADERS, credentials: 'same-origin' })
    // taken by the transport, or dropped: never an unhandled rejection
    answer.catch(() => undefined)
    sent.set(url, answer)
  }
  ;(scope as FirstRequestsScope)[FIRST_REQUESTS_GLOBAL] = sent
  for (const module of modules) preloadModule(module)
  return sent
}

/**
 * The answer to `url` that index.html's first script asked for, once: later asks send again, and
 * after the first page is in (`dropFirstRequests`) every ask does, so no answer is taken stale.
 */
export function takeFirstRequest(url: string, scope: object = globalThis) {
  const sent = (scope as FirstRequestsScope)[FIRST_REQUESTS_GLOBAL]
  const answer = sent?.get(url)
  sent?.delete(url)
  return answer
}

/** Drops what the first load did not take (a query it skipped): its answers would be stale later. */
export function dropFirstRequests(scope: object = globalThis) {
  delete (scope as FirstRequestsScope)[FIRST_REQUESTS_GLOBAL]
}
