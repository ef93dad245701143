import type { MockDb } from '../db'
import { CERTIFICATE_SEED } from '../seeds/certificate-seeds'
import { SILO_SEED } from '../seeds/silo-seeds'
import { FAIL_500_NAME } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'

const CERTIFICATES = '/v1/certificates'
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBujCCAV+gAwIBAgIUPgqi\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----\n'

const createBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'console-tls',
  description: 'the console’s name',
  cert: CERT + CERT,
  key: KEY,
  service: 'external_api',
  ...overrides,
})

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const listed = async () =>
  ((await call('GET', CERTIFICATES)).body as { items: Record<string, unknown>[] }).items

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message

describe('the key is taken, never returned (the contract’s Certificate has no key)', () => {
  it('create answers 201 with the chain as sent; neither the answer, list nor view has the key', async () => {
    const created = await call('POST', CERTIFICATES, createBody())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'console-tls',
      description: 'the console’s name',
      cert: CERT + CERT,
      service: 'external_api',
    })
    const view = await call('GET', `${CERTIFICATES}/console-tls`)
    expect(view.status).toBe(200)
    expect(view.body).toEqual(created.body)
    for (const body of [created.body, view.body, await listed()]) {
      expect(JSON.stringify(body)).not.toContain('MIGHAgEAMBMGByqGSM49AgEG')
    }
    expect(JSON.stringify(db.certificates.all())).not.toContain('PRIVATE KEY')
  })

  it('deletes by name or id, then the certificate is not found', async () => {
    const { body } = await call('POST', CERTIFICATES, createBody())
    const { id } = body as { id: string }
    expect((await call('DELETE', `${CERTIFICATES}/${id}`)).status).toBe(204)
    const gone = await call('GET', `${CERTIFICATES}/console-tls`)
    expect(gone.status).toBe(404)
    expect(message(gone)).toBe('not found: certificate with name "console-tls"')
  })
})

describe('the silo’s certificates', () => {
  it('lists the signed-in silo’s, by name, and no other silo’s', async () => {
    expect((await listed()).map((row) => row.name)).toEqual([
      CERTIFICATE_SEED.name,
      `${SILO_SEED.defaultSilo}-tls`,
    ])
    const research = `${SILO_SEED.research}-tls`
    expect(db.certificates.findBy((row) => row.name === research)).toBeDefined()
    for (const method of ['GET', 'DELETE']) {
      const reply = await call(method, `${CERTIFICATES}/${research}`)
      expect(reply.status).toBe(404)
      expect(message(reply)).toBe(`not found: certificate with name "${research}"`)
    }
  })

  it('a name another silo uses is free in this one', async () => {
    const reply = await call(
      'POST',
      CERTIFICATES,
      createBody({ name: `${SILO_SEED.research}-tls` }),
    )
    expect(reply.status).toBe(201)
  })
})

describe('create refuses what the server refuses', () => {
  it.each([
    // body → status, message
    [
      { name: `${SILO_SEED.defaultSilo}-tls` },
      409,
      `already exists: certificate "${SILO_SEED.defaultSilo}-tls"`,
    ],
    [{ name: FAIL_500_NAME }, 500, 'Internal Server Error'],
    [
      { name: 'Console' },
      400,
      'unable to parse JSON body: name: name must begin with an ASCII lowercase character',
    ],
    [{ cert: undefined }, 400, 'unable to parse JSON body: missing field `cert`'],
    [{ key: undefined }, 400, 'unable to parse JSON body: missing field `key`'],
    [
      { service: 'internal_dns' },
      400,
      'unable to parse JSON body: service: unknown variant `internal_dns`, expected `external_api`',
    ],
    [
      { cert: KEY },
      400,
      'unsupported value for "cert": the certificate chain is not PEM-encoded CERTIFICATE blocks',
    ],
    [
      { cert: 'MIIBujCCAV+gAwIBAgIUPgqi' },
      400,
      'unsupported value for "cert": the certificate chain is not PEM-encoded CERTIFICATE blocks',
    ],
    [
      { key: CERT },
      400,
      'unsupported value for "key": the private key is not one PEM-encoded private key',
    ],
    [
      { key: KEY + KEY },
      400,
      'unsupported value for "key": the private key is not one PEM-encoded private key',
    ],
  ])('%j → %i', async (overrides, status, expected) => {
    const before = db.certificates.all().length
    const reply = await call('POST', CERTIFICATES, createBody(overrides))
    expect(reply.status).toBe(status)
    expect(message(reply)).toBe(expected)
    expect(db.certificates.all()).toHaveLength(before)
  })
})
