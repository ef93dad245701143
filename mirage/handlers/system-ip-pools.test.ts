import type { MockDb } from '../db'
import { addressToNumber } from '../ip-allocation'
import { FLEET_IP_SEED, IP_SEED } from '../seeds/ip-seeds'
import { SEED } from '../seeds/seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import {
  collidingRange,
  DELETE_WITH_RANGES,
  RANGE_NOT_NON_DECREASING,
  rangeOverlapMessage,
} from './system-ip-pools'

const POOLS = '/v1/system/ip-pools'
const silo = SEED.siloName

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message

const siloPools = async () =>
  (
    (await call('GET', `/v1/system/silos/${silo}/ip-pools`)).body as {
      items: { name: string; is_default: boolean }[]
    }
  ).items

const defaults = async () =>
  (await siloPools())
    .filter((pool) => pool.is_default)
    .map((pool) => pool.name)
    .sort()

describe('ranges', () => {
  const add = (first: string, last: string, pool: string = FLEET_IP_SEED.emptyPool) =>
    call('POST', `${POOLS}/${pool}/ranges/add`, { first, last })

  it.each([
    // first, last → status, message (or a part of it)
    ['192.0.2.200', '192.0.2.210', 201, undefined],
    ['192.0.2.210', '192.0.2.200', 400, RANGE_NOT_NON_DECREASING],
    ['192.0.2.300', '192.0.2.310', 400, 'first: invalid IP address syntax'],
    ['192.0.2.200', '2001:db8::1', 400, 'same IP version'],
    ['2001:db8:300::1', '2001:db8:300::9', 400, 'Cannot add an IPv6 range to the IPv4 pool'],
    // the default pool's 192.0.2.64–127, from either side and from within
    ['192.0.2.50', '192.0.2.64', 400, 'overlaps with an existing range'],
    ['192.0.2.127', '192.0.2.130', 400, 'overlaps with an existing range'],
    ['192.0.2.70', '192.0.2.71', 400, 'overlaps with an existing range'],
  ])('%s – %s → %i', async (first, last, status, text) => {
    const reply = await add(first, last)
    expect(reply.status).toBe(status)
    if (text) expect(message(reply)).toContain(text)
  })

  it('lists ranges by first address and counts utilization from them and the addresses in use', async () => {
    await add('192.0.2.230', '192.0.2.231')
    await add('192.0.2.200', '192.0.2.209')
    const ranges = (await call('GET', `${POOLS}/${FLEET_IP_SEED.emptyPool}/ranges`)).body as {
      items: { range: { first: string } }[]
    }
    expect(ranges.items.map((row) => row.range.first)).toEqual(['192.0.2.200', '192.0.2.230'])
    expect((await call('GET', `${POOLS}/${FLEET_IP_SEED.emptyPool}/utilization`)).body).toEqual({
      capacity: 12,
      remaining: 12,
    })
    // the seeded floating and ephemeral IPs come from the default pool
    const used = (await call('GET', `${POOLS}/${IP_SEED.defaultPool}/utilization`)).body as {
      capacity: number
      remaining: number
    }
    expect(used.capacity).toBe(241 + 64)
    expect(used.remaining).toBeLessThan(used.capacity)
    expect((await call('GET', `${POOLS}/${FLEET_IP_SEED.v6Pool}/utilization`)).body).toEqual({
      capacity: 2 ** 64 + 0xffff,
      remaining: 2 ** 64 + 0xffff,
    })
  })

  it('deletes a pool only once its ranges are gone, and its links with it', async () => {
    const poolId = db.ipPools.findBy((pool) => pool.name === FLEET_IP_SEED.emptyPool)?.id
    await add('192.0.2.200', '192.0.2.200')
    await call('POST', `${POOLS}/${FLEET_IP_SEED.emptyPool}/silos`, { silo, is_default: false })
    const refused = await call('DELETE', `${POOLS}/${FLEET_IP_SEED.emptyPool}`)
    expect([refused.status, message(refused)]).toEqual([400, DELETE_WITH_RANGES])
    const remove = await call('POST', `${POOLS}/${FLEET_IP_SEED.emptyPool}/ranges/remove`, {
      first: '192.0.2.200',
      last: '192.0.2.200',
    })
    expect(remove.status).toBe(204)
    expect((await call('DELETE', `${POOLS}/${FLEET_IP_SEED.emptyPool}`)).status).toBe(204)
    expect(db.ipPoolSiloLinks.where((link) => link.ip_pool_id === poolId)).toEqual([])
  })
})

