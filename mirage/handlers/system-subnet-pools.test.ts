import type { MockDb } from '../db'
import { FLEET_IP_SEED } from '../seeds/ip-seeds'
import { SEED } from '../seeds/seeds'
import { SUBNET_POOL_SEED } from '../seeds/subnet-pool-seeds'
import { FAIL_500_NAME } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'
import { DELETE_WITH_MEMBERS } from './system-subnet-pools'

const POOLS = '/v1/system/subnet-pools'
const silo = SEED.siloName
const { v4Pool, v6Pool, emptyPool } = SUBNET_POOL_SEED

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message
const items = <T>(reply: { body: unknown }) => (reply.body as { items: T[] }).items

describe('pools', () => {
  it.each([
    // body → status, message (or a part of it)
    [{ name: 'edge-v4', description: '', ip_version: 'v4' }, 201, undefined],
    [{ name: 'edge-v6', description: 'x', ip_version: 'v6' }, 201, undefined],
    [{ name: v4Pool, description: '', ip_version: 'v4' }, 409, `subnet-pool "${v4Pool}"`],
    [{ name: 'edge', description: '' }, 400, 'missing field `ip_version`'],
    [{ name: 'edge', description: '', ip_version: 'v5' }, 400, 'unknown variant `v5`'],
    [{ name: 'Edge', description: '', ip_version: 'v4' }, 400, 'name must begin'],
    [{ name: FAIL_500_NAME, description: '', ip_version: 'v4' }, 500, 'Internal Server Error'],
  ])('create %j → %i', async (body, status, text) => {
    const reply = await call('POST', POOLS, body)
    expect(reply.status).toBe(status)
    if (text) expect(message(reply)).toContain(text)
    else expect(reply.body).toEqual(expect.objectContaining(body))
  })

  it('renames a pool, refusing a taken name', async () => {
    const taken = await call('PUT', `${POOLS}/${emptyPool}`, { name: v6Pool })
    expect([taken.status, message(taken)]).toEqual([409, `already exists: subnet-pool "${v6Pool}"`])
    const renamed = await call('PUT', `${POOLS}/${emptyPool}`, { name: 'lab', description: 'd' })
    expect(renamed.body).toEqual(expect.objectContaining({ name: 'lab', description: 'd' }))
    expect((await call('GET', `${POOLS}/lab`)).status).toBe(200)
  })

  it('deletes a pool only once its members are gone, and its links with it', async () => {
    const poolId = db.subnetPools.findBy((pool) => pool.name === v6Pool)?.id
    const refused = await call('DELETE', `${POOLS}/${v6Pool}`)
    expect([refused.status, message(refused)]).toEqual([400, DELETE_WITH_MEMBERS])
    const removed = await call('POST', `${POOLS}/${v6Pool}/members/remove`, {
      subnet: '2001:db8:f000::/36',
    })
    expect(removed.status).toBe(204)
    expect((await call('DELETE', `${POOLS}/${v6Pool}`)).status).toBe(204)
    expect(db.subnetPoolSiloLinks.where((link) => link.subnet_pool_id === poolId)).toEqual([])
    expect((await call('GET', `${POOLS}/${v6Pool}`)).status).toBe(404)
  })
})

