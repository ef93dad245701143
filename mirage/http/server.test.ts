// @vitest-environment node
/**
 * The mock API over HTTP (server.ts) on an ephemeral port, called with node's own fetch and a
 * websocket client, as curl, the CLI or the production build behind the proxy would.
 */
import WebSocket from 'ws'
import { releaseRepositoryZip } from '~/lib/release-repository'
import { MOCK_SAML_USERNAME, readIdentityProviderPost } from '../saml-idp'
import { MOCK_SAML_PROVIDER, SEED_USERS } from '../seeds/auth-seeds'
import { MOCK_PASSWORD } from '../seeds/seed-users'
import { SUPPORT_BUNDLE_SEED } from '../seeds/support-bundle-seeds'
import { REFUSED_CLOSE_CODE } from '../serial-console'
import { parseMockServerArgs } from './cli'
import { createMockHttpServer, type MockHttpServer, type MockHttpServerOptions } from './server'

let mock: MockHttpServer
let base: string

async function start(options: MockHttpServerOptions = {}) {
  mock = createMockHttpServer({ delay: 0, ...options })
  base = await mock.listen(0)
}
afterEach(async () => {
  await mock?.close()
})

const json = { 'content-type': 'application/json' }

/** Signs in and returns the `Cookie` header value the session needs. */
async function signIn(username: string, password = MOCK_PASSWORD) {
  const response = await fetch(`${base}/v1/login/default-silo/local`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  })
  expect(response.status).toBe(204)
  const cookie = response.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0]
}

const get = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} })

const displayName = async (cookie: string) =>
  ((await (await get('/v1/me', cookie)).json()) as { display_name: string }).display_name

