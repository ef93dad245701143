/**
 * The contract's PoolSelector rule: "IP version to use when multiple default pools
 * exist. Required if both IPv4 and IPv6 default pools are configured." Checked through every
 * request of the console that allocates from a pool: the instance create's ephemeral IP and the
 * Networking tab's ephemeral IP attach; and the detach's `ip_version` rule.
 */
import type { MockDb } from '../db'
import { IP_SEED } from '../seeds/ip-seeds'
import { seedDefault } from '../seeds/seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { IP_VERSION_REQUIRED } from './ip-pools'

const GiB = 1024 ** 3
const P = '?project=mock-project'

type Silo = 'dual-stack' | 'IPv4 only' | 'IPv6 only' | 'no default'

/** The seeded (dual-stack) silo, or the same with some default pools no longer default. */
function startSilo(silo: Silo): MockDb {
  const db = seedDefault()
  const keep: Record<Silo, string[]> = {
    'dual-stack': [IP_SEED.defaultPool, IP_SEED.defaultV6Pool],
    'IPv4 only': [IP_SEED.defaultPool],
    'IPv6 only': [IP_SEED.defaultV6Pool],
    'no default': [],
  }
  for (const link of db.ipPoolSiloLinks.all()) {
    const pool = db.ipPools.find(link.ip_pool_id)
    if (link.is_default && pool && !keep[silo].includes(pool.name)) {
      db.ipPoolSiloLinks.update(link.id, { is_default: false })
    }
  }
  startTestServer({ db })
  return db
}
afterEach(stopTestServer)

const poolNamed = (db: MockDb, id: string) => db.ipPools.find(id)?.name

// what the request names, as the console may send it
const selectors = {
  absent: undefined,
  auto: { type: 'auto' },
  'auto, ip_version null': { type: 'auto', ip_version: null },
  'auto v4': { type: 'auto', ip_version: 'v4' },
  'auto v6': { type: 'auto', ip_version: 'v6' },
  'explicit secondary': { type: 'explicit', pool: IP_SEED.otherPool },
} as const
type SelectorName = keyof typeof selectors

/** silo, selector → the pool the ephemeral IP comes from, or the error status and message. */
const table: [Silo, SelectorName, string | [number, string]][] = [
  ['dual-stack', 'absent', [400, IP_VERSION_REQUIRED]],
  ['dual-stack', 'auto', [400, IP_VERSION_REQUIRED]],
  ['dual-stack', 'auto, ip_version null', [400, IP_VERSION_REQUIRED]],
  ['dual-stack', 'auto v4', IP_SEED.defaultPool],
  ['dual-stack', 'auto v6', IP_SEED.defaultV6Pool],
  ['dual-stack', 'explicit secondary', IP_SEED.otherPool],
  ['IPv4 only', 'absent', IP_SEED.defaultPool],
  ['IPv4 only', 'auto', IP_SEED.defaultPool],
  ['IPv4 only', 'auto v4', IP_SEED.defaultPool],
  ['IPv4 only', 'auto v6', [404, 'not found: default IPv6 pool for current silo']],
  ['IPv6 only', 'auto', IP_SEED.defaultV6Pool],
  ['IPv6 only', 'auto v4', [404, 'not found: default IPv4 pool for current silo']],
  ['no default', 'auto', [404, 'not found: default IP pool for current silo']],
  ['no default', 'explicit secondary', IP_SEED.otherPool],
]

describe('instance create: the ephemeral IP’s pool selector', () => {
  it.each(table)('%s silo, %s selector → %j', async (silo, selectorName, expected) => {
    const db = startSilo(silo)
    const selector = selectors[selectorName]
    const reply = await call('POST', `/v1/instances${P}`, {
      name: 'pooled',
      description: '',
      hostname: 'pooled',
      ncpus: 1,
      memory: GiB,
      start: false,
      external_ips: [{ type: 'ephemeral', ...(selector ? { pool_selector: selector } : {}) }],
    })
    if (Array.isArray(expected)) {
      expect(reply.status).toBe(expected[0])
      expect(reply.body).toMatchObject({ message: expected[1] })
      // nothing is written when the request is refused
      expect(db.instances.findBy((row) => row.name === 'pooled')).toBeUndefined()
      return
    }
    expect(reply.status).toBe(201)
    const instanceId = (reply.body as { id: string }).id
    const [ip] = db.ephemeralIps.where((row) => row.instance_id === instanceId)
    expect(poolNamed(db, ip.ip_pool_id)).toBe(expected)
    // the address is of the pool's version
    expect(ip.ip.includes(':')).toBe(db.ipPools.find(ip.ip_pool_id)?.ip_version === 'v6')
  })

  it('refuses two ephemeral IPs of one version', async () => {
    startSilo('dual-stack')
    const v4 = { type: 'ephemeral', pool_selector: selectors['auto v4'] }
    const reply = await call('POST', `/v1/instances${P}`, {
      name: 'twice',
      description: '',
      hostname: 'twice',
      ncpus: 1,
      memory: GiB,
      external_ips: [v4, { type: 'ephemeral', pool_selector: selectors['explicit secondary'] }],
    })
    expect(reply.status).toBe(400)
  })
})

describe('ephemeral IP attach (the Networking tab)', () => {
  const url = `/v1/instances/state-stopped/external-ips/ephemeral${P}`

  it.each(table.filter(([, selectorName]) => selectorName !== 'absent'))(
    '%s silo, %s selector → %j',
    async (silo, selectorName, expected) => {
      const db = startSilo(silo)
      const reply = await call('POST', url, { pool_selector: selectors[selectorName] })
      if (Array.isArray(expected)) {
        expect(reply.status).toBe(expected[0])
        expect(reply.body).toMatchObject({ message: expected[1] })
        return
      }
      expect(reply.status).toBe(202)
      const { ip_pool_id } = reply.body as { ip_pool_id: string }
      expect(poolNamed(db, ip_pool_id)).toBe(expected)
    },
  )

  it('an empty body is the contract’s default selector: auto without a version', async () => {
    startSilo('dual-stack')
    const reply = await call('POST', url, {})
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ error_code: 'InvalidRequest', message: IP_VERSION_REQUIRED })
  })

  it('takes one ephemeral IP of each version, and detaches by version once it has both', async () => {
    startSilo('dual-stack')
    const attach = (ip_version: string) =>
      call('POST', url, { pool_selector: { type: 'auto', ip_version } })
    expect((await attach('v4')).status).toBe(202)
    expect((await attach('v4')).status).toBe(400)
    expect((await attach('v6')).status).toBe(202)

    const kinds = async () =>
      (
        (await call('GET', `/v1/instances/state-stopped/external-ips${P}`)).body as {
          items: { kind: string; ip: string }[]
        }
      ).items.map((ip) => (ip.ip.includes(':') ? 'v6' : 'v4'))
    expect(await kinds()).toEqual(['v4', 'v6'])

    const bothLeft = await call('DELETE', url)
    expect(bothLeft.status).toBe(400)
    expect(bothLeft.body).toMatchObject({
      message: 'ip_version required when the instance has both IPv4 and IPv6 ephemeral IPs',
    })
    expect((await call('DELETE', `${url}&ip_version=v6`)).status).toBe(204)
    expect(await kinds()).toEqual(['v4'])
    expect((await call('DELETE', `${url}&ip_version=v6`)).status).toBe(400)
    // with one left, the version may be omitted
    expect((await call('DELETE', url)).status).toBe(204)
    expect(await kinds()).toEqual([])
  })
})
