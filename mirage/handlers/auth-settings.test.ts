import { SEED_USERS } from '../seeds/auth-seeds'
import { type ApiReply, call, callForm, startTestServer, stopTestServer } from '../testing'
import { DEVICE_CODE_GRANT_TYPE, ttlOverMaxMessage } from './device'

afterEach(stopTestServer)

const message = (reply: ApiReply) => (reply.body as { message: string }).message
const maxTtl = async () =>
  ((await call('GET', '/v1/auth-settings')).body as { device_token_max_ttl_seconds: number | null })
    .device_token_max_ttl_seconds
const setMaxTtl = (value: unknown) =>
  call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: value })

const clientId = '0b9a3f5e-8c1d-4e2f-9a7b-6c5d4e3f2a1b'
const DAY = 86400

/** The console's device flow: a code (with `ttl`, if any), confirmed by the session, its token. */
async function deviceToken(ttl?: number) {
  const form: Record<string, string> = { client_id: clientId }
  if (ttl !== undefined) form.ttl_seconds = String(ttl)
  const grant = (await callForm('/device/auth', form)).body as {
    device_code: string
    user_code: string
  }
  const confirm = await call('POST', '/device/confirm', { user_code: grant.user_code })
  if (confirm.status !== 204) return { confirm }
  const token = await callForm('/device/token', {
    client_id: clientId,
    device_code: grant.device_code,
    grant_type: DEVICE_CODE_GRANT_TYPE,
  })
  return { confirm, token: token.body as { access_token: string; expires_in?: number } }
}

describe('auth settings (the contract: SiloAuthSettings)', () => {
  it('starts with no maximum, which a silo admin sets and clears', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    expect(await maxTtl()).toBeNull()
    const set = await setMaxTtl(30 * DAY)
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ device_token_max_ttl_seconds: 30 * DAY })
    expect(await maxTtl()).toBe(30 * DAY)
    expect((await setMaxTtl(null)).status).toBe(200)
    expect(await maxTtl()).toBeNull()
  })

  it.each([
    ['a viewer', SEED_USERS.viewer.username],
    ['a project collaborator', SEED_USERS.projectCollaborator.username],
  ])('%s reads it and may not change it (403)', async (_name, user) => {
    startTestServer({ user })
    expect(await maxTtl()).toBeNull()
    const reply = await setMaxTtl(DAY)
    expect(reply.status).toBe(403)
    expect(message(reply)).toBe('Forbidden')
  })

  it.each<[string, unknown]>([
    ['zero', 0],
    ['negative', -60],
    ['fractional', 1.5],
    ['over uint32', 4_294_967_296],
    ['text', '30 days'],
  ])('refuses %s (400)', async (_name, value) => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    const reply = await setMaxTtl(value)
    expect(reply.status).toBe(400)
    expect(message(reply)).toMatch(/device_token_max_ttl_seconds: invalid value/)
    expect(await maxTtl()).toBeNull()
  })

  it('refuses a body without the field (it is required, though nullable)', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    const reply = await call('PUT', '/v1/auth-settings', {})
    expect(reply.status).toBe(400)
    expect(message(reply)).toMatch(/missing field `device_token_max_ttl_seconds`/)
  })
})

describe('a device token’s lifetime, capped by the silo’s maximum', () => {
  it('without a maximum or a ttl, the token does not expire', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    const { token } = await deviceToken()
    expect(token?.expires_in).toBeUndefined()
  })

  it('without a ttl, the token gets the silo’s maximum', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    await setMaxTtl(DAY)
    const { token } = await deviceToken()
    expect(token?.expires_in).toBeGreaterThan(DAY - 5)
    expect(token?.expires_in).toBeLessThanOrEqual(DAY)
  })

  it('a ttl within the maximum is the token’s', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    await setMaxTtl(DAY)
    const { token } = await deviceToken(3600)
    expect(token?.expires_in).toBeGreaterThan(3600 - 5)
    expect(token?.expires_in).toBeLessThanOrEqual(3600)
  })

  it('a ttl over the maximum is refused at confirmation (400), and no token is made', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    await setMaxTtl(DAY)
    const before = (await call('GET', '/v1/me/access-tokens')).body as { items: unknown[] }
    const { confirm, token } = await deviceToken(DAY + 1)
    expect(confirm.status).toBe(400)
    expect(message(confirm)).toBe(ttlOverMaxMessage(DAY + 1, DAY))
    expect(token).toBeUndefined()
    const after = (await call('GET', '/v1/me/access-tokens')).body as { items: unknown[] }
    expect(after.items).toHaveLength(before.items.length)
  })

  it('the token made is listed with its expiry (http/server.test.ts takes it as a bearer)', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    await setMaxTtl(DAY)
    const { token } = await deviceToken(3600)
    const listed = (await call('GET', '/v1/me/access-tokens')).body as {
      items: { time_expires: string | null }[]
    }
    const expiries = listed.items.map((row) => row.time_expires && Date.parse(row.time_expires))
    expect(expiries.some((time) => time && Math.abs(time - Date.now() - 3600_000) < 5000)).toBe(
      true,
    )
    expect(token?.access_token).toMatch(/^oxide-token-/)
  })
})
