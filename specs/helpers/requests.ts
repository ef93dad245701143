import { browser } from '@wdio/globals'

/**
 * What the console sent to the preview's in-browser mock API (its pretender log), for a test
 * that checks a request was made, or that nothing was sent.
 */

/** One call in the mock's log. */
export interface LoggedRequest {
  /** Its place in the log. */
  index: number
  method: string
  /** Path and query. */
  url: string
  /** Undefined while the mock has not answered. */
  status: number | undefined
  body: string | null
}

/**
 * The calls this document has sent to the mock API, oldest first. The log starts again after a
 * full page load, which `load` tells apart: the document's time origin.
 */
export const requestLog = (): Promise<{ load: number; requests: LoggedRequest[] }> =>
  browser.execute(() => {
    const server = (
      window as unknown as {
        mockServer?: {
          pretender: {
            handledRequests: {
              method: string
              url: string
              status?: number
              requestBody: string | null
            }[]
          }
        }
      }
    ).mockServer
    return {
      load: performance.timeOrigin,
      requests: (server?.pretender.handledRequests ?? []).map((handled, index) => ({
        index,
        method: handled.method,
        url: handled.url,
        status: handled.status || undefined,
        body: handled.requestBody ?? null,
      })),
    }
  })

/** Every call the console sent to the mock API: 'METHOD /path' (query left off) and its body. */
async function handledRequests(): Promise<{ request: string; body: string | null }[]> {
  return (await requestLog()).requests.map(({ method, url, body }) => ({
    request: `${method} ${url.split('?')[0]}`,
    body,
  }))
}

/** The calls the console sent to the mock API, as 'METHOD /path' (query left off). */
export async function mockRequests(): Promise<string[]> {
  return (await handledRequests()).map(({ request }) => request)
}

/**
 * The calls sent that are `match` ('METHOD /path', query left off), or that it matches: a
 * resource's creates, one endpoint's writes.
 */
export async function sentRequests(match: string | RegExp): Promise<string[]> {
  return (await mockRequests()).filter((request) =>
    typeof match === 'string' ? request === match : match.test(request),
  )
}

/** The creates, updates and deletes the mock has answered so far. */
export const mutations = () => sentRequests(/^(POST|PUT|DELETE) /)

/** The bodies of the calls sent as `request` ('METHOD /path', query left off), oldest first. */
export async function sentBodies(request: string): Promise<(string | null)[]> {
  return (await handledRequests())
    .filter((handled) => handled.request === request)
    .map(({ body }) => body)
}

/** The JSON body of the last call sent as `request` ('METHOD /path'), as the wire has it. */
export async function lastSentJson(request: string): Promise<Record<string, unknown>> {
  const body = (await sentBodies(request)).at(-1)
  if (!body) throw new Error(`no ${request} with a body was sent`)
  return JSON.parse(body)
}
