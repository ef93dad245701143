/**
 * External addresses from a pool (ip-allocation.ts): the first free one of the pool's ranges,
 * never one an ephemeral or floating IP already holds, and the server's 507 when none is left.
 */
import type { MockDb } from './db'
import { ipPoolRangeFactory, liveContext } from './factories'
import { addressToNumber, nextFreeAddress, numberToAddress } from './ip-allocation'
import { IP_SEED } from './seeds/ip-seeds'
import { seedDefault } from './seeds/seeds'
import { call, startTestServer, stopTestServer } from './testing'

const P = '?project=mock-project'
const GiB = 1024 ** 3

describe('addresses as numbers', () => {
  it.each([
    ['203.0.113.10', 'v4'],
    ['0.0.0.0', 'v4'],
    ['255.255.255.255', 'v4'],
    ['2001:db8:e::a', 'v6'],
    ['::1', 'v6'],
    ['fd00::', 'v6'],
    ['2001:db8:0:1:1:1:1:1', 'v6'],
    ['2001:0:0:1::1', 'v6'],
  ] as const)('%s reads back as itself', (address, version) => {
    const value = addressToNumber(address)
    expect(value).toBeDefined()
    expect(numberToAddress(value ?? 0n, version)).toBe(address)
  })

  it.each([
    ['2001:DB8:0:0:0:0:0:A', 'v6', '2001:db8::a'],
    ['2001:db8:e::00ff', 'v6', '2001:db8:e::ff'],
  ] as const)('%s is written canonically as %s', (address, version, written) => {
    expect(numberToAddress(addressToNumber(address) ?? 0n, version)).toBe(written)
  })

  it.each(['203.0.113.256', '1.2.3', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1'])(
    '%s does not parse',
    (address) => {
      expect(addressToNumber(address)).toBeUndefined()
    },
  )

  it('steps over a range boundary', () => {
    const next = (address: string, version: 'v4' | 'v6') =>
      numberToAddress((addressToNumber(address) ?? 0n) + 1n, version)
    expect(next('203.0.113.255', 'v4')).toBe('203.0.114.0')
    expect(next('2001:db8:e::ffff', 'v6')).toBe('2001:db8:e::1:0')
  })
})

/** The seeded silo, its secondary pool cut down to `secondaryPoolSize` addresses if given. */
function silo({ secondaryPoolSize }: { secondaryPoolSize?: number } = {}): MockDb {
  const db = seedDefault()
  if (secondaryPoolSize !== undefined) {
    const pool = db.ipPools.findBy((row) => row.name === IP_SEED.otherPool)
    if (!pool) throw new Error('no secondary pool')
    for (const range of db.ipPoolRanges.where((row) => row.ip_pool_id === pool.id)) {
      db.ipPoolRanges.remove(range.id)
    }
    if (secondaryPoolSize > 0) {
      db.ipPoolRanges.insert(
        ipPoolRangeFactory(liveContext, {
          ip_pool_id: pool.id,
          range: { first: '198.51.100.10', last: `198.51.100.${9 + secondaryPoolSize}` },
        }),
      )
    }
  }
  startTestServer({ db })
  return db
}
afterEach(stopTestServer)

const ephemeralUrl = (instance: string) => `/v1/instances/${instance}/external-ips/ephemeral${P}`
const attach = (instance: string, pool: string = IP_SEED.defaultPool) =>
  call('POST', ephemeralUrl(instance), { pool_selector: { type: 'explicit', pool } })
const attachedIp = async (instance: string, pool?: string) => {
  const reply = await attach(instance, pool)
  expect(reply.status).toBe(202)
  return (reply.body as { ip: string }).ip
}

/** Every external address the mock holds, once per holder. */
const heldAddresses = (db: MockDb) => [
  ...db.ephemeralIps.all().map((row) => row.ip),
  ...db.floatingIps.all().map((row) => row.ip),
]

describe('ephemeral IP allocation', () => {
  it('attach, detach, attach twice more: no address is handed out twice', async () => {
    const db = silo()
    // stopped instances: state-stopped and tiny-worker have no ephemeral IP, db1 has one
    const first = await attachedIp('state-stopped')
    expect((await call('DELETE', ephemeralUrl('db1'))).status).toBe(204)
    const second = await attachedIp('tiny-worker')
    const third = await attachedIp('db1')
    expect(new Set([first, second, third]).size).toBe(3)
    const held = heldAddresses(db)
    expect(new Set(held).size).toBe(held.length)
  })

  it('hands out the first free address of the ranges, a detached one included', async () => {
    const db = silo()
    const freed = db.ephemeralIps.all()[0].ip
    const instance = db.instances.find(db.ephemeralIps.all()[0].instance_id)?.name ?? ''
    expect((await call('DELETE', ephemeralUrl(instance))).status).toBe(204)
    expect(await attachedIp('state-stopped')).toBe(freed)
  })

  it('skips addresses floating IPs hold', () => {
    const db = seedDefault()
    const [pool] = db.ipPools.where((row) => row.name === IP_SEED.defaultPool)
    // every address of the first range taken: the next comes from the floating IPs' range
    const [firstRange] = db.ipPoolRanges.where((row) => row.ip_pool_id === pool.id)
    const start = addressToNumber(firstRange.range.first) ?? 0n
    const end = addressToNumber(firstRange.range.last) ?? 0n
    for (let value = start; value <= end; value++) {
      const ip = numberToAddress(value, 'v4')
      if (!heldAddresses(db).includes(ip)) {
        db.ephemeralIps.insert({ id: ip, instance_id: 'x', ip, ip_pool_id: pool.id })
      }
    }
    // 192.0.2.64-67 are the seeded floating IPs
    expect(nextFreeAddress(db, pool.id)).toBe('192.0.2.68')
  })

  it('IPv6 pools hand out distinct addresses too', async () => {
    const db = silo()
    const a = await attachedIp('state-stopped', IP_SEED.defaultV6Pool)
    const b = await attachedIp('db1', IP_SEED.defaultV6Pool)
    expect(a).not.toBe(b)
    expect(a).toMatch(/^2001:db8:e::/)
    const held = heldAddresses(db)
    expect(new Set(held).size).toBe(held.length)
  })

  const exhausted = {
    error_code: 'InsufficientCapacity',
    message: 'Insufficient Capacity: No external IP addresses available',
  }

  it('an exhausted pool answers the server’s 507', async () => {
    silo({ secondaryPoolSize: 2 })
    await attachedIp('state-stopped', IP_SEED.otherPool)
    await attachedIp('tiny-worker', IP_SEED.otherPool)
    expect((await call('DELETE', ephemeralUrl('db1'))).status).toBe(204)
    const full = await attach('db1', IP_SEED.otherPool)
    expect(full.status).toBe(507)
    expect(full.body).toMatchObject(exhausted)
    // a detach frees an address for the next attach
    expect((await call('DELETE', ephemeralUrl('tiny-worker'))).status).toBe(204)
    expect(await attachedIp('db1', IP_SEED.otherPool)).toBe('198.51.100.11')
  })

  it('an instance create from an exhausted pool is refused before anything is written', async () => {
    const db = silo({ secondaryPoolSize: 0 })
    const reply = await call('POST', `/v1/instances${P}`, {
      name: 'no-address',
      description: '',
      hostname: 'no-address',
      ncpus: 1,
      memory: GiB,
      external_ips: [
        { type: 'ephemeral', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } },
      ],
    })
    expect(reply.status).toBe(507)
    expect(reply.body).toMatchObject(exhausted)
    expect(db.instances.findBy((row) => row.name === 'no-address')).toBeUndefined()
  })
})
