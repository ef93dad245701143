import type { MockDb } from '../db'
import { NETWORK_ACCESS_SEED } from '../seeds/network-access-seeds'
import { FAILING_ALLOW_LIST_ENTRY } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'

const ALLOW_LIST = '/v1/system/networking/allow-list'
const ICMP = '/v1/system/networking/inbound-icmp'

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message

describe('the allow list', () => {
  it('is seeded with the operators’ networks', async () => {
    const reply = await call('GET', ALLOW_LIST)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      allowed_ips: { allow: 'list', ips: NETWORK_ACCESS_SEED.allowList },
    })
  })

  it.each([
    ['any source', { allow: 'any' }],
    ['a list of both versions', { allow: 'list', ips: ['203.0.113.7/32', '2001:db8::/48'] }],
  ])('is replaced whole by its PUT: %s', async (_, allowed_ips) => {
    const before = db.allowList
    const reply = await call('PUT', ALLOW_LIST, { allowed_ips })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ allowed_ips, time_created: before.time_created })
    expect((reply.body as { time_modified: string }).time_modified > before.time_modified).toBe(
      true,
    )
    expect((await call('GET', ALLOW_LIST)).body).toEqual(reply.body)
  })

  it.each([
    ['no allowed_ips', {}, 'unable to parse JSON body: missing field `allowed_ips`'],
    [
      'an unknown kind',
      { allowed_ips: { allow: 'some' } },
      'unable to parse JSON body: allowed_ips: unknown variant `some`, expected `any` or `list`',
    ],
    [
      'a list without ips',
      { allowed_ips: { allow: 'list' } },
      'unable to parse JSON body: allowed_ips: missing field `ips`',
    ],
    [
      'an address without a prefix length',
      { allowed_ips: { allow: 'list', ips: ['10.0.0.0/8', '203.0.113.7'] } },
      'unable to parse JSON body: allowed_ips.ips[1]: invalid IP network syntax',
    ],
    [
      'a prefix length past 32',
      { allowed_ips: { allow: 'list', ips: ['10.0.0.0/33'] } },
      'unable to parse JSON body: allowed_ips.ips[0]: invalid IP network syntax',
    ],
    [
      'markup',
      { allowed_ips: { allow: 'list', ips: ['<script>/8'] } },
      'unable to parse JSON body: allowed_ips.ips[0]: invalid IP network syntax',
    ],
  ])('refuses %s with a 400, keeping the list', async (_, body, text) => {
    const before = db.allowList
    const reply = await call('PUT', ALLOW_LIST, body)
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe(text)
    expect(db.allowList).toBe(before)
  })

  it('fails with a 500 for a list holding the sentinel entry, keeping the list', async () => {
    const before = db.allowList
    const reply = await call('PUT', ALLOW_LIST, {
      allowed_ips: { allow: 'list', ips: ['10.0.0.0/8', FAILING_ALLOW_LIST_ENTRY] },
    })
    expect(reply.status).toBe(500)
    expect(db.allowList).toBe(before)
  })
})

describe('inbound ICMP', () => {
  it('is taken as seeded, and a PUT turns it off and on', async () => {
    expect((await call('GET', ICMP)).body).toEqual({ enabled: true })
    expect((await call('PUT', ICMP, { enabled: false })).status).toBe(204)
    expect((await call('GET', ICMP)).body).toEqual({ enabled: false })
    expect((await call('PUT', ICMP, { enabled: true })).status).toBe(204)
    expect((await call('GET', ICMP)).body).toEqual({ enabled: true })
  })

  it.each([
    ['no enabled', {}, 'unable to parse JSON body: missing field `enabled`'],
    [
      'a string',
      { enabled: 'yes' },
      'unable to parse JSON body: enabled: invalid type: expected a boolean',
    ],
  ])('refuses %s with a 400', async (_, body, text) => {
    const reply = await call('PUT', ICMP, body)
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe(text)
    expect(db.inboundIcmp).toEqual({ enabled: true })
  })
})
