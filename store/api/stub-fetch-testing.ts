/**
 * The store's unit tests' stand-in for `fetch` (call `vi.unstubAllGlobals()` after each test).
 */
import { vi } from 'vitest'

type Reply = { status: number; body?: unknown }

/** A fetch answering by path and page token (`path?page_token=…`), recording what was asked. */
export function stubFetch(replies: Record<string, Reply>) {
  const asked: { url: string; signal?: AbortSignal | null }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, signal: init.signal })
    const { pathname, searchParams } = new URL(url, 'http://rack')
    const token = searchParams.get('page_token')
    const reply = replies[token ? `${pathname}?page_token=${token}` : pathname]
    if (!reply) return new Response('{"message":"not found"}', { status: 404 })
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status })
  })
  return asked
}

/** One page of a list, as the wire has it. */
export const page = (items: unknown[], next: string | null = null) => ({
  status: 200,
  body: { items, next_page: next },
})