describe('members', () => {
  const add = (body: object, pool: string = emptyPool) =>
    call('POST', `${POOLS}/${pool}/members/add`, body)

  it.each([
    // body → status, the member's bounds or the message (a part of it)
    [{ subnet: '10.1.0.0/16' }, 201, { min_prefix_length: 16, max_prefix_length: 32 }],
    [
      { subnet: '10.1.0.0/16', min_prefix_length: 20, max_prefix_length: 28 },
      201,
      { min_prefix_length: 20, max_prefix_length: 28 },
    ],
    [
      { subnet: '10.1.0.0/16', min_prefix_length: null, max_prefix_length: 24 },
      201,
      { min_prefix_length: 16, max_prefix_length: 24 },
    ],
    [{ subnet: '10.1.0.0/16', min_prefix_length: 24, max_prefix_length: 24 }, 201, undefined],
    [{}, 400, 'missing field `subnet`'],
    [{ subnet: '10.1.0.0' }, 400, 'subnet: invalid IP network syntax'],
    [{ subnet: '10.1.0.0/33' }, 400, 'subnet: invalid IP network syntax'],
    [{ subnet: '10.01.0.0/16' }, 400, 'subnet: invalid IP network syntax'],
    [{ subnet: 'fd00::/129' }, 400, 'subnet: invalid IP network syntax'],
    [{ subnet: 'fd00::/48' }, 400, 'Cannot add an IPv6 subnet to the IPv4 subnet pool lab-v4'],
    [{ subnet: '10.1.2.0/16' }, 400, 'host bits set: did you mean 10.1.0.0/16?'],
    [{ subnet: '10.1.0.0/16', min_prefix_length: 8 }, 400, 'shorter than the subnet'],
    [{ subnet: '10.1.0.0/16', min_prefix_length: 33 }, 400, 'min_prefix_length must be at most 32'],
    [{ subnet: '10.1.0.0/16', max_prefix_length: 40 }, 400, 'max_prefix_length must be at most 32'],
    [
      { subnet: '10.1.0.0/16', min_prefix_length: 24, max_prefix_length: 20 },
      400,
      'max_prefix_length 20 is less than min_prefix_length 24',
    ],
    [{ subnet: '10.1.0.0/16', min_prefix_length: 2.5 }, 400, 'expected u8'],
    [{ subnet: '10.1.0.0/16', max_prefix_length: -1 }, 400, 'expected u8'],
    [{ subnet: '10.1.0.0/16', max_prefix_length: '24' }, 400, 'expected u8'],
    // the seeded tenant-v4's 198.18.0.0/20, from outside, inside and exactly
    [{ subnet: '198.18.0.0/16' }, 400, 'overlaps with 198.18.0.0/20'],
    [{ subnet: '198.18.4.0/24' }, 400, 'overlaps with 198.18.0.0/20'],
    [{ subnet: '198.18.0.0/20' }, 400, 'overlaps with 198.18.0.0/20'],
    [{ subnet: '198.18.32.0/20' }, 201, undefined],
  ])('add %j → %i', async (body, status, expected) => {
    const reply = await add(body)
    expect(reply.status).toBe(status)
    if (typeof expected === 'string') expect(message(reply)).toContain(expected)
    else if (expected) expect(reply.body).toEqual(expect.objectContaining(expected))
  })

  it('keeps an IPv6 subnet in canonical text and refuses an IPv4 one in an IPv6 pool', async () => {
    const added = await add({ subnet: '2001:DB8:0E00:0000::/40' }, v6Pool)
    expect(added.body).toEqual(
      expect.objectContaining({ subnet: '2001:db8:e00::/40', max_prefix_length: 128 }),
    )
    const refused = await add({ subnet: '10.1.0.0/16' }, v6Pool)
    expect(message(refused)).toBe('Cannot add an IPv4 subnet to the IPv6 subnet pool tenant-v6')
  })

  it('lists members by address, counts utilization from them and removes one by its exact subnet', async () => {
    await add({ subnet: '10.2.0.0/24' })
    await add({ subnet: '10.1.0.0/16' })
    const listed = items<{ subnet: string }>(await call('GET', `${POOLS}/${emptyPool}/members`))
    expect(listed.map((member) => member.subnet)).toEqual(['10.1.0.0/16', '10.2.0.0/24'])
    expect((await call('GET', `${POOLS}/${emptyPool}/utilization`)).body).toEqual({
      capacity: 65536 + 256,
      remaining: 65536 + 256,
    })
    expect((await call('GET', `${POOLS}/${v6Pool}/utilization`)).body).toEqual({
      capacity: 2 ** 92,
      remaining: 2 ** 92,
    })

    const inexact = await call('POST', `${POOLS}/${emptyPool}/members/remove`, {
      subnet: '10.1.0.0/17',
    })
    expect([inexact.status, message(inexact)]).toEqual([
      404,
      'not found: subnet-pool-member 10.1.0.0/17 in subnet pool "lab-v4"',
    ])
    const removed = await call('POST', `${POOLS}/${emptyPool}/members/remove`, {
      subnet: '10.1.0.0/16',
    })
    expect(removed.status).toBe(204)
    expect(
      items<{ subnet: string }>(await call('GET', `${POOLS}/${emptyPool}/members`)).map(
        (member) => member.subnet,
      ),
    ).toEqual(['10.2.0.0/24'])
  })
})

