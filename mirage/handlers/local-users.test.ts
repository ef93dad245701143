import type { MockDb } from '../db'
import { SEED_USERS } from '../seeds/seed-users'
import { SILO_SEED } from '../seeds/silo-seeds'
import { call, startTestServer, stopTestServer } from '../testing'

const USERS = '/v1/system/identity-providers/local/users'
const of = (silo: string) => `?silo=${silo}`
const LOCAL = SILO_SEED.hpc

let db: MockDb
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message
const errorCode = (reply: { body: unknown }) => (reply.body as { error_code: string }).error_code

const create = (externalId: string, password: unknown, silo: string = LOCAL) =>
  call('POST', `${USERS}${of(silo)}`, { external_id: externalId, password })

const login = (username: string, password: string, silo: string = LOCAL) =>
  call('POST', `/v1/login/${silo}/local`, { username, password })

const withPassword = (value: string) => ({ mode: 'password', value })
const DISALLOWED = { mode: 'login_disallowed' }

describe('a local-only silo’s users (fleet admin)', () => {
  beforeEach(() => {
    db = startTestServer().db
  })

  it('creates a user named by the username, listed in the silo, who signs in with the password', async () => {
    const reply = await create('build-bot', withPassword('s3cret pass'))
    expect(reply.status).toBe(201)
    const user = reply.body as { id: string; display_name: string; silo_id: string }
    expect(user.display_name).toBe('build-bot')
    expect(user.silo_id).toBe(db.silos.findBy((row) => row.name === LOCAL)?.id)
    const listed = await call('GET', `/v1/system/users${of(LOCAL)}`)
    expect((listed.body as { items: { id: string }[] }).items.map((row) => row.id)).toContain(
      user.id,
    )
    expect((await login('build-bot', 'wrong')).status).toBe(401)
    expect((await login('build-bot', 's3cret pass', SILO_SEED.ciSandbox)).status).toBe(401)
    expect((await login('build-bot', 's3cret pass')).status).toBe(204)
  })

  it('creates a user with no password, who cannot sign in until one is set', async () => {
    const { id } = (await create('no-pass', DISALLOWED)).body as { id: string }
    expect((await login('no-pass', '')).status).toBe(401)
    const set = await call('POST', `${USERS}/${id}/set-password${of(LOCAL)}`, withPassword('now'))
    expect(set.status).toBe(204)
    expect((await login('no-pass', 'now')).status).toBe(204)
  })

  it('an invalidated password no longer signs in', async () => {
    const { id } = (await create('leaver', withPassword('pw'))).body as { id: string }
    const set = await call('POST', `${USERS}/${id}/set-password${of(LOCAL)}`, DISALLOWED)
    expect(set.status).toBe(204)
    expect((await login('leaver', 'pw')).status).toBe(401)
  })

  it('the same username in another silo is another user; in the same silo a 409', async () => {
    expect((await create('twin', withPassword('a'))).status).toBe(201)
    expect((await create('twin', withPassword('b'), SILO_SEED.ciSandbox)).status).toBe(201)
    const again = await create('twin', withPassword('c'))
    expect(again.status).toBe(409)
    expect(errorCode(again)).toBe('ObjectAlreadyExists')
    expect(message(again)).toBe('already exists: silo-user "twin"')
    expect((await login('twin', 'a')).status).toBe(204)
    expect((await login('twin', 'b', SILO_SEED.ciSandbox)).status).toBe(204)
  })

  it('deletes the user: gone from the list, their password signs in no more', async () => {
    const { id } = (await create('gone', withPassword('pw'))).body as { id: string }
    expect((await call('DELETE', `${USERS}/${id}${of(LOCAL)}`)).status).toBe(204)
    expect(db.users.find(id)).toBeUndefined()
    expect((await login('gone', 'pw')).status).toBe(401)
    const again = await call('DELETE', `${USERS}/${id}${of(LOCAL)}`)
    expect(again.status).toBe(404)
    expect(message(again)).toBe(`not found: silo-user with id "${id}"`)
  })

  it.each([
    ['a silo with SAML JIT', SILO_SEED.research],
    ['a silo with SAML SCIM', SILO_SEED.partners],
  ])('refuses %s with the server’s 404 for its local identity provider', async (_, silo) => {
    const reply = await create('someone', withPassword('pw'), silo)
    expect(reply.status).toBe(404)
    expect(message(reply)).toBe('not found: identity-provider with name "local"')
  })

  it.each([
    [
      'a username that starts with a digit',
      '1bot',
      withPassword('pw'),
      'external_id: username must begin with an ASCII lowercase character',
    ],
    [
      'a username with a space',
      'a b',
      withPassword('pw'),
      'external_id: username contains invalid character: " " (allowed characters are letters, digits, and "-")',
    ],
    [
      'a username ending in a dash',
      'bot-',
      withPassword('pw'),
      'external_id: username cannot end with "-"',
    ],
    [
      'a username of 64 characters',
      `a${'b'.repeat(63)}`,
      withPassword('pw'),
      'external_id: username may contain at most 63 characters',
    ],
    [
      'a password of 513 bytes',
      'bot',
      withPassword('x'.repeat(513)),
      'password.value: unsupported password: password exceeds maximum length of 512 bytes',
    ],
    [
      'a password of 257 two-byte characters',
      'bot',
      withPassword('é'.repeat(257)),
      'password.value: unsupported password: password exceeds maximum length of 512 bytes',
    ],
    [
      'an unknown password mode',
      'bot',
      { mode: 'plain' },
      'password.mode: unknown variant `plain`, expected `password` or `login_disallowed`',
    ],
  ])('refuses %s with a 400', async (_, externalId, password, expected) => {
    const reply = await create(externalId, password)
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe(`unable to parse JSON body: ${expected}`)
  })

  it('takes a password of exactly 512 bytes', async () => {
    expect((await create('edge', withPassword('x'.repeat(512)))).status).toBe(201)
  })
})

describe('only a fleet admin manages local users', () => {
  it.each([
    ['a silo admin with no fleet role', SEED_USERS.siloAdmin.username],
    ['a silo viewer', SEED_USERS.viewer.username],
  ])('%s gets a 403', async (_, user) => {
    db = startTestServer({ user }).db
    expect((await create('bot', withPassword('pw'))).status).toBe(403)
  })

  it('a fleet collaborator gets a 403', async () => {
    db = startTestServer().db
    const hannah = db.localCredentials.findBy(
      (row) => row.username === SEED_USERS.fleetAdmin.username,
    )
    db.fleetPolicy = {
      role_assignments: [
        { identity_id: hannah?.id ?? '', identity_type: 'silo_user', role_name: 'collaborator' },
      ],
    }
    const reply = await create('bot', withPassword('pw'))
    expect(reply.status).toBe(403)
    expect(errorCode(reply)).toBe('Forbidden')
  })
})
