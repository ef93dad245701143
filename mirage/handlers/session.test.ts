import { identityProviderPost, MOCK_SAML_USERNAME } from '../saml-idp'
import { MOCK_PASSWORD, SEED_USERS } from '../seeds/auth-seeds'
import { MOCK_SETTINGS_KEY, parseMockUser, readMockSettings, rememberMockUser } from '../settings'
import { call, callForm, startTestServer, stopTestServer } from '../testing'
import { DEVICE_CODE_GRANT_TYPE, USER_CODE_ALPHABET } from './device'

afterEach(stopTestServer)

const me = async () => (await call('GET', '/v1/me')).body as { display_name: string }

describe('sessions', () => {
  test('the preview starts signed in as the default user; sign-out ends the session', async () => {
    startTestServer()
    expect((await me()).display_name).toBe(SEED_USERS.fleetAdmin.displayName)
    expect((await call('POST', '/v1/logout')).status).toBe(204)
    expect((await call('GET', '/v1/me')).status).toBe(401)
    expect((await call('GET', '/v1/projects')).status).toBe(401)
  })

  test.each(Object.values(SEED_USERS))(
    '$username signs in with the demo password',
    async (user) => {
      startTestServer({ user: 'signed-out' })
      const login = await call('POST', '/v1/login/default-silo/local', {
        username: user.username,
        password: MOCK_PASSWORD,
      })
      expect(login.status).toBe(204)
      expect((await me()).display_name).toBe(user.displayName)
    },
  )

  test.each([
    ['a wrong password', 'default-silo', 'ada', 'nope'],
    ['an unknown user', 'default-silo', 'nobody', MOCK_PASSWORD],
    ['another silo', 'maze-war', 'ada', MOCK_PASSWORD],
  ])('%s is a 401 and leaves the session as it was', async (_, silo, username, password) => {
    startTestServer()
    const login = await call('POST', `/v1/login/${silo}/local`, { username, password })
    expect(login.status).toBe(401)
    expect((await me()).display_name).toBe(SEED_USERS.fleetAdmin.displayName)
  })

  test('mock-user starts the preview as another seeded user, or signed out', async () => {
    startTestServer({ user: SEED_USERS.viewer.username })
    expect((await me()).display_name).toBe(SEED_USERS.viewer.displayName)
    startTestServer({ user: 'signed-out' })
    expect((await call('GET', '/v1/me')).status).toBe(401)
  })

  test.each([
    ['fleetAdmin', { silo_admin: true, fleet_viewer: true }, 2],
    ['siloAdmin', { silo_admin: true, fleet_viewer: false }, 1],
    ['projectCollaborator', { silo_admin: false, fleet_viewer: false }, 1],
    ['viewer', { silo_admin: false, fleet_viewer: false }, 0],
    ['noRole', { silo_admin: false, fleet_viewer: false }, 0],
  ] as const)('%s: %o with %i groups', async (kind, flags, groupCount) => {
    startTestServer({ user: SEED_USERS[kind].username })
    expect((await call('GET', '/v1/me')).body).toMatchObject(flags)
    const groups = (await call('GET', '/v1/me/groups')).body as { items: unknown[] }
    expect(groups.items).toHaveLength(groupCount)
  })

  test('a user with no role is forbidden everything but their own account', async () => {
    startTestServer({ user: SEED_USERS.noRole.username })
    expect((await call('GET', '/v1/projects')).status).toBe(403)
    expect((await call('GET', '/v1/me/ssh-keys')).status).toBe(200)
    expect((await call('GET', '/v1/policy')).status).toBe(200)
  })

  describe('SAML: the assertion endpoint takes only an identity provider’s post', () => {
    const acs = '/login/default-silo/saml/mock-idp'
    const post = (body: string) =>
      fetch(acs, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
    const fromIdp = (username: string, redirectUri?: string) =>
      identityProviderPost({ username, audience: acs, redirectUri })

    test.each([
      // the provider's post: the user it names, landing on a same-origin redirect_uri only
      ['/settings/profile', '/settings/profile'],
      ['https://evil.example', '/projects'],
      [undefined, '/projects'],
    ])('redirect_uri %j in RelayState → signed in, 303 to %s', async (redirectUri, location) => {
      startTestServer({ user: 'signed-out' })
      const reply = await post(fromIdp(MOCK_SAML_USERNAME, redirectUri))
      expect(reply.status).toBe(303)
      expect(reply.headers.get('location')).toBe(location)
      expect((await me()).display_name).toBe(SEED_USERS.fleetAdmin.displayName)
    })

    test.each([
      ['an empty body (what a console posting itself would send)', '', 400],
      ['a response naming nobody of the silo', fromIdp('nobody'), 401],
    ])('refuses %s and starts no session', async (_case, body, status) => {
      startTestServer({ user: 'signed-out' })
      expect((await post(body)).status).toBe(status)
      expect((await call('GET', '/v1/me')).status).toBe(401)
    })
  })
})

describe('the device flow, as the CLI sees it', () => {
  const clientId = '0b9a3f5e-8c1d-4e2f-9a7b-6c5d4e3f2a1b'

  test('a code, pending until the user confirms it, then the token exactly once', async () => {
    startTestServer()
    const auth = await callForm('/device/auth', { client_id: clientId })
    expect(auth.status).toBe(200)
    const grant = auth.body as {
      device_code: string
      user_code: string
      verification_uri: string
      expires_in: number
    }
    expect(grant.user_code).toMatch(
      new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`),
    )
    expect(grant.verification_uri).toMatch(/\/device\/verify$/)
    expect(grant.expires_in).toBe(300)

    const poll = () =>
      callForm('/device/token', {
        client_id: clientId,
        device_code: grant.device_code,
        grant_type: DEVICE_CODE_GRANT_TYPE,
      })
    expect((await poll()).body).toEqual({ error: 'authorization_pending' })

    const tokensBefore = (await call('GET', '/v1/me/access-tokens')).body as { items: unknown[] }
    expect((await call('POST', '/device/confirm', { user_code: grant.user_code })).status).toBe(204)
    // the same code cannot be confirmed twice
    expect((await call('POST', '/device/confirm', { user_code: grant.user_code })).status).toBe(404)
    const tokensAfter = (await call('GET', '/v1/me/access-tokens')).body as { items: unknown[] }
    expect(tokensAfter.items).toHaveLength(tokensBefore.items.length + 1)

    const token = await poll()
    expect(token.status).toBe(200)
    expect(token.body).toMatchObject({ token_type: 'Bearer' })
    expect((token.body as { access_token: string }).access_token).toMatch(/^oxide-token-/)
    expect((await poll()).body).toMatchObject({ error: 'invalid_grant' })
  })

  test.each([
    ['no client id', {}],
    ['a client id that is not a uuid', { client_id: 'cli' }],
    ['a zero ttl', { client_id: clientId, ttl_seconds: '0' }],
  ])('rejects %s', async (_, form) => {
    startTestServer()
    const reply = await callForm('/device/auth', form)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ error: 'invalid_request' })
  })

  test('a wrong grant type is unsupported', async () => {
    startTestServer()
    const reply = await callForm('/device/token', {
      client_id: clientId,
      device_code: 'x',
      grant_type: 'password',
    })
    expect(reply.body).toEqual({ error: 'unsupported_grant_type' })
  })
})

describe('the mock user setting', () => {
  test.each([
    ['ada', 'ada'],
    ['signed-out', 'signed-out'],
    ['Ada', undefined],
    ['', undefined],
    ['a b', undefined],
    [null, undefined],
  ])('?mock-user=%j → %j', (raw, expected) => {
    expect(parseMockUser(raw)).toBe(expected)
  })

  test('sign-in and sign-out are remembered for the tab, like a session cookie', () => {
    sessionStorage.removeItem(MOCK_SETTINGS_KEY)
    rememberMockUser('grace')
    expect(readMockSettings('', sessionStorage).user).toBe('grace')
    rememberMockUser('signed-out')
    expect(readMockSettings('', sessionStorage).user).toBe('signed-out')
    // the query wins over what was remembered
    expect(readMockSettings('?mock-user=alan', sessionStorage).user).toBe('alan')
    sessionStorage.removeItem(MOCK_SETTINGS_KEY)
  })

  test('the login and logout handlers write it', async () => {
    sessionStorage.removeItem(MOCK_SETTINGS_KEY)
    startTestServer()
    await call('POST', '/v1/logout')
    expect(readMockSettings('', sessionStorage).user).toBe('signed-out')
    await call('POST', '/v1/login/default-silo/local', { username: 'ada', password: MOCK_PASSWORD })
    expect(readMockSettings('', sessionStorage).user).toBe('ada')
    sessionStorage.removeItem(MOCK_SETTINGS_KEY)
  })
})
