// @vitest-environment node
/**
 * The console's proxy to an API (api-proxy.mjs): against a stand-in API that shows what it
 * received, and against the mock API server as the production build uses it.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import WebSocket, { WebSocketServer } from 'ws'
import { createMockHttpServer, type MockHttpServer } from '~/mirage/http/server'
import { MOCK_PASSWORD } from '~/mirage/seeds/seed-users'
import { CONTENT_SECURITY_POLICY, consoleCookie, isApiRequest, proxyServer } from './api-proxy.mjs'
import { API_ROUTING_CASES } from './api-routing-cases'

const servers: http.Server[] = []
async function listen(server: http.Server) {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
let mock: MockHttpServer | undefined
afterEach(async () => {
  await mock?.close()
  mock = undefined
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

/** A stand-in API: answers with what it received and sets a cookie as a rack on https would. */
function echoApi() {
  const api = http.createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': 'session=abc; Path=/; HttpOnly; Secure; Domain=rack.example.com; SameSite=None',
    })
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }))
  })
  // a websocket that echoes, and refuses the path `/v1/refused`
  const sockets = new WebSocketServer({ noServer: true })
  api.on('upgrade', (req, socket, head) => {
    if (req.url === '/v1/refused') {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
      return
    }
    sockets.handleUpgrade(req, socket, head, (stream) => {
      stream.send(`cookie: ${req.headers.cookie}`)
      stream.on('message', (data: Buffer) => stream.send(`echo: ${data}`))
    })
  })
  return api
}

/** The console's files: every path answers with its name, a page (no extension) as HTML. */
const consoleFiles = () =>
  http.createServer((req, res) => {
    const page = !/\.\w+$/.test(req.url ?? '')
    res.writeHead(200, { 'content-type': page ? 'text/html; charset=utf-8' : 'text/plain' })
    res.end(`console file ${req.url}`)
  })

async function startProxy(api: http.Server) {
  const apiPort = await listen(api)
  const appPort = await listen(consoleFiles())
  const proxyPort = await listen(proxyServer({ apiUrl: `http://127.0.0.1:${apiPort}`, appPort }))
  return { apiPort, base: `http://127.0.0.1:${proxyPort}` }
}

describe('which requests are the API’s', () => {
  test.each([
    ...API_ROUTING_CASES,
    // a content-named file is the console's (nginx answers a missing one 404, never the API)
    ['GET', '/main-abc.js', '*/*', false],
  ])('%s %s (accept %s): %s', (method, url, accept, api) => {
    expect(isApiRequest({ method, url, headers: { accept } })).toBe(api)
  })

  test('an API cookie is made to work on the console’s origin', () => {
    expect(consoleCookie('session=abc; Path=/; HttpOnly; Secure; Domain=rack; SameSite=None')).toBe(
      'session=abc; Path=/; HttpOnly; SameSite=Lax',
    )
    expect(consoleCookie('session=abc; Path=/; HttpOnly; SameSite=Lax')).toBe(
      'session=abc; Path=/; HttpOnly; SameSite=Lax',
    )
  })
})

