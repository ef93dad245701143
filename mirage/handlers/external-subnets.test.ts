import { instanceSubnetRules } from '~/machines/external-subnet-rules'
import type { MockDb, Schemas } from '../db'
import { EXTERNAL_SUBNET_SEED } from '../seeds/external-subnet-seeds'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { SEED } from '../seeds/seeds'
import { SUBNET_POOL_SEED } from '../seeds/subnet-pool-seeds'
import { FAIL_500_NAME } from '../sentinels'
import { call, instanceCreateBody, startTestServer, stopTestServer } from '../testing'
import { DELETE_ATTACHED_MESSAGE } from './external-subnets'
import { LINK_IN_USE, MEMBER_IN_USE } from './system-subnet-pools'

const P = '?project=mock-project'
const SUBNETS = '/v1/external-subnets'
const { attached, free, pool: v4Pool } = EXTERNAL_SUBNET_SEED
const { v6Pool, emptyPool } = SUBNET_POOL_SEED

let now = Date.UTC(2024, 5, 1, 12)
let db: MockDb
beforeEach(() => {
  now = Date.UTC(2024, 5, 1, 12)
  db = startTestServer({ now: () => now }).db
})
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message
const subnetOf = (reply: { body: unknown }) => (reply.body as { subnet: string }).subnet

const auto = (prefix_length: unknown, pool_selector?: unknown) => ({
  type: 'auto',
  prefix_length,
  pool_selector,
})
const explicitPool = (pool: string) => ({ type: 'explicit', pool })
/** An auto allocator of a /`prefix` from the seeded IPv4 pool, picked by name. */
const fromV4Pool = (prefix: number) => auto(prefix, explicitPool(v4Pool))
/** The explicit allocator of `subnet`. */
const explicit = (subnet: string) => ({ type: 'explicit', subnet })
const create = (allocator: unknown, name = 'new-subnet') =>
  call('POST', `${SUBNETS}${P}`, { name, description: '', allocator })

const viewOf = async (name: string) =>
  (await call('GET', `${SUBNETS}/${name}${P}`)).body as Schemas['ExternalSubnet']

