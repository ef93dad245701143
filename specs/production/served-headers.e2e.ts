/**
 * What the server in front of the production build (deploy/nginx.conf, run by
 * `node scripts/e2e.mjs --production`) sends with the console's files: the README's
 * Content-Security-Policy on a console path, a content-named file cached for good, index.html and
 * sw.js revalidated on every load (README "Caching"), and JavaScript compressed for a browser that
 * accepts gzip. Asked from the test's process, as any HTTP client would.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { CONTENT_SECURITY_POLICY } from '../../scripts/api-proxy.mjs'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** `GET path` on the server under test, asking as a browser would for that kind of file. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, browser.options.baseUrl), { headers })

/** The first content-named script index.html loads (esbuild's `[name]-[hash]`, README "Caching"). */
async function hashedScript() {
  const html = await (await get('/index.html')).text()
  const name = html.match(/"\/([\w-]+-[A-Z0-9]{8}\.js)"/)?.[1]
  if (!name) throw new Error('index.html names no content-named script')
  return `/${name}`
}

describe('the headers the production build is served with', () => {
  it('sends a console path with the Content-Security-Policy, to be revalidated', async () => {
    const page = await get(pb.projects(), { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html\b/)
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(page.headers.get('cache-control')).toBe('no-cache')
  })

  it('lets browsers keep content-named files and revalidate index.html and sw.js', async () => {
    expect((await get(await hashedScript())).headers.get('cache-control')).toBe(IMMUTABLE)
    for (const path of ['/index.html', '/sw.js']) {
      const file = await get(path)
      expect(file.status).toBe(200)
      expect(file.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('answers a content-named file that is not there with a 404, not the page', async () => {
    expect((await get('/main-00000000.js')).status).toBe(404)
  })

  it('compresses JavaScript for a client that accepts gzip', async () => {
    const script = await get(await hashedScript(), { 'accept-encoding': 'gzip' })
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(script.headers.get('content-encoding')).toBe('gzip')
    expect(script.headers.get('vary')).toMatch(/accept-encoding/i)
  })
})
