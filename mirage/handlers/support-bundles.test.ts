import { crc32 } from '~/lib/zip'
import type { MockDb } from '../db'
import { SUPPORT_BUNDLE_SEED } from '../seeds/support-bundle-seeds'
import { SUPPORT_BUNDLE_SENTINELS } from '../sentinels'
import { call, callBytes, startTestServer, stopTestServer } from '../testing'
import { API_CREATION_REASON, COLLECTION_FAILURE, SUPPORT_BUNDLE_STEP_MS } from './support-bundles'

const BUNDLES = '/experimental/v1/system/support-bundles'
const { active, failed } = SUPPORT_BUNDLE_SEED

interface Bundle {
  id: string
  state: string
  user_comment: string | null
  reason_for_creation: string
  reason_for_failure: string | null
}

let db: MockDb
let now: number
beforeEach(() => {
  now = Date.parse('2026-01-01T00:00:00Z')
  db = startTestServer({ now: () => now }).db
})
afterEach(stopTestServer)

const create = async (comment?: string | null) =>
  call('POST', BUNDLES, comment === undefined ? {} : { user_comment: comment })
const view = async (id: string) => (await call('GET', `${BUNDLES}/${id}`)).body as Bundle
const message = (reply: { body: unknown }) => (reply.body as { message: string }).message

describe('a bundle moves on by itself', () => {
  it('is collecting when asked for, then active', async () => {
    const reply = await create('disk latency on sled 7')
    expect(reply.status).toBe(201)
    const bundle = reply.body as Bundle
    expect(bundle).toMatchObject({
      state: 'collecting',
      user_comment: 'disk latency on sled 7',
      reason_for_creation: API_CREATION_REASON,
      reason_for_failure: null,
    })
    now += SUPPORT_BUNDLE_STEP_MS.collecting - 1
    expect((await view(bundle.id)).state).toBe('collecting')
    now += 1
    expect((await view(bundle.id)).state).toBe('active')
  })

  it('a comment is optional', async () => {
    expect(((await create()).body as Bundle).user_comment).toBeNull()
  })

  it('the collection sentinel ends failed, with a reason', async () => {
    const bundle = (await create(SUPPORT_BUNDLE_SENTINELS.collectionFails)).body as Bundle
    now += SUPPORT_BUNDLE_STEP_MS.collecting
    expect(await view(bundle.id)).toMatchObject({
      state: 'failed',
      reason_for_failure: COLLECTION_FAILURE,
    })
  })

  it('the create sentinel fails with a 500 and makes nothing', async () => {
    const before = db.supportBundles.size
    expect((await create(SUPPORT_BUNDLE_SENTINELS.createFails)).status).toBe(500)
    expect(db.supportBundles.size).toBe(before)
  })

  it('a delete is destroying, then gone', async () => {
    expect((await call('DELETE', `${BUNDLES}/${active}`)).status).toBe(204)
    expect((await view(active)).state).toBe('destroying')
    now += SUPPORT_BUNDLE_STEP_MS.destroying
    expect((await call('GET', `${BUNDLES}/${active}`)).status).toBe(404)
  })
})

describe('the states allow what the rule table says', () => {
  it.each([
    ['GET', `${BUNDLES}/${failed}/download`],
    ['GET', `${BUNDLES}/${failed}/index`],
    ['GET', `${BUNDLES}/${failed}/download/bundle_id.txt`],
    ['HEAD', `${BUNDLES}/${failed}/download/bundle_id.txt`],
    ['PUT', `${BUNDLES}/${failed}`],
  ])('%s %s of a failed bundle is refused', async (method, url) => {
    const reply = await call(method, url, method === 'PUT' ? { user_comment: 'x' } : undefined)
    expect(reply.status).toBe(400)
    expect(message(reply)).toMatch(/^cannot \w+ support bundle in state failed$/)
  })

  it('a failed bundle is deleted; a destroying one is not deleted again', async () => {
    expect((await call('DELETE', `${BUNDLES}/${failed}`)).status).toBe(204)
    const again = await call('DELETE', `${BUNDLES}/${failed}`)
    expect(again.status).toBe(400)
    expect(message(again)).toBe('cannot delete support bundle in state destroying')
  })

  it('a collecting bundle is not downloaded yet', async () => {
    const bundle = (await create('x')).body as Bundle
    expect((await call('GET', `${BUNDLES}/${bundle.id}/download`)).status).toBe(400)
  })
})

describe('an active bundle’s bytes', () => {
  it('downloads as a zip holding every file of its index', async () => {
    const index = await callBytes(`${BUNDLES}/${active}/index`)
    expect(index.contentType).toContain('text/plain')
    const files = new TextDecoder().decode(index.bytes).trim().split('\n')
    expect(files).toContain('bundle_id.txt')
    expect(files.length).toBeGreaterThan(2)

    const zip = await callBytes(`${BUNDLES}/${active}/download`)
    expect(zip.status).toBe(200)
    expect(zip.contentType).toBe('application/zip')
    const view = new DataView(zip.bytes.buffer)
    // the end of central directory record names every file
    const end = zip.bytes.length - 22
    expect(view.getUint32(end, true)).toBe(0x06054b50)
    expect(view.getUint16(end + 10, true)).toBe(files.length)
    // the first local file is bundle_id.txt, stored, with its CRC-32
    expect(view.getUint32(0, true)).toBe(0x04034b50)
    const content = new TextEncoder().encode(`${active}\n`)
    expect(view.getUint32(14, true)).toBe(crc32(content))
    const nameLength = view.getUint16(26, true)
    expect(new TextDecoder().decode(zip.bytes.slice(30, 30 + nameLength))).toBe('bundle_id.txt')
  })

  it('downloads one file by its path; a path it does not hold is a 404', async () => {
    const file = await callBytes(`${BUNDLES}/${active}/download/bundle_id.txt`)
    expect(file.status).toBe(200)
    expect(new TextDecoder().decode(file.bytes)).toBe(`${active}\n`)
    expect((await call('GET', `${BUNDLES}/${active}/download/nope.txt`)).status).toBe(404)
  })

  it('answers a file’s HEAD with its size as Content-Length and no body', async () => {
    const head = await fetch(`${BUNDLES}/${active}/download/bundle_id.txt`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(String(`${active}\n`.length))
    expect(await head.text()).toBe('')
    const missing = await fetch(`${BUNDLES}/${active}/download/nope.txt`, { method: 'HEAD' })
    expect(missing.status).toBe(404)
  })
})

it('lists the seeded bundles oldest first, newest first when asked', async () => {
  const ids = async (query = '') =>
    ((await call('GET', `${BUNDLES}${query}`)).body as { items: Bundle[] }).items.map(
      (bundle) => bundle.id,
    )
  const oldestFirst = await ids()
  expect(oldestFirst).toEqual([SUPPORT_BUNDLE_SEED.automatic, failed, active])
  expect(await ids('?sort_by=time_and_id_descending')).toEqual([...oldestFirst].reverse())
})

it('a non-UUID id is the server’s 400, an unknown one a 404', async () => {
  expect((await call('GET', `${BUNDLES}/nope`)).status).toBe(400)
  expect((await call('GET', `${BUNDLES}/5e6f7a8b-0000-4000-8000-0000000000ff`)).status).toBe(404)
})