describe('sessions over HTTP', () => {
  test('signing in answers 204 with the session cookie the real server sets', async () => {
    await start()
    const response = await fetch(`${base}/v1/login/default-silo/local`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'ada', password: MOCK_PASSWORD }),
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(
      /^session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    expect(mock.sessions.size).toBe(1)
  })

  test('a wrong password is a 401 and sets no cookie', async () => {
    await start()
    const response = await fetch(`${base}/v1/login/default-silo/local`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'ada', password: 'nope' }),
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  test.each([
    ['no cookie', undefined],
    ['an unknown session', 'session=0123'],
  ])('a call with %s is a 401 with the contract Error', async (_, cookie) => {
    await start()
    for (const path of ['/v1/me', '/v1/projects']) {
      const response = await get(path, cookie)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({
        error_code: 'Unauthorized',
        message: 'credentials missing or invalid',
      })
    }
  })

  test('public operations need no session (the CLI starting its device login)', async () => {
    await start()
    const response = await fetch(`${base}/device/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-host': 'c:4000',
      },
      body: new URLSearchParams({ client_id: crypto.randomUUID() }).toString(),
    })
    expect(response.status).toBe(200)
    // behind the console's proxy the code is confirmed on the console's origin
    expect(await response.json()).toMatchObject({ verification_uri: 'http://c:4000/device/verify' })
  })

  test('two sessions at once each see their own user', async () => {
    // a random delay per call, so the two sessions' calls interleave
    await start({ delay: [0, 15] })
    const [ada, grace] = await Promise.all([signIn('ada'), signIn('grace')])
    const names = await Promise.all(
      Array.from({ length: 20 }, (_, index) => displayName(index % 2 ? grace : ada)),
    )
    names.forEach((name, index) => {
      expect(name).toBe(
        index % 2 ? SEED_USERS.projectCollaborator.displayName : SEED_USERS.siloAdmin.displayName,
      )
    })
  })

  test('signing out ends that session only and clears its cookie', async () => {
    await start()
    const [ada, grace] = [await signIn('ada'), await signIn('grace')]
    const logout = await fetch(`${base}/v1/logout`, { method: 'POST', headers: { cookie: ada } })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toMatch(/^session=; Path=\/; .*Max-Age=0/)
    expect((await get('/v1/me', ada)).status).toBe(401)
    expect(await displayName(grace)).toBe(SEED_USERS.projectCollaborator.displayName)
  })

  test('user_logout ends every session and token of the user: another browser’s, the CLI’s', async () => {
    await start()
    const [ada, grace] = [await signIn('ada'), await signIn('grace')]
    const graceId = ((await (await get('/v1/me', grace)).json()) as { id: string }).id
    const bearer = { authorization: 'Bearer oxide-token-seeded-grace' }
    expect((await fetch(`${base}/v1/me`, { headers: bearer })).status).toBe(200)
    const sessions = async () =>
      ((await (await get(`/v1/users/${graceId}/sessions`, ada)).json()) as { items: unknown[] })
        .items
    // the seeded sign-ins and this one
    expect(await sessions()).toHaveLength(3)

    const logout = await fetch(`${base}/v1/users/${graceId}/logout`, {
      method: 'POST',
      headers: { cookie: ada },
    })
    expect(logout.status).toBe(204)
    expect((await get('/v1/me', grace)).status).toBe(401)
    expect((await fetch(`${base}/v1/me`, { headers: bearer })).status).toBe(401)
    expect(await sessions()).toEqual([])
    expect(mock.sessions.size).toBe(1)
    expect(await displayName(ada)).toBe(SEED_USERS.siloAdmin.displayName)
  })

  test("the CLI's device login gives a bearer token that works like a session", async () => {
    await start()
    const cookie = await signIn('alan')
    const clientId = crypto.randomUUID()
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    const grant = (await (
      await fetch(`${base}/device/auth`, form({ client_id: clientId }))
    ).json()) as {
      device_code: string
      user_code: string
    }
    const confirm = await fetch(`${base}/device/confirm`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ user_code: grant.user_code }),
    })
    expect(confirm.status).toBe(204)
    const token = (await (
      await fetch(
        `${base}/device/token`,
        form({
          client_id: clientId,
          device_code: grant.device_code,
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        }),
      )
    ).json()) as { access_token: string }
    const me = await fetch(`${base}/v1/me`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    })
    expect(((await me.json()) as { display_name: string }).display_name).toBe(
      SEED_USERS.viewer.displayName,
    )
  })
})

describe('SAML sign-in over HTTP', () => {
  const redirectPage = (query = '', provider = MOCK_SAML_PROVIDER) =>
    fetch(`${base}/login/default-silo/saml/${provider}/redirect${query}`, {
      headers: { accept: 'text/html' },
    })

  /** The form's hidden fields, as the browser posts them. */
  const hiddenFields = (html: string) =>
    new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [
          name,
          value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        ],
      ),
    )

  test('the redirect endpoint answers with the identity provider’s page', async () => {
    await start()
    const response = await redirectPage('?redirect_uri=%2Fprojects%2Fmock-project')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain(
      `<form method="post" action="/login/default-silo/saml/${MOCK_SAML_PROVIDER}">`,
    )
    expect(html).toContain(`<button type="submit">Continue as ${MOCK_SAML_USERNAME}</button>`)
    expect(html).not.toContain('<script')
    const fields = hiddenFields(html)
    expect(readIdentityProviderPost(fields.toString())).toEqual({
      username: MOCK_SAML_USERNAME,
      redirectUri: '/projects/mock-project',
    })
  })

  test('the page’s post starts a session and sends the browser to redirect_uri (303)', async () => {
    await start()
    const html = await (await redirectPage('?redirect_uri=%2Fsettings%2Fprofile')).text()
    const response = await fetch(`${base}/login/default-silo/saml/${MOCK_SAML_PROVIDER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: hiddenFields(html).toString(),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/settings/profile')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(await displayName(cookie.split(';')[0])).toBe(SEED_USERS.fleetAdmin.displayName)
  })

  test('a redirect_uri off the console’s origin is not carried', async () => {
    await start()
    const html = await (await redirectPage('?redirect_uri=%2F%2Fevil.example')).text()
    expect(readIdentityProviderPost(hiddenFields(html).toString())).toMatchObject({
      redirectUri: null,
    })
  })

  test('an unknown identity provider is the real server’s 404', async () => {
    await start()
    const response = await redirectPage('', 'no-such-idp')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: identity provider with name "no-such-idp"',
    })
  })
})

describe('routes over HTTP', () => {
  test('a list is contract-shaped and pages with page_token', async () => {
    await start()
    const cookie = await signIn('hannah')
    const first = await get('/v1/projects?limit=2', cookie)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/json')
    const page = (await first.json()) as { items: { name: string }[]; next_page: string | null }
    expect(page.items).toHaveLength(2)
    expect(page.items[0]).toMatchObject({ name: 'mock-project' })
    expect(page.next_page).toEqual(expect.any(String))
    const second = (await (
      await get(
        `/v1/projects?limit=2&page_token=${encodeURIComponent(page.next_page ?? '')}`,
        cookie,
      )
    ).json()) as { items: { name: string }[] }
    expect(second.items).toHaveLength(2)
    expect(second.items.map((p) => p.name)).not.toContain(page.items[0].name)
  })

  test('writes go through the same handlers: create, then a duplicate name is a 409', async () => {
    await start()
    const cookie = await signIn('hannah')
    const create = () =>
      fetch(`${base}/v1/projects`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ name: 'over-http', description: '' }),
      })
    expect((await create()).status).toBe(201)
    expect((await create()).status).toBe(409)
    expect(mock.db.projects.findBy((p) => p.name === 'over-http')).toBeDefined()
  })

  test('a release repository streamed as the body is read as bytes and inserted', async () => {
    await start()
    const cookie = await signIn('hannah')
    const zip = releaseRepositoryZip('18.0.0')
    // streamed in two chunks, as a browser sends a large file
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(zip.subarray(0, 10))
        controller.enqueue(zip.subarray(10))
        controller.close()
      },
    })
    const response = await fetch(`${base}/v1/system/update/repositories?file_name=r.zip`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', cookie },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'inserted',
      repo: { system_version: '18.0.0', file_name: 'r.zip' },
    })
  })

  test.each([
    ['/v1/not-in-the-contract', 404],
    ['/anything/else', 404],
  ])('%s answers %i', async (path, status) => {
    await start()
    const response = await get(path, await signIn('hannah'))
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ error_code: 'NotFound' })
  })

  test('a HEAD says the length of the body it leaves out (a support bundle file’s size)', async () => {
    await start()
    const cookie = await signIn(SEED_USERS.fleetAdmin.username)
    const file = `/experimental/v1/system/support-bundles/${SUPPORT_BUNDLE_SEED.active}/download/bundle_id.txt`
    const head = await fetch(`${base}${file}`, { method: 'HEAD', headers: { cookie } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(
      String(`${SUPPORT_BUNDLE_SEED.active}\n`.length),
    )
    expect(await head.text()).toBe('')
  })

  test('chaos fails calls and says so', async () => {
    await start({ chaos: 100 })
    const response = await get('/v1/projects')
    expect([401, 403, 404, 500]).toContain(response.status)
    expect(response.headers.get('x-mock-chaos')).toBe('true')
  })

  test('a fault answers its call with its status, as a rack without the operation; others are served', async () => {
    await start({
      faults: [{ method: 'GET', path: '/v1/system/hardware/disks-unadopted', status: 501 }],
    })
    const cookie = await signIn('hannah')
    const refused = await get('/v1/system/hardware/disks-unadopted', cookie)
    expect(refused.status).toBe(501)
    expect(refused.headers.get('x-mock-fault')).toBe('true')
    expect(await refused.json()).toMatchObject({ error_code: 'NotImplemented' })
    expect((await get('/v1/system/hardware/sleds-uninitialized', cookie)).status).toBe(200)
  })
})