describe('allocation', () => {
  it.each([
    // allocator → status, subnet allocated or the refusal's words
    ['the first free /24 of the pool, past the seeded one', fromV4Pool(24), 201, '198.18.1.0/24'],
    [
      'the first /28, in the gap the seeded /24 leaves none of',
      fromV4Pool(28),
      201,
      '198.18.1.0/28',
    ],
    // the /20 member stops at /28; the /22 member holds the seeded /28 at its start
    ['a /30 from the member whose bounds allow it', fromV4Pool(30), 201, '198.18.16.16/30'],
    [
      'the silo’s IPv6 default by version',
      auto(48, { type: 'auto', ip_version: 'v6' }),
      201,
      '2001:db8:f000::/48',
    ],
    ['an explicit free subnet', explicit('198.18.8.0/24'), 201, '198.18.8.0/24'],
    ['an explicit IPv6 subnet', explicit('2001:db8:f000:100::/56'), 201, '2001:db8:f000:100::/56'],
    // refusals
    [
      'no default without a version (both versions have one)',
      auto(24),
      400,
      'ip_version required when multiple default pools exist',
    ],
    [
      'a pool the silo is not linked to',
      auto(24, explicitPool(emptyPool)),
      404,
      `not found: subnet-pool with name "${emptyPool}"`,
    ],
    [
      'a prefix length past IPv4',
      fromV4Pool(33),
      400,
      'prefix_length must be at most 32 for an IPv4 subnet pool',
    ],
    [
      'a prefix length no member allows',
      fromV4Pool(16),
      507,
      'Insufficient Capacity: No external subnets of prefix length 16 available',
    ],
    ['no prefix length', { type: 'auto' }, 400, 'missing field `prefix_length`'],
    ['an unknown allocator', { type: 'any' }, 400, 'unknown variant `any`'],
    ['no allocator', undefined, 400, 'missing field `allocator`'],
    [
      'an explicit subnet that does not parse',
      explicit('198.18.8.0/33'),
      400,
      'invalid IP network syntax',
    ],
    ['host bits set', explicit('198.18.8.1/24'), 400, 'did you mean 198.18.8.0/24?'],
    [
      'a subnet in no pool of the silo',
      explicit('10.0.0.0/24'),
      400,
      'The subnet 10.0.0.0/24 is not in any subnet pool available to this silo',
    ],
    [
      'a prefix length outside its member’s bounds',
      explicit('198.18.0.0/20'),
      400,
      'must have a prefix length from 24 to 28',
    ],
    [
      'an overlap with an allocated subnet',
      explicit('198.18.0.0/26'),
      400,
      `overlaps with 198.18.0.0/24, an allocated external subnet`,
    ],
  ])('%s', async (_case, allocator, status, expected) => {
    const reply = await create(allocator)
    expect(reply.status).toBe(status)
    if (status === 201) {
      expect(subnetOf(reply)).toBe(expected)
      expect(reply.body).toEqual(expect.objectContaining({ name: 'new-subnet', instance_id: null }))
    } else {
      expect(message(reply)).toContain(expected)
      expect((await call('GET', `${SUBNETS}/new-subnet${P}`)).status).toBe(404)
    }
  })

  it('is out of capacity once the pool has no room left, and has room again after a delete', async () => {
    // the seeded free /28 leaves the /22 member no /22 (EXTERNAL_SUBNET_SEED)
    const prefix = EXTERNAL_SUBNET_SEED.exhaustedPrefixLength
    const refused = await create(fromV4Pool(prefix))
    expect([refused.status, message(refused)]).toEqual([
      507,
      `Insufficient Capacity: No external subnets of prefix length ${prefix} available`,
    ])
    expect((await call('DELETE', `${SUBNETS}/${free}${P}`)).status).toBe(204)
    const taken = await create(fromV4Pool(prefix))
    expect(subnetOf(taken)).toBe('198.18.16.0/22')
  })

  it('hands out each /24 once, member after member, until the pool runs out', async () => {
    const given: string[] = []
    // 15 free /24s in the /20 (one seeded), then 3 in the /22 past its seeded /28
    for (let index = 0; index < 18; index++) {
      given.push(subnetOf(await create(fromV4Pool(24), `s${index}`)))
    }
    expect(new Set(given).size).toBe(18)
    expect([given[14], given[15], given[17]]).toEqual([
      '198.18.15.0/24',
      '198.18.17.0/24',
      '198.18.19.0/24',
    ])
    const refused = await create(fromV4Pool(24), 'one-more')
    expect(refused.status).toBe(507)
  })

  it('counts allocated subnets out of the pool’s remaining addresses', async () => {
    const utilization = async () =>
      (await call('GET', `/v1/system/subnet-pools/${v4Pool}/utilization`)).body
    // the seeded /24 and /28 of 5,120
    expect(await utilization()).toEqual({ capacity: 5120, remaining: 5120 - 256 - 16 })
    await create(fromV4Pool(24))
    expect(await utilization()).toEqual({ capacity: 5120, remaining: 5120 - 512 - 16 })
  })

  it.each([
    ['a taken name', attached, 409, `already exists: external-subnet "${attached}"`],
    ['the sentinel name', FAIL_500_NAME, 500, 'Internal Server Error'],
    ['a bad name', 'Edge', 400, 'name must begin with an ASCII lowercase character'],
  ])('refuses %s', async (_case, name, status, text) => {
    const reply = await create(fromV4Pool(24), name)
    expect([reply.status, message(reply)]).toEqual([status, expect.stringContaining(text)])
    expect(db.externalSubnets.size).toBe(2)
  })
})

describe('update and delete', () => {
  it('renames and describes, refusing a taken name', async () => {
    const taken = await call('PUT', `${SUBNETS}/${free}${P}`, { name: attached })
    expect([taken.status, message(taken)]).toEqual([
      409,
      `already exists: external-subnet "${attached}"`,
    ])
    const renamed = await call('PUT', `${SUBNETS}/${free}${P}`, { name: 'vpn', description: 'x' })
    expect(renamed.body).toEqual(expect.objectContaining({ name: 'vpn', description: 'x' }))
  })

  it('deletes only a detached subnet', async () => {
    const refused = await call('DELETE', `${SUBNETS}/${attached}${P}`)
    expect([refused.status, message(refused)]).toEqual([400, DELETE_ATTACHED_MESSAGE])
    expect((await call('DELETE', `${SUBNETS}/${free}${P}`)).status).toBe(204)
    expect((await call('GET', `${SUBNETS}/${free}${P}`)).status).toBe(404)
  })
})

