// @vitest-environment node
/**
 * deploy/nginx.conf as scripts/nginx.mjs runs it: `nginx -t` accepts it, it sends the README's
 * policy, and in front of a stand-in API it routes, rewrites cookies and redirects as the Node
 * proxy does (api-proxy.mjs, whose own tests hold the same cases).
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { CONTENT_SECURITY_POLICY } from './api-proxy.mjs'
import { API_ROUTING_CASES } from './api-routing-cases'
import {
  deployConfigPath,
  hasNginx,
  NGINX,
  startNginx,
  substitute,
  testConfig,
  writeConfig,
} from './nginx.mjs'

const site = { port: 8080, root: '/srv/console', apiUrl: 'http://127.0.0.1:12220' }

describe('deploy/nginx.conf', () => {
  test('sends the policy the README documents and the Node proxy sends', async () => {
    const config = await readFile(deployConfigPath, 'utf8')
    const policies = [...config.matchAll(/add_header Content-Security-Policy "([^"]+)"/g)]
    expect(policies.map(([, policy]) => policy)).toEqual([CONTENT_SECURITY_POLICY])
  })

  test('a run replaces the operator’s three lines, and refuses a file without them', async () => {
    const config = await readFile(deployConfigPath, 'utf8')
    const run = substitute(config, site)
    expect(run).toMatch(/^\s*listen 127\.0\.0\.1:8080;$/m)
    expect(run).toMatch(/^\s*root \/srv\/console;$/m)
    expect(run).toMatch(/^\s*set \$rack_api http:\/\/127\.0\.0\.1:12220;$/m)
    expect(() => substitute(config.replace('listen 80;', 'listen 8000;'), site)).toThrow(
      /listen 80;.* found 0 times/,
    )
  })
})

// nginx itself: Debian's package, which `npm test` installs as root (scripts/e2e.mjs)
const withNginx = hasNginx() ? describe : describe.skip
if (!hasNginx())
  console.warn(`deploy/nginx.conf not run: ${NGINX} is missing (apt-get install nginx)`)

withNginx('deploy/nginx.conf run by nginx', () => {
  let root: string
  let api: http.Server
  let apiOrigin: string
  let nginx: Awaited<ReturnType<typeof startNginx>>

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'nginx-console-files-'))
    // nginx started as root reads files as `nobody`
    await chmod(root, 0o755)
    await writeFile(path.join(root, 'index.html'), 'console page')
    // a stand-in API: answers with what it received, sets a cookie as a rack on https would
    api = http.createServer((req, res) => {
      res.writeHead(req.url === '/v1/redirect' ? 303 : 200, {
        'content-type': 'application/json',
        'set-cookie':
          'session=abc; Path=/; HttpOnly; Secure; Domain=rack.example.com; SameSite=None',
        location: `${apiOrigin}/projects`,
      })
      res.end(JSON.stringify({ url: req.url, headers: req.headers }))
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
    nginx = await startNginx({ root, apiUrl: apiOrigin })
  })
  afterAll(async () => {
    await nginx?.close()
    api?.close()
    await rm(root, { recursive: true, force: true })
  })

  test('nginx -t accepts it', async () => {
    const config = await writeConfig(site)
    const { ok, output } = testConfig(config)
    await rm(config.dir, { recursive: true, force: true })
    expect(output).toMatch(/test is successful/)
    expect(ok).toBe(true)
  })

  test.each(API_ROUTING_CASES)(
    '%s %s (accept %s) goes to the API: %s',
    async (method, url, accept, toApi) => {
      const response = await fetch(`${nginx.url}${url}`, {
        method,
        headers: { accept },
        body: method === 'POST' ? '{}' : undefined,
      })
      const body = await response.text()
      expect(body === 'console page' ? false : JSON.parse(body).url).toBe(toApi ? url : false)
    },
  )

  test('the API sees its own origin, and where the browser is', async () => {
    const response = await fetch(`${nginx.url}/v1/projects`, {
      headers: { cookie: 'session=abc', origin: nginx.url, referer: `${nginx.url}/projects?x=1` },
    })
    const { headers } = (await response.json()) as { headers: Record<string, string> }
    expect(headers).toMatchObject({
      cookie: 'session=abc',
      host: new URL(apiOrigin).host,
      origin: apiOrigin,
      referer: `${apiOrigin}/projects`,
      'x-forwarded-host': new URL(nginx.url).host,
      'x-forwarded-proto': 'http',
    })
  })

  test('the session cookie and a redirect to the API’s origin work on the console’s', async () => {
    const response = await fetch(`${nginx.url}/v1/redirect`, { redirect: 'manual' })
    expect(response.headers.get('set-cookie')).toBe(
      'session=abc; Path=/; HttpOnly; Domain=127.0.0.1; SameSite=Lax',
    )
    expect(response.headers.get('location')).toBe(`${nginx.url}/projects`)
  })
})
