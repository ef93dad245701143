/** Reading a node:http request into what the mock API takes (mock-api.ts `IncomingRequest`). */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import type { IncomingRequest } from '../mock-api'

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined

/**
 * The URL the client called: behind the console's proxy (scripts/api-proxy.mjs) that is the
 * console's origin, which it names in `X-Forwarded-Host` (so the device flow's verification URI
 * points at the console).
 */
export function requestUrl(request: IncomingMessage): string {
  const host = first(request.headers['x-forwarded-host']) ?? request.headers.host ?? 'localhost'
  const protocol = first(request.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http'
  return `${protocol}://${host}${request.url ?? '/'}`
}

/** Repeated headers joined as HTTP allows (`Set-Cookie` never comes in a request). */
const flatHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  )

export async function readRequest(request: IncomingMessage): Promise<IncomingRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  const isFile = (request.headers['content-type'] ?? '').includes('octet-stream')
  return {
    method: request.method ?? 'GET',
    url: requestUrl(request),
    headers: flatHeaders(request.headers),
    body: isFile ? '' : body.toString('utf8'),
    bytes: isFile ? new Uint8Array(body) : undefined,
  }
}