describe('the proxy against a stand-in API', () => {
  test('forwards an API request with its body and cookie, as if to the API’s own origin', async () => {
    const { apiPort, base } = await startProxy(echoApi())
    const response = await fetch(`${base}/v1/projects?limit=2`, {
      method: 'POST',
      headers: { cookie: 'session=abc', origin: base, 'content-type': 'application/json' },
      body: '{}',
    })
    const seen = (await response.json()) as {
      method: string
      url: string
      headers: Record<string, string>
    }
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/projects?limit=2' })
    expect(seen.headers).toMatchObject({
      cookie: 'session=abc',
      host: `127.0.0.1:${apiPort}`,
      origin: `http://127.0.0.1:${apiPort}`,
      'x-forwarded-host': new URL(base).host,
      'x-forwarded-proto': 'http',
    })
    expect(response.headers.get('set-cookie')).toBe('session=abc; Path=/; HttpOnly; SameSite=Lax')
  })

  test('sends the console’s pages and files to the console', async () => {
    const { base } = await startProxy(echoApi())
    const page = await fetch(`${base}/login/default-silo/local`, {
      headers: { accept: 'text/html' },
    })
    expect(await page.text()).toBe('console file /login/default-silo/local')
  })

  test('serves the console’s pages under the Content-Security-Policy, and nothing else', async () => {
    const { base } = await startProxy(echoApi())
    const policyOf = async (url: string, accept = '*/*') =>
      (await fetch(`${base}${url}`, { headers: { accept } })).headers.get('content-security-policy')
    expect(await policyOf('/projects', 'text/html')).toBe(CONTENT_SECURITY_POLICY)
    expect(await policyOf('/login/default-silo/local', 'text/html')).toBe(CONTENT_SECURITY_POLICY)
    expect(await policyOf('/main-abc.js')).toBeNull()
    // the API's answers are the API's own
    expect(await policyOf('/v1/projects')).toBeNull()
  })

  test.each([
    ["script-src 'self'"],
    ["connect-src 'self'"],
    ["img-src 'self' data:"],
    ["font-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["frame-ancestors 'none'"],
  ])('the policy has %s', (directive) => {
    expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive)
  })

  test('the README documents the policy the proxy sends', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    expect(readme).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`)
  })

  test('passes a websocket upgrade through, cookie included', async () => {
    const { base } = await startProxy(echoApi())
    const socket = new WebSocket(`${base.replace('http:', 'ws:')}/v1/stream`, {
      headers: { cookie: 'session=abc' },
    })
    const messages: string[] = []
    await new Promise<void>((resolve) => {
      socket.on('open', () => socket.send('hi'))
      socket.on('message', (data: Buffer) => {
        messages.push(data.toString())
        if (messages.length === 2) resolve()
      })
    })
    socket.close()
    expect(messages).toEqual(['cookie: session=abc', 'echo: hi'])
  })

  test('passes a refused upgrade’s answer on', async () => {
    const { base } = await startProxy(echoApi())
    const status = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(`${base.replace('http:', 'ws:')}/v1/refused`)
      socket.on('unexpected-response', (request, response) => {
        resolve(response.statusCode)
        request.destroy()
      })
    })
    expect(status).toBe(401)
  })
})

describe('the proxy against the mock API server', () => {
  test('a session cookie and the serial console pass through', async () => {
    mock = createMockHttpServer({ delay: 0 })
    const { base } = await startProxy(mock.server)
    const login = await fetch(`${base}/v1/login/default-silo/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'grace', password: MOCK_PASSWORD }),
    })
    expect(login.status).toBe(204)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^session=/)
    const me = await fetch(`${base}/v1/me`, { headers: { cookie } })
    expect(await me.json()).toMatchObject({ display_name: 'Grace Hopper' })
    expect((await fetch(`${base}/v1/me`)).status).toBe(401)

    const url = `${base.replace('http:', 'ws:')}/v1/instances/state-running/serial-console/stream?project=mock-project`
    const bootLog = await new Promise<string>((resolve) => {
      const socket = new WebSocket(url, { headers: { cookie } })
      socket.on('message', (data: Buffer) => {
        resolve(data.toString())
        socket.close()
      })
    })
    expect(bootLog).toMatch(/^OVMF/)
  })

  test('SAML sign-in: the redirect page is the server’s, and its post signs the browser in', async () => {
    mock = createMockHttpServer({ delay: 0 })
    const { base } = await startProxy(mock.server)
    const page = await fetch(
      `${base}/login/default-silo/saml/mock-idp/redirect?redirect_uri=%2Fprojects`,
      { headers: { accept: 'text/html' } },
    )
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Continue as hannah')
    const fields = [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name, value.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(c))],
    )
    const assertion = await fetch(`${base}/login/default-silo/saml/mock-idp`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    })
    expect(assertion.status).toBe(303)
    expect(assertion.headers.get('location')).toBe('/projects')
    expect(assertion.headers.get('set-cookie')).toMatch(/^session=/)
  })
})