describe('attach and detach', () => {
  const attach = (name: string, instance: string) =>
    call('POST', `${SUBNETS}/${name}/attach${P}`, { instance })
  const detach = (name: string) => call('POST', `${SUBNETS}/${name}/detach${P}`)
  const instanceSubnets = async (instance: string) =>
    (
      (await call('GET', `/v1/instances/${instance}/external-subnets${P}`)).body as {
        items: { name: string }[]
      }
    ).items.map((row) => row.name)

  it('lists the seeded attachment on its instance, detaches it and attaches it again', async () => {
    expect(await instanceSubnets(INSTANCE_SEED.main)).toEqual([attached])
    const detached = await detach(attached)
    expect([detached.status, (detached.body as { instance_id: unknown }).instance_id]).toEqual([
      202,
      null,
    ])
    expect(await instanceSubnets(INSTANCE_SEED.main)).toEqual([])
    expect((await attach(attached, INSTANCE_SEED.main)).status).toBe(202)
    expect(await instanceSubnets(INSTANCE_SEED.main)).toEqual([attached])
  })

  it.each([
    ['a detached subnet again', () => detach(free), 400, 'External subnet is not attached'],
    [
      'a subnet held by another instance',
      () => attach(attached, INSTANCE_SEED.byState.running),
      400,
      'cannot be attached to one instance while still attached to another',
    ],
    [
      'a missing instance',
      () => attach(free, 'missing'),
      404,
      'not found: instance with name "missing"',
    ],
    [
      'a missing subnet',
      () => attach('missing', INSTANCE_SEED.main),
      404,
      'not found: external-subnet',
    ],
  ])('refuses %s', async (_case, send, status, text) => {
    const reply = await send()
    expect([reply.status, message(reply)]).toEqual([status, expect.stringContaining(text)])
    expect((await viewOf(free)).instance_id ?? null).toBeNull()
  })

  it('attaching to the instance that holds it changes nothing', async () => {
    const again = await attach(attached, INSTANCE_SEED.main)
    expect(again.status).toBe(202)
    expect(await instanceSubnets(INSTANCE_SEED.main)).toEqual([attached])
  })

  it('refuses an instance of another project', async () => {
    const other = await call(
      'POST',
      '/v1/instances?project=web-frontend',
      instanceCreateBody('elsewhere'),
    )
    const reply = await attach(free, (other.body as { id: string }).id)
    expect([reply.status, message(reply)]).toEqual([
      400,
      'external subnet must be in the same project as the instance',
    ])
  })

  // every run state the seeds hold, against the rule table the console reads
  it.each(Object.entries(INSTANCE_SEED.byState) as [Schemas['InstanceState'], string][])(
    'attaches to a %s instance only if the rule table allows it',
    async (state, instance) => {
      const reply = await attach(free, instance)
      const allowed = instanceSubnetRules.can('attach', state)
      expect(reply.status).toBe(allowed ? 202 : 400)
      if (!allowed) {
        expect(message(reply)).toBe(
          `cannot attach an external subnet while the instance is ${state}; it must be running or stopped`,
        )
      }
      expect(Boolean((await viewOf(free)).instance_id)).toBe(allowed)
    },
  )

  it('refuses a detach while the instance’s state does not allow it', async () => {
    const repairing = INSTANCE_SEED.byState.repairing
    const instanceId = db.instances.findBy((row) => row.name === repairing)?.id ?? ''
    const row = db.externalSubnets.findBy((subnet) => subnet.name === free)
    if (row) db.externalSubnets.update(row.id, { instance_id: instanceId })
    const reply = await detach(free)
    expect([reply.status, message(reply)]).toEqual([
      400,
      'cannot detach an external subnet while the instance is repairing; it must be running or stopped',
    ])
  })

  it('frees the subnet when its instance is deleted', async () => {
    expect((await call('DELETE', `/v1/instances/${INSTANCE_SEED.main}${P}`)).status).toBe(204)
    expect((await viewOf(attached)).instance_id ?? null).toBeNull()
  })
})

describe('what an allocated subnet holds in place in its pool', () => {
  const POOLS = '/v1/system/subnet-pools'

  it('refuses to remove a member a subnet was allocated from, until it is deleted', async () => {
    const remove = () =>
      call('POST', `${POOLS}/${v4Pool}/members/remove`, { subnet: '198.18.16.0/22' })
    const refused = await remove()
    expect([refused.status, message(refused)]).toEqual([400, MEMBER_IN_USE])
    await call('DELETE', `${SUBNETS}/${free}${P}`)
    expect((await remove()).status).toBe(204)
  })

  it('refuses to unlink a silo whose projects hold a subnet of the pool, not another silo', async () => {
    const unlink = (silo: string) => call('DELETE', `${POOLS}/${v4Pool}/silos/${silo}`)
    const refused = await unlink(SEED.siloName)
    expect([refused.status, message(refused)]).toEqual([400, LINK_IN_USE])
    // the pool's other silo holds none of its subnets
    expect((await unlink('research')).status).toBe(204)
    // the IPv6 pool has no subnet allocated
    expect((await call('DELETE', `${POOLS}/${v6Pool}/silos/${SEED.siloName}`)).status).toBe(204)
  })
})
