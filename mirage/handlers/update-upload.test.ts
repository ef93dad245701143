/**
 * A release repository uploaded to the mock (contract: system_update_repository_upload, its body
 * the zip's bytes) and the updates trust store it is verified by.
 */
import { releaseRepositoryZip } from '~/lib/release-repository'
import { ROOT_ROLE_MESSAGES } from '~/lib/root-role'
import type { MockDb } from '../db'
import { UNTRUSTED_RELEASE_FILE_NAME } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'
import { NOT_A_REPOSITORY_MESSAGE, UNTRUSTED_REPOSITORY_MESSAGE } from './system-update'

const REPOSITORIES = '/v1/system/update/repositories'
const TRUST_ROOTS = '/v1/system/update/trust-roots'

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

async function upload(fileName: string, bytes: Uint8Array) {
  const response = await fetch(`${REPOSITORIES}?file_name=${encodeURIComponent(fileName)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: new Blob([new Uint8Array(bytes)]),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const rootRole = {
  signed: { _type: 'root', keys: { k1: {} }, roles: { root: { keyids: ['k1'] } } },
  signatures: [],
}

describe('uploading a release repository', () => {
  test('a new one is inserted with its version from the zip and the hash of its bytes', async () => {
    const reply = await upload('any-name.zip', releaseRepositoryZip('18.0.0'))
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      status: 'inserted',
      repo: { system_version: '18.0.0', file_name: 'any-name.zip' },
    })
    expect((reply.body.repo as { hash: string }).hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await call('GET', `${REPOSITORIES}/18.0.0`)).body).toEqual(reply.body.repo)
    // the same version again is no second repository
    const again = await upload('again.zip', releaseRepositoryZip('18.0.0'))
    expect(again.body).toMatchObject({ status: 'already_exists', repo: reply.body.repo })
  }, 15_000)

  test.each([
    [
      'one under the documented untrusted file name',
      () => upload(UNTRUSTED_RELEASE_FILE_NAME, releaseRepositoryZip('18.0.0')),
      UNTRUSTED_REPOSITORY_MESSAGE,
    ],
    [
      'any one while the trust store is empty',
      () => {
        for (const root of db.trustRoots.all()) db.trustRoots.remove(root.id)
        return upload('oxide-18.0.0.zip', releaseRepositoryZip('18.0.0'))
      },
      UNTRUSTED_REPOSITORY_MESSAGE,
    ],
    [
      'bytes that are not a zip',
      () => upload('notes.zip', new TextEncoder().encode('hello')),
      NOT_A_REPOSITORY_MESSAGE,
    ],
  ])(
    'refuses %s (400) and keeps nothing',
    async (_, send, message) => {
      const reply = await send()
      expect(reply.status).toBe(400)
      expect(reply.body.message).toBe(message)
      expect((await call('GET', `${REPOSITORIES}/18.0.0`)).status).toBe(404)
    },
    15_000,
  )

  test('a missing file_name is a 400 before anything is read', async () => {
    const response = await fetch(REPOSITORIES, { method: 'PUT', body: new Blob(['x']) })
    expect(response.status).toBe(400)
  }, 15_000)
})

describe('the updates trust store', () => {
  test('a root role is added, viewed, listed and deleted', async () => {
    const created = await call('POST', TRUST_ROOTS, rootRole)
    expect(created.status).toBe(201)
    const { id } = created.body as { id: string }
    expect((await call('GET', `${TRUST_ROOTS}/${id}`)).body).toMatchObject({ root_role: rootRole })
    const listed = (await call('GET', TRUST_ROOTS)).body as { items: { id: string }[] }
    expect(listed.items.map((root) => root.id)).toContain(id)
    expect((await call('DELETE', `${TRUST_ROOTS}/${id}`)).status).toBe(204)
    expect((await call('GET', `${TRUST_ROOTS}/${id}`)).status).toBe(404)
  })

  test.each([
    ['not a root role', { signed: { _type: 'targets' } }, ROOT_ROLE_MESSAGES.notRoot],
    ['no signatures', { signed: rootRole.signed }, ROOT_ROLE_MESSAGES.noSignatures],
  ])('refuses %s with the parse error', async (_, body, message) => {
    const reply = await call('POST', TRUST_ROOTS, body)
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(
      `unable to parse JSON body: ${message}`,
    )
  })

  test('a trust root that is not there is a 404; an id that is no UUID a 400', async () => {
    expect((await call('DELETE', `${TRUST_ROOTS}/${crypto.randomUUID()}`)).status).toBe(404)
    expect((await call('GET', `${TRUST_ROOTS}/root-1`)).status).toBe(400)
  })
})
