import { IP_SEED } from '../ip-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { instanceClock, STEP_MS } from './instances'

const GiB = 1024 ** 3
const P = '?project=mock-project'
const [free] = IP_SEED.freeFloatingIps

let now = Date.UTC(2024, 5, 1, 12)
const realNow = instanceClock.now
beforeEach(() => {
  instanceClock.now = () => now
  startTestServer()
})
afterEach(() => {
  instanceClock.now = realNow
  stopTestServer()
})

const floatingIp = async (name: string) =>
  (await call('GET', `/v1/floating-ips/${name}${P}`)).body as {
    instance_id?: string | null
    ip: string
  }

const create = (name: string, externalIps: unknown[]) =>
  call('POST', `/v1/instances${P}`, {
    name,
    description: '',
    hostname: name,
    ncpus: 1,
    memory: GiB,
    start: false,
    external_ips: externalIps,
  })

describe('floating IPs in instance create (the new-instance form)', () => {
  it('attaches a free floating IP, lists it as the instance’s, and frees it on delete', async () => {
    const reply = await create('with-float', [{ type: 'floating', floating_ip: free }])
    expect(reply.status).toBe(201)
    const instanceId = (reply.body as { id: string }).id
    expect((await floatingIp(free)).instance_id).toBe(instanceId)

    const ips = (await call('GET', `/v1/instances/with-float/external-ips${P}`)).body as {
      items: { kind: string; name?: string }[]
    }
    expect(ips.items).toContainEqual(expect.objectContaining({ kind: 'floating', name: free }))

    // a stopped instance can be deleted; its floating IP stays in the project, unattached
    now += STEP_MS.creating
    expect((await call('DELETE', `/v1/instances/with-float${P}`)).status).toBe(204)
    expect((await floatingIp(free)).instance_id ?? null).toBeNull()
  })

  it.each([
    [
      'an attached floating IP',
      [{ type: 'floating', floating_ip: IP_SEED.attachedFloatingIp }],
      400,
    ],
    ['a missing floating IP', [{ type: 'floating', floating_ip: 'missing' }], 404],
    [
      'a missing pool',
      [{ type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'missing' } }],
      404,
    ],
  ])('refuses %s and creates nothing', async (_case, externalIps, status) => {
    expect((await create('refused', externalIps)).status).toBe(status)
    expect((await call('GET', `/v1/instances/refused${P}`)).status).toBe(404)
    expect((await floatingIp(free)).instance_id ?? null).toBeNull()
  })

  it('takes the ephemeral IP from the pool picked, else the default pool', async () => {
    const poolOf = async (name: string) => {
      const ips = (await call('GET', `/v1/instances/${name}/external-ips${P}`)).body as {
        items: { kind: string; ip_pool_id: string }[]
      }
      return ips.items.find((ip) => ip.kind === 'ephemeral')?.ip_pool_id
    }
    const pools = (await call('GET', '/v1/ip-pools')).body as {
      items: { id: string; name: string }[]
    }
    const idOf = (name: string) => pools.items.find((pool) => pool.name === name)?.id
    await create('picked', [
      { type: 'ephemeral', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } },
    ])
    await create('auto', [{ type: 'ephemeral', pool_selector: { type: 'auto' } }])
    expect(await poolOf('picked')).toBe(idOf(IP_SEED.otherPool))
    expect(await poolOf('auto')).toBe(idOf(IP_SEED.defaultPool))
  })

  it('lists the silo’s pools with the default one marked', async () => {
    const pools = (await call('GET', '/v1/ip-pools')).body as {
      items: { name: string; is_default: boolean }[]
    }
    expect(pools.items.map((pool) => [pool.name, pool.is_default])).toEqual([
      [IP_SEED.defaultPool, true],
      [IP_SEED.otherPool, false],
    ])
  })
})
