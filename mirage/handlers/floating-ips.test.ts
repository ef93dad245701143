import { instanceRules } from '~/machines/instance-rules'
import type { MockDb, Schemas } from '../db'
import { floatingIpFactory, liveContext } from '../factories'
import { STEP_MS } from '../instance-steps'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { IP_SEED } from '../seeds/ip-seeds'
import { call, instanceCreateBody, startTestServer, stopTestServer } from '../testing'
import { MAX_EXTERNAL_IPS_PER_INSTANCE } from './external-ips'

const P = '?project=mock-project'
const [free] = IP_SEED.freeFloatingIps

let now = Date.UTC(2024, 5, 1, 12)
let db: MockDb
beforeEach(() => {
  db = startTestServer({ now: () => now }).db
})
afterEach(stopTestServer)

const floatingIp = async (name: string) =>
  (await call('GET', `/v1/floating-ips/${name}${P}`)).body as {
    instance_id?: string | null
    ip: string
  }

const create = (name: string, externalIps: unknown[]) =>
  call('POST', `/v1/instances${P}`, instanceCreateBody(name, { external_ips: externalIps }))

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

  it('takes the ephemeral IP from the pool picked, else the default pool of the version', async () => {
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
    await create('auto', [{ type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } }])
    await create('auto-v6', [
      { type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v6' } },
    ])
    expect(await poolOf('picked')).toBe(idOf(IP_SEED.otherPool))
    expect(await poolOf('auto')).toBe(idOf(IP_SEED.defaultPool))
    expect(await poolOf('auto-v6')).toBe(idOf(IP_SEED.defaultV6Pool))
  })

  it('lists the silo’s pools with the default one of each IP version marked', async () => {
    const pools = (await call('GET', '/v1/ip-pools')).body as {
      items: { name: string; is_default: boolean; ip_version: string }[]
    }
    expect(pools.items.map((pool) => [pool.name, pool.ip_version, pool.is_default])).toEqual([
      [IP_SEED.defaultPool, 'v4', true],
      [IP_SEED.defaultV6Pool, 'v6', true],
      [IP_SEED.otherPool, 'v4', false],
    ])
  })
})

