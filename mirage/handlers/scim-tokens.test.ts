import type { MockDb } from '../db'
import { SILO_SEED } from '../seeds/silo-seeds'
import { FAILING_SCIM_TOKEN_ID } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'

const TOKENS = '/v1/system/scim/tokens'
const of = (silo: string) => `?silo=${silo}`
const tokenUrl = (id: string, silo: string) => `${TOKENS}/${id}${of(silo)}`

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const list = async (silo: string) =>
  (await call('GET', `${TOKENS}${of(silo)}`)).body as Record<string, unknown>[]

const create = async (silo: string) => {
  const reply = await call('POST', `${TOKENS}${of(silo)}`)
  return { status: reply.status, token: reply.body as { id: string; bearer_token: string } }
}

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message

describe('the secret is in the create response only (the contract)', () => {
  it('create answers 201 with the bearer token; list and view never carry it', async () => {
    const { status, token } = await create(SILO_SEED.ciSandbox)
    expect(status).toBe(201)
    expect(token.bearer_token).toMatch(/^oxide-scim-[0-9a-f]{40}$/)
    expect(Object.keys(token).sort()).toEqual([
      'bearer_token',
      'id',
      'time_created',
      'time_expires',
    ])

    const [listed] = await list(SILO_SEED.ciSandbox)
    expect(listed).toEqual({
      id: token.id,
      time_created: expect.any(String),
      time_expires: null,
    })
    const view = await call('GET', tokenUrl(token.id, SILO_SEED.ciSandbox))
    expect(view.status).toBe(200)
    expect(view.body).toEqual(listed)
  })

  it('each token has a secret of its own', async () => {
    const first = await create(SILO_SEED.ciSandbox)
    const second = await create(SILO_SEED.ciSandbox)
    expect(first.token.bearer_token).not.toBe(second.token.bearer_token)
  })
})

describe('a silo’s tokens', () => {
  it('the default silo has a seeded token, listed without its secret', async () => {
    const tokens = await list(SILO_SEED.defaultSilo)
    expect(tokens).toHaveLength(1)
    expect(tokens[0]).not.toHaveProperty('bearer_token')
  })

  it('another silo’s token is not found through this silo', async () => {
    const { token } = await create(SILO_SEED.ciSandbox)
    for (const method of ['GET', 'DELETE']) {
      const reply = await call(method, tokenUrl(token.id, SILO_SEED.research))
      expect(reply.status).toBe(404)
      expect(message(reply)).toBe(`not found: scim-client-bearer-token with id "${token.id}"`)
    }
    expect(await list(SILO_SEED.ciSandbox)).toHaveLength(1)
  })

  it.each([
    // request → status, message
    ['GET', TOKENS, 400, 'unable to parse query string: missing field `silo`'],
    ['POST', `${TOKENS}${of('no-such-silo')}`, 404, 'not found: silo with name "no-such-silo"'],
    [
      'DELETE',
      `${TOKENS}/not-a-uuid${of(SILO_SEED.defaultSilo)}`,
      400,
      'bad parameter in URL path: unable to parse "not-a-uuid" as token_id: UUID parsing failed',
    ],
  ])('%s %s → %i', async (method, url, status, text) => {
    const reply = await call(method, url)
    expect(reply.status).toBe(status)
    expect(message(reply)).toBe(text)
  })

  it('deletes a token once; a second delete is not found', async () => {
    const { token } = await create(SILO_SEED.ciSandbox)
    expect((await call('DELETE', tokenUrl(token.id, SILO_SEED.ciSandbox))).status).toBe(204)
    expect(await list(SILO_SEED.ciSandbox)).toEqual([])
    expect((await call('DELETE', tokenUrl(token.id, SILO_SEED.ciSandbox))).status).toBe(404)
  })

  it('the sentinel token fails to be deleted with a 500 and stays', async () => {
    const reply = await call('DELETE', tokenUrl(FAILING_SCIM_TOKEN_ID, SILO_SEED.partners))
    expect(reply.status).toBe(500)
    expect((await list(SILO_SEED.partners)).map((token) => token.id)).toEqual([
      FAILING_SCIM_TOKEN_ID,
    ])
  })

  it('a deleted silo takes its tokens with it', async () => {
    const siloId = db.silos.findBy((silo) => silo.name === SILO_SEED.ciSandbox)?.id
    await create(SILO_SEED.ciSandbox)
    expect(db.scimTokens.where((token) => token.silo_id === siloId)).toHaveLength(1)
    expect((await call('DELETE', `/v1/system/silos/${SILO_SEED.ciSandbox}`)).status).toBe(204)
    expect(db.scimTokens.where((token) => token.silo_id === siloId)).toEqual([])
  })
})
