/**
 * Build time, in Node (build.mjs): the first load's GET requests of every route, as templates of
 * its params, and the modules its page renders, for index.html's first script
 * (boot/first-requests.ts). Each route's first load is
 * started twice on an empty store, with two sets of sample params, and every request the store
 * sends is caught before it leaves; a route whose requests do not follow its params the same way
 * both times (an argument computed from a param rather than the param itself) sends nothing early.
 */
import type { FirstRequestRoute } from '~/boot/first-requests'
import { makeStore } from '~/store'
import { fillPattern, firstLoadQueries, routeAt } from '../route-data'
import { flatRoutes } from '../route-table'

/**
 * The params a pattern names, optional ones (`:rule?`) too; the longest first, so that one name
 * that begins another (`silo`, `siloName`) is never taken for part of it.
 */
const paramNames = (pattern: string) =>
  [...pattern.matchAll(/:(\w+)\??/g)].map(([, name]) => name).sort((a, b) => b.length - a.length)

const sampleParams = (names: string[], sample: string) =>
  Object.fromEntries(names.map((name) => [name, `${sample}-${name}`]))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The URLs of the GET requests the first load at `location` sends, in order. */
async function requestsAt(location: string): Promise<string[]> {
  const sent: string[] = []
  const realFetch = globalThis.fetch
  // caught, never answered: the store's requests wait forever and nothing leaves the build
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') sent.push(String(input))
    return new Promise<Response>(() => undefined)
  }
  try {
    const store = makeStore()
    for (const query of await firstLoadQueries(location)) query.start(store)
    // RTK Query sends from a thunk, a few microtasks later
    for (let turn = 0; turn < 5; turn++) await settle()
  } finally {
    globalThis.fetch = realFetch
  }
  return sent
}

/**
 * The modules of what the page at `location` renders (its frames, page and side modal), as
 * repository paths: the build's stand-ins for lazily imported modules name them (build.mjs).
 */
async function modulesAt(location: string): Promise<string[]> {
  const route = routeAt(location)
  if (!route) return []
  const chunks = [...route.frames, route.page, route.modal].filter((chunk) => chunk !== undefined)
  const loaded = await Promise.all(chunks.map((chunk) => chunk.preload()))
  return loaded.map((module) => (module as { modulePath: string }).modulePath)
}

export async function recordFirstRequests(): Promise<FirstRequestRoute[]> {
  const table: FirstRequestRoute[] = []
  for (const { pattern } of flatRoutes) {
    const names = paramNames(pattern)
    const first = sampleParams(names, 'first')
    const second = sampleParams(names, 'second')
    const [firstSent, secondSent] = [
      await requestsAt(fillPattern(pattern, first)),
      await requestsAt(fillPattern(pattern, second)),
    ]
    const templates = firstSent.map((url) =>
      names.reduce((template, name) => template.replaceAll(first[name], `{${name}}`), url),
    )
    const followsParams =
      templates.length === secondSent.length &&
      templates.every(
        (template, index) =>
          names.reduce(
            (url, name) => url.replaceAll(`{${name}}`, encodeURIComponent(second[name])),
            template,
          ) === secondSent[index],
      )
    table.push({
      pattern,
      requests: followsParams ? templates : [],
      modules: await modulesAt(fillPattern(pattern, first)),
    })
  }
  return table
}