describe('floating_ip_attach and floating_ip_detach (the instance networking tab)', () => {
  const idOf = async (path: string) => ((await call('GET', path)).body as { id: string }).id
  const instanceIps = async (instance: string) =>
    (
      (await call('GET', `/v1/instances/${instance}/external-ips${P}`)).body as {
        items: { kind: string; name?: string }[]
      }
    ).items
  const attach = (floatingIp: string, parent: string, query = '') =>
    call('POST', `/v1/floating-ips/${floatingIp}/attach${query}`, { kind: 'instance', parent })
  const detach = (floatingIp: string, query = '') =>
    call('POST', `/v1/floating-ips/${floatingIp}/detach${query}`)
  const { main } = INSTANCE_SEED

  it('attaches by ids, lists the IP as the instance’s, and detaches it', async () => {
    const ipId = await idOf(`/v1/floating-ips/${free}${P}`)
    const instanceId = await idOf(`/v1/instances/${main}${P}`)
    const attached = await attach(ipId, instanceId)
    expect(attached.status).toBe(202)
    expect(attached.body).toMatchObject({ name: free, instance_id: instanceId })
    expect(await instanceIps(main)).toContainEqual(
      expect.objectContaining({ kind: 'floating', name: free }),
    )

    const detached = await detach(ipId)
    expect(detached.status).toBe(202)
    expect(detached.body).toMatchObject({ name: free, instance_id: null })
    expect((await floatingIp(free)).instance_id).toBeNull()
    expect(await instanceIps(main)).not.toContainEqual(expect.objectContaining({ name: free }))
  })

  it('takes names: the floating IP in the project, the instance in the floating IP’s', async () => {
    expect((await attach(free, main, P)).status).toBe(202)
    expect((await detach(free, P)).status).toBe(202)
  })

  it('is a no-op for the instance the IP is already attached to', async () => {
    const reply = await attach(IP_SEED.attachedFloatingIp, IP_SEED.attachedTo, P)
    expect(reply.status).toBe(202)
    expect(await instanceIps(IP_SEED.attachedTo)).toContainEqual(
      expect.objectContaining({ name: IP_SEED.attachedFloatingIp }),
    )
  })

  it.each([
    [
      'a floating IP attached to another instance',
      () => attach(IP_SEED.attachedFloatingIp, main, P),
      400,
      'cannot be attached to one instance while still attached to another',
    ],
    [
      'an instance that is not running or stopped',
      () => attach(free, INSTANCE_SEED.byState.repairing, P),
      400,
      'while the instance is repairing; it must be running or stopped',
    ],
    ['a missing floating IP', () => attach('missing', main, P), 404, 'floating-ip'],
    ['a missing instance', () => attach(free, 'missing', P), 404, 'instance'],
    [
      'a kind other than instance',
      () => call('POST', `/v1/floating-ips/${free}/attach${P}`, { kind: 'vm', parent: main }),
      400,
      'unknown variant',
    ],
  ])('refuses to attach %s', async (_case, send, status, message) => {
    const reply = await send()
    expect(reply.status).toBe(status)
    expect(reply.text).toContain(message)
    expect((await floatingIp(free)).instance_id ?? null).toBeNull()
  })

  // every run state the seeds hold, against the rule table the console's pickers read
  it.each(Object.entries(INSTANCE_SEED.byState) as [Schemas['InstanceState'], string][])(
    'attaches to a %s instance only if the rule table allows it',
    async (state, instance) => {
      const reply = await attach(free, instance, P)
      const allowed = instanceRules.can('attachExternalIp', state)
      expect(reply.status).toBe(allowed ? 202 : 400)
      if (!allowed) {
        expect(reply.text).toContain(
          `cannot attach an external IP while the instance is ${state}; it must be running or stopped`,
        )
      }
      expect((await floatingIp(free)).instance_id ?? null).toBe(
        allowed ? await idOf(`/v1/instances/${instance}${P}`) : null,
      )
    },
  )

  it('refuses an instance of another project', async () => {
    const other = await call(
      'POST',
      '/v1/instances?project=web-frontend',
      instanceCreateBody('elsewhere'),
    )
    const reply = await attach(free, (other.body as { id: string }).id, P)
    expect(reply.status).toBe(400)
    expect(reply.text).toContain('floating IP must be in the same project as the instance')
  })

  it(`refuses more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IPs on one instance`, async () => {
    const instance = db.instances.findBy((row) => row.name === main)
    const { project_id, ip_pool_id } = (await call('GET', `/v1/floating-ips/${free}${P}`)).body as {
      project_id: string
      ip_pool_id: string
    }
    // the main instance has its ephemeral IP; fill the rest with floating IPs
    for (let index = 1; index < MAX_EXTERNAL_IPS_PER_INSTANCE; index++) {
      db.floatingIps.insert(
        floatingIpFactory(liveContext, {
          project_id,
          ip_pool_id,
          name: `filler-${index}`,
          ip: `198.51.100.${index}`,
          instance_id: instance?.id ?? null,
        }),
      )
    }
    const reply = await attach(free, main, P)
    expect(reply.status).toBe(400)
    expect(reply.text).toContain(
      `may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
    )
  })

  it.each([
    [
      'a floating IP that is not attached',
      free,
      'Floating IP is not attached',
      () => floatingIp(free),
    ],
    [
      'from an instance that is not running or stopped',
      IP_SEED.stuckFloatingIp,
      'while the instance is repairing; it must be running or stopped',
      () => floatingIp(IP_SEED.stuckFloatingIp),
    ],
  ])('refuses to detach %s and changes nothing', async (_case, name, message, read) => {
    const before = await read()
    const reply = await detach(name, P)
    expect(reply.status).toBe(400)
    expect(reply.text).toContain(message)
    expect(await read()).toEqual(before)
  })
})

describe('floating_ip_create, floating_ip_update and floating_ip_delete (the floating IPs page)', () => {
  const createIp = (body: Record<string, unknown>) =>
    call('POST', `/v1/floating-ips${P}`, { name: 'new-float', description: 'a new one', ...body })
  const messageOf = (reply: { body: unknown }) => (reply.body as { message: string }).message
  const poolIdOf = async (name: string) =>
    ((await call('GET', `/v1/ip-pools/${name}`)).body as { id: string }).id

  it.each([
    [
      'the IPv4 default pool when asked for v4',
      { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v4' } },
      IP_SEED.defaultPool,
      // the default pool's first range holds the seeded ephemeral IPs; the next free one follows
      /^203\.0\.113\.\d+$/,
    ],
    [
      'the IPv6 default pool when asked for v6',
      { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v6' } },
      IP_SEED.defaultV6Pool,
      /^2001:db8:e::/,
    ],
    [
      'a pool chosen by name',
      { type: 'auto', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } },
      IP_SEED.otherPool,
      /^198\.51\.100\.10$/,
    ],
    [
      'an explicit free address, its pool inferred',
      { type: 'explicit', ip: '198.51.100.200' },
      IP_SEED.otherPool,
      /^198\.51\.100\.200$/,
    ],
    [
      'an explicit IPv6 address, stored in canonical form',
      { type: 'explicit', ip: '2001:DB8:E:0:0:0:0:BEEF' },
      IP_SEED.defaultV6Pool,
      /^2001:db8:e::beef$/,
    ],
  ])('creates one from %s', async (_case, addressAllocator, pool, address) => {
    const reply = await createIp({ address_allocator: addressAllocator })
    expect(reply.status, reply.text).toBe(201)
    const created = reply.body as { ip: string; ip_pool_id: string; instance_id: null }
    expect(created.ip).toMatch(address)
    expect(created.ip_pool_id).toBe(await poolIdOf(pool))
    expect(created.instance_id).toBeNull()
    expect((await floatingIp('new-float')).ip).toBe(created.ip)
  })

  it('gives two creates from the same pool different addresses', async () => {
    const selector = { type: 'auto', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } }
    const first = await createIp({ address_allocator: selector })
    const second = await createIp({ name: 'another-float', address_allocator: selector })
    expect((first.body as { ip: string }).ip).not.toBe((second.body as { ip: string }).ip)
  })

  it.each([
    ['a name taken in the project', { name: free }, 409, `already exists: floating-ip "${free}"`],
    ['a name breaking the Name rules', { name: 'Bad_Name' }, 400, 'name must begin'],
    [
      'no pool and no IP version while the silo has default pools of both',
      {},
      400,
      'ip_version required when multiple default pools exist',
    ],
    [
      'a pool that does not exist',
      { address_allocator: { type: 'auto', pool_selector: { type: 'explicit', pool: 'missing' } } },
      404,
      'not found: ip-pool with name "missing"',
    ],
    [
      'an address another floating IP holds',
      { address_allocator: { type: 'explicit', ip: '192.0.2.64' } },
      400,
      'Requested external IP address not available',
    ],
    [
      'an address in no pool of the silo',
      { address_allocator: { type: 'explicit', ip: '10.0.0.1' } },
      400,
      'Requested external IP address not available',
    ],
    [
      'an address that does not parse',
      { address_allocator: { type: 'explicit', ip: '300.1.1.1' } },
      400,
      'invalid IP address syntax',
    ],
    [
      'an allocator of an unknown type',
      { address_allocator: { type: 'random' } },
      400,
      'unknown variant `random`',
    ],
  ])('refuses %s and creates nothing', async (_case, body, status, message) => {
    const before = db.floatingIps.all().length
    const reply = await createIp(body)
    expect(reply.status).toBe(status)
    expect(messageOf(reply)).toContain(message)
    expect(db.floatingIps.all().length).toBe(before)
  })

  it('refuses an address once the pool holding it has given it out', async () => {
    const selector = { type: 'auto', pool_selector: { type: 'explicit', pool: IP_SEED.otherPool } }
    const { ip } = (await createIp({ address_allocator: selector })).body as { ip: string }
    const reply = await createIp({
      name: 'same-address',
      address_allocator: { type: 'explicit', ip },
    })
    expect(reply.status).toBe(400)
    expect(messageOf(reply)).toContain('Requested external IP address not available')
  })

  it('renames and redescribes, keeping what the body leaves out', async () => {
    const reply = await call('PUT', `/v1/floating-ips/${free}${P}`, { name: 'renamed-float' })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ name: 'renamed-float' })
    expect((await call('GET', `/v1/floating-ips/${free}${P}`)).status).toBe(404)
    const described = await call('PUT', `/v1/floating-ips/renamed-float${P}`, {
      description: 'now described',
    })
    expect(described.body).toMatchObject({ name: 'renamed-float', description: 'now described' })
  })

  it('keeps its own name on update, and refuses one another floating IP has', async () => {
    expect((await call('PUT', `/v1/floating-ips/${free}${P}`, { name: free })).status).toBe(200)
    const reply = await call('PUT', `/v1/floating-ips/${free}${P}`, {
      name: IP_SEED.attachedFloatingIp,
    })
    expect(reply.status).toBe(409)
    expect(messageOf(reply)).toContain(
      `already exists: floating-ip "${IP_SEED.attachedFloatingIp}"`,
    )
    expect((await call('GET', `/v1/floating-ips/${free}${P}`)).status).toBe(200)
  })

  it('deletes a detached floating IP and frees its address', async () => {
    const { ip } = await floatingIp(free)
    expect((await call('DELETE', `/v1/floating-ips/${free}${P}`)).status).toBe(204)
    expect((await call('GET', `/v1/floating-ips/${free}${P}`)).status).toBe(404)
    const reply = await createIp({ address_allocator: { type: 'explicit', ip } })
    expect(reply.status).toBe(201)
  })

  it('refuses to delete an attached floating IP and keeps it attached', async () => {
    const before = await floatingIp(IP_SEED.attachedFloatingIp)
    const reply = await call('DELETE', `/v1/floating-ips/${IP_SEED.attachedFloatingIp}${P}`)
    expect(reply.status).toBe(400)
    expect(messageOf(reply)).toContain(
      'Floating IP cannot be deleted while attached to an instance',
    )
    expect(await floatingIp(IP_SEED.attachedFloatingIp)).toEqual(before)
  })
})