describe('the overlap check: ranges are unique across every pool', () => {
  const DEFAULT_RANGE = `192.0.2.64–192.0.2.127 in ${IP_SEED.defaultPool}`
  /** The stored range the candidate collides with, as 'first–last in pool'. */
  const collision = (first: string, last: string) => {
    const row = collidingRange(db, {
      version: first.includes(':') ? 'v6' : 'v4',
      first: addressToNumber(first) ?? 0n,
      last: addressToNumber(last) ?? 0n,
    })
    return row && `${row.range.first}–${row.range.last} in ${db.ipPools.find(row.ip_pool_id)?.name}`
  }

  it.each([
    ['inside', '192.0.2.70', '192.0.2.71', DEFAULT_RANGE],
    ['overlapping its start', '192.0.2.50', '192.0.2.64', DEFAULT_RANGE],
    ['overlapping its end', '192.0.2.120', '192.0.2.128', DEFAULT_RANGE],
    ['containing it', '192.0.2.60', '192.0.2.128', DEFAULT_RANGE],
    ['the same range', '192.0.2.64', '192.0.2.127', DEFAULT_RANGE],
    [
      'of another pool',
      '192.0.2.244',
      '192.0.2.250',
      `192.0.2.240–192.0.2.247 in ${FLEET_IP_SEED.smallPool}`,
    ],
    [
      'IPv6, inside',
      '2001:db8:e::1',
      '2001:db8:e::b',
      `2001:db8:e::a–2001:db8:e::ffff in ${IP_SEED.defaultV6Pool}`,
    ],
    ['between two ranges, touching neither', '192.0.2.128', '192.0.2.129', undefined],
    ['the same numbers in the other IP version', '::c000:246', '::c000:246', undefined],
  ])('%s: %s – %s collides with %s', (_, first, last, expected) => {
    expect(collision(first, last)).toBe(expected)
  })

  it('refuses the range in Nexus’s words, whichever pool it is added to', async () => {
    for (const pool of [IP_SEED.defaultPool, FLEET_IP_SEED.emptyPool]) {
      const reply = await call('POST', `${POOLS}/${pool}/ranges/add`, {
        first: '192.0.2.60',
        last: '192.0.2.128',
      })
      expect(reply.status).toBe(400)
      expect(message(reply)).toBe(rangeOverlapMessage('192.0.2.60', '192.0.2.128'))
    }
    expect(rangeOverlapMessage('192.0.2.60', '192.0.2.128')).toBe(
      'The provided IP range 192.0.2.60-192.0.2.128 overlaps with an existing range',
    )
  })
})

describe('defaults', () => {
  it('keeps one default per IP version and pool type when a link or update makes one', async () => {
    expect(await defaults()).toEqual([IP_SEED.defaultPool, IP_SEED.defaultV6Pool])

    await call('PUT', `${POOLS}/${IP_SEED.otherPool}/silos/${silo}`, { is_default: true })
    expect(await defaults()).toEqual([IP_SEED.defaultV6Pool, IP_SEED.otherPool])

    const linked = await call('POST', `${POOLS}/${FLEET_IP_SEED.emptyPool}/silos`, {
      silo,
      is_default: true,
    })
    expect(linked.body).toEqual(expect.objectContaining({ is_default: true }))
    expect(await defaults()).toEqual([IP_SEED.defaultV6Pool, FLEET_IP_SEED.emptyPool])

    await call('PUT', `${POOLS}/${FLEET_IP_SEED.emptyPool}/silos/${silo}`, { is_default: false })
    expect(await defaults()).toEqual([IP_SEED.defaultV6Pool])
  })

  it('refuses a second link, a service pool and unlinking a pool the silo holds addresses of', async () => {
    const again = await call('POST', `${POOLS}/${IP_SEED.defaultPool}/silos`, {
      silo,
      is_default: false,
    })
    expect(message(again)).toBe(`IP pool ${IP_SEED.defaultPool} is already linked to silo ${silo}`)
    const services = await call('POST', `${POOLS}/${FLEET_IP_SEED.servicesPool}/silos`, {
      silo,
      is_default: false,
    })
    expect(services.status).toBe(400)
    const unlink = await call('DELETE', `${POOLS}/${IP_SEED.defaultPool}/silos/${silo}`)
    expect(unlink.status).toBe(400)
  })
})