describe('silo links', () => {
  const siloPools = async (name = silo) =>
    items<{ name: string; is_default: boolean; ip_version: string }>(
      await call('GET', `/v1/system/silos/${name}/subnet-pools`),
    )
  const defaults = async () =>
    (await siloPools())
      .filter((pool) => pool.is_default)
      .map((pool) => pool.name)
      .sort()

  it('shows the seeded pools linked to the default silo, each its version’s default', async () => {
    expect(await siloPools()).toEqual([
      expect.objectContaining({ name: v4Pool, ip_version: 'v4', is_default: true }),
      expect.objectContaining({ name: v6Pool, ip_version: 'v6', is_default: true }),
    ])
    const own = await call('GET', '/v1/subnet-pools')
    expect(items<{ name: string }>(own).map((pool) => pool.name)).toEqual([v4Pool, v6Pool])
    expect((await call('GET', `/v1/subnet-pools/${v6Pool}`)).body).toEqual(
      expect.objectContaining({ name: v6Pool, is_default: true }),
    )
    // a pool not linked to the user's silo is not found from it
    expect((await call('GET', `/v1/subnet-pools/${emptyPool}`)).status).toBe(404)
  })

  it('keeps one default per IP version when a link or update makes one', async () => {
    const linked = await call('POST', `${POOLS}/${emptyPool}/silos`, { silo, is_default: true })
    expect(linked.status).toBe(201)
    expect(linked.body).toEqual(expect.objectContaining({ is_default: true }))
    expect(await defaults()).toEqual([emptyPool, v6Pool])

    await call('PUT', `${POOLS}/${v4Pool}/silos/${silo}`, { is_default: true })
    expect(await defaults()).toEqual([v4Pool, v6Pool])

    const cleared = await call('PUT', `${POOLS}/${v4Pool}/silos/${silo}`, { is_default: false })
    expect(cleared.body).toEqual(expect.objectContaining({ is_default: false }))
    expect(await defaults()).toEqual([v6Pool])
  })

  it.each([
    // method, path, body → status, message (or a part of it)
    ['POST', `${POOLS}/${v4Pool}/silos`, { silo, is_default: false }, 400, 'already linked'],
    ['POST', `${POOLS}/${emptyPool}/silos`, { silo: 'nowhere', is_default: false }, 404, 'silo'],
    ['POST', `${POOLS}/${emptyPool}/silos`, { silo }, 400, 'missing field `is_default`'],
    ['PUT', `${POOLS}/${emptyPool}/silos/${silo}`, { is_default: true }, 404, 'not found'],
    ['DELETE', `${POOLS}/${emptyPool}/silos/${silo}`, undefined, 404, 'not found'],
  ])('%s %s %j → %i', async (method, path, body, status, text) => {
    const reply = await call(method, path, body)
    expect([reply.status, message(reply)]).toEqual([status, expect.stringContaining(text)])
  })

  it('drops a deleted silo’s links', async () => {
    await call('POST', `${POOLS}/${emptyPool}/silos`, {
      silo: FLEET_IP_SEED.silos.ciSandbox,
      is_default: true,
    })
    expect((await call('DELETE', `/v1/system/silos/${FLEET_IP_SEED.silos.ciSandbox}`)).status).toBe(
      204,
    )
    expect(items(await call('GET', `${POOLS}/${emptyPool}/silos`))).toEqual([])
  })

  it('lists a pool’s silos and unlinks one', async () => {
    const research = db.silos.findBy((row) => row.name === FLEET_IP_SEED.silos.research)
    const links = items<{ silo_id: string }>(await call('GET', `${POOLS}/${v4Pool}/silos`))
    expect(links.map((link) => link.silo_id).sort()).toEqual(
      [db.silos.findBy((row) => row.name === silo)?.id, research?.id].sort(),
    )
    // the IPv6 pool: the silo's projects hold seeded external subnets of the IPv4 one
    expect((await call('DELETE', `${POOLS}/${v6Pool}/silos/${silo}`)).status).toBe(204)
    expect((await siloPools()).map((pool) => pool.name)).toEqual([v4Pool])
  })
})