describe('the serial console websocket over HTTP', () => {
  const streamUrl = (instance: string) =>
    `${base.replace('http:', 'ws:')}/v1/instances/${instance}/serial-console/stream?project=mock-project`

  /** Opens a stream; resolves with what it saw once it closes (after `typed`, if accepted). */
  function openStream(instance: string, cookie?: string, typed?: string) {
    return new Promise<{ messages: string[]; code?: number; reason?: string; status?: number }>(
      (resolve) => {
        const messages: string[] = []
        const socket = new WebSocket(streamUrl(instance), { headers: cookie ? { cookie } : {} })
        socket.on('message', (data: Buffer) => {
          messages.push(data.toString())
          if (messages.length === 1 && typed) socket.send(Buffer.from(typed))
          else socket.close()
        })
        socket.on('close', (code, reason) => resolve({ messages, code, reason: reason.toString() }))
        socket.on('unexpected-response', (request, response) => {
          resolve({ messages, status: response.statusCode })
          request.destroy()
        })
      },
    )
  }

  test('streams the boot log of a running instance, then echoes input', async () => {
    await start()
    const seen = await openStream('state-running', await signIn('hannah'), 'ls\r')
    expect(seen.messages[0]).toMatch(/^OVMF/)
    expect(seen.messages[1]).toBe('ls\r\n')
  })

  test('refuses a stopped instance with a close reason', async () => {
    await start()
    const seen = await openStream('db1', await signIn('hannah'))
    expect(seen.code).toBe(REFUSED_CLOSE_CODE)
    expect(seen.reason).toBe('Instance db1 is stopped; its serial console is not available')
  })

  test('without a session the upgrade is a 401', async () => {
    await start()
    expect((await openStream('state-running')).status).toBe(401)
  })
})

describe('mock-server options', () => {
  test.each([
    [[], { port: 12220, delay: [200, 400], quiet: false }],
    [
      [
        '--port=0',
        '--delay=0',
        '--chaos=10',
        '--scenario=large',
        '--instance-step=5000',
        '--disk-step=20000',
        '--membership-step=30000',
        '--quiet',
      ],
      {
        port: 0,
        delay: 0,
        chaos: 10,
        scenario: 'large',
        instanceStepMs: 5000,
        diskStepMs: 20000,
        membershipStepMs: 30000,
        quiet: true,
      },
    ],
    [['--disk-step=60000'], { diskStepMs: 60000 }],
    [['--delay=100-200'], { delay: [100, 200] }],
  ])('%j', (argv, expected) => {
    expect(parseMockServerArgs(argv)).toMatchObject(expected)
  })

  test.each([
    ['--port=70000'],
    ['--delay=slow'],
    ['--chaos=200'],
    ['--scenario=huge'],
    ['--instance-step=x'],
    ['--disk-step=x'],
    ['--disk-step=60001'],
    ['--membership-step=later'],
    ['--unknown'],
  ])('%s is refused', (arg) => {
    expect(parseMockServerArgs([arg])).toHaveProperty('error')
  })
})
